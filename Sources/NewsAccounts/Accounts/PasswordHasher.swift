// BoringSSL as swift-nio-ssl builds it for HTTPS: its scrypt saves linking swift-crypto's second copy.
internal import CNIOBoringSSL
import Foundation

/// Hashes and verifies passwords with scrypt and a random salt.
///
/// A hash reads `scrypt$<log2N>$<r>$<p>$<salt base64>$<hash base64>`. Verifying uses the
/// factors stored in the hash, so a hash made at any cost verifies with any hasher.
/// Hashing is slow on purpose: call it away from any actor that must stay responsive.
public struct PasswordHasher: Sendable {
    /// The work factors new hashes use.
    public let cost: ScryptCost

    /// Bytes of random salt per hash.
    static let saltByteCount = 16
    /// Bytes of derived key stored per hash.
    static let hashByteCount = 32
    /// The scheme name that starts every hash.
    static let scheme = "scrypt"

    /// Creates a hasher; the default cost is for real passwords.
    public init(cost: ScryptCost = .production) {
        self.cost = cost
    }

    /// A hasher with the cheap test cost; never use it for real passwords.
    public static let fastForTesting = PasswordHasher(cost: .fastForTesting)

    /// Hashes a password with a fresh random salt.
    ///
    /// - Throws: ``PasswordHashError``.
    public func hash(_ password: String) throws(PasswordHashError) -> String {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let derived = try Self.derive(password, salt: salt, cost: cost)
        return Self.encode(cost: cost, salt: salt, hash: derived)
    }

    /// Whether a password matches a stored hash; a malformed hash matches nothing.
    ///
    /// The final comparison takes the same time wherever the bytes differ.
    public func verify(_ password: String, against stored: String) -> Bool {
        guard let parsed = Self.decode(stored),
            let derived = try? Self.derive(password, salt: parsed.salt, cost: parsed.cost)
        else {
            return false
        }
        return Self.constantTimeEqual(derived, parsed.hash)
    }

    /// A well-formed hash with this hasher's cost that no password matches.
    ///
    /// Verifying against it costs what verifying a real hash costs, so a sign-in for a
    /// missing account takes as long as one with a wrong password.
    public var unmatchableHash: String {
        Self.encode(
            cost: cost,
            salt: Array(repeating: 0, count: Self.saltByteCount),
            hash: Array(repeating: 0, count: Self.hashByteCount)
        )
    }

    // MARK: - Parts

    /// Runs scrypt: BoringSSL's `EVP_PBE_scrypt`, from the copy swift-nio-ssl links for HTTPS.
    private static func derive(_ password: String, salt: [UInt8], cost: ScryptCost) throws(PasswordHashError) -> [UInt8] {
        guard cost.isAcceptable else { throw .unacceptableCost }
        let rounds = 1 << cost.log2N
        // BoringSSL refuses a cost whose blocks (N for V, p for B, one for T, each 128·r bytes) would
        // need more than this; the cost's own need is the limit, as the bounds above have capped it.
        let memoryLimit = 128 * cost.blockSize * (rounds + cost.parallelism + 1)
        var key = [UInt8](repeating: 0, count: hashByteCount)
        let passwordBytes = Array(password.utf8)
        let status = passwordBytes.withUnsafeBufferPointer { passwordBuffer in
            salt.withUnsafeBufferPointer { saltBuffer in
                key.withUnsafeMutableBufferPointer { keyBuffer in
                    passwordBuffer.withMemoryRebound(to: CChar.self) { passwordChars in
                        EVP_PBE_scrypt(
                            passwordChars.baseAddress, passwordChars.count, saltBuffer.baseAddress, saltBuffer.count,
                            UInt64(rounds), UInt64(cost.blockSize), UInt64(cost.parallelism), memoryLimit,
                            keyBuffer.baseAddress, keyBuffer.count)
                    }
                }
            }
        }
        guard status == 1 else {
            // Leave nothing on this thread's error queue for a TLS connection to find later.
            ERR_clear_error()
            throw .derivationFailed
        }
        return key
    }

    /// The text form of a hash.
    private static func encode(cost: ScryptCost, salt: [UInt8], hash: [UInt8]) -> String {
        [
            scheme, String(cost.log2N), String(cost.blockSize), String(cost.parallelism),
            Data(salt).base64EncodedString(), Data(hash).base64EncodedString(),
        ].joined(separator: "$")
    }

    /// The parts of a hash's text form, or nil when it is not one.
    private static func decode(_ text: String) -> (cost: ScryptCost, salt: [UInt8], hash: [UInt8])? {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[0] == scheme,
            let log2N = Int(parts[1]), let blockSize = Int(parts[2]), let parallelism = Int(parts[3]),
            let salt = Data(base64Encoded: parts[4]), let hash = Data(base64Encoded: parts[5]),
            !salt.isEmpty, hash.count == hashByteCount
        else {
            return nil
        }
        let cost = ScryptCost(log2N: log2N, blockSize: blockSize, parallelism: parallelism)
        guard cost.isAcceptable else { return nil }
        return (cost, Array(salt), Array(hash))
    }

    /// Compares two byte arrays without stopping at the first difference.
    private static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
