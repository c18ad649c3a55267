import Foundation
import Testing
import SegueKitGenerator
import SegueKitStoryboard

@Suite("Flow graphs")
struct FlowGraphTests {
    private func exampleGraph() throws -> FlowGraph {
        FlowGraph(documents: [try Fixtures.parse(Fixtures.mainStoryboard)])
    }

    @Test func scenesBecomeNodesAndEverySegueAnEdge() throws {
        let document = try Fixtures.parse(Fixtures.mainStoryboard)
        let graph = FlowGraph(documents: [document])
        #expect(graph.nodes.filter { $0.kind == .controller }.count == document.controllers.count)
        #expect(graph.edges.count == document.segues.count)
        let library = try #require(graph.nodes.first { $0.title == "LibraryViewController" })
        #expect(library.subtitle == "Library")
        let initial = graph.nodes.filter(\.isInitial)
        #expect(initial.map(\.title) == ["navigationController"])
        #expect(initial.first?.subtitle == "LibraryNavigation")
    }

    @Test func edgesCarryIdentifierKindAndStyle() throws {
        let graph = try exampleGraph()
        let labels = Dictionary(graph.edges.map { ($0.label, $0.style) }, uniquingKeysWith: { a, _ in a })
        #expect(labels["showBook (show)"] == .navigation)
        #expect(labels["editBook (presentation)"] == .presentation)
        #expect(labels["embedStats (embed)"] == .embed)
        #expect(labels["showAccount (custom) [GatedSegue]"] == .custom)
        #expect(labels["rootViewController"] == .relationship)
        #expect(labels["saveBook (unwind)"] == .unwind)
    }

    @Test func unwindSeguesWithOneActionShareOneUnwindNode() throws {
        let graph = try exampleGraph()
        let unwindNodes = graph.nodes.filter { $0.kind == .unwind }
        #expect(Set(unwindNodes.map(\.title)) == ["unwindToLibrary:", "unwindFromEditor:"])
        let editorTargets = Set(graph.edges.filter { $0.identifier == "saveBook" || $0.identifier == "cancelEditing" }.map(\.to))
        #expect(editorTargets.count == 1)
    }

    @Test func storyboardReferencesAreDistinctNodes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
            <scene sceneID="s1-aa-bbb"><objects>
            <viewController id="v1-aa-bbb" customClass="Home" sceneMemberID="viewController"><connections><segue destination="r1-aa-bbb" kind="show" identifier="login" id="g1-aa-bbb"/></connections></viewController>
            </objects></scene>
            <scene sceneID="s2-aa-bbb"><objects><viewControllerPlaceholder storyboardName="Login" referencedIdentifier="Start" id="r1-aa-bbb" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """
        let graph = FlowGraph(documents: [try Fixtures.parse(xml: xml)])
        let reference = try #require(graph.nodes.first { $0.kind == .reference })
        #expect(reference.title == "Login.storyboard")
        #expect(reference.subtitle == "Start")
        #expect(graph.edges.first?.to == reference.id)
        let dot = DOTWriter().write(graph)
        #expect(dot.contains("shape=folder"))
        let mermaid = MermaidWriter().write(graph)
        #expect(mermaid.contains("[[\"Login.storyboard<br/>Start\"]]"))
    }

    @Test func dotOutputHasOneStatementPerNodeAndEdgeWithStylesPerKind() throws {
        let graph = try exampleGraph()
        let dot = DOTWriter().write(graph)
        #expect(dot.hasPrefix("digraph storyboard {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.components(separatedBy: " -> ").count - 1 == graph.edges.count + graph.nodes.filter(\.isInitial).count)
        #expect(dot.contains("[label=\"rootViewController\", style=bold, color=gray40, arrowhead=diamond]"))
        #expect(dot.contains("[label=\"editBook (presentation)\", style=dashed]"))
        #expect(dot.contains("[label=\"saveBook (unwind)\", style=dotted, color=darkorange]"))
        #expect(dot.contains("\"LibraryViewController\\nLibrary\""))
    }

    @Test func dotAndMermaidEscapeHostileLabels() throws {
        let xml = Fixtures.storyboard([("A", [("say &quot;hi&quot; | &lt;b&gt; \\ #1", "show", "")])])
        let graph = FlowGraph(documents: [try Fixtures.parse(xml: xml)])
        let dot = DOTWriter().write(graph)
        #expect(dot.contains("label=\"say \\\"hi\\\" | <b> \\\\ #1 (show)\""))
        let mermaid = MermaidWriter().write(graph)
        #expect(mermaid.contains("|\"say #quot;hi#quot; #124; #lt;b#gt; \\ #35;1 (show)\"|"))
    }

    @Test func mermaidOutputDeclaresEveryNodeOnceAndDrawsRelationshipsThick() throws {
        let graph = try exampleGraph()
        let mermaid = MermaidWriter().write(graph)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        for index in graph.nodes.indices {
            #expect(mermaid.components(separatedBy: "\n    n\(index)(").count + mermaid.components(separatedBy: "\n    n\(index)>").count - 2 <= 1)
        }
        #expect(mermaid.contains("==>|\"rootViewController\"|"))
        #expect(mermaid.contains("--o|\"embedStats (embed)\"|"))
        #expect(mermaid.contains("class n0 initial"))
    }

    @Test func severalStoryboardsAreClusteredSeparately() throws {
        let graph = FlowGraph(documents: [try Fixtures.parse(Fixtures.mainStoryboard), try Fixtures.parse(Fixtures.loginStoryboard)])
        #expect(graph.storyboards == ["Main.storyboard", "Login.storyboard"])
        #expect(DOTWriter().write(graph).contains("subgraph \"cluster_1\" {\n        label=\"Login.storyboard\";"))
        #expect(MermaidWriter().write(graph).contains("subgraph sb1[\"Login.storyboard\"]"))
        #expect(Set(graph.nodes.map(\.id)).count == graph.nodes.count)
    }
}
