#if !((canImport(UIKit) && !os(watchOS) && (!os(Linux) || SEGUEKIT_UIKIT_MIRROR)) || (canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || SEGUEKIT_APPKIT_MIRROR)))

/// Without UIKit or AppKit there are no system containers; only ``ControllerContainer``s are searched.
@MainActor
enum SystemContainers {
    static func front(of controller: AnyObject) -> AnyObject? { nil }

    static func children(of controller: AnyObject) -> [AnyObject]? { nil }
}
#endif
