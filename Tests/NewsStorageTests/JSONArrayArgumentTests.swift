import Foundation
import Testing

@testable import NewsStorage

@Suite("A list of strings as one SQL argument")
struct JSONArrayArgumentTests {
    @Test("quotes, backslashes and controls are escaped; JSON reads back exactly the strings")
    func roundTrip() throws {
        let strings = ["https://example.test/a?q=\"x\"", "back\\slash", "tab\tand\u{1}", "naïve ☃", ""]
        let json = JSONArrayArgument.of(strings)
        #expect(json.hasPrefix("[\"https://example.test/a?q=\\\"x\\\"\""))
        #expect(json.contains("tab\\u0009and\\u0001"))
        let decoded = try JSONDecoder().decode([String].self, from: Data(json.utf8))
        #expect(decoded == strings)
        #expect(JSONArrayArgument.of([]) == "[]")
    }
}
