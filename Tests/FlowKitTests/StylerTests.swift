import FlowKit
import Testing

@Suite("Styler: colour and weight in one place")
struct StylerTests {
    @Test("a plain styler leaves every role's text untouched")
    func plainIsIdentity() {
        let plain = Styler.plain
        for role in [plain.heading, plain.rule, plain.number, plain.detail, plain.failure] {
            #expect(role("Top headlines") == "Top headlines")
        }
    }

    @Test("styles can be taken out again, leaving the text and anything else as it was")
    func removingStyles() {
        let styler = Styler.terminal
        let styled = styler.heading("Search: ebola") + "\n" + styler.number("1. ") + "Headline [x] 1;2m\n"
        #expect(Styler.removingStyles(from: styled) == "Search: ebola\n1. Headline [x] 1;2m\n")
        #expect(Styler.removingStyles(from: "a\u{1B}[b") == "a\u{1B}[b", "not a style: kept")
        #expect(Styler.removingStyles(from: "end\u{1B}[") == "end\u{1B}[")
    }

    @Test("a terminal styler wraps each role in its SGR sequence and resets after it")
    func terminalWraps() {
        let styler = Styler.terminal
        #expect(styler.heading("News") == "\u{1B}[1mNews\u{1B}[0m")
        #expect(styler.number("3. ") == "\u{1B}[1;36m3. \u{1B}[0m")
        #expect(styler.failure("Failed:") == "\u{1B}[1;31mFailed:\u{1B}[0m")
        #expect(styler.detail("") == "", "nothing to style, nothing written")
    }

    @Test("a styled list has the plain list's lines once the styles are taken out, so widths hold")
    func styledListKeepsLayout() {
        let list = NumberedList(
            items: (1...12).map {
                NumberedList.Item(
                    title: "Headline number \($0) that is long enough to wrap at forty", details: ["Source · 2026-11-20 07:00"])
            }
        )
        let plain = list.render(width: 40)
        let styled = list.render(width: 40, styler: .terminal)

        #expect(styled.map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") } == plain)
        #expect(styled[0].hasPrefix("\u{1B}[1;36m 1. \u{1B}[0m"))
        #expect(styled.contains("    \u{1B}[2mSource · 2026-11-20 07:00\u{1B}[0m"))
    }

    @Test("hostile text is cleaned before styles go on, so no escape from data survives")
    func dataIsCleanedFirst() {
        let list = NumberedList(items: [
            NumberedList.Item(title: "Evil \u{1B}]8;;http://x\u{7}link\u{1B}[31m", details: ["\u{202E}gnp.exe"])
        ])
        let styled = list.render(width: 60, styler: .terminal).joined(separator: "\n")
        let withoutOurs = styled.replacing(/\x1B\[(1;36|2|0)m/, with: "")
        #expect(!withoutOurs.contains("\u{1B}"))
        #expect(!withoutOurs.contains("\u{202E}"))
    }
}
