#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)
import AppKit

// MARK: Default Implementation (AppKit)
//
// `NSViewController` and `NSWindowController` both perform segues (`NSSeguePerforming`), whose
// methods are optional Objective-C requirements; SegueKit extends each class rather than the protocol.

extension SegueHandlerType {
    /// The case for `segue`, for an exhaustive `switch` in `prepare(for:sender:)`.
    ///
    /// ```swift
    /// override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    ///     switch segueIdentifier(for: segue) {
    ///     case .showInspector: ...
    ///     }
    /// }
    /// ```
    ///
    /// A missing or unknown identifier stops the app with a message naming the controller, the
    /// identifier and the known cases (see ``SegueIdentifierError``). Use
    /// ``checkedSegueIdentifier(for:)-(NSStoryboardSegue)`` to handle it instead, or
    /// ``knownSegueIdentifier(for:)-(NSStoryboardSegue)`` to ignore segues you don't name.
    @inlinable
    public func segueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier {
        requiredSegueIdentifier(forRawValue: segue.identifier)
    }

    /// The case for `segue`, or an error naming the controller, the identifier and the known cases.
    ///
    /// ```swift
    /// let identifier = try checkedSegueIdentifier(for: segue)
    /// ```
    @inlinable
    public func checkedSegueIdentifier(for segue: NSStoryboardSegue) throws(SegueIdentifierError) -> SegueIdentifier {
        try segueIdentifier(forRawValue: segue.identifier)
    }

    /// The case for `segue`, or nil when its identifier is missing or not a case.
    ///
    /// ```swift
    /// guard let identifier = knownSegueIdentifier(for: segue) else { return }
    /// ```
    @inlinable
    public func knownSegueIdentifier(for segue: NSStoryboardSegue) -> SegueIdentifier? {
        segue.identifier.flatMap { SegueIdentifierTable.shared(for: SegueIdentifier.self).identifier(forRawValue: $0) }
    }

    /// The Swift 2 spelling of ``segueIdentifier(for:)-(NSStoryboardSegue)``.
    ///
    /// ```swift
    /// switch segueIdentifier(for: segue) { ... }
    /// ```
    @available(*, deprecated, renamed: "segueIdentifier(for:)")
    public func segueIdentifierForSegue(_ segue: NSStoryboardSegue) -> SegueIdentifier {
        segueIdentifier(for: segue)
    }
}

extension SegueHandlerType where Self: NSViewController {
    /// Performs the segue for `identifier`. AppKit asks `shouldPerformSegue(withIdentifier:sender:)`
    /// first, also for segues performed in code.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showInspector, sender: self)
    /// ```
    @inlinable
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showInspector, sender: self)
    /// ```
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }
}

extension SegueHandlerType where Self: NSWindowController {
    /// Performs the segue for `identifier`. AppKit asks `shouldPerformSegue(withIdentifier:sender:)`
    /// first, also for segues performed in code.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showPreferences, sender: self)
    /// ```
    @inlinable
    public func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// The Swift 2 spelling of `performSegue(withIdentifier:sender:)`.
    ///
    /// ```swift
    /// performSegue(withIdentifier: .showPreferences, sender: self)
    /// ```
    @available(*, deprecated, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: SegueIdentifier, sender: Any?) {
        performSegue(withIdentifier: identifier, sender: sender)
    }
}
#endif
