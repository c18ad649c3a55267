// Prints every generated identifier with its Swift case, then the hand-written ones.
let list = ListViewController()
for segue in ListViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> \(list.title(for: segue))")
}
for segue in DetailViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> \(segue.handWritten)")
}
for segue in SettingsViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> settings")
}
