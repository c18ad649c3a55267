#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)
import UIKit

// MARK: Default Implementation (UIKit)

extension SegueHandlerType where Self: UIViewController {
    /// Performs the segue for `identifier`, exactly as `performSegue(withIdentifier:sender:)` does
    /// with its raw value.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showBook, sender: self)
    /// ```
    ///
    /// UIKit does not call `shouldPerformSegue(withIdentifier:sender:)` for segues performed in code.
    @inlinable
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`.
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     switch segueIdentifier(for: segue) {
    ///     case .showBook: ...
    ///     case .editBook: ...
    ///     }
    /// }
    /// ```
    ///
    /// A segue whose identifier is missing or unknown is a bug in the storyboard or the enum: this
    /// stops the app with a message naming the controller, the identifier received and the known
    /// cases (see ``SegueIdentifierError``). Use ``checkedSegueIdentifier(for:)-(UIStoryboardSegue)`` to handle it
    /// instead, or ``knownSegueIdentifier(for:)-(UIStoryboardSegue)`` to ignore segues you don't name.
    @inlinable
    public func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
        requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    /// The case for `segue`, or an error naming the controller, the identifier and the known cases.
    ///
    /// ```swift
    /// do {
    ///     switch try checkedSegueIdentifier(for: segue) { ... }
    /// } catch {
    ///     assertionFailure("\(error)")
    /// }
    /// ```
    @inlinable
    public func checkedSegueIdentifier(for segue: UIStoryboardSegue) throws(SegueIdentifierError) -> SegueIdentifier {
        try segueIdentifier(forRawValue: segue.identifier)
    }

    /// The case for `segue`, or nil when it has no identifier or one the enum doesn't name — for
    /// controllers whose storyboard has segues they deliberately leave to a superclass.
    ///
    /// ```swift
    /// guard let identifier = knownSegueIdentifier(for: segue) else {
    ///     return super.prepare(for: segue, sender: sender)
    /// }
    /// ```
    @inlinable
    public func knownSegueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier? {
        segue.identifier.flatMap { SegueIdentifierTable.shared(for: SegueIdentifier.self).identifier(forRawValue: $0) }
    }

    // MARK: Swift 2 spellings

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showBook, sender: self)
    /// ```
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)-(UIStoryboardSegue)``.
    ///
    /// ```swift
    /// switch segueIdentifier(for: segue) { ... }
    /// ```
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: UIStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }
}
#endif
