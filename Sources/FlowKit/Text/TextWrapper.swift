/// Wraps text into lines that fit a terminal width, measured in display columns.
public struct TextWrapper: Sendable {
    /// The narrowest width a wrapper lays out to.
    public static let minimumWidth = 20

    /// The width lines are wrapped to, in columns (at least `minimumWidth`).
    public let width: Int

    /// Creates a wrapper for lines of `width` columns; narrower widths are raised to 20.
    public init(width: Int) {
        self.width = max(Self.minimumWidth, width)
    }

    /// Wraps `text` greedily by words, prefixing the first line with `firstIndent` (or `indent`)
    /// and every other line with `indent`.
    ///
    /// Any whitespace separates words and is collapsed to one space. A word wider than the
    /// room on a line is broken hard at grapheme boundaries. Lines carry no trailing spaces.
    /// Text with no words gives no lines.
    public func wrap(_ text: String, indent: String = "", firstIndent: String? = nil) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return [] }

        let firstPrefix = firstIndent ?? indent
        let firstRoom = max(1, width - TerminalText.displayWidth(firstPrefix))
        let otherRoom = max(1, width - TerminalText.displayWidth(indent))

        var lines: [String] = []
        var line = ""
        var used = 0
        var room = firstRoom

        func finishLine() {
            let prefix = lines.isEmpty ? firstPrefix : indent
            lines.append(Self.trimmingTrailingSpaces(prefix + line))
            line = ""
            used = 0
            room = otherRoom
        }

        for word in words {
            let wordWidth = TerminalText.displayWidth(String(word))
            if !line.isEmpty {
                if used + 1 + wordWidth <= room {
                    line += " " + word
                    used += 1 + wordWidth
                    continue
                }
                finishLine()
            }
            if wordWidth <= room {
                line = String(word)
                used = wordWidth
                continue
            }
            // Too wide for a line of its own: break it hard.
            for character in word {
                let characterWidth = TerminalText.width(of: character)
                if !line.isEmpty, used + characterWidth > room {
                    finishLine()
                }
                line.append(character)
                used += characterWidth
            }
        }
        if !line.isEmpty {
            finishLine()
        }
        return lines
    }

    /// Returns `text` without trailing spaces.
    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while let last = result.last, last == " " {
            result.removeLast()
        }
        return result
    }
}
