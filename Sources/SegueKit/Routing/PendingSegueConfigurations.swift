/// The call-site closures of `performSegue(withIdentifier:sender:as:configure:)` calls in progress,
/// per controller.
///
/// [I] inferred: the reference lists the order "destination created → segue → `prepare` → `perform()`"
/// for both paths but does not say in so many words that `prepare` runs before `performSegue`
/// returns; every documented storyboard segue is prepared synchronously. A segue prepared later (after
/// `performSegue` returned) would not see the closure: `performSegue` then reports
/// `SegueRoutingError.configurationNotRun` on UIKit and returns
/// `false` on AppKit rather than configuring the wrong segue.
@MainActor
enum PendingSegueConfigurations {
    /// What happened to a call's closure.
    enum Outcome: Equatable {
        /// `prepare` never took it (AppKit's `shouldPerformSegue` said no, or `prepare` does not forward).
        case notRun
        /// It ran with the destination.
        case configured
        /// The destination was not of the closure's type; the closure did not run.
        case failed(SegueDestinationError)
    }

    /// One call's closure.
    final class Entry {
        let identifier: String
        /// Runs the closure with the destination; returns the error when it has the wrong type.
        var configure: ((AnyObject) -> SegueDestinationError?)?
        var outcome: Outcome = .notRun

        init(identifier: String, configure: @escaping (AnyObject) -> SegueDestinationError?) {
            self.identifier = identifier
            self.configure = configure
        }
    }

    private static var stacks: [ObjectIdentifier: [Entry]] = [:]

    /// Runs `perform` with `configure` waiting for `controller`'s segue `identifier`; returns whether
    /// and how it ran. The entry is gone when this returns.
    static func perform<Destination>(
        on controller: AnyObject, identifier: String, as destinationType: Destination.Type,
        configure: (Destination) -> Void, perform: () -> Void
    ) -> Outcome {
        withoutActuallyEscaping(configure) { configure in
            let entry = Entry(identifier: identifier) { root in
                do throws(SegueDestinationError) {
                    configure(try ControllerSearch.require(destinationType, in: root, role: .destination, segueIdentifier: identifier))
                    return nil
                } catch {
                    return error
                }
            }
            let key = ObjectIdentifier(controller)
            stacks[key, default: []].append(entry)
            defer {
                entry.configure = nil
                if var stack = stacks[key], let index = stack.lastIndex(where: { $0 === entry }) {
                    stack.remove(at: index)
                    stacks[key] = stack.isEmpty ? nil : stack
                }
            }
            perform()
            return entry.outcome
        }
    }

    /// Called from `prepare`: runs the innermost waiting closure of `controller` if it is for
    /// `identifier` and has not run. At most once per entry. `destination` is read only then.
    static func runPending(on controller: AnyObject, identifier: String, destination: @autoclosure () -> AnyObject) {
        guard !stacks.isEmpty, let entry = stacks[ObjectIdentifier(controller)]?.last,
              entry.identifier == identifier, let configure = entry.configure
        else { return }
        entry.configure = nil
        entry.outcome = configure(destination()).map(Outcome.failed) ?? .configured
    }

    /// The number of closures waiting on `controller` (for tests).
    static func pendingCount(on controller: AnyObject) -> Int {
        stacks[ObjectIdentifier(controller)]?.count ?? 0
    }
}
