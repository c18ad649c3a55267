import Foundation
import SegueKitChecker
import SegueKitSwiftSource

/// What the storyboard tests need to know of an example's Swift sources — the classes and their
/// superclasses, the raw values of each class's `SegueIdentifier` cases, the Objective-C selectors of
/// its `@IBSegueAction` methods — read with the checker's own Swift scan (`SwiftSourceScan`), the one
/// `seguekit check` uses.
struct ExampleSourceScan {
    /// Class name → its superclass (the first type in its inheritance clause).
    var superclasses: [String: String] = [:]
    /// Class name → the raw values of its nested `SegueIdentifier` cases.
    var segueIdentifiers: [String: [String]] = [:]
    /// Type name → the selectors of `@IBSegueAction` methods in the class and its extensions.
    var segueActionSelectors: [String: Set<String>] = [:]

    init(files: [URL]) throws {
        self.init(sources: try files.map { try String(contentsOf: $0, encoding: .utf8) })
    }

    init(sources: [String]) {
        var scan = SwiftSourceScan()
        for (index, source) in sources.enumerated() {
            scan.merge(SwiftSourceScan.scan(source: source, path: "Source\(index).swift"))
        }
        for declaration in scan.classes {
            superclasses[declaration.name] = declaration.superclass ?? ""
        }
        for segueEnum in scan.segueEnums where segueEnum.name == "SegueIdentifier" {
            guard let owner = segueEnum.owner else { continue }
            segueIdentifiers[owner, default: []] += segueEnum.cases.map { $0.rawValue ?? $0.name }
        }
        for method in scan.methods where method.isSegueAction {
            guard let owner = method.owner else { continue }
            segueActionSelectors[owner, default: []].insert(method.selector)
        }
    }

    /// Whether `className` is `ancestor` or inherits from it through classes these sources declare.
    func isClass(_ className: String, a ancestor: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let name = current, !name.isEmpty, seen.insert(name).inserted {
            if name == ancestor { return true }
            current = superclasses[name]
        }
        return false
    }
}
