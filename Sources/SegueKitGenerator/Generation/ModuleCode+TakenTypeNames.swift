import SegueKitSwiftSource

extension ModuleCode {
    /// Why a type the generated code would nest in `className`, named one of `names`, cannot be declared:
    /// the class or an ancestor — up through the platform's classes, which the app may extend — declares
    /// one of that name (which it would redeclare), or the module's top level does (which it would
    /// shadow there). `nil` when none of them is taken.
    func takenTypeName(among names: [String], nestedIn className: String) -> String? {
        guard !declaredTypes.isEmpty || !capitalizedMembers.isEmpty else { return nil }
        for owner in hierarchy.chainThroughPlatform(of: className, in: module) {
            guard let name = names.first(where: { declaredTypes.contains("\(owner).\($0)") || capitalizedMembers.contains("\(owner).\($0)") }) else { continue }
            let kind = declaredTypes.contains("\(owner).\(name)") ? "a type" : "a member"
            return owner == className
                ? "'\(className)' already declares \(kind) named \(name)"
                : "'\(className)' inherits from '\(owner)' \(kind) named \(name)"
        }
        return names.first(where: declaredTypes.contains).map { "'\(className)' sees the top-level type \($0)" }
    }

    /// Why one of the top-level types `names` begin with is not what the name means in an extension of
    /// `className`: the class or an ancestor (a platform class too) nests a type of that name, which is
    /// found there first. `nil` when none is.
    func shadowing(of names: [String], inExtensionsOf className: String) -> String? {
        for name in names {
            let first = String(name.prefix { $0 != "." && $0 != "<" })
            guard declaredTypes.contains(first), nestedTypeNames.contains(first),
                  let owner = hierarchy.chainThroughPlatform(of: className, in: module).first(where: { declaredTypes.contains("\($0).\(first)") })
            else { continue }
            let nests = owner == className ? "'\(className)' declares a type named \(first)" : "'\(className)' inherits from '\(owner)' a type named \(first)"
            return nests + ", which its extensions would take for the destination's class \(first)"
        }
        return nil
    }
}
