#if !SEGUEKIT_UIKIT && !SEGUEKIT_APPKIT

/// Without UIKit or AppKit there are no system containers; only ``ControllerContainer``s are searched.
@MainActor
enum SystemContainers {
    static func children(of controller: AnyObject) -> [AnyObject]? { nil }
}
#endif
