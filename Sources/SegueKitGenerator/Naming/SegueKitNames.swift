import SegueKitSwiftSource

/// How generated code names SegueKit's types: plainly, or qualified (`SegueKit.TypedSegue`) where the
/// sources declare a type of the same name, which would otherwise be the one found — the classic
/// snippet's own `SegueHandlerType`, kept while migrating, or an app's `TypedSegue` — or, without the
/// sources, where a scene's class has the name.
struct SegueKitNames: Sendable {
    let handlerType: String
    let typedSegue: String
    let destinationError: String
    /// Qualified also without the sources, which may declare one of their own (SwiftGen's templates do).
    let storyboardScene: String

    init(code: ModuleCode?, sceneClassNames: Set<String> = []) {
        func name(_ type: String) -> String {
            code.map { $0.declaredTypeNames.contains(type) } ?? sceneClassNames.contains(type) ? "SegueKit.\(type)" : type
        }
        handlerType = name("SegueHandlerType")
        typedSegue = name("TypedSegue")
        destinationError = name("SegueDestinationError")
        storyboardScene = code == nil ? "SegueKit.StoryboardScene" : name("StoryboardScene")
    }
}
