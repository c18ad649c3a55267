import AppKit
import Foundation
import MirroredSegueKit
import UIKit

// The destinations of the injection tests, written once the way the guide tells apps to write a
// `CoderInitializable` controller: `init?(coder:dependencies:)` stores the dependencies and calls
// `super.init(coder:)`; `init?(coder:)` stops with `stopForMissingDependencies()`. Each test file
// declares its scene classes as empty subclasses (`final class BookViewController:
// InjectedUIViewController<Book> {}`), so the classes stay distinct — the registry's type checks need
// that — without repeating the pattern. App-style code, with the pattern spelled out, is in the
// example app and in `InjectionTypecheckTests`.

/// A UIKit view controller made with its `Dependencies`.
class InjectedUIViewController<Dependencies>: UIViewController, CoderInitializable {
    let dependencies: Dependencies
    /// The scene class the storyboard's coder named: proves that coder reached the initializer.
    let decodedClassName: String?

    required init?(coder: NSCoder, dependencies: Dependencies) {
        self.dependencies = dependencies
        self.decodedClassName = coder.decodeObject(forKey: "UIClassName") as? String
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }
}

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

extension NSKeyedUnarchiver {
    /// A real keyed-unarchiving coder like the one the storyboard hands to segue actions, holding the
    /// class name under the keys the UIKit (`UIClassName`) and AppKit (`NSClassName`) mirrors use.
    static func diCoder(className: String) -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(className, forKey: "UIClassName")
        archiver.encode(className, forKey: "NSClassName")
        archiver.finishEncoding()
        let coder = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        coder.requiresSecureCoding = false
        return coder
    }
}
