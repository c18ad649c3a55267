import Foundation
import Testing

/// `seguekit check` on small fixtures that reproduce shapes found in real apps
/// (`Tests/Fixtures/RealAppShapes/<case>/`). Runs in the case's folder, so paths in diagnostics are short.
@Suite("Real-app shapes")
struct RealAppShapeTests {
    static let shapes = ToolRunner.repository.appendingPathComponent("Tests/Fixtures/RealAppShapes")

    private func run(_ shape: String, _ arguments: [String]) throws -> ToolRunner.Outcome {
        try ToolRunner.run(arguments, currentDirectory: Self.shapes.appendingPathComponent(shape))
    }

    private func lines(_ outcome: ToolRunner.Outcome) -> [String] {
        outcome.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("seguekit:") }
    }

    // MARK: 1. Top-level and typealiased enums

    @Test func aTopLevelEnumIsCheckedAgainstEveryIdentifier() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "SBConstants"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "SBConstants/StoryboardIdentifiers.swift:5:10: error: case 'ShowBidder' (\"showBidder\") of top-level SegueIdentifier matches no segue identifier in Main.storyboard (a top-level enum is checked against the identifiers of every given storyboard)",
        ], "\(outcome.stderr)")
    }

    /// `generate --check` counts the enums it checks, a top-level one and one a typealias names included.
    @Test func generateCheckCountsTheTopLevelAndAliasedEnumsItChecks() throws {
        for source in ["SBConstants", "Aliased"] {
            let outcome = try run("TopLevelEnum", ["generate", "Main.storyboard", "--check", "--source", source, "--output", "-"])
            #expect(outcome.stderr.contains("checked 1 hand-written SegueIdentifier(s): 1 error(s)"), "\(outcome.stderr)")
            #expect(outcome.status == 1)
        }
    }

    @Test func aTopLevelTypealiasIsCheckedThroughTheEnumItNames() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "Aliased"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "Aliased/AppSegues.swift:6:10: error: case 'showRegistration' of top-level AppSegues matches no segue identifier in Main.storyboard (a top-level enum is checked against the identifiers of every given storyboard)",
        ], "\(outcome.stderr)")
    }

    @Test func anAliasToAnEnumOutsideTheSourcesIsReportedAsNotCheckable() throws {
        let outcome = try run("TopLevelEnum", ["check", "Main.storyboard", "--source", "Unresolved"])
        #expect(outcome.status == 0)
        #expect(lines(outcome) == [
            "Unresolved/AppViewController.swift:2:5: warning: cannot check AppViewController.SegueIdentifier = R.segue.appViewController: no enum 'R.segue.appViewController' with String raw values is declared in the scanned sources (pass the file that declares it with --source)",
        ], "\(outcome.stderr)")
    }

    // MARK: 2. Modules

    /// objcio/core-data: two projects, each with a RegionsTableViewController.
    @Test func sameNamedClassesOfTwoModulesNoLongerMergeTheirSegues() throws {
        let inputs = ["check", "Regions/Main.storyboard", "Legacy/Main.storyboard", "--source", "Regions", "Legacy"]
        // One module (the default): the Legacy storyboard's showMap hides the stale case of Regions, and
        // both warnings say why.
        let merged = try run("TwoModules", inputs)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(lines(merged) == [
            "Legacy/Main.storyboard:6:17: warning: 'RegionsTableViewController' has scenes in modules 'Legacy' and 'Regions'; they are checked as one class — pass --module NAME=PATH for each module's storyboards and sources to tell them apart",
            "Regions/RegionsTableViewController.swift:1:7: warning: class 'RegionsTableViewController' is also declared at Legacy/RegionsTableViewController.swift:1: the given sources cannot be one Swift module, and the segues of both classes' scenes are checked as one class's; check each target on its own, or tell them apart with --module NAME=PATH",
        ], "\(merged.stderr)")
        // Files are read in the order of their paths, so the order they are given in changes nothing.
        let reversed = try run("TwoModules", ["check", "Legacy/Main.storyboard", "Regions/Main.storyboard", "--source", "Legacy", "Regions"])
        #expect(reversed.status == merged.status)
        #expect(lines(reversed) == lines(merged))
        let separate = try run("TwoModules", inputs + ["--module", "Regions=Regions", "--module=Legacy=Legacy"])
        #expect(separate.status == 1)
        #expect(lines(separate) == [
            "Regions/RegionsTableViewController.swift:4:14: error: case 'showMap' of Regions.RegionsTableViewController.SegueIdentifier matches no segue of Regions.RegionsTableViewController in Main.storyboard; it has 'showRegion'",
        ], "\(separate.stderr)")
    }

    /// A link elsewhere in the tree to a module's folder, or a module path spelt through a link, keeps
    /// the module's files in the module: the stale case is still reported.
    @Test func aLinkToAModulesFolderKeepsItsFilesInTheModule() throws {
        let copy = try ToolRunner.temporaryDirectory().appendingPathComponent("TwoModules")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.shapes.appendingPathComponent("TwoModules"), to: copy)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("Aaa"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent("Aaa/Shortcut").path, withDestinationPath: "../Regions")
        try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent("RegionsLink").path, withDestinationPath: "Regions")
        for modules in [["--module", "Regions=Regions"], ["--module", "Regions=RegionsLink"]] {
            let outcome = try ToolRunner.run(
                ["check", "--storyboard", "Regions/Main.storyboard", "Legacy/Main.storyboard", "--source", ".", "--module", "Legacy=Legacy"] + modules,
                currentDirectory: copy)
            #expect(outcome.status == 1, "\(modules): \(outcome.stderr)")
            #expect(lines(outcome) == [
                "./Regions/RegionsTableViewController.swift:4:14: error: case 'showMap' of Regions.RegionsTableViewController.SegueIdentifier matches no segue of Regions.RegionsTableViewController in Main.storyboard; it has 'showRegion'",
            ], "\(modules): \(outcome.stderr)")
        }
    }

    @Test func storyboardsOfOneNameGiveTheSameFileInEitherOrder() throws {
        // Two storyboards named Main, both with storyboard IDs: their scenes are one enum, in path order.
        let renamed = "Tests/Fixtures/RealAppShapes/RenamedClass/Main.storyboard", example = "Examples/SegueKitExample/Main.storyboard"
        let one = try ToolRunner.run(["generate", renamed, example, "--output", "-"], currentDirectory: ToolRunner.repository)
        let other = try ToolRunner.run(["generate", example, renamed, "--output", "-"], currentDirectory: ToolRunner.repository)
        #expect(one.status == 0 && other.status == 0, "\(one.stderr)\n\(other.stderr)")
        #expect(one.stdout.contains("enum MainStoryboard"))
        #expect(one.stdout == other.stdout)
    }

    /// LoopKit/Loop: a storyboard of another target (`customModule="Learn" customModuleProvider="target"`).
    @Test func theModuleFilterDropsScenesOfAnotherModulesStoryboard() throws {
        let both = ["generate", "Regions/Main.storyboard", "Legacy/Main.storyboard"]
        let regions = try run("TwoModules", both + ["--module", "Regions"])
        #expect(regions.status == 0)
        #expect(regions.stdout.contains("case showRegion"))
        #expect(!regions.stdout.contains("showMap"), "\(regions.stdout)")
        // Assigning Legacy's storyboard to Regions makes its target-provided scenes Regions' too.
        let reassigned = try run("TwoModules", both + ["--module", "Regions", "--module", "Regions=Legacy/Main.storyboard"])
        #expect(reassigned.stdout.contains("case showMap"))
        let legacy = try run("TwoModules", both + ["--module", "Legacy"])
        #expect(legacy.stdout.contains("case showMap"))
    }

    /// With `--module Regions`, another module's hand-written `SegueIdentifier` on a class of the same
    /// name is not Regions' class's: Regions' still gets its generated enum.
    @Test func generateLearnsFromTheSourcesOfItsModuleOnly() throws {
        let base = ["generate", "Regions/Main.storyboard", "--source", "Legacy", "--module", "Regions"]
        let outcome = try run("TwoModules", base + ["--module", "Legacy=Legacy"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("extension RegionsTableViewController {\n    /// Segue identifiers"), "\(outcome.stdout)")
        // Unassigned, Legacy's sources are taken as Regions' own: its declaration counts.
        let unassigned = try run("TwoModules", base)
        #expect(!unassigned.stdout.contains("enum SegueIdentifier"), "\(unassigned.stdout)")
    }

    /// One generated file is one module's code: without `--module NAME`, same-named classes of two
    /// modules are merged, with a warning.
    @Test func generateWarnsWhenItMergesClassesOfSeveralModules() throws {
        let outcome = try run("TwoModules", ["generate", "Regions/Main.storyboard", "Legacy/Main.storyboard"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: 'RegionsTableViewController' has scenes in modules 'Legacy' and 'Regions'; their segues are merged into one enum — pass --module NAME to generate for one module"), "\(outcome.stderr)")
        let one = try run("TwoModules", ["generate", "Regions/Main.storyboard", "Legacy/Main.storyboard", "--module", "Regions"])
        #expect(!one.stderr.contains("merged"), "\(one.stderr)")
    }

    /// A misspelt module leaves out the classes of the one meant, which is suggested.
    @Test func anUnknownModuleIsAWarningNamingItAndTheModuleMeant() throws {
        let outcome = try run("TwoModules", ["generate", "Regions/Main.storyboard", "--module", "Regoins"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("seguekit: warning: unknown module 'Regoins': nothing in the given storyboards and no --module NAME=PATH names it (known modules: Regions); did you mean 'Regions'? Only classes without a module get an enum; those of other modules get none"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("// No code was generated for these storyboards."), "\(outcome.stdout)")
        let unrelated = try run("TwoModules", ["generate", "Regions/Main.storyboard", "--module", "Nowhere"])
        #expect(unrelated.stderr.contains("(known modules: Regions); only classes without a module get an enum"), "\(unrelated.stderr)")
    }

    @Test func everyModuleAssignmentToAMissingPathIsAnErrorNamingIt() throws {
        let outcome = try run("TwoModules", ["check", "Regions/Main.storyboard", "--source", "Regions", "--module", "Regions=Nowhere", "--module", "Legacy=Gone"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("seguekit: error: --module Regions=Nowhere: no such file or directory"))
        #expect(outcome.stderr.contains("seguekit: error: --module Legacy=Gone: no such file or directory"))
    }

    /// A per-target run: `check --module Regions` puts the sources in module Regions, so Legacy's scenes
    /// (`customModule="Legacy"`) are another module's and their `showMap` no longer hides the stale case.
    @Test func checkWithAModuleNameMatchesTheSourcesWithThatModulesScenesOnly() throws {
        let inputs = ["check", "Regions/Main.storyboard", "Legacy/Main.storyboard", "--source", "Regions"]
        let regions = try run("TwoModules", inputs + ["--module", "Regions"])
        #expect(regions.status == 1)
        #expect(lines(regions) == [
            "Regions/RegionsTableViewController.swift:4:14: error: case 'showMap' of Regions.RegionsTableViewController.SegueIdentifier matches no segue of Regions.RegionsTableViewController in Main.storyboard; it has 'showRegion'",
        ], "\(regions.stderr)")
        let typo = try run("TwoModules", inputs + ["--module", "Regoins"])
        #expect(typo.stderr.contains("warning: unknown module 'Regoins': nothing in the given storyboards and no --module NAME=PATH names it (known modules: Legacy, Regions); did you mean 'Regions'? Only scenes without a module are checked against the sources"), "\(typo.stderr)")
    }

    /// Two modules each declare a `FormViewController`, one a table, one not: a class's superclass is
    /// the one of its own module, so the app's table scene is right and only the framework's is wrong.
    @Test func superclassChainsAreResolvedWithinEachModule() throws {
        let outcome = try run("TwoModuleChains", ["check", "App/Main.storyboard", "Kit/Kit.storyboard", "--source", "Kit", "App", "--module", "App=App", "--module", "Kit=Kit"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "Kit/Kit.storyboard:6:17: error: 'FormViewController' is on a tableViewController scene, which needs a subclass of UITableViewController, but FormViewController (Kit/FormViewController.swift:2) derives from UIViewController (FormViewController → UIViewController); make it a subclass of UITableViewController or use a scene of its kind",
        ], "\(outcome.stderr)")
    }

    // MARK: 3. Inheritance

    @Test func anEnumOnASuperclassIsCheckedAgainstItsSubclassesScenes() throws {
        let outcome = try run("Inheritance", ["check", "Main.storyboard", "--source", "Sources"])
        #expect(outcome.status == 1)
        // No "no scene has custom class 'PlantFormViewController'"; drift on both sides is reported; the
        // subclass with its own enum (FilteredListViewController) is checked against that enum.
        #expect(lines(outcome) == [
            "Main.storyboard:37:25: error: segue 'deletePlant' of EditPlantViewController has no case in PlantFormViewController.SegueIdentifier, which EditPlantViewController inherits (declared at Sources/PlantForm.swift:3)",
            "Sources/PlantForm.swift:5:14: error: case 'choosePhoto' of PlantFormViewController.SegueIdentifier matches no segue of AddPlantViewController or EditPlantViewController in Main.storyboard; it has 'deletePlant', 'pickSpecies'",
        ], "\(outcome.stderr)")
    }

    @Test func generateEmitsOneEnumPerClassChainAndNoneWhereTheSourcesDeclareOne() throws {
        let chains = try run("Inheritance", ["generate", "Main.storyboard", "--source", "Classes", "--verbose"])
        #expect(chains.status == 0, "\(chains.stderr)")
        // The classes that get a `SegueIdentifier` enum (the typed-segue section extends more types).
        let output = chains.stdout.split(separator: "\n").map(String.init)
        let extended = output.indices.filter { output[$0].contains("enum SegueIdentifier") }.compactMap { line in
            output[..<line].last { $0.hasPrefix("extension ") }
        }
        #expect(extended == ["extension AddPlantViewController {", "extension EditPlantViewController {", "extension ListViewController {"])
        #expect(chains.stdout.contains("case editPlant"), "FilteredListViewController's segue belongs to ListViewController's enum")
        #expect(chains.stderr.contains("Main.storyboard:18:25: note: 'FilteredListViewController' inherits from 'ListViewController'; its segues are cases of ListViewController.SegueIdentifier, which it inherits"))

        let declared = try run("Inheritance", ["generate", "Main.storyboard", "--source", "Sources", "-v"])
        #expect(!declared.stdout.contains("enum SegueIdentifier"), "\(declared.stdout)")
        #expect(declared.stderr.contains("note: 'AddPlantViewController' inherits SegueIdentifier from 'PlantFormViewController' (Sources/PlantForm.swift:3)"))
    }

    /// `generate --source`: a class that declares its own `SegueIdentifier` gets typed segues named
    /// after its cases instead of a second enum.
    @Test func aHandWrittenEnumGetsTypedSeguesNamedAfterItsCases() throws {
        let outcome = try run("Inheritance", ["generate", "Main.storyboard", "--source", "Sources"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("extension ListViewController {\n    /// The segues of `ListViewController`"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("extension FilteredListViewController {\n    /// The segues of `FilteredListViewController`"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("enum SegueIdentifier"), "\(outcome.stdout)")
        // An enum on a superclass whose subclasses own the scenes: typed segues on it hold theirs.
        #expect(outcome.stdout.contains("extension PlantFormViewController {\n    /// The segues of `PlantFormViewController`"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("static var pickSpecies: PerformableSegue<ListViewController> { .init(identifier: .pickSpecies) }"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("static var deletePlant"), "no hand-written case, not performable:\n\(outcome.stdout)")
    }

    /// The example's scene classes, declared as a module's sources would.
    static let exampleClasses = """
        final class LibraryViewController: UITableViewController {}
        final class BookViewController: UIViewController {}
        final class AuthorViewController: UIViewController {}
        final class BookEditorViewController: UIViewController {}
        final class StatsViewController: UIViewController {}
        final class AccountViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        final class TermsViewController: UIViewController {}

        """

    /// Names the app already uses are not redeclared: a class with its own nested `PerformableSegue`
    /// gets no typed segues, a storyboard whose `MainStoryboard` exists gets no typed scenes, each with a
    /// warning; and both sections can be turned off.
    @Test func typedCodeDoesNotRedeclareTheAppsOwnTypes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-taken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "enum MainStoryboard {}\nextension LibraryViewController {\n    struct PerformableSegue {}\n}\n"
            .write(to: folder.appendingPathComponent("Names.swift"), atomically: true, encoding: .utf8)
        try Self.exampleClasses.write(to: folder.appendingPathComponent("Classes.swift"), atomically: true, encoding: .utf8)
        let outcome = try ToolRunner.run(["generate", ToolRunner.main, "--source", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: 'LibraryViewController' already declares a type named PerformableSegue; it gets no typed segues (they would redeclare or shadow it)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: the sources already declare MainStoryboard; the scenes of Main.storyboard get no typed instantiation"), "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("extension LibraryViewController {\n    /// The segues of `LibraryViewController`"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("extension BookViewController {\n    /// The segues of `BookViewController`"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("enum MainStoryboard {"), "\(outcome.stdout)")
        let off = try ToolRunner.run(["generate", ToolRunner.main, "--no-typed-segues", "--no-typed-scenes"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(off.stdout.contains("enum SegueIdentifier"))
        #expect(!off.stdout.contains("enum Segue: TypedSegue {") && !off.stdout.contains("Storyboard {"), "\(off.stdout)")
    }

    /// Which declarations count as taken: the class's own (also a typealias) and an ancestor's, which a
    /// nested type would shadow; not a type local to a function, not a name the class would not get
    /// (`HostingSegue` without SwiftUI segues), not another module's. Each flag turns off its section.
    @Test func takenTypeNamesAreTheClassesAndItsAncestorsInItsModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-taken-\(UUID().uuidString)")
        let other = folder.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            extension LoginViewController { typealias Segue = Int }
            class BaseController: UIViewController { enum Segue {} }
            final class BookEditorViewController: BaseController {}
            extension BookViewController {
                struct HostingSegue {}
                func local() { enum Segue {} }
            }

            """.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        try "enum MainStoryboard {}\n".write(to: other.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        let outcome = try ToolRunner.run([
            "generate", ToolRunner.main, ToolRunner.login, "--source", folder.path,
            "--module", "SegueKitExample", "--module", "SegueKitExample=\(folder.path)", "--module", "Other=\(other.path)",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let taken = outcome.stderr.split(separator: "\n").filter { $0.contains("a type named") }.map(String.init)
        #expect(taken.count == 2, "\(outcome.stderr)")
        #expect(taken.contains { $0.contains("warning: 'LoginViewController' already declares a type named Segue;") }, "\(outcome.stderr)")
        #expect(taken.contains { $0.contains("warning: 'BookEditorViewController' inherits from 'BaseController' a type named Segue;") }, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("extension BookViewController {\n    /// The segues of `BookViewController`"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("enum MainStoryboard {"), "another module's MainStoryboard is not this one's:\n\(outcome.stdout)")
        let noSegues = try ToolRunner.run(["generate", ToolRunner.main, "--no-typed-segues"])
        #expect(!noSegues.stdout.contains("enum Segue: TypedSegue {") && noSegues.stdout.contains("enum MainStoryboard {"), "\(noSegues.stdout)")
        let noScenes = try ToolRunner.run(["generate", ToolRunner.main, "--no-typed-scenes"])
        #expect(noScenes.stdout.contains("enum Segue: TypedSegue {") && !noScenes.stdout.contains("enum MainStoryboard {"), "\(noScenes.stdout)")
    }

    /// Two modules each declaring `RegionsTableViewController.Segue`: the target's own declaration counts
    /// whichever order the sources come in.
    @Test func aTakenNameOfTheTargetModuleCountsWhateverTheOrderOfTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.shapes.appendingPathComponent("TwoModules"), to: folder)
        for module in ["Regions", "Legacy"] {
            let file = folder.appendingPathComponent("\(module)/RegionsTableViewController.swift")
            let text = try String(contentsOf: file, encoding: .utf8) + "\nextension RegionsTableViewController { enum Segue { case a } }\n"
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for sources in [["Legacy", "Regions"], ["Regions", "Legacy"]] {
            let outcome = try ToolRunner.run(
                ["generate", "Regions/Main.storyboard", "--module", "Regions", "--module", "Regions=Regions", "--module", "Legacy=Legacy"]
                    + sources.flatMap { ["--source", $0] },
                currentDirectory: folder)
            #expect(outcome.stderr.contains("'RegionsTableViewController' already declares a type named Segue"), "\(sources): \(outcome.stderr)")
            #expect(!outcome.stdout.contains("    enum Segue: TypedSegue {"), "\(sources): \(outcome.stdout)")
        }
    }

    /// A `private` hand-written enum cannot be named from the generated file: its class gets no typed
    /// segues (and no enum), so the generated file still compiles.
    @Test func aPrivateHandWrittenEnumGetsNoTypedSegues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: Self.shapes.appendingPathComponent("Inheritance/Sources/List.swift"), encoding: .utf8)
            .replacingOccurrences(of: "class ListViewController: UITableViewController {\n    enum", with: "class ListViewController: UITableViewController {\n    private enum")
        #expect(source.contains("private enum"))
        try source.write(to: folder.appendingPathComponent("List.swift"), atomically: true, encoding: .utf8)
        let outcome = try run("Inheritance", ["generate", "Main.storyboard", "--source", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("extension ListViewController {\n    /// The segues of `ListViewController`"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("extension FilteredListViewController {\n    /// The segues of `FilteredListViewController`"), "\(outcome.stdout)")
    }

    /// What generate writes for a chain, a subclass's own typed segues included, passes check (the
    /// generated file itself is not taken for a hand-written enum when it is among the sources of a later
    /// run).
    @Test func theGeneratedChainEnumsPassCheck() throws {
        let folder = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Segues.swift").path
        let classes = Self.shapes.appendingPathComponent("Inheritance/Classes").path
        let generated = try run("Inheritance", ["generate", "Main.storyboard", "--source", classes, folder.path, "-o", output])
        #expect(generated.status == 0, "\(generated.stderr)")
        // FilteredListViewController adds a segue: it has typed segues of its own next to its superclass's.
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("extension FilteredListViewController {\n    /// The segues of `FilteredListViewController`"), "\(code)")
        let again = try run("Inheritance", ["generate", "Main.storyboard", "--source", classes, folder.path, "-o", output])
        #expect(again.stderr.contains("unchanged"), "\(again.stderr)")
        let checked = try run("Inheritance", ["check", "Main.storyboard", "--source", classes, output])
        #expect(checked.status == 0)
        #expect(checked.stderr.contains("0 error(s), 0 warning(s)"), "\(checked.stderr)")
    }

    // MARK: 4. Localizations

    @Test func localizedCopiesAreOneStoryboardAndTheirDifferencesAreWarnings() throws {
        let inputs = ["App/en.lproj/Main.storyboard", "App/Base.lproj/Main.storyboard"]
        let checked = try run("Localized", ["check"] + inputs + ["--source", "App"])
        #expect(checked.status == 0)
        #expect(lines(checked) == [
            "App/en.lproj/Main.storyboard:9:25: warning: segue 'showPreferences' (id seg-02-aaa) is 'showSettings' in App/Base.lproj/Main.storyboard:9, which code relies on; identifiers are not localized: set it to 'showSettings' here",
            "App/en.lproj/Main.storyboard:10:25: warning: segue 'showAbout' (id seg-03-aaa) is not in App/Base.lproj/Main.storyboard, whose identifiers code relies on; add it there or remove it here",
        ], "\(checked.stderr)")
        #expect(checked.stderr.contains("checked 2 storyboard(s)"))
        let sarif = try run("Localized", ["check", "--format", "sarif"] + inputs + ["--source", "App"])
        #expect(sarif.stdout.contains("\"id\" : \"localization-mismatch\""), "\(sarif.stdout.prefix(400))")

        let generated = try run("Localized", ["generate"] + inputs)
        #expect(generated.status == 0)
        #expect(generated.stdout.contains("case showSettings"))
        #expect(!generated.stdout.contains("showPreferences"))
        #expect(!generated.stdout.contains("showAbout"))
        #expect(generated.stderr.contains("App/en.lproj/Main.storyboard:9:25: warning: segue 'showPreferences' (id seg-02-aaa)"))
    }

    @Test func localizedCopiesWithoutBaseGiveTheSameOutputInAnyOrder() throws {
        let english = "App/en.lproj/Main.storyboard", french = "App/fr.lproj/Main.storyboard"
        let first = try run("LocalizedWithoutBase", ["generate", english, french])
        let second = try run("LocalizedWithoutBase", ["generate", french, english])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout.contains("case showSettings"), "\(first.stdout)")
        #expect(!first.stdout.contains("showReglages"))
        #expect(second.stdout == first.stdout)
        #expect(lines(second) == lines(first))
        #expect(lines(first) == [
            "App/fr.lproj/Main.storyboard:8:25: warning: segue 'showReglages' (id seg-01-hom) is 'showSettings' in App/en.lproj/Main.storyboard:8, which code relies on; identifiers are not localized: set it to 'showSettings' here",
        ], "\(first.stderr)")
        let graph = try run("LocalizedWithoutBase", ["graph", french, english])
        #expect(graph.status == 0)
        #expect(graph.stdout.components(separatedBy: "HomeViewController").count - 1 == 1, "drawn once: \(graph.stdout)")
        #expect(graph.stdout == (try run("LocalizedWithoutBase", ["graph", english, french])).stdout)
    }

    // MARK: Classes renamed in code only

    @Test func aSceneClassNoSourceDeclaresIsACheckErrorAndGeneratedCodeNeverNamesIt() throws {
        let checked = try run("RenamedClass", ["check", "Main.storyboard", "--source", "Controllers.swift"])
        #expect(checked.status == 1)
        #expect(lines(checked) == [
            "Main.storyboard:6:17: error: scene class 'HomeScreenViewController' belongs to the app's module but no given Swift file declares it; the sources declare 'HomeViewController' — was it renamed in code only? (at run time: \"Unknown class HomeScreenViewController in Interface Builder file\")",
        ], "\(checked.stderr)")
        let generated = try run("RenamedClass", ["generate", "Main.storyboard", "--source", "Controllers.swift"])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(lines(generated).contains("Main.storyboard:6:17: warning: scene class 'HomeScreenViewController' belongs to the module but no given Swift file declares it; nothing generated names it (seguekit check reports it)"), "\(generated.stderr)")
        #expect(!generated.stdout.contains("HomeScreenViewController"), "\(generated.stdout)")
        #expect(generated.stdout.contains("extension SettingsViewController"), "\(generated.stdout)")
        // With `--check`, the summary counts the enum check's findings and generation's warning apart.
        let checkedToo = try run("RenamedClass", ["generate", "Main.storyboard", "--source", "Controllers.swift", "--check"])
        #expect(checkedToo.stderr.contains("hand-written SegueIdentifier(s): 0 error(s), 0 warning(s); generation: 1 warning(s)\n"), "\(checkedToo.stderr)")
        // Without the sources nothing is known to be missing: the storyboard's class is generated for.
        let storyboardOnly = try run("RenamedClass", ["generate", "Main.storyboard"])
        #expect(storyboardOnly.stdout.contains("extension HomeScreenViewController"))
    }

    /// Both commands decide with one rule which scene classes the sources must declare, whatever the
    /// module options: a class `check` reports is never named by the generated code, and `generate`
    /// warns only about classes `check` reports. A class whose scene names its module (Profile) is the
    /// sources' once a module option says which module they are; a framework's class (Badge) only when
    /// the sources are that framework's.
    @Test(arguments: [
        ([], ["HomeScreenViewController"]),
        (["--module", "Shelf"], ["HomeScreenViewController", "ProfileScreenViewController"]),
        (["--module", "Shelf=."], ["HomeScreenViewController", "ProfileScreenViewController"]),
        // The sources are ShelfKit's: only ShelfKit's class is theirs to declare.
        (["--module", "Shelf=.", "--module", "ShelfKit=Controllers.swift"], ["BadgeViewController"]),
    ])
    func generateAndCheckAgreeOnTheClassesTheSourcesMustDeclare(moduleOptions: [String], undeclared: [String]) throws {
        func classes(_ outcome: ToolRunner.Outcome, severity: String) -> [String] {
            lines(outcome).filter { $0.contains(": \(severity): scene class '") }.map {
                String($0.split(separator: "'")[1])
            }
        }
        let checked = try run("RenamedClass", ["check", "Main.storyboard", "--source", "Controllers.swift"] + moduleOptions)
        let generated = try run("RenamedClass", ["generate", "Main.storyboard", "--source", "Controllers.swift"] + moduleOptions)
        #expect(checked.status == 1)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(classes(checked, severity: "error") == undeclared, "\(checked.stderr)")
        #expect(classes(generated, severity: "warning") == undeclared, "\(generated.stderr)")
        for name in undeclared {
            #expect(!generated.stdout.contains(name), "\(name) in \(generated.stdout)")
        }
        #expect(generated.stdout.contains("extension SettingsViewController"), "\(generated.stdout)")
    }

    /// A class renamed in Swift that keeps its storyboard name with `@objc(OldName)`: the storyboard
    /// records the Objective-C name, code uses the Swift one. `check` compares the class's enum with its
    /// scenes, and the generated code names the Swift class (naming the old one could not compile).
    @Test func aClassNamedForObjectiveCIsCheckedAndGeneratedByItsSwiftName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seguekit-objc-name-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="lst-00-scn"><objects><viewController id="lst-00-ctl" customClass="LegacyListViewController" sceneMemberID="viewController"><connections>
            <segue destination="det-00-ctl" kind="show" identifier="showDetail" id="seg-00-det"/>
            </connections></viewController></objects></scene>
            <scene sceneID="det-00-scn"><objects><viewController id="det-00-ctl" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            @objc(LegacyListViewController) final class ListViewController: UIViewController {
                enum SegueIdentifier: String { case showDetial }
            }
            final class DetailViewController: UIViewController {}
            """.write(to: folder.appendingPathComponent("List.swift"), atomically: true, encoding: .utf8)
        let checked = try ToolRunner.run(["check", "Main.storyboard", "--source", "List.swift"], currentDirectory: folder)
        #expect(checked.status == 1)
        #expect(lines(checked).contains { $0.contains("case 'showDetial' of ListViewController.SegueIdentifier matches no segue of ListViewController") }, "\(checked.stderr)")
        let generated = try ToolRunner.run(["generate", "Main.storyboard", "--source", "List.swift"], currentDirectory: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("extension ListViewController {"), "\(generated.stdout)")
        #expect(!generated.stdout.contains("LegacyListViewController"), "\(generated.stdout)")
    }

    // MARK: 5. Scene kinds, string identifiers, segue actions of class-less scenes

    @Test func aSceneKindTheClassChainDoesNotProvideIsAnError() throws {
        let outcome = try run("SceneKinds", ["check", "Main.storyboard", "Mac.storyboard", "--source", "Controllers.swift"])
        #expect(outcome.status == 1)
        // RootNavigationController, OnboardingPageViewController and SidebarSplitViewController are right;
        // ProfileFormViewController's chain ends at a framework class the sources do not show, so it is
        // not judged.
        #expect(lines(outcome) == [
            "Mac.storyboard:6:17: error: 'MainWindowController' is on a windowController scene, which needs a subclass of NSWindowController, but MainWindowController (Controllers.swift:15) derives from NSViewController (MainWindowController → NSViewController); make it a subclass of NSWindowController or use a scene of its kind",
            "Mac.storyboard:20:17: error: 'PreferencesTabViewController' is on a tabViewController scene, which needs a subclass of NSTabViewController, but PreferencesTabViewController (Controllers.swift:28) derives from NSViewController (PreferencesTabViewController → NSViewController); make it a subclass of NSTabViewController or use a scene of its kind",
            "Main.storyboard:6:17: error: 'MainTabController' is on a tabBarController scene, which needs a subclass of UITabBarController, but MainTabController (Controllers.swift:7) derives from UIViewController (MainTabController → UIViewController); make it a subclass of UITabBarController or use a scene of its kind",
            "Main.storyboard:24:17: error: 'SettingsViewController' is on a tableViewController scene, which needs a subclass of UITableViewController, but SettingsViewController (Controllers.swift:4) derives from UIViewController (SettingsViewController → BaseViewController → UIViewController); make it a subclass of UITableViewController or use a scene of its kind",
            "Main.storyboard:38:17: error: 'GalleryViewController' is on a collectionViewController scene, which needs a subclass of UICollectionViewController, but GalleryViewController (Controllers.swift:20) derives from UIViewController (GalleryViewController → UIViewController); make it a subclass of UICollectionViewController or use a scene of its kind",
            "Main.storyboard:48:17: error: 'RootSplitViewController' is on a splitViewController scene, which needs a subclass of UISplitViewController, but RootSplitViewController (Controllers.swift:25) derives from UINavigationController (RootSplitViewController → UINavigationController); make it a subclass of UISplitViewController or use a scene of its kind",
        ], "\(outcome.stderr)")
        let json = try run("SceneKinds", ["check", "--format", "json", "Main.storyboard", "--source", "Controllers.swift"])
        #expect(json.stdout.contains("\"rule\" : \"scene-kind-mismatch\""), "\(json.stdout)")
    }

    /// The adoption path: code that still uses string literals, or constants that hold them, is checked
    /// before a line changes.
    @Test func stringLiteralIdentifiersAreCheckedAgainstTheClassesSegues() throws {
        let outcome = try run("StringIdentifiers", ["check", "Main.storyboard", "--source", "ListViewController.swift"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "ListViewController.swift:4:38: error: \"showDetial\" in performSegue(withIdentifier:) matches no segue of ListViewController in Main.storyboard; it has 'showDetail', 'showSettings'",
            "ListViewController.swift:18:14: error: \"showSetings\" in a case of a switch on the segue identifier matches no segue of ListViewController in Main.storyboard; it has 'showDetail', 'showSettings'",
            "ListViewController.swift:26:23: error: \"showHelp\" in a comparison with the segue identifier matches no segue of ListViewController in Main.storyboard; it has 'showDetail', 'showSettings'",
            "ListViewController.swift:66:48: error: \"showSetting\" in performSegue(withIdentifier:) matches no segue of ListViewController in Main.storyboard; it has 'showDetail', 'showSettings'",
            "ListViewController.swift:79:38: error: \"showAbuot\" (SegueNames.about) in performSegue(withIdentifier:) matches no segue of ListViewController in Main.storyboard; it has 'showDetail', 'showSettings'",
        ], "\(outcome.stderr)")
        let sarif = try run("StringIdentifiers", ["check", "--format", "sarif", "Main.storyboard", "--source", "ListViewController.swift"])
        #expect(sarif.stdout.contains("\"ruleId\" : \"string-identifier-without-segue\""))
    }

    /// duckduckgo/iOS Debug.storyboard: a segue action on a scene without a custom class.
    @Test func aSegueActionNoMethodImplementsIsAnErrorEvenOnAClassLessScene() throws {
        let outcome = try run("ClassLessSegueAction", ["check", "Debug.storyboard", "--source", "LogViewer.swift"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "Debug.storyboard:8:25: error: destinationCreationSelector 'showInternalSettings:' is implemented by no method in the scanned sources (the controller it is called on has no custom class, so UIKit will find no method to call); give the scene a custom class with `@IBSegueAction func showInternalSettings(_ coder: NSCoder, …)`",
            "Debug.storyboard:9:25: warning: cannot check destinationCreationSelector 'makeLogViewer:': the controller it is called on has no custom class",
        ], "\(outcome.stderr)")
    }

    /// A segue into a SwiftUI `hostingController` scene gets its root view from its segue action, so a
    /// selector no method implements — the hosting controller would show nothing — is an error too.
    @Test func aHostingSegueActionThatNoMethodImplementsIsAnError() throws {
        let outcome = try run("HostingSegueAction", ["check", "Main.storyboard", "--source", "SettingsViewController.swift"])
        #expect(outcome.status == 1)
        #expect(lines(outcome) == [
            "Main.storyboard:12:25: error: destinationCreationSelector 'makeLicenses:' has no matching method on 'SettingsViewController'; add `@IBSegueAction func makeLicenses(_ coder: NSCoder, …) -> UIViewController?`",
        ], "\(outcome.stderr)")
    }

    // MARK: 6. Peek & Pop

    /// A cell's segue with Peek & Pop on nests `commit` and `preview` segues: every command reads it as
    /// the one segue it is.
    @Test func aPeekAndPopSegueIsOneSegueForGenerateCheckAndGraph() throws {
        let check = try run("PeekAndPop", ["check", "Main.storyboard", "--source", "BookshelfViewController.swift"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(lines(check).isEmpty, "\(check.stderr)")
        let generate = try run("PeekAndPop", ["generate", "Main.storyboard"])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("case showBook"))
        #expect(!generate.stdout.contains("Cmt-bk-001") && !generate.stdout.contains("Prv-bk-001"))
        let graph = try run("PeekAndPop", ["graph", "Main.storyboard"])
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.components(separatedBy: "showBook").count == 2, "\(graph.stdout)")
    }

    // MARK: The tooling guide

    /// Every `$ seguekit …` run that Docs/StoryboardTooling.md shows under *Real-app shapes* prints what the
    /// page shows, in the fixture its paragraph names (`**Modules** (`TwoModules`)`), or else the one
    /// fixture that has the files it names; the summary line is left out, as the page says.
    @Test func theRunsTheToolingGuideShowsPrintWhatItShows() throws {
        let guide = try String(contentsOf: ToolRunner.repository.appendingPathComponent("Docs/StoryboardTooling.md"), encoding: .utf8)
        let section = guide.components(separatedBy: "\n### Real-app shapes\n")[1].components(separatedBy: "\n### ")[0]
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.shapes.path).sorted()
        var runs: [(arguments: [String], fixture: String?, output: [String])] = []
        var named: String?
        var inBlock = false, inRun = false
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                inRun = false
            } else if !inBlock, line.hasPrefix("**") {
                named = fixtures.first { line.contains("(`\($0)`") }
            } else if inBlock, line.hasPrefix("$ ") {
                inRun = line.hasPrefix("$ seguekit ")
                if inRun { runs.append((line.dropFirst(11).split(separator: " ").map(String.init), named, [])) }
            } else if inRun {
                runs[runs.count - 1].output.append(line)
            }
        }
        #expect(runs.count >= 8, "\(runs.map(\.arguments))")
        for run in runs {
            // The paths it names: every argument after the command but options and the values of `--module`.
            let paths = run.arguments.indices.dropFirst().filter { !run.arguments[$0].hasPrefix("-") && run.arguments[$0 - 1] != "--module" }
            let having = fixtures.filter { fixture in
                paths.allSatisfy { FileManager.default.fileExists(atPath: Self.shapes.appendingPathComponent(fixture).appendingPathComponent(run.arguments[$0]).path) }
            }
            let fixture = try #require(run.fixture.flatMap { having.contains($0) ? $0 : nil } ?? (having.count == 1 ? having[0] : nil),
                                       "\(run.arguments) names the files of \(having)")
            let outcome = try self.run(fixture, run.arguments)
            let printed = (outcome.stdout + outcome.stderr).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("seguekit: checked ") }
            #expect(printed == run.output, "seguekit \(run.arguments.joined(separator: " ")) in \(fixture)")
        }
    }
}
