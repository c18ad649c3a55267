import SegueKitStoryboard
import SegueKitSwiftSource

// `unwindAction`s against the methods that implement them.
extension StoryboardCodeChecker {
    func checkUnwindActions(_ chains: ClassHierarchy) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let methodsBySelector = Dictionary(grouping: scan.methods, by: \.selector)
        // For the hint at a method of the right name and another selector.
        let methodsByName = Dictionary(grouping: scan.methods, by: \.name)
        // For the hint at a method taking a segue whose name starts the action's: each name's first.
        var takingSegues: [String: SwiftSourceScan.Method] = [:]
        for method in scan.methods where method.takesSegue && takingSegues[method.name] == nil {
            takingSegues[method.name] = method
        }
        /// The method taking a segue named by the longest prefix of `base` (3 characters at least).
        func takingSegue(namedByAPrefixOf base: String) -> SwiftSourceScan.Method? {
            guard base.count >= 3 else { return nil }
            let prefixes = [base] + base.indices.dropFirst(3).reversed().map { String(base[..<$0]) }
            return prefixes.lazy.compactMap { takingSegues[$0] }.first
        }
        var reported = Set<FileLocation>()
        // A scene class whose code the sources do not show (an Objective-C class, or one deriving from a
        // class the sources do not declare) may implement any action: then a missing one is only a
        // warning. A scene class of another module does not count: a framework's screen is rarely where
        // the app's exits lead, and a missing action stays an error.
        let unseen = documents.lazy.flatMap(\.controllers).compactMap { unseenCode(of: $0, otherModules: false, chains) }.sorted().first
        for document in documents {
            for segue in document.segues where segue.kind == .unwind {
                let entry = segue.location
                guard let action = segue.unwindAction, !action.isEmpty else {
                    let name = segue.identifier.map { "unwind segue '\($0)'" } ?? "an unwind segue"
                    out.append(Diagnostic(
                        .warning, "\(name) has no unwindAction, so it unwinds nowhere; in Interface Builder connect it to the Exit of an `@IBAction func …(_ segue: UIStoryboardSegue)`",
                        at: entry, rule: "unwind-without-action"))
                    continue
                }
                let implementations = methodsBySelector[action] ?? []
                // Only when every implementation is a method of a class of the sources that nothing exposes:
                // one elsewhere may satisfy an `@objc` protocol's requirement, which exposes it.
                if !implementations.isEmpty, !implementations.contains(where: \.isObjCVisible),
                   implementations.allSatisfy({ method in
                       method.owner.map { chains.location(of: $0, in: modules.module(ofSource: method.location.path)) != nil
                           && !chains.exposesMembers($0, in: modules.module(ofSource: method.location.path)) } ?? false
                   }) {
                    // UIKit looks the action up through Objective-C: a plain Swift method is never found.
                    for method in implementations where reported.insert(method.location).inserted {
                        // A note: a superclass or an `@objc` protocol of another module may expose it.
                        out.append(Diagnostic(
                            .note, "'\(method.name)' implements unwind action '\(action)' but is not marked @IBAction or @objc; unless a superclass or an @objc protocol of another module exposes it, UIKit never finds it and the exit does nothing",
                            at: method.location, rule: "unwind-action-not-exposed"))
                    }
                }
                if implementations.isEmpty {
                    let base = ObjCSelector.baseName(action)
                    var message = "unwind action '\(action)' is implemented nowhere in the scanned sources; add `@IBAction func \(base)(_ segue: UIStoryboardSegue)` to the controller it returns to"
                    if let near = methodsByName[base]?.first ?? takingSegue(namedByAPrefixOf: base) {
                        message += " ('\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)'"
                        if base.count > near.name.count {
                            message += "; the storyboard expects a labelled argument, e.g. `\(near.name)(segue: UIStoryboardSegue)`, or add @objc(\(action))"
                        }
                        message += ")"
                    }
                    if let unseen {
                        message += "; unless code the sources do not show implements it, such as \(unseen)"
                    }
                    out.append(Diagnostic(unseen == nil ? .error : .warning, message, at: entry, rule: "unwind-action-missing"))
                }
            }
        }
        return out
    }
}
