// SBConstants style (artsy/eidolon): one top-level enum of every segue identifier of the app.
enum SegueIdentifier: String {
    case ShowAuctionList = "showAuctionList"
    case ShowHelp = "showHelp"
    case ShowBidder = "showBidder"
}
