import SegueKitSwiftSource

extension ModuleCode {
    /// Why a type the generated code would nest in `className`, named one of `names`, cannot be declared:
    /// the class or an ancestor declares one of that name (which it would redeclare), or the module's top
    /// level does (which it would shadow there). `nil` when none of them is taken.
    func takenTypeName(among names: [String], nestedIn className: String) -> String? {
        guard !declaredTypes.isEmpty else { return nil }
        for owner in chain(of: className) {
            guard let name = names.first(where: { declaredTypes.contains("\(owner).\($0)") }) else { continue }
            return owner == className
                ? "'\(className)' already declares a type named \(name)"
                : "'\(className)' inherits from '\(owner)' a type named \(name)"
        }
        return names.first(where: declaredTypes.contains).map { "'\(className)' sees the top-level type \($0)" }
    }
}
