@testable import UIKitMirroredSegueKit
import UIKit

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

@MainActor
@Suite("UIKit: storyboard scenes instantiated with dependencies")
struct UIKitStoryboardSceneTests {
    @Test func instantiatingASceneByTypeHandsItsDependenciesToInit() {
        _ = registerStoryboard()

        let account = AccountViewController.instantiate(dependencies: Account(name: "ursula"))

        #expect(account.dependencies == Account(name: "ursula"))
        #expect(account.decodedClassName == "AccountViewController")
        #expect(account.storyboard != nil, "the storyboard sets itself on what it makes")
    }

    @Test func aGivenStoryboardMakesTheSceneOfAType() {
        let storyboard = registerStoryboard()

        let account = AccountViewController.instantiate(dependencies: Account(name: "octavia"), from: storyboard)
        let settings = SettingsViewController.instantiate(from: storyboard)

        #expect(account.dependencies.name == "octavia")
        #expect(account.storyboard === storyboard)
        #expect(settings.madeByInitCoder, "a scene without dependencies is made by init(coder:)")
    }

    @Test func theDefaultSceneIdentifierIsTheClassName() {
        #expect(SettingsViewController.sceneIdentifier == "SettingsViewController")
        #expect(AccountViewController.sceneIdentifier == "Account")
        #expect(SettingsViewController.storyboardBundle == nil)
        _ = registerStoryboard()
        #expect(SettingsViewController.instantiate().madeByInitCoder)
    }

    @Test func theInitialControllerIsMadeWithDependenciesOrIsNilWithoutAnInitialScene() {
        let storyboard = registerStoryboard()

        let account = storyboard.instantiateInitialViewController(AccountViewController.self, dependencies: Account(name: "italo"))
        #expect(account?.dependencies.name == "italo")

        UIStoryboard.mirrorRegister(name: "DIUIKitEmpty")
        let empty = UIStoryboard(name: "DIUIKitEmpty", bundle: nil)
        #expect(empty.instantiateInitialViewController(AccountViewController.self, dependencies: Account(name: "nobody")) == nil)
    }

    @Test func anInitializerReturningNilStopsNamingTheControllerInsteadOfFallingBackToInitCoder() async throws {
        guard let output = try await DeathTest.stopOutput({
            _ = registerStoryboard()
            _ = PickyViewController.instantiate(dependencies: "")
        }) else { return }
        #expect(output.contains("init?(coder:dependencies:) of "), "\(output)")
        #expect(output.contains("PickyViewController returned nil."), "\(output)")
        #expect(!output.contains("without its dependencies"), "not the init(coder:) fallback:\n\(output)")
    }

    @Test func theSameSceneWithAcceptedDependenciesIsMade() {
        _ = registerStoryboard()
        #expect(PickyViewController.instantiate(dependencies: "ada").dependencies == "ada")
    }

    @Test func aTypedSceneIsMadeAsItsClassWithOrWithoutDependencies() {
        let storyboard = registerStoryboard()
        let accountScene = StoryboardScene<AccountViewController>(storyboard: "DIUIKitScenes", identifier: "Account")
        let settingsScene = StoryboardScene<SettingsViewController>(storyboard: "DIUIKitScenes", identifier: "SettingsViewController")

        let account = accountScene.instantiate(dependencies: Account(name: "grace"))
        let settings = settingsScene.instantiate(from: storyboard)

        #expect(account.dependencies.name == "grace")
        #expect(account.decodedClassName == "AccountViewController")
        #expect(settings.storyboard === storyboard)
        #expect(settings.madeByInitCoder)
    }

    @Test func aTypedSceneWhoseInitializerReturnsNilStopsNamingTheController() async throws {
        guard let output = try await DeathTest.stopOutput({
            _ = registerStoryboard()
            _ = StoryboardScene<PickyViewController>(storyboard: "DIUIKitScenes", identifier: "PickyViewController").instantiate(dependencies: "")
        }) else { return }
        #expect(output.contains("PickyViewController returned nil."), "\(output)")
    }
}
