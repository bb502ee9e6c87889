import Testing

@testable import NewsCatalog

@Suite("Stories a restore holds open: as many lines as they say, and never more stories than the limit")
struct OpenStoriesTests {
    @Test("a story's first line gives its id to the lines after it, until as many as it says have come")
    func joinAndClose() {
        var open = OpenStories()
        #expect(open.join("s", size: 3, at: 10) == 10)
        #expect(open.join("s", size: 3, at: 11) == 10)
        #expect(open.count == 1)
        #expect(open.join("s", size: 3, at: 12) == 10)
        #expect(open.count == 0, "its third line closes it")
        #expect(open.join("s", size: 3, at: 13) == 13, "a line after it closed opens a story of its own")
        #expect(open.join("alone", size: 1, at: 14) == 14)
        #expect(open.count == 1, "a story of one line is never held")
    }

    @Test("past the limit the story opened longest ago is let go; its later lines make a story of their own")
    func limit() {
        var open = OpenStories(limit: 2)
        open.join("a", size: 5, at: 1)
        open.join("b", size: 5, at: 2)
        open.join("c", size: 5, at: 3)
        #expect(open.count == 2)
        #expect(open.join("b", size: 5, at: 4) == 2, "b is still held")
        #expect(open.join("c", size: 5, at: 5) == 3)
        #expect(open.join("a", size: 5, at: 6) == 6, "a was let go")
    }

    @Test("a story closed and opened again is let go in its new place, not its old one")
    func reopened() {
        var open = OpenStories(limit: 2)
        open.join("a", size: 2, at: 1)
        open.join("a", size: 2, at: 2)
        open.join("b", size: 5, at: 3)
        open.join("a", size: 5, at: 4)
        open.join("c", size: 5, at: 5)
        #expect(open.join("a", size: 5, at: 6) == 4, "b, opened before a's second opening, was let go first")
        #expect(open.join("b", size: 5, at: 7) == 7)
    }

    @Test("a million lines each opening a story that never closes hold no more than the limit, nor names for more")
    func hostileFile() {
        var open = OpenStories(limit: 1_000)
        var mostNames = 0
        for line in 0..<1_000_000 {
            open.join("story-\(line)", size: 1_000_000, at: Int64(line))
            mostNames = max(mostNames, open.namesHeld)
        }
        #expect(open.count == 1_000)
        #expect(mostNames <= 2 * 1_000 + 1_025)
        #expect(open.join("story-999999", size: 1_000_000, at: -1) == 999_999, "the newest are the ones held")
    }
}
