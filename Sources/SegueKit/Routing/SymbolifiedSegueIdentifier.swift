/// The name KNMSegueRouting derives from a segue identifier to find its routed method
/// (`prepareFor<Name>Segue:sender:`), or nil when the identifier yields no name and so no route.
///
/// The rule: split the identifier at every character outside `[A-Za-z0-9_]`, uppercase the first
/// character of each part, and concatenate the parts. Use it to keep names that code migrated from
/// KNMSegueRouting (or tools built on it) derive from identifiers identical:
///
/// ```swift
/// symbolifiedSegueIdentifier("some overly-complicated identifier_name 2")  // "SomeOverlyComplicatedIdentifier_name2"
/// symbolifiedSegueIdentifier("push-user-page")                              // "PushUserPage"
/// symbolifiedSegueIdentifier(" - ")                                         // nil
/// ```
///
/// Only ASCII letters, digits and `_` survive: `"ünïcode"` becomes `"NCode"`.
public func symbolifiedSegueIdentifier(_ identifier: String) -> String? {
    var name = ""
    var startsPart = true
    for scalar in identifier.unicodeScalars {
        guard scalar.isASCII, scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        else {
            startsPart = true
            continue
        }
        if startsPart, ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32) {
            name.unicodeScalars.append(upper)
        } else {
            name.unicodeScalars.append(scalar)
        }
        startsPart = false
    }
    return name.isEmpty ? nil : name
}
