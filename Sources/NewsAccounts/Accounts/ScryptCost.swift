/// The work factors of scrypt: how slow and memory-hungry a password hash is.
public struct ScryptCost: Sendable, Hashable {
    /// The base-2 logarithm of N, the CPU and memory cost.
    public var log2N: Int
    /// r, the block size.
    public var blockSize: Int
    /// p, the parallelism.
    public var parallelism: Int

    /// Creates a cost; values outside ``isAcceptable`` make hashing fail.
    public init(log2N: Int, blockSize: Int, parallelism: Int) {
        self.log2N = log2N
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// The cost for real passwords: N = 2^15, r = 8, p = 1 (about 32 MiB per hash).
    public static let production = ScryptCost(log2N: 15, blockSize: 8, parallelism: 1)

    /// A cheap cost for tests only: N = 2^4, r = 8, p = 1.
    public static let fastForTesting = ScryptCost(log2N: 4, blockSize: 8, parallelism: 1)

    /// Whether the factors are within the bounds newsdesk accepts from a stored hash.
    ///
    /// The bounds keep a damaged or hostile stored hash from asking for gigabytes: each factor is
    /// bounded, and so is the memory they ask for together (``memoryLimit``).
    public var isAcceptable: Bool {
        guard (1...20).contains(log2N), (1...32).contains(blockSize), (1...16).contains(parallelism) else { return false }
        return 128 * blockSize * ((1 << log2N) + parallelism + 1) <= Self.memoryLimit
    }

    /// The most memory a hash may ask for: 256 MiB, eight times the production cost's.
    public static let memoryLimit = 256 << 20
}
