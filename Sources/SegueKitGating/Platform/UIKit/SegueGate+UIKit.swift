#if SEGUEKIT_UIKIT
import UIKit

extension SegueGate {
    /// A gate made in code, with no destination: `intermediate` is presented from `source` when it starts,
    /// and `completion` gets the flow's data — after the flow is dismissed — or why it stopped. Call
    /// ``start()``, or `await` ``run()`` instead of passing a completion:
    ///
    /// ```swift
    /// extension StoreViewController {
    ///     func buyAfterSigningIn() {
    ///         let login = GatedSegue.Intermediate(storyboardNamed: "Login", presentation: .modal(.formSheet))
    ///         SegueGate(source: self, intermediate: login) { result in
    ///             guard case .success(let user as User) = result else { return }
    ///             self.buy(as: user)
    ///         }.start()
    ///     }
    /// }
    /// ```
    public convenience init(
        source: UIViewController, intermediate: GatedSegue.Intermediate, identifier: String? = nil,
        completion: (@MainActor (SegueGate.Result) -> Void)? = nil
    ) {
        let presenter = UIKitGatePresenter(intermediate: intermediate, destinationPresentation: .show)
        self.init(identifier: identifier, source: source, destination: nil, presenter: presenter)
        if let completion { addCompletionHandler(completion) }
    }
}
#endif
