/// Small text helpers for feed reading, on UTF-8 bytes: Foundation's `trimmingCharacters` goes
/// through UTF-16 and cost half of a feed's parse.
enum FeedText {
    /// `bytes` as a string without the ASCII white space around it.
    static func trimmed(_ bytes: some Collection<UInt8>) -> String {
        let array = Array(bytes)
        var start = 0
        var end = array.count
        while start < end, isSpace(array[start]) { start += 1 }
        while end > start, isSpace(array[end - 1]) { end -= 1 }
        return String(decoding: array[start..<end], as: UTF8.self)
    }

    /// `text` without the ASCII white space around it.
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return text }
        return trimmed(utf8)
    }

    /// Whether `byte` is ASCII white space (space, tab, line feed, form feed, carriage return).
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
