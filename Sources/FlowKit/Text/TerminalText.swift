/// Makes untrusted text safe to print on a terminal, and measures it in terminal columns.
///
/// Everything that reaches the screen from data (titles, descriptions, names) goes through
/// `sanitize` first, so nothing in a feed can move the cursor, clear the screen, set the
/// clipboard, plant hyperlinks or reorder text with bidirectional overrides.
public enum TerminalText {
    /// Returns `text` as one line with every terminal control removed and visible text kept.
    ///
    /// Removed: whole escape sequences (CSI, OSC, DCS, APC, PM, SOS and two-character ESC
    /// sequences, in their 7-bit and 8-bit forms), other C0 and C1 controls, DEL, the
    /// bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and the
    /// zero-width characters that hide text (U+200B, U+2060, U+FEFF); a zero-width joiner (U+200D)
    /// stays only between two emoji, where it joins them into one picture.
    /// Tabs and line breaks (`\n`, `\r\n`, U+0085, U+2028, U+2029) become one space each;
    /// a lone `\r` is removed, so it cannot overwrite what came before it.
    public static func sanitize(_ text: String) -> String {
        // Simple text (``isSimple(_:)``) holds none of what is removed or replaced: a list's
        // `Source · 2014-08-28 12:20` lines are, and were each copied a scalar at a time.
        if isPrintableASCII(text) || simpleWidth(text) != nil { return text }
        return strippedLines(of: text).joined(separator: " ")
    }

    /// The most columns of typed or received text a message quotes.
    public static let quoteWidth = 60

    /// Returns `text` sanitized and cut to ``quoteWidth`` columns with "…", for quoting in a message.
    ///
    /// Only the start of `text` is looked at, so quoting a megabyte costs no more than quoting a word.
    public static func quoted(_ text: String) -> String {
        // Controls removed by sanitize can shorten the text, so look well past the width.
        let limit = quoteWidth * 16
        let head = text.unicodeScalars.prefix(limit + 1)
        let scanned = head.count > limit ? String(String.UnicodeScalarView(head.prefix(limit))) + "…" : text
        return truncate(sanitize(scanned), toWidth: quoteWidth)
    }

    /// Returns `text` with each control ``sanitize`` would remove written visibly as `<U+XXXX>`,
    /// for quoting a word exactly as it was typed (a command name that did not match).
    public static func revealingControls(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                shown += "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether ``sanitize`` removes or replaces `scalar` wherever it stands: a C0 or C1 control,
    /// DEL, a line or paragraph separator, a bidirectional control, or a hiding zero-width character.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
            0x200B, 0x2060, 0xFEFF:
            true
        default:
            false
        }
    }

    /// Returns the paragraphs of `text`, each sanitized to one line, with blank ones left out.
    ///
    /// Every line break ends a paragraph; leading and trailing whitespace of each paragraph
    /// is trimmed.
    public static func sanitizeParagraphs(_ text: String) -> [String] {
        strippedLines(of: text)
            .map(trimmingWhitespace)
            .filter { !$0.isEmpty }
    }

    /// Returns how many terminal columns `text` takes.
    ///
    /// Each grapheme cluster counts as the width of its first scalar that has a width:
    /// combining marks, format characters, zero-width joiners and variation selectors take 0,
    /// East Asian wide and fullwidth characters and emoji take 2, everything else 1. An emoji
    /// cluster (a ZWJ sequence, a flag, or a symbol with emoji variation selector U+FE0F) takes 2.
    public static func displayWidth(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        if let width = simpleWidth(text) { return width }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The width of `text` when each of its scalars takes one column and is a grapheme cluster of
    /// its own (``isSimple(_:)``), as most titles, names and dates are; nil for any other text.
    static func simpleWidth(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard isSimple(scalar) else { return nil }
            count += 1
        }
        return count
    }

    /// Whether a scalar takes one column and never joins a neighbour: printable ASCII, Latin-1's
    /// signs and letters but the soft hyphen, the Latin extensions and spacing modifiers before the
    /// combining marks (U+0300), and the dashes, quotes, bullets and ellipsis of General Punctuation
    /// without its invisible format characters. Unicode's tables agree on each; this range check
    /// avoids asking them a scalar at a time.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E: true
        default: false
        }
    }

    /// Whether `scalar`, a simple one (``isSimple(_:)``), is whitespace: the space or the no-break
    /// space, the only two such scalars that are.
    static func isSimpleSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x20 || scalar.value == 0xA0
    }

    /// Whether `text` holds only printable ASCII (space to `~`): nothing to remove, and a column per
    /// byte. Most titles and names are, and checking bytes is far cheaper than Unicode's tables.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Returns how many terminal columns one grapheme cluster takes.
    static func width(of character: Character) -> Int {
        var first: Int?
        var emojiSelector = false
        for scalar in character.unicodeScalars {
            if first == nil {
                let w = width(of: scalar)
                if w > 0 { first = w }
            }
            if scalar.value == 0xFE0F { emojiSelector = true }
        }
        guard let first else { return 0 }
        // A text-style symbol followed by U+FE0F asks for the emoji picture, two columns wide.
        if first == 1, emojiSelector, character.unicodeScalars.first?.properties.isEmoji == true {
            return 2
        }
        return first
    }

    /// Returns how many terminal columns one scalar takes on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if isZeroWidth(scalar) { return 0 }
        if isWide(scalar) { return 2 }
        return 1
    }

    /// Cuts `text` to at most `toWidth` columns, ending with "…" when anything was cut.
    ///
    /// Grapheme clusters are never split; whitespace before the ellipsis is dropped.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if displayWidth(text) <= width { return text }
        let budget = width - 1
        if isPrintableASCII(text) {
            // A column per byte: no need to walk grapheme clusters through Unicode's tables.
            var kept = Substring(text.utf8.prefix(budget))
            while kept.last == " " { kept.removeLast() }
            return String(kept) + "…"
        }
        if simpleWidth(text) != nil {
            // A column and a grapheme cluster per scalar.
            var kept = String(String.UnicodeScalarView(text.unicodeScalars.prefix(budget)))
            while let last = kept.last, last.isWhitespace { kept.removeLast() }
            return kept + "…"
        }
        var kept = ""
        var used = 0
        for character in text {
            let w = self.width(of: character)
            if used + w > budget { break }
            kept.append(character)
            used += w
        }
        while let last = kept.last, last.isWhitespace {
            kept.removeLast()
        }
        return kept + "…"
    }

    /// Pads `text` with spaces on the right to `toWidth` columns; wider text is returned as is.
    public static func padRight(_ text: String, toWidth width: Int) -> String {
        let missing = width - displayWidth(text)
        guard missing > 0 else { return text }
        return text + String(repeating: " ", count: missing)
    }

    /// Pads `text` with spaces on the left to `toWidth` columns; wider text is returned as is.
    public static func padLeft(_ text: String, toWidth width: Int) -> String {
        let missing = width - displayWidth(text)
        guard missing > 0 else { return text }
        return String(repeating: " ", count: missing) + text
    }

    /// Returns `text` without leading and trailing whitespace.
    static func trimmingWhitespace(_ text: String) -> String {
        if simpleWidth(text) != nil {
            // A grapheme cluster per scalar, and only two of these scalars are whitespace.
            let scalars = text.unicodeScalars
            guard let start = scalars.firstIndex(where: { !isSimpleSpace($0) }),
                let end = scalars.lastIndex(where: { !isSimpleSpace($0) })
            else { return "" }
            return String(scalars[start...end])
        }
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
            let end = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[start...end])
    }

    // MARK: - Width tables

    /// Whether a scalar takes no column of its own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return true  // zero-width joiner, variation selectors
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true  // Hangul medial vowels and final consonants join the syllable's block
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar is East Asian Wide or Fullwidth, or an emoji shown as a picture.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x2329...0x232A,  // angle brackets
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19,  // vertical forms
            0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
            0xFF00...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x16FE0...0x16FE4,  // ideographic symbols
            0x17000...0x18CFF,  // Tangut, Khitan
            0x1AFF0...0x1B2FF,  // Kana supplements, Nushu
            0x1F200...0x1F2FF,  // enclosed ideographic supplement
            0x20000...0x2FFFD,  // CJK extensions B and later
            0x30000...0x3FFFD:  // CJK extensions G and later
            return true
        default:
            return false
        }
    }

    // MARK: - Control stripping

    /// Where the scanner is while removing controls.
    private enum ScanMode {
        /// Ordinary text, copied through.
        case text
        /// Inside a control string (OSC, DCS, APC, PM, SOS); ends at BEL, ST, CAN, SUB or ESC.
        case controlString
        /// Inside a CSI sequence; ends at a final byte.
        case controlSequence
        /// Right after ESC.
        case escape
        /// Inside a two-character ESC sequence, after intermediates.
        case escapeIntermediate
        /// After ESC inside a control string: `\` ends it, anything else starts a new sequence.
        case stringEscape
    }

    /// Whether `scalar` is an emoji outside ASCII and Latin-1 (digits, `#` and `*` are emoji too,
    /// but a joiner after them joins nothing).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0xFF && scalar.properties.isEmoji
    }

    /// Whether a zero-width joiner after `scalar` may join an emoji sequence: after an emoji, its
    /// emoji variation selector (U+FE0F), or a skin-tone modifier.
    private static func joinsAfter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || isEmoji(scalar)
    }

    /// Returns the sanitized lines of `text`, split at line breaks (possibly empty lines).
    private static func strippedLines(of text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var mode = ScanMode.text
        let scalars = Array(text.unicodeScalars)
        var index = 0

        func breakLine() {
            lines.append(String(line))
            line = String.UnicodeScalarView()
        }

        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            index += 1

            switch mode {
            case .escape:
                switch value {
                case 0x5B:  // [
                    mode = .controlSequence
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
                    mode = .controlString
                case 0x20...0x2F:
                    mode = .escapeIntermediate
                case 0x30...0x7E:
                    mode = .text  // a complete two-character sequence
                default:
                    mode = .text
                    index -= 1  // not part of the sequence: handle it as text
                }
                continue
            case .escapeIntermediate:
                switch value {
                case 0x20...0x2F:
                    break
                case 0x30...0x7E:
                    mode = .text
                default:
                    mode = .text
                    index -= 1
                }
                continue
            case .controlSequence:
                switch value {
                case 0x20...0x3F:
                    break  // parameters and intermediates
                case 0x40...0x7E:
                    mode = .text  // final byte
                default:
                    mode = .text
                    index -= 1  // a malformed sequence ends here
                }
                continue
            case .controlString:
                switch value {
                case 0x07, 0x18, 0x1A, 0x9C:  // BEL, CAN, SUB, ST
                    mode = .text
                case 0x1B:
                    mode = .stringEscape
                default:
                    break  // the payload is dropped
                }
                continue
            case .stringEscape:
                if value == 0x5C {  // backslash: ESC \ is ST
                    mode = .text
                } else {
                    mode = .escape
                    index -= 1
                }
                continue
            case .text:
                break
            }

            switch value {
            case 0x1B:
                mode = .escape
            case 0x9B:
                mode = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // DCS, SOS, OSC, PM, APC
                mode = .controlString
            case 0x09:
                line.append(" ")
            case 0x0A, 0x85, 0x2028, 0x2029:
                breakLine()
            case 0x0D:
                if index < scalars.count, scalars[index].value == 0x0A {
                    index += 1
                    breakLine()
                }
            // A lone carriage return is dropped: it could overwrite the line.
            case 0x00...0x1F, 0x7F...0x9F:
                break  // other C0 controls, DEL and C1 controls
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                break  // bidirectional controls
            case 0x200B, 0x2060, 0xFEFF:
                break  // zero-width space, word joiner, zero-width no-break space: they hide text
            case 0x200D:
                // A joiner between emoji makes one picture (a family, a rainbow flag); elsewhere it hides text.
                if let previous = line.last, joinsAfter(previous), index < scalars.count, isEmoji(scalars[index]) {
                    line.append(scalar)
                }
            default:
                line.append(scalar)
            }
        }
        lines.append(String(line))
        return lines
    }
}
