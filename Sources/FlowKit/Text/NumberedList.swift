/// A numbered list of items, each a wrapped title with one-line details under it.
///
/// Rendered as:
///
///     9. A title that wraps
///        under itself
///        a detail line, cut to fit…
///    10. Another title
///
/// Numbers are right-aligned to the widest one. Every string is sanitized here, since this
/// is where data becomes terminal output.
public struct NumberedList: Sendable {
    /// One entry of a numbered list.
    public struct Item: Sendable {
        /// The entry's main line; it wraps under itself.
        public var title: String
        /// Lines shown under the title, each cut to one line; empty ones are left out.
        public var details: [String]

        /// Creates an entry with a title and optional detail lines.
        public init(title: String, details: [String] = []) {
            self.title = title
            self.details = details
        }
    }

    /// The entries, in display order.
    public var items: [Item]
    /// The number of the first entry.
    public var startingAt: Int
    /// The most lines a title wraps to; a longer one ends its last line with "…". A list is for
    /// finding an item, and a title of a hundred kilobytes would bury every other one.
    public var titleLineLimit: Int

    /// How many lines a title may take unless the list says otherwise.
    public static let defaultTitleLineLimit = 4

    /// Creates a list whose first entry is numbered `startingAt`.
    public init(items: [Item], startingAt: Int = 1, titleLineLimit: Int = defaultTitleLineLimit) {
        self.items = items
        self.startingAt = startingAt
        self.titleLineLimit = max(1, titleLineLimit)
    }

    /// Returns the list's lines for a terminal `width` columns wide (at least 20), numbers and
    /// detail lines styled by `styler`.
    public func render(width: Int, styler: Styler = .plain) -> [String] {
        guard !items.isEmpty else { return [] }
        let wrapper = TextWrapper(width: width)
        let numbers = items.indices.map { String(startingAt + $0) }
        let numberWidth = numbers.map(TerminalText.displayWidth).max() ?? 1
        let column = numberWidth + 2
        let hanging = String(repeating: " ", count: column)

        var lines: [String] = []
        for (item, number) in zip(items, numbers) {
            let label = TerminalText.padLeft(number, toWidth: numberWidth) + ". "
            let (text, cut) = Self.prefix(of: item.title, columns: titleLineLimit * wrapper.width)
            var title = limited(wrapper.wrap(text, indent: hanging, firstIndent: label), cut: cut, width: wrapper.width)
            if title.isEmpty {
                title = [TerminalText.padLeft(number, toWidth: numberWidth) + "."]
            }
            if styler.enabled, let first = title.first {
                // The label is plain ASCII padding and digits, so it is a prefix of the first line.
                let numbered = String(first.prefix(label.count))
                title[0] = styler.number(numbered) + first.dropFirst(label.count)
            }
            lines.append(contentsOf: title)
            for detail in item.details {
                let clean = TerminalText.trimmingWhitespace(TerminalText.sanitize(detail))
                guard !clean.isEmpty else { continue }
                lines.append(hanging + styler.detail(TerminalText.truncate(clean, toWidth: max(1, wrapper.width - column))))
            }
        }
        return lines
    }

    /// The first `titleLineLimit` of `lines`, the last of them ending with "…" when any text was
    /// left out (lines beyond the limit, or a title `cut` before wrapping).
    private func limited(_ lines: [String], cut: Bool, width: Int) -> [String] {
        guard lines.count > titleLineLimit || cut, !lines.isEmpty else { return lines }
        var kept = Array(lines.prefix(titleLineLimit))
        let last = kept[kept.count - 1]
        kept[kept.count - 1] =
            TerminalText.displayWidth(last) < width
            ? last + "…"
            : TerminalText.truncate(last + "…", toWidth: width)
        return kept
    }

    /// `text` sanitized and cut to a little more than `columns` characters, and whether anything
    /// was cut: enough to fill the lines a title may take (a character takes at least one column
    /// once sanitized), so a huge title is never sanitized and wrapped whole only to be cut.
    private static func prefix(of text: String, columns: Int) -> (String, Bool) {
        let raw = text.prefix(columns * 2 + 1)
        let clean = TerminalText.sanitize(String(raw))
        let kept = clean.prefix(columns + 1)
        return (String(kept), raw.endIndex < text.endIndex || kept.endIndex < clean.endIndex)
    }
}
