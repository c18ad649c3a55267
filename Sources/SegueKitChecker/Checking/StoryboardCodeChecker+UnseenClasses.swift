import SegueKitStoryboard
import SegueKitSwiftSource

// Classes whose code the scanned Swift sources do not show.
extension StoryboardCodeChecker {
    /// Where the code of `controller`'s custom class may be that the sources do not show, said for a
    /// message, or `nil` when its whole chain is in the sources: the class itself when the sources do not
    /// declare it (an Objective-C class of no module, or with `otherModules` a class of another module), or
    /// the superclass its chain ends at short of the platform's classes (an Objective-C or framework base).
    /// UIKit and AppKit look an action up on the class, so it may be implemented there.
    func unseenCode(of controller: StoryboardController, otherModules: Bool, _ chains: ClassHierarchy) -> String? {
        guard let className = controller.customClass, PlatformClasses.chain(of: className) == nil else { return nil }
        guard chains.location(of: className, in: modules.sourceModule) != nil else {
            // A class of the target the sources lack is reported as such (`class-not-declared`).
            if controller.customModuleProvider == "target" { return nil }
            guard let module = controller.customModule else {
                return "'\(className)' (a scene class of no module that the Swift sources do not declare)"
            }
            return otherModules ? "'\(className)' (a class of module '\(module)')" : nil
        }
        guard let top = chains.chain(of: className, in: modules.sourceModule).last, top != className,
              PlatformClasses.chain(of: String(top.lastNameComponent)) == nil,
              chains.location(of: top, in: modules.sourceModule) == nil
        else { return nil }
        return "'\(top)' (the superclass of '\(className)' that the Swift sources do not declare)"
    }
}
