// Test infrastructure — never shipped, and not part of AppKit's surface.
//
// The mirror's default is the macOS 12 header. Each define below builds one group of declarations the
// other way a later or earlier SDK might declare them (and the way this mirror once defaulted to), so
// SegueKit, its generated code and its examples are compiled against both (`MirrorReadingsTests`):
//
// - `SEGUEKIT_MIRROR_MAIN_ACTOR_STORYBOARD`: `NSStoryboard`, `NSTabViewItem` and `NSSplitViewItem` are
//   `@MainActor`.
// - `SEGUEKIT_MIRROR_MAIN_ACTOR_SEGUE`: `NSStoryboardSegue` and `NSSeguePerforming` are `@MainActor`.
// - `SEGUEKIT_MIRROR_MEMBERLESS_SEGUE_PERFORMING`: `NSSeguePerforming` declares none of its three optional
//   methods, so nothing can call them through the protocol (see NSSeguePerforming.swift).

/// Runs `body` on the main actor, which the caller is on: storyboards and segues are used on the main
/// thread. Lets the mirror's implementation stay the same in every reading, whether the caller is
/// isolated or not; a call off the main thread traps.
nonisolated func mirrorOnMainActor<T>(_ body: @MainActor () -> T) -> T {
    let box = MirrorResultBox<T>()
    MainActor.assumeIsolated { box.value = body() }
    return box.value!
}

/// Values the mirror hands to `mirrorOnMainActor` from a context the compiler cannot prove is the main thread.
struct MirrorUnchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Carries `mirrorOnMainActor`'s result out of the main-actor closure (only ever touched there).
private final class MirrorResultBox<T>: @unchecked Sendable {
    var value: T?
}
