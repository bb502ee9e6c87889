import Foundation

/// Turns the bytes and strings of imported records and NewsAPI answers into articles' and sources' text fields.
package enum RecordText {
    /// The text of some bytes, trimmed of ASCII blanks; nil when nothing is left. Invalid UTF-8
    /// becomes U+FFFD.
    ///
    /// Trimming bytes before decoding keeps Foundation out of the per-field path of a large import.
    package static func field(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = trimmed(bytes)
        guard !text.isEmpty else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// Some bytes without the ASCII blanks around them.
    package static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// A string trimmed of surrounding whitespace; nil when nothing is left.
    package static func text(_ string: String?) -> String? {
        guard let trimmed = string?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// A short quotation of hostile text for a rejection message: sanitized later, cut here.
    package static func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
        return "'\(cut)'"
    }
}
