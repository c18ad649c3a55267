import SegueKitStoryboard
import SegueKitSwiftSource

/// Which class's enum and typed segues hold each class's segues, from the class chains of the module's
/// sources (`generate --source`): a chain's topmost class with identified segues, or that adopts
/// `SegueHandlerType`, holds its subclasses' segues, and so does a superclass's hand-written enum.
/// Sources that declare a class once per platform (`#if canImport(UIKit)`) may give it another
/// superclass on each, so another root: each segue goes to the root on its storyboard's platform, and a
/// class has an enum of its own only where it is its own root. Without sources every class holds its own.
struct ClassChainPlan {
    /// The classes to generate for, in order: those with segues, then (sorted among them) superclasses
    /// without scenes whose enum holds their subclasses' segues.
    private(set) var classNames: [String]
    /// The segues of other classes each chain root's enum holds.
    private(set) var chainEntries: [String: [SegueCatalog.Entry]] = [:]
    /// The classes whose segues another class's typed segues hold, by that class.
    private(set) var chainMembers: [String: [String]] = [:]
    /// The segues of subclasses that a hand-written `SegueIdentifier` on a superclass without scenes of
    /// its own holds, by that superclass: its typed segues hold them, as a chain's root does.
    private(set) var inheritedByDeclared: [String: [SegueCatalog.Entry]] = [:]
    /// Each class's root, along the chains of the merged sources.
    let chainRoot: [String: String]
    /// The platform of each storyboard, by file path.
    let platformOfFile: [String: StoryboardPlatform]
    private let platforms: [StoryboardPlatform]
    /// Each class's root on each platform, when the storyboards are of several and the sources give chains.
    private let platformRoots: [StoryboardPlatform: [String: String]]
    private let code: ModuleCode?
    private let catalog: SegueCatalog

    init(catalog: SegueCatalog, documents: [StoryboardDocument], code: ModuleCode?, typedSegues: Bool) {
        self.catalog = catalog
        self.code = code
        chainRoot = Self.chainRoots(catalog, code: code)
        platformOfFile = Dictionary(documents.map { ($0.filePath, $0.platform) }) { first, _ in first }
        platforms = Set(platformOfFile.values).sorted { $0.rawValue < $1.rawValue }
        platformRoots = platforms.count > 1 && !chainRoot.isEmpty
            ? Dictionary(uniqueKeysWithValues: platforms.map { ($0, Self.chainRoots(catalog, code: code, on: $0)) })
            : [:]
        classNames = catalog.classes.keys.sorted(by: SegueCodeGenerator.scalarOrder)
        if !chainRoot.isEmpty { assignChains() }
        if typedSegues { assignInheritedDeclaredEnums() }
        // A root that adopts SegueHandlerType without scenes of its own holds its subclasses' segues.
        let sceneless = chainEntries.keys.filter { catalog.classes[$0] == nil && inheritedByDeclared[$0] == nil }
        if !sceneless.isEmpty { classNames = (classNames + sceneless).sorted(by: SegueCodeGenerator.scalarOrder) }
    }

    /// Whether the storyboards are of several platforms whose chains the sources give separately.
    var splitsByPlatform: Bool { !platformRoots.isEmpty }

    /// The class whose enum holds `className`'s segue of the storyboard at `file`.
    func root(of className: String, forSegueIn file: String) -> String? {
        platformOfFile[file].flatMap { platformRoots[$0]?[className] } ?? chainRoot[className]
    }

    /// The platforms on which `className` has an enum of its own to write, when that is not every one
    /// given: where it is its own root and inherits no hand-written enum.
    func ownPlatforms(of className: String) -> [StoryboardPlatform]? {
        guard splitsByPlatform, catalog.classes[className] != nil, let code else { return nil }
        let inheriting = platforms.filter { platform in
            code.ancestors(of: className, on: platform).contains { code.declaredEnums[$0] != nil }
        }
        let own = platforms.filter { platformRoots[$0]?[className] == className && !inheriting.contains($0) }
        return own.count == platforms.count ? nil : own
    }

    private mutating func assignChains() {
        for className in classNames {
            var roots: [String] = []
            for entry in catalog.classes[className]! {
                guard let root = root(of: className, forSegueIn: entry.filePath) else { continue }
                if root != className { chainEntries[root, default: []].append(entry) }
                if !roots.contains(root) { roots.append(root) }
            }
            for root in roots {
                if let owner = identifierOwner(of: className, root: root), owner != className,
                   !(chainMembers[owner] ?? []).contains(className) {
                    chainMembers[owner, default: []].append(className)
                }
            }
        }
    }

    private mutating func assignInheritedDeclaredEnums() {
        guard let code, !code.declaredCaseNames.isEmpty else { return }
        for className in classNames where code.declaredEnums[className] == nil {
            // With sources split by platform, each platform's segues go to the ancestor that platform
            // compiles (`extension UIViewController` on iOS, `extension NSViewController` on macOS).
            for platform in splitsByPlatform ? platforms.map(Optional.some) : [nil] {
                guard let ancestor = code.inheritedEnumDeclaration(of: className, sceneClass: catalog.requiredClass(of: className), on: platform)?.owner,
                      code.declaredCaseNames[ancestor] != nil, catalog.classes[ancestor] == nil,
                      code.declares(ancestor) || PlatformClasses.chain(of: ancestor) != nil  // a class, not a protocol
                else { continue }
                inheritedByDeclared[ancestor, default: []] += catalog.classes[className]!.filter { entry in
                    platform == nil || platformOfFile[entry.filePath] == platform
                }
            }
        }
        if !inheritedByDeclared.isEmpty { classNames = (classNames + inheritedByDeclared.keys).sorted(by: SegueCodeGenerator.scalarOrder) }
    }

    /// The class whose enum holds each class's cases: its topmost ancestor with identified segues or that
    /// adopts `SegueHandlerType` (whose conformance needs the enum there), with a Swift type name, else
    /// itself; with `platform`, among the ancestors the sources give it on that platform.
    private static func chainRoots(_ catalog: SegueCatalog, code: ModuleCode?, on platform: StoryboardPlatform? = nil) -> [String: String] {
        guard let code else { return [:] }
        // An adopter that declares or inherits a hand-written enum already has what its conformance needs.
        func needsEnum(_ adopter: String) -> Bool {
            code.adopters.contains(adopter) && code.declaredEnums[adopter] == nil && code.inheritedEnumDeclaration(of: adopter) == nil
        }
        var roots: [String: String] = [:]
        for className in catalog.classes.keys {
            let ancestors = code.ancestors(of: className, on: platform)
            roots[className] = ancestors.last {
                (catalog.classes[$0] != nil || needsEnum($0)) && SwiftName.typeName($0) != nil
            } ?? className
        }
        return roots
    }

    /// The class whose `SegueIdentifier` `className` uses: the nearest of itself and its ancestors whose
    /// sources declare one, else its chain's root (`root`); `nil` without sources.
    private func identifierOwner(of className: String, root: String?) -> String? {
        guard let code else { return nil }
        if code.declaredEnums[className] != nil { return className }
        return code.inheritedEnumDeclaration(of: className, sceneClass: catalog.requiredClass(of: className))?.owner ?? root
    }
}
