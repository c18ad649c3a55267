/// The version `seguekit --version` prints and generated files name.
///
/// ```swift
/// print(SegueKitToolVersion.current)   // "0.1.0"
/// ```
enum SegueKitToolVersion {
    /// The current version.
    static let current = "0.1.0"
}
