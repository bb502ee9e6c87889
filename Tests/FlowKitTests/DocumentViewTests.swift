import Testing

@testable import FlowKit

@Suite("DocumentView")
struct DocumentViewTests {
    @Test func laysOutTitleFieldsParagraphsAndFooter() {
        let view = DocumentView(
            title: "Storm hits the coast",
            fields: [
                .init(label: "Source", value: "Daily Planet"),
                .init(label: "Author", value: ""),
                .init(label: "Published", value: "2024-05-01 10:00 UTC"),
            ],
            paragraphs: [
                "Residents were told to leave before the storm arrived.",
                "Roads reopened on Wednesday.",
            ],
            footer: [.init(label: "URL", value: "https://example.com/storm")]
        )
        #expect(
            view.render(width: 40) == [
                "Storm hits the coast",
                "====================",
                "Source:    Daily Planet",
                "Published: 2024-05-01 10:00 UTC",
                "",
                "Residents were told to leave before the",
                "storm arrived.",
                "",
                "Roads reopened on Wednesday.",
                "",
                "URL: https://example.com/storm",
            ])
    }

    @Test func longTitleWrapsAndUnderlineMatchesItsWidestLine() {
        let view = DocumentView(title: "A headline long enough to need a second line")
        #expect(
            view.render(width: 30) == [
                "A headline long enough to need",
                "a second line",
                "==============================",
            ])
    }

    @Test func fieldValuesWrapWithHangingIndent() {
        let view = DocumentView(
            title: "T",
            fields: [
                .init(label: "By", value: "Ann"),
                .init(label: "Summary", value: "A short summary that is too long for one line"),
            ]
        )
        #expect(
            view.render(width: 30) == [
                "T",
                "=",
                "By:      Ann",
                "Summary: A short summary that",
                "         is too long for one",
                "         line",
            ])
    }

    @Test func paragraphLineBreaksStartNewParagraphs() {
        let view = DocumentView(title: "", paragraphs: ["One.\nTwo.", "", "Three."])
        #expect(view.render(width: 40) == ["One.", "", "Two.", "", "Three."])
    }

    @Test func emptySectionsAreLeftOut() {
        let view = DocumentView(
            title: "Only a title",
            fields: [.init(label: "Author", value: "  ")],
            footer: [.init(label: "URL", value: "")]
        )
        #expect(view.render(width: 40) == ["Only a title", "============"])
        #expect(DocumentView(title: "").render(width: 40) == [])
    }

    @Test func everythingIsSanitized() {
        let view = DocumentView(
            title: "Evil\u{1B}[2J\u{202E} title",
            fields: [.init(label: "So\u{7}urce", value: "x\u{1B}]52;c;ZXZpbA==\u{07}y")],
            paragraphs: ["\u{9B}31mBody\u{1B}]8;;https://evil.example/\u{1B}\\ text\u{1B}]8;;\u{1B}\\"],
            footer: [.init(label: "URL", value: "https://example.com/\u{0}a\u{7F}")]
        )
        #expect(
            view.render(width: 40) == [
                "Evil title",
                "==========",
                "Source: xy",
                "",
                "Body text",
                "",
                "URL: https://example.com/a",
            ])
    }

    @Test("a field marked not to wrap stays on one line, even past the width")
    func urlStaysWhole() {
        let url = "https://example.invalid/2026/11/a-very-long-path-that-goes-on-well-past-forty-columns"
        let view = DocumentView(title: "T", fields: [], paragraphs: [], footer: [.init(label: "URL", value: url, wraps: false)])
        #expect(view.render(width: 40).last == "URL: " + url)
    }
}
