import SegueKitStoryboard
import SegueKitSwiftSource

// `unwindAction`s against the methods that implement them.
extension StoryboardCodeChecker {
    func checkUnwindActions() -> [Diagnostic] {
        var out: [Diagnostic] = []
        let selectors = Set(scan.methods.map(\.selector))
        for document in documents {
            for segue in document.segues where segue.kind == .unwind {
                let entry = segue.location
                guard let action = segue.unwindAction, !action.isEmpty else {
                    out.append(Diagnostic(.warning, "unwind segue has no unwindAction", at: entry, rule: "unwind-without-action"))
                    continue
                }
                if !selectors.contains(action) {
                    let base = ObjCSelector.baseName(action)
                    var message = "unwind action '\(action)' is implemented nowhere in the scanned sources; add `@IBAction func \(base)(_ segue: UIStoryboardSegue)` to the controller it returns to"
                    let takingSegues = scan.methods.filter(\.takesSegue)
                    if let near = scan.methods.first(where: { $0.name == base }) ?? takingSegues.first(where: { base.hasPrefix($0.name) && $0.name.count >= 3 }) {
                        message += " ('\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)'"
                        if base.count > near.name.count {
                            message += "; the storyboard expects a labelled argument, e.g. `\(near.name)(segue: UIStoryboardSegue)`, or add @objc(\(action))"
                        }
                        message += ")"
                    }
                    out.append(Diagnostic(.error, message, at: entry, rule: "unwind-action-missing"))
                }
            }
        }
        return out
    }
}
