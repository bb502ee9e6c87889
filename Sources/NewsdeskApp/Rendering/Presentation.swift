import FlowKit
import Foundation

/// How the main flow's screens present their content, as the flow hands it to them: laid out
/// for a person or as JSON lines, and list dates absolute or relative to the clock.
struct Presentation: Sendable {
    /// Text for a person, or JSON lines for a program.
    var format: OutputFormat
    /// How list lines date their articles.
    var listDates: ListDateStyle
    /// The clock relative dates count from.
    var now: @Sendable () -> Date

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

    /// The date on an article's list line.
    func listDate(_ date: Date) -> String {
        switch listDates {
        case .absolute: DateText.short(date)
        case .relative: DateText.relative(date, now: now())
        }
    }
}
