import Foundation

/// Dates as text in UTC on the proleptic Gregorian calendar, written and read.
///
/// Foundation's calendars and ISO 8601 styles switch to the Julian calendar before 15 October
/// 1582, so `1500-06-01` would come out as `1500-05-22`; ISO 8601 (and NewsAPI) count every day on
/// the Gregorian calendar, as ``ImportTimestamp`` reads them. So dates are formatted here, by
/// arithmetic, whatever their year.
public enum UTCTimestamp {
    /// `2026-11-20T08:30:05Z`, whole seconds: how NewsAPI writes `publishedAt`.
    public static func iso8601(_ date: Date) -> String {
        let parts = parts(of: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second)
    }

    /// `2026-11-20 08:30:05 UTC`, for messages.
    public static func readable(_ date: Date) -> String {
        let parts = parts(of: date)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d UTC", parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second)
    }

    /// Reads `YYYY-MM-DD` as ``day(_:)`` does or a date and time as ``moment(_:)`` does; nil for anything else.
    public static func parse(_ text: String) -> Date? {
        day(text) ?? moment(text)
    }

    /// Reads `YYYY-MM-DD` as midnight UTC.
    public static func day(_ text: String) -> Date? {
        ImportTimestamp.day(text)
    }

    /// Reads an ISO 8601 date and time: `Z`, an offset, or none for UTC; a fraction of a second allowed.
    public static func moment(_ text: String) -> Date? {
        ImportTimestamp.dateTime(text)
    }

    /// The calendar fields of `date` in UTC.
    private static func parts(of date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = wholeSeconds(date)
        // Rounded towards the past, so a moment before 1970 falls on its own day.
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        return (year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
    }

    /// Whole seconds since 1970, held within some thirty million years either way: a date from
    /// data can be anything, and converting an out-of-range or NaN interval to `Int` would trap.
    private static func wholeSeconds(_ date: Date) -> Int {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite else { return 0 }
        return Int(min(max(interval, -1e15), 1e15).rounded(.down))
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's
    /// civil_from_days, the inverse of ``ImportTimestamp/daysSinceEpoch(year:month:day:)``).
    private static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
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
