import SegueKitStoryboard

extension SegueCatalog {
    /// The platform class `className`'s first scene requires it to derive from (`UITableViewController`):
    /// the `sceneClass` that continues its chain where the sources do not show it to the end.
    func requiredClass(of className: String) -> String? {
        scenes[className]?.first?.requiredClass
    }
}
