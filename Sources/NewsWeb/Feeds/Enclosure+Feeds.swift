import NewsModels

/// An enclosure's size and duration as feeds write them.
extension Enclosure {
    /// A size as feeds write it (`12345`, ` 12345 `), positive and within bounds; nil otherwise.
    static func length(_ text: String?) -> Int64? {
        guard let text, let value = Int64(FeedText.trimmed(text)), value > 0 else { return nil }
        return value
    }

    /// A duration as feeds write it: seconds (`1830`, `1830.5`), `MM:SS` or `HH:MM:SS`; nil for
    /// anything else or more than a year.
    static func duration(_ text: String?) -> Int? {
        guard let text else { return nil }
        let parts = FeedText.trimmed(text).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var seconds = 0.0
        for part in parts {
            guard let value = Double(part), value >= 0, value.isFinite else { return nil }
            seconds = seconds * 60 + value
        }
        guard seconds <= 366 * 86_400 else { return nil }
        return Int(seconds.rounded())
    }
}
