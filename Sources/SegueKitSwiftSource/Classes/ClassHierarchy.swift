import SegueKitStoryboard

/// The scanned classes and their superclasses, by module and name (the first declaration of a class in
/// a module wins, a top-level one over a nested one), so two modules' same-named classes keep their own
/// superclasses. The one module-aware model of class chains: the generator and the checker both walk
/// them here (the scan itself follows superclasses by name only, before modules are known).
package struct ClassHierarchy: Sendable, Equatable {
    /// A class as declared in the sources: the module of its file (``ModuleMap/module(ofSource:)``) and its name.
    private struct Key: Hashable, Sendable {
        var module: String?
        var name: String
    }

    private var declarations: [Key: SwiftSourceScan.ClassDeclaration] = [:]
    /// The modules declaring each name, in scan order.
    private var modulesDeclaring: [String: [String?]] = [:]

    package init(_ classes: [SwiftSourceScan.ClassDeclaration], modules: ModuleMap) {
        for declaration in classes {
            let module = modules.module(ofSource: declaration.location.path)
            let key = Key(module: module, name: declaration.name)
            if declaration.isNested {
                // Also by the name code outside writes (`Auth.BaseViewController`), as a superclass.
                add(declaration, as: Key(module: module, name: declaration.qualifiedName))
            }
            if let earlier = declarations[key] {
                guard earlier.isNested && !declaration.isNested else { continue }
                declarations[key] = declaration
            } else {
                add(declaration, as: key)
            }
        }
    }

    private mutating func add(_ declaration: SwiftSourceScan.ClassDeclaration, as key: Key) {
        guard declarations[key] == nil else { return }
        modulesDeclaring[key.name, default: []].append(key.module)
        declarations[key] = declaration
    }

    /// A class of a chain and the module whose class it is: the one that declares it, or, for a class
    /// the sources do not declare, the module of the code that names it.
    package struct Link: Hashable, Sendable {
        package var name: String
        package var module: String?

        package init(name: String, module: String?) {
            self.name = name
            self.module = module
        }
    }

    /// `name` as a class of `module`, its superclass, that one's, … (stops at a cycle or at a class the
    /// sources do not declare, such as `UIViewController`, which keeps the spelling the code used:
    /// `Kit.FormViewController` is not the sources' `FormViewController`).
    package func chain(of name: String, in module: String?) -> [String] {
        links(of: name, in: module).map(\.name)
    }

    /// ``chain(of:in:)`` with the module of each class: a superclass another module declares is that module's.
    package func links(of name: String, in module: String?) -> [Link] {
        var result: [Link] = []
        var seen = Set<Key>()
        var current: (key: Key, written: String)? = (resolve(name, from: module), name)
        while let (key, written) = current, seen.insert(key).inserted {
            let declaration = declarations[key]
            result.append(Link(name: declaration == nil ? written : key.name, module: key.module))
            current = declaration?.superclass.map { (resolve($0, from: key.module), $0) }
        }
        return result
    }

    /// ``chain(of:in:)``, continued through the UIKit or AppKit classes above it, so that an extension of
    /// a platform class reaches every class below it: those above its last class when that is one of
    /// them, else, for a class the sources declare, those of `sceneClass` — the platform class a scene of
    /// the class requires (`UITableViewController` on a table view controller scene), which the class
    /// derives from through classes the sources do not show (a framework's).
    package func chainThroughPlatform(of name: String, in module: String?, sceneClass: String? = nil) -> [String] {
        linksThroughPlatform(of: name, in: module, sceneClass: sceneClass).map(\.name)
    }

    /// ``chainThroughPlatform(of:in:sceneClass:)`` with the module of each class; the platform classes
    /// are counted as `module`'s, whose extensions of them its classes see.
    package func linksThroughPlatform(of name: String, in module: String?, sceneClass: String? = nil) -> [Link] {
        let chain = links(of: name, in: module)
        let last = chain.last.map { PlatformClasses.unqualified($0.name) }
        func platform(_ classes: [String]) -> [Link] { classes.map { Link(name: $0, module: module) } }
        if let classes = last.flatMap(PlatformClasses.chain(of:)) { return chain + platform(Array(classes.dropFirst())) }
        // Only for a class of the sources: another module's class, or an Objective-C one, does not see
        // what the sources add to the platform classes.
        guard location(of: name, in: module) != nil else { return chain }
        return chain + platform(sceneClass.flatMap(PlatformClasses.chain(of:)) ?? [])
    }

    /// Whether `name`, as a class of `module`, or a superclass the sources declare is `@objcMembers`, which
    /// makes its members visible to Objective-C.
    package func exposesMembers(_ name: String, in module: String?) -> Bool {
        chain(of: name, in: module).contains { declarations[resolve($0, from: module)]?.exposesMembers == true }
    }

    /// Whether `name`, as a class of `module`, is declared only inside another type, so that code must
    /// name it with that type's name.
    package func isNested(_ name: String, in module: String?) -> Bool {
        declarations[resolve(name, from: module)]?.isNested ?? false
    }

    /// Whether `name`, as a class of `module`, has generic parameters.
    package func isGeneric(_ name: String, in module: String?) -> Bool {
        declarations[resolve(name, from: module)]?.isGeneric ?? false
    }

    /// Where `name`, as a class of `module`, is declared.
    package func location(of name: String, in module: String?) -> FileLocation? {
        declarations[resolve(name, from: module)]?.location
    }

    /// The class `written` means in code of `module`: that module's own, else the first module's that
    /// declares it (an imported class). `Qualifier.Name` is a nested class the sources declare by that
    /// name (`Auth.BaseViewController`), else the qualifier is a module, unless it is a class the sources
    /// declare: a module whose sources were not given declares nothing the chain can follow, not a
    /// same-named class of its own.
    private func resolve(_ written: String, from module: String?) -> Key {
        let parts = written.split(separator: ".").map(String.init)
        let name = parts.last ?? written
        if parts.count >= 2 {
            if declarations[Key(module: module, name: written)] != nil { return Key(module: module, name: written) }
            if let other = modulesDeclaring[written]?.first { return Key(module: other, name: written) }
            let qualifier = parts[parts.count - 2]
            if declarations[Key(module: qualifier, name: name)] != nil { return Key(module: qualifier, name: name) }
            if modulesDeclaring[qualifier] == nil { return Key(module: qualifier, name: name) }
        }
        if declarations[Key(module: module, name: name)] != nil { return Key(module: module, name: name) }
        if let other = modulesDeclaring[name]?.first { return Key(module: other, name: name) }
        return Key(module: module, name: name)
    }
}
