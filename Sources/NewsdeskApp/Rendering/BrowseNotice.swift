import FlowKit
import Foundation

/// What `browse` says: the address opened, or the address to copy where no browser opened it, and
/// a read mark that could not be kept.
enum BrowseNotice: TransientView {
    /// A browser was sent `url`.
    case opened(URL)
    /// No browser opened `url` (a script, or a terminal with none): the address is printed, after a
    /// line saying why on a terminal.
    case printed(URL)
    /// The article could not be marked as read, for `reason`.
    case unmarked(reason: String)

    func render(on console: any Console) {
        switch self {
        case .opened(let url):
            console.writeLine("Opened \(TerminalText.sanitize(url.absoluteString))")
        case .printed(let url):
            if console.isInteractive {
                console.writeLine("No browser to open it with (set $BROWSER, or install xdg-open):")
            }
            console.writeLine(TerminalText.sanitize(url.absoluteString))
        case .unmarked(let reason):
            console.writeLine("(Not marked as read: \(TerminalText.sanitize(reason)))")
        }
    }
}
