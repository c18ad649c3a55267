import Foundation

/// `type`'s fully qualified name for error messages, as `String(reflecting:)` spells it but without
/// the `(unknown context at $…)` segments Swift prints for private and local types:
/// `App.(unknown context at $1f2e).EditorViewController` reads as `App.EditorViewController`. An
/// optional is named by what it wraps: a destination assigned to an optional property is asked for as
/// `Optional<BookViewController>`, and what is missing is a `BookViewController`.
func typeName(_ type: Any.Type) -> String {
    if let optional = type as? any OptionalType.Type { return typeName(optional.wrappedType) }
    var name = String(reflecting: type)
    while let start = name.range(of: "(unknown context at "),
          let end = name.range(of: ").", range: start.upperBound ..< name.endIndex) {
        name.removeSubrange(start.lowerBound ..< end.upperBound)
    }
    return name
}

/// `Optional`, whatever it wraps, for ``typeName(_:)``.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
