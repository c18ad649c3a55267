import SegueKitStoryboard

extension SegueCodeGenerator {
    /// The one-line description of a segue's destination written in a case's doc comment: class,
    /// storyboard ID, container root, storyboard reference or unwind.
    ///
    /// `` `UINavigationController` (storyboard ID `Editor`) with root `EditorViewController` ``
    static func summary(of entry: SegueCatalog.Entry) -> String {
        switch entry.destination {
        case .scene(let scene):
            return summary(of: scene)
        case .reference(let storyboard, let sceneIdentifier, let resolved):
            let scene = sceneIdentifier.map { "scene `\(SwiftLiteral.comment($0))`" } ?? "initial scene"
            var text = "storyboard reference to \(scene) of `\(SwiftLiteral.comment(storyboard))`"
            if let resolved { text += ": " + summary(of: resolved) }
            return text
        case .exit:
            return "unwind" + (entry.unwindAction.map { " via `\(SwiftLiteral.comment($0))`" } ?? "")
        case .missing(let id):
            return "destination `\(SwiftLiteral.comment(id))` (not in this storyboard)"
        }
    }

    /// Appends ``summary(of:)`` of `entry` to `out`.
    static func appendSummary(of entry: SegueCatalog.Entry, to out: inout String) {
        if case .scene(let scene) = entry.destination {
            out += "`"
            out += SwiftLiteral.comment(scene.className ?? scene.elementName)
            out += "`"
            if let id = scene.storyboardIdentifier {
                out += " (storyboard ID `"
                out += SwiftLiteral.comment(id)
                out += "`)"
            }
            if let root = scene.rootClassName {
                out += " with root `"
                out += SwiftLiteral.comment(root)
                out += "`"
            }
        } else {
            out += summary(of: entry)
        }
    }

    private static func summary(of scene: SegueCatalog.Scene) -> String {
        var text = "`\(SwiftLiteral.comment(scene.className ?? scene.elementName))`"
        if let id = scene.storyboardIdentifier {
            text += " (storyboard ID `\(SwiftLiteral.comment(id))`)"
        }
        if let root = scene.rootClassName {
            text += " with root `\(SwiftLiteral.comment(root))`"
        }
        return text
    }
}
