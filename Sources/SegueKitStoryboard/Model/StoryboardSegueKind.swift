/// The kind of a segue: the `kind` attribute, with relationship segues carrying their
/// `relationship` attribute (`rootViewController`, `viewControllers`, `splitItems`, …).
package enum StoryboardSegueKind: Sendable, Equatable, Hashable {
    /// `kind="show"` (push on a navigation stack, or present).
    case show
    /// `kind="showDetail"` (replace a split view's detail).
    case showDetail
    /// `kind="presentation"` (present modally).
    case presentation
    /// `kind="popoverPresentation"` (iOS popover).
    case popoverPresentation
    /// `kind="popover"` (macOS popover, or legacy iPad popover).
    case popover
    /// `kind="sheet"` (macOS sheet).
    case sheet
    /// `kind="modal"` (legacy iOS modal, or macOS modal window).
    case modal
    /// `kind="push"` (legacy iOS push).
    case push
    /// `kind="replace"` (legacy iPad split replace).
    case replace
    /// `kind="embed"` (container view embed).
    case embed
    /// `kind="unwind"`; the segue's `unwindAction` names the action, its destination is an exit.
    case unwind
    /// `kind="custom"`; the segue's `customClass` names the segue class.
    case custom
    /// `kind="relationship"` with its `relationship` attribute (`""` if missing).
    case relationship(String)
    /// Any other `kind` value, kept as written.
    case unknown(String)

    /// The kind for a segue's `kind` and `relationship` attributes.
    package init(kind: String, relationship: String?) {
        switch kind {
        case "show": self = .show
        case "showDetail": self = .showDetail
        case "presentation": self = .presentation
        case "popoverPresentation": self = .popoverPresentation
        case "popover": self = .popover
        case "sheet": self = .sheet
        case "modal": self = .modal
        case "push": self = .push
        case "replace": self = .replace
        case "embed": self = .embed
        case "unwind": self = .unwind
        case "custom": self = .custom
        case "relationship": self = .relationship(relationship ?? "")
        default: self = .unknown(kind)
        }
    }

    /// The `kind` attribute as written in the storyboard (`relationship` for every relationship segue).
    package var rawKind: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .presentation: "presentation"
        case .popoverPresentation: "popoverPresentation"
        case .popover: "popover"
        case .sheet: "sheet"
        case .modal: "modal"
        case .push: "push"
        case .replace: "replace"
        case .embed: "embed"
        case .unwind: "unwind"
        case .custom: "custom"
        case .relationship: "relationship"
        case .unknown(let kind): kind
        }
    }

    /// Whether this is a relationship segue (container → child), not a transition triggered at run time.
    package var isRelationship: Bool {
        if case .relationship = self { return true }
        return false
    }
}
