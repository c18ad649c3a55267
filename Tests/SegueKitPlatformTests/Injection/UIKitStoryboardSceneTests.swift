@testable import UIKitMirroredSegueKit
import UIKit
import XCTest

// Typed scene instantiation on UIKit: `StoryboardInstantiable` ties a class to its storyboard and Storyboard
// ID; the wrappers call `instantiateViewController(identifier:creator:)` /
// `instantiateInitialViewController(creator:)`, whose creator receives the storyboard's real
// `NSKeyedUnarchiver` coder in the mirror.

private struct Account: Equatable {
    var name: String
}

private final class AccountViewController: InjectedUIViewController<Account>, StoryboardInstantiable {
    static let storyboardName = "DIUIKitScenes"
    static let sceneIdentifier = "Account"
}

/// Its initializer fails for an empty name.
private final class PickyViewController: InjectedUIViewController<String>, StoryboardInstantiable {
    static let storyboardName = "DIUIKitScenes"

    required init?(coder: NSCoder, dependencies name: String) {
        if name.isEmpty { return nil }
        super.init(coder: coder, dependencies: name)
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
            "PickyViewController": MirrorScene(PickyViewController.self),
        ])
    return UIStoryboard(name: "DIUIKitScenes", bundle: nil)
}

final class UIKitStoryboardSceneTests: XCTestCase {
    func testInstantiatingASceneByTypeHandsItsDependenciesToInit() async {
        await MainActor.run {
            _ = registerStoryboard()

            let account = AccountViewController.instantiate(dependencies: Account(name: "ursula"))

            XCTAssertEqual(account.dependencies, Account(name: "ursula"))
            XCTAssertEqual(account.decodedClassName, "AccountViewController")
            XCTAssertNotNil(account.storyboard, "the storyboard sets itself on what it makes")
        }
    }

    func testAGivenStoryboardMakesTheSceneOfAType() async {
        await MainActor.run {
            let storyboard = registerStoryboard()

            let account = AccountViewController.instantiate(dependencies: Account(name: "octavia"), from: storyboard)
            let settings = SettingsViewController.instantiate(from: storyboard)

            XCTAssertEqual(account.dependencies.name, "octavia")
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
            XCTAssertEqual(account?.dependencies.name, "italo")

            UIStoryboard.mirrorRegister(name: "DIUIKitEmpty")
            XCTAssertNil(
                UIStoryboard(name: "DIUIKitEmpty", bundle: nil)
                    .instantiateInitialViewController(AccountViewController.self, dependencies: Account(name: "nobody")))
        }
    }

    func testAnInitializerReturningNilStopsNamingTheControllerInsteadOfFallingBackToInitCoder() async throws {
        let test = "UIKitStoryboardSceneTests/testAnInitializerReturningNilStopsNamingTheControllerInsteadOfFallingBackToInitCoder"
        guard let output = try await DeathTest.stopOutput(of: test, {
            _ = registerStoryboard()
            _ = PickyViewController.instantiate(dependencies: "")
        }) else { return }
        XCTAssertTrue(output.contains("init?(coder:dependencies:) of "), output)
        XCTAssertTrue(output.contains("PickyViewController returned nil."), output)
        XCTAssertFalse(output.contains("without its dependencies"), "not the init(coder:) fallback:\n\(output)")
    }

    func testTheSameSceneWithAcceptedDependenciesIsMade() async {
        await MainActor.run {
            _ = registerStoryboard()
            XCTAssertEqual(PickyViewController.instantiate(dependencies: "ada").dependencies, "ada")
        }
    }
}
