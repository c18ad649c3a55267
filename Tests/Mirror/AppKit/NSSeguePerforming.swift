// Test infrastructure — never shipped. Mirror of AppKit's `NSSeguePerforming`.

/// Mirror of `NSSeguePerforming`: not `@MainActor` in the macOS 12 header, and all three methods are
/// `@objc optional` there.
///
/// Linux has no optional requirements, so the mirror approximates them: the methods are requirements
/// with the default implementations below, which stand in for "not implemented" (a conforming type need
/// not declare them; AppKit then performs nothing and asks nothing). The approximation is kinder than the
/// SDK in one way — code can call the methods through the protocol without `?` — so
/// `SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING` builds the protocol with no members, the reading in
/// which nothing can call them through it. SegueKit compiles against both and calls the methods only on
/// `NSViewController` and `NSWindowController`, which declare them.
#if SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE
@preconcurrency @MainActor
#endif
public protocol NSSeguePerforming: NSObjectProtocol {
    #if !SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING
    /// Optional in the SDK.
    func prepare(for segue: NSStoryboardSegue, sender: Any?)
    /// Optional in the SDK.
    func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)
    /// Optional in the SDK.
    func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool
    #endif
}

#if !SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING
/// "Optional": what AppKit does when the object does not implement the method.
extension NSSeguePerforming {
    public func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
    public func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
    public func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }
}
#endif

// The main-actor controllers' methods satisfy the nonisolated protocol as the SDK's imported
// conformances do: `@preconcurrency`, checked at run time.
#if SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE || SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING
extension NSViewController: NSSeguePerforming {}
extension NSWindowController: NSSeguePerforming {}
#else
extension NSViewController: @preconcurrency NSSeguePerforming {}
extension NSWindowController: @preconcurrency NSSeguePerforming {}
#endif
