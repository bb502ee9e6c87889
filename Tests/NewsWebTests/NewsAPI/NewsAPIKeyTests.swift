import Testing

@testable import NewsWeb

@Suite("NewsAPI key: masked everywhere, validated on entry")
struct NewsAPIKeyTests {
    @Test("every printed form shows only the last four characters")
    func masked() throws {
        let key = try NewsAPIKey(validating: NewsAPIFixture.secret)
        let masked = String(repeating: "*", count: 28) + "ab12"

        #expect(key.masked == masked)
        #expect(key.description == masked)
        #expect("\(key)" == masked)
        #expect(String(describing: key) == masked)
        #expect(String(reflecting: key) == "NewsAPIKey(\(masked))")
        var dumped = ""
        dump(key, to: &dumped)
        #expect(dumped.contains(masked))
        #expect(!dumped.contains(NewsAPIFixture.secret))
        #expect(Mirror(reflecting: key).children.allSatisfy { "\($0.value)" == masked })
        #expect(!"\([key])".contains(NewsAPIFixture.secret))
        #expect(!"\(Optional(key) as Any)".contains(NewsAPIFixture.secret))
        #expect(key.secret == NewsAPIFixture.secret)
    }

    @Test("a key is trimmed; short keys are masked entirely")
    func trimmed() throws {
        let key = try NewsAPIKey(validating: "  \tabcdefghijklmnop\n")
        #expect(key.secret == "abcdefghijklmnop")
        #expect(key.masked == "************mnop")
    }

    static let refusalCases: [(String, NewsAPIKeyError)] = [
        ("", .empty),
        (" \n\t ", .empty),
        (String(repeating: "a", count: 4097), .tooLong(count: 4097)),
        ("0123456789abcdef 0123456789abcdef", .containsWhitespace),
        ("0123456789abcdef\u{00A0}0123456789abcdef", .containsWhitespace),
        ("0123456789abcdef\u{7}0123456789abcdef", .containsUnprintable),
        ("0123456789abcdéf0123456789abcdef", .containsUnprintable),
    ]

    @Test("refused keys get a plain-words reason that never repeats the key", arguments: refusalCases)
    func refused(input: String, reason: NewsAPIKeyError) {
        #expect(throws: reason) { try NewsAPIKey(validating: input) }
        #expect(!reason.description.isEmpty)
        if input.count > 8 { #expect(!reason.description.contains(input)) }
    }

    @Test("any length a request header can carry is left to the service to judge: 1 to 4,096 characters")
    func limits() throws {
        #expect(try NewsAPIKey(validating: "k").secret == "k")
        #expect(try NewsAPIKey(validating: "abc123").masked == "******")
        _ = try NewsAPIKey(validating: String(repeating: "~", count: 129))
        _ = try NewsAPIKey(validating: String(repeating: "~", count: 4096))
        #expect(
            NewsAPIKeyError.tooLong(count: 5000).description
                == "an API key of 5000 characters is too long to send (at most 4096)")
    }
}
