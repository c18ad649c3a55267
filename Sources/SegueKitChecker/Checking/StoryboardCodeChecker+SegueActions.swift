import SegueKitStoryboard
import SegueKitSwiftSource

// `destinationCreationSelector`s against the methods that implement them.
extension StoryboardCodeChecker {
    func checkSegueActions(_ chains: ClassHierarchy, _ presenters: SeguePresenters) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let allSelectors = Set(scan.methods.map(\.selector))
        var methodsByOwner: [String: [SwiftSourceScan.Method]] = [:]
        for method in scan.methods {
            if let owner = method.owner { methodsByOwner[owner, default: []].append(method) }
        }
        // Up through the platform classes: a method in `extension UIViewController` is every controller's.
        func methods(of receiver: (className: String, sceneClass: String?)) -> [SwiftSourceScan.Method] {
            chains.chainThroughPlatform(of: receiver.className, in: modules.sourceModule, sceneClass: receiver.sceneClass)
                .flatMap { methodsByOwner[$0] ?? [] }
        }
        // Each receiver's methods by selector, nearest first, gathered once for all its segues.
        var methodsBySelector: [String: [String: [SwiftSourceScan.Method]]] = [:]
        func methods(_ selector: String, of receiver: (className: String, sceneClass: String?)) -> [SwiftSourceScan.Method] {
            let key = receiver.className + "\u{0}" + (receiver.sceneClass ?? "")
            if methodsBySelector[key] == nil {
                methodsBySelector[key] = Dictionary(grouping: methods(of: receiver), by: \.selector)
            }
            return methodsBySelector[key]?[selector] ?? []
        }

        // Class chains up through the platform's classes, each worked out once (many segues share a scene class).
        var chainsByClass: [[String?]: [String]] = [:]
        func chain(of name: String, in module: String?) -> [String] {
            if let known = chainsByClass[[name, module]] { return known }
            let chain = chains.chainThroughPlatform(of: name, in: module)
            chainsByClass[[name, module]] = chain
            return chain
        }
        let classBranches = Dictionary(grouping: scan.classes, by: \.name).mapValues { $0.map(\.branches) }
        // Selectors an `@objc` protocol of the sources declares: a class's method of one may be its witness, which is exposed.
        let protocolSelectors = Set(scan.methods.filter { method in
            method.isObjCVisible && method.owner.map { chains.location(of: $0, in: modules.module(ofSource: method.location.path)) == nil } ?? false
        }.map(\.selector))
        var reportedConditionalActions = Set<FileLocation>()
        for (position, document) in documents.enumerated() {
            for segue in document.segues {
                guard let selector = segue.destinationCreationSelector else { continue }
                let entry = segue.location
                var receivers: [(className: String, sceneClass: String?)] = []
                var unseen: String?
                func receive(_ node: SeguePresenters.Node) {
                    guard let controller = presenters.controller(node), let custom = controller.customClass,
                          !receivers.contains(where: { $0.className == custom }) else { return }
                    receivers.append((custom, controller.kind.defaultClassName(for: presenters.platform(of: node))))
                    unseen = unseen ?? unseenCode(of: controller, otherModules: true, chains)
                }
                if let sourceID = segue.sourceControllerID {
                    let source = SeguePresenters.Node(position: position, id: sourceID)
                    receive(source)
                    // A container's relationship action is called on what presents the container, maybe
                    // from another storyboard, or on what presents a container holding it.
                    if segue.kind.isRelationship {
                        for node in presenters.presentersThroughContainers(of: source) { receive(node) }
                    } else if receivers.isEmpty {
                        for node in presenters.presenters(of: source) { receive(node) }
                    }
                }
                let base = ObjCSelector.baseName(selector)
                let arguments = ObjCSelector.argumentCount(selector)
                guard (1...3).contains(arguments) else {
                    // No method can be the action: point at one of its name that can be, if there is one.
                    let fix = if let near = receivers.lazy.flatMap(methods(of:)).first(where: {
                        $0.name == base && (1...3).contains(ObjCSelector.argumentCount($0.selector))
                    }) {
                        "'\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)': set the segue's selector to it"
                    } else {
                        "such as '\(base):sender:segueIdentifier:'"
                    }
                    out.append(Diagnostic(.error, "destinationCreationSelector '\(selector)' takes \(arguments) arguments; an @IBSegueAction takes 1 to 3 (coder, sender, segue identifier); \(fix)", at: entry, rule: "segue-action-arity"))
                    continue
                }
                guard !receivers.isEmpty else {
                    if !allSelectors.contains(selector) {
                        out.append(Diagnostic(.error, "destinationCreationSelector '\(selector)' is implemented by no method in the scanned sources (the controller it is called on has no custom class, so \(Self.framework(document.platform)) will find no method to call); give the scene a custom class with `@IBSegueAction func \(base)(_ coder: NSCoder, …)`", at: entry, rule: "segue-action-missing"))
                        continue
                    }
                    out.append(Diagnostic(.warning, "cannot check destinationCreationSelector '\(selector)': the controller it is called on has no custom class", at: entry, rule: "segue-action-uncheckable"))
                    continue
                }
                if let (receiver, match) = receivers.lazy.compactMap({ receiver in methods(selector, of: receiver).first.map { (receiver, $0) } }).first {
                    let exposed = match.isObjCVisible || protocolSelectors.contains(selector)
                        || match.owner.map { chains.exposesMembers($0, in: modules.module(ofSource: match.location.path)) } ?? false
                    // An override of a superclass's `@IBSegueAction` is one: the attribute is where it is declared first.
                    let marked = methods(selector, of: receiver).contains(where: \.isSegueAction)
                    if !marked && !exposed {
                        // Objective-C, where UIKit looks the selector up, may not see it; a superclass or an `@objc`
                        // protocol the sources do not show may expose it, so no error.
                        out.append(Diagnostic(
                            .warning, "'\(match.name)' has destinationCreationSelector '\(selector)' but is not marked @IBSegueAction, nor @objc: unless a superclass or an @objc protocol exposes it, \(Self.framework(document.platform)) cannot call it and makes the destination with init(coder:); mark it @IBSegueAction",
                            at: match.location, rule: "segue-action-not-marked"))
                    } else if !marked {
                        out.append(Diagnostic(.warning, "'\(match.name)' is used as destinationCreationSelector '\(selector)' but is not marked @IBSegueAction", at: match.location, rule: "segue-action-not-marked"))
                    }
                    if let wrong = wrongReturnType(of: match, for: segue, at: position, presenters, chain: chain) {
                        out.append(wrong)
                    }
                    // An action only some builds compile (`#if DEBUG`): the others make the destination with
                    // `init(coder:)`, as if the segue had none.
                    let declarations = methods(selector, of: receiver).map(\.branches)
                    if !scan.everyBuild(compiling: [classBranches[receiver.className] ?? [[]]], compiles: declarations),
                       reportedConditionalActions.insert(match.location).inserted {
                        out.append(Diagnostic(
                            .warning, "'\(match.name)', the action of \(Self.name(of: segue)) at \(SegueCatalog.fileName(of: document.filePath)):\(entry.line), is compiled only under `#if`: a build without it makes the destination with init(coder:); declare it outside `#if`, or in each branch of an `#if` … `#else`",
                            at: match.location, rule: "segue-action-conditional"))
                    }
                    continue
                }
                let candidates = receivers.flatMap(methods(of:))
                let receiverList = receivers.map { "'\($0.className)'" }.joined(separator: " or ")
                var message = "destinationCreationSelector '\(selector)' has no matching method on \(receiverList)"
                // A method of the name, or one whose labelled first argument the storyboard's name
                // includes (`makeBookWithCoder:` for `makeBook(coder:)`, `makeBookFor:` for `makeBook(for:)`).
                let near = candidates.first { $0.name == base }
                    ?? candidates.first { $0.isSegueAction && base.hasPrefix($0.name) && Self.isLabelJoined(base.dropFirst($0.name.count)) }
                // A misspelling, on either side: the segue action whose name is nearest.
                let misspelt = near == nil ? nearest(to: base, among: candidates.filter(\.isSegueAction), atMost: max(2, base.count / 4), by: \.name) : nil
                if let misspelt {
                    message += "; did you mean '\(misspelt.name)' at \(misspelt.location.path):\(misspelt.location.line), selector '\(misspelt.selector)'? Set the segue's selector to it, or rename the method"
                } else if let near {
                    message += "; '\(near.name)' at \(near.location.path):\(near.location.line) has selector '\(near.selector)'"
                    if near.selector.hasPrefix(near.name), !near.selector.dropFirst(near.name.count).hasPrefix(":") {
                        message += " (a labelled first argument joins the Objective-C name — 'With<Label>', or just '<Label>' after a preposition: write `_ coder: NSCoder`, or add @objc(\(selector)))"
                    } else if base.count > near.name.count {
                        message += " (the storyboard expects a labelled first argument, e.g. `coder: NSCoder`, or add @objc(\(selector)))"
                    }
                } else {
                    let controller = document.platform == .macOS ? "NSViewController" : "UIViewController"
                    message += "; add `@IBSegueAction func \(base)(_ coder: NSCoder, …) -> \(controller)?`"
                }
                // Code the sources do not show may implement it: then only a warning.
                if let unseen { message += "; unless code the sources do not show implements it, such as \(unseen)" }
                out.append(Diagnostic(unseen == nil ? .error : .warning, message, at: entry, rule: "segue-action-missing"))
            }
        }
        return out
    }

    /// Whether `rest`, what a selector's name has after a method's Swift name, is what a labelled first
    /// argument adds: `With` and the label (`WithCoder`), or a preposition label alone (`For`).
    static func isLabelJoined(_ rest: Substring) -> Bool {
        ["With", "For", "By", "In", "To", "From", "Of", "On", "At", "Using", "Into", "About", "Via"].contains { preposition in
            rest.hasPrefix(preposition) && rest.dropFirst(preposition.count).first.map { $0.isUppercase || $0.isNumber } ?? true
        }
    }

    /// An error when `action` is declared to return a class unrelated to the class of the scene `segue`
    /// leads to — neither a subclass nor a superclass, as far as the sources show both chains up to the
    /// platform's classes (`chain`): UIKit stops the app when an action returns a controller not of the
    /// scene's class.
    private func wrongReturnType(
        of action: SwiftSourceScan.Method, for segue: StoryboardSegue, at position: Int, _ presenters: SeguePresenters,
        chain: (String, String?) -> [String]
    ) -> Diagnostic? {
        guard var returned = action.returnType else { return nil }
        while returned.hasSuffix("?") || returned.hasSuffix("!") { returned.removeLast() }
        // A generic type, or a nested or module-qualified one, is left alone: its chain is not compared by name.
        returned = PlatformClasses.unqualified(returned)
        guard !returned.contains("<"), !returned.contains("."), let (node, destination) = presenters.destination(of: segue, at: position),
              let sceneClass = destination.customClass ?? destination.kind.defaultClassName(for: presenters.platform(of: node)),
              returned != sceneClass
        else { return nil }
        let path = presenters.filePath(of: node)
        let sceneModule = modules.module(customModule: destination.customModule, provider: destination.customModuleProvider, storyboard: path)
        let returnedChain = chain(returned, modules.module(ofSource: action.location.path))
        let sceneChain = chain(sceneClass, sceneModule)
        guard returnedChain.last == "NSObject", sceneChain.last == "NSObject",
              !returnedChain.contains(sceneClass), !sceneChain.contains(returnedChain[0]) else { return nil }
        return Diagnostic(
            .error, "'\(action.name)' returns '\(returned)', but \(Self.name(of: segue)) leads to a scene of class '\(sceneClass)' (\(SegueCatalog.fileName(of: path)):\(destination.location.line)): \(Self.framework(presenters.platform(of: node))) stops the app when a segue action returns a controller that is not a '\(sceneClass)'; declare it to return '\(sceneClass)?' (or a superclass of it)",
            at: action.location, rule: "segue-action-wrong-type")
    }

    /// The framework that runs `platform`'s storyboards, as messages name it.
    private static func framework(_ platform: StoryboardPlatform) -> String {
        platform == .macOS ? "AppKit" : "UIKit"
    }

    /// `segue 'showBook'`, or for a segue without an identifier `the show segue`, as messages name it.
    private static func name(of segue: StoryboardSegue) -> String {
        segue.identifier.map { "segue '\($0)'" } ?? "the \(segue.kind.rawKind) segue"
    }

    /// Segues — relationships and embeds too — that lead to a `CoderInitializable` controller and name no
    /// `destinationCreationSelector`: UIKit makes that controller with `init?(coder:)`, without its
    /// dependencies, which the protocol's pattern turns into a stop. A warning: a class's own
    /// `init?(coder:)` may do without them.
    func checkInjectedDestinationsWithoutAction(_ chains: ClassHierarchy, _ presenters: SeguePresenters) -> [Diagnostic] {
        // The modules of each adopting class, by name: a same-named class of another module is another class.
        let injected = Dictionary(grouping: scan.conformances(adopting: ["CoderInitializable"]), by: \.typeName)
            .mapValues { $0.map { modules.module(ofSource: $0.location.path) } }
        guard !injected.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for (position, document) in documents.enumerated() {
            for segue in document.segues where segue.destinationCreationSelector == nil && segue.kind != .unwind {
                guard let (node, destination) = presenters.destination(of: segue, at: position), let className = destination.customClass else { continue }
                let module = modules.module(
                    customModule: destination.customModule, provider: destination.customModuleProvider, storyboard: presenters.filePath(of: node))
                guard let adopter = chains.links(of: className, in: module).first(where: { link in
                    (injected[link.name] ?? []).contains { modules.sameModule($0, link.module) }
                })?.name else { continue }
                let segueName = Self.name(of: segue)
                let adopts = adopter == className ? "which is CoderInitializable" : "which is CoderInitializable (through '\(adopter)')"
                out.append(Diagnostic(
                    .warning,
                    "\(segueName) leads to '\(className)', \(adopts), and names no segue action: \(Self.framework(presenters.platform(of: node))) makes it with init?(coder:), "
                        + "without its dependencies; set the segue's action to an @IBSegueAction that provides them",
                    at: segue.location, rule: "injected-destination-without-action"))
            }
        }
        return out
    }
}
