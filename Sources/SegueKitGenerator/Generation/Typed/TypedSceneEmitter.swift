import SegueKitStoryboard
import SegueKitSwiftSource

/// Emits typed scenes: per storyboard, an enum named after it (`Main.storyboard` → `MainStoryboard`)
/// with one `StoryboardScene` per scene that has a Storyboard ID, typed by the scene's class. SegueKit's
/// `instantiate()` and, for a `CoderInitializable` class, `instantiate(dependencies:)` make the scene.
enum TypedSceneEmitter {
    /// One scene with a storyboard ID.
    struct Scene: Sendable, Equatable {
        var identifier: String
        var typeName: String
        /// The module to import for `typeName`, when the storyboard puts the class in another one.
        var module: String? = nil
        /// The controller that has the storyboard ID (the first, when several have it).
        var location: FileLocation? = nil
        /// Where `typeName` is a class that some of UIKit's platforms lack, the platforms that have it,
        /// and the superclass the others name instead.
        var narrowing: ApplePlatforms? = nil
        var otherTypeName: String? = nil
        /// The `@available` attributes of `typeName`'s class, which its member is written with
        /// (``SegueKitSwiftSource/ModuleCode/availabilityAttributes(of:)``).
        var availability: [String] = []
    }

    /// The scenes of one storyboard name (several files of one name are merged).
    struct Storyboard: Sendable {
        var name: String
        var files: [String]
        var scenes: [Scene]
        /// The member name of each storyboard ID: none takes `name`, and IDs whose Swift names collide
        /// are numbered.
        var naming: CaseNaming
        /// The enum's name (``TypedSceneEmitter/enumName(_:)``, numbered when another storyboard's has it).
        var enumName: String

        init(name: String, files: [String], scenes: [Scene]) {
            self.name = name
            self.files = files
            self.scenes = scenes
            naming = CaseNaming(identifiers: scenes.map(\.identifier), reserved: ["name"])
            enumName = TypedSceneEmitter.enumName(name)
        }
    }

    /// The storyboards of `platform` with at least one storyboard ID, sorted by name. Storyboards of
    /// different folders with one name (not localizations, which are one storyboard by then) are one
    /// storyboard to UIKit, which loads a name from a bundle: a warning says so.
    static func storyboards(
        _ documents: [StoryboardDocument], platform: TypedSeguePlatform, catalog: SegueCatalog,
        options: SegueCodeGenerator.Options, declaresTopLevelType: (String) -> Bool, diagnostics: inout [Diagnostic]
    ) -> [Storyboard] {
        var byName: [String: (files: Set<String>, scenes: [String: [Scene]], order: [String])] = [:]
        var pathsByName: [String: [String]] = [:]
        for document in documents where document.platform == platform.platform {
            if let module = options.modules.sourceModule,
               let assigned = options.modules.module(ofFile: document.filePath), assigned != module {
                continue   // another module's storyboard: its bundle is not this target's
            }
            // Read from a pipe (`/dev/stdin`, `<(…)`), a storyboard has no file name to load it by.
            if document.filePath.hasPrefix("/dev/") || document.filePath.hasPrefix("/proc/") {
                if document.controllers.contains(where: { $0.storyboardIdentifier != nil }) {
                    diagnostics.append(Diagnostic(
                        .warning, "a storyboard read from \(document.filePath) has no file name, which UIKit and AppKit load storyboards by: no typed scenes for it",
                        file: document.filePath, rule: "storyboard-without-name"))
                }
                continue
            }
            let name = SegueCatalog.storyboardName(of: document.filePath)
            pathsByName[name, default: []].append(document.filePath)
            var entry = byName[name] ?? ([], [:], [])
            entry.files.insert(SegueCatalog.fileName(of: document.filePath))
            for controller in document.scenes.lazy.flatMap(\.controllers) {
                guard let identifier = controller.storyboardIdentifier else { continue }
                let modules = SegueCatalog.SceneModules(controller, assignedModule: options.modules.module(ofFile: document.filePath))
                var scene = describe(controller, identifier: identifier, platform: platform, catalog: catalog, modules: modules, options: options)
                scene.location = controller.location
                if entry.scenes[identifier] == nil { entry.order.append(identifier) }
                entry.scenes[identifier, default: []].append(scene)
            }
            byName[name] = entry
        }
        for name in pathsByName.keys.sorted(by: SegueCodeGenerator.scalarOrder) {
            let paths = pathsByName[name]!.sorted(by: SegueCodeGenerator.scalarOrder)
            guard paths.count > 1, byName[name].map({ !$0.scenes.isEmpty }) ?? false else { continue }
            diagnostics.append(Diagnostic(
                .warning, "storyboards \(paths.joined(separator: " and ")) are both named '\(name)': their scenes are one \(enumName(name)), but an app bundle holds one storyboard of a name — generate for each target (--module NAME, with --module NAME=PATH for its storyboards)",
                file: paths[1], rule: "storyboard-name-clash"))
        }
        var out: [Storyboard] = []
        for name in byName.keys.sorted(by: SegueCodeGenerator.scalarOrder) {
            let entry = byName[name]!
            if !entry.scenes.isEmpty, declaresTopLevelType(enumName(name)) {
                diagnostics.append(Diagnostic(
                    .warning, "the \(options.code == nil ? "storyboards have a scene class named" : "sources already declare") \(enumName(name)); the scenes of \(name).storyboard get no typed instantiation (it would redeclare it) — rename it to use them",
                    at: pathsByName[name]?.first.map { FileLocation(path: $0, line: 1, column: 1) }, rule: "typed-name-taken"))
                continue
            }
            var scenes: [Scene] = []
            for identifier in entry.order {
                let all = entry.scenes[identifier]!
                if all.count == 1 || Set(all.map(\.typeName)).count == 1 {
                    scenes.append(all[0])
                } else {
                    // Scenes sharing the storyboard ID have different classes: the result is the base class.
                    scenes.append(Scene(identifier: identifier, typeName: platform.baseController, location: all[0].location))
                }
            }
            guard !scenes.isEmpty else { continue }
            let storyboard = Storyboard(name: name, files: entry.files.sorted(by: SegueCodeGenerator.scalarOrder), scenes: scenes)
            for collision in storyboard.naming.collisions {
                let reason = collision.keptBy.map { "storyboard ID '\($0)' already has that name" } ?? "the storyboard's name has it"
                diagnostics.append(Diagnostic(
                    .warning, "storyboard ID '\(collision.identifier)' would be named \(enumName(name)).\(collision.wanted), but \(reason); it is named \(collision.given)",
                    at: scenes.first { $0.identifier == collision.identifier }?.location, rule: "name-collision"))
            }
            out.append(storyboard)
        }
        // Names that make one enum name (`Main` and `MainStoryboard`): the storyboard named exactly that
        // keeps it, whatever else is given, and the others are numbered.
        var taken: [String: String] = [:]
        func precedence(_ storyboard: Storyboard) -> (Int, String) { (storyboard.enumName == storyboard.name ? 0 : 1, storyboard.name) }
        for index in out.indices.sorted(by: { precedence(out[$0]) < precedence(out[$1]) }) {
            let wanted = out[index].enumName
            var counter = 2
            while taken[out[index].enumName] != nil {
                out[index].enumName = wanted + "_\(counter)"
                counter += 1
            }
            taken[out[index].enumName] = out[index].name
            if out[index].enumName != wanted, let keeper = taken[wanted] {
                diagnostics.append(Diagnostic(
                    .warning, "the typed scenes of \(out[index].name).storyboard would be \(wanted), but \(keeper).storyboard's have that name; they are \(out[index].enumName)",
                    file: pathsByName[out[index].name]?.first ?? out[index].name, rule: "name-collision"))
            }
        }
        return out
    }

    private static func describe(
        _ controller: StoryboardController, identifier: String, platform: TypedSeguePlatform, catalog: SegueCatalog,
        modules: SegueCatalog.SceneModules, options: SegueCodeGenerator.Options
    ) -> Scene {
        let framework = platform.sceneClass(of: controller.kind)
        if let custom = controller.customClass {
            // A class of some OS versions is named by a member with its availability.
            let code = options.code?.inExtensions(of: custom)
            if let type = TypedSeguePayload.customType(
                custom, catalog: catalog, moduleName: options.modules.sourceModule, code: code, scene: modules, platform: platform.platform) {
                var scene = Scene(identifier: identifier, typeName: type.name, module: type.module)
                if let code, !code.needsStandIn(custom) { scene.availability = code.availabilityAttributes(of: custom) }
                if let code, let platforms = code.platforms(having: [type.name]) {
                    scene.narrowing = platforms
                    scene.otherTypeName = TypedSeguePayload.customType(
                        custom, catalog: catalog, moduleName: options.modules.sourceModule, code: code.standingInForNarrowedClasses(), scene: modules,
                        platform: platform.platform)?.name
                }
                return scene
            }
        }
        // No custom class, or one that is not a Swift type name: the framework's class.
        return Scene(identifier: identifier, typeName: framework)
    }

    /// The enum's name: the storyboard's name as a Swift type, each word capitalized and acronyms kept
    /// (`UTMSettings` → `UTMSettingsStoryboard`, `my-settings` → `MySettingsStoryboard`), with
    /// `Storyboard` appended.
    static func enumName(_ storyboard: String) -> String {
        var name = SwiftName.splitWords(storyboard).map(SwiftName.upperFirst).joined()
        if name.isEmpty {
            name = SwiftName.upperFirst(SwiftName.bareName(from: storyboard) ?? "Unnamed")
        } else if let first = name.unicodeScalars.first, !SwiftName.isIdentifierHead(first) {
            name = "_" + name
        }
        return name.hasSuffix("Storyboard") ? name : name + "Storyboard"
    }

    /// The code for `storyboards`, or `""` when there are none.
    /// `sceneType` is how the code names SegueKit's `StoryboardScene` (``SegueKitNames``); `access` says what
    /// to write before a declaration that names some types (the enum names none).
    static func emit(_ storyboards: [Storyboard], platform: TypedSeguePlatform, sceneType: String, access: ([String]) -> String) -> String {
        var out = ""
        let enumAccess = access([])
        for storyboard in storyboards {
            let enumName = storyboard.enumName
            let naming = storyboard.naming
            let files = storyboard.files.map(SwiftLiteral.comment).joined(separator: ", ")
            out += """
                /// The scenes of \(files) with a Storyboard ID.
                \(enumAccess)enum \(enumName) {
                    /// The storyboard's name, as `\(platform.storyboardType)(name:bundle:)` takes it.
                    \(enumAccess)nonisolated static var name: String { \(SwiftLiteral.string(storyboard.name)) }

                """
            // `nonisolated`, as `name` is: an app that defaults to the main actor would isolate them, and
            // its nonisolated test target could not read them.
            for scene in storyboard.scenes {
                func line(_ type: String, attributes: [String] = []) -> String {
                    attributes.map { "    \($0)\n" }.joined()
                        + "    \(access([type]))nonisolated static var \(naming.names[scene.identifier]!): \(sceneType)<\(type)> {"
                        + " .init(storyboard: name, identifier: \(SwiftLiteral.string(scene.identifier))) }\n"
                }
                out += SegueCodeGenerator.perPlatform(
                    scene.narrowing, inside: platform.platforms, line(scene.typeName, attributes: scene.availability), scene.otherTypeName.map { line($0) })
            }
            out += "}\n\n"
        }
        return out.isEmpty ? "" : String(out.dropLast())
    }
}
