/// A list of strings bound as one SQL argument: a JSON array that `json_each(?)` reads, so a list
/// of any length (a page's URLs, an account's read marks) is one statement with one argument.
package enum JSONArrayArgument {
    /// `strings` as a JSON array, each escaped as RFC 8259 asks: quote, backslash and the controls
    /// below U+0020; every other character is written as it is (SQLite reads UTF-8).
    package static func of(_ strings: [String]) -> String {
        var json = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { json += "," }
            json += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
    }
}
