// Test infrastructure — never shipped, and not part of AppKit's surface.
//
// What Interface Builder compiles into a macOS storyboard, as plain Swift values (see the UIKit
// mirror's MirrorHarness.swift for the model). AppKit, unlike UIKit, asks
// `shouldPerformSegue(withIdentifier:sender:)` also for `performSegue(withIdentifier:sender:)`
// (reference: "Unlike UIKit, AppKit calls shouldPerformSegue also when performSegue(...) is used").

/// A storyboard as the harness registers it.
@MainActor
public struct MirrorStoryboardContents {
    static var registered: [String: MirrorStoryboardContents] = [:]

    public var initial: MirrorScene?
    public var scenes: [String: MirrorScene]
}

extension NSStoryboard {
    /// Harness: makes `NSStoryboard(name: name, bundle: nil)` find these scenes.
    @MainActor public static func mirrorRegister(name: String, initial: MirrorScene? = nil, scenes: [String: MirrorScene] = [:]) {
        MirrorStoryboardContents.registered[name] = MirrorStoryboardContents(initial: initial, scenes: scenes)
    }
}

/// A storyboard relationship from a container scene to a child scene.
public enum MirrorRelationship: Sendable {
    case windowContent
    case tabItems
    case splitItems
}

/// An `@IBSegueAction` as AppKit calls it on the segue's source. Return nil to fall back to `init(coder:)`.
public typealias MirrorSegueAction = @MainActor (_ source: AnyObject, _ coder: NSCoder, _ sender: Any?, _ segueIdentifier: String?) -> AnyObject?

/// A scene: how the storyboard makes its controller (a view controller or a window controller).
@MainActor
public struct MirrorScene {
    public var sceneClass: AnyClass
    public var make: (NSCoder) -> AnyObject?
    public var segues: [MirrorSegueTemplate]
    public var relationships: [(MirrorRelationship, MirrorScene, MirrorSegueAction?)]

    public init<Controller: NSViewController>(
        _ sceneClass: Controller.Type, segues: [MirrorSegueTemplate] = [],
        relationships: [(MirrorRelationship, MirrorScene, MirrorSegueAction?)] = []
    ) {
        self.sceneClass = sceneClass
        self.make = { Controller(coder: $0) }
        self.segues = segues
        self.relationships = relationships
    }

    public init<Controller: NSWindowController>(
        _ sceneClass: Controller.Type, segues: [MirrorSegueTemplate] = [],
        relationships: [(MirrorRelationship, MirrorScene, MirrorSegueAction?)] = []
    ) {
        self.sceneClass = sceneClass
        self.make = { Controller(coder: $0) }
        self.segues = segues
        self.relationships = relationships
    }

    func instantiate(source: AnyObject?, sender: Any?, identifier: String?, creator: ((NSCoder) -> AnyObject?)?) -> AnyObject {
        let coder = MirrorCoder.make(sceneClass: String(describing: sceneClass))
        guard let controller = creator?(coder) ?? make(coder) else {
            fatalError("init(coder:) of \(sceneClass) returned nil")
        }
        precondition((controller as? NSObject)?.isKind(of: sceneClass) == true, "Custom instantiated \(controller) must be kind of class \(sceneClass)")
        (controller as? NSViewController)?.mirrorSegueTemplates = segues
        (controller as? NSWindowController)?.mirrorSegueTemplates = segues
        for (relationship, scene, action) in relationships {
            let creator: ((NSCoder) -> AnyObject?)? = action.flatMap { action in
                source.map { source in { coder in action(source, coder, sender, identifier) } }
            }
            let child = scene.instantiate(source: source, sender: sender, identifier: identifier, creator: creator)
            guard let childController = child as? NSViewController else { continue }
            switch (relationship, controller) {
            case (.windowContent, let window as NSWindowController): window.contentViewController = childController
            case (.tabItems, let tabs as NSTabViewController): tabs.addTabViewItem(NSTabViewItem(viewController: childController))
            case (.splitItems, let split as NSSplitViewController): split.addSplitViewItem(NSSplitViewItem(viewController: childController))
            default: (controller as? NSViewController)?.addChild(childController)
            }
        }
        return controller
    }
}

/// One segue of a macOS scene.
@MainActor
public struct MirrorSegueTemplate {
    /// The storyboard segue kinds the harness performs.
    public enum Kind {
        case sheet, modal, popover, show, embed
        /// A custom segue: the storyboard makes an instance of the custom class.
        case custom((_ identifier: String, _ source: AnyObject, _ destination: AnyObject) -> NSStoryboardSegue)
    }

    public var identifier: String
    public var kind: Kind
    public var destination: MirrorScene
    public var creationAction: MirrorSegueAction?

    public init(identifier: String, kind: Kind, destination: MirrorScene, creationAction: MirrorSegueAction? = nil) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.creationAction = creationAction
    }
}

/// A storyboard segue kind's behaviour, as AppKit's private segue subclasses perform it.
final class MirrorKindSegue: NSStoryboardSegue {
    var performKind: (@MainActor @Sendable () -> Void)?

    /// `NSStoryboardSegue` is not main-actor isolated (in the default reading), but AppKit performs
    /// segues on the main thread.
    override func perform() {
        guard let performKind else { return }
        MainActor.assumeIsolated { performKind() }
    }
}

/// `performSegue(withIdentifier:sender:)` of a view or window controller: `shouldPerformSegue`
/// (AppKit asks it on this path too) → destination (segue action, else `init(coder:)`) → segue →
/// `prepare(for:sender:)` → `perform()`.
/// Returns whether the segue was performed.
@MainActor
@discardableResult
func mirrorPerformSegue(from source: NSResponder, templates: [MirrorSegueTemplate], identifier: String, sender: Any?) -> Bool {
    guard let template = templates.first(where: { $0.identifier == identifier }) else {
        fatalError("Receiver (\(source)) has no segue with identifier '\(identifier)'")
    }
    guard mirrorShouldPerform(source, identifier, sender) else { return false }
    let creator: ((NSCoder) -> AnyObject?)? = template.creationAction.map { action in
        { coder in action(source, coder, sender, identifier) }
    }
    let destination = template.destination.instantiate(source: source, sender: sender, identifier: identifier, creator: creator)
    let segue: NSStoryboardSegue
    if case .custom(let make) = template.kind {
        segue = make(identifier, source, destination)
    } else {
        let kindSegue = MirrorKindSegue(identifier: identifier, source: source, destination: destination)
        kindSegue.performKind = { [kind = template.kind] in
            guard let presenter = source as? NSViewController, let presented = destination as? NSViewController else {
                (destination as? NSWindowController)?.showWindow(source)
                return
            }
            switch kind {
            case .sheet: presenter.presentAsSheet(presented)
            case .modal, .show: presenter.presentAsModalWindow(presented)
            case .popover: presenter.present(presented, asPopoverRelativeTo: .zero, of: presenter.view, preferredEdge: .maxY, behavior: .transient)
            case .embed: presenter.addChild(presented)
            case .custom: break
            }
        }
        segue = kindSegue
    }
    mirrorPrepare(source, segue, sender)
    segue.perform()
    return true
}

/// `NSSeguePerforming`'s methods are optional: AppKit sends them to the view or window controller
/// itself, which is what the harness does.
@MainActor
private func mirrorShouldPerform(_ source: NSResponder, _ identifier: String, _ sender: Any?) -> Bool {
    switch source {
    case let controller as NSViewController: controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    case let controller as NSWindowController: controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    default: true
    }
}

@MainActor
private func mirrorPrepare(_ source: NSResponder, _ segue: NSStoryboardSegue, _ sender: Any?) {
    (source as? NSViewController)?.prepare(for: segue, sender: sender)
    (source as? NSWindowController)?.prepare(for: segue, sender: sender)
}

extension NSViewController {
    /// Harness: a control of this scene (a button, a table row) firing segue `identifier`, as the
    /// storyboard wires it: AppKit asks `shouldPerformSegue(withIdentifier:sender:)` (stop if false),
    /// then creates the destination, prepares and performs — the order the reference gives for
    /// control-fired segues. Returns whether the segue was performed.
    @discardableResult
    public func mirrorTriggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        mirrorPerformSegue(from: self, templates: mirrorSegueTemplates, identifier: identifier, sender: sender)
    }

    /// Harness: the embed segues of this scene, as AppKit performs them while loading the view.
    public func mirrorLoadEmbeds() {
        for template in mirrorSegueTemplates {
            if case .embed = template.kind { performSegue(withIdentifier: template.identifier, sender: nil) }
        }
    }
}

/// A real keyed-unarchiving coder, as the storyboard hands to `init(coder:)` and segue actions.
enum MirrorCoder {
    static func make(sceneClass: String) -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(sceneClass, forKey: "NSClassName")
        archiver.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
            fatalError("NSKeyedUnarchiver could not read an archive NSKeyedArchiver wrote")
        }
        coder.requiresSecureCoding = false
        return coder
    }
}

extension NSWindowController {
    /// Harness: a control of this window's scene firing segue `identifier`; see
    /// `NSViewController.mirrorTriggerSegue(withIdentifier:sender:)`.
    @discardableResult
    public func mirrorTriggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        mirrorPerformSegue(from: self, templates: mirrorSegueTemplates, identifier: identifier, sender: sender)
    }
}
