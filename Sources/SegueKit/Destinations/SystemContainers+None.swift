#if !SEGUEKIT_UIKIT && !SEGUEKIT_APPKIT
#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
#error("SegueKit is built without its UIKit or AppKit layer: build it as a Swift package, whose manifest defines SEGUEKIT_UIKIT or SEGUEKIT_APPKIT per platform, or define the one for this platform")
#endif

/// Without UIKit or AppKit there are no system containers; only ``ControllerContainer``s are searched.
@MainActor
enum SystemContainers {
    static func children(of controller: AnyObject) -> [AnyObject]? { nil }
}
#endif
