/// A long-form view: a title, labelled fields, paragraphs of body text and footer fields.
///
/// Rendered as:
///
///     The title, wrapped
///     ==================
///     Label:   value
///     Longer:  value that wraps
///              under itself
///
///     First paragraph.
///
///     Second paragraph.
///
///     Footer:  value
///
/// Fields with empty values and empty sections are left out. Every string is sanitized here,
/// since this is where data becomes terminal output.
public struct DocumentView: Sendable {
    /// A labelled value, shown as `Label: value`.
    public struct Field: Sendable, Equatable {
        /// The name shown before the colon.
        public var label: String
        /// The value; a field whose value is empty or blank is not shown.
        public var value: String
        /// Whether a long value wraps; a URL does not, so it stays whole for copying and clicking.
        public var wraps: Bool

        /// Creates a field.
        public init(label: String, value: String, wraps: Bool = true) {
            self.label = label
            self.value = value
            self.wraps = wraps
        }
    }

    /// The heading, underlined with `=`.
    public var title: String
    /// Fields shown under the heading, labels aligned.
    public var fields: [Field]
    /// The body; line breaks inside a paragraph start a new paragraph.
    public var paragraphs: [String]
    /// Body text in blocks (headings, lists, quotes, references), shown after `paragraphs`.
    public var blocks: BlockText
    /// Fields shown after the body, labels aligned among themselves.
    public var footer: [Field]

    /// Creates a document view.
    public init(title: String, fields: [Field] = [], paragraphs: [String] = [], blocks: BlockText = BlockText(), footer: [Field] = []) {
        self.title = title
        self.fields = fields
        self.paragraphs = paragraphs
        self.blocks = blocks
        self.footer = footer
    }

    /// Returns the document's lines for a terminal `width` columns wide (at least 20), the title
    /// styled by `styler`.
    public func render(width: Int, styler: Styler = .plain) -> [String] {
        let wrapper = TextWrapper(width: width)

        let title = wrapper.wrap(TerminalText.sanitize(title))
        var heading = title.map(styler.heading)
        if let widest = title.map(TerminalText.displayWidth).max() {
            heading.append(styler.rule(String(repeating: "=", count: min(max(1, widest), wrapper.width))))
        }
        heading += Self.fieldLines(fields, wrapper: wrapper)

        var body: [String] = []
        for paragraph in paragraphs.flatMap(TerminalText.sanitizeParagraphs) {
            if !body.isEmpty { body.append("") }
            body += wrapper.wrap(paragraph)
        }
        let blockLines = blocks.render(width: width, styler: styler)
        if !blockLines.isEmpty {
            if !body.isEmpty { body.append("") }
            body += blockLines
        }

        let sections = [heading, body, Self.fieldLines(footer, wrapper: wrapper)].filter { !$0.isEmpty }
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines += section
        }
        return lines
    }

    /// Lays out fields as `Label: value` lines with values starting in one column.
    private static func fieldLines(_ fields: [Field], wrapper: TextWrapper) -> [String] {
        let shown = fields.compactMap { field -> (label: String, value: String, wraps: Bool)? in
            let value = TerminalText.sanitize(field.value)
            guard !TerminalText.trimmingWhitespace(value).isEmpty else { return nil }
            return (TerminalText.trimmingWhitespace(TerminalText.sanitize(field.label)) + ":", value, field.wraps)
        }
        guard let labelWidth = shown.map({ TerminalText.displayWidth($0.label) }).max() else { return [] }
        let hanging = String(repeating: " ", count: labelWidth + 1)
        return shown.flatMap { field in
            guard field.wraps else {
                return [TerminalText.padRight(field.label, toWidth: labelWidth) + " " + TerminalText.trimmingWhitespace(field.value)]
            }
            return wrapper.wrap(
                field.value,
                indent: hanging,
                firstIndent: TerminalText.padRight(field.label, toWidth: labelWidth) + " "
            )
        }
    }
}
