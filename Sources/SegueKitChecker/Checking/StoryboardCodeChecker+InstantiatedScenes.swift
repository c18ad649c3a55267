import SegueKitStoryboard
import SegueKitSwiftSource

// Storyboards and Storyboard IDs the code names by a literal, against the given storyboards.
extension StoryboardCodeChecker {
    /// The name a storyboard is loaded by: `Main~ipad.storyboard` is loaded as `Main` on an iPad.
    static func loadedName(of document: StoryboardDocument) -> String {
        SegueCatalog.storyboardName(of: document.filePath).split(separator: "~", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// A storyboard of the main bundle the code makes by a literal name (`UIStoryboard(name: "Mian",
    /// bundle: nil)`) that no given storyboard has, when a given one has nearly that name, or that name
    /// in other letter case, which an iOS device's file system (or a case-sensitive Mac volume) tells
    /// apart: the likely typo. UIKit and AppKit stop the app when the bundle has no storyboard of the
    /// name. A name nothing given is near may be a storyboard the run was not given, and is not reported.
    func checkStoryboardNames() -> [Diagnostic] {
        guard !scan.storyboardNames.isEmpty else { return [] }
        let given = Dictionary(grouping: documents, by: Self.loadedName)
        var out: [Diagnostic] = []
        for (name, locations) in scan.storyboardNames.sorted(by: { $0.key < $1.key }) where given[name] == nil {
            let sameButCase = given.keys.sorted().first { $0.lowercased() == name.lowercased() }
            guard let meant = sameButCase ?? nearest(to: name, among: given.keys, atMost: max(2, name.count / 4)) else { continue }
            let files = Set(given[meant]!.map(\.filePath)).sorted().joined(separator: ", ")
            let volume = given[meant]!.allSatisfy { $0.platform == .macOS } ? "a case-sensitive volume" : "an iOS device's file system"
            let hint = sameButCase == nil ? "did you mean \"\(meant)\" (\(files))?"
                : "\"\(meant)\" (\(files)) differs from it only in letter case, which \(volume) tells apart"
            for location in locations {
                out.append(Diagnostic(.warning, "no given storyboard is named \"\(name)\", and making one its bundle lacks stops the app; \(hint)", at: location, rule: "storyboard-name-unknown"))
            }
        }
        return out
    }

    /// A literal Storyboard ID instantiated from a storyboard the code names (`UIStoryboard(name: "Main",
    /// bundle: nil)`, there, through a local or through a constant) must be a scene's, or a storyboard
    /// reference's, of a given storyboard of that name when one is given — any of them: in a framework
    /// the main bundle is the app's, and a device's copy (`Main~ipad`) or a localization may be the one
    /// loaded. One instantiated from the controller's own storyboard (`storyboard?.instantiateViewController(
    /// withIdentifier:)`) must be of a storyboard with scenes of the class or its subclasses, when there
    /// are any. UIKit and AppKit stop the app otherwise. The initial controller instantiated from a
    /// storyboard the code names must exist in one of them (the call returns `nil` otherwise). A cast
    /// right after the call must suit the class of the scene (``wrongCast(of:in:_:)``).
    func checkInstantiatedScenes(_ catalog: SegueCatalog, _ chains: ClassHierarchy) -> [Diagnostic] {
        guard !scan.sceneLiterals.isEmpty else { return [] }
        let storyboards = Dictionary(grouping: documents, by: Self.loadedName)
        func storyboardIDs(of document: StoryboardDocument) -> [String] {
            document.controllers.compactMap(\.storyboardIdentifier) + document.scenes.flatMap(\.references).compactMap(\.storyboardIdentifier)
                + document.localizedStoryboardIdentifiers
        }
        let below = scan.sceneLiterals.contains(where: \.isOwnStoryboard) ? sceneClassesBelow(catalog, chains) : [:]
        var out: [Diagnostic] = []
        for literal in scan.sceneLiterals {
            let named: [StoryboardDocument]
            var whose = ""
            if literal.isOwnStoryboard {
                guard let ownerName = literal.owner else { continue }
                let owner = Owner(module: modules.module(ofSource: literal.location.path), name: ownerName)
                // Code in an extension of a platform class that scene classes derive from may run in a
                // controller of any given storyboard.
                if PlatformClasses.chain(of: ownerName) != nil {
                    guard below[ownerName] != nil else { continue }
                    named = documents
                } else {
                    let classes = (below[ownerName] ?? []).map { Owner(module: owner.module, name: $0) }.filter { !scenes(of: $0, catalog).isEmpty }
                    let files = Set(classes.flatMap { scenes(of: $0, catalog).map(\.filePath) })
                    named = Set(documents.filter { files.contains($0.filePath) }.map(Self.loadedName)).sorted().flatMap { storyboards[$0] ?? [] }
                    whose = ", where the scenes of \(classes.map(display).joined(separator: " or ")) are"
                }
            } else {
                named = storyboards[literal.storyboard] ?? []
            }
            guard !named.isEmpty else { continue }
            let files = Set(named.map(\.filePath)).sorted().joined(separator: ", ")
            let identifiers = Set(named.flatMap(storyboardIDs(of:)))
            guard let identifier = literal.identifier, !identifiers.contains(identifier) else {
                if literal.identifier == nil, named.allSatisfy({ $0.initialControllerID == nil }) {
                    out.append(Diagnostic(
                        .warning, "\(literal.call) returns nil: \(files) has no initial view controller; mark one as Is Initial View Controller in Interface Builder, or instantiate a scene by its Storyboard ID",
                        at: literal.location, rule: "initial-controller-missing"))
                } else if let wrongCast = wrongCast(of: literal, in: named, chains) {
                    out.append(wrongCast)
                }
                continue
            }
            let sorted = identifiers.sorted()
            let listed = sorted.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ") + (sorted.count > 12 ? ", … (\(sorted.count) in all)" : "")
            let call = literal.isOwnStoryboard ? "\(literal.call) on the storyboard of \(literal.owner ?? "")" : literal.call
            var message = "\"\(identifier)\" in \(call) names no scene of \(files)\(whose) (storyboard IDs: \(listed.isEmpty ? "none" : listed))"
            // The ID in another given storyboard is most likely the storyboard's name gone wrong.
            let elsewhere = Set(documents.filter { storyboardIDs(of: $0).contains(identifier) }.map(\.filePath)).sorted()
            if !elsewhere.isEmpty {
                message += "; it is a scene of \(elsewhere.joined(separator: ", "))"
            } else if let meant = nearest(to: identifier, among: identifiers, atMost: max(2, identifier.count / 4)) {
                message += "; did you mean \"\(meant)\"?"
            }
            out.append(Diagnostic(.error, message, at: literal.location, rule: "storyboard-id-without-scene"))
        }
        return out
    }

    /// An error for `as!`, a warning for `as?`, when the controller a literal Storyboard ID (or the initial
    /// controller) instantiates is cast right away to a class it cannot be: none of the scenes of the ID
    /// (the initial scenes) in `named` is of that class or a subclass, as far as the sources show both
    /// chains up to the platform's classes. Not when the scene is a storyboard reference (its class is
    /// another storyboard's) or the ID only a localization's, nor for a cast to a protocol or a type the
    /// sources do not show as a class.
    private func wrongCast(of literal: SwiftSourceScan.SceneLiteral, in named: [StoryboardDocument], _ chains: ClassHierarchy) -> Diagnostic? {
        guard let written = literal.castType else { return nil }
        let castType = PlatformClasses.unqualified(written)
        guard !castType.contains("."), chains.chainThroughPlatform(of: castType, in: modules.module(ofSource: literal.location.path)).last == "NSObject" else { return nil }
        var scenes: [(className: String, file: String, line: Int)] = []
        for document in named {
            let matches: [StoryboardController]
            if let identifier = literal.identifier {
                guard !document.scenes.flatMap(\.references).contains(where: { $0.storyboardIdentifier == identifier }) else { return nil }
                matches = document.controllers.filter { $0.storyboardIdentifier == identifier }
            } else {
                guard let initial = document.initialControllerID else { continue }
                matches = document.controllers.filter { $0.id == initial }
                guard !matches.isEmpty else { return nil }
            }
            for controller in matches {
                guard let className = controller.customClass ?? controller.kind.defaultClassName(for: document.platform) else { return nil }
                let module = modules.module(customModule: controller.customModule, provider: controller.customModuleProvider, storyboard: document.filePath)
                let chain = chains.chainThroughPlatform(of: className, in: module)
                guard chain.last == "NSObject", !chain.contains(castType) else { return nil }
                scenes.append((className, SegueCatalog.fileName(of: document.filePath), controller.location.line))
            }
        }
        guard !scenes.isEmpty else { return nil }
        let classes = scenes.map { "'\($0.className)' (\($0.file):\($0.line))" }.joined(separator: ", ")
        let framework = named[0].platform == .macOS ? "AppKit" : "UIKit"
        let outcome = literal.isForcedCast ? "`as! \(written)` stops the app" : "`as? \(written)` always gives nil"
        let subject = literal.identifier.map { "\"\($0)\" in \(literal.call) is a scene" } ?? "\(literal.call) gives the initial scene"
        return Diagnostic(
            literal.isForcedCast ? .error : .warning,
            "\(subject) of class \(classes), which is not a '\(castType)': \(framework) makes that class, so \(outcome); cast to the scene's class (or a superclass of it), or instantiate the scene meant",
            at: literal.location, rule: "instantiated-scene-wrong-class")
    }
}
