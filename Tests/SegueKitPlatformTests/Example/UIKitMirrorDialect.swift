extension MirrorDialect {
    /// The UIKit mirror: show, show detail, present modally and embed; navigation roots, tab bar
    /// controllers' tabs and split view columns.
    static let uiKit = MirrorDialect(
        platform: .iOS, framework: "UIKit", storyboardClass: "UIStoryboard",
        kinds: [.show: ".show", .showDetail: ".showDetail", .presentation: ".presentation", .embed: ".embed"],
        relationships: [
            "rootViewController": ".rootViewController", "viewControllers": ".viewControllers",
            "masterViewController": ".masterViewController", "detailViewController": ".detailViewController",
            "supplementaryViewController": ".supplementaryViewController",
        ],
        unwindsRunByHarness: true, relationshipCreationSelectors: true)
}
