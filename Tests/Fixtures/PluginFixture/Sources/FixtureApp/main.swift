// Prints every generated identifier with its Swift case, destination and kind, then the hand-written ones.
let list = ListViewController()
for segue in ListViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> \(list.title(for: segue)) [\(segue.segueKind)] \(segue.destinationClassName ?? "-")")
}
for segue in DetailViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> \(segue.handWritten)")
}
