/// The data sets `newsdesk import` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
    /// HuffPost's News Category Dataset: JSON lines with `link`, `headline`, `category`, ...
    case huffpost
    /// UCI's News Aggregator: tab-separated rows `ID TITLE URL PUBLISHER CATEGORY STORY HOSTNAME TIMESTAMP`.
    case uci
    /// Saved NewsAPI responses (`{status, totalResults, articles}`), one per file or one per line.
    case newsapi
    /// newsdesk's own export (`newsdesk export --format jsonl`): one article per line, as `--json`
    /// writes it, with what a backup needs besides (``ArticleLineParser``).
    case jsonl

    /// The name a person knows the data set by.
    public var displayName: String {
        switch self {
        case .huffpost: "HuffPost News Category"
        case .uci: "UCI News Aggregator"
        case .newsapi: "NewsAPI response"
        case .jsonl: "newsdesk JSON lines"
        }
    }

    /// Guesses the format from a file's first non-blank line; nil when nothing fits.
    ///
    /// A JSON object naming `storySize` is newsdesk's own export (no data set has the name, and
    /// every exported line has it); one naming `headline` or `link` is HuffPost; any other line
    /// opening a JSON object (a NewsAPI response, maybe pretty-printed over many lines) is NewsAPI;
    /// eight tab-separated fields are UCI.
    static func guess(firstLine: some Collection<UInt8>) -> ImportFormat? {
        let text = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("{") {
            if text.contains("\"storySize\":") { return .jsonl }
            return text.contains("\"headline\"") || text.contains("\"link\"") ? .huffpost : .newsapi
        }
        return firstLine.lazy.filter { $0 == UInt8(ascii: "\t") }.count == UCIRowParser.fieldCount - 1 ? .uci : nil
    }
}
