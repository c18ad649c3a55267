/// The version `seguekit --version` prints and generated files name.
enum SegueKitToolVersion {
    /// The current version.
    static let current = "0.1.0"
}
