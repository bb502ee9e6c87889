import Testing

@testable import FlowKit

@Suite("Suggestion")
struct SuggestionTests {
    let commands = ["headlines", "categories", "sources", "source", "search", "open", "next", "prev", "back", "home", "help", "quit"]

    @Test func distanceCountsEdits() {
        #expect(Suggestion.distance("", "") == 0)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("abc", "") == 3)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("search", "search") == 0)
        #expect(Suggestion.distance("serch", "search") == 1)
        #expect(Suggestion.distance("seaarch", "search") == 1)
        #expect(Suggestion.distance("seerch", "search") == 1)
    }

    @Test func adjacentTranspositionCostsOne() {
        #expect(Suggestion.distance("haedlines", "headlines") == 1)
        #expect(Suggestion.distance("ab", "ba") == 1)
        // Optimal string alignment: no substring is edited twice.
        #expect(Suggestion.distance("ca", "abc") == 3)
    }

    @Test func distanceIsPerCharacter() {
        #expect(Suggestion.distance("日本", "日木") == 1)
        #expect(Suggestion.distance("e\u{301}", "é") == 0)
    }

    @Test func suggestsTypos() {
        #expect(Suggestion.closest(to: "serch", among: commands) == "search")
        #expect(Suggestion.closest(to: "haedlines", among: commands) == "headlines")
        #expect(Suggestion.closest(to: "hedlins", among: commands) == "headlines")
        #expect(Suggestion.closest(to: "qiut", among: commands) == "quit")
        #expect(Suggestion.closest(to: "--contry", among: ["--country", "--category", "--source"]) == "--country")
    }

    @Test func ignoresCase() {
        #expect(Suggestion.closest(to: "SEARCH", among: commands) == "search")
        #expect(Suggestion.closest(to: "Serch", among: ["Search"]) == "Search")
    }

    @Test func suggestsCandidateStartingWithTheWord() {
        #expect(Suggestion.closest(to: "cat", among: commands) == "categories")
        #expect(Suggestion.closest(to: "headl", among: commands) == "headlines")
    }

    @Test func singleCharacterIsNotAPrefixMatch() {
        #expect(Suggestion.closest(to: "c", among: ["categories"]) == nil)
    }

    @Test func smallestDistanceWinsThenCandidateOrder() {
        #expect(Suggestion.closest(to: "sourc", among: commands) == "source")
        #expect(Suggestion.closest(to: "hel", among: ["hello", "help"]) == "help")
        #expect(Suggestion.closest(to: "hel", among: ["helm", "help"]) == "helm")
        #expect(Suggestion.closest(to: "hel", among: ["help", "helm"]) == "help")
    }

    @Test func noSuggestionWhenFar() {
        #expect(Suggestion.closest(to: "xyzzy", among: commands) == nil)
        #expect(Suggestion.closest(to: "bookmarks", among: commands) == nil)
        #expect(Suggestion.closest(to: "", among: commands) == nil)
        #expect(Suggestion.closest(to: "search", among: []) == nil)
    }

    @Test func shortWordsAllowOneEdit() {
        #expect(Suggestion.closest(to: "op", among: ["open"]) == "open")  // prefix
        #expect(Suggestion.closest(to: "opn", among: ["open"]) == "open")
        #expect(Suggestion.closest(to: "opx", among: ["open"]) == nil)
    }
}

extension SuggestionTests {
    @Test("a word far longer than every candidate (8 MB pasted) gets no suggestion, at once")
    func hugeWordAnswersAtOnce() {
        let huge = String(repeating: "headlines", count: 900_000)
        let clock = ContinuousClock()
        let started = clock.now
        #expect(Suggestion.closest(to: huge, among: commands) == nil)
        // Measuring the distance to each candidate takes minutes on a word this long; the answer needs none.
        #expect(clock.now - started < .seconds(10))
        #expect(Suggestion.closest(to: "headlinesss", among: commands) == "headlines")
    }
}
