/// A 128-bit checksum with which ``SwiftScanCache`` tells that its index was read back exactly as it
/// was written. It is not a cryptographic hash: it detects damage, not attacks.
///
/// Two lanes of 64 bits each read every 8-byte word. Each lane's step is a bijection of its state for a
/// given word and of the word for a given state, so two byte strings that differ in one word always
/// differ in both lanes; strings that differ in more words collide with a chance near 2⁻¹²⁸.
struct Checksum: Sendable, Hashable {
    var first: UInt64
    var second: UInt64
}

extension Checksum {
    init(_ bytes: [UInt8]) {
        // Little-endian 8-byte words, the last one padded with zero bytes (the size is mixed in, so padding
        // is unambiguous).
        let count = bytes.count
        var first: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
        var second: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(count)
        var index = 0
        while index < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while shift < 64, index < count {
                word |= UInt64(bytes[index]) &<< shift
                shift &+= 8
                index &+= 1
            }
            first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
            first = first &<< 31 | first &>> 33
            second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
            second = second &<< 27 | second &>> 37
        }
        self.first = Self.finish(first)
        self.second = Self.finish(second)
    }

    /// Spreads every bit of `value` over all 64 bits.
    private static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ value &>> 30) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ value &>> 27) &* 0x94D0_49BB_1331_11EB
        return value ^ value &>> 31
    }
}
