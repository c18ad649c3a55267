import MirroredSegueKit
import UIKit
import XCTest

// Typed scene instantiation on UIKit: `StoryboardInstantiable` ties a class to its storyboard and Storyboard
// ID; the wrappers call `instantiateViewController(identifier:creator:)` /
// `instantiateInitialViewController(creator:)`, whose creator receives the storyboard's real
// `NSKeyedUnarchiver` coder in the mirror.

private struct Account: Equatable {
    var name: String
}

private final class AccountViewController: UIViewController, CoderInitializable, StoryboardInstantiable {
    static let storyboardName = "DIUIKitScenes"
    static let sceneIdentifier = "Account"

    let account: Account
    let decodedClassName: String?

    init?(coder: NSCoder, dependencies account: Account) {
        self.account = account
        self.decodedClassName = coder.decodeObject(forKey: "UIClassName") as? String
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        Self.stopForMissingDependencies()
    }
}

/// Its Storyboard ID is its class name (the default), and it needs nothing.
private final class SettingsViewController: UIViewController, StoryboardInstantiable {
    static let storyboardName = "DIUIKitScenes"
    private(set) var madeByInitCoder = false

    required init?(coder: NSCoder) {
        madeByInitCoder = true
        super.init(coder: coder)
    }
}

@MainActor
private func registerStoryboard() -> UIStoryboard {
    UIStoryboard.mirrorRegister(
        name: "DIUIKitScenes", initial: MirrorScene(AccountViewController.self),
        scenes: [
            "Account": MirrorScene(AccountViewController.self),
            "SettingsViewController": MirrorScene(SettingsViewController.self),
        ])
    return UIStoryboard(name: "DIUIKitScenes", bundle: nil)
}

final class UIKitStoryboardSceneTests: XCTestCase {
    func testInstantiatingASceneByTypeHandsItsDependenciesToInit() async {
        await MainActor.run {
            _ = registerStoryboard()

            let account = AccountViewController.instantiate(dependencies: Account(name: "ursula"))

            XCTAssertEqual(account.account, Account(name: "ursula"))
            XCTAssertEqual(account.decodedClassName, "AccountViewController")
            XCTAssertNotNil(account.storyboard, "the storyboard sets itself on what it makes")
        }
    }

    func testAStoryboardInstanceMakesTheSceneOfAType() async {
        await MainActor.run {
            let storyboard = registerStoryboard()

            let account = storyboard.instantiateViewController(AccountViewController.self, dependencies: Account(name: "octavia"))
            let settings = storyboard.instantiateViewController(SettingsViewController.self)

            XCTAssertEqual(account.account.name, "octavia")
            XCTAssertTrue(account.storyboard === storyboard)
            XCTAssertTrue(settings.madeByInitCoder, "a scene without dependencies is made by init(coder:)")
        }
    }

    func testTheDefaultSceneIdentifierIsTheClassName() async {
        await MainActor.run {
            XCTAssertEqual(SettingsViewController.sceneIdentifier, "SettingsViewController")
            XCTAssertEqual(AccountViewController.sceneIdentifier, "Account")
            XCTAssertNil(SettingsViewController.storyboardBundle)
            _ = registerStoryboard()
            XCTAssertTrue(SettingsViewController.instantiate().madeByInitCoder)
        }
    }

    func testTheInitialControllerIsMadeWithDependenciesOrIsNilWithoutAnInitialScene() async {
        await MainActor.run {
            let storyboard = registerStoryboard()

            let account = storyboard.instantiateInitialViewController(AccountViewController.self, dependencies: Account(name: "italo"))
            XCTAssertEqual(account?.account.name, "italo")

            UIStoryboard.mirrorRegister(name: "DIUIKitEmpty")
            XCTAssertNil(
                UIStoryboard(name: "DIUIKitEmpty", bundle: nil)
                    .instantiateInitialViewController(AccountViewController.self, dependencies: Account(name: "nobody")))
        }
    }
}
