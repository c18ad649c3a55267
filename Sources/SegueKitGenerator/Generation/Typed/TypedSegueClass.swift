import SegueKitStoryboard
import SegueKitSwiftSource

/// One controller class's segues on one platform, with each case's payload: the input of the typed
/// segue, typed perform and typed scene emitters.
struct TypedSegueClass: Sendable {
    /// What the emitters write for one segue identifier of the class.
    struct Case: Sendable {
        /// The identifier as the storyboard spells it: what `init?(checking:)` matches.
        var identifier: String
        /// The Swift case name of `Segue` (escaped when needed).
        var name: String
        /// The case of `SegueIdentifier` for this identifier (usually `name`), or `nil` when a
        /// hand-written enum has none.
        var identifierCase: String?
        /// The doc line describing the segue (as on the `SegueIdentifier` case).
        var doc: String
        var payload: TypedSeguePayload
        /// Where building the case stores the destination (a `@connect(name)` identifier), or `nil`.
        var connection: Connection?
        /// Every segue of the storyboard(s) is a relationship: it never reaches `prepare(for:sender:)`.
        var isRelationship: Bool
        /// Every segue is an embed segue: it fires while the view loads and cannot be performed from code.
        var isEmbed: Bool
        /// Only an ancestor's scenes have it: the class's `Segue` holds it to hand it to `super`.
        var isInherited: Bool
        /// Its hand-written `SegueIdentifier` case is deprecated.
        var isDeprecated: Bool

        /// Whether `performSegue(_:sender:configure:)` can perform it: not unwind, embed, relationship or
        /// inherited.
        /// A payload found through ``TypedSeguePayload/searchedTypes`` is not: SegueKit's perform looks for one type.
        var isPerformable: Bool {
            !isRelationship && !isEmbed && !isInherited && payload.typeName != nil && payload.searchedTypes.isEmpty && identifierCase != nil
        }
    }

    /// The property of the class that a `@connect(name)` segue's destination is stored in.
    struct Connection: Sendable, Equatable {
        var property: String
        /// The type to find with `destination(as:)` when it is not the case's payload (the navigation
        /// controller around it); `nil` to store the payload.
        var searchedType: String?
    }

    /// The class as generated code names it (``SwiftName/typeName(_:)``).
    let typeName: String
    /// The identifiers, in the order of the `SegueIdentifier` enum.
    let cases: [Case]
    let platform: TypedSeguePlatform
    /// `""` or the access level followed by a space.
    let access: String
    /// For a subclass whose `Segue` adds cases to an ancestor's, the ancestor's type name.
    let extends: String?
    /// How the generated code names SegueKit's types (``SegueCodeGenerator/segueKit``).
    let segueKit: SegueKitNames
    /// What the class's extensions are written with (``ModuleCode/attributes(ofExtensionsOf:)``).
    let availability: String
    /// The platforms the class exists on when it is declared only for some of UIKit's
    /// (``ModuleCode/narrowedClasses``).
    let narrowing: ApplePlatforms?
    /// The platforms its extensions are compiled for.
    var compiledOn: ApplePlatforms { platform.platforms.intersection(narrowing ?? .all) }

    /// The cases of `Segue`: every identifier that can reach `prepare(for:sender:)`.
    var preparedCases: [Case] { cases.filter { !$0.isRelationship } }

    /// The cases `performSegue(_:sender:configure:)` can perform.
    var performableCases: [Case] { cases.filter(\.isPerformable) }

    var identifierType: String { "\(typeName).SegueIdentifier" }
}
