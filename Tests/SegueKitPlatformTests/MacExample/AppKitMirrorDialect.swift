extension MirrorDialect {
    /// The AppKit mirror: sheets, modal windows, popovers, shows and embeds; window content, tab and
    /// split items.
    static let appKit = MirrorDialect(
        platform: .macOS, framework: "AppKit", storyboardClass: "NSStoryboard",
        kinds: [.sheet: ".sheet", .modal: ".modal", .popover: ".popover", .show: ".show", .embed: ".embed"],
        relationships: ["window.shadowedContentViewController": ".windowContent", "tabItems": ".tabItems", "splitItems": ".splitItems"],
        unwindsRunByHarness: false, relationshipCreationSelectors: false)
}
