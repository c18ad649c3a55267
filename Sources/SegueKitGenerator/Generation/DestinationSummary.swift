import SegueKitStoryboard

extension SegueCodeGenerator {
    /// Appends where a segue leads, as a case's doc line says it: the class, a container's root, a
    /// storyboard reference or the unwind action.
    ///
    /// `` `EditorViewController` in `UINavigationController` ``, `` scene `Detail` of `Settings` ``
    static func appendSummary(of entry: SegueCatalog.Entry, to out: inout String) {
        switch entry.destination {
        case .scene(let scene):
            appendSummary(of: scene, to: &out)
        case .reference(let storyboard, let sceneIdentifier, let resolved):
            if let resolved {
                appendSummary(of: resolved, to: &out)
                out += " of "
            } else if let sceneIdentifier {
                out += "scene `"
                SwiftLiteral.appendComment(sceneIdentifier, to: &out)
                out += "` of "
            } else {
                out += "the initial scene of "
            }
            out += "`"
            SwiftLiteral.appendComment(storyboard, to: &out)
            out += "`"
        case .exit:
            out += "unwind"
        case .missing(let id):
            out += "`"
            SwiftLiteral.appendComment(id, to: &out)
            out += "`, which is not in the storyboard"
        }
    }

    /// `` `Class` ``, or `` `Root` in `Container` `` for a container whose root has a class.
    private static func appendSummary(of scene: SegueCatalog.Scene, to out: inout String) {
        if let root = scene.rootClassName {
            out += "`"
            SwiftLiteral.appendComment(root, to: &out)
            out += "` in "
        }
        out += "`"
        SwiftLiteral.appendComment(scene.className ?? scene.elementName, to: &out)
        out += "`"
    }
}
