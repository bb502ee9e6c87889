import Testing

@testable import FlowKit

@Suite("Body text in blocks")
struct BlockTextTests {
    @Test("paragraphs wrap, lists hang under their markers, quotes indent, pre stays indented, links are listed")
    func layout() {
        let text = BlockText(
            blocks: [
                .init(kind: .heading(level: 2), text: "Tides this week"),
                .init(kind: .paragraph, text: "The spring tide peaks on Thursday [1] at the harbour wall."),
                .init(kind: .listItem(marker: "•"), text: "High water at 06:12 and again in the evening", listDepth: 1),
                .init(kind: .listItem(marker: "2."), text: "Low water", listDepth: 2),
                .init(kind: .paragraph, text: "Mind the steps.", quoteDepth: 1),
                .init(kind: .preformatted, text: "06:12  4.1m\n\n18:40\t3.9m and a line longer than the width"),
            ],
            references: ["https://harbour.example/tides", "mailto:harbourmaster@example.org"]
        )
        #expect(
            text.render(width: 30) == [
                "Tides this week",
                "",
                "The spring tide peaks on",
                "Thursday [1] at the harbour",
                "wall.",
                "",
                "• High water at 06:12 and",
                "  again in the evening",
                "  2. Low water",
                "",
                "    Mind the steps.",
                "",
                "    06:12  4.1m",
                "",
                "    18:40    3.9m and a line longer than the width",
                "",
                "Links:",
                "[1] https://harbour.example/tides",
                "[2] mailto:harbourmaster@example.org",
            ])
    }

    @Test("a table is aligned columns under its underlined header when it fits the width, else a row a line")
    func tables() {
        let rows = [["Item", "Cost"], ["Tea", "1 €[1]"], ["Green tea", "茶 2"]]
        let text = BlockText(blocks: [.init(kind: .table(rows: rows, headerRows: 1), text: "", quoteDepth: 1)])
        #expect(
            text.render(width: 30) == [
                "    Item       Cost",
                "    ---------  ------",
                "    Tea        1 €[1]",
                "    Green tea  茶 2",
            ])
        #expect(
            text.render(width: 20) == [
                "    Item | Cost",
                "    Tea | 1 €[1]",
                "    Green tea | 茶 2",
            ])
        let long = BlockText(blocks: [.init(kind: .table(rows: [["a", "one two three four five six"]], headerRows: 0), text: "")])
        #expect(long.render(width: 20) == ["a | one two three", "  four five six"])
    }

    @Test("control characters from a feed never reach the terminal")
    func sanitized() {
        let text = BlockText(
            blocks: [
                .init(kind: .preformatted, text: "safe\u{1B}[2Jtext"),
                .init(kind: .table(rows: [["a\u{1B}]8;;x", "b"]], headerRows: 0), text: ""),
            ], references: ["https://x.example/\u{07}"])
        let lines = text.render(width: 40)
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
