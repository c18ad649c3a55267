import SegueKitStoryboard

extension SegueCodeGenerator {
    /// Appends the one-line description of a segue's destination written in a case's doc comment:
    /// class, storyboard ID, container root, storyboard reference or unwind.
    ///
    /// `` `UINavigationController` (storyboard ID `Editor`) with root `EditorViewController` ``
    static func appendSummary(of entry: SegueCatalog.Entry, to out: inout String) {
        switch entry.destination {
        case .scene(let scene):
            appendSummary(of: scene, to: &out)
        case .reference(let storyboard, let sceneIdentifier, let resolved):
            out += "storyboard reference to "
            if let sceneIdentifier {
                out += "scene `"
                SwiftLiteral.appendComment(sceneIdentifier, to: &out)
                out += "`"
            } else {
                out += "initial scene"
            }
            out += " of `"
            SwiftLiteral.appendComment(storyboard, to: &out)
            out += "`"
            if let resolved {
                out += ": "
                appendSummary(of: resolved, to: &out)
            }
        case .exit:
            out += "unwind"
            if let action = entry.unwindAction {
                out += " via `"
                SwiftLiteral.appendComment(action, to: &out)
                out += "`"
            }
        case .missing(let id):
            out += "destination `"
            SwiftLiteral.appendComment(id, to: &out)
            out += "` (not in this storyboard)"
        }
    }

    /// `` `Class` (storyboard ID `ID`) with root `Root` ``; a storyboard ID equal to the class name is
    /// not repeated: `` `Class` (also its storyboard ID) ``.
    private static func appendSummary(of scene: SegueCatalog.Scene, to out: inout String) {
        let name = scene.className ?? scene.elementName
        out += "`"
        SwiftLiteral.appendComment(name, to: &out)
        out += "`"
        if let id = scene.storyboardIdentifier {
            if id == name {
                out += " (also its storyboard ID)"
            } else {
                out += " (storyboard ID `"
                SwiftLiteral.appendComment(id, to: &out)
                out += "`)"
            }
        }
        if let root = scene.rootClassName {
            out += " with root `"
            SwiftLiteral.appendComment(root, to: &out)
            out += "`"
        }
    }
}
