import Testing

@testable import NewsWeb

@Suite("Reader mode: hint words found in one pass over a class or id")
struct WordMatcherTests {
    private let matcher = WordMatcher(first: ["he", "she", "hers", "sign-up"], second: ["his", "main"])

    private func find(_ text: String) -> (Bool, Bool) {
        var text = text
        let found = text.withUTF8 { matcher.find(in: $0) }
        return (found.first, found.second)
    }

    @Test(
        "finds each set's words wherever they start, inside longer words and across a failed longer match",
        arguments: [
            ("ushers", true, false),  // "she", "he" and "hers" overlap
            ("this", false, true),
            ("shis", false, true),  // "sh" fails at "i" and "his" is found from its suffix "h"
            ("maiden", false, false),  // "mai" then a byte no word holds
            ("remain-his", false, true),
            ("page-sign-up main", true, true),
            ("sign up", false, false),
            ("", false, false),
            ("HE", false, false),  // matched as written: callers lower the text first
        ])
    func finds(text: String, first: Bool, second: Bool) {
        let (foundFirst, foundSecond) = find(text)
        #expect(foundFirst == first)
        #expect(foundSecond == second)
    }

    @Test("agrees with a word-by-word search on every substring of a mixed text")
    func agreesWithPlainSearch() {
        let first = ["comment", "share", "nav", "sidebar", "read-more"]
        let second = ["article", "body", "content"]
        let matcher = WordMatcher(first: first, second: second)
        let text = Array("x-nav_readmore share-bar article-body contentsidebarread-more comm".utf8)
        for start in text.indices {
            for end in start...text.count {
                let part = Array(text[start..<end])
                let found = part.withUnsafeBufferPointer { matcher.find(in: $0) }
                let string = String(decoding: part, as: UTF8.self)
                #expect(found.first == first.contains { string.contains($0) }, "\(string)")
                #expect(found.second == second.contains { string.contains($0) }, "\(string)")
            }
        }
    }
}
