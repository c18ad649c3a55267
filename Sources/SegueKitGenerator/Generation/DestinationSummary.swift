import SegueKitStoryboard

extension SegueCodeGenerator {
    /// Where a segue leads, as a case's doc line says it: the class, a container's root, a storyboard
    /// reference or the unwind action.
    /// It reads like `` `EditorViewController` in `UINavigationController` `` or `` scene `Detail` of `Settings` ``.
    static func summary(of entry: SegueCatalog.Entry) -> String {
        switch entry.destination {
        case .scene(let scene):
            return summary(of: scene)
        case .reference(let storyboard, let sceneIdentifier, let resolved):
            let scene = resolved.map { summary(of: $0) + " of " }
                ?? sceneIdentifier.map { "scene `\(SwiftLiteral.comment($0))` of " }
                ?? "the initial scene of "
            return scene + "`\(SwiftLiteral.comment(storyboard))`"
        case .exit:
            return "unwind"
        case .missing(let id):
            return "`\(SwiftLiteral.comment(id))`, which is not in the storyboard"
        }
    }

    /// `` `Class` ``, or `` `Root` in `Container` `` for a container whose root has a class.
    private static func summary(of scene: SegueCatalog.Scene) -> String {
        let root = scene.rootClassName.map { "`\(SwiftLiteral.comment($0))` in " } ?? ""
        return root + "`\(SwiftLiteral.comment(scene.className ?? scene.elementName))`"
    }
}
