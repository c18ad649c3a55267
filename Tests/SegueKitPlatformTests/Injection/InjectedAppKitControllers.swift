import AppKit
@testable import AppKitMirroredSegueKit
import Foundation

// The AppKit destinations of the injection tests; see InjectedUIKitControllers.swift.

/// An AppKit view controller made with its `Dependencies`.
class InjectedNSViewController<Dependencies>: NSViewController, CoderInitializable {
    let dependencies: Dependencies
    /// The scene class the storyboard's coder named: proves that coder reached the initializer.
    let decodedClassName: String?

    required init?(coder: NSCoder, dependencies: Dependencies) {
        self.dependencies = dependencies
        self.decodedClassName = coder.decodeObject(forKey: "NSClassName") as? String
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }
}

/// An AppKit window controller made with its `Dependencies`.
class InjectedNSWindowController<Dependencies>: NSWindowController, CoderInitializable {
    let dependencies: Dependencies

    required init?(coder: NSCoder, dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }
}
