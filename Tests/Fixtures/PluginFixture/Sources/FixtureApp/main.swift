// Prints every generated identifier with its Swift case, destination and kind.
let list = ListViewController()
for segue in ListViewController.SegueIdentifier.allCases {
    print("\(segue.rawValue) -> \(list.title(for: segue)) [\(segue.segueKind)] \(segue.destinationClassName ?? "-")")
}
