// Test infrastructure — never shipped, and not part of UIKit's surface.
//
// What Interface Builder compiles into a storyboard and what the Objective-C runtime does with it,
// written as plain Swift values so tests can build scenes and fire segues on Linux:
// - `MirrorScene`: a scene's controller class and how `init(coder:)` makes it, plus its
//   relationship children (a navigation controller's root, a tab bar's tabs, a split's columns).
// - `MirrorSegueTemplate`: one segue of a scene — identifier, kind, destination scene and the
//   `destinationCreationSelector`, which on Linux is a closure that calls the source's
//   `@IBSegueAction` method (UIKit calls the selector on the segue's source; for a container's
//   relationship children the receiver is still that source).
//
// Call order, from the reference ("Order of calls"): a segue fired by a control asks
// `shouldPerformSegue` (stop if false) → destination created (segue action, else `init(coder:)`) →
// `UIStoryboardSegue(identifier:source:destination:)` → `source.prepare(for:sender:)` → `perform()`.
// `performSegue(withIdentifier:sender:)` skips `shouldPerformSegue`. Both run synchronously here.

/// A storyboard as the harness registers it.
@MainActor
public struct MirrorStoryboardContents {
    static var registered: [String: MirrorStoryboardContents] = [:]

    public var initial: MirrorScene?
    public var scenes: [String: MirrorScene]

    public init(initial: MirrorScene?, scenes: [String: MirrorScene]) {
        self.initial = initial
        self.scenes = scenes
    }
}

extension UIStoryboard {
    /// Harness: makes `UIStoryboard(name: name, bundle: nil)` find these scenes.
    public static func mirrorRegister(name: String, initial: MirrorScene? = nil, scenes: [String: MirrorScene] = [:]) {
        MirrorStoryboardContents.registered[name] = MirrorStoryboardContents(initial: initial, scenes: scenes)
    }
}

/// A storyboard relationship from a container scene to a child scene.
public enum MirrorRelationship: Sendable {
    case rootViewController
    case viewControllers
    case masterViewController
    case detailViewController
    case supplementaryViewController
}

/// The signature of an `@IBSegueAction` as UIKit calls it: on `source`, with a coder, the sender
/// and the segue's identifier. Return nil to fall back to `init(coder:)`.
public typealias MirrorSegueAction = @MainActor (_ source: UIViewController, _ coder: NSCoder, _ sender: Any?, _ segueIdentifier: String?) -> UIViewController?

/// A scene: how the storyboard makes its controller.
@MainActor
public struct MirrorScene {
    public var sceneClass: UIViewController.Type
    public var make: (NSCoder) -> UIViewController?
    public var segues: [MirrorSegueTemplate]
    public var relationships: [(MirrorRelationship, MirrorScene, MirrorSegueAction?)]

    /// A scene whose controller `init(coder:)` makes.
    public init<Controller: UIViewController>(
        _ sceneClass: Controller.Type,
        segues: [MirrorSegueTemplate] = [],
        relationships: [(MirrorRelationship, MirrorScene, MirrorSegueAction?)] = []
    ) {
        self.sceneClass = sceneClass
        self.make = { Controller(coder: $0) }
        self.segues = segues
        self.relationships = relationships
    }

    /// Creates the controller (creation action or `init(coder:)`), its relationship children, and
    /// gives it its segue templates. Traps as UIKit asserts when a created controller is not of the
    /// scene's class.
    func instantiate(
        source: UIViewController?, sender: Any?, identifier: String?,
        creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        let coder = MirrorCoder.make(sceneClass: String(describing: sceneClass))
        guard let controller = creator?(coder) ?? make(coder) else {
            fatalError("init(coder:) of \(sceneClass) returned nil")
        }
        precondition(
            type(of: controller) == sceneClass || controller.isKind(of: sceneClass),
            "Custom instantiated \(controller) must be kind of class \(sceneClass)")
        controller.mirrorSegueTemplates = segues
        var children: [(MirrorRelationship, UIViewController)] = []
        for (relationship, scene, action) in relationships {
            let creator: ((NSCoder) -> UIViewController?)? = action.flatMap { action in
                source.map { source in { coder in action(source, coder, sender, identifier) } }
            }
            children.append((relationship, scene.instantiate(source: source, sender: sender, identifier: identifier, creator: creator)))
        }
        Self.attach(children, to: controller)
        return controller
    }

    private static func attach(_ children: [(MirrorRelationship, UIViewController)], to controller: UIViewController) {
        switch controller {
        case let navigation as UINavigationController:
            navigation.viewControllers = children.map(\.1)
        case let tabs as UITabBarController:
            if !children.isEmpty { tabs.viewControllers = children.map(\.1) }
        case let split as UISplitViewController:
            split.viewControllers = children.map(\.1)
            for (relationship, child) in children {
                switch relationship {
                case .masterViewController: split.mirrorColumns[.primary] = child
                case .supplementaryViewController: split.mirrorColumns[.supplementary] = child
                case .detailViewController: split.mirrorColumns[.secondary] = child
                case .rootViewController, .viewControllers: break
                }
            }
        default:
            children.forEach { controller.addChild($0.1) }
        }
    }
}

/// One segue of a scene.
@MainActor
public struct MirrorSegueTemplate {
    /// The storyboard segue kinds the harness performs, each with UIKit's documented behaviour.
    public enum Kind {
        case show, showDetail, presentation, embed
        /// A custom segue: the storyboard makes an instance of the custom class.
        case custom((_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue)
    }

    public var identifier: String?
    public var kind: Kind
    public var destination: MirrorScene
    public var creationAction: MirrorSegueAction?

    public init(identifier: String?, kind: Kind, destination: MirrorScene, creationAction: MirrorSegueAction? = nil) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.creationAction = creationAction
    }
}

extension UIViewController {
    /// Harness: a segue fired by a control (a button tap, a cell selection): asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first, then runs it. Returns whether it ran.
    @discardableResult
    public func mirrorTriggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let template = mirrorSegueTemplates.first(where: { $0.identifier == identifier }) else {
            fatalError("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        mirrorRun(template, sender: sender)
        return true
    }

    /// Harness: the embed segues of this scene, as UIKit performs them while loading the view.
    public func mirrorLoadEmbeds() {
        for template in mirrorSegueTemplates {
            if case .embed = template.kind { mirrorRun(template, sender: nil) }
        }
    }

    /// Creates the destination, the segue, calls `prepare(for:sender:)`, then `perform()`.
    func mirrorRun(_ template: MirrorSegueTemplate, sender: Any?) {
        let creator: ((NSCoder) -> UIViewController?)? = template.creationAction.map { action in
            { coder in action(self, coder, sender, template.identifier) }
        }
        let destination = template.destination.instantiate(
            source: self, sender: sender, identifier: template.identifier, creator: creator)
        destination.storyboard = storyboard
        let segue: UIStoryboardSegue
        switch template.kind {
        case .show:
            segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [unowned self] in
                self.show(destination, sender: sender)
            }
        case .showDetail:
            segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [unowned self] in
                self.showDetailViewController(destination, sender: sender)
            }
        case .presentation:
            segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [unowned self] in
                self.present(destination, animated: true)
            }
        case .embed:
            segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [unowned self] in
                self.addChild(destination)
            }
        case .custom(let make):
            segue = make(template.identifier, self, destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Harness: an unwind segue from this controller. UIKit's search (as Apple's unwind-segue
    /// technical note and the `allowedChildrenForUnwinding(from:)` documentation describe it): from the
    /// source's parent (else its presenting controller) upwards, each controller is asked
    /// `canPerformUnwindSegueAction(_:from:sender:)`, then the children it allows
    /// (`allowedChildrenForUnwinding(from:)`, by default all but `childContaining(_:)`) are searched the
    /// same way, depth first; then the search moves up. Then: `prepare(for:sender:)` on this
    /// controller → the destination's unwind action → `perform()` (dismisses what the destination
    /// presented, or pops back to it). Returns the destination, or nil when no controller accepts.
    @discardableResult
    public func mirrorUnwind(withIdentifier identifier: String?, action: Selector, sender: Any?) -> UIViewController? {
        let unwindSource = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        func search(_ controller: UIViewController) -> UIViewController? {
            if controller.canPerformUnwindSegueAction(action, from: self, sender: sender) { return controller }
            for child in controller.allowedChildrenForUnwinding(from: unwindSource) {
                if let found = search(child) { return found }
            }
            return nil
        }
        var candidate = parent ?? presentingViewController
        var found: UIViewController?
        while let current = candidate, found == nil {
            found = search(current)
            candidate = current.parent ?? current.presentingViewController
        }
        guard let destination = found else { return nil }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
            if let navigation = destination.navigationController ?? (destination as? UINavigationController),
               navigation.viewControllers.contains(where: { $0 === self }) || self.navigationController === navigation {
                _ = navigation.popToViewController(destination, animated: true)
            } else {
                destination.dismiss(animated: true)
            }
        }
        prepare(for: segue, sender: sender)
        destination.mirrorUnwindActions[action]?(segue)
        segue.perform()
        return destination
    }
}

extension UIStoryboardUnwindSegueSource {
    /// Harness: UIKit makes these itself; the SDK has no public initializer.
    public static func mirrorMake(source: UIViewController, unwindAction: Selector, sender: Any?) -> UIStoryboardUnwindSegueSource {
        UIStoryboardUnwindSegueSource(source: source, unwindAction: unwindAction, sender: sender)
    }
}

/// A real keyed-unarchiving coder, as the storyboard hands to `init(coder:)` and segue actions.
enum MirrorCoder {
    static func make(sceneClass: String) -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(sceneClass, forKey: "UIClassName")
        archiver.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
            fatalError("NSKeyedUnarchiver could not read an archive NSKeyedArchiver wrote")
        }
        coder.requiresSecureCoding = false
        return coder
    }
}
