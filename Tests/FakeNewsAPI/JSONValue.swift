import Foundation

/// A JSON value written with its keys in a fixed order, so answers are byte-for-byte repeatable.
///
/// The fake writes its own JSON rather than use `JSONEncoder`: NewsAPI answers carry explicit
/// `null`s and keys in a stable order, and tests compare bytes.
indirect enum JSONValue: Sendable, Equatable {
    /// A JSON string.
    case string(String)
    /// A JSON integer.
    case integer(Int)
    /// A JSON number with a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array of values.
    case array([JSONValue])
    /// An object whose members keep the order given.
    case object([(String, JSONValue)])

    /// A string, or `null` when `value` is nil.
    static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The compact UTF-8 serialization, escaping `"`, `\` and every control character below U+0020.
    var data: Data {
        var text = ""
        write(into: &text)
        return Data(text.utf8)
    }

    /// Compares two values member by member, including the order of object members.
    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    private func write(into text: inout String) {
        switch self {
        case .string(let value):
            Self.writeString(value, into: &text)
        case .integer(let value):
            text += String(value)
        case .number(let value):
            text += value.isFinite ? String(value) : "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .null:
            text += "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.0, into: &text)
                text += ":"
                member.1.write(into: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
