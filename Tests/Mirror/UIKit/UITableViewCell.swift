// Test infrastructure — never shipped. Mirror of UIKit's `UITableViewCell`.

/// Mirror of `UITableViewCell`: its style, reuse identifier and the labels its style has.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Mirror of `UITableViewCell.CellStyle` (raw values as in the SDK).
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    open internal(set) var reuseIdentifier: String?
    var mirrorStyle: CellStyle = .default {
        didSet { detailTextLabel = mirrorStyle == .default ? nil : UILabel() }
    }

    /// The title label (every style has one).
    open private(set) var textLabel: UILabel? = UILabel()
    /// The subtitle or value label: nil for `.default`, as in UIKit.
    open private(set) var detailTextLabel: UILabel?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        mirrorStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
