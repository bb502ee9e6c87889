import Testing

@testable import FlowKit

@Suite("TextWrapper")
struct TextWrapperTests {
    let fox = "The quick brown fox jumps over the lazy dog"

    @Test func wrapsGreedilyByWords() {
        #expect(TextWrapper(width: 20).wrap(fox) == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(TextWrapper(width: 30).wrap(fox) == ["The quick brown fox jumps over", "the lazy dog"])
        #expect(TextWrapper(width: 80).wrap(fox) == [fox])
    }

    @Test func widthIsAtLeastTwenty() {
        #expect(TextWrapper(width: 5).width == 20)
        #expect(TextWrapper(width: 0).wrap(fox) == TextWrapper(width: 20).wrap(fox))
    }

    @Test func breaksLongWordsHard() {
        #expect(
            TextWrapper(width: 20).wrap("x Supercalifragilisticexpialidocious y")
                == ["x", "Supercalifragilistic", "expialidocious y"])
    }

    @Test func breaksWideCharactersWithoutOverflow() {
        let text = String(repeating: "日", count: 12)
        #expect(TextWrapper(width: 20).wrap(text) == [String(repeating: "日", count: 10), "日日"])
        #expect(
            TextWrapper(width: 20).wrap(text, indent: "   ", firstIndent: "1. ")
                == ["1. " + String(repeating: "日", count: 8), "   日日日日"])
    }

    @Test func measuresByDisplayWidth() {
        #expect(TextWrapper(width: 20).wrap("日本語 日本語 日本語 日本語") == ["日本語 日本語 日本語", "日本語"])
    }

    @Test func indentsFirstAndOtherLines() {
        #expect(
            TextWrapper(width: 20).wrap("one two three four five six seven", indent: "    ", firstIndent: "> ")
                == ["> one two three four", "    five six seven"])
        #expect(
            TextWrapper(width: 20).wrap("one two three four five six seven", indent: "  ")
                == ["  one two three four", "  five six seven"])
    }

    @Test func collapsesWhitespaceAndLeavesNoTrailingSpaces() {
        let lines = TextWrapper(width: 20).wrap("  a \n\n  b\tc   ", indent: "  ")
        #expect(lines == ["  a b c"])
        let wrapped = TextWrapper(width: 20).wrap(fox + "   ")
        #expect(wrapped.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func keepsZeroWidthWords() {
        #expect(TextWrapper(width: 20).wrap("\u{301} a") == ["\u{301} a"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(TextWrapper(width: 40).wrap("") == [])
        #expect(TextWrapper(width: 40).wrap(" \n\t ", indent: "  ", firstIndent: "1. ") == [])
    }

    @Test func everyLineFits() {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, 日本語のテキスト sed do eiusmod 👍 tempor"
        for width in 20...40 {
            for line in TextWrapper(width: width).wrap(text, indent: "  ") {
                #expect(TerminalText.displayWidth(line) <= width)
            }
        }
    }

    @Test("the last resort wraps only lines too wide, between words, keeping their indent and styles")
    func fitting() {
        let wrapper = TextWrapper(width: 20)
        let fits = "Short line\n  indented and fits\n"
        #expect(wrapper.fitting(fits) == fits)
        #expect(wrapper.fitting("error: could not find the United Kingdom\n") == "error: could not\nfind the United\nKingdom\n")
        #expect(wrapper.fitting("    an indented line that is too long\n") == "    an indented line\n    that is too long\n")
        let address = "https://news.example/2026/11/a-long-story-about-harbours"
        #expect(wrapper.fitting("URL: \(address)\n") == "URL: \(address)\n", "a web address stays one piece")
        #expect(wrapper.fitting("see the page at \(address) for more\n") == "see the page at \(address)\nfor more\n")
        let styled = Styler.terminal.heading("Heading") + " words that go on past the edge"
        let fitted = wrapper.fitting(styled)
        #expect(fitted.hasPrefix("\u{1B}[1mHeading\u{1B}[0m words that"))
        #expect(
            fitted.split(separator: "\n").allSatisfy { TerminalText.displayWidth(Styler.removingStyles(from: String($0))) <= 20 },
            "\(fitted)")
    }
}
