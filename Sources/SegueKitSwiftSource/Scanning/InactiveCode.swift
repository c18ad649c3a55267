/// Code the compiler never compiles, which the scan must not read as the app's: the branches of
/// `#if false` (or `#if DEBUG && false`), and those after a branch of `#if true` — how developers
/// switch code off.
enum InactiveCode {
    /// `tokens` without the tokens of such branches. The `#if`/`#elseif`/`#else`/`#endif` lines of an
    /// active block stay, so the branches around an inactive one keep their shape.
    static func removed(from tokens: [SwiftLexer.Token]) -> [SwiftLexer.Token] {
        // One per open `#if`: whether the current branch is inactive, whether an earlier branch always
        // holds, and whether the whole block is inside an inactive branch.
        var blocks: [(inactive: Bool, taken: Bool, enclosedInactive: Bool)] = []
        var kept: [SwiftLexer.Token] = []
        kept.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let directive = token.kind == .punctuation && token.text == "#" && index + 1 < tokens.count ? tokens[index + 1] : nil
            guard let directive, directive.kind == .identifier, ["if", "elseif", "else", "endif"].contains(directive.text) else {
                if blocks.last?.inactive != true { kept.append(token) }
                index += 1
                continue
            }
            // The directive's line: `#`, the keyword and its condition.
            var end = index + 2
            while end < tokens.count, tokens[end].line == directive.line { end += 1 }
            let condition = Self.value(of: tokens[index + 2 ..< end].map(\.text).joined())
            // Whether the directive itself is in inactive code, where its block is all inactive.
            let enclosedInactive = directive.text == "if" ? blocks.last?.inactive ?? false : blocks.last?.enclosedInactive ?? false
            switch directive.text {
            case "if":
                blocks.append((enclosedInactive || condition == false, condition == true, enclosedInactive))
            case "elseif":
                guard var block = blocks.popLast() else { break }
                block.inactive = block.enclosedInactive || block.taken || condition == false
                block.taken = block.taken || condition == true
                blocks.append(block)
            case "else":
                guard var block = blocks.popLast() else { break }
                block.inactive = block.enclosedInactive || block.taken
                blocks.append(block)
            default:
                _ = blocks.popLast()
            }
            if !enclosedInactive { kept += tokens[index ..< end] }
            index = end
        }
        return kept
    }

    /// What a condition written without spaces (`DEBUG&&false`) always is, from its `true` and `false`
    /// alone; `nil` when it depends on the build.
    static func value(of condition: String) -> Bool? {
        let literal: (String) -> ApplePlatforms? = { $0 == "true" ? .all : $0 == "false" ? [] : nil }
        guard let (surely, possibly) = CompilationCondition(condition)?.platforms(where: literal) else { return nil }
        return surely == .all ? true : possibly.isEmpty ? false : nil
    }
}
