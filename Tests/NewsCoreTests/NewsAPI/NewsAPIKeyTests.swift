import Testing
@testable import NewsCore

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
        ("abc123", .tooShort(count: 6)),
        (String(repeating: "a", count: 129), .tooLong(count: 129)),
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

    @Test("the length limits are 16 and 128 printable ASCII characters")
    func limits() throws {
        _ = try NewsAPIKey(validating: String(repeating: "k", count: 16))
        _ = try NewsAPIKey(validating: String(repeating: "~", count: 128))
        #expect(NewsAPIKeyError.tooShort(count: 6).description
            == "an API key of 6 characters is too short: NewsAPI keys have 32 (at least 16 are accepted)")
    }
}
