import Testing

@testable import NewsCatalog

@Suite("CJK terms: the bigrams a text's CJK runs are indexed under")
struct CJKTermsTests {
    @Test(
        "the bytes' first look passes over Latin text, quotes, dashes and signs, and misses no CJK letter of any block",
        arguments: [
            ("A long headline in plain ASCII, read eight bytes at a time", nil),
            ("“Quoted” — dashed… priced at 5 € ™ ‰", nil),
            ("Ünïcödé Latin, Ελληνικά, кириллица", nil),
            ("A long ASCII lead-in, then “quotes” and 纪念币", "纪念 念币 币"),
            ("ᄀᄁ jamo", "ᄀᄁ ᄁ"),
            // Looked at, but radicals are symbols, which unicode61 reads as no word.
            ("⺀⺁ radicals", nil),
            ("々", "々"),
            ("ｱｲ halfwidth", "ｱｲ ｲ"),
            ("𠀀𠀁 extension B", "𠀀𠀁 𠀁"),
            ("a long ASCII lead-in ending in one 字", "字"),
        ] as [(String, String?)])
    func firstLook(text: String, expected: String?) {
        #expect(CJKTerms.of(title: text, description: nil, content: nil, sourceName: "", author: nil) == expected)
        #expect(CJKTerms.holdsCJK(text) == (expected != nil))
    }

    @Test("every field is read, and a batch's terms are each record's, in order")
    func batchTerms() {
        let records = [
            CatalogFixture.record("latin", title: "Plain “quoted” headline", hour: 1),
            CatalogFixture.record("text", title: "Plain headline", description: "说明", hour: 2),
            CatalogFixture.record("content", title: "Plain headline", content: "The text: 内容 follows", hour: 3),
        ]
        #expect(CJKTerms.of(records) == [nil, "说明 明", "内容 容"])
        #expect(CJKTerms.of(records) == records.map { CJKTerms.of($0.article) })
    }
}
