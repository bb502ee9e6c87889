import NewsModels

/// Numbers as people read them in summaries.
enum CountText {
    /// A whole number with thousands separated by commas: `422,637`.
    static func grouped(_ value: Int) -> String {
        GroupedNumber.text(value)
    }

    /// A grouped count and a noun, plural unless the count is 1: `1 source`, `10,992 sources`.
    static func counted(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// Seconds with one decimal below a minute, else minutes and seconds: `4.2 s`, `3 min 05 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "?" }
        if seconds < 60 {
            let tenths = Int((seconds * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) s"
        }
        let whole = Int(seconds.rounded())
        let remainder = whole % 60
        return "\(whole / 60) min \(remainder < 10 ? "0" : "")\(remainder) s"
    }
}
