/// Turns imported bytes and strings into the catalog's text fields.
enum ImportText {
    /// The text of some bytes, trimmed of ASCII blanks; nil when nothing is left. Invalid UTF-8
    /// becomes U+FFFD.
    ///
    /// Trimming bytes before decoding keeps Foundation out of the per-field path of a large import.
    static func field(_ bytes: ArraySlice<UInt8>) -> String? {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// A string trimmed of surrounding whitespace; nil when nothing is left.
    static func text(_ string: String?) -> String? {
        guard let trimmed = string?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// Whether a URL is an absolute http or https address with a host.
    static func isWebAddress(_ url: String) -> Bool {
        let lowered = url.prefix(8).lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = url.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = url.dropFirst(7)
        } else {
            return false
        }
        guard let first = rest.first, first != "/" else { return false }
        return !url.contains(where: { $0 == " " || $0.isNewline })
    }

    /// A short quotation of hostile text for a rejection message: sanitized later, cut here.
    static func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
        return "'\(cut)'"
    }
}
