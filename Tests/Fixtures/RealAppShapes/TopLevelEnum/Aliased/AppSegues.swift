typealias SegueIdentifier = AppSegues

enum AppSegues: String {
    case showAuctionList
    case showHelp
    case showRegistration
}
