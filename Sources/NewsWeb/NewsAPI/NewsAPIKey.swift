import Foundation

/// A NewsAPI key that prints itself only masked, so logs, messages and `dump` never show it.
public struct NewsAPIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The most characters a key may have: more than a request header line carries through common
    /// servers and proxies. Any shorter key is left to the service to judge: NewsAPI.org's keys
    /// have 32 hex digits, but a NewsAPI-compatible service at `--newsapi-url` may issue others.
    public static let maximumLength = 4096
    /// How many trailing characters `masked` keeps visible, enough to tell two keys apart.
    static let visibleSuffix = 4

    /// The key itself, for the request header and the credentials file; never show it.
    public let secret: String

    /// Validates a key as typed or read from a file: surrounding blanks are trimmed.
    ///
    /// Only what can never be a key is refused: the service says whether the rest is one.
    ///
    /// - Throws: ``NewsAPIKeyError`` when the key is empty, too long to send, or holds
    ///   whitespace, control characters or non-ASCII characters (which a header cannot carry).
    public init(validating input: String) throws(NewsAPIKeyError) {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        // Checked before the length, so pasting two words gets the more useful message.
        if trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { throw .containsWhitespace }
        if trimmed.unicodeScalars.contains(where: { !(0x21...0x7E).contains($0.value) }) { throw .containsUnprintable }
        let count = trimmed.unicodeScalars.count
        if count > Self.maximumLength { throw .tooLong(count: count) }
        secret = trimmed
    }

    /// The key with every character but the last four shown as `*`; a short key entirely so.
    public var masked: String {
        let count = secret.count
        // Showing four of fewer than twelve would reveal too large a share of the key.
        guard count >= 3 * Self.visibleSuffix else { return String(repeating: "*", count: count) }
        return String(repeating: "*", count: count - Self.visibleSuffix) + secret.suffix(Self.visibleSuffix)
    }

    /// The masked key.
    public var description: String { masked }

    /// The masked key, so `String(reflecting:)` and debuggers never show the secret.
    public var debugDescription: String { "NewsAPIKey(\(masked))" }

    /// A mirror holding only the masked key, so `dump` and `Mirror` never see the secret.
    public var customMirror: Mirror {
        Mirror(self, children: ["masked": masked], displayStyle: .struct)
    }
}
