/// How content screens show what they prepared: laid out for a person, or as JSON lines.
public enum OutputFormat: Sendable, Equatable {
    /// Headings, numbered lists and documents, fitted to the width.
    case text
    /// One JSON object per line for each item (`--json`), with NewsAPI's field names; the
    /// layout around the items (headings, counts, hints) is left out.
    case json
}
