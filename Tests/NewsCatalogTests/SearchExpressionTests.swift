import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Search expressions")
struct SearchExpressionTests {
    @Test func wordsBecomeQuotedStrings() throws {
        #expect(try SearchExpression(parsing: "apple").ftsQuery == #""apple""#)
        #expect(try SearchExpression(parsing: "apple pie").ftsQuery == #"("apple" AND "pie")"#)
        #expect(try SearchExpression(parsing: #""apple pie" tart"#).ftsQuery == #"("apple pie" AND "tart")"#)
    }

    @Test("CJK text is looked for as the phrase of its bigrams in its own column; Latin words stay as they were")
    func cjkTermsBecomeBigramPhrases() throws {
        #expect(try SearchExpression(parsing: "纪念币").ftsQuery == #"cjk_terms : "纪念 念币""#)
        #expect(try SearchExpression(parsing: "纪念").ftsQuery == #"cjk_terms : "纪念""#)
        #expect(try SearchExpression(parsing: "币").ftsQuery == #"cjk_terms : "币" *"#)
        #expect(try SearchExpression(parsing: "纪念币 coin").ftsQuery == #"(cjk_terms : "纪念 念币" AND "coin")"#)
        #expect(try SearchExpression(parsing: "iPhone纪念币").ftsQuery == #"("iPhone" AND cjk_terms : "纪念 念币")"#)
        #expect(try SearchExpression(parsing: #""new coin 纪念币""#).ftsQuery == #"("new coin" AND cjk_terms : "纪念 念币")"#)
        #expect(try SearchExpression(parsing: "coin -纪念币").ftsQuery == #"("coin" NOT cjk_terms : "纪念 念币")"#)
        #expect(try SearchExpression(parsing: "서울 지하철").ftsQuery == #"(cjk_terms : "서울" AND cjk_terms : "지하 하철")"#)
        #expect(try SearchExpression(parsing: "apple pie").ftsQuery == #"("apple" AND "pie")"#)
    }

    @Test func operatorsMapToFTS5() throws {
        #expect(try SearchExpression(parsing: "a1 OR b2").ftsQuery == #"("a1" OR "b2")"#)
        #expect(try SearchExpression(parsing: "a1 AND b2").ftsQuery == #"("a1" AND "b2")"#)
        #expect(try SearchExpression(parsing: "a1 NOT b2").ftsQuery == #"("a1" NOT "b2")"#)
        #expect(try SearchExpression(parsing: "+a1 -b2 c3").ftsQuery == #"(("a1" AND "c3") NOT "b2")"#)
        #expect(try SearchExpression(parsing: "a1 -b2 -c3").ftsQuery == #"("a1" NOT ("b2" OR "c3"))"#)
    }

    @Test func parenthesesGroup() throws {
        #expect(try SearchExpression(parsing: "(a1 OR b2) c3").ftsQuery == #"(("a1" OR "b2") AND "c3")"#)
        #expect(try SearchExpression(parsing: "a1 NOT (b2 OR c3)").ftsQuery == #"("a1" NOT ("b2" OR "c3"))"#)
        #expect(try SearchExpression(parsing: "a1 -(b2 c3)").ftsQuery == #"("a1" NOT ("b2" AND "c3"))"#)
        #expect(try SearchExpression(parsing: "(a1 OR b2").ftsQuery == #"("a1" OR "b2")"#)
        #expect(try SearchExpression(parsing: "a1) b2)").ftsQuery == #"("a1" AND "b2")"#)
    }

    @Test func groupsOfOnlyLeftOutTermsAreDropped() throws {
        #expect(try SearchExpression(parsing: "apple OR NOT pie").ftsQuery == #""apple""#)
        #expect(try SearchExpression(parsing: "apple OR -pie").ftsQuery == #""apple""#)
    }

    @Test func lowercaseOperatorsAreWords() throws {
        #expect(try SearchExpression(parsing: "rock and roll").ftsQuery == #"("rock" AND "and" AND "roll")"#)
    }

    @Test func specialCharactersStayInsideStrings() throws {
        #expect(try SearchExpression(parsing: "title:foo").ftsQuery == #""title:foo""#)
        #expect(try SearchExpression(parsing: "NEAR(a b)").ftsQuery == #"("NEAR" AND ("a" AND "b"))"#)
        #expect(try SearchExpression(parsing: #"say "hi"#).ftsQuery == #"("say" AND "hi")"#)
        #expect(try SearchExpression(parsing: "a*b ^c").ftsQuery == #"("a*b" AND "^c")"#)
    }

    @Test(arguments: ["", "   ", "AND", "OR NOT AND", "*", "\"\"", "( )", "-apple", "NOT apple", "+ -", "'\";--"])
    func nothingToLookForIsEmptySearch(text: String) {
        #expect(throws: CatalogError.emptySearch) {
            try SearchExpression(parsing: text)
        }
        #expect(CatalogError.emptySearch.description == "search needs at least one word")
    }

    @Test func overlongSearchIsRefused() {
        #expect(throws: CatalogError.searchTooLong(limit: 500)) {
            try SearchExpression(parsing: String(repeating: "word ", count: 2000))
        }
    }

    static let hostileInputs: [String] = [
        "\"", "*", "NEAR(", "NEAR(a b, 3)", "'); DROP TABLE articles;--", "AND", "title:foo",
        "\"unbalanced quote", "unbalanced\" quote\"\"\"", "^apple", "apple*", "a OR OR b",
        "NOT", "(((", ")))", "a AND (b OR", "+", "-", "--apple", "{title description}: apple",
        "apple\u{0}pie", "\u{0}", "apple \"\" pie", "ça -ça", "🍎 apple", "col:\"x\"",
        String(repeating: "a", count: 10_000), String(repeating: "\"", count: 10_000),
        String(repeating: "apple OR ", count: 55) + "pie",
        String(repeating: "(a OR b ", count: 60), String(repeating: "(", count: 499) + "a",
        String(repeating: "(a ", count: 150) + String(repeating: ")", count: 40),
        "apple " + String(repeating: "-b ", count: 160), "apple " + String(repeating: "NOT b ", count: 80),
        String(repeating: "a (b OR (c ", count: 40),
    ]

    @Test(arguments: hostileInputs)
    func hostileInputGivesResultsOrATypedError(text: String) async throws {
        let catalog = try await CatalogFixture.catalog([
            CatalogFixture.record("apple", title: "Apple pie", content: "ça va", hour: 1)
        ])
        for sort in SearchSort.allCases {
            do {
                _ = try await catalog.everything(SearchQuery(query: text, sortBy: sort))
                _ = try await catalog.topHeadlines(HeadlinesQuery(query: text))
            } catch let error as CatalogError {
                switch error {
                case .emptySearch, .searchTooLong: break
                default: Issue.record("unexpected catalog error for \(text.prefix(40)): \(error)")
                }
                #expect(!error.description.lowercased().contains("sql"))
                #expect(!error.description.lowercased().contains("fts"))
            }
        }
        // The catalog is intact afterwards.
        #expect(try await catalog.articleCount() == 1)
    }

    @Test func nulCharactersSplitWords() async throws {
        let catalog = try await CatalogFixture.catalog([CatalogFixture.record("a", title: "Apple pie", hour: 1)])
        let page = try await catalog.everything(SearchQuery(query: "apple\u{0}pie"))
        #expect(page.totalResults == 1)
    }
}
