/// The one place colour and weight are added to text: a few roles, each one SGR sequence.
///
/// Styles go on after text is sanitized, wrapped and cut, so they never count toward a width
/// and never reach a cleaner that would strip them. A plain styler returns text unchanged; a
/// console uses one unless it is a terminal and neither `NO_COLOR` nor `--no-color` says no.
public struct Styler: Sendable, Equatable {
    /// No styles at all: scripts, pipes, `NO_COLOR`, `--no-color`.
    public static let plain = Styler(enabled: false)
    /// Styles on, for a terminal.
    public static let terminal = Styler(enabled: true)

    /// Whether styles are written.
    public let enabled: Bool

    /// Creates a styler that writes styles only when `enabled`.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// A screen's heading or a document's title: bold.
    public func heading(_ text: String) -> String { styled(text, "1") }
    /// The rule under a heading: dim.
    public func rule(_ text: String) -> String { styled(text, "2") }
    /// An item's number in a list: bold cyan, so the number to type stands out.
    public func number(_ text: String) -> String { styled(text, "1;36") }
    /// The secondary line of an item (source, date, marks): dim.
    public func detail(_ text: String) -> String { styled(text, "2") }
    /// The word that says something failed: bold red.
    public func failure(_ text: String) -> String { styled(text, "1;31") }

    /// `text` without the styles a styler adds (SGR sequences, `ESC [ … m`), for a reader that
    /// would show them as characters. Text reaching a styler is sanitized, so every escape
    /// sequence in it is one of these.
    public static func removingStyles(from text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}", scalars.first == "[" else {
                result.append(scalar)
                continue
            }
            let parameters = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
            let end = parameters.endIndex
            guard end < scalars.endIndex, scalars[end] == "m" else {
                result.append(scalar)
                continue
            }
            scalars = scalars[scalars.index(after: end)...]
        }
        return String(result)
    }

    private func styled(_ text: String, _ parameters: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
