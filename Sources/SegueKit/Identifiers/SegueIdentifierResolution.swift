// MARK: Default Implementation (platform-independent)
//
// The UIKit and AppKit layers read `segue.identifier` and hand it here; everything that decides
// what an identifier means lives in this file.

extension SegueHandlerType {
    /// The case whose raw value is `rawValue`, or a ``SegueIdentifierError`` naming this controller, what it
    /// received and the cases it knows. The throwing form of `segueIdentifier(for:)`, for the places UIKit
    /// and AppKit hand you a string; `try?` makes it the optional form:
    ///
    /// ```swift
    /// final class ShelfViewController: UIViewController, SegueHandlerType {
    ///     enum SegueIdentifier: String, CaseIterable { case showBook, editBook }
    ///
    ///     var selectedBook: Book?
    ///
    ///     override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    ///         switch try? segueIdentifier(forRawValue: identifier) {
    ///         case .showBook: return selectedBook != nil
    ///         case .editBook, nil: return true
    ///         }
    ///     }
    /// }
    /// ```
    public func segueIdentifier(forRawValue rawValue: String?) throws(SegueIdentifierError) -> SegueIdentifier {
        if let rawValue, let identifier = SegueIdentifier(rawValue: rawValue) {
            return identifier
        }
        throw SegueIdentifierError(
            controllerType: typeName(type(of: self)),
            identifierType: typeName(SegueIdentifier.self),
            receivedIdentifier: rawValue,
            knownIdentifiers: knownRawValues(of: SegueIdentifier.self))
    }

    /// The case whose raw value is `rawValue`; stops with the ``SegueIdentifierError``'s description when there
    /// is none. The platforms' `segueIdentifier(for:)` is this applied to `segue.identifier`.
    func requiredSegueIdentifier(forRawValue rawValue: String?) -> SegueIdentifier {
        do {
            return try segueIdentifier(forRawValue: rawValue)
        } catch {
            stop(with: error)
        }
    }
}

/// The raw values of `type`'s cases when it is `CaseIterable`, else nil.
func knownRawValues<Identifier: RawRepresentable>(of type: Identifier.Type) -> [String]? where Identifier.RawValue == String {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return rawValuesOfAllCases(iterable)
}

private func rawValuesOfAllCases<Cases: CaseIterable>(_ type: Cases.Type) -> [String] {
    Cases.allCases.map { value in (value as? any RawRepresentable)?.rawValue as? String ?? String(describing: value) }
}
