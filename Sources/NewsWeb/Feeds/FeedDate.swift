import Foundation
import NewsModels

/// Reads the dates feeds write: RFC 822 in every variant seen in the wild, and ISO 8601.
///
/// RFC 822 (RSS's `pubDate`): the weekday may be missing, the year may have two digits (`94` is
/// 1994, `24` is 2024), seconds may be missing, the zone may be an offset (`+0100`, `-05:00`), a
/// name (`GMT`, `EST`, `CEST`) or missing (UTC), and months may be written in full. ISO 8601 (Atom,
/// JSON Feed, and many a `pubDate`): `2024-03-05T14:30:00Z`, with fractions, offsets, a space for
/// the `T`, or a date alone. Hand-written: `DateFormatter` takes one pattern at a time and costs
/// microseconds a call.
enum FeedDate {
    /// The instant `text` names, or nil when it is no date newsdesk can read.
    static func parse(_ text: String) -> Date? {
        let trimmed = FeedText.trimmed(text)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64 else { return nil }
        let bytes = Array(trimmed.utf8)
        if let first = bytes.first, isDigit(first), bytes.count >= 10, bytes[4] == UInt8(ascii: "-") {
            return iso8601(bytes)
        }
        if bytes.count >= 8, bytes.prefix(4).allSatisfy(isDigit), bytes[4] == UInt8(ascii: "/") {
            return slashed(trimmed)
        }
        return rfc822(trimmed)
    }

    /// Whether the date `text` names a day without a time of day (`2024-03-05`, `5 Mar 2024`):
    /// every time feeds write has a colon, midnight's `00:00` too.
    static func isDayOnly(_ text: String) -> Bool {
        !text.contains(":")
    }

    /// `14:33` or `14:33:07` as hour, minute and second; nil for anything else.
    private static func clock(_ word: some StringProtocol) -> (Int, Int, Int)? {
        let parts = word.split(separator: ":").map { Int($0) }
        guard parts.count == 2 || parts.count == 3, let hour = parts[0], let minute = parts[1] else { return nil }
        guard parts.count == 3 else { return (hour, minute, 0) }
        guard let second = parts[2] else { return nil }
        return (hour, minute, second)
    }

    // MARK: - Year first with slashes

    /// `2020/1/10 14:33:00` with an optional zone, as some Chinese and Japanese CMSes write dates.
    private static func slashed(_ text: String) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let parts = words[0].split(separator: "/").map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2] else { return nil }
        var hour = 0, minute = 0, second = 0
        var offset = 0
        if words.count > 1 {
            guard let time = clock(words[1]) else { return nil }
            (hour, minute, second) = time
            if words.count > 2 { offset = zoneOffset(String(words[2])) ?? 0 }
        }
        guard let seconds = secondsSince1970(year: year, month: month, day: day, hour: hour, minute: minute, second: second) else {
            return nil
        }
        return Date(timeIntervalSince1970: Double(seconds - offset))
    }

    // MARK: - ISO 8601

    private static func iso8601(_ bytes: [UInt8]) -> Date? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offset = 0
        if reader.skip("T") || reader.skip("t") || reader.skip(" ") {
            guard let h = reader.number(2), reader.skip(":"), let m = reader.number(2) else { return nil }
            hour = h
            minute = m
            if reader.skip(":") {
                guard let s = reader.number(2) else { return nil }
                second = s
                if reader.skip(".") || reader.skip(",") { fraction = reader.fraction() }
            }
            reader.skipSpaces()
            if reader.skip("Z") || reader.skip("z") {
                offset = 0
            } else if let sign = reader.sign() {
                guard let offsetHours = reader.number(2) else { return nil }
                _ = reader.skip(":")
                let offsetMinutes = reader.number(2) ?? 0
                offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
            } else if let zone = zoneOffset(String(decoding: reader.rest, as: UTF8.self)) {
                offset = zone
            }
        }
        guard let seconds = secondsSince1970(year: year, month: month, day: day, hour: hour, minute: minute, second: second) else {
            return nil
        }
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }

    // MARK: - RFC 822

    private static func rfc822(_ text: String) -> Date? {
        // Words split on spaces and commas: [weekday] day month year time [zone].
        var words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        if let first = words.first, first.first?.isLetter == true, month(first) == nil { words.removeFirst() }
        guard words.count >= 3 else { return nil }
        var day: Int?
        var monthNumber: Int?
        // `5 Mar 2024` or, less often, `Mar 5 2024`.
        if let number = Int(words[0]) {
            day = number
            monthNumber = month(words[1])
        } else if let named = month(words[0]), let number = Int(words[1]) {
            monthNumber = named
            day = number
        }
        guard let day, let monthNumber, var year = Int(words[2]) else { return nil }
        if words[2].count <= 2 { year += year < 50 ? 2000 : 1900 } else if words[2].count == 3 { year += 1900 }
        var hour = 0, minute = 0, second = 0
        var offset = 0
        if words.count > 3 {
            guard let time = clock(words[3]) else { return nil }
            (hour, minute, second) = time
            if words.count > 4 { offset = zoneOffset(words[4]) ?? 0 }
        }
        guard let seconds = secondsSince1970(year: year, month: monthNumber, day: day, hour: hour, minute: minute, second: second) else {
            return nil
        }
        return Date(timeIntervalSince1970: Double(seconds - offset))
    }

    private static func month(_ word: String) -> Int? {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        let prefix = word.prefix(3).lowercased()
        guard word.count >= 3, let index = months.firstIndex(of: prefix) else { return nil }
        return index + 1
    }

    /// Seconds east of UTC for `+0100`, `-05:00`, `GMT`, `EST`, military letters and the zones
    /// feeds commonly name; nil for anything else.
    private static func zoneOffset(_ zone: String) -> Int? {
        let text = zone.trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
        if let sign = text.first, sign == "+" || sign == "-" {
            let digits = text.dropFirst().filter(\.isNumber)
            guard digits.count == 4 || digits.count == 2, let value = Int(digits) else { return nil }
            let hours = digits.count == 4 ? value / 100 : value
            let minutes = digits.count == 4 ? value % 100 : 0
            return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let hours: [String: Int] = [
            "UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "WET": 0, "BST": 1, "IST": 1, "CET": 1, "MET": 1, "WEST": 1,
            "CEST": 2, "MEST": 2, "EET": 2, "EEST": 3, "MSK": 3, "JST": 9, "KST": 9, "HKT": 8, "SGT": 8,
            "AWST": 8, "ACST": 9, "AEST": 10, "AEDT": 11, "NZST": 12, "NZDT": 13,
            "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
            "AKST": -9, "AKDT": -8, "HST": -10, "AST": -4, "ADT": -3, "NST": -3, "NDT": -2,
        ]
        let upper = text.uppercased()
        if let value = hours[upper] { return value * 3600 }
        // RFC 822's military zones: A to I and K to M east, N to Y west; their signs are famously
        // backwards in the RFC, so, as most readers do, take them as UTC.
        if upper.count == 1, let letter = upper.first, letter.isLetter { return 0 }
        return nil
    }

    /// Seconds since 1970 of a UTC date and time, or nil when it is no such moment.
    private static func secondsSince1970(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int? {
        guard (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            let days = CivilDate.days(year: year, month: month, day: day)
        else { return nil }
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Reads fixed-width numbers and separators from the front of a date's bytes.
    private struct DigitReader {
        let bytes: [UInt8]
        var index = 0

        var rest: ArraySlice<UInt8> { bytes[index...] }

        mutating func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard FeedDate.isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }

        mutating func fraction() -> Double {
            var value = 0.0
            var scale = 0.1
            while index < bytes.count, FeedDate.isDigit(bytes[index]) {
                value += Double(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            return value
        }

        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
