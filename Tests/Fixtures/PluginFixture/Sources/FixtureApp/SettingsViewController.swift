/// Stands in for a view controller whose scenes are in `Flows/Settings.storyboard`, a folder the target
/// copies as one resource: its `SegueIdentifier` exists only if the plugin finds storyboards in it.
final class SettingsViewController {}
