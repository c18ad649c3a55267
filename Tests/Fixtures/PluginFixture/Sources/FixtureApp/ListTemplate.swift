// A resource of the target, copied into its bundle as a template, not compiled: the plugin must not read
// it as the target's code. If it did, this enum would count as ListViewController's hand-written one, no
// enum would be generated for the real class, and the fixture would not compile.
final class ListViewController {
    enum SegueIdentifier: String { case fromTemplate }
}
