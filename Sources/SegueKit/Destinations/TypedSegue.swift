/// A controller's segues as an enum whose cases carry their destination already typed: the `Segue`
/// enum `seguekit generate` writes for each controller class (Docs/TypedSegues.md). A conforming type
/// implements ``init(checking:)``; `init(_:)` comes with it, for an exhaustive `switch` in
/// `prepare(for:sender:)`:
///
/// ```swift
/// final class LibraryViewController: UITableViewController {
///     var selectedBook: Book?
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         switch Segue(segue) {
///         case .showBook(let book): book.book = selectedBook
///         case .editBook(let editor): editor.book = selectedBook
///         case .showAccount(let account): account.user = session.user
///         case .embedStats: break
///         }
///     }
/// }
/// ```
///
/// `Segue(segue)` stops the app when the storyboard changed without the code being regenerated: an
/// identifier with no case, or a destination that is not (and does not contain) the case's type.
/// Where segues of other classes are expected (a subclass's, handed to `super`), use
/// `try Segue(checking: segue)`, which returns `nil` for them and throws for a wrong destination.
public protocol TypedSegue {
    /// The platform's segue: `UIStoryboardSegue` or `NSStoryboardSegue`.
    associatedtype StoryboardSegue: AnyObject

    /// `segue` as a case, its destination found as `destination(as:)` finds it (inside containers too);
    /// `nil` when its identifier is none of this type's, or it has none.
    ///
    /// - Throws: ``SegueDestinationError`` when the destination is not, and does not contain, the case's type.
    @MainActor init?(checking segue: StoryboardSegue) throws(SegueDestinationError)
}

extension TypedSegue {
    /// ``init(checking:)``, then the closure of a typed perform waiting for this segue, so that the
    /// closure sees the properties `init(checking:)` connects, as with routing. Stops with
    /// ``unknownSegueMessage(identifier:source:destination:unwindsExist:)`` where `init(checking:)`
    /// returns `nil`, or with the ``SegueDestinationError``'s where it throws.
    @MainActor
    init(requiring segue: StoryboardSegue, identifier: String?, source: AnyObject, destination: AnyObject, unwindsExist: Bool) {
        do {
            guard let known = try Self(checking: segue) else {
                fatalError(Self.unknownSegueMessage(identifier: identifier, source: source, destination: destination, unwindsExist: unwindsExist))
            }
            self = known
        } catch {
            stop(with: error)
        }
        if let identifier {
            PendingSegueConfigurations.runPending(on: source, identifier: identifier, destination: destination)
        }
    }

    /// Why a segue of a `source` controller with `identifier` is none of this type's cases. Where unwinds
    /// exist (UIKit), a segue from a controller of another class to the class this type is nested in (or
    /// a subclass of it) is most likely an unwind segue (`UnwindFromEditor(segue)`); otherwise, from a
    /// subclass, it is a segue of a subclass with typed segues of its own that reached an ancestor's
    /// `prepare(for:sender:)` (also one leading to another of its kind: a folder opening a folder). A
    /// segue without an identifier never has a case: regenerating does not help, an identifier does.
    static func unknownSegueMessage(identifier: String?, source: AnyObject, destination: AnyObject?, unwindsExist: Bool) -> String {
        let name = typeName(Self.self), sourceName = typeName(type(of: source))
        let ofClass = name.hasPrefix(sourceName + ".")
        // Whether `object`'s class or one of its superclasses is the class this type is nested in: an
        // unwind may land on a subclass of the class whose action it runs.
        func isOfNestingClass(_ object: AnyObject?) -> Bool {
            var mirror = object.map { Mirror(reflecting: $0) }
            while let current = mirror {
                if name.hasPrefix(typeName(current.subjectType) + ".") { return true }
                mirror = current.superclassMirror
            }
            return false
        }
        let isUnwind = unwindsExist && !ofClass && isOfNestingClass(destination) && !isOfNestingClass(source)
        guard let identifier else {
            if isUnwind {
                return "\(name) has no case for a segue without an identifier from a \(sourceName). An exit gets a case only with an identifier, set on its unwind segue in Interface Builder."
            }
            return "\(name) has no case for a segue without an identifier\(ofClass ? "" : " of a \(sourceName)"). A segue gets a case only with an identifier: "
                + "give it one in Interface Builder (an embed segue too) and regenerate the typed segues, or handle it before the switch with "
                + "try Segue(checking: segue), which returns nil for it."
        }
        let segueName = "segue \"\(identifier)\""
        guard !ofClass else {
            return "\(name) has no case for \(segueName). Regenerate the typed segues if the storyboard changed."
        }
        if isUnwind {
            return "\(name) has no case for \(segueName) from a \(sourceName), most likely an unwind segue: in an unwind action, switch over "
                + "the enum generated for that action, named after it (UnwindToLibrary(segue) for unwindToLibrary(_:)), or regenerate the typed segues if the storyboard changed."
        }
        return "\(name) has no case for \(segueName) of a \(sourceName). If \(sourceName) has typed segues of its own, "
            + "override prepare(for:sender:) there, switch over its Segue and pass the others to super; "
            + "otherwise regenerate the typed segues if the storyboard changed."
    }
}

#if SEGUEKIT_UIKIT
import UIKit

extension TypedSegue where StoryboardSegue == UIStoryboardSegue {
    /// `segue` as a case, its destination typed, for a `switch` that handles every segue of the class.
    /// Stops the app, naming the identifier or drawing the hierarchy found, when the segue is not one
    /// of the cases or its destination is not (and does not contain) the case's type. It then runs the
    /// closure of a `performSegue(withIdentifier:sender:as:configure:)` call waiting for this segue, once,
    /// so typed perform works without routing.
    @MainActor
    public init(_ segue: UIStoryboardSegue) {
        self.init(requiring: segue, identifier: segue.identifier, source: segue.source, destination: segue.destination, unwindsExist: true)
    }
}
#endif

#if SEGUEKIT_APPKIT
import AppKit

extension TypedSegue where StoryboardSegue == NSStoryboardSegue {
    /// `segue` as a case, its destination typed, for a `switch` that handles every segue of the class.
    /// Stops the app, naming the identifier or drawing the hierarchy found, when the segue is not one
    /// of the cases or its destination is not (and does not contain) the case's type. It then runs the
    /// closure of a `performSegue(withIdentifier:sender:as:configure:)` call waiting for this segue, once,
    /// so typed perform works without routing.
    @MainActor
    public init(_ segue: NSStoryboardSegue) {
        self.init(requiring: segue, identifier: segue.identifier, source: segue.sourceController as AnyObject,
                  destination: segue.destinationController as AnyObject, unwindsExist: false)
    }
}
#endif
