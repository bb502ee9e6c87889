import FlowKit

/// How the main flow's screens present their content, as the flow hands it to them: laid out
/// for a person or as JSON lines.
struct Presentation: Sendable {
    /// Text for a person, or JSON lines for a program.
    var format: OutputFormat

    /// Text: what scripts and tests see unless they ask otherwise.
    static let plain = Presentation(format: .text)

    /// Writes content to `console`: `lines` for a person, or each of `records` as a JSON line.
    @MainActor
    func show(on console: any Console, lines: () -> [String], records: () -> [any Encodable]) {
        switch format {
        case .text: console.writeLines(lines())
        case .json: console.writeRecords(records())
        }
    }
}
