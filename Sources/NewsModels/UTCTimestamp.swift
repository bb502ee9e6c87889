import Foundation

/// Dates as text in UTC on the proleptic Gregorian calendar, written and read.
///
/// Foundation's calendars and ISO 8601 styles switch to the Julian calendar before 15 October
/// 1582, so `1500-06-01` would come out as `1500-05-22`; ISO 8601 (and NewsAPI) count every day on
/// the Gregorian calendar, as ``TimestampText`` reads them. So dates are formatted here, by
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
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d UTC", parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second)
    }

    /// Reads `YYYY-MM-DD` as ``day(_:)`` does or a date and time as ``moment(_:)`` does; nil for anything else.
    public static func parse(_ text: String) -> Date? {
        day(text) ?? moment(text)
    }

    /// Reads `YYYY-MM-DD` as midnight UTC.
    public static func day(_ text: String) -> Date? {
        TimestampText.day(text)
    }

    /// Reads an ISO 8601 date and time: `Z`, an offset, or none for UTC; a fraction of a second allowed.
    public static func moment(_ text: String) -> Date? {
        TimestampText.dateTime(text)
    }

    /// The calendar fields of `date` in UTC.
    private static func parts(of date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = CivilDate.wholeSeconds(date)
        let days = CivilDate.days(since1970: date)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        return (year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
    }
}
