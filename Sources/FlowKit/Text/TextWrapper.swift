/// Wraps text into lines that fit a terminal width, measured in display columns.
///
/// Styles (SGR sequences from ``Styler``) take no columns: they are added after data is
/// sanitized, so an escape in the text is always one of them.
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
    /// room on a line is broken hard at grapheme boundaries, or with `breakingLongWords` false
    /// kept whole after the words before it (a web address stays one piece to copy). Lines carry no
    /// trailing spaces. Text with no words gives no lines.
    public func wrap(
        _ text: String,
        indent: String = "",
        firstIndent: String? = nil,
        breakingLongWords: Bool = true
    ) -> [String] {
        let words = Self.words(of: text)
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
            let wordWidth = Self.columns(of: String(word))
            if !line.isEmpty {
                if used + 1 + wordWidth <= room {
                    line += " " + word
                    used += 1 + wordWidth
                    continue
                }
                if !breakingLongWords, wordWidth > otherRoom {
                    // It fits no line: it stays beside what it follows ("URL: https://…").
                    line += " " + word
                    finishLine()
                    continue
                }
                finishLine()
            }
            if wordWidth <= room || !breakingLongWords {
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

    /// Returns `text` with each line wider than the width wrapped at word boundaries, its other
    /// lines indented as it is; lines that fit are kept exactly as they are, and so is a word
    /// wider than the width (a web address), which the terminal wraps.
    ///
    /// The last resort for text written to a terminal: whatever was laid out for the width is
    /// unchanged, and a message too long for it is broken between words rather than at the edge.
    public func fitting(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { Self.columns(of: String($0)) > width }) else { return text }
        return lines.flatMap { line -> [String] in
            let line = String(line)
            guard Self.columns(of: line) > width else { return [line] }
            let indent = String(line.prefix { $0 == " " })
            return wrap(line, indent: indent, firstIndent: indent, breakingLongWords: false)
        }.joined(separator: "\n")
    }

    /// The words of `text`, split at any whitespace.
    private static func words(of text: String) -> [Substring] {
        guard TerminalText.simpleWidth(text) != nil else { return text.split(whereSeparator: \.isWhitespace) }
        // A grapheme cluster per scalar: split by scalars, without finding clusters in Unicode's tables.
        return text.unicodeScalars.split(whereSeparator: TerminalText.isSimpleSpace).map(Substring.init)
    }

    /// The columns `text` takes on a terminal, its styles taking none.
    static func columns(of text: String) -> Int {
        guard text.utf8.contains(0x1B) else { return TerminalText.displayWidth(text) }
        return TerminalText.displayWidth(Styler.removingStyles(from: text))
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
