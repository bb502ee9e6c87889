import Foundation

/// Reads the dates the data sets and NewsAPI write, always as UTC.
package enum TimestampText {
    /// `YYYY-MM-DD` as midnight UTC.
    package static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let days = CivilDate.days(year: year, month: month, day: day)
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
    }

    /// An ISO 8601 date and time: `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or `±HH:MM`.
    ///
    /// A space may stand for the `T`; a missing zone is read as UTC, as NewsAPI means it.
    package static func dateTime(_ text: String) -> Date? {
        let characters = Array(text.utf8)
        guard characters.count >= 19, characters[10] == UInt8(ascii: "T") || characters[10] == UInt8(ascii: " "),
            characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"),
            let date = day(String(decoding: characters[0..<10], as: UTF8.self)),
            let hour = number(characters[11..<13]), hour < 24,
            let minute = number(characters[14..<16]), minute < 60,
            let second = number(characters[17..<19]), second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < characters.count, characters[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let digitsStart = index
            while index < characters.count, let digit = digit(characters[index]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > digitsStart else { return nil }
        }
        var offset = 0
        if index < characters.count {
            let sign = characters[index]
            if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
                index += 1
            } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                let rest = characters[(index + 1)...].filter { $0 != UInt8(ascii: ":") }
                guard rest.count == 4, let hours = number(rest.prefix(2)), let minutes = number(rest.suffix(2)),
                    hours < 24, minutes < 60
                else { return nil }
                offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "+") ? 1 : -1)
                index = characters.count
            } else {
                return nil
            }
        }
        guard index == characters.count else { return nil }
        let seconds = Double(hour * 3600 + minute * 60 + second - offset) + fraction
        return date.addingTimeInterval(seconds)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private static func number(_ bytes: some Collection<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard let digit = digit(byte) else { return nil }
            value = value * 10 + digit
        }
        return bytes.isEmpty ? nil : value
    }
}
