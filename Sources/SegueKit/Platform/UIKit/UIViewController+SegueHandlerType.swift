#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Default Implementation (UIKit)

extension SegueHandlerType where Self: UIViewController {
    /// Performs the segue for `identifier`, as `performSegue(withIdentifier:sender:)` does with its raw
    /// value (UIKit does not ask `shouldPerformSegue` for segues performed in code):
    ///
    /// ```swift
    /// @IBAction func edit(_ sender: Any?) {
    ///     performSegue(withIdentifier: .editBook, sender: sender)
    /// }
    /// ```
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`:
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     switch segueIdentifier(for: segue) {
    ///     case .showBook: segue.destinationIfPresent(as: BookViewController.self)?.book = selectedBook
    ///     case .editBook: segue.destinationIfPresent(as: BookEditorViewController.self)?.book = selectedBook
    ///     }
    /// }
    /// ```
    ///
    /// A missing identifier or one that is not a case is a storyboard bug: the app stops with the
    /// ``SegueIdentifierError`` message. `try segueIdentifier(forRawValue: segue.identifier)` throws it instead.
    public func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
        requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    // MARK: Swift 2 spellings

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`, deprecated so the fix-it renames
    /// `performSegueWithIdentifier(.editBook, sender: nil)`.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)``, deprecated so the fix-it renames
    /// `switch segueIdentifierForSegue(segue)`.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: UIStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }
}
#endif
