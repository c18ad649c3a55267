import SegueKitStoryboard

extension SwiftSourceScan {
    /// The scan without what none of `platforms` compiles: for an iOS storyboard, a multiplatform app's
    /// `#if os(macOS)` or `#if os(tvOS)` classes, enums, cases and methods are not the ones its scenes
    /// run. Its builds (``everyBuild(compiling:compiles:)``) are those platforms'.
    package func confined(to platforms: ApplePlatforms) -> SwiftSourceScan {
        var confined = self
        confined.compiledOn = compiledOn.intersection(platforms)
        return confined.leavingOut(platformBlocks.filter { $0.platforms.isDisjoint(with: platforms) })
    }

    /// The scan without what the `blocks` span.
    private func leavingOut(_ blocks: [PlatformBlock]) -> SwiftSourceScan {
        // The lines of each file the blocks span, so a declaration is looked up once.
        var excluded: [String: Set<Int>] = [:]
        for block in blocks { excluded[block.path, default: []].formUnion(block.lines) }
        guard !excluded.isEmpty else { return self }
        func kept(_ location: FileLocation) -> Bool {
            excluded[location.path]?.contains(location.line) != true
        }
        func keptEnums(_ enums: [SegueEnum]) -> [SegueEnum] {
            enums.filter { kept($0.location) }.map { segueEnum in
                var segueEnum = segueEnum
                segueEnum.cases = segueEnum.cases.filter { kept($0.location) }
                return segueEnum
            }
        }
        var scan = self
        scan.classes = classes.filter { kept($0.location) }
        scan.otherPlatformClasses.formUnion(classes.filter { !kept($0.location) && !$0.isNested }.map(\.name))
        scan.declaredTypes = declaredTypes.compactMapValues { locations in
            let kept = locations.filter(kept)
            return kept.isEmpty ? nil : kept
        }
        scan.restrictedTypes = restrictedTypes.compactMapValues { restrictions in
            let kept = restrictions.filter { kept($0.location) }
            return kept.isEmpty ? nil : kept
        }
        scan.segueEnums = keptEnums(segueEnums)
        scan.stringEnums = keptEnums(stringEnums)
        scan.segueAliases = segueAliases.filter { kept($0.location) }
        scan.typeAliases = typeAliases.filter { kept($0.location) }
        scan.protocolRefinements = protocolRefinements.filter { kept($0.location) }
        scan.segueLiterals = segueLiterals.filter { kept($0.location) }
        scan.sceneLiterals = sceneLiterals.filter { kept($0.location) }
        scan.constantReferences = constantReferences.filter { kept($0.location) }
        scan.methods = methods.filter { kept($0.location) }
        scan.conformances = conformances.filter { kept($0.location) }
        scan.staticStrings = staticStrings.filter { kept($0.location) }
        scan.optionalProperties = optionalProperties.filter { kept($0.location) }
        scan.capitalizedMembers = capitalizedMembers.filter { kept($0.location) }
        scan.resolveAliasedOwners()   // an alias declared once per platform names this platform's class
        return scan
    }
}
