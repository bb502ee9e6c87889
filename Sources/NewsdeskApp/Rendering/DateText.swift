import Foundation

/// Formats dates for the terminal, always in UTC so transcripts read the same everywhere.
enum DateText {
    /// `2026-11-20 08:30 UTC`, for an article's page.
    static func absolute(_ date: Date) -> String {
        short(date) + " UTC"
    }

    /// `2026-11-20 08:30`, for list lines.
    static func short(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        return String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60)
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    private static func civilDate(fromDays days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
