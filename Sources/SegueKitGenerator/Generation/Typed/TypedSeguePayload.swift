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
/// | scenes sharing the identifier lead to different classes with a superclass in common in the sources (`--source`) | the nearest such superclass (found through ``searchedTypes`` when a container is one too) |
/// | unresolved reference, missing destination, framework class needing another import, ambiguous | `UIViewController` / `NSViewController` (`NSResponder` when window and view controllers mix) |
/// | an unwind segue | nothing |
struct TypedSeguePayload: Sendable, Equatable {
    /// The Swift type of the case's associated value; `nil` for unwind segues (no payload).
    var typeName: String?
    /// Modules other than the target's that `typeName` is qualified with (to import).
    var modules: Set<String> = []
    /// Every segue leads to a SwiftUI hosting controller scene without a custom class and has a segue
    /// action (`destinationCreationSelector`): the app builds the destination, and its root view type,
    /// there, so the class gets a `HostingSegue` member for `makeHostingController(_:coder:rootView:)`.
    var hostsSwiftUI = false
    /// When not empty, the types to find in turn instead of `typeName`: the segues lead to different
    /// classes, some shown by a navigation (or window) controller, and `typeName` is a class that
    /// container is too, so searching for it would find the container rather than the controller it
    /// shows. Each destination's own type, `typeName` last when a destination is no more specific.
    var searchedTypes: [String] = []
    /// Where it names a class that some of UIKit's platforms lack (``ModuleCode/narrowedClasses``), the
    /// platforms that have it; ``otherwise`` holds the payload of the others, which names its superclass.
    var narrowing: ApplePlatforms?
    /// The payload where ``narrowing`` does not hold: one, or none without a narrowing.
    var otherwise: [TypedSeguePayload] = []

    /// What `line` writes for this payload: where some platforms lack a class it names, one line for
    /// those that have it and one, naming its superclass, for the others, in `#if`/`#else`, in code
    /// compiled on `enclosing` (``SegueCodeGenerator/perPlatform(_:inside:_:_:)``).
    func written(inside enclosing: ApplePlatforms, _ line: (TypedSeguePayload) -> String) -> String {
        SegueCodeGenerator.perPlatform(narrowing, inside: enclosing, line(self), otherwise.first.map(line))
    }

    /// One entry's destination, before entries sharing an identifier are merged.
    private struct Resolved: Equatable {
        var typeName: String?
        var module: String?
        var isWindowController = false
        /// A `hostingController` scene without a custom class.
        var isHosting = false
        /// The navigation or window controller that shows the destination, when the type is its root's.
        var container: String?
    }

    /// The payload for all the segues sharing one identifier on one class; `code` (from the sources)
    /// finds the class that destinations of different classes have in common.
    static func resolve(
        _ entries: [SegueCatalog.Entry], platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?, code: ModuleCode?
    ) -> TypedSeguePayload {
        var payload = resolveOnce(entries, platform: platform, catalog: catalog, moduleName: moduleName, code: code)
        if let code, let platforms = code.platforms(having: payload.typeName.map { [$0] + payload.searchedTypes } ?? []) {
            let otherwise = resolveOnce(entries, platform: platform, catalog: catalog, moduleName: moduleName, code: code.standingInForNarrowedClasses())
            payload.narrowing = platforms
            payload.otherwise = [otherwise]
        }
        return payload
    }

    private static func resolveOnce(
        _ entries: [SegueCatalog.Entry], platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?, code: ModuleCode?
    ) -> TypedSeguePayload {
        let resolved = entries.map { resolve($0, platform: platform, catalog: catalog, moduleName: moduleName, code: code) }
        if resolved.allSatisfy({ $0.typeName == nil }) {
            return TypedSeguePayload(typeName: nil)
        }
        let types = Set(resolved.map { $0.typeName ?? "" })
        if types.count == 1, let only = resolved.first {
            let hosts = resolved.allSatisfy(\.isHosting) && entries.allSatisfy { $0.destinationCreationSelector != nil }
            return TypedSeguePayload(typeName: only.typeName, modules: Set(resolved.compactMap(\.module)), hostsSwiftUI: hosts)
        }
        var payload = TypedSeguePayload(typeName: platform.platform == .macOS && resolved.contains(where: \.isWindowController) ? "NSResponder" : platform.baseController)
        if !types.contains(""), resolved.allSatisfy({ $0.module == nil }),
           let code, let common = nearestCommonSuperclass(of: types, in: code, platform: platform) {
            payload = TypedSeguePayload(typeName: common)
        }
        let common = payload.typeName!
        if resolved.contains(where: { $0.container.flatMap(PlatformClasses.chain(of:))?.contains(common) == true }) {
            var specific: [String] = []
            for type in resolved.compactMap(\.typeName) where !specific.contains(type) { specific.append(type) }
            // A destination of the common type itself matches anything: it is looked for last.
            payload.searchedTypes = specific.filter { $0 != common } + (specific.contains(common) ? [common] : [])
        }
        return payload
    }

    /// The nearest class that every one of `types` is or inherits from, by the class chains `platform`
    /// compiles — one the generated file can name: declared in the sources, or a framework class the
    /// platform names (`nil` when the chains meet nowhere else, e.g. at another framework's class).
    static func nearestCommonSuperclass(of types: Set<String>, in code: ModuleCode, platform: TypedSeguePlatform) -> String? {
        let chains = types.sorted(by: SegueCodeGenerator.scalarOrder).map { code.chain(of: $0, on: platform.platform) }
        let others = chains.dropFirst().map(Set.init)
        guard let common = chains[0].first(where: { candidate in others.allSatisfy { $0.contains(candidate) } && !code.isGeneric(candidate) && !code.needsStandIn(candidate) }),
              code.declares(common) || platform.canName(common) else { return nil }
        return SwiftName.typeName(common)
    }

    private static func resolve(
        _ entry: SegueCatalog.Entry, platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?, code: ModuleCode?
    ) -> Resolved {
        if entry.kind == .unwind { return Resolved(typeName: nil) }
        switch entry.destination {
        case .exit:
            return Resolved(typeName: nil)
        case .scene(let scene), .reference(_, _, let scene?):
            return resolve(scene, platform: platform, catalog: catalog, moduleName: moduleName, code: code)
        case .reference(_, _, nil), .missing:
            return Resolved(typeName: platform.baseController)
        }
    }

    private static func resolve(
        _ scene: SegueCatalog.Scene, platform: TypedSeguePlatform, catalog: SegueCatalog, moduleName: String?, code: ModuleCode?
    ) -> Resolved {
        let isWindow = scene.elementName == "windowController"
        let showsRoot = scene.elementName == "navigationController" || isWindow
        if showsRoot, let root = scene.rootClassName,
           let type = customType(root, catalog: catalog, moduleName: moduleName, code: code, scene: scene.rootModules, platform: platform.platform) {
            return Resolved(typeName: type.name, module: type.module, container: isWindow ? "NSWindowController" : "UINavigationController")
        }
        if let className = scene.className {
            if let type = customType(className, catalog: catalog, moduleName: moduleName, code: code, scene: scene.classModules, platform: platform.platform) {
                return Resolved(typeName: type.name, module: type.module, isWindowController: isWindow)
            }
            if platform.canName(className) {
                return Resolved(typeName: className, isWindowController: isWindow)
            }
        }
        return Resolved(typeName: platform.baseController, isHosting: scene.elementName == "hostingController")
    }

    /// How generated code names a scene's custom class, and the module it qualifies it with: `Module.Type`
    /// when the storyboard puts the class in another module (a `--module NAME=PATH` assignment, or without
    /// `--module` a `customModule` whose class `code` does not declare). A class `code` cannot name
    /// everywhere (deprecated, too new) is named by ``ModuleCode/standIn(for:on:)``, in code for
    /// `platform`'s storyboards. `scene` is the one scene's modules, telling same-named classes of two
    /// modules apart; `nil` when it cannot be named.
    static func customType(
        _ className: String, catalog: SegueCatalog, moduleName: String?, code: ModuleCode?, scene: SegueCatalog.SceneModules? = nil,
        platform: StoryboardPlatform? = nil
    ) -> (name: String, module: String?)? {
        guard let refs = catalog.scenes[className], let all = catalog.sceneModules[className],
              var name = SwiftName.typeName(className) else { return nil }
        let sceneModules = scene ?? all
        if let code, code.needsStandIn(className) {
            // Without a superclass to name: the framework class every class of the scene derives from.
            let platform = platform ?? refs.first?.platform
            name = code.standIn(for: className, on: platform)
                ?? refs.lazy.filter { $0.platform == platform }.compactMap(\.requiredClass).first(where: PlatformClasses.isNamedWithItsFramework)
                ?? (platform == .macOS ? "NSViewController" : "UIViewController")
        }
        guard let moduleName else {
            let explicit = sceneModules.explicit
            guard let code, !code.declares(className), explicit.count == 1, let module = explicit.first ?? nil,
                  SwiftName.typeName(module) == module else { return (name, nil) }
            return qualified(name, in: module, code: code).map { ($0, module) }
        }
        // A target's class is in the module its storyboard is assigned to, else in the one being
        // generated for: the module Xcode recorded may be another target's that shares the storyboard —
        // unless the sources do not declare the class and Xcode recorded another module, where the
        // generated code could only name a class that is not there.
        if let code, !code.declares(className), sceneModules.recordedForTarget.contains(where: { $0 != moduleName }) { return nil }
        let modules = Set(sceneModules.assigned.map { $0 ?? moduleName })
        guard modules.count < 2 else { return nil }   // same-named classes of several modules
        guard let module = modules.first, module != moduleName, SwiftName.typeName(module) == module else {
            return (name, nil)
        }
        return qualified(name, in: module, code: code).map { ($0, module) }
    }

    /// `Module.Name`; or `Name` where `Module.Name` would find a type before the module and name a member
    /// of it: for a class named as its module (`RAMAnimatedTabBarController`), or when the sources
    /// declare a type named as the module — then `nil` if they also declare one named as the class.
    private static func qualified(_ name: String, in module: String, code: ModuleCode?) -> String? {
        if name == module { return name }
        guard let code, code.declaredTypeNames.contains(module) else { return "\(module).\(name)" }
        return code.declaredTypeNames.contains(name) ? nil : name
    }
}
