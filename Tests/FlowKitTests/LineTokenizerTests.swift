import Testing

@testable import FlowKit

@Suite("LineTokenizer")
struct LineTokenizerTests {
    @Test func splitsOnAnyWhitespace() throws {
        #expect(try LineTokenizer.tokenize("  headlines   sports\t--country  us  ") == ["headlines", "sports", "--country", "us"])
    }

    @Test func emptyAndBlankLinesHaveNoWords() throws {
        #expect(try LineTokenizer.tokenize("") == [])
        #expect(try LineTokenizer.tokenize("   \t ") == [])
    }

    @Test func singleQuotesAreLiteral() throws {
        #expect(try LineTokenizer.tokenize(#"search 'climate "deal" \n'"#) == ["search", #"climate "deal" \n"#])
    }

    @Test func doubleQuotesAllowQuoteAndBackslashEscapes() throws {
        #expect(try LineTokenizer.tokenize(#"say "a \"b\" c\\d""#) == ["say", #"a "b" c\d"#])
    }

    @Test func otherBackslashesInDoubleQuotesStay() throws {
        #expect(try LineTokenizer.tokenize(#""a\nb\$""#) == [#"a\nb\$"#])
    }

    @Test func singleQuoteInsideDoubleQuotesIsLiteral() throws {
        #expect(try LineTokenizer.tokenize(#""it's""#) == ["it's"])
    }

    @Test func backslashOutsideQuotesEscapesNextCharacter() throws {
        #expect(try LineTokenizer.tokenize(#"search a\ b \"c\" \\ \'"#) == ["search", "a b", #""c""#, #"\"#, "'"])
    }

    @Test func adjacentPartsJoinIntoOneWord() throws {
        #expect(try LineTokenizer.tokenize(#"--query="a b""#) == ["--query=a b"])
        #expect(try LineTokenizer.tokenize(#"x'y z'"w v"u"#) == ["xy zw vu"])
    }

    @Test func emptyQuotedStringIsAWord() throws {
        #expect(try LineTokenizer.tokenize(#"a "" b ''"#) == ["a", "", "b", ""])
        #expect(try LineTokenizer.tokenize(#""""#) == [""])
    }

    @Test func keepsNonASCIIText() throws {
        #expect(try LineTokenizer.tokenize("search 日本語 'café ☕️'") == ["search", "日本語", "café ☕️"])
    }

    @Test func unterminatedDoubleQuoteNamesTheQuote() {
        #expect(throws: CommandLineError.unterminatedQuote("\"")) {
            try LineTokenizer.tokenize(#"search "climate deal"#)
        }
    }

    @Test func unterminatedSingleQuoteNamesTheQuote() {
        #expect(throws: CommandLineError.unterminatedQuote("'")) {
            try LineTokenizer.tokenize("search 'climate")
        }
    }

    @Test func backslashEndingAnOpenDoubleQuoteLeavesItUnterminated() {
        #expect(throws: CommandLineError.unterminatedQuote("\"")) {
            try LineTokenizer.tokenize(#""abc\"#)
        }
    }

    @Test func trailingBackslashIsAnError() {
        #expect(throws: CommandLineError.danglingEscape) {
            try LineTokenizer.tokenize(#"open 3\"#)
        }
    }
}
