import Testing

@testable import FlowKit

@Suite("Body text in blocks")
struct BlockTextTests {
    @Test("paragraphs wrap, lists hang under their markers, quotes indent, pre stays, links are listed")
    func layout() {
        let text = BlockText(
            blocks: [
                .init(kind: .heading(level: 2), text: "Tides this week"),
                .init(kind: .paragraph, text: "The spring tide peaks on Thursday [1] at the harbour wall."),
                .init(kind: .listItem(marker: "•"), text: "High water at 06:12 and again in the evening", listDepth: 1),
                .init(kind: .listItem(marker: "2."), text: "Low water", listDepth: 2),
                .init(kind: .paragraph, text: "Mind the steps.", quoteDepth: 1),
                .init(kind: .preformatted, text: "06:12  4.1m\n18:40\t3.9m"),
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
                "06:12  4.1m",
                "18:40    3.9m",
                "",
                "Links:",
                "[1] https://harbour.example/tides",
                "[2] mailto:harbourmaster@example.org",
            ])
    }

    @Test("control characters from a feed never reach the terminal")
    func sanitized() {
        let text = BlockText(blocks: [.init(kind: .preformatted, text: "safe\u{1B}[2Jtext")], references: ["https://x.example/\u{07}"])
        let lines = text.render(width: 40)
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
