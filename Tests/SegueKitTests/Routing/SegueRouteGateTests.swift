import Testing

@testable import SegueKit

// Typed `shouldPerform` gates, per identifier, inherited and overridden by subclasses.

@MainActor
private class Account: FakeController, SegueRouting {
    enum SegueIdentifier: String, CaseIterable {
        case showAccount, showBook
    }

    var isSignedIn = false
    var askedWithSender: [String] = []

    class var segueRoutes: SegueRoutes<Account> {
        SegueRoutes()
            .shouldPerform(.showAccount) { account, sender in
                account.askedWithSender.append(sender as? String ?? "nil")
                return account.isSignedIn
            }
    }
}

@MainActor
private final class KioskAccount: Account {
    var kioskMode = true

    override class var segueRoutes: SegueRoutes<Account> {
        super.segueRoutes
            .shouldPerform(.showBook, from: KioskAccount.self) { kiosk, _ in !kiosk.kioskMode }
    }
}

@MainActor
struct SegueRouteGateTests {
    @Test func gateDecidesForItsIdentifierWithTheSourceAndSender() {
        let account = Account()
        #expect(account.shouldPerformRoutedSegue(withIdentifier: "showAccount", sender: "button") == false)
        account.isSignedIn = true
        #expect(account.shouldPerformRoutedSegue(withIdentifier: "showAccount", sender: nil) == true)
        #expect(account.askedWithSender == ["button", "nil"])
    }

    @Test func identifierWithoutAGateGoesOn() {
        let account = Account()
        #expect(account.shouldPerformRoutedSegue(withIdentifier: "showBook", sender: nil))
        #expect(account.askedWithSender.isEmpty)
    }

    @Test func identifierThatIsNotACaseGoesOnSoPrepareCanReportIt() {
        let account = Account()
        #expect(account.shouldPerformRoutedSegue(withIdentifier: "shwAccount", sender: nil))
    }

    @Test func subclassAddsAGateAndKeepsTheInheritedOne() {
        let kiosk = KioskAccount()
        #expect(kiosk.shouldPerformRoutedSegue(withIdentifier: "showBook", sender: nil) == false)
        kiosk.kioskMode = false
        #expect(kiosk.shouldPerformRoutedSegue(withIdentifier: "showBook", sender: nil))
        #expect(kiosk.shouldPerformRoutedSegue(withIdentifier: "showAccount", sender: nil) == false)
        #expect(Account().shouldPerformRoutedSegue(withIdentifier: "showBook", sender: nil))
    }
}
