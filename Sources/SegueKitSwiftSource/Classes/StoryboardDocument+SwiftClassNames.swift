import SegueKitStoryboard

extension StoryboardDocument {
    /// The document with each scene class that Swift declares under another Objective-C name
    /// (`@objc(LegacyListViewController) final class ListViewController`) written as its Swift name, the
    /// name code uses. Only scenes without a module are renamed: the storyboard records an Objective-C
    /// name with none, and UIKit finds the class by it.
    package func withSwiftClassNames(_ swiftNamesByObjCName: [String: String]) -> StoryboardDocument {
        guard !swiftNamesByObjCName.isEmpty else { return self }
        var document = self
        for sceneIndex in document.scenes.indices {
            for index in document.scenes[sceneIndex].controllers.indices {
                let controller = document.scenes[sceneIndex].controllers[index]
                guard controller.customModule == nil, controller.customModuleProvider == nil,
                      let objcName = controller.customClass, let swiftName = swiftNamesByObjCName[objcName]
                else { continue }
                document.scenes[sceneIndex].controllers[index].customClass = swiftName
            }
        }
        return document
    }
}
