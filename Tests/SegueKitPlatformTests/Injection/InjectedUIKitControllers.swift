import Foundation
import UIKit
@testable import UIKitMirroredSegueKit

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
