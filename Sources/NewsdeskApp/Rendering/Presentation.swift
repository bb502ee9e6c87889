import FlowKit
import Foundation
import NewsModels

/// How the main flow's screens present their content, as the flow hands it to them: laid out
/// for a person or as JSON lines, and list dates absolute or relative to the clock.
struct Presentation: Sendable {
    /// Text for a person, or JSON lines for a program.
    var format: OutputFormat
    /// How list lines date their articles.
    var listDates: ListDateStyle
    /// The clock relative dates count from.
    var now: @Sendable () -> Date
    /// The zone a person at a terminal reads an article's date in (`TZ`); scripts keep UTC.
    var timeZone = TimeZone.current

    /// Text with absolute dates: what scripts and tests see unless they ask otherwise.
    static let plain = Presentation(format: .text, listDates: .absolute, now: { Date() })

    /// Writes content to `console`: `lines` for a person, or each of `records` as a JSON line
    /// that names the `screen` showing it (its title).
    @MainActor
    func show(on console: any Console, screen: String, lines: () -> [String], records: () -> [any Encodable]) {
        switch format {
        case .text: console.writeLines(lines())
        case .json: console.writeRecords(records().map { ScreenRecord(screen: screen, record: $0) })
        }
    }

    /// An article's own date: in UTC for scripts and JSON's text, in ``timeZone`` for a person at a
    /// terminal (the relative style is theirs); a date that named only its day is that day.
    func articleDate(of article: Article) -> String {
        switch listDates {
        case .absolute: DateText.absolute(article.publishedAt, dayOnly: article.publishedIsDayOnly)
        case .relative: DateText.absolute(article.publishedAt, in: timeZone, dayOnly: article.publishedIsDayOnly)
        }
    }

    /// The date on an article's list line; a date that named only its day is that day.
    func listDate(of article: Article) -> String {
        listDate(article.publishedAt, dayOnly: article.publishedIsDayOnly)
    }

    /// A date on a list line (a fetch's, a retry's): always with its time, or how long ago it was.
    func listDate(_ date: Date, dayOnly: Bool = false) -> String {
        switch listDates {
        case .absolute: DateText.short(date, dayOnly: dayOnly)
        case .relative: DateText.relative(date, now: now(), dayOnly: dayOnly)
        }
    }
}
