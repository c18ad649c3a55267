import SegueKitStoryboard

/// The compact binary form in which ``SwiftScanCache`` stores values: integers as zigzag LEB128
/// varints, each distinct string once per archive and then by number. Reading a file's scan back costs
/// a small part of scanning it again, even in a debug build (JSON through `Codable` cost more there than
/// the scans it saved).
///
/// Reading never traps on damaged bytes: every read is checked and throws ``Malformed``.
enum ScanArchive {
    /// Bytes that are not an archive this code wrote.
    struct Malformed: Error {}

    /// Appends values to ``bytes``.
    struct Writer {
        var bytes: [UInt8] = []
        private var strings: [String: Int] = [:]

        mutating func int(_ value: Int) {
            var rest = UInt(bitPattern: value << 1 ^ value >> (Int.bitWidth - 1))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func word(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }

        /// `-2` for `nil`, `-1` and the UTF-8 bytes for a string not written before, else its number.
        mutating func string(_ value: String?) {
            guard let value else { return int(-2) }
            if let number = strings[value] { return int(number) }
            strings[value] = strings.count
            int(-1)
            int(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func array<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Void) {
            int(elements.count)
            for element in elements { write(&self, element) }
        }

        mutating func location(_ location: FileLocation) {
            string(location.path)
            int(location.line)
            int(location.column)
        }

        mutating func branches(_ branches: [SwiftSourceScan.ConditionalBranch]) {
            array(branches) { writer, branch in writer.location(branch.block); writer.int(branch.index) }
        }
    }

    /// Reads values back in the order a ``Writer`` wrote them.
    struct Reader {
        private let bytes: [UInt8]
        private(set) var index: Int
        private var strings: [String] = []

        init(_ bytes: [UInt8], from start: Int = 0) {
            self.bytes = bytes
            index = min(start, bytes.count)
        }

        var isAtEnd: Bool { index == bytes.count }

        mutating func int() throws -> Int {
            var value: UInt = 0
            var shift = 0
            while true {
                guard index < bytes.count, shift < UInt.bitWidth else { throw Malformed() }
                let byte = bytes[index]
                index &+= 1
                value |= UInt(byte & 0x7F) << UInt(shift)
                if byte < 0x80 { break }
                shift &+= 7
            }
            return Int(bitPattern: value >> 1) ^ -Int(bitPattern: value & 1)
        }

        mutating func word() throws -> UInt64 {
            guard bytes.count - index >= 8 else { throw Malformed() }
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) {
                value |= UInt64(bytes[index]) << UInt64(shift)
                index &+= 1
            }
            return value
        }

        /// Skips `count` raw bytes and returns their offsets.
        mutating func skip(_ count: Int) throws -> Range<Int> {
            guard count >= 0, bytes.count - index >= count else { throw Malformed() }
            defer { index += count }
            return index..<index + count
        }

        /// `count` bytes read as UTF-8.
        private mutating func text(_ count: Int) throws -> String {
            let range = try skip(count)
            return String(decoding: bytes[range], as: UTF8.self)
        }

        mutating func optionalString() throws -> String? {
            let code = try int()
            switch code {
            case -2:
                return nil
            case -1:
                let text = try text(try int())
                strings.append(text)
                return text
            case 0..<strings.count:
                return strings[code]
            default:
                throw Malformed()
            }
        }

        mutating func string() throws -> String {
            guard let text = try optionalString() else { throw Malformed() }
            return text
        }

        mutating func array<Element>(_ read: (inout Reader) throws -> Element) throws -> [Element] {
            let count = try int()
            // Every element takes at least one byte: a count beyond the rest is damage, not a size to reserve.
            guard count >= 0, count <= bytes.count - index else { throw Malformed() }
            var elements: [Element] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try read(&self)) }
            return elements
        }

        mutating func location() throws -> FileLocation {
            FileLocation(path: try string(), line: try int(), column: try int())
        }

        mutating func branches() throws -> [SwiftSourceScan.ConditionalBranch] {
            try array { reader in SwiftSourceScan.ConditionalBranch(block: try reader.location(), index: try reader.int()) }
        }
    }

    static func encode(_ scan: SwiftSourceScan) -> [UInt8] {
        var writer = Writer()
        writer.array(scan.classes) { writer, item in
            writer.string(item.name); writer.string(item.superclass); writer.location(item.location); writer.string(item.objcName)
            writer.string(item.owner)
            writer.int((item.isGeneric ? 1 : 0) | (item.exposesMembers ? 4 : 0) | (item.isDeprecated ? 8 : 0)
                | (item.isOpen ? 16 : 0) | ApplePlatforms.all.subtracting(item.platforms).rawValue << 5)
            writer.array(item.availability) { $0.string($1) }
            writer.branches(item.branches)
        }
        writer.array(scan.declaredTypes.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key); writer.array(item.value) { $0.location($1) }
        }
        writer.array(scan.restrictedTypes.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key)
            writer.array(item.value) { writer, restriction in writer.int(restriction.visibility.rawValue); writer.location(restriction.location) }
        }
        writer.array(scan.typesWithAvailability.sorted()) { $0.string($1) }
        writer.array(scan.platformBlocks) { writer, item in
            writer.string(item.path); writer.int(item.lines.lowerBound); writer.int(item.lines.upperBound)
            writer.int(item.platforms.rawValue)
        }
        writer.array(scan.undecidedPlatformBranches) { writer, item in
            writer.string(item.path); writer.int(item.lines.lowerBound); writer.int(item.lines.upperBound); writer.int(item.platforms.rawValue)
            writer.array(item.superclasses) { $0.string($1) }
        }
        writer.array(scan.exhaustiveConditionals.sorted { $0.key < $1.key }) { writer, item in writer.location(item.key); writer.int(item.value) }
        let branchPlatforms = scan.branchPlatforms.flatMap { block, branches in branches.map { (block, $0.key, $0.value) } }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        writer.array(branchPlatforms) { writer, item in
            writer.location(item.0); writer.int(item.1)
            writer.int(item.2.surely.rawValue); writer.int(item.2.possibly.rawValue)
        }
        writer.array(scan.segueEnums) { encode($1, to: &$0) }
        writer.array(scan.stringEnums) { encode($1, to: &$0) }
        writer.array(scan.segueAliases) { writer, item in
            writer.string(item.owner); writer.string(item.target); writer.location(item.location)
        }
        writer.array(scan.typeAliases) { writer, item in
            writer.string(item.name); writer.string(item.target); writer.location(item.location)
        }
        writer.array(scan.restrictedImports.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key); writer.array(item.value) { $0.location($1) }
        }
        writer.array(scan.implicitImports.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key); writer.array(item.value) { $0.location($1) }
        }
        writer.array(scan.publicImports.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key); writer.array(item.value) { $0.location($1) }
        }
        writer.array(scan.protocolRefinements) { writer, item in
            writer.string(item.typeName); writer.string(item.inheritedType); writer.location(item.location); writer.string(item.qualifier)
        }
        writer.array(scan.unterminatedComments) { $0.location($1) }
        writer.array(scan.unterminatedStrings) { $0.location($1) }
        writer.array(scan.segueLiterals) { writer, item in
            writer.string(item.owner); writer.string(item.identifier); writer.string(item.usage); writer.location(item.location)
            writer.string(item.constant)
        }
        writer.array(scan.storyboardNames.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key); writer.array(item.value) { $0.location($1) }
        }
        writer.array(scan.sceneLiterals) { writer, item in
            writer.string(item.owner); writer.string(item.identifier); writer.string(item.storyboard); writer.string(item.receiver)
            writer.string(item.call); writer.location(item.location); writer.int(item.isOwnStoryboard ? 1 : 0)
            writer.string(item.castType); writer.int(item.isForcedCast ? 1 : 0)
        }
        writer.array(scan.storyboardConstants) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.value); writer.int(item.isTypeMember ? 1 : 0)
        }
        writer.array(scan.constantReferences) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.usage); writer.location(item.location)
        }
        writer.array(scan.stringConstants) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.value); writer.int(item.isTypeMember ? 1 : 0)
            writer.string(item.path)
        }
        writer.array(scan.methods) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.selector)
            writer.int((item.isSegueAction ? 1 : 0) | (item.isObjCVisible ? 2 : 0) | (item.takesSegue ? 4 : 0)
                | ApplePlatforms.all.subtracting(item.platforms).rawValue << 3)
            writer.string(item.returnType)
            writer.location(item.location)
            writer.branches(item.branches)
            writer.string(item.parameterType)
        }
        writer.array(scan.conformances) { writer, item in
            writer.string(item.typeName); writer.string(item.inheritedType); writer.location(item.location); writer.string(item.qualifier)
        }
        writer.array(scan.staticStrings) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.value); writer.location(item.location)
        }
        writer.array(scan.optionalProperties) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.string(item.type); writer.int((item.isFilePrivate ? 1 : 0) | (item.isDeprecated ? 2 : 0))
            writer.location(item.location)
        }
        writer.array(scan.capitalizedMembers) { writer, item in
            writer.string(item.owner); writer.string(item.name); writer.location(item.location)
        }
        return writer.bytes
    }

    private static func encode(_ item: SwiftSourceScan.SegueEnum, to writer: inout Writer) {
        writer.string(item.owner); writer.string(item.name)
        writer.int((item.hasStringRawValues ? 1 : 0) | (item.isFilePrivate ? 2 : 0))
        writer.array(item.cases) { writer, item in
            writer.string(item.name); writer.string(item.rawValue); writer.location(item.location)
            writer.int((item.isConditional ? 1 : 0) | (item.isDeprecated ? 2 : 0))
            writer.branches(item.branches)
        }
        writer.location(item.location)
        writer.branches(item.branches)
        writer.array(item.inheritedTypes) { $0.string($1) }
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> SwiftSourceScan {
        var reader = Reader(Array(bytes))
        var scan = SwiftSourceScan()
        scan.classes = try reader.array { reader in
            let name = try reader.string(), superclass = try reader.optionalString(), location = try reader.location()
            let objcName = try reader.optionalString(), owner = try reader.optionalString(), flags = try reader.int()
            return .init(name: name, superclass: superclass, location: location, objcName: objcName, isGeneric: flags & 1 != 0, owner: owner,
                         exposesMembers: flags & 4 != 0, isDeprecated: flags & 8 != 0, isOpen: flags & 16 != 0,
                         availability: try reader.array { try $0.string() }, branches: try reader.branches(),
                         platforms: ApplePlatforms.all.subtracting(ApplePlatforms(rawValue: flags >> 5)))
        }
        for (name, locations) in try reader.array({ reader in (try reader.string(), try reader.array { try $0.location() }) }) {
            scan.declaredTypes[name] = locations
        }
        for (name, restrictions) in try reader.array({ reader in
            (try reader.string(), try reader.array { reader in
                guard let visibility = SwiftSourceScan.Visibility(rawValue: try reader.int()) else { throw Malformed() }
                return SwiftSourceScan.Restriction(visibility: visibility, location: try reader.location())
            })
        }) {
            scan.restrictedTypes[name] = restrictions
        }
        scan.typesWithAvailability = Set(try reader.array { try $0.string() })
        scan.platformBlocks = try reader.array { reader in
            let path = try reader.string(), lower = try reader.int(), upper = try reader.int(), platforms = try reader.int()
            guard lower <= upper else { throw Malformed() }
            return .init(path: path, lines: lower...upper, platforms: ApplePlatforms(rawValue: platforms))
        }
        scan.undecidedPlatformBranches = try reader.array { reader in
            let path = try reader.string(), lower = try reader.int(), upper = try reader.int(), platforms = try reader.int()
            guard lower <= upper else { throw Malformed() }
            return .init(path: path, lines: lower...upper, platforms: ApplePlatforms(rawValue: platforms), superclasses: try reader.array { try $0.string() })
        }
        for (block, count) in try reader.array({ reader in (try reader.location(), try reader.int()) }) {
            scan.exhaustiveConditionals[block] = count
        }
        for (block, index, decided) in try reader.array({ reader in
            (try reader.location(), try reader.int(),
             SwiftSourceScan.BranchPlatforms(surely: ApplePlatforms(rawValue: try reader.int()), possibly: ApplePlatforms(rawValue: try reader.int())))
        }) {
            scan.branchPlatforms[block, default: [:]][index] = decided
        }
        scan.segueEnums = try reader.array { try decodeEnum(&$0) }
        scan.stringEnums = try reader.array { try decodeEnum(&$0) }
        scan.segueAliases = try reader.array { reader in
            .init(owner: try reader.optionalString(), target: try reader.string(), location: try reader.location())
        }
        scan.typeAliases = try reader.array { reader in
            .init(name: try reader.string(), target: try reader.string(), location: try reader.location())
        }
        for (name, locations) in try reader.array({ reader in (try reader.string(), try reader.array { try $0.location() }) }) {
            scan.restrictedImports[name] = locations
        }
        for (name, locations) in try reader.array({ reader in (try reader.string(), try reader.array { try $0.location() }) }) {
            scan.implicitImports[name] = locations
        }
        for (name, locations) in try reader.array({ reader in (try reader.string(), try reader.array { try $0.location() }) }) {
            scan.publicImports[name] = locations
        }
        scan.protocolRefinements = try reader.array { reader in
            .init(typeName: try reader.string(), inheritedType: try reader.string(), location: try reader.location(), qualifier: try reader.optionalString())
        }
        scan.unterminatedComments = try reader.array { try $0.location() }
        scan.unterminatedStrings = try reader.array { try $0.location() }
        scan.segueLiterals = try reader.array { reader in
            .init(owner: try reader.optionalString(), identifier: try reader.string(), usage: try reader.string(), location: try reader.location(),
                  constant: try reader.optionalString())
        }
        for (name, locations) in try reader.array({ reader in (try reader.string(), try reader.array { try $0.location() }) }) {
            scan.storyboardNames[name] = locations
        }
        scan.sceneLiterals = try reader.array { reader in
            .init(owner: try reader.optionalString(), identifier: try reader.optionalString(), storyboard: try reader.string(),
                  receiver: try reader.optionalString(), call: try reader.string(), location: try reader.location(),
                  isOwnStoryboard: try reader.int() != 0, castType: try reader.optionalString(), isForcedCast: try reader.int() != 0)
        }
        scan.storyboardConstants = try reader.array { reader in
            .init(owner: try reader.optionalString(), name: try reader.string(), value: try reader.string(), isTypeMember: try reader.int() != 0)
        }
        scan.constantReferences = try reader.array { reader in
            .init(owner: try reader.optionalString(), name: try reader.string(), usage: try reader.string(), location: try reader.location())
        }
        scan.stringConstants = try reader.array { reader in
            .init(owner: try reader.optionalString(), name: try reader.string(), value: try reader.string(), isTypeMember: try reader.int() != 0,
                  path: try reader.string())
        }
        scan.methods = try reader.array { reader in
            let owner = try reader.optionalString(), name = try reader.string(), selector = try reader.string(), flags = try reader.int()
            let returnType = try reader.optionalString()
            return .init(owner: owner, name: name, selector: selector, isSegueAction: flags & 1 != 0, isObjCVisible: flags & 2 != 0,
                         takesSegue: flags & 4 != 0, returnType: returnType, location: try reader.location(),
                         platforms: ApplePlatforms.all.subtracting(ApplePlatforms(rawValue: flags >> 3)), branches: try reader.branches(),
                         parameterType: try reader.optionalString())
        }
        scan.conformances = try reader.array { reader in
            .init(typeName: try reader.string(), inheritedType: try reader.string(), location: try reader.location(), qualifier: try reader.optionalString())
        }
        scan.staticStrings = try reader.array { reader in
            .init(owner: try reader.optionalString(), name: try reader.string(), value: try reader.optionalString(), location: try reader.location())
        }
        scan.optionalProperties = try reader.array { reader in
            let (owner, name, type, flags) = (try reader.optionalString(), try reader.string(), try reader.string(), try reader.int())
            return .init(owner: owner, name: name, type: type, isFilePrivate: flags & 1 != 0, isDeprecated: flags & 2 != 0, location: try reader.location())
        }
        scan.capitalizedMembers = try reader.array { reader in
            .init(owner: try reader.optionalString(), name: try reader.string(), location: try reader.location())
        }
        guard reader.isAtEnd else { throw Malformed() }
        return scan
    }

    private static func decodeEnum(_ reader: inout Reader) throws -> SwiftSourceScan.SegueEnum {
        let owner = try reader.optionalString(), name = try reader.string(), flags = try reader.int()
        let cases = try reader.array { reader in
            let (name, rawValue, location, flags) = (try reader.string(), try reader.optionalString(), try reader.location(), try reader.int())
            return SwiftSourceScan.SegueCase(
                name: name, rawValue: rawValue, location: location, isConditional: flags & 1 != 0, isDeprecated: flags & 2 != 0,
                branches: try reader.branches())
        }
        return .init(owner: owner, name: name, hasStringRawValues: flags & 1 != 0, cases: cases, location: try reader.location(),
                     isFilePrivate: flags & 2 != 0, branches: try reader.branches(), inheritedTypes: try reader.array { try $0.string() })
    }
}
