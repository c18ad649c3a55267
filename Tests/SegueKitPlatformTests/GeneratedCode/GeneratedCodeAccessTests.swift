import Foundation
import SegueKitGenerator
import SegueKitStoryboard
import Testing

/// `seguekit generate` for a module whose classes are not all public: what the generated code declares
/// is never more visible than the classes it names, and a public class's `SegueIdentifier` is public
/// (its `SegueHandlerType` conformance needs it), so the module compiles with `--access public` and
/// without.
@Suite("Generated code compiles beside public and internal classes")
struct GeneratedCodeAccessTests {
    static let storyboard = GeneratedCodeSupport.iOSStoryboard(scenes: """
        <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="List" id="v1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections>
                    <segue destination="v2" kind="show" identifier="showDetail" id="g1"/>
                    <segue destination="v3" kind="show" identifier="showAbout" id="g2"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController storyboardIdentifier="Detail" id="v2" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="v3" kind="show" identifier="showAbout" id="g3"/></connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController storyboardIdentifier="About" id="v3" customClass="AboutViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <viewController id="v4" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="v3" kind="show" identifier="showAbout" id="g4"/></connections>
            </viewController>
        </objects></scene>
        """)

    static let classes = """
        import SegueKit
        import UIKit

        public final class ListViewController: UIViewController, SegueHandlerType {}
        final class DetailViewController: UIViewController, SegueHandlerType {}
        public final class AboutViewController: UIViewController {}
        /// Public, with a hand-written internal enum: its typed perform names it, so it stays internal.
        public final class SettingsViewController: UIViewController {
            enum SegueIdentifier: String { case showAbout }
        }

        """

    @Test(arguments: [true, false])
    func declarationsAreAsVisibleAsTheClassesTheyName(publicAccess: Bool) throws {
        let (folder, classes, generated, run, code) = try generate(Self.classes, options: publicAccess ? ["--access", "public"] : [], in: "access")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.output)")
        let result = try Typechecker.typecheck([classes, generated], mode: .swift6, extraFlags: ["-module-name", "App", "-parse-as-library"])
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        if publicAccess {
            // Under InternalImportsByDefault a plain import is internal: the public declarations' modules are imported public.
            try Self.classes.replacingOccurrences(of: "import ", with: "public import ").write(to: classes, atomically: true, encoding: .utf8)
            let internalByDefault = try Typechecker.typecheck(
                [classes, generated], mode: .swift6, extraFlags: ["-module-name", "App", "-parse-as-library", "-enable-upcoming-feature", "InternalImportsByDefault"])
            #expect(internalByDefault.isClean, "exit \(internalByDefault.exitStatus)\n\(internalByDefault.output)\n--- generated ---\n\(code)")
        }
        // The public class's identifiers are public (its SegueHandlerType conformance needs them); its
        // typed segues name the internal DetailViewController, so they stay internal.
        #expect(code.contains("extension ListViewController {\n    /// Segue identifiers of `ListViewController` scenes (Main.storyboard).\n    public enum SegueIdentifier"), "\(code)")
        #expect(code.contains("    enum Segue: TypedSegue {\n        /// `showAbout`") && !code.contains("public enum Segue:"), "\(code)")
        // Everything of the internal class is internal; the scenes are as visible as their classes.
        #expect(code.contains("extension DetailViewController {\n    /// Segue identifiers of `DetailViewController` scenes (Main.storyboard).\n    enum SegueIdentifier"), "\(code)")
        #expect(code.contains("    public nonisolated static var about: StoryboardScene<AboutViewController>") == publicAccess, "\(code)")
        #expect(code.contains("    nonisolated static var detail: StoryboardScene<DetailViewController>"), "\(code)")
        #expect(!code.contains("public static var detail"), "\(code)")
    }

    /// `--conformance` on a public class declares a public conformance, which under
    /// `InternalImportsByDefault` needs SegueKit imported `public`: the generated file does so, and
    /// compiles with that feature and without it.
    @Test func aPublicClasssConformanceImportsSegueKitPublicly() throws {
        let (folder, classes, generated, run, code) = try generate("""
            public import UIKit

            public final class ListViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            public final class AboutViewController: UIViewController {}
            public final class SettingsViewController: UIViewController {}

            """, options: ["--conformance"], in: "public-conformance")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.output)")
        #expect(code.contains("\npublic import SegueKit\n") && !code.contains("\nimport SegueKit\n"), "\(code)")
        for features in [[], ["-enable-upcoming-feature", "InternalImportsByDefault"]] {
            let result = try Typechecker.typecheck([classes, generated], mode: .swift6, extraFlags: ["-module-name", "App", "-parse-as-library"] + features)
            #expect(result.isClean, "\(features): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        }
    }

    /// `--access package` under `InternalImportsByDefault` needs the modules package declarations use
    /// imported `package`: the generated file does so, and compiles with that feature and without it.
    /// Beside a plain `import SegueKit` of the sources (ambiguous next to `package import` without the
    /// feature) its own import stays plain.
    @Test(arguments: [false, true])
    func packageAccessImportsAtPackageLevel(sourcesImportSegueKit: Bool) throws {
        let adopts = sourcesImportSegueKit ? ", SegueHandlerType" : ""
        let (folder, classes, generated, run, code) = try generate((sourcesImportSegueKit ? "import SegueKit\n" : "") + """
            package import UIKit

            package final class ListViewController: UIViewController\(adopts) {}
            package final class DetailViewController: UIViewController\(adopts) {}
            package final class AboutViewController: UIViewController {}
            package final class SettingsViewController: UIViewController {}

            """, options: ["--access", "package"], in: "package-access")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.output)")
        #expect(code.contains(sourcesImportSegueKit ? "\nimport SegueKit\n" : "\npackage import SegueKit\n") && code.contains("\npackage import UIKit\n"), "\(code)")
        for features in sourcesImportSegueKit ? [[]] : [[], ["-enable-upcoming-feature", "InternalImportsByDefault"]] {
            let result = try Typechecker.typecheck(
                [classes, generated], mode: .swift6, extraFlags: ["-module-name", "App", "-package-name", "Books", "-parse-as-library"] + features)
            #expect(result.isClean, "\(features): exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
        }
    }

    /// A scene class private to its file (valid with `@objc(Name)`) is generated for as a scene without a
    /// custom class: the generated file cannot name it.
    @Test func aFilePrivateSceneClassIsNotNamed() throws {
        let (run, code, result) = try generateWithTheTool(sceneClass: "SecretViewController", source: """
            import SegueKit
            import UIKit

            final class ListViewController: UIViewController, SegueHandlerType {}
            private final class SecretViewController: UIViewController {}

            """, in: "file-private")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("warning: scene class 'SecretViewController' is private to its file; nothing generated names it"), "\(run.output)")
        #expect(!code.contains("extension SecretViewController") && code.contains("case showSecret(UIViewController)"), "\(code)")
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// A class nested in another type reaches a storyboard by its `@objc(Name)`; the generated file would
    /// have to name the types around it, so its scenes are generated for as scenes without a custom class.
    @Test func aNestedSceneClassIsNotNamed() throws {
        let source = """
            import SegueKit
            import UIKit

            final class ListViewController: UIViewController, SegueHandlerType {}
            enum Onboarding {
                @objc(OnboardingWelcome) final class WelcomeViewController: UIViewController {}
            }

            """
        // Linux has no Objective-C: the app compiles here without the attribute, which changes no Swift name.
        let (run, code, result) = try generateWithTheTool(
            sceneClass: "OnboardingWelcome", source: source, compiled: source.replacingOccurrences(of: "@objc(OnboardingWelcome) ", with: ""),
            in: "nested")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("warning: scene class 'WelcomeViewController' is nested in another type; nothing generated names it"), "\(run.output)")
        #expect(!code.contains("OnboardingWelcome") && !code.contains("extension WelcomeViewController") && code.contains("case showSecret(UIViewController)"), "\(code)")
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// Runs `seguekit generate --source` on `source` and a storyboard where `ListViewController` shows a
    /// scene of `sceneClass` (`showSecret`), written as Interface Builder writes a class it knows by its
    /// Objective-C name when the name is not the Swift one; then typechecks `compiled` (by default
    /// `source`) with the generated file.
    /// Writes ``storyboard`` and `classes` (as `Sources/Classes.swift`) into a new folder, and runs
    /// `seguekit generate --source` on them with `options`. The caller removes the folder.
    private func generate(_ classes: String, options: [String], in folderName: String) throws
        -> (folder: URL, classes: URL, generated: URL, run: ChildProcess.Outcome, code: String) {
        let folder = try GeneratedCodeSupport.temporaryFolder(folderName)
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        let file = sources.appendingPathComponent("Classes.swift")
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        try Self.storyboard.write(to: storyboard, atomically: true, encoding: .utf8)
        try classes.write(to: file, atomically: true, encoding: .utf8)
        let seguekit = Typechecker.modulesDirectory.deletingLastPathComponent().appendingPathComponent("seguekit")
        let run = try ChildProcess.run(seguekit.path, ["generate", storyboard.path, "--source", sources.path, "--output", generated.path, "--quiet"] + options)
        let code = (try? String(contentsOf: generated, encoding: .utf8)) ?? ""
        return (folder, file, generated, run, code)
    }

    private func generateWithTheTool(
        sceneClass: String, source: String, compiled: String? = nil, in folderName: String
    ) throws -> (run: ChildProcess.Outcome, code: String, typecheck: Typechecker.Result) {
        let folder = try GeneratedCodeSupport.temporaryFolder(folderName)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        let classes = folder.appendingPathComponent("Classes.swift")
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        let module = source.contains("class \(sceneClass)") ? #" customModuleProvider="target""# : ""
        try GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="v1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <connections><segue destination="v2" kind="show" identifier="showSecret" id="g1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Secret" id="v2" customClass="\(sceneClass)"\(module) sceneMemberID="viewController">
                    <connections><segue destination="v1" kind="show" identifier="showList" id="g2"/></connections>
                </viewController>
            </objects></scene>
            """).write(to: storyboard, atomically: true, encoding: .utf8)
        try source.write(to: classes, atomically: true, encoding: .utf8)
        let seguekit = Typechecker.modulesDirectory.deletingLastPathComponent().appendingPathComponent("seguekit")
        let run = try ChildProcess.run(seguekit.path, ["generate", storyboard.path, "--source", classes.path, "--output", generated.path])
        let code = (try? String(contentsOf: generated, encoding: .utf8)) ?? ""
        try (compiled ?? source).write(to: classes, atomically: true, encoding: .utf8)
        return (run, code, try Typechecker.typecheck([classes, generated], mode: .swift6, extraFlags: ["-module-name", "App", "-parse-as-library"]))
    }

    /// An app that gives its imports an access level (`internal import UIKit`, ahead of
    /// InternalImportsByDefault) cannot have a plain import of the module beside them: the generated
    /// file's imports take the level too, in both language modes.
    /// With `--access public` the level is the widest the declarations that use the module are written
    /// at: public for a public class's, internal when the classes are internal (an unused public import
    /// is a warning).
    @Test(arguments: [(Typechecker.Mode.swift6, false), (.swift6, true), (.swift5Complete, false)])
    func importsTakeTheAccessLevelTheAppGivesThem(_ mode: Typechecker.Mode, publicAccess: Bool) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("import-levels")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = folder.appendingPathComponent("Classes.swift"), more = folder.appendingPathComponent("More.swift")
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        try """
            internal import SegueKit
            internal import UIKit

            final class ListViewController: UIViewController, SegueHandlerType {}
            final class DetailViewController: UIViewController {}

            """.write(to: classes, atomically: true, encoding: .utf8)
        let publicClasses = """
            public import SegueKit
            public import UIKit

            public final class ListViewController: UIViewController, SegueHandlerType {}
            public final class DetailViewController: UIViewController {}

            """
        try "internal import SegueKit\ninternal import UIKit\n\nextension DetailViewController {}\n".write(to: more, atomically: true, encoding: .utf8)
        let storyboard = try StoryboardParser().parse(data: Data(GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController id="v1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <connections><segue destination="v2" kind="show" identifier="showDetail" id="g1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Detail" id="v2" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """).utf8), filePath: "Main.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = try GeneratedCodeSupport.moduleCode(of: [classes, more], module: "App")
        options.accessLevel = publicAccess ? .public : .internal
        let internalCode = SegueCodeGenerator(options: options).generate(documents: [storyboard]).code
        #expect(internalCode.contains("internal import SegueKit\ninternal import UIKit\n"), "\(internalCode)")
        var code = internalCode
        if publicAccess {
            try publicClasses.write(to: classes, atomically: true, encoding: .utf8)
            options.code = try GeneratedCodeSupport.moduleCode(of: [classes, more], module: "App")
            code = SegueCodeGenerator(options: options).generate(documents: [storyboard]).code
            #expect(code.contains("#if canImport(UIKit) && canImport(SegueKit) && !os(watchOS)\npublic import SegueKit\npublic import UIKit\n"), "\(code)")
        }
        try code.write(to: generated, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck([classes, more, generated], mode: mode, extraFlags: ["-module-name", "App", "-parse-as-library"])
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }

    /// A public class of an app with access-level imports, generated for with `--conformance`: one level
    /// per module across the file (the header's `SegueKit` for the public conformance and the typed
    /// section's agree), and a typed scene of an app class needs no public UIKit import.
    @Test(arguments: [Typechecker.Mode.swift6, .swift5Complete])
    func importLevelsAgreeAcrossTheFileAndAreNoWiderThanTheirUse(_ mode: Typechecker.Mode) throws {
        let folder = try GeneratedCodeSupport.temporaryFolder("import-agree")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = folder.appendingPathComponent("Classes.swift"), more = folder.appendingPathComponent("More.swift")
        let generated = folder.appendingPathComponent("Segues.generated.swift")
        try """
            public import UIKit

            public final class ListViewController: UIViewController {}
            public final class DetailViewController: UIViewController {}

            """.write(to: classes, atomically: true, encoding: .utf8)
        try "internal import SegueKit\ninternal import UIKit\n\nextension DetailViewController {}\n".write(to: more, atomically: true, encoding: .utf8)
        let storyboard = try StoryboardParser().parse(data: Data(GeneratedCodeSupport.iOSStoryboard(scenes: """
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="List" id="v1" customClass="ListViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <connections><segue destination="v2" kind="show" identifier="showDetail" id="g1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="v2" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            """).utf8), filePath: "Main.storyboard")
        var options = SegueCodeGenerator.Options()
        options.code = try GeneratedCodeSupport.moduleCode(of: [classes, more], module: "App")
        options.declareConformance = true
        // The public class's enum and conformance are public; its typed segues, internal (no --access).
        let code = SegueCodeGenerator(options: options).generate(documents: [storyboard]).code
        #expect(!code.contains("internal import SegueKit") && code.contains("public import SegueKit"), "\(code)")
        try code.write(to: generated, atomically: true, encoding: .utf8)
        let result = try Typechecker.typecheck([classes, more, generated], mode: mode, extraFlags: ["-module-name", "App", "-parse-as-library"])
        #expect(result.isClean, "exit \(result.exitStatus)\n\(result.output)\n--- generated ---\n\(code)")
    }
}
