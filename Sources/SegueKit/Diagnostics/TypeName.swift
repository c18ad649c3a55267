import Foundation

/// `type`'s fully qualified name for error messages, as `String(reflecting:)` spells it but without
/// the `(unknown context at $…)` segments Swift prints for private and local types:
/// `App.(unknown context at $1f2e).EditorViewController` reads as `App.EditorViewController`.
func typeName(_ type: Any.Type) -> String {
    var name = String(reflecting: type)
    while let start = name.range(of: "(unknown context at "),
          let end = name.range(of: ").", range: start.upperBound ..< name.endIndex) {
        name.removeSubrange(start.lowerBound ..< end.upperBound)
    }
    return name
}
