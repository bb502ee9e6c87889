/// Writes and reads the UTC times NewsAPI uses (ISO 8601, and HTTP dates for `Retry-After`), without a formatter or time zone.
enum ISOTimestamp {
    /// `2026-11-20T07:00:00Z`, or with milliseconds `2026-11-20T07:00:00.123Z` when `milliseconds` is set.
    static func format(seconds: Int, milliseconds: Int? = nil) -> String {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if let milliseconds {
            text += "." + pad(milliseconds, 3)
        }
        return text + "Z"
    }

    /// The HTTP-date form (RFC 9110 IMF-fixdate): `Fri, 20 Nov 2026 07:00:00 GMT`.
    static func httpDate(seconds: Int) -> String {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(pad(day, 2)) \(months[month - 1]) \(pad(year, 4)) "
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2) + " GMT"
    }

    /// Seconds since 1970 for `2026-11-20`, `2026-11-20T07:00`, `2026-11-20T07:00:00`, with an optional
    /// fraction and an optional `Z`; nil for anything else (NewsAPI then answers `parameterInvalid`).
    static func parse(_ text: String) -> Double? {
        let characters = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count else { return nil }
            var value = 0
            for byte in characters[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ index: Int, is expected: Character) -> Bool {
            index < characters.count && Character(UnicodeScalar(characters[index])) == expected
        }
        guard let year = number(0..<4), byte(4, is: "-"), let month = number(5..<7), byte(7, is: "-"),
            let day = number(8..<10), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = Double(days(fromYear: year, month: month, day: day) * 86_400)
        var position = 10
        if position < characters.count {
            guard byte(10, is: "T"), let hour = number(11..<13), byte(13, is: ":"), let minute = number(14..<16),
                hour < 24, minute < 60
            else { return nil }
            seconds += Double(hour * 3600 + minute * 60)
            position = 16
            if byte(16, is: ":") {
                guard let second = number(17..<19), second < 60 else { return nil }
                seconds += Double(second)
                position = 19
                if byte(19, is: ".") {
                    position = 20
                    var scale = 0.1
                    while position < characters.count, let digit = number(position..<(position + 1)) {
                        seconds += Double(digit) * scale
                        scale /= 10
                        position += 1
                    }
                    guard position > 20 else { return nil }
                }
            }
            if byte(position, is: "Z") { position += 1 }
        }
        return position == characters.count ? seconds : nil
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date.
    static func days(fromYear year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
