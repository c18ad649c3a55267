#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Default Implementation (UIKit)

extension SegueHandlerType where Self: UIViewController {
    /// Performs the segue for `identifier`, exactly as `performSegue(withIdentifier:sender:)` does
    /// with its raw value. (UIKit does not ask `shouldPerformSegue(withIdentifier:sender:)` for segues
    /// performed in code.)
    ///
    /// ```swift
    /// @IBAction func edit(_ sender: UIBarButtonItem) {
    ///     performSegue(withIdentifier: .editBook, sender: sender)
    /// }
    /// ```
    @inlinable
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`.
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
    /// A segue whose identifier is missing or not a case is a bug in the storyboard or the enum: this
    /// stops the app with a message naming the controller, the identifier received and the known
    /// cases (see ``SegueIdentifierError``). To handle it instead, use
    /// `try segueIdentifier(forRawValue: segue.identifier)`, or `try?` to ignore segues you don't name.
    @inlinable
    public func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
        requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    // MARK: Swift 2 spellings

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`; the fix-it renames it.
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)``; the fix-it renames it.
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: UIStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }
}
#endif
