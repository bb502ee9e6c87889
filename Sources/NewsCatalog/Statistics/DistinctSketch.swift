import Foundation

/// About how many distinct values a stream of values holds, in a fixed 16 KiB whatever its length:
/// a HyperLogLog sketch (Flajolet, Fusy, Gandouet and Meunier, 2007).
///
/// Each value is hashed; the hash's first bits pick one of the registers, which keeps the longest
/// run of leading zeros the rest of a hash in it has shown. Few distinct values leave registers at
/// zero, and their share is counted exactly (linear counting); past that the registers' harmonic
/// mean estimates the count within about 1% (1.04 / √16,384 is its standard error).
struct DistinctSketch: Sendable {
    /// Bits of a hash that pick its register: 2¹⁴ registers of one byte.
    private static let indexBits = 14
    private static let registerCount = 1 << indexBits

    private var registers = [UInt8](repeating: 0, count: DistinctSketch.registerCount)

    /// A sketch that has seen nothing.
    init() {}

    /// Notes `value`, already well mixed (``mix(_:)``): equal values are noted once.
    mutating func add(hash value: UInt64) {
        let register = Int(truncatingIfNeeded: value >> (64 - Self.indexBits))
        // A bit set just past the 50 bits that count ends any run of zeros there: the rank is at most 51.
        let rest = value << Self.indexBits | 1 << (Self.indexBits - 1)
        let rank = UInt8(truncatingIfNeeded: rest.leadingZeroBitCount + 1)
        registers.withUnsafeMutableBufferPointer { registers in
            if registers[register] < rank { registers[register] = rank }
        }
    }

    /// About how many distinct values the sketch has seen.
    var estimate: Double {
        let registerCount = Double(Self.registerCount)
        var sum = 0.0
        var empty = 0
        for rank in registers {
            sum += Double(sign: .plus, exponent: -Int(rank), significand: 1)
            if rank == 0 { empty += 1 }
        }
        let alpha = 0.7213 / (1 + 1.079 / registerCount)
        let harmonic = alpha * registerCount * registerCount / sum
        if harmonic <= 2.5 * registerCount, empty > 0 {
            return registerCount * log(registerCount / Double(empty))
        }
        return harmonic
    }

    /// `value`'s bits spread over all 64 (the finaliser of SplitMix64), so that values alike in a
    /// few bits, as neighbouring times are, land in registers far apart.
    static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value &+ 0x9e37_79b9_7f4a_7c15
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }
}
