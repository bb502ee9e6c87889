import Foundation

/// Encodes values as single JSON lines that are safe to show on a terminal, for `--json` output.
///
/// Foundation's `JSONEncoder` writes the JSON: keys sorted (its order is not stable otherwise),
/// slashes left unescaped, every C0 control escaped as JSON requires. It leaves DEL, the C1
/// controls (among them U+009B, the one-character CSI), the bidirectional controls and the line
/// and paragraph separators raw, which is valid JSON, and none of its options changes that. So
/// rather than a second encoder, one pass over its output writes each of those as `\uXXXX`.
/// That is safe because they can stand only inside a string (JSON's own syntax is ASCII), where
/// `\uXXXX` means the same character: a reader gets the data back exactly, and no raw control
/// reaches a terminal the JSON is shown on.
public enum JSONLines {
    /// `value` as one line of JSON (no line break at the end), with every terminal control escaped.
    public static func line(_ value: any Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        return escapingTerminalControls(json)
    }

    /// `json` with each character that `needsEscape` written as a `\uXXXX` escape.
    static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    /// Whether a character would act on a terminal rather than show: C0 controls, DEL, C1 controls,
    /// the bidirectional marks, embeddings, overrides and isolates, the Unicode line and paragraph
    /// separators, and the zero-width characters that hide text (U+200B, U+2060, U+FEFF; the
    /// joiner U+200D stays, as emoji sequences need it raw to read as one picture). All of them are in the Basic Multilingual Plane, so four hex digits do.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return true
        case 0x200B, 0x2060, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
