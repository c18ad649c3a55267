/// The Objective-C selector Swift gives a method, which is what a storyboard stores in
/// `destinationCreationSelector` and `unwindAction`.
///
/// Rules (as the Swift compiler applies them to `@objc` members): no parameters → the base name; a first
/// parameter without a label (`_`) → `base:`; a labelled first parameter → the base name, `With`, and
/// the label with its first letter in upper case (`coder` → `baseWithCoder:`) — but no `With` when the
/// label's first word or the base name's last word is a preposition (`for`, `from`, `to`, `with`, …:
/// `make(from coder:)` → `makeFrom:`, `unwindTo(segue:)` → `unwindToSegue:`); every later parameter adds
/// `label:` (`:` alone for `_`); a throwing method adds `error:` (or `AndReturnError:` when it has no
/// parameters); `@objc(custom:)` replaces all of it.
package enum ObjCSelector {
    /// The selector for a Swift method with the given base name and external argument labels
    /// (`"_"` for an unlabelled argument).
    package static func make(baseName: String, labels: [String], throwing: Bool = false) -> String {
        guard let first = labels.first else {
            return throwing ? baseName + "AndReturnError:" : baseName
        }
        var selector = baseName
        if first != "_" && !first.isEmpty {
            if !isPreposition(camelCaseWords(first).first ?? first[...]) && !isPreposition(camelCaseWords(baseName).last ?? baseName[...]) {
                selector += "With"
            }
            selector += sentenceCase(first)
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label == "_" ? "" : label) + ":"
        }
        if throwing { selector += "error:" }
        return selector
    }

    /// The number of arguments a selector takes (its colons).
    package static func argumentCount(_ selector: String) -> Int {
        selector.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
    }

    /// What comes before the first colon: the Swift method's base name when it has no first label
    /// (`"makeBook:sender:"` → `"makeBook"`).
    package static func baseName(_ selector: String) -> String {
        selector.split(separator: ":", maxSplits: 1).first.map(String.init) ?? selector
    }

    // MARK: The compiler's word rules

    /// The words the compiler treats as prepositions when it decides whether to insert `With`
    /// (compared case-insensitively). Verified against `swiftc -emit-objc-header` by
    /// `ObjCSelectorCompilerAgreementTests`.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
        "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first letter in upper case, ASCII only (the compiler leaves other letters alone).
    static func sentenceCase(_ label: String) -> String {
        guard let first = label.unicodeScalars.first, ("a"..."z").contains(first) else { return label }
        return String(first).uppercased() + String(label.unicodeScalars.dropFirst())
    }

    /// The compiler's camel-case words: `_` is a word of its own, a word starts at an upper-case ASCII
    /// letter, and an acronym ends before the capital that starts the next word (`URLFor` → `URL`, `For`).
    static func camelCaseWords(_ name: String) -> [Substring] {
        let scalars = Array(name.unicodeScalars)
        let isUpper = { (s: Unicode.Scalar) in ("A"..."Z").contains(s) }
        let isLower = { (s: Unicode.Scalar) in ("a"..."z").contains(s) }
        var bounds: [Range<Int>] = []
        var position = 0
        while position < scalars.count {
            var end = position
            if scalars[position] == "_" {
                end += 1
            } else {
                while end < scalars.count && isUpper(scalars[end]) { end += 1 }
                if end - position > 1 && end < scalars.count && isLower(scalars[end]) {
                    end -= 1
                } else if end - position <= 1 {
                    while end < scalars.count && !isUpper(scalars[end]) && scalars[end] != "_" { end += 1 }
                }
            }
            bounds.append(position..<end)
            position = end
        }
        let view = name.unicodeScalars
        return bounds.map { range in
            let start = view.index(view.startIndex, offsetBy: range.lowerBound)
            let end = view.index(view.startIndex, offsetBy: range.upperBound)
            return Substring(name.unicodeScalars[start..<end])
        }
    }
}
