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

    /// Creates a list whose first entry is numbered `startingAt`.
    public init(items: [Item], startingAt: Int = 1) {
        self.items = items
        self.startingAt = startingAt
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
            var title = wrapper.wrap(TerminalText.sanitize(item.title), indent: hanging, firstIndent: label)
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
}
