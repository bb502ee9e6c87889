import Foundation
import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Import: a UCI row read as bytes")
struct UCIRowParserTests {
    private func parse(_ row: String, into parser: inout UCIRowParser) -> Result<ImportedRecord, ImportRejectionReason> {
        parser.parse(ArraySlice(Array(row.utf8)))
    }

    private func row(_ fields: [String]) -> String { fields.joined(separator: "\t") }

    @Test("fields keep their bytes; blanks around them go; a quote is an ordinary character")
    func fields() throws {
        var parser = UCIRowParser()
        let result = parse(
            row(["7", "  \"Quoted\" title ", "https://a.example/x", " Daily Planet ", " m ", "s1", "a.example", " 1394470370698 "]),
            into: &parser)
        let record = try result.get().record
        #expect(record.article.title == "\"Quoted\" title")
        #expect(record.article.url == "https://a.example/x")
        #expect(record.category == .health)
        #expect(record.story == "s1")
        #expect(record.article.publishedAt == Date(timeIntervalSince1970: 1_394_470_370.698))
        #expect(try result.get().source?.id == "daily-planet")
    }

    @Test("the data set's backslash before punctuation goes, in titles, addresses, publishers and hosts; one before anything else stays")
    func escapedPunctuation() throws {
        var parser = UCIRowParser()
        let fields = [
            "1", #"\'The Avengers\' in Seoul, C:\ drive \\ done"#, #"http://www.latimes.com/x.story\?track=rss"#,
            #"Wall Street Journal \(blog\) \& more"#, "b", "s", #"blogs.wsj.com\/"#, "1000",
        ]
        let imported = try parse(row(fields), into: &parser).get()
        #expect(imported.record.article.title == #"'The Avengers' in Seoul, C:\ drive \ done"#)
        #expect(imported.record.article.url == "http://www.latimes.com/x.story?track=rss")
        #expect(imported.record.article.source.name == "Wall Street Journal (blog) & more")
        let source = try #require(imported.source)
        #expect(source.name == "Wall Street Journal (blog) & more")
        #expect(source.id == "wall-street-journal-blog-more")
        #expect(source.url == "http://blogs.wsj.com/")
    }

    @Test("a row with nine fields is counted as nine; a row with one as one")
    func fieldCounts() {
        var parser = UCIRowParser()
        let nine = row(["1", "T", "http://a.example/1", "P", "b", "s", "a.example", "1000", "extra"])
        #expect(throws: ImportRejectionReason.self) { try parse(nine, into: &parser).get() }
        if case .failure(let reason) = parse(nine, into: &parser) {
            #expect(reason.text == "9 tab-separated fields where UCI rows have 8")
        }
        if case .failure(let reason) = parse("no tabs at all", into: &parser) {
            #expect(reason.text == "1 tab-separated fields where UCI rows have 8")
        }
    }

    @Test("timestamps: digits only, more than 0", arguments: ["0", "-5", "12a", "", "1e9", "9999999999999999999"])
    func badTimestamps(stamp: String) {
        var parser = UCIRowParser()
        let result = parse(row(["1", "T", "http://a.example/1", "P", "b", "s", "a.example", stamp]), into: &parser)
        guard case .failure(let reason) = result else {
            Issue.record("\(stamp) was taken as a timestamp")
            return
        }
        #expect(reason.text.contains("is not milliseconds since 1970"))
    }

    @Test("one publisher at two hosts is two cached pairs, each with its own home page")
    func sourcePairs() throws {
        var parser = UCIRowParser()
        let first = try parse(row(["1", "T", "http://a.example/1", "Planet", "b", "s", "planet.co.uk", "1000"]), into: &parser).get()
        let second = try parse(row(["2", "T", "http://a.example/2", "Planet", "b", "s", "planet.example", "1000"]), into: &parser).get()
        let again = try parse(row(["3", "T", "http://a.example/3", "Planet", "b", "s", "planet.co.uk", "1000"]), into: &parser).get()
        // Bytes split differently between the two fields must not meet in the cache.
        let shifted = try parse(row(["4", "T", "http://a.example/4", "Planetp", "b", "s", "lanet.co.uk", "1000"]), into: &parser).get()
        #expect(first.source?.url == "http://planet.co.uk")
        #expect(first.source?.country == "gb")
        #expect(second.source?.url == "http://planet.example")
        #expect(again.source == nil, "a pair seen before is not described again")
        #expect(again.record.article.source == first.record.article.source)
        #expect(shifted.source?.id == "planetp")
    }

    @Test("thousands of pairs: each found again by its bytes, described only the first time")
    func manyPairs() throws {
        var parser = UCIRowParser()
        let publishers = (0..<3_000).map { "Publisher \($0)" }
        for (number, publisher) in publishers.enumerated() {
            let made = try parse(
                row(["\(number)", "T", "http://a.example/\(number)", publisher, "b", "s", "p\(number).example", "1000"]), into: &parser
            ).get()
            #expect(made.source?.id == "publisher-\(number)")
        }
        for (number, publisher) in publishers.enumerated().reversed() {
            let again = try parse(
                row(["\(number)", "T", "http://b.example/\(number)", publisher, "b", "s", "p\(number).example", "1000"]), into: &parser
            ).get()
            #expect(again.source == nil)
            #expect(again.record.article.source == SourceReference(id: "publisher-\(number)", name: publisher))
        }
    }

    @Test(
        "web addresses: http or https in any case, a host, no blank or newline of any kind",
        arguments: [
            ("http://a.example/x", true),
            ("HTTPS://a.example", true),
            ("hTtP://a.example/ü", true),
            ("https://", false),
            ("https:///path", false),
            ("ftp://a.example", false),
            ("http:/a.example", false),
            ("http://a.example/a b", false),
            ("http://a.example/\u{0B}", false),
            ("http://a.example/\u{85}", false),
            ("http://a.example/\u{2028}", false),
            ("http://a.example/\u{2029}", false),
            ("http://a.example/\u{2027}\u{202A}\u{A8}", true),
            // Read eight bytes at a time: a blank or newline in any of them is found, and a word with
            // a byte that only looks like one (a control, a tab, a letter past ASCII) is read byte by byte.
            ("http://a.example/a-long-path/with-words/x", true),
            ("http://ab cd.example/long-path-here", false),
            ("http://a.exa\nmple/long-path-here", false),
            ("http://a.e\u{85}xample/long-path-here", false),
            ("http://a.\u{2028}example/long-path-here", false),
            ("http://a.éxample/long-path-here", true),
            ("http://a.ex\u{01}ample/long\tpath", true),
            ("http://a.example/long-path-here-ending-in ", false),
        ])
    func webAddresses(url: String, expected: Bool) {
        #expect(WebAddress.isValid(url) == expected)
    }
}
