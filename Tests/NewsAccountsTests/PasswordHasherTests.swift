import Testing

@testable import NewsAccounts

@Suite("Password hashing")
struct PasswordHasherTests {
    let hasher = PasswordHasher.fastForTesting

    @Test func hashNeverHoldsThePassword() throws {
        let password = "correct horse battery"
        let hash = try hasher.hash(password)
        #expect(hash != password)
        #expect(!hash.contains(password))
        #expect(!hash.contains("horse"))
        #expect(hash.hasPrefix("scrypt$4$8$1$"))
        #expect(hash.split(separator: "$").count == 6)
    }

    @Test func twoHashesOfOnePasswordDiffer() throws {
        #expect(try hasher.hash("same password") != hasher.hash("same password"))
    }

    @Test func verifyAcceptsTheRightPasswordOnly() throws {
        let hash = try hasher.hash("s3cret-pass")
        #expect(hasher.verify("s3cret-pass", against: hash))
        #expect(!hasher.verify("s3cret-Pass", against: hash))
        #expect(!hasher.verify("", against: hash))
    }

    @Test func verifyUsesTheParametersStoredInTheHash() throws {
        let cheap = PasswordHasher(cost: ScryptCost(log2N: 5, blockSize: 4, parallelism: 2))
        let hash = try cheap.hash("portable password")
        #expect(hasher.verify("portable password", against: hash))
        #expect(PasswordHasher().verify("portable password", against: hash))
    }

    @Test func productionDefaults() {
        #expect(PasswordHasher().cost == ScryptCost(log2N: 15, blockSize: 8, parallelism: 1))
        #expect(PasswordHasher.fastForTesting.cost.log2N == 4)
    }

    @Test(arguments: [
        "", "plain", "scrypt$4$8$1$AAAA$BBBB", "scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
        "bcrypt$4$8$1$x$y", "scrypt$x$8$1$AAAA$AAAA",
    ])
    func malformedHashesMatchNothing(stored: String) {
        #expect(!hasher.verify("anything", against: stored))
    }

    @Test func theUnmatchableHashMatchesNothing() {
        #expect(!hasher.verify("", against: hasher.unmatchableHash))
        #expect(!hasher.verify("password", against: hasher.unmatchableHash))
    }

    @Test func unacceptableCostFailsToHash() {
        #expect(throws: PasswordHashError.unacceptableCost) {
            try PasswordHasher(cost: ScryptCost(log2N: 0, blockSize: 8, parallelism: 1)).hash("password")
        }
    }

    /// Each factor within its bounds, but together 4 GiB: a stored hash asking for that is refused
    /// before any memory is taken, as swift-crypto's memory limit refused it before.
    @Test func aCostAskingForGigabytesIsRefused() {
        #expect(ScryptCost.production.isAcceptable)
        #expect(!ScryptCost(log2N: 20, blockSize: 32, parallelism: 1).isAcceptable)
        #expect(!hasher.verify("password", against: "scrypt$20$32$1$TmFDbA==$/bq+HJ00cgB4VucZDQHp/nxq18vII3gw53N2Y0s3MWI="))
    }

    /// RFC 7914's scrypt test vectors 2 and 3 (the first 32 bytes of each derived key), written as
    /// stored hashes: the scrypt newsdesk runs is the standard one.
    @Test(arguments: [
        ("password", "scrypt$10$8$16$TmFDbA==$/bq+HJ00cgB4VucZDQHp/nxq18vII3gw53N2Y0s3MWI="),
        ("pleaseletmein", "scrypt$14$8$1$U29kaXVtQ2hsb3JpZGU=$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofI="),
    ])
    func rfc7914Vectors(password: String, stored: String) {
        #expect(hasher.verify(password, against: stored))
        #expect(!hasher.verify(password + "!", against: stored))
    }

    /// A hash of "bench-password" at the production cost, written by newsdesk when it hashed with
    /// swift-crypto's scrypt: accounts made then still sign in.
    @Test func aHashWrittenBySwiftCryptoStillVerifies() {
        let stored = "scrypt$15$8$1$6Zx6m6XcH9UZ0xRr/9hzxw==$aR1/di2+jOFgBxuHK+I9IZRcQFO4zbCaXImDCCtt1mU="
        #expect(PasswordHasher().verify("bench-password", against: stored))
        #expect(!PasswordHasher().verify("bench-passworD", against: stored))
    }
}
