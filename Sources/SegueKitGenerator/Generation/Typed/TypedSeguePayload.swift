import SegueKitStoryboard
import SegueKitSwiftSource

/// What a case of the generated `Segue` enum carries: the destination's Swift type, chosen from what
/// the storyboard says about the segue's destination scene.
///
/// | Destination scene | Payload |
/// |---|---|
/// | a controller with a custom class | that class |
/// | a navigation controller (UIKit) or window controller (AppKit) whose root / content has a custom class | the root / content controller (the container is `segue.destination`) |
/// | any other container (tab bar, split, page, tab view) | the container's class |
/// | a storyboard reference resolved among the given storyboards | as above, for the scene it names |
/// | scenes sharing the identifier lead to different classes with a superclass in common in the sources (`--source`) | the nearest such superclass, with a note |
/// | unresolved reference, missing destination, framework class needing another import, ambiguous | `UIViewController` / `NSViewController` (`NSResponder` when window and view controllers mix), with a note |
/// | an unwind segue | nothing |
///
/// ```swift
/// let payload = TypedSeguePayload.resolve(entries, platform: TypedSeguePlatform(.iOS), catalog: catalog, moduleName: "App")
/// payload.typeName   // "BookEditorViewController"
/// ```
struct TypedSeguePayload: Sendable, Equatable {
    /// The Swift type of the case's associated value; `nil` for unwind segues (no payload).
    var typeName: String?
    /// Doc-comment sentences saying what the payload is when it is not simply the destination's class.
    var notes: [String]
    /// Modules other than the target's that `typeName` is qualified with (to import).
    var modules: Set<String>
    /// Where the generated `init(_:)` looks first, before SegueKit's full search.
    var lookup: Lookup = .search
    /// Every segue leads to a SwiftUI hosting controller scene without a custom class and has a segue
    /// action (`destinationCreationSelector`): the app builds the destination, and its root view type,
    /// there, so the class gets a `HostingSegue` member for `makeHostingController(_:coder:rootView:)`.
    var hostsSwiftUI = false

    /// Where a payload is, when the storyboard says so: the generated `init(_:)` casts there inline
    /// (what a hand-written `prepare` does) and takes SegueKit's search only when that misses, so a
    /// match is the one the search would find and a miss fails with the search's message.
    enum Lookup: Sendable, Equatable {
        /// No inline cast: straight to the search.
        case search
        /// The destination itself (`destination as? Payload`), the search's first step.
        case destination
        /// The root of a plain navigation controller (exactly `UINavigationController`, whose
        /// `topViewController` is what the search looks at next, the container itself never being a
        /// custom payload class).
        case navigationRoot
    }

    /// One entry's destination, before entries sharing an identifier are merged.
    private struct Resolved: Equatable {
        var typeName: String?
        var note: String?
        var module: String?
        var isWindowController = false
        var lookup: Lookup = .search
        /// A `hostingController` scene without a custom class.
        var isHosting = false
    }

    /// The payload for all the segues sharing one identifier on one class; `code` (from the sources)
    /// finds the class that destinations of different classes have in common.
    static func resolve(
        _ entries: [SegueCatalog.Entry], platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?,
        code: ModuleCode? = nil
    ) -> TypedSeguePayload {
        if entries.count == 1 {
            // The common case, without the sets that merging needs.
            let only = resolve(entries[0], platform: platform, catalog: catalog, moduleName: moduleName)
            guard only.typeName != nil else { return TypedSeguePayload(typeName: nil, notes: [], modules: []) }
            let lookup = only.typeName != platform.baseController && platform.platform != .macOS ? only.lookup : .search
            return TypedSeguePayload(
                typeName: only.typeName, notes: only.note.map { [$0] } ?? [], modules: only.module.map { [$0] } ?? [], lookup: lookup,
                hostsSwiftUI: only.isHosting && entries[0].destinationCreationSelector != nil)
        }
        let resolved = entries.map { resolve($0, platform: platform, catalog: catalog, moduleName: moduleName) }
        if resolved.allSatisfy({ $0.typeName == nil }) {
            return TypedSeguePayload(typeName: nil, notes: [], modules: [])
        }
        let types = Set(resolved.map { $0.typeName ?? "" })
        if types.count == 1, let only = resolved.first {
            let notes = Array(Set(resolved.compactMap(\.note))).sorted(by: SegueCodeGenerator.scalarOrder)
            let lookups = Set(resolved.map(\.lookup))
            let lookup = lookups.count == 1 && only.typeName != platform.baseController && platform.platform != .macOS ? only.lookup : .search
            let hosts = resolved.allSatisfy(\.isHosting) && entries.allSatisfy { $0.destinationCreationSelector != nil }
            return TypedSeguePayload(
                typeName: only.typeName, notes: notes, modules: Set(resolved.compactMap(\.module)), lookup: lookup, hostsSwiftUI: hosts)
        }
        let listed = types.sorted(by: SegueCodeGenerator.scalarOrder).map { $0.isEmpty ? "an unwind destination" : "`\(SwiftLiteral.comment($0))`" }
        if !types.contains(""), resolved.allSatisfy({ $0.module == nil }),
           let code, let common = nearestCommonSuperclass(of: types, in: code, nameable: platform.nameableClasses) {
            let direct = resolved.allSatisfy { $0.lookup == .destination } && platform.platform != .macOS
            return TypedSeguePayload(
                typeName: common,
                notes: ["Scenes sharing this identifier lead to different classes (\(listed.joined(separator: ", "))), so the payload is `\(SwiftLiteral.comment(common))`, the nearest class they all inherit from (by the sources' class declarations)."],
                modules: [], lookup: direct ? .destination : .search)
        }
        let base = platform.platform == .macOS && resolved.contains(where: \.isWindowController) ? "NSResponder" : platform.baseController
        return TypedSeguePayload(
            typeName: base,
            notes: ["Scenes sharing this identifier lead to different types (\(listed.joined(separator: ", "))), so the payload is `\(base)`, the type they all are."],
            modules: [])
    }

    /// The nearest class that every one of `types` is or inherits from, by the sources' class chains —
    /// one the generated file can name: declared in the sources, or a framework class in `nameable`
    /// (`nil` when the chains meet nowhere else, e.g. at another framework's class).
    static func nearestCommonSuperclass(of types: Set<String>, in code: ModuleCode, nameable: Set<String>) -> String? {
        func chain(_ name: String) -> [String] { [name] + code.ancestors(of: name) }
        let chains = types.sorted(by: SegueCodeGenerator.scalarOrder).map(chain)
        let others = chains.dropFirst().map(Set.init)
        guard let common = chains[0].first(where: { candidate in others.allSatisfy { $0.contains(candidate) } }),
              code.declares(common) || nameable.contains(common) else { return nil }
        return SwiftName.typeName(common)
    }

    private static func resolve(
        _ entry: SegueCatalog.Entry, platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?
    ) -> Resolved {
        if entry.kind == .unwind { return Resolved(typeName: nil) }
        switch entry.destination {
        case .exit:
            return Resolved(typeName: nil)
        case .scene(let scene):
            return resolve(scene, platform: platform, catalog: catalog, moduleName: moduleName)
        case .reference(let storyboard, _, let resolved?):
            var result = resolve(resolved, platform: platform, catalog: catalog, moduleName: moduleName)
            if result.note == nil { result.note = "Resolved through a reference to `\(SwiftLiteral.comment(storyboard))`." }
            return result
        case .reference(let storyboard, _, nil):
            return Resolved(
                typeName: platform.baseController,
                note: "A reference to `\(SwiftLiteral.comment(storyboard))`, which was not among the storyboards generated from: its class is unknown, so the payload is `\(platform.baseController)`.")
        case .missing:
            return Resolved(
                typeName: platform.baseController,
                note: "The destination is not in the storyboard, so the payload is `\(platform.baseController)`.")
        }
    }

    private static func resolve(
        _ scene: SegueCatalog.Scene, platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?
    ) -> Resolved {
        let isWindow = scene.elementName == "windowController"
        let showsRoot = scene.elementName == "navigationController" || isWindow
        var containerName: String { scene.className.map(SwiftLiteral.comment) ?? scene.elementName }
        if showsRoot, let root = scene.rootClassName, let type = customType(root, catalog: catalog, moduleName: moduleName) {
            let what = isWindow ? "content controller of the window controller" : "root of the navigation controller"
            return Resolved(
                typeName: type.name,
                note: "The \(what) (`\(containerName)`) the segue shows; the container is `segue.\(platform.accessorCall)`.",
                module: type.module, lookup: isWindow ? .search : .navigationRoot)
        }
        if let className = scene.className {
            if let type = customType(className, catalog: catalog, moduleName: moduleName) {
                return Resolved(typeName: type.name, module: type.module, isWindowController: isWindow, lookup: .destination)
            }
            if platform.nameableClasses.contains(className) {
                return Resolved(typeName: className, isWindowController: isWindow, lookup: .destination)
            }
        }
        if scene.elementName == "hostingController" {
            return Resolved(
                typeName: platform.baseController,
                note: "The destination is a SwiftUI `\(platform.hostingController)<Root>`, whose `Root` its segue action chooses, so the payload is `\(platform.baseController)`.",
                isHosting: true)
        }
        return Resolved(
            typeName: platform.baseController,
            note: "The destination is a `\(containerName)`, which is not named here (it needs another import or is not a Swift type), so the payload is `\(platform.baseController)`.")
    }

    /// A custom class as the generated code names it: unqualified when it is the target's own (or the
    /// module is unknown), `Module.Type` when the storyboard puts it in another module.
    static func customType(_ className: String, catalog: SegueCatalog, moduleName: String?) -> (name: String, module: String?)? {
        guard let refs = catalog.scenes[className], let name = SwiftName.typeName(className) else { return nil }
        guard let moduleName else { return (name, nil) }
        let modules = Set(refs.map { $0.customModuleProvider == "target" ? moduleName : ($0.customModule ?? moduleName) })
        guard modules.count == 1, let module = modules.first, module != moduleName, SwiftName.typeName(module) == module else {
            return (name, nil)
        }
        return ("\(module).\(name)", module)
    }
}
