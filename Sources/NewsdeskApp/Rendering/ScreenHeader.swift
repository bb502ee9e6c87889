import FlowKit
import NewsModels

/// The first line of a screen's content: what it shows, and where in a longer list.
enum ScreenHeader {
    /// A heading such as `Top headlines: technology, us` with an underline.
    static func lines(_ title: String, detail: String? = nil, width: Int, styler: Styler = .plain) -> [String] {
        var heading = TerminalText.sanitize(title)
        if let detail { heading += " (\(TerminalText.sanitize(detail)))" }
        let wrapped = TextWrapper(width: width).wrap(heading)
        let rule = String(repeating: "─", count: min(width, wrapped.map(TerminalText.displayWidth).max() ?? 0))
        return wrapped.map(styler.heading) + [styler.rule(rule)]
    }

    /// `page 1 of 188, 3,744 articles` (counts grouped as import writes them), or `no articles`
    /// for an empty result.
    static func pageDetail<Item>(_ page: Page<Item>, noun: String) -> String {
        guard page.totalResults > 0 else { return "no \(noun)s" }
        let count = CountText.counted(page.totalResults, noun)
        return page.pageCount > 1 ? "page \(CountText.grouped(page.number)) of \(CountText.grouped(page.pageCount)), \(count)" : count
    }
}
