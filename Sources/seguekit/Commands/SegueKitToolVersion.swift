/// The version `seguekit --version` prints and generated files name.
enum SegueKitToolVersion {
    static let current = "0.1.0"
}
