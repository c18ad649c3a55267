import SegueKitSwiftSource

/// How generated code names SegueKit's types: plainly, or qualified (`SegueKit.TypedSegue`) where the
/// sources declare a type of the same name, which would otherwise be the one found — the classic
/// snippet's own `SegueHandlerType`, kept while migrating, or an app's `TypedSegue`.
struct SegueKitNames: Sendable {
    let handlerType: String
    let typedSegue: String
    let destinationError: String

    init(code: ModuleCode?) {
        func name(_ type: String) -> String {
            code?.declaredTypeNames.contains(type) == true ? "SegueKit.\(type)" : type
        }
        handlerType = name("SegueHandlerType")
        typedSegue = name("TypedSegue")
        destinationError = name("SegueDestinationError")
    }
}
