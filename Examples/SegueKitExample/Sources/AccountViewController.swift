import UIKit

/// The reader's account: the storyboard's `Account` scene, shown from the library (`showAccount`).
///
/// `showAccount` is a gated segue (see LibraryViewController+AccountGate.swift): this controller is
/// shown only once someone is signed in, and knows nothing about the gate.
final class AccountViewController: UIViewController {
    /// Who is signed in; set by the library's `prepare(for:sender:)`, or by the gate after signing in.
    var userName: String?
}
