/// The Objective-C selector Swift gives a method, which is what a storyboard stores in
/// `destinationCreationSelector` and `unwindAction`.
///
/// Rules (as the Swift compiler applies them to `@objc` members): no parameters → the base name; a first
/// parameter without a label (`_`) → `base:`; a first label `coder` → `baseWithCoder:`; every later
/// parameter adds `label:` (`:` alone for `_`); a throwing method adds `error:` (or `AndReturnError:`
/// when it has no parameters); `@objc(custom:)` replaces all of it.
///
/// ```swift
/// ObjCSelector.make(baseName: "makeBook", labels: ["coder", "sender", "segueIdentifier"])
/// // "makeBookWithCoder:sender:segueIdentifier:"
/// ObjCSelector.make(baseName: "unwindToLibrary", labels: ["_"])   // "unwindToLibrary:"
/// ```
public enum ObjCSelector {
    /// The selector for a Swift method with the given base name and external argument labels
    /// (`"_"` for an unlabelled argument).
    ///
    /// ```swift
    /// ObjCSelector.make(baseName: "make", labels: ["_", "sender", "_"])   // "make:sender::"
    /// ```
    public static func make(baseName: String, labels: [String], throwing: Bool = false) -> String {
        guard let first = labels.first else {
            return throwing ? baseName + "AndReturnError:" : baseName
        }
        var selector = baseName
        if first != "_" && !first.isEmpty {
            selector += "With" + capitalizedFirst(first)
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label == "_" ? "" : label) + ":"
        }
        if throwing { selector += "error:" }
        return selector
    }

    /// The number of arguments a selector takes (its colons).
    ///
    /// ```swift
    /// ObjCSelector.argumentCount("make:sender:")   // 2
    /// ```
    public static func argumentCount(_ selector: String) -> Int {
        selector.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
    }

    static func capitalizedFirst(_ label: String) -> String {
        guard let first = label.first else { return label }
        return first.uppercased() + label.dropFirst()
    }
}
