import Testing

@testable import FlowKit

@Suite("NumberedList")
struct NumberedListTests {
    private func items(_ count: Int) -> [NumberedList.Item] {
        (1...count).map { NumberedList.Item(title: "Item \($0)") }
    }

    @Test func nineItemsNeedNoPadding() {
        let lines = NumberedList(items: items(9)).render(width: 40)
        #expect(lines.count == 9)
        #expect(lines.first == "1. Item 1")
        #expect(lines.last == "9. Item 9")
    }

    @Test func tenItemsAlignNumbersToTheRight() {
        let lines = NumberedList(items: items(10)).render(width: 40)
        #expect(
            lines == [
                " 1. Item 1", " 2. Item 2", " 3. Item 3", " 4. Item 4", " 5. Item 5",
                " 6. Item 6", " 7. Item 7", " 8. Item 8", " 9. Item 9", "10. Item 10",
            ])
    }

    @Test func numbersFromTheStartingNumber() {
        let list = NumberedList(items: [.init(title: "Nine", details: []), .init(title: "Ten", details: [])], startingAt: 9)
        #expect(list.render(width: 40) == [" 9. Nine", "10. Ten"])
    }

    @Test func titlesWrapUnderThemselves() {
        var list = items(10)
        list[9].title = "A fairly long headline that needs two lines"
        let lines = NumberedList(items: list).render(width: 30)
        #expect(Array(lines.suffix(2)) == ["10. A fairly long headline", "    that needs two lines"])
    }

    @Test func detailsAreIndentedAndCutToOneLine() {
        let list = NumberedList(items: [
            .init(
                title: "Storm hits the coast",
                details: [
                    "Daily Planet · 2024-05-01",
                    "Residents were told to leave before the storm arrived on Tuesday night",
                    "   ",
                ])
        ])
        #expect(
            list.render(width: 30) == [
                "1. Storm hits the coast",
                "   Daily Planet · 2024-05-01",
                "   Residents were told to lea…",
            ])
    }

    @Test func everythingIsSanitized() {
        let list = NumberedList(items: [
            .init(title: "Evil\u{1B}[2J title\u{202E}", details: ["line one\nline two\u{1B}]52;c;ZXZpbA==\u{07}"])
        ])
        #expect(list.render(width: 40) == ["1. Evil title", "   line one line two"])
    }

    @Test func emptyTitleStillShowsItsNumber() {
        let list = NumberedList(items: [.init(title: "\u{1B}[2J", details: ["detail"])])
        #expect(list.render(width: 40) == ["1.", "   detail"])
    }

    @Test func emptyListRendersNothing() {
        #expect(NumberedList(items: []).render(width: 40) == [])
    }
}
