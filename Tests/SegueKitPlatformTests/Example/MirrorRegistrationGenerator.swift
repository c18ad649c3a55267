import Foundation
import SegueKitStoryboard

/// Writes Swift that registers a parsed storyboard with the UIKit or AppKit mirror's harness
/// (`UIStoryboard`/`NSStoryboard.mirrorRegister`, `MirrorScene`, `MirrorSegueTemplate`; the
/// differences are the `MirrorDialect` of the storyboard's platform), so a program built from an
/// example's sources runs the scenes the storyboard really declares rather than hand-made copies:
/// each scene's class by name, its identified segues with their kinds, custom segue classes and
/// `destinationCreationSelector`s, and its relationships (navigation roots, tabs, split columns,
/// window content).
///
/// One private function per controller builds its `MirrorScene`; `register<Name>Storyboard()`
/// registers the initial scene and every scene with a Storyboard ID under the storyboard's name. What
/// the mirror cannot express is refused with a precise error instead of being left out.
struct MirrorRegistrationGenerator {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    let document: StoryboardDocument
    let storyboardName: String
    /// Code run on each new controller of a scene, by controller id (the UIKit example's table
    /// prototypes, which the parser does not read).
    var sceneSetup: [String: String] = [:]

    private var dialect: MirrorDialect { .of(document.platform) }
    private var index: StoryboardIndex { StoryboardIndex(document) }

    private func outgoingSegues(of controllerID: String) -> [StoryboardSegue] {
        document.segues.filter { $0.sourceControllerID == controllerID }
    }

    /// The registration code.
    func source() throws -> String {
        let controllers = document.controllers
        // Custom segue classes of other modules (`GatedSegue` of SegueKitGating) need their module imported.
        let segueModules = Set(document.segues.filter { $0.kind == .custom }.compactMap(\.customModule)).subtracting(["SegueKit"])
        let imports = (["SegueKit"] + segueModules.sorted() + [dialect.framework]).map { "import \($0)\n" }.joined()
        var out = "// Generated from \(storyboardName).storyboard's parsed scenes, segues and relationships.\n\(imports)"
        for controller in controllers {
            out += try sceneFunction(for: controller)
        }
        try checkAcyclic(controllers)
        out += "\n@MainActor func register\(storyboardName)Storyboard() {\n"
        let initial = document.initialControllerID.flatMap(index.controller(withID:)).map { "\(functionName(for: $0))()" } ?? "nil"
        out += "    \(dialect.storyboardClass).mirrorRegister(name: \(literal(storyboardName)), initial: \(initial), scenes: [\n"
        for controller in controllers {
            guard let identifier = controller.storyboardIdentifier else { continue }
            out += "        \(literal(identifier)): \(functionName(for: controller))(),\n"
        }
        out += "    ])\n}\n"
        return out
    }

    private func sceneFunction(for controller: StoryboardController) throws -> String {
        guard var className = controller.customClass ?? controller.kind.defaultClassName(for: document.platform) else {
            throw Unsupported(description: "controller \(controller.id) (\(controller.kind.elementName)) has no class the mirror knows")
        }
        if controller.kind.elementName == "hostingController" && controller.customClass == nil {
            // A SwiftUI scene without a class: its segue's action makes the hosting controller (with
            // its root view); the scene's own class is what the storyboard would decode without one.
            guard document.segues.contains(where: { $0.destinationID == controller.id && $0.destinationCreationSelector != nil }) else {
                throw Unsupported(description: "hosting controller \(controller.id) is reached by no segue action; the mirror cannot make its root view")
            }
            className = dialect.baseController
        }
        var segues: [String] = []
        var relationships: [String] = []
        let index = index
        for segue in outgoingSegues(of: controller.id) {
            if segue.kind == .unwind, dialect.unwindsRunByHarness { continue }
            guard case .controller(let destination)? = index.destination(of: segue) else {
                throw Unsupported(description: "segue \(segue.id) leads to no controller of this storyboard")
            }
            let destinationScene = "\(functionName(for: destination))()"
            if case .relationship(let relationship) = segue.kind {
                var action = "nil"
                if let selector = segue.destinationCreationSelector {
                    guard dialect.relationshipCreationSelectors else {
                        throw Unsupported(description: "relationship \(segue.id) names a creation selector; the generator does not call those")
                    }
                    action = try segueAction(selector, sourceClass: presentingClass(of: controller))
                }
                relationships.append("(\(try mirrorRelationship(relationship, segue)), \(destinationScene), \(action))")
                continue
            }
            guard let identifier = segue.identifier, !identifier.isEmpty else {
                throw Unsupported(description: "segue \(segue.id) has no identifier; the mirror performs segues by identifier")
            }
            var template = "MirrorSegueTemplate(identifier: \(literal(identifier)), kind: \(try mirrorKind(segue)), destination: \(destinationScene)"
            if let selector = segue.destinationCreationSelector {
                template += ", creationAction: \(try segueAction(selector, sourceClass: className))"
            }
            segues.append(template + ")")
        }
        var body = """
                MirrorScene(
                    \(className).self,
                    segues: [\(segues.map { "\n            \($0)," }.joined())
                    ],
                    relationships: [\(relationships.map { "\n            \($0)," }.joined())
                    ])
            """
        if let code = sceneSetup[controller.id] {
            // What the storyboard decodes with the controller: `controller` is `init(coder:)`'s result.
            body = "    var scene = \(body.dropFirst(4))\n    scene.make = { coder in\n        let controller = \(className)(coder: coder)\n        \(code)\n        return controller\n    }\n    return scene"
        }
        return "\n@MainActor private func \(functionName(for: controller))() -> MirrorScene {\n\(body)\n}\n"
    }

    private func mirrorKind(_ segue: StoryboardSegue) throws -> String {
        if segue.kind == .custom {
            guard let customClass = segue.customClass else {
                throw Unsupported(description: "custom segue \(segue.id) has no class")
            }
            // The custom class as the storyboard names it; `customModule="SegueKitGating"` resolves through
            // `import SegueKitGating`.
            let qualified = segue.customModule.map { "\($0).\(customClass)" } ?? customClass
            return ".custom { \(qualified)(identifier: $0, source: $1, destination: $2) }"
        }
        guard let kind = dialect.kinds[segue.kind] else {
            throw Unsupported(description: "segue \(segue.id) has kind \(segue.kind.rawKind), which the \(dialect.framework) mirror does not perform")
        }
        return kind
    }

    private func mirrorRelationship(_ relationship: String, _ segue: StoryboardSegue) throws -> String {
        guard let mirrored = dialect.relationships[relationship] else {
            throw Unsupported(description: "relationship \(segue.id) is \(relationship), which the \(dialect.framework) mirror has no case for")
        }
        return mirrored
    }

    /// The class of the controller a container's relationship creation selector is called on: the
    /// source of the segues that lead to the container (UIKit calls it on that source). It must be one class.
    private func presentingClass(of container: StoryboardController) throws -> String {
        let sources = Set(document.segues.filter { $0.destinationID == container.id && !$0.kind.isRelationship }
            .compactMap { $0.sourceControllerID.flatMap(index.controller(withID:))?.customClass })
        guard sources.count == 1, let source = sources.first else {
            throw Unsupported(description: "the creation selector of \(container.id)'s relationship needs one presenting class, found \(sources.sorted())")
        }
        return source
    }

    /// A `MirrorSegueAction` that calls the `@IBSegueAction` named by `selector` on the segue's source,
    /// as AppKit does: `make:`, `make:sender:`, `make:sender:segueIdentifier:`, or `makeWithCoder:…`.
    private func segueAction(_ selector: String, sourceClass: String) throws -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard selector.hasSuffix(":"), (1...3).contains(pieces.count), !pieces.contains(where: \.isEmpty) else {
            throw Unsupported(description: "\(selector) is not a segue action selector (1 to 3 arguments)")
        }
        let values = ["coder", "sender", "identifier"]
        var base = pieces[0]
        var arguments: [String] = []
        if base.hasSuffix("WithCoder") {
            base.removeLast("WithCoder".count)
            arguments.append("coder: coder")
        } else {
            arguments.append("coder")
        }
        for (index, label) in pieces.enumerated().dropFirst() {
            arguments.append("\(label): \(values[index])")
        }
        return "{ source, coder, sender, identifier in (source as! \(sourceClass)).\(base)(\(arguments.joined(separator: ", "))) }"
    }

    /// The mirror's scenes are values that contain their destinations, so the storyboard's segue
    /// graph must have no cycle.
    private func checkAcyclic(_ controllers: [StoryboardController]) throws {
        var state: [String: Bool] = [:]  // false: on the path, true: done
        func visit(_ id: String) throws {
            if let done = state[id] {
                if !done { throw Unsupported(description: "the segues from \(id) lead back to it; mirror scenes cannot express cycles") }
                return
            }
            state[id] = false
            for segue in outgoingSegues(of: id) { try visit(segue.destinationID) }
            state[id] = true
        }
        for controller in controllers { try visit(controller.id) }
    }

    private func functionName(for controller: StoryboardController) -> String {
        "mirrorScene_" + controller.id.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    private func literal(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
