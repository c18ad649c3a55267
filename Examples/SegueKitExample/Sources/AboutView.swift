import SwiftUI

/// The About screen, written in SwiftUI: the storyboard's `About` scene is a `hostingController` with
/// no class of its own. Its segue action (`makeAboutView:`, in LibraryViewController+SegueActions.swift)
/// builds the `UIHostingController<AboutView>` with the library's numbers, so the view needs no
/// optionals.
struct AboutView: View {
    let bookCount: Int
    let authorCount: Int

    var body: some View {
        VStack(spacing: 8) {
            Text("SegueKit Example")
            Text("\(bookCount) books by \(authorCount) authors")
        }
    }
}
