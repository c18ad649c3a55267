import SegueKitStoryboard
/// Walks the tokens of one Swift file, tracking nested type scopes by braces, and records what
/// ``SwiftSourceScan`` reports.
struct SwiftDeclarationParser {
    private struct Scope {
        /// The type whose body this is; `nil` for any other braces (a function body, a closure, a block).
        var typeName: String?
        var segueEnumIndex: EnumSlot?
        /// Inside `prepare(for:sender:)` or `shouldPerformSegue(withIdentifier:sender:)`: the names its
        /// segue and identifier go by there.
        var segueFunction: SegueFunctionNames?
        /// The body of a `switch` on a segue identifier: where its subject holds it.
        var identifierSwitch: IdentifierSubject?
        /// The body of a method of the type around it.
        var memberFunction: MemberFunction?
        /// A `private` or `fileprivate` type or extension (or one inside such): what it declares cannot be
        /// named from another file.
        var isFilePrivate = false
        /// An `@objcMembers` class or an `@objc` extension: its methods are visible to Objective-C.
        var exposesMembers = false
        /// A type or extension (or one inside such) whose `@available` deprecates it or leaves builds out:
        /// so are the types declared in it.
        var limitsAvailability = false
        var isExtension = false
        /// For an extension of `String` or of AppKit's alias of it (`extension NSStoryboardSegue.Identifier`),
        /// the type as written: the owner of its string constants, which implicit members (`.showDetail`)
        /// name where a segue identifier goes.
        var extendedString: String?
        /// How many `#if` blocks were open where the scope began.
        var conditionalDepth = 0
        /// For a type, the owner of the segue enums, literals, aliases and methods read in it
        /// (``SwiftDeclarationParser/ownerName``).
        var owner: String?
        /// The most a type declared in the scope can be seen (a type's own visibility; an extension's
        /// type is not known here, so its members may be public)...
        var memberCap: SwiftSourceScan.Visibility = .public
        /// ...and how far it is seen without a modifier: `internal`, or what the extension is written with.
        var memberDefault: SwiftSourceScan.Visibility = .internal
    }

    /// What the segue methods call their segue (`prepare(for segue:…)`) and its identifier
    /// (`shouldPerformSegue(withIdentifier identifier:…)`; none in `prepare`).
    private struct SegueFunctionNames {
        var segue: String?
        var identifier: String?
    }

    /// A method of a type (or a property's accessors), for the controller's own `storyboard` in its body.
    private struct MemberFunction {
        /// Not `static` or `class`: `storyboard` and `self.storyboard` are the instance's.
        var isInstanceMethod: Bool
        /// A parameter is named `storyboard`.
        var hasStoryboardParameter: Bool
        /// The index of the `{` that opens the body.
        var body = 0
    }

    /// Where the cases of the enum being read go.
    private enum EnumSlot { case segue(Int), string(Int) }

    private let tokens: [SwiftLexer.Token]
    private let path: String
    private var position = 0
    /// One per open brace, outermost first.
    private var scopes: [Scope] = []
    private var depth: Int { scopes.count }
    /// The `#if` blocks open, outermost first.
    private var conditionals: [OpenConditional] = []
    /// How many `#if` blocks are open.
    private var conditionalDepth: Int { conditionals.count }

    /// An open `#if` block and the branch being read.
    private struct OpenConditional {
        /// Where its `#if` is.
        var start: FileLocation
        /// Whether the branch being read is there for a platform (`#if os(macOS)`, or the `#else` after
        /// such conditions), not for a build configuration such as `DEBUG`.
        var isAboutPlatform: Bool
        /// Whether a build configuration decides whether the branch being read is taken (`#if DEBUG`, or
        /// the `#else` after such a condition), not only the platform and the toolchain.
        var dependsOnConfiguration: Bool
        /// The branch being read: 0 for the `#if`, then one more at each `#elseif` and the `#else`.
        var branch = 0
        var hasElse = false
        /// The line the branch began on.
        var branchLine: Int
        /// The frameworks whose controllers the classes declared in the branch (or a branch inside it)
        /// derive from directly (`class ListViewController: NSViewController`), or a `typealias` there
        /// names: the branch compiles only where they exist.
        var frameworksDerivedFrom: Set<StoryboardPlatform> = []
        /// The other superclasses and `typealias` targets written there: when the branch names no
        /// framework's controller itself, the classes of other files these name may
        /// (``SwiftSourceScan/undecidedPlatformBranches``).
        var otherSuperclasses: [String] = []
        /// The conditions of the branches so far.
        var earlier: [PlatformCondition]

        /// The platforms that may compile the branch being read: those its condition may hold on and no
        /// earlier one surely does.
        var platforms: ApplePlatforms {
            let before = earlier.dropLast(hasElse ? 0 : 1)
            let own = hasElse ? .all : earlier.last?.possibly ?? .all
            return before.reduce(own) { $0.subtracting($1.surely) }
        }

        /// The platforms whose every build takes the branch being read: those where its condition surely
        /// holds and no earlier one may.
        var surelyTakenOn: ApplePlatforms {
            let before = earlier.dropLast(hasElse ? 0 : 1)
            let own = hasElse ? .all : earlier.last?.surely ?? .all
            return before.reduce(own) { $0.subtracting($1.possibly) }
        }
    }

    /// The scope of the type just declared, which its `{` opens.
    private var pendingType: Scope?
    private var attributes: [Attribute] = []

    /// An attribute the declaration being read is written with: `argument` is its tokens run together
    /// (`iOS16,*`); `written`, for `@available`, the attribute as generated code writes it.
    private struct Attribute {
        var name: String
        var argument: String?
        var written: String?
    }
    private var pendingSegueFunction: SegueFunctionNames?
    /// The method of a type just declared, whose body the next `{` opens.
    private var pendingMemberFunction: MemberFunction?
    private var pendingIdentifierSwitch: IdentifierSubject?
    /// The locals of the current segue method in scope, innermost last: a local of the name of one bound
    /// to its segue's identifier (`guard let id = segue.identifier`) hides it.
    private var locals: [Local] = []

    /// Locals in scope bound to `self` (`guard let strongSelf = self`, `weak var weakSelf = self`): a
    /// `performSegue` called on one is the class's own.
    private var selfAliases: [Local] = []

    /// Locals in scope, innermost last, bound to a storyboard the code names (`let storyboard =
    /// UIStoryboard(name: "Main", bundle: nil)`), with the storyboard's name and the index of the local's
    /// name: a Storyboard ID instantiated from one is checked against it.
    private var storyboardLocals: [(local: Local, storyboard: String, name: Int)] = []

    /// A local, loop variable or closure parameter of a segue method.
    private struct Local {
        var name: String
        var isIdentifier = false
        /// The brace depth of the block it is seen in.
        var depth: Int
        /// Bound in the condition of an `if`, `while` or `for`: seen in the block that follows, at one
        /// more depth, once it opens (`{` that does not open a closure).
        var awaitsBlock = false
        /// Bound in a `case` of a `switch`: seen until the next `case` or `default`.
        var endsAtNextCase = false
    }
    private var result = SwiftSourceScan()

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// Where a requirement without a body (in a protocol) ends: the next member's keyword.
    private static let declarationKeywords: Set<String> = ["func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "case"]
    private static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override",
        "required", "convenience", "dynamic", "nonisolated", "indirect", "lazy", "weak", "unowned",
        "mutating", "nonmutating", "isolated", "optional", "class", "distributed", "consuming", "borrowing",
    ]

    /// Access levels an `import` can be given below `public`.
    private static let restrictingAccess: Set = ["internal", "fileprivate", "private", "package"]
    /// `import struct Module.Type` and the like.
    private static let importKinds: Set = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    init(tokens: [SwiftLexer.Token], path: String) {
        self.tokens = tokens
        self.path = path
    }

    mutating func run() -> SwiftSourceScan {
        while position < tokens.count {
            step()
        }
        return result
    }

    private func token(_ offset: Int = 0) -> SwiftLexer.Token? {
        let i = position + offset
        return i >= 0 && i < tokens.count ? tokens[i] : nil
    }

    private func isPunct(_ t: SwiftLexer.Token?, _ s: String) -> Bool {
        t?.kind == .punctuation && t?.text == s
    }

    private func location(_ t: SwiftLexer.Token) -> FileLocation {
        .init(path: path, line: t.line, column: t.column)
    }

    /// The innermost type whose body is open.
    private var enclosingType: Scope? { scopes.last { $0.typeName != nil } }
    private var enclosingTypeName: String? { enclosingType?.typeName }
    /// The owner the scan records for a segue enum, literal, alias or method read here: the enclosing
    /// type's name, or `Outer.Inner` for a type nested in another (a class without `@objc(Name)`, which
    /// no storyboard can name, and not a top-level class of its name).
    private var ownerName: String? { enclosingType?.owner }
    /// Inside a function body (or a closure): what is declared there is local.
    private var isInFunctionBody: Bool { scopes.contains { $0.typeName == nil } }
    /// Whether a declaration with `attributes`, or a type or extension around it, has an `@available`
    /// that deprecates it or leaves builds out.
    private func limitsAvailability(_ attributes: [Attribute]) -> Bool {
        scopes.contains(where: \.limitsAvailability) || attributes.compactMap(\.written).contains { AvailableAttribute.leavesOutBuilds($0) }
    }

    /// Whether a member with `attributes`, or an extension around it, has such an `@available`.
    private func limitsOwnAvailability(_ attributes: [Attribute]) -> Bool {
        scopes.contains { $0.isExtension && $0.limitsAvailability } || attributes.compactMap(\.written).contains { AvailableAttribute.leavesOutBuilds($0) }
    }

    private mutating func step() {
        guard let t = token() else { return }
        switch t.kind {
        case .punctuation:
            handlePunctuation(t)
        case .identifier:
            handleIdentifier(t)
        case .string:
            handleString(t)
        default:
            position += 1
        }
    }

    private mutating func handlePunctuation(_ t: SwiftLexer.Token) {
        switch t.text {
        case "{":
            if let pending = pendingType {
                scopes.append(pending)
                pendingType = nil
            } else {
                var member = scopes.last?.typeName != nil ? pendingMemberFunction : nil
                member?.body = position
                scopes.append(Scope(segueFunction: pendingSegueFunction ?? scopes.last?.segueFunction,
                                    identifierSwitch: pendingIdentifierSwitch, memberFunction: member))
            }
            pendingSegueFunction = nil
            pendingMemberFunction = nil
            pendingIdentifierSwitch = nil
            attributes = []
            if scopes.last?.segueFunction != nil { openBlockOrClosure() }
            position += 1
        case "}":
            if !scopes.isEmpty { scopes.removeLast() }
            pendingMemberFunction = nil
            let depth = depth
            if !locals.isEmpty { locals.removeAll { $0.depth > depth } }
            if !selfAliases.isEmpty { selfAliases.removeAll { $0.depth > depth } }
            if !storyboardLocals.isEmpty { storyboardLocals.removeAll { $0.local.depth > depth } }
            attributes = []
            position += 1
        case "@":
            readAttribute()
        case "#":
            // `#if` / `#endif` (`#else`, `#elseif` keep the block open): what is declared inside exists
            // only under a condition.
            if let directive = token(1), directive.kind == .identifier { trackConditional(directive) }
            position += 1
        default:
            position += 1
        }
    }

    private mutating func readAttribute() {
        position += 1
        guard let name = token(), name.kind == .identifier else { return }
        position += 1
        var argument: String?
        var arguments: [SwiftLexer.Token] = []
        if isPunct(token(), "(") {
            var text = ""
            var parens = 0
            // A closure among the arguments (`@Traced(redact: { $0.isEmpty })`) is part of them; an
            // unmatched brace ends the attribute.
            var braces = 0
            while let current = token() {
                if isPunct(current, "(") { parens += 1; if parens == 1 { position += 1; continue } }
                if isPunct(current, ")") { parens -= 1; if parens == 0 { position += 1; break } }
                if isPunct(current, "{") { braces += 1 }
                if isPunct(current, "}") { if braces == 0 { break }; braces -= 1 }
                text += current.text
                arguments.append(current)
                position += 1
            }
            argument = text
        }
        let written = name.text == "available" ? AvailableAttribute.written(arguments) : nil
        if name.text == "available", written == nil { return }
        attributes.append(Attribute(name: name.text, argument: argument, written: written))
    }

    private mutating func handleIdentifier(_ t: SwiftLexer.Token) {
        let previous = position > 0 ? tokens[position - 1] : nil
        // Not after `,`, `(` or `[`, where `case` and `default` are argument labels (`counts[id, default: 0]`),
        // nor after `.` (`NotificationCenter.default`).
        if !locals.isEmpty, t.text == "case" || t.text == "default", !["if", "while", "for", "guard", ",", "(", "[", "."].contains(previous?.text ?? "") {
            // A `switch`'s next case: the locals the one before bound are gone.
            let depth = depth
            locals.removeAll { $0.endsAtNextCase && $0.depth == depth }
        }
        if Self.typeKeywords.contains(t.text), previous?.text != "import", previous?.text != ".",
           let next = token(1), next.kind == .identifier, !Self.declarationModifiers.contains(next.text),
           !["func", "var", "let", "subscript", "init", "deinit", "typealias"].contains(next.text),
           // `actor` is a keyword only where it declares one: not in `for actor in cast`, `guard let actor else {`
           // or `let selected = actor` before a line `Task {`.
           t.text != "actor" || (Self.beginsDeclaration(after: previous, on: t.line, attribute: isPunct(token(-2), "@"))
               && !["else", "in"].contains(next.text) && token(2).map { ["{", ":", "<", "where"].contains($0.text) } ?? false) {
            readTypeDeclaration(keyword: t)
            return
        }
        if t.text == "case", let scope = scopes.last, let enumIndex = scope.segueEnumIndex {
            position += 1
            readCases(into: enumIndex, isConditional: conditionalDepth > scope.conditionalDepth)
            return
        }
        // A case of the switch itself, not an `if case` or `guard case` in one of its bodies.
        if t.text == "case", let subject = scopes.last?.identifierSwitch, !["if", "guard", "while", "for", ","].contains(previous?.text ?? "") {
            switch subject {
            case .whole:
                position += 1
                readSwitchCaseLiterals()
                return
            case .element(let index):
                // Read ahead only: the patterns' bindings are read as anywhere else.
                recordTupleCaseLiterals(element: index)
            }
        }
        if t.text == "switch" {
            pendingIdentifierSwitch = switchesOnSegueIdentifier()
            position += 1
            return
        }
        if t.text == "func", previous?.text != "." {
            readFunction(keyword: t)
            return
        }
        if previous?.text == "." { recordInitialControllerCall(t) }
        // A property's accessors (`var detail: UIViewController? { storyboard?.… }`), or the closure a lazy
        // one is made by, run in an instance as its methods do.
        if t.text == "var", previous?.text != ".", scopes.last?.typeName != nil {
            pendingMemberFunction = MemberFunction(isInstanceMethod: modifiers().isDisjoint(with: Self.typeMember), hasStoryboardParameter: false)
        }
        // An initializer's or subscript's parameters are not read: its body is not followed.
        if ["init", "subscript"].contains(t.text), previous?.text != "." { pendingMemberFunction = nil }
        if t.text == "var" || t.text == "let" || t.text == "for", segueFunction != nil {
            if let local = token(1), local.kind == .identifier { recordLocal(local, keyword: t) }
            if isPunct(token(1), "(") { recordTupleLocals(keyword: t, from: 2) }
            // `case let .deepLink(id)`, `case let Route.deepLink(id)`
            if isPunct(token(1), "."), token(2)?.kind == .identifier, isPunct(token(3), "(") { recordTupleLocals(keyword: t, from: 4) }
            if token(1)?.kind == .identifier, isPunct(token(2), "."), token(3)?.kind == .identifier, isPunct(token(4), "(") {
                recordTupleLocals(keyword: t, from: 5)
            }
        }
        if t.text == "var" || t.text == "let", let alias = token(1), alias.kind == .identifier, isPunct(token(2), "="),
           token(3)?.text == "self", let after = token(4), !(after.kind == .punctuation && [".", "?", "!", "(", "["].contains(after.text)) {
            // Seen in the block that follows an `if` or `while` condition, which opens one level deeper.
            let binding = bindingKeyword()
            selfAliases.append(Local(name: alias.text, depth: binding == "if" || binding == "while" ? depth + 1 : depth))
        }
        if t.text == "let", previous?.text != ".", isInFunctionBody { recordStoryboardLocal() }
        if t.text == "let", previous?.text != "." { recordStringConstant() }
        if t.text == "let" || t.text == "var", previous?.text != "." { recordStoryboardConstant(keyword: t) }
        if t.text == "var" || t.text == "let", previous?.text != ".", let name = token(1), name.kind == .identifier {
            recordCapitalizedMember(name)
        }
        if previous?.text != ".", let (name, usage) = constantReference() {
            result.constantReferences.append(.init(owner: ownerName, name: name, usage: usage, location: location(t)))
        } else if let previous, isPunct(previous, "."), let usage = implicitMemberReference() {
            result.constantReferences.append(.init(owner: ownerName, name: "." + t.text, usage: usage, location: location(previous)))
        }
        if t.text == "var" || t.text == "let", previous?.text != ".", readStaticString() {
            return
        }
        if t.text == "var", previous?.text != "." { recordOptionalProperty() }
        if t.text == "typealias", previous?.text != ".", let name = token(1), name.kind == .identifier {
            recordDeclaredType(name.text, visibility: declaredVisibility(modifiers()), limitsAvailability: limitsAvailability(attributes), at: t)
            if name.text == "SegueIdentifier", isPunct(token(2), "=") { readSegueAlias(keyword: t); return }
            recordTypeAlias(name.text, keyword: t)
        }
        if t.text == "import", previous?.text != ".", scopes.isEmpty {
            var next = 1
            if let kind = token(next), Self.importKinds.contains(kind.text) { next += 1 }
            if let module = token(next), module.kind == .identifier {
                let modifiers = modifiers()
                if !modifiers.isDisjoint(with: Self.restrictingAccess) {
                    // `internal import UIKit`: a plain `import UIKit` elsewhere in the module is then an error.
                    result.restrictedImports[module.text, default: []].append(location(t))
                } else if modifiers.contains("public") {
                    result.publicImports[module.text, default: []].append(location(t))
                } else {
                    result.implicitImports[module.text, default: []].append(location(t))
                }
            }
        }
        if ["var", "let", "init", "subscript", "typealias", "import", "deinit"].contains(t.text) {
            attributes = []
        }
        position += 1
    }

    /// Whether a declaration can begin after `previous`: at the start of a line, or after a modifier,
    /// an attribute (`@MainActor actor`, or the `)` of one with arguments), a brace or a `;`.
    private static func beginsDeclaration(after previous: SwiftLexer.Token?, on line: Int, attribute: Bool) -> Bool {
        guard let previous, previous.line == line else { return true }
        return declarationModifiers.contains(previous.text) || attribute || ["{", "}", ";", ")"].contains(previous.text)
    }

    private mutating func readTypeDeclaration(keyword: SwiftLexer.Token) {
        let modifiers = modifiers()
        let isFilePrivate = !modifiers.isDisjoint(with: Self.fileAccess) || scopes.contains(where: \.isFilePrivate)
        // An extension keeps what it is written with, as the default of its members.
        let visibility = keyword.text == "extension" ? Self.visibility(modifiers) : declaredVisibility(modifiers)
        position += 1
        let dottedName = readDottedName()
        let name = dottedName.last ?? ""
        let isGeneric = isPunct(token(), "<")
        // A type nested in another is named `Outer.Inner` in what the scan records, so that no top-level
        // class of its name is taken for it — but for a class storyboards find by its `@objc(Name)`.
        let objcName = attributes.last { $0.name == "objc" && !($0.argument ?? "").isEmpty }?.argument
        let owner = keyword.text != "extension" && !(keyword.text == "class" && objcName != nil) ? ownerName.map { "\($0).\(name)" } ?? name : name
        // Inheritance clause up to `{` (or a `;`/end for a forward declaration).
        var inherited: [String] = []
        var sawColon = false
        var angle = 0
        while let current = token(), !isPunct(current, "{"), !isPunct(current, "}") {
            if isPunct(current, "<") { angle += 1 } else if isPunct(current, ">") { angle -= 1 }
            if angle == 0 && isPunct(current, ":") { sawColon = true }
            if current.kind == .identifier && current.text == "where" && angle == 0 { sawColon = false }
            if sawColon && angle == 0 && current.kind == .identifier {
                // A qualified name (`Kit.FormViewController`) is one entry.
                if isPunct(token(-1), "."), let last = inherited.popLast() {
                    inherited.append(last + "." + current.text)
                } else {
                    inherited.append(current.text)
                }
            }
            if sawColon && angle == 0 && current.kind == .identifier && !isPunct(token(1), ".") {
                let written = inherited.last ?? current.text
                let qualifier = written == current.text ? nil : String(written.dropLast(current.text.count + 1))
                switch keyword.text {
                case "class", "extension":
                    result.conformances.append(.init(typeName: owner, inheritedType: current.text, location: location(keyword), qualifier: qualifier))
                case "protocol":
                    result.protocolRefinements.append(.init(typeName: name, inheritedType: current.text, location: location(keyword), qualifier: qualifier))
                default: break
                }
            }
            // `protocol HelpRouting: SegueHandlerType where SegueIdentifier == HelpSegue`: its adopters' enum.
            if keyword.text == "protocol", current.text == "SegueIdentifier", isPunct(token(1), "="), isPunct(token(2), "=") {
                let start = position
                position += 3
                let target = readDottedName(pastGenericArguments: true)
                position = start
                if !target.isEmpty {
                    result.segueAliases.append(.init(owner: name, target: target.joined(separator: "."), location: location(keyword)))
                }
            }
            position += 1
        }
        let limitsAvailability = limitsAvailability(attributes)
        if keyword.text != "extension" { recordDeclaredType(name, visibility: visibility ?? .internal, limitsAvailability: limitsAvailability, at: keyword) }
        var enumIndex: EnumSlot?
        let hasStringRawValues = inherited.contains("String") || inherited.contains("Swift.String")
        // A function's own types are not the app's.
        let isLocal = isInFunctionBody
        let exposesMembers = attributes.contains { $0.name == "objcMembers" || ($0.name == "objc" && ["extension", "protocol"].contains(keyword.text)) }
        switch keyword.text {
        case "class" where !isLocal:
            result.classes.append(.init(
                name: name, superclass: inherited.first, location: location(keyword), objcName: objcName, isGeneric: isGeneric, owner: ownerName,
                exposesMembers: exposesMembers, isDeprecated: attributes.compactMap(\.written).contains(where: AvailableAttribute.deprecatesEverywhere),
                isOpen: modifiers.contains("open"),
                availability: attributes.compactMap(\.written).filter { !AvailableAttribute.deprecatesEverywhere($0) && AvailableAttribute.leavesOutBuilds($0) },
                branches: configurationBranches,
                platforms: conditionals.reduce(.all) { $0.intersection($1.platforms) }))
            if let superclass = inherited.first { noteFrameworkUsed(superclass) }
        case _ where isLocal:
            break
        case "enum" where name == "SegueIdentifier":
            result.segueEnums.append(.init(owner: ownerName, hasStringRawValues: hasStringRawValues,
                                           cases: [], location: location(keyword), isFilePrivate: isFilePrivate, branches: configurationBranches,
                                           inheritedTypes: hasStringRawValues ? [] : inherited))
            enumIndex = .segue(result.segueEnums.count - 1)
        case "enum" where hasStringRawValues:
            result.stringEnums.append(.init(owner: enclosingTypeName, name: name, hasStringRawValues: true,
                                            cases: [], location: location(keyword), branches: configurationBranches))
            enumIndex = .string(result.stringEnums.count - 1)
        default:
            break
        }
        attributes = []
        if isPunct(token(), "{") {
            var scope = Scope(typeName: name, segueEnumIndex: enumIndex, isFilePrivate: isFilePrivate, exposesMembers: exposesMembers,
                              limitsAvailability: limitsAvailability, conditionalDepth: conditionalDepth, owner: owner)
            if keyword.text == "extension" { scope.memberDefault = visibility ?? .internal } else { scope.memberCap = visibility ?? .internal }
            scope.isExtension = keyword.text == "extension"
            if scope.isExtension, Self.stringTypes.contains(dottedName) { scope.extendedString = dottedName.joined(separator: ".") }
            pendingType = scope
        }
    }

    /// Follows `#if` / `#elseif` / `#else` / `#endif`: records each branch some platforms do not compile
    /// (`#if os(macOS)`, `#if canImport(UIKit)`, the `#else` of either) in
    /// ``SwiftSourceScan/platformBlocks``, and each block that ends with `#else` in
    /// ``SwiftSourceScan/exhaustiveConditionals``.
    private mutating func trackConditional(_ directive: SwiftLexer.Token) {
        func closeBranch() {
            // A branch about the platform whose condition does not say which, such as `#if canImport(AppKit)`
            // (which holds on Mac Catalyst too), is one platform's when its classes derive from that
            // platform's controllers.
            guard let open = conditionals.last, directive.line > open.branchLine else { return }
            let lines = open.branchLine...directive.line
            var platforms = open.platforms
            if open.isAboutPlatform, open.frameworksDerivedFrom.count == 1, let framework = open.frameworksDerivedFrom.first {
                platforms = platforms.narrowed(to: framework)
            } else if open.isAboutPlatform, platforms.family == nil, open.frameworksDerivedFrom.isEmpty, !open.otherSuperclasses.isEmpty {
                result.undecidedPlatformBranches.append(.init(path: path, lines: lines, platforms: platforms, superclasses: open.otherSuperclasses))
                return
            }
            if platforms != .all, !platforms.isEmpty {
                result.platformBlocks.append(.init(path: path, lines: lines, platforms: platforms))
            }
        }
        switch directive.text {
        case "if":
            let condition = platformCondition(after: directive)
            conditionals.append(OpenConditional(
                start: location(directive), isAboutPlatform: condition.isAboutPlatform, dependsOnConfiguration: condition.dependsOnConfiguration,
                branchLine: directive.line, earlier: [condition]))
            noteBranchPlatforms()
        case "elseif", "else":
            guard !conditionals.isEmpty else { break }
            closeBranch()
            var open = conditionals.removeLast()
            if directive.text == "elseif" {
                open.earlier.append(platformCondition(after: directive))
            } else {
                open.hasElse = true
            }
            open.branch += 1
            open.isAboutPlatform = open.earlier.allSatisfy(\.isAboutPlatform)
            open.dependsOnConfiguration = open.earlier.contains(where: \.dependsOnConfiguration)
            open.branchLine = directive.line
            open.frameworksDerivedFrom = []
            open.otherSuperclasses = []
            conditionals.append(open)
            noteBranchPlatforms()
        case "endif" where !conditionals.isEmpty:
            closeBranch()
            let open = conditionals.removeLast()
            if open.hasElse { result.exhaustiveConditionals[open.start] = open.branch + 1 }
        default:
            break
        }
    }

    /// Records where the platform decides the branch just opened (``SwiftSourceScan/branchPlatforms``).
    private mutating func noteBranchPlatforms() {
        guard let open = conditionals.last else { return }
        let decided = SwiftSourceScan.BranchPlatforms(surely: open.surelyTakenOn, possibly: open.platforms)
        guard decided.surely != [] || decided.possibly != .all else { return }
        result.branchPlatforms[open.start, default: [:]][open.branch] = decided
    }

    /// Notes, for every `#if` branch open, the framework whose controller class `written` (a superclass,
    /// or what a `typealias` names) is: the branch compiles only where that framework's controllers exist.
    private mutating func noteFrameworkUsed(_ written: String) {
        guard let chain = PlatformClasses.chain(of: String(written.lastNameComponent)),
              let framework = PlatformClasses.framework(of: chain) else {
            for index in conditionals.indices { conditionals[index].otherSuperclasses.append(written) }
            return
        }
        for index in conditionals.indices { conditionals[index].frameworksDerivedFrom.insert(framework) }
    }

    /// The condition written after `directive`, on its line.
    private func platformCondition(after directive: SwiftLexer.Token) -> PlatformCondition {
        var written = ""
        var offset = 2
        while let part = token(offset), part.line == directive.line {
            written += part.text
            offset += 1
        }
        return PlatformCondition(written)
    }

    /// At `let`/`var` directly in a type's body, after `static` or `class`, of a name in
    /// ``SwiftSourceScan/staticStringNames``: records `= "x"`, `: String = "x"`, `: String { "x" }` and
    /// `: String { return "x" }`. Returns whether it consumed the declaration.
    private mutating func readStaticString() -> Bool {
        guard let scope = scopes.last, scope.typeName != nil else { return false }
        guard !modifiers().isDisjoint(with: Self.typeMember), let name = token(1), name.kind == .identifier, SwiftSourceScan.staticStringNames.contains(name.text) else { return false }
        let unreadable = SwiftSourceScan.StaticString(owner: enclosingTypeName, name: name.text, value: nil, location: location(name))
        var offset = 2
        if isPunct(token(offset), ":") {
            guard token(offset + 1)?.text == "String" else { result.staticStrings.append(unreadable); return false }
            offset += 2
        }
        var literal: SwiftLexer.Token?
        if isPunct(token(offset), "=") {
            literal = token(offset + 1)
            offset += 2
            // `"a" + b`, `"a".uppercased()`: not one plain literal.
            if let next = token(offset), next.kind == .punctuation, ["+", ".", "(", "?", "!", "["].contains(next.text) {
                result.staticStrings.append(unreadable)
                return false
            }
        } else if isPunct(token(offset), "{") {
            if token(offset + 1)?.text == "return" { offset += 1 }
            literal = token(offset + 1)
            guard isPunct(token(offset + 2), "}") else { result.staticStrings.append(unreadable); return false }
            offset += 3
        }
        guard let literal, literal.kind == .string, literal.exact else { result.staticStrings.append(unreadable); return false }
        result.staticStrings.append(.init(owner: enclosingTypeName, name: name.text, value: literal.text, location: location(literal)))
        attributes = []
        position += offset
        return true
    }

    /// At `var` directly in a type's body: records it in ``SwiftSourceScan/optionalProperties`` when it
    /// is an instance property of optional type, annotated on its line, and not computed.
    private mutating func recordOptionalProperty() {
        // One declared under `#if` (inside the type) does not exist in every build: generated code may not assign it.
        guard let scope = scopes.last, scope.typeName != nil, conditionalDepth == scope.conditionalDepth else { return }
        let modifiers = modifiers()
        guard modifiers.isDisjoint(with: Self.typeMember) else { return }
        let isFilePrivate = !modifiers.isDisjoint(with: Self.fileAccess) || scopes.contains(where: \.isFilePrivate)
        // `var header: HeaderViewController?, footer: FooterViewController? = nil`: each name of the line.
        var nameOffset = 1
        while let name = token(nameOffset), name.kind == .identifier, isPunct(token(nameOffset + 1), ":") {
            var offset = nameOffset + 2
            var written = ""
            var nesting = 0
            while let part = token(offset), part.line == name.line {
                if part.kind == .punctuation {
                    if nesting == 0, ["=", "{", "}", ";", ","].contains(part.text) { break }
                    if ["(", "[", "<"].contains(part.text) { nesting += 1 }
                    if [")", "]"].contains(part.text) || part.text == ">" && !isPunct(token(offset - 1), "-") { nesting -= 1 }
                }
                // `any StatsDisplaying`, `UIViewController & StatsDisplaying`: spaced as written.
                if part.text == "&" || token(offset - 1)?.text == "&" || part.kind == .identifier && token(offset - 1)?.kind == .identifier {
                    written += " "
                }
                written += part.text
                offset += 1
            }
            // A body other than observers makes it computed.
            if isPunct(token(offset), "{"), let accessor = token(offset + 1), accessor.text != "didSet", accessor.text != "willSet" { return }
            if let wrapped = Self.wrappedType(ofOptional: written) {
                result.optionalProperties.append(.init(
                    owner: enclosingTypeName, name: name.text, type: wrapped, isFilePrivate: isFilePrivate,
                    isDeprecated: attributes.contains { $0.name == "available" && ($0.argument ?? "").contains("deprecated") }, location: location(name)))
            }
            // Past the initial value, to the next name.
            if isPunct(token(offset), "=") {
                offset += 1
                nesting = 0
                while let part = token(offset), part.line == name.line, !(part.kind == .punctuation && nesting == 0 && [",", "{", "}", ";"].contains(part.text)) {
                    if part.kind == .punctuation, ["(", "["].contains(part.text) { nesting += 1 }
                    if part.kind == .punctuation, [")", "]"].contains(part.text) { nesting -= 1 }
                    offset += 1
                }
            }
            guard isPunct(token(offset), ","), token(offset)?.line == name.line else { return }
            nameOffset = offset + 1
        }
    }

    /// `Wrapped` of `Wrapped?`, `Wrapped!` or `Optional<Wrapped>`; `nil` for a type that is not optional.
    private static func wrappedType(ofOptional written: String) -> String? {
        let wrapped: Substring
        if written.hasSuffix("?") || written.hasSuffix("!") {
            wrapped = written.dropLast()
        } else if written.hasPrefix("Optional<"), written.hasSuffix(">") {
            wrapped = written.dropFirst("Optional<".count).dropLast()
        } else {
            return nil
        }
        return wrapped.isEmpty ? nil : String(wrapped)
    }

    /// Access modifiers that keep a declaration from other files (`private(set)` counts for a setter).
    private static let fileAccess: Set<String> = ["private", "fileprivate"]
    /// Modifiers of a type's own members, as opposed to its instances'.
    private static let typeMember: Set<String> = ["static", "class"]

    /// The declaration modifiers written before the current token, `private(set)` read as `private`
    /// (and `nonisolated(unsafe)`, `unowned(safe)` as theirs). A member after a dot (`DoorState.open`
    /// ending the line before) is no modifier.
    private func modifiers() -> Set<String> {
        var found = Set<String>()
        var back = -1
        while let modifier = token(back) {
            if isPunct(modifier, ")"), token(back - 1)?.kind == .identifier, isPunct(token(back - 2), "("),
               let owner = token(back - 3), Self.declarationModifiers.contains(owner.text) {
                back -= 3
                continue
            }
            guard modifier.kind == .identifier, Self.declarationModifiers.contains(modifier.text), token(back - 1)?.text != "." else { break }
            found.insert(modifier.text)
            back -= 1
        }
        return found
    }

    /// Reads a dotted name (`Module.Outer.Inner`) at the current token, returning its components; it
    /// ends at generic arguments, or reads past them (`Screen<Void>.List` is `Screen.List`).
    private mutating func readDottedName(pastGenericArguments: Bool = false) -> [String] {
        var parts: [String] = []
        while let part = token(), part.kind == .identifier {
            parts.append(part.text)
            position += 1
            if pastGenericArguments, isPunct(token(), "<") { skipBalanced(open: "<", close: ">") }
            if isPunct(token(), "."), let after = token(1), after.kind == .identifier { position += 1 } else { break }
        }
        return parts
    }

    /// The names of the segue method the scanner is in, if any.
    private var segueFunction: SegueFunctionNames? { scopes.last?.segueFunction }


    /// Records a type (or typealias) declared directly in a type or at top level; one declared in a
    /// function body is local and names nothing outside it.
    private mutating func recordDeclaredType(
        _ name: String, visibility: SwiftSourceScan.Visibility, limitsAvailability: Bool, at keyword: SwiftLexer.Token
    ) {
        guard !isInFunctionBody else { return }
        let qualified = ownerName.map { "\($0).\(name)" } ?? name
        result.declaredTypes[qualified, default: []].append(location(keyword))
        if limitsAvailability { result.typesWithAvailability.insert(qualified) }
        if visibility < .public { result.restrictedTypes[qualified, default: []].append(.init(visibility: visibility, location: location(keyword))) }
    }

    /// How far a type declared here with `modifiers` is seen: capped by the type around it.
    private func declaredVisibility(_ modifiers: Set<String>) -> SwiftSourceScan.Visibility {
        min(Self.visibility(modifiers) ?? scopes.last?.memberDefault ?? .internal, scopes.last?.memberCap ?? .public)
    }

    /// The visibility `modifiers` give a declaration, or `nil` when they give none.
    private static func visibility(_ modifiers: Set<String>) -> SwiftSourceScan.Visibility? {
        if modifiers.contains("public") || modifiers.contains("open") { return .public }
        if modifiers.contains("package") { return .package }
        if modifiers.contains("internal") { return .internal }
        return modifiers.isDisjoint(with: fileAccess) ? nil : .filePrivate
    }

    private mutating func recordLiteral(_ t: SwiftLexer.Token, usage: String) {
        result.segueLiterals.append(.init(owner: ownerName, identifier: t.text, usage: usage, location: location(t)))
    }

    /// Records `name`, declared by `var`, `let` or `func` in a type's body, when it is named with a capital
    /// letter, like a type (``SwiftSourceScan/capitalizedMembers``).
    private mutating func recordCapitalizedMember(_ name: SwiftLexer.Token) {
        guard enclosingType != nil, !isInFunctionBody, name.text.first?.isUppercase == true else { return }
        result.capitalizedMembers.append(.init(owner: ownerName, name: name.text, location: location(name)))
    }

    /// At `let` in a type's body: records `let name = "x"` or `let name: String = "x"`, with any
    /// modifiers, as a ``SwiftSourceScan/StringConstant``; reads ahead without moving on. AppKit's alias
    /// of `String` may be written as its type or around the literal, as Swift 4 code does: `let name:
    /// NSStoryboardSegue.Identifier = "x"`, `let name = NSStoryboardSegue.Identifier("x")` (or
    /// `(rawValue: "x")`, or `.init("x")` after the type).
    private mutating func recordStringConstant() {
        guard enclosingType != nil, !isInFunctionBody, let name = token(1), name.kind == .identifier, name.text != "_" else { return }
        var offset = 2
        let isAnnotated = isPunct(token(offset), ":")
        if isAnnotated {
            guard let length = stringTypeLength(at: offset + 1) else { return }
            offset += 1 + length
        }
        guard isPunct(token(offset), "=") else { return }
        offset += 1
        // `NSStoryboardSegue.Identifier(`, or `.init(` where the type is written.
        let wrapper = stringTypeLength(at: offset) ?? (isAnnotated && isPunct(token(offset), ".") && token(offset + 1)?.text == "init" ? 2 : 0)
        let wrapped = wrapper > 0 && isPunct(token(offset + wrapper), "(")
        if wrapped {
            offset += wrapper + 1
            if token(offset)?.text == "rawValue", isPunct(token(offset + 1), ":") { offset += 2 }
        }
        guard let literal = token(offset), literal.kind == .string, literal.exact, !wrapped || isPunct(token(offset + 1), ")") else { return }
        offset += wrapped ? 2 : 1
        // One plain literal: not `"a" + b` or `"a".uppercased()`.
        if let next = token(offset), next.kind == .punctuation, ["+", ".", "(", "?", "!", "[", "*"].contains(next.text) { return }
        result.stringConstants.append(.init(owner: enclosingType?.extendedString ?? ownerName, name: name.text, value: literal.text,
                                            isTypeMember: !modifiers().isDisjoint(with: Self.typeMember), path: path))
    }

    /// `String` and AppKit's alias of it, with their modules' names or without.
    private static let stringTypes = [["String"], ["Swift", "String"], ["NSStoryboardSegue", "Identifier"], ["AppKit", "NSStoryboardSegue", "Identifier"]]

    /// How many tokens one of ``stringTypes`` takes at `offset`; `nil` when none is there.
    private func stringTypeLength(at offset: Int) -> Int? {
        let found = Self.stringTypes.first { type in type.indices.allSatisfy { token(offset + 2 * $0)?.text == type[$0] && ($0 == 0 || isPunct(token(offset + 2 * $0 - 1), ".")) } }
        return found.map { 2 * $0.count - 1 }
    }

    /// The dotted name at `offset` (`Segues.showDetail`, `self.detailSegue`) and how many tokens it
    /// takes; not a keyword, a member of something before it, or a name alone, which a parameter or
    /// local of the function may hide.
    private func dottedName(at offset: Int) -> (name: String, length: Int)? {
        guard let first = token(offset), first.kind == .identifier, !isPunct(token(offset - 1), "."),
              !Self.notConstants.contains(first.text) else { return nil }
        var name = first.text, length = 1
        while isPunct(token(offset + length), "."), let part = token(offset + length + 1), part.kind == .identifier {
            name += "." + part.text
            length += 2
        }
        return length > 1 ? (name, length) : nil
    }

    /// The implicit member at `offset` (`.settingsSegue`, with its dot) and the two tokens it takes.
    private func implicitMember(at offset: Int) -> (name: String, length: Int)? {
        guard isPunct(token(offset), "."), let name = token(offset + 1), name.kind == .identifier, !isPunct(token(offset + 2), ".") else { return nil }
        return ("." + name.text, 2)
    }

    /// Words that begin no constant's name.
    private static let notConstants: Set = ["_", "nil", "true", "false", "let", "var", "is", "as", "try", "await", "super", "default", "case"]

    /// At the first token of a name: the name and its usage when it is where a segue identifier goes —
    /// the whole argument of `performSegue(withIdentifier:sender:)`, or an operand compared with the
    /// segue's identifier in a segue method (as ``handleString(_:)`` reads a literal there).
    private func constantReference() -> (name: String, usage: String)? {
        if isPunct(token(-1), ":"), token(-2)?.text == "withIdentifier", isPunct(token(-3), "("), token(-4)?.text == "performSegue",
           callsOwnMethod(at: -4), let (name, length) = dottedName(at: 0), isPunct(token(length), ",") || isPunct(token(length), ")") {
            return (name, "performSegue(withIdentifier:)")
        }
        guard segueFunction != nil, let (name, length) = dottedName(at: 0) else { return nil }
        // Left of `==` / `!=`, or right of one and the whole operand (not `X.y()` or `X.y?.z`).
        let isLeftOperand = isPunct(token(length + 1), "=") && (isPunct(token(length), "=") || isPunct(token(length), "!"))
            && isSegueIdentifier(startingAt: length + 2)
        let isRightOperand = endsOperand(before: length) && isPunct(token(-1), "=") && (isPunct(token(-2), "=") || isPunct(token(-2), "!"))
            && isSegueIdentifier(endingAt: -3)
        guard isLeftOperand || isRightOperand, !isBareIdentifier(0), !isSegueIdentifier(startingAt: 0) else { return nil }
        return (name, "a comparison with the segue identifier")
    }

    /// At the name of an implicit member (`.settingsSegue`): its usage when it is where a segue identifier
    /// goes, as ``constantReference()`` reads a qualified name — the whole argument of
    /// `performSegue(withIdentifier:sender:)`, or the right operand of `==` / `!=` with the segue's
    /// identifier in a segue method. There the type is `String` (AppKit's `NSStoryboardSegue.Identifier`
    /// is an alias of it), so the member is a `static let` of an extension of it.
    private func implicitMemberReference() -> String? {
        // Most names after a dot are members of something (`a.b`): only one after `:` or `=` is implicit.
        guard let before = token(-2), before.kind == .punctuation, before.text == ":" || before.text == "=" else { return nil }
        if isPunct(token(-2), ":"), token(-3)?.text == "withIdentifier", isPunct(token(-4), "("), token(-5)?.text == "performSegue",
           callsOwnMethod(at: -5), isPunct(token(1), ",") || isPunct(token(1), ")") {
            return "performSegue(withIdentifier:)"
        }
        guard segueFunction != nil, isPunct(token(-2), "="), isPunct(token(-3), "=") || isPunct(token(-3), "!"),
              isSegueIdentifier(endingAt: -4), endsOperand(before: 1) else { return nil }
        return "a comparison with the segue identifier"
    }

    /// Whether a name's operand ends before the token at `offset`: not at `X.y(`, `X.y[`, `X.y.z`,
    /// `X.y?…` or `X.y!` (but `X.y != …`). A conditional's `?` ends it: Swift wants a space before that
    /// one, and none before a postfix `?`.
    private func endsOperand(before offset: Int) -> Bool {
        guard let after = token(offset), after.kind == .punctuation else { return true }
        switch after.text {
        case "(", "[", ".": return false
        case "?": return token(offset - 1).map { after.line != $0.line || after.column > $0.column + $0.text.utf8.count } ?? false
        case "!": return isPunct(token(offset + 1), "=")
        default: return true
        }
    }

    /// Whether the method named at `offset` is called on the class itself: `performSegue(`,
    /// `self.performSegue(`, `self?.performSegue(`, `super.performSegue(`, or through a local bound to
    /// `self` (`strongSelf.performSegue(`).
    private func callsOwnMethod(at offset: Int) -> Bool {
        func isSelf(_ token: SwiftLexer.Token?) -> Bool {
            guard let token, token.kind == .identifier else { return false }
            return ["self", "super"].contains(token.text) || selfAliases.contains { $0.name == token.text }
        }
        guard isPunct(token(offset - 1), ".") else { return true }
        if isSelf(token(offset - 2)) { return !isPunct(token(offset - 3), ".") }
        return (isPunct(token(offset - 2), "?") || isPunct(token(offset - 2), "!")) && isSelf(token(offset - 3)) && !isPunct(token(offset - 4), ".")
    }

    /// Whether the token at `offset` is the segue method's segue parameter (not a member of something).
    private func isSegueReceiver(_ offset: Int) -> Bool {
        guard let name = token(offset), name.kind == .identifier, !isPunct(token(offset - 1), "."),
              let segue = segueFunction?.segue else { return false }
        // A closure's parameter or a local of the name (`history.filter { segue in … }`) is another value.
        return name.text == segue && !locals.contains { $0.name == segue }
    }

    /// Whether the token at `offset` is the segue method's identifier: its parameter
    /// (`shouldPerformSegue`) or a local bound to `segue.identifier`, not a member of something.
    private func isBareIdentifier(_ offset: Int) -> Bool {
        guard let name = token(offset), name.kind == .identifier, !isPunct(token(offset - 1), "."), !isPunct(token(offset + 1), "."),
              !isOptionalChain(offset + 1),
              let names = segueFunction else { return false }
        if let local = locals.last(where: { $0.name == name.text }) { return local.isIdentifier }
        return name.text == names.identifier
    }

    /// Whether `?.` or `!.` is at `offset`: what comes before is not the value compared.
    private func isOptionalChain(_ offset: Int) -> Bool {
        ["?", "!"].contains(token(offset)?.text ?? "") && isPunct(token(offset + 1), ".")
    }

    // MARK: Locals of segue methods

    /// At `let`, `var` or `for` before `local`: `let id = segue.identifier` (also in `if`/`guard let`, with
    /// `: String?`, or `= identifier` in `shouldPerformSegue`) makes `id` its identifier, and so does
    /// `if let id {` or `guard let id else` where `id` is; any other `let id` or `for id in` hides one.
    private mutating func recordLocal(_ local: SwiftLexer.Token, keyword: SwiftLexer.Token) {
        var equals = 2
        if isPunct(token(2), ":") {
            while let next = token(equals), !isPunct(next, "="), !isPunct(next, "{"), !isPunct(next, "}"), equals < 8 { equals += 1 }
        }
        // `segue.identifier`, `segue.identifier!`, `segue.identifier ?? ""`, not `segue.identifier?.lowercased()`.
        let member = isSegueReceiver(equals + 1) && isPunct(token(equals + 2), ".") && token(equals + 3)?.text == "identifier"
            && !isPunct(token(equals + 4), ".") && !isOptionalChain(equals + 4)
        let binding = keyword.text == "for" ? "for" : bindingKeyword()
        var entry = Self.local(local.text, depth: depth, binding: binding)
        // `if let id {`, `guard let id else`: the same value under the same name.
        let rebinds = ["if", "guard", "while"].contains(binding) && [",", "{", "else"].contains(token(2)?.text ?? "")
        entry.isIdentifier = keyword.text != "for"
            && (rebinds ? isBareIdentifier(1) : isPunct(token(equals), "=") && (member || isBareIdentifier(equals + 1)))
        locals.append(entry)
    }

    /// A local named `name` bound by a `let`, `var` or `for` of `binding` (``bindingKeyword()``): one of an
    /// `if`, `while` or `for` is seen in the block that follows, one of a `switch` case until the next.
    private static func local(_ name: String, depth: Int, binding: String?) -> Local {
        var local = Local(name: name, depth: depth)
        local.awaitsBlock = ["if", "while", "for"].contains(binding)
        local.endsAtNextCase = binding == "case"
        return local
    }

    /// At `let`, `var` or `for` before a tuple, or an enum case's values, whose first element is at
    /// `start`: each name of it (`for (row, id) in`, `case let .deepLink(id)`) hides an identifier local
    /// of its name, as a single name would.
    private mutating func recordTupleLocals(keyword: SwiftLexer.Token, from start: Int) {
        let binding = keyword.text == "for" ? "for" : bindingKeyword()
        var offset = start, level = 1
        while let t = token(offset), level > 0, offset < 64 {
            if t.kind == .punctuation && t.text == "(" { level += 1 }
            if t.kind == .punctuation && t.text == ")" { level -= 1 }
            // A labelled value's name too (`case let .deepLink(url: id)`).
            if t.kind == .identifier, let before = token(offset - 1), before.kind == .punctuation, ["(", ",", ":"].contains(before.text) {
                locals.append(Self.local(t.text, depth: depth, binding: binding))
            }
            offset += 1
        }
    }

    /// The keyword whose condition or pattern the `let` or `var` at ``position`` is part of — `if`,
    /// `while`, `for` or `guard`, or `case` for a `switch`'s — walking back over the earlier parts of a
    /// condition list (`if let a = b, let id = …`) and the brackets in them; `nil` for a declaration of
    /// its own. A condition is short: the walk goes back at most 512 tokens, so that broken code (runs
    /// of unmatched `)`) costs linear time.
    private func bindingKeyword() -> String? {
        guard position > 0, [",", "(", "case", "if", "while", "guard"].contains(tokens[position - 1].text) else { return nil }
        let start = max(0, position - 512)
        var index = position - 1
        while index >= start {
            let t = tokens[index]
            if t.kind == .punctuation, [")", "]", "}"].contains(t.text) {
                guard let opening = self.opening(before: index, notBefore: start) else { return nil }
                index = opening - 1
                continue
            }
            if t.kind == .punctuation, ["{", "}", ";"].contains(t.text) { return nil }
            if t.kind == .identifier, t.text == "case" {
                let before = index > 0 ? tokens[index - 1].text : ""
                return ["if", "while", "for", "guard"].contains(before) ? before : "case"
            }
            if t.kind == .identifier, ["if", "while", "guard"].contains(t.text) { return t.text }
            index -= 1
        }
        return nil
    }

    /// The index of the bracket that the closing one at `index` closes, if it is at `start` or after.
    private func opening(before index: Int, notBefore start: Int) -> Int? {
        var open = 0
        for candidate in stride(from: index, through: start, by: -1) where tokens[candidate].kind == .punctuation {
            switch tokens[candidate].text {
            case ")", "]", "}": open += 1
            case "(", "[", "{": open -= 1
            default: continue
            }
            if open == 0 { return candidate }
        }
        return nil
    }

    /// At `{` in a segue method: the block that an `if`, `while` or `for` condition's locals are seen in
    /// opens — unless the brace opens a closure, after `(`, `[`, `,`, `:`, `=` or `return` — or a
    /// closure's parameters (`{ id in`, `{ [weak self] (id: String) in`) hide the locals of their names.
    private mutating func openBlockOrClosure() {
        let previous = position > 0 ? tokens[position - 1].text : ""
        if !["(", "[", ",", ":", "=", "return"].contains(previous) {
            for index in locals.indices where locals[index].awaitsBlock && locals[index].depth == depth - 1 {
                locals[index].depth = depth
                locals[index].awaitsBlock = false
            }
        }
        locals += closureParameters().map { Local(name: $0, depth: depth) }
    }

    /// At `{`: the parameters of the closure it opens (`{ id in`, `{ [weak self] (id: String) in`); none
    /// for a block.
    private func closureParameters() -> [String] {
        var names: [String] = []
        var offset = 1
        if isPunct(token(1), "[") {
            // A capture list names values the closure keeps, not parameters.
            while let t = token(offset), !isPunct(t, "]"), offset < 32 { offset += 1 }
        }
        while let t = token(offset), offset < 32 {
            if t.kind == .identifier, t.text == "in", !isPunct(token(offset + 1), ":") { return names }
            if t.kind == .string || (t.kind == .punctuation && ["{", "}", "=", ";"].contains(t.text)) { return [] }
            if t.kind == .identifier, ["let", "var", "if", "return", "guard", "for", "switch"].contains(t.text) { return [] }
            if t.kind == .identifier, let before = token(offset - 1), before.kind == .punctuation, ["{", "(", ",", "]"].contains(before.text) {
                names.append(t.text)
            }
            offset += 1
        }
        return []
    }

    /// `performSegue(withIdentifier: "x"` on `self` (another controller's segues are its own), and, in
    /// `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`, `segue.identifier == "x"`,
    /// `"x" != segue.identifier` or a bare `identifier == "x"` — not the `identifier` of anything else (a
    /// notification's), nor a segue's outside those methods (an unwind action's segue comes from another
    /// scene).
    private mutating func handleString(_ t: SwiftLexer.Token) {
        defer { position += 1 }
        guard t.exact else { return }
        // The operand is the literal, or `NSStoryboardSegue.Identifier("…")` or `(rawValue: "…")` around
        // it (AppKit's alias of `String`, as Swift 4 code spells an identifier): `before` and `after` are
        // the tokens it adds.
        var before = 0, after = 0
        let open = isPunct(token(-1), ":") && token(-2)?.text == "rawValue" ? -3 : -1
        if isPunct(token(open), "("), isPunct(token(1), ")"), isPunct(token(open - 2), "."),
           token(open - 1)?.text == "Identifier" && token(open - 3)?.text == "NSStoryboardSegue"
           || token(open - 1)?.text == "SceneIdentifier" && token(open - 3)?.text == "NSStoryboard" {
            before = (isPunct(token(open - 4), ".") && token(open - 5)?.text == "AppKit" ? 6 : 4) - open - 1
            after = 1
        }
        func previous(_ offset: Int) -> SwiftLexer.Token? { token(-offset - before) }
        func next(_ offset: Int) -> SwiftLexer.Token? { token(offset + after) }
        // The literal is the whole argument or operand: not `"show" + kind`, `kind + "show"` or `"a".uppercased()`.
        let isOperand = { (token: SwiftLexer.Token?) in token?.kind == .punctuation && ["+", ".", "*", "%"].contains(token?.text ?? "") }
        // `UIStoryboard(name: "Main", bundle: nil)`, also with `NSStoryboard.Name("Main")` or `(rawValue: "Main")`.
        if [4, 8, 10].contains(where: { storyboardMade(at: -$0)?.storyboard == t.text }) {
            result.storyboardNames[t.text, default: []].append(location(t))
        }
        // `storyboard.instantiateViewController(withIdentifier: "x")` (or `identifier:`, with a creator), of a
        // storyboard the code names.
        if isPunct(previous(1), ":"), ["withIdentifier", "identifier"].contains(previous(2)?.text ?? ""), isPunct(previous(3), "("),
           let method = previous(4), ["instantiateViewController", "instantiateController"].contains(method.text), isPunct(previous(5), "."),
           isPunct(next(1), ")") || isPunct(next(1), ",") && next(2)?.text == "creator" {
            var literal = SwiftSourceScan.SceneLiteral(owner: ownerName, identifier: t.text, storyboard: "", receiver: nil, call: "\(method.text)(\(previous(2)!.text):)", location: location(t))
            if let (storyboard, receiver) = namedStoryboard(endingAt: -6 - before) {
                (literal.storyboard, literal.receiver) = (storyboard ?? "", receiver)
            } else {
                guard isOwnStoryboard(endingAt: -6 - before) else { return }
                literal.isOwnStoryboard = true
            }
            // Not after a call with a creator, which makes the controller itself.
            if isPunct(next(1), ")") { readCast(after: position + after + 1, into: &literal) }
            result.sceneLiterals.append(literal)
            return
        }
        // `UIStoryboardSegue(identifier: "x", source: …)`, or a subclass's: a segue made in code.
        if isPunct(previous(1), ":"), previous(2)?.text == "identifier", isPunct(previous(3), "("),
           let type = previous(4), type.kind == .identifier, type.text.hasSuffix("Segue") {
            if !isOperand(next(1)) { recordLiteral(t, usage: SwiftSourceScan.segueMadeInCode) }
            return
        }
        if isPunct(previous(1), ":"), previous(2)?.text == "rawValue", isPunct(previous(3), "("), isPunct(next(1), ")") {
            if makesOwnSegueIdentifier(endingAt: -4 - before) { recordLiteral(t, usage: SwiftSourceScan.caseMadeInCode) }
            return
        }
        if isPunct(previous(1), ":"), previous(2)?.text == "withIdentifier", isPunct(previous(3), "("),
           previous(4)?.text == "performSegue", previous(4)?.kind == .identifier, callsOwnMethod(at: -4 - before) {
            if !isOperand(next(1)) { recordLiteral(t, usage: "performSegue(withIdentifier:)") }
            return
        }
        // Compared, `""` stands for no identifier (`segue.identifier ?? ""`): a segue's is never empty.
        guard !t.text.isEmpty, !isOperand(next(1)), !isOperand(previous(1)) else { return }
        if isPunct(previous(1), "="), isPunct(previous(2), "=") || isPunct(previous(2), "!"), isSegueIdentifier(endingAt: -3 - before) {
            recordLiteral(t, usage: "a comparison with the segue identifier")
            return
        }
        if isPunct(next(1), "=") || isPunct(next(1), "!"), isPunct(next(2), "="), isSegueIdentifier(startingAt: 3 + after) {
            recordLiteral(t, usage: "a comparison with the segue identifier")
            return
        }
        // `if case "x" = segue.identifier`, `guard case "x"? = identifier`.
        let optional = isPunct(next(1), "?") ? 1 : 0
        if previous(1)?.text == "case", isPunct(next(1 + optional), "="), !isPunct(next(2 + optional), "="),
           isSegueIdentifier(startingAt: 2 + optional + after) {
            recordLiteral(t, usage: "a comparison with the segue identifier")
        }
    }

    /// At `let` in a function: records `let name = UIStoryboard(name: "x", bundle: nil)` (or `name:
    /// UIStoryboard =`) in ``storyboardLocals``. Whatever binds the name anew later (a local, a parameter
    /// of a closure) is seen where the local is used (``nothingRebinds(_:after:before:)``).
    private mutating func recordStoryboardLocal() {
        guard namesStoryboardType(), let name = token(1), name.kind == .identifier else { return }
        var offset = 2
        if isPunct(token(offset), ":"), ["UIStoryboard", "NSStoryboard"].contains(token(offset + 1)?.text ?? "") { offset += 2 }
        guard isPunct(token(offset), "="), let storyboard = storyboardMade(at: offset + 1)?.storyboard else { return }
        let binding = bindingKeyword()
        storyboardLocals.append((Local(name: name.text, depth: binding == "if" || binding == "while" ? depth + 1 : depth), storyboard, position + 1))
    }

    /// The name of the storyboard the receiver that ends at `offset` is, made there
    /// (``storyboardMade(at:)``) or a local bound to one; or the constant it names, to be looked up
    /// once the files are merged (`Self.main`, `UIStoryboard.main`); `nil` for anything else.
    private func namedStoryboard(endingAt offset: Int) -> (storyboard: String?, receiver: String?)? {
        guard let last = token(offset) else { return nil }
        if last.kind == .identifier {
            var start = offset
            while isPunct(token(start - 1), "."), let part = token(start - 2), part.kind == .identifier { start -= 2 }
            // A member of a value (`router.storyboard`, `type(of: self).storyboard`) is not followed.
            guard !isPunct(token(start - 1), ".") else { return nil }
            if start == offset {
                // The local of the name, where nothing between may bind the name anew (`let a = 1,
                // storyboard = …`, `case let .x(storyboard)`), leave its binding (`#if`, `case`) or
                // declare a function or type of its own. A name alone may be a parameter or a member of
                // any of several kinds: not followed.
                guard let local = storyboardLocals.last(where: { $0.local.name == last.text }),
                      nothingRebinds(last.text, after: local.name, before: position + offset) else { return nil }
                return (local.storyboard, nil)
            }
            // `Self.main` or `UIStoryboard.main`: a name that may be a generic parameter, a local type or
            // another module's type is not followed, nor `self.`, the type itself in a static method.
            guard isInFunctionBody, start + 2 == offset, ["Self", "UIStoryboard", "NSStoryboard"].contains(token(start)?.text ?? "") else { return nil }
            return (nil, (start...offset).compactMap { token($0)?.text }.joined())
        }
        guard isPunct(last, ")"), let open = opening(before: position + offset, notBefore: max(0, position + offset - 24)),
              let (storyboard, length) = storyboardMade(at: open - 1 - position), open - 1 - position + length == offset + 1 else { return nil }
        return (storyboard, nil)
    }

    /// At `instantiateInitialViewController` (or AppKit's `instantiateInitialController`): records the
    /// call, on a storyboard the code names (as ``namedStoryboard(endingAt:)`` follows it), without a
    /// creator, as a ``SwiftSourceScan/SceneLiteral`` without an ID.
    private mutating func recordInitialControllerCall(_ t: SwiftLexer.Token) {
        guard ["instantiateInitialViewController", "instantiateInitialController"].contains(t.text), isPunct(token(-1), "."),
              isPunct(token(1), "("), isPunct(token(2), ")"), let (storyboard, receiver) = namedStoryboard(endingAt: -2) else { return }
        var literal = SwiftSourceScan.SceneLiteral(owner: ownerName, identifier: nil, storyboard: storyboard ?? "", receiver: receiver, call: "\(t.text)()", location: location(t))
        readCast(after: position + 2, into: &literal)
        result.sceneLiterals.append(literal)
    }

    /// Reads `as! DetailViewController` (or `as?`) after the call's closing parenthesis at index `close`
    /// into `literal`; not a cast to a generic type.
    private func readCast(after close: Int, into literal: inout SwiftSourceScan.SceneLiteral) {
        let offset = close - position
        guard token(offset + 1)?.text == "as", isPunct(token(offset + 2), "!") || isPunct(token(offset + 2), "?"),
              let type = token(offset + 3), type.kind == .identifier else { return }
        var written = type.text, next = offset + 4
        while isPunct(token(next), "."), let part = token(next + 1), part.kind == .identifier { written += "." + part.text; next += 2 }
        if !isPunct(token(next), "<") { (literal.castType, literal.isForcedCast) = (written, isPunct(token(offset + 2), "!")) }
    }

    /// Whether the receiver ending at `offset` is the controller's own storyboard, in an instance method
    /// of the type: `storyboard?`, `storyboard!`, `self.storyboard?` or `self?.storyboard?` — the name
    /// alone only where no parameter of the method has it and nothing in its body before may bind it
    /// anew (it is written only as that receiver).
    private func isOwnStoryboard(endingAt offset: Int) -> Bool {
        guard isPunct(token(offset), "?") || isPunct(token(offset), "!"), let name = token(offset - 1), name.kind == .identifier, name.text == "storyboard",
              let typeScope = scopes.lastIndex(where: { $0.typeName != nil }), typeScope + 1 < scopes.count,
              let method = scopes[typeScope + 1].memberFunction, method.isInstanceMethod else { return false }
        if isPunct(token(offset - 2), ".") {
            let receiver = isPunct(token(offset - 3), "?") ? offset - 4 : offset - 3
            return token(receiver)?.text == "self" && !isPunct(token(receiver - 1), ".")
        }
        guard !method.hasStoryboardParameter else { return false }
        return !tokens[(method.body + 1)..<(position + offset - 1)].indices.contains { index in
            tokens[index].kind == .identifier && tokens[index].text == "storyboard" && !isPunct(tokens[index - 1], ".")
                && !((isPunct(tokens[index + 1], "?") || isPunct(tokens[index + 1], "!")) && isPunct(tokens[index + 2], "."))
        }
    }

    /// Whether no token between the indexes `start` and `end` may bind `name` anew or leave its binding:
    /// the name written other than as a receiver (`name.`), a compilation directive, a `switch` case, or
    /// a function or type declared there (whose body has names of its own).
    private func nothingRebinds(_ name: String, after start: Int, before end: Int) -> Bool {
        guard start < end else { return true }
        return !tokens[(start + 1)..<end].indices.contains { index in
            let t = tokens[index]
            if t.kind == .punctuation { return t.text == "#" }
            guard t.kind == .identifier else { return false }
            if ["case", "default", "func", "struct", "class", "enum", "actor"].contains(t.text) { return true }
            return t.text == name && !(index + 1 < tokens.count && isPunct(tokens[index + 1], ".")) && !isPunct(tokens[index - 1], ".")
        }
    }

    /// At `let` or `var` in a type's body: records `static let main = UIStoryboard(name: "Main", bundle:
    /// nil)` (or in an extension of `UIStoryboard` a `static var` computed from one, `static var main:
    /// UIStoryboard { … }`) in ``SwiftSourceScan/storyboardConstants``, and any other declaration of a
    /// storyboard with its storyboard unknown; reads ahead without moving on. A stored `var` may change,
    /// and a computed one elsewhere may be overridden (a protocol's default, a `class var`).
    private mutating func recordStoryboardConstant(keyword: SwiftLexer.Token) {
        guard namesStoryboardType(), let type = enclosingType, scopes.last?.typeName != nil, let name = token(1), name.kind == .identifier else { return }
        var offset = 2
        let isAnnotated = isPunct(token(offset), ":") && ["UIStoryboard", "NSStoryboard"].contains(token(offset + 1)?.text ?? "")
        if isAnnotated { offset += 2 }
        let made: (storyboard: String, length: Int)?
        if keyword.text == "let", isPunct(token(offset), "=") {
            made = storyboardMade(at: offset + 1)
        } else if keyword.text == "var", isAnnotated, isPunct(token(offset), "{"), type.isExtension,
                  ["UIStoryboard", "NSStoryboard"].contains(type.typeName ?? ""), modifiers().contains("static") {
            let start = token(offset + 1)?.text == "return" ? offset + 2 : offset + 1
            made = storyboardMade(at: start).flatMap { isPunct(token(start + $0.length), "}") ? $0 : nil }
        } else {
            made = nil
        }
        // Another storyboard constant of the name (of another bundle, another module's, computed) is one
        // whose storyboard is not known (empty): a name that may be either is not followed.
        result.storyboardConstants.append(.init(owner: ownerName, name: name.text, value: made?.storyboard ?? "", isTypeMember: !modifiers().isDisjoint(with: Self.typeMember)))
    }

    /// At `let` or `var`: whether `UIStoryboard` or `NSStoryboard` comes in the next few tokens, as in
    /// `let name = UIStoryboard(`, `let name: UIStoryboard =` or `var name: UIStoryboard {` (a quick test
    /// before reading the declaration).
    private func namesStoryboardType() -> Bool {
        (3...4).contains { ["UIStoryboard", "NSStoryboard"].contains(token($0)?.text ?? "") }
    }

    /// `UIStoryboard(name: "Main", bundle: nil)` at `offset` (or `NSStoryboard`, the name also in
    /// `NSStoryboard.Name(…)`), of the main bundle (`.main`), where an app's storyboards are — not a
    /// framework's or a package's: the storyboard's name and how many tokens it takes.
    private func storyboardMade(at offset: Int) -> (storyboard: String, length: Int)? {
        guard ["UIStoryboard", "NSStoryboard"].contains(token(offset)?.text ?? ""), isPunct(token(offset + 1), "("),
              token(offset + 2)?.text == "name", isPunct(token(offset + 3), ":") else { return nil }
        var index = offset + 4
        let wrapped = token(index)?.text == "NSStoryboard" && isPunct(token(index + 1), ".") && token(index + 2)?.text == "Name" && isPunct(token(index + 3), "(")
        if wrapped {
            index += 4
            if token(index)?.text == "rawValue", isPunct(token(index + 1), ":") { index += 2 }
        }
        guard let name = token(index), name.kind == .string, name.exact, !name.text.isEmpty else { return nil }
        index += 1
        if wrapped {
            guard isPunct(token(index), ")") else { return nil }
            index += 1
        }
        guard isPunct(token(index), ","), token(index + 1)?.text == "bundle", isPunct(token(index + 2), ":") else { return nil }
        index += 3
        if token(index)?.text == "nil" {
            index += 1
        } else {
            if token(index)?.text == "Bundle" { index += 1 }
            guard isPunct(token(index), "."), token(index + 1)?.text == "main" else { return nil }
            index += 2
        }
        guard isPunct(token(index), ")") else { return nil }
        return (name.text, index + 1 - offset)
    }

    /// Whether the type expression that ends at `offset`, before `(rawValue: "x")`, makes a
    /// `SegueIdentifier` case for the code's own use — `SegueIdentifier`, qualified or not, also with
    /// `.init`, or a bare `.init` where a `SegueIdentifier` is returned or declared — and not one to
    /// perform (the argument of `performSegue(withIdentifier:`): a fallback such as
    /// `return SegueIdentifier(rawValue: "noSegue")!`.
    private func makesOwnSegueIdentifier(endingAt offset: Int) -> Bool {
        var start = offset
        if token(start)?.text == "init", isPunct(token(start - 1), ".") {
            start -= 1
            if token(start - 1)?.kind != .identifier || token(start - 1)?.text == "return" {
                // A bare `.init` is of the type its place expects: a `SegueIdentifier` only where a
                // function returns it (`return .init(…)`, a body of that alone, a fallback after `??`) or a
                // declaration says so (`let fallback: SegueIdentifier = .init(…)`).
                let before = token(start - 1)
                return before?.text == "return" || isPunct(before, "{") || isPunct(before, "?") && isPunct(token(start - 2), "?")
                    || isPunct(before, "=") && token(start - 2)?.text == "SegueIdentifier" && isPunct(token(start - 3), ":")
            }
            start -= 1
        }
        guard token(start)?.text == "SegueIdentifier", token(start)?.kind == .identifier else { return false }
        // `Self.SegueIdentifier`, `ListViewController.SegueIdentifier`.
        while isPunct(token(start - 1), "."), token(start - 2)?.kind == .identifier { start -= 2 }
        let label = isPunct(token(start - 1), ":") ? token(start - 2)?.text : nil
        let performed = label == "withIdentifier" || label == "segueIdentifier"
            || isPunct(token(start - 1), "(") && token(start - 2)?.text == "performSegueWithIdentifier"
        return !performed
    }

    /// Whether the operand that ends at `offset`, left of `==` or `!=`, is the segue identifier:
    /// `segue.identifier` or a bare `identifier`, with `!`, with `?? "fallback"`, or in parentheses.
    private func isSegueIdentifier(endingAt offset: Int) -> Bool {
        var end = offset
        if isPunct(token(end), "!") { end -= 1 }
        let parenthesized = isPunct(token(end), ")")
        if parenthesized { end -= 1 }
        if token(end)?.kind == .string, isPunct(token(end - 1), "?"), isPunct(token(end - 2), "?") { end -= 3 }
        if isPunct(token(end), "!") { end -= 1 }
        guard let name = token(end), name.kind == .identifier else { return false }
        let start = isPunct(token(end - 1), ".") ? end - 2 : end
        guard start == end ? isBareIdentifier(end) : name.text == "identifier" && isSegueReceiver(start) else { return false }
        return !parenthesized || isPunct(token(start - 1), "(")
    }

    /// Whether the operand that starts at `offset`, right of `==` or `!=`, is the segue identifier, as
    /// ``isSegueIdentifier(endingAt:)`` reads it — not a value derived from it (`segue.identifier?.lowercased()`).
    private func isSegueIdentifier(startingAt offset: Int) -> Bool {
        var start = offset
        let parenthesized = isPunct(token(start), "(")
        if parenthesized { start += 1 }
        let member = isPunct(token(start + 1), ".") && token(start + 2)?.text == "identifier" && token(start + 2)?.kind == .identifier
        guard member ? isSegueReceiver(start) : isBareIdentifier(start) else { return false }
        var end = member ? start + 2 : start
        if isPunct(token(end + 1), "!") { end += 1 }
        if isPunct(token(end + 1), "?"), isPunct(token(end + 2), "?"), token(end + 3)?.kind == .string { end += 3 }
        if parenthesized {
            guard isPunct(token(end + 1), ")") else { return false }
            end += 1
        }
        return !isPunct(token(end + 1), ".") && !isOptionalChain(end + 1)
    }

    /// Where the subject of a `switch` holds the segue identifier.
    enum IdentifierSubject {
        /// The subject is the identifier.
        case whole
        /// The subject is a tuple whose element at this index is the identifier
        /// (`switch (segue.identifier, segue.destination)`).
        case element(Int)
    }

    /// After `switch`, inside the segue methods: whether the subject (up to `{`) is `segue.identifier` or
    /// a bare `identifier`, with `!` or `?? "fallback"` — not a value derived from it
    /// (`segue.identifier?.lowercased()`) — or a tuple with one of those as an element.
    private func switchesOnSegueIdentifier() -> IdentifierSubject? {
        var subject: [SwiftLexer.Token] = []
        var index = position + 1
        while index < tokens.count, index < position + 24, !(tokens[index].kind == .punctuation && ["{", "}"].contains(tokens[index].text)) {
            subject.append(tokens[index])
            index += 1
        }
        // `segue.identifier` or a bare `identifier` of `length` tokens at `offset`.
        func isIdentifier(at offset: Int, length: Int) -> Bool {
            // With `!` or `?? "fallback"` after it.
            var length = length
            if length > 1, isPunct(token(offset + length - 1), "!") { length -= 1 }
            if length > 3, token(offset + length - 1)?.kind == .string, isPunct(token(offset + length - 2), "?"),
               isPunct(token(offset + length - 3), "?") { length -= 3 }
            return switch length {
            case 1: isBareIdentifier(offset)
            case 3: token(offset + 1)?.text == "." && token(offset + 2)?.text == "identifier" && isSegueReceiver(offset)
            default: false
            }
        }
        // The subject proper, from `first` (an offset: `subject[i]` is at `i + first`).
        var first = 1
        // A tuple (`(segue.identifier, segue.destination)`): its elements end at its own commas and at its
        // closing parenthesis. One element is an expression in parentheses (`(segue.identifier ?? "")`).
        if subject.first?.text == "(", subject.last?.text == ")" {
            var ends: [Int] = [], depth = 0
            for (offset, part) in subject.enumerated() where part.kind == .punctuation {
                if part.text == "(" || part.text == "[" || opensGenericArguments(at: offset + first) { depth += 1 }
                if part.text == ")" || part.text == "]" || part.text == ">" && depth > 1 { depth -= 1 }
                if depth == 1, part.text == "," { ends.append(offset) }
                if depth == 0 { ends.append(offset); break }
            }
            if ends.count > 1, ends.last == subject.count - 1 {
                var start = 1
                for (element, end) in ends.enumerated() {
                    if isIdentifier(at: start + 1, length: end - start) { return .element(element) }
                    start = end + 1
                }
                return nil
            }
            if ends == [subject.count - 1] {
                subject = Array(subject.dropFirst().dropLast())
                first = 2
            }
        }
        // `(segue.identifier)!`, `segue.identifier ?? ""`, `segue.identifier as String?`.
        if let fallback = subject.indices.first(where: { $0 + 1 < subject.count && subject[$0].text == "?" && subject[$0 + 1].text == "?" }) {
            subject.removeLast(subject.count - fallback)
        }
        if let cast = subject.lastIndex(where: { $0.kind == .identifier && $0.text == "as" }) { subject.removeLast(subject.count - cast) }
        if subject.last?.text == "!" { subject.removeLast() }
        if subject.first?.text == "(", subject.last?.text == ")" {
            subject = Array(subject.dropFirst().dropLast())
            first += 1
        }
        if subject.last?.text == "!" { subject.removeLast() }
        return isIdentifier(at: first, length: subject.count) ? .whole : nil
    }

    /// Whether the token at `offset` is the `<` of a type's generic arguments (`Dictionary<String, Int>`):
    /// it follows a capitalized name, unlike a `<` that compares.
    private func opensGenericArguments(at offset: Int) -> Bool {
        guard isPunct(token(offset), "<"), let name = token(offset - 1), name.kind == .identifier else { return false }
        return name.text.first?.isUppercase == true
    }

    /// The literal of a pattern at `offset` that matches one string — `"a"`, `"a"?`, `.some("a")`,
    /// `Optional("a")` or `Optional.some("a")` — and how many tokens the pattern takes.
    private func literalPattern(at offset: Int) -> (literal: SwiftLexer.Token, length: Int)? {
        if let literal = token(offset), literal.kind == .string { return (literal, isPunct(token(offset + 1), "?") ? 2 : 1) }
        let wrapped = if isPunct(token(offset), "."), token(offset + 1)?.text == "some" { offset + 2 }
            else if token(offset)?.text == "Optional", isPunct(token(offset + 1), "(") { offset + 1 }
            else if token(offset)?.text == "Optional", isPunct(token(offset + 1), "."), token(offset + 2)?.text == "some" { offset + 3 }
            else { -1 }
        guard wrapped >= 0, isPunct(token(wrapped), "("), let literal = token(wrapped + 1), literal.kind == .string,
              isPunct(token(wrapped + 2), ")") else { return nil }
        return (literal, wrapped + 3 - offset)
    }

    /// `case "a", "b":` (or a constant's name, `case Segues.showDetail:`) in a switch on a segue identifier.
    private mutating func readSwitchCaseLiterals() {
        let usage = "a case of a switch on the segue identifier"
        while true {
            if let (literal, length) = literalPattern(at: 0) {
                position += length
                // A whole pattern (`case "a":`, `case "a"?, "b":`), not part of one (`case "a" + suffix:`).
                guard isPunct(token(), ",") || isPunct(token(), ":") || token()?.text == "where" else { break }
                if literal.exact, !literal.text.isEmpty { recordLiteral(literal, usage: usage) }
            } else if let (name, length) = dottedName(at: 0) ?? implicitMember(at: 0), let start = token() {
                let optional = isPunct(token(length), "?") ? 1 : 0
                guard isPunct(token(length + optional), ",") || isPunct(token(length + optional), ":") || token(length + optional)?.text == "where" else { break }
                result.constantReferences.append(.init(owner: ownerName, name: name, usage: usage, location: location(start)))
                position += length + optional
            } else {
                break
            }
            if isPunct(token(), ",") { position += 1 } else { break }
        }
    }

    /// `case ("a", let detail as DetailViewController), ("b"?, _):` in a switch on a tuple whose element
    /// at `element` is the segue identifier, read ahead from the `case` keyword: a literal that is that
    /// element's whole pattern.
    private mutating func recordTupleCaseLiterals(element: Int) {
        var offset = 1
        while true {
            if token(offset)?.text == "let" || token(offset)?.text == "var" { offset += 1 }
            guard isPunct(token(offset), "(") else { return }
            offset += 1
            var index = 0, depth = 0, startsElement = true
            while let t = token(offset) {
                if depth == 0, startsElement, index == element, let (literal, length) = literalPattern(at: offset),
                   isPunct(token(offset + length), ",") || isPunct(token(offset + length), ")") {
                    if literal.exact, !literal.text.isEmpty { recordLiteral(literal, usage: "a case of a switch on the segue identifier") }
                }
                startsElement = false
                if t.kind == .punctuation {
                    // Not a pattern after all (a body's brace).
                    if t.text == "{" || t.text == "}" { return }
                    if t.text == "(" || t.text == "[" || opensGenericArguments(at: offset) { depth += 1 }
                    if t.text == ")" || t.text == "]" || t.text == ">" && depth > 0 {
                        if depth == 0 { offset += 1; break }
                        depth -= 1
                    }
                    if t.text == ",", depth == 0 {
                        index += 1
                        startsElement = true
                    }
                }
                offset += 1
            }
            // Another pattern, or the case's body (`:`) or `where` clause.
            guard isPunct(token(offset), ",") else { return }
            offset += 1
        }
    }

    /// `typealias Name = A.B<…>` outside function bodies: records `A.B` as what `Name` names; reads
    /// ahead without moving on. A composition (`typealias ThemedHandler = SegueHandlerType & Themeable`)
    /// is also recorded as a protocol inheriting each of its parts: a class that adopts it adopts them.
    private mutating func recordTypeAlias(_ name: String, keyword: SwiftLexer.Token) {
        guard isPunct(token(2), "="), !isInFunctionBody else { return }
        let start = position
        defer { position = start }
        position += 3
        let parts = readDottedName(pastGenericArguments: true)
        guard !parts.isEmpty else { return }
        let qualified = enclosingTypeName.map { "\($0).\(name)" } ?? name
        result.typeAliases.append(.init(name: qualified, target: parts.joined(separator: "."), location: location(keyword)))
        noteFrameworkUsed(parts.joined(separator: "."))
        var composed = [parts]
        while isPunct(token(), "&") {
            position += 1
            let next = readDottedName(pastGenericArguments: true)
            guard !next.isEmpty else { break }
            composed.append(next)
        }
        guard composed.count > 1 else { return }
        for part in composed {
            result.protocolRefinements.append(.init(
                typeName: name, inheritedType: part.last!, location: location(keyword),
                qualifier: part.count > 1 ? part.dropLast().joined(separator: ".") : nil))
        }
    }

    /// `typealias SegueIdentifier = A.B<…>`: records `A.B`.
    private mutating func readSegueAlias(keyword: SwiftLexer.Token) {
        attributes = []
        position += 3
        let parts = readDottedName(pastGenericArguments: true)
        guard !parts.isEmpty else { return }
        result.segueAliases.append(.init(owner: ownerName, target: parts.joined(separator: "."), location: location(keyword)))
    }

    /// The branches of the `#if` blocks open here that are there for a build configuration (`#if DEBUG`),
    /// outermost first: builds that compile none of them lack what is declared here.
    private var configurationBranches: [SwiftSourceScan.ConditionalBranch] {
        conditionals.filter(\.dependsOnConfiguration).map { SwiftSourceScan.ConditionalBranch(block: $0.start, index: $0.branch) }
    }

    private mutating func readCases(into slot: EnumSlot, isConditional: Bool) {
        let isDeprecated = attributes.contains { $0.name == "available" && ($0.argument ?? "").contains("deprecated") }
        // `@available(*, unavailable)`, `@available(iOS 17, *)`: some builds lack the case, as under `#if`.
        let isConditional = isConditional || attributes.compactMap(\.written).contains {
            AvailableAttribute.leavesOutBuilds($0) && !AvailableAttribute.deprecatesEverywhere($0) && !AvailableAttribute.onlyDeprecates($0)
        }
        attributes = []
        while let name = token(), name.kind == .identifier {
            position += 1
            var raw: String? = name.text
            var hasPayload = false
            if isPunct(token(), "(") {
                hasPayload = true
                skipBalanced(open: "(", close: ")")
            }
            if isPunct(token(), "=") {
                position += 1
                if let literal = token(), literal.kind == .string {
                    raw = literal.exact ? literal.text : nil
                    position += 1
                } else {
                    raw = nil
                    if token() != nil { position += 1 }
                }
            }
            if !hasPayload {
                let segueCase = SwiftSourceScan.SegueCase(
                    name: name.text, rawValue: raw, location: location(name), isConditional: isConditional, isDeprecated: isDeprecated,
                    branches: configurationBranches)
                switch slot {
                case .segue(let index): result.segueEnums[index].cases.append(segueCase)
                case .string(let index): result.stringEnums[index].cases.append(segueCase)
                }
            }
            if isPunct(token(), ",") { position += 1 } else { break }
        }
    }

    private mutating func skipBalanced(open: String, close: String) {
        var level = 0
        while let current = token() {
            if isPunct(current, open) { level += 1 }
            if isPunct(current, close) { level -= 1; if level == 0 { position += 1; return } }
            if isPunct(current, "{") || isPunct(current, "}") { return }
            position += 1
        }
    }

    private mutating func readFunction(keyword: SwiftLexer.Token) {
        let attrs = attributes
        let modifiers = modifiers()
        attributes = []
        position += 1
        guard let name = token(), name.kind == .identifier else { return }
        recordCapitalizedMember(name)
        position += 1
        if isPunct(token(), "<") { skipBalanced(open: "<", close: ">") }
        guard isPunct(token(), "(") else { return }
        position += 1
        // Parameters: split at top-level commas.
        var parameters: [[SwiftLexer.Token]] = []
        var current: [SwiftLexer.Token] = []
        var level = 0
        while let t = token() {
            if t.kind == .punctuation {
                if ["(", "[", "<"].contains(t.text) { level += 1 }
                // The `>` of a function type's `->` closes nothing.
                if [")", "]", ">"].contains(t.text), !(t.text == ">" && current.last.map { isPunct($0, "-") } == true) {
                    if t.text == ")" && level == 0 { position += 1; break }
                    level -= 1
                }
                if t.text == "," && level == 0 { parameters.append(current); current = []; position += 1; continue }
                if t.text == "{" || t.text == "}" { break }
            }
            current.append(t)
            position += 1
        }
        if !current.isEmpty { parameters.append(current) }
        var labels: [String] = []
        var parameterNames: [String] = []
        var firstParameterName: String?
        var firstParameterTypeNames: [String] = []
        var takesSegue = false
        var parameterType: String?
        for (index, parameter) in parameters.enumerated() {
            guard let colon = parameter.firstIndex(where: { $0.kind == .punctuation && $0.text == ":" }) else { continue }
            let names = parameter[..<colon].filter { $0.kind == .identifier && !["inout", "borrowing", "consuming", "isolated", "sending"].contains($0.text) }
            labels.append(names.first?.text ?? "_")
            parameterNames += names.last.map { [$0.text] } ?? []
            if index == 0 {
                firstParameterName = names.last?.text
                let type = parameter[(colon + 1)...]
                let typeNames = type.filter { $0.kind == .identifier }.map(\.text)
                firstParameterTypeNames = typeNames
                takesSegue = typeNames.contains { $0.hasSuffix("Segue") }
                // A plain class name (`PopTransition`, `App.PopTransition!`), which may be a segue's subclass.
                if !takesSegue, parameters.count == 1, type.allSatisfy({ $0.kind == .identifier || [".", "?", "!"].contains($0.text) }) {
                    parameterType = typeNames.last
                }
            }
        }
        // Effects between `)` and the body or return type.
        var throwing = false
        var lookahead = position
        while lookahead < tokens.count, lookahead < position + 6 {
            let t = tokens[lookahead]
            if t.kind == .identifier && (t.text == "throws" || t.text == "rethrows") { throwing = true }
            if t.kind == .punctuation && (t.text == "{" || t.text == "}" || t.text == "-" || t.text == "@") { break }
            // A requirement without a body ends where the next declaration begins.
            if t.kind == .identifier && (Self.declarationModifiers.contains(t.text) || Self.declarationKeywords.contains(t.text)) { break }
            lookahead += 1
        }
        if scopes.last?.typeName != nil {
            pendingMemberFunction = MemberFunction(isInstanceMethod: modifiers.isDisjoint(with: Self.typeMember), hasStoryboardParameter: parameterNames.contains("storyboard"))
        }
        if name.text == "prepare" && labels == ["for", "sender"] {
            pendingSegueFunction = SegueFunctionNames(segue: firstParameterName, identifier: nil)
            locals = []
        } else if name.text == "shouldPerformSegue" && labels == ["withIdentifier", "sender"],
                  // UIKit's and AppKit's, not an overload taking an enum (`identifier: Segue`).
                  firstParameterTypeNames.allSatisfy(["String", "Swift", "NSStoryboardSegue", "Identifier", "AppKit"].contains) {
            pendingSegueFunction = SegueFunctionNames(segue: nil, identifier: firstParameterName)
            locals = []
        } else {
            pendingSegueFunction = nil
            // A function nested in a segue method: its parameters hide the method's locals in its body.
            if segueFunction != nil { locals += parameterNames.map { Local(name: $0, depth: depth, awaitsBlock: true) } }
        }
        let isSegueAction = attrs.contains { $0.name == "IBSegueAction" }
        var selector = ObjCSelector.make(baseName: name.text, labels: labels, throwing: throwing)
        if let custom = attrs.last(where: { $0.name == "objc" })?.argument, !custom.isEmpty {
            selector = custom
        }
        result.methods.append(.init(
            owner: ownerName, name: name.text, selector: selector,
            isSegueAction: isSegueAction,
            isObjCVisible: attrs.contains { ["objc", "IBAction", "IBSegueAction", "NSManaged"].contains($0.name) }
                || modifiers.contains("override") || scopes.last?.exposesMembers == true,   // `dynamic` alone no longer implies @objc (Swift 5)
            // An action only some builds have (by its own `@available` or its extension's) may return what
            // only they have (`ContentUnavailableView`, iOS 17); a class's own is written on generated code.
            takesSegue: takesSegue,
            returnType: isSegueAction && !limitsOwnAvailability(attrs) ? returnType(after: position) : nil,
            location: location(keyword),
            platforms: conditionals.reduce(.all) { $0.intersection($1.platforms) }, branches: configurationBranches,
            parameterType: isSegueAction ? nil : parameterType))
    }

    /// The return type written after `->` at or after `start` (the parameters' closing parenthesis), up to
    /// the body or a `where` clause, without spaces; `nil` when there is none.
    private func returnType(after start: Int) -> String? {
        var index = start
        while index + 1 < tokens.count, index < start + 6 {
            let t = tokens[index]
            if t.kind == .punctuation && (t.text == "{" || t.text == "}") { return nil }
            if t.kind == .punctuation && t.text == "-" && tokens[index + 1].text == ">" { break }
            index += 1
        }
        guard index + 1 < tokens.count, tokens[index].text == "-", tokens[index + 1].text == ">" else { return nil }
        index += 2
        var text = ""
        var depth = 0
        while index < tokens.count {
            let t = tokens[index]
            if depth == 0 && ((t.kind == .punctuation && ["{", "}", ";"].contains(t.text)) || (t.kind == .identifier && t.text == "where")) { break }
            if t.kind == .punctuation && ["<", "(", "["].contains(t.text) { depth += 1 }
            if t.kind == .punctuation && [">", ")", "]"].contains(t.text) { depth -= 1 }
            // An opaque or existential type (`UIHostingController<some View>`) cannot be named elsewhere.
            if t.kind == .identifier && (t.text == "some" || t.text == "any") { return nil }
            text += t.text
            index += 1
        }
        return text.isEmpty ? nil : text
    }
}
