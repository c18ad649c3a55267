/// Declares its `SegueIdentifier` by hand, with names of its own: the plugin, which passes the target's
/// Swift files to seguekit, generates no enum for this class (a second one would not compile) and
/// checks this one against `Flow.storyboard` on every build instead.
final class DetailViewController {
    enum SegueIdentifier: String, CaseIterable {
        case backToList = "showList"
        case share = "Share"

        /// Only the hand-written enum has this member.
        var handWritten: String { "hand-written \(self)" }
    }
}
