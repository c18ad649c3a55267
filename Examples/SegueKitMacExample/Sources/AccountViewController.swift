import AppKit

/// The reader's account, shown as a sheet: the `Account` scene, reached from the library by the gated
/// `showAccount`. It knows nothing about the gate.
final class AccountViewController: NSViewController {
    /// Who is signed in; set by the library's `prepare(for:sender:)`, or by the gate after signing in.
    var userName: String?
}
