import Foundation
import Testing

/// What `seguekit generate --source` writes for the `Inheritance` shape (two class chains, the
/// enums on superclasses or generated) compiles with the app's classes: no declaration collides along
/// a chain, whether the generator writes the chains' enums (`Classes`) or the sources declare them
/// (`Sources`, which then get typed segues only).
@Suite("Class chains: generated code compiles with the app's classes")
struct GeneratedCodeClassChainTests {
    static let shape = GeneratedCodeSupport.repository.appendingPathComponent("Tests/Fixtures/RealAppShapes/Inheritance")

    static let usage = """
        import SegueKit
        import UIKit

        extension ListViewController {
            func handle(_ segue: UIStoryboardSegue) {
                switch Segue(segue) {
                case .addPlant(let add): let _: AddPlantViewController = add
                case .showFiltered(let filtered): let _: FilteredListViewController = filtered
                }
            }
        }

        extension EditPlantViewController {
            func handle(_ segue: UIStoryboardSegue) {
                switch Segue(segue) {
                case .pickSpecies(let list): let _: ListViewController = list
                case .deletePlant(let list): let _: ListViewController = list
                }
            }
        }

        """

    /// FilteredListViewController declaring its own enum: its typed segues are its own, next to (and
    /// shadowing) ListViewController's.
    static let filteredOwnSegue = """
        extension FilteredListViewController {
            func handleOwn(_ segue: UIStoryboardSegue) {
                switch Segue(segue) {
                case .editPlant(let edit): let _: EditPlantViewController = edit
                }
            }
        }

        """

    /// Generated, FilteredListViewController's identifiers are cases of ListViewController's enum, which
    /// it inherits, and it adds a segue: its own typed segues hold ListViewController's cases and its own,
    /// and the inherited ones go to ListViewController's handling (as an override hands them to `super`).
    static let filteredInheritedSegue = """
        extension ListViewController: SegueHandlerType {}

        extension FilteredListViewController {
            func handleInherited(_ segue: UIStoryboardSegue) {
                switch Segue(segue) {
                case .editPlant(let edit): let _: EditPlantViewController = edit
                case .addPlant, .showFiltered: handle(segue)
                }
            }

            func performInherited() {
                performSegue(.showFiltered) { (filtered: FilteredListViewController) in _ = filtered }
                performSegue(.editPlant) { (edit: EditPlantViewController) in _ = edit }
            }
        }

        """

    @Test(arguments: ["Classes", "Sources"])
    func generatedCodeCompilesWithTheClassesOfTheChains(sources: String) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("chains")
        defer { try? FileManager.default.removeItem(at: folder) }
        let seguekit = Typechecker.modulesDirectory.deletingLastPathComponent().appendingPathComponent("seguekit")
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        let run = try ChildProcess.run(seguekit.path, [
            "generate", Self.shape.appendingPathComponent("Main.storyboard").path,
            "--source", Self.shape.appendingPathComponent(sources).path, "--output", generated.path, "--quiet",
        ])
        #expect(run.status == 0, "\(run.output)")
        // The fixture's classes are written without imports, as a scanner input; an app file has them.
        var files = [generated]
        let classes = try FileManager.default.contentsOfDirectory(at: Self.shape.appendingPathComponent(sources), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        for file in classes {
            let copy = folder.appendingPathComponent(file.lastPathComponent)
            try ("import SegueKit\nimport UIKit\n\n" + String(contentsOf: file, encoding: .utf8)).write(to: copy, atomically: true, encoding: .utf8)
            files.append(copy)
        }
        // App code that switches over the typed segues, the same with the enums generated or hand-written:
        // EditPlantViewController's are its own, or inherited from PlantFormViewController.
        let usage = folder.appendingPathComponent("Usage.swift")
        try (Self.usage + (sources == "Sources" ? Self.filteredOwnSegue : Self.filteredInheritedSegue)).write(to: usage, atomically: true, encoding: .utf8)
        files.append(usage)
        let result = try Typechecker.typecheck(files, mode: .swift6, extraFlags: ["-module-name", "App"])
        let code = (try? String(contentsOf: generated, encoding: .utf8)) ?? ""
        #expect(result.isClean, "\(sources): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        #expect(code.contains(Self.typedSegues(of: "ListViewController")), "\(code)")
        // Generated, the subclass that adds a segue gets typed segues of its own next to its superclass's;
        // with its own hand-written enum it has them too.
        #expect(code.contains("extension FilteredListViewController {\n"), "\(code)")
        // The hand-written enum on PlantFormViewController holds its subclasses' typed segues; generated,
        // each subclass (the superclass has no segues of its own) gets its own.
        #expect(code.contains(Self.typedSegues(of: "PlantFormViewController")) == (sources == "Sources"), "\(code)")
    }

    /// A base class that adopts `SegueHandlerType` while its subclasses own the scenes: the conformance
    /// needs the enum on the base, so the base gets one enum with every subclass's segues, and the app
    /// compiles. So it does when the base is nested in a namespace (`enum Auth { class … }`) and the
    /// subclasses name it `Auth.ListBaseViewController`.
    @Test(arguments: ["", "Auth"])
    func aBaseClassAdoptingSegueHandlerTypeHoldsItsSubclassesEnum(namespace: String) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("adopting-base")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = namespace.isEmpty ? "ListBaseViewController" : "\(namespace).ListBaseViewController"
        let declaration = """
            class ListBaseViewController: UIViewController, SegueHandlerType {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showMessage, .showArchived: break
                    }
                }
            }
            """
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="s1"><objects><viewController id="v1" customClass="InboxViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="v3" kind="show" identifier="showMessage" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="v2" customClass="ArchiveViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="v3" kind="show" identifier="showArchived" id="g2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="v3" customClass="MessageViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            """).write(to: storyboard, atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("App.swift")
        try """
            import SegueKit
            import UIKit

            \(namespace.isEmpty ? declaration : "enum \(namespace) {\n\(declaration)\n}")
            final class InboxViewController: \(base) {
                func open() { performSegue(withIdentifier: .showMessage, sender: nil) }
            }
            final class ArchiveViewController: \(base) {}
            final class MessageViewController: UIViewController {}

            """.write(to: app, atomically: true, encoding: .utf8)
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        let seguekit = Typechecker.modulesDirectory.deletingLastPathComponent().appendingPathComponent("seguekit")
        let run = try ChildProcess.run(seguekit.path, ["generate", storyboard.path, "--source", app.path, "--output", generated.path, "--quiet"])
        #expect(run.status == 0, "\(run.output)")
        let code = try String(contentsOf: generated, encoding: .utf8)
        #expect(code.contains("extension \(base) {\n    /// Segue identifiers of `\(base)` scenes"), "\(code)")
        #expect(!code.contains("extension InboxViewController {") && !code.contains("extension ArchiveViewController {"), "\(code)")
        let result = try Typechecker.typecheck([app, generated], mode: .swift6, extraFlags: ["-module-name", "App"])
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// How the generated typed segues of `className` begin.
    static func typedSegues(of className: String) -> String {
        "extension \(className) {\n    /// The segues of `\(className)` that reach `prepare(for:sender:)`, destinations typed.\n    enum Segue: TypedSegue {\n"
    }
}
