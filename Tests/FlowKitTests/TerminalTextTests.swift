import Testing

@testable import FlowKit

@Suite("TerminalText")
struct TerminalTextTests {
    /// Whether any scalar of `text` is a control or a bidirectional control.
    private func hasControls(_ text: String) -> Bool {
        let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        return text.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || bidi.contains(scalar.value)
        }
    }

    // MARK: sanitize

    @Test(arguments: [
        ("A\u{1B}[2JB", "AB"),  // clear screen
        ("\u{1B}[1;31mred\u{1B}[0m text", "red text"),  // SGR colours
        ("\u{1B}[?1049h\u{1B}[10;20Hmoved", "moved"),  // private mode, cursor move
        ("x\u{1B}]52;c;ZXZpbA==\u{07}y", "xy"),  // OSC 52 clipboard write
        ("x\u{1B}]52;c;ZXZpbA==\u{1B}\\y", "xy"),  // the same ended by ST
        ("\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\ here", "click here"),  // OSC 8 link
        ("\u{1B}]0;fake title\u{07}ok", "ok"),  // window title
        ("\u{9B}31mred", "red"),  // 8-bit CSI
        ("\u{9D}52;c;ZXZpbA==\u{9C}ok", "ok"),  // 8-bit OSC ended by 8-bit ST
        ("\u{1B}P1$r0m\u{1B}\\after", "after"),  // DCS
        ("\u{1B}_apc payload\u{1B}\\a\u{1B}^pm\u{1B}\\b\u{1B}Xsos\u{1B}\\c", "abc"),  // APC, PM, SOS
        ("\u{1B}cX\u{1B}(BY\u{1B}7Z\u{1B}#8", "XYZ"),  // two-character sequences
        ("\u{1B}]0;unterminated title", ""),  // an open string swallows the rest
        ("a\u{1B}]0;t\u{1B}[2Jb", "ab"),  // ESC inside a string starts a new sequence
        ("end\u{1B}", "end"),  // lone trailing ESC
        ("abc\u{202E}fed\u{202C}", "abcfed"),  // bidi override
        ("\u{2066}a\u{2067}b\u{2068}c\u{2069}\u{200E}d\u{200F}e\u{061C}f\u{202A}g\u{202B}h\u{202D}i", "abcdefghi"),
        ("a\u{0}b\u{7}c\u{8}d", "abcd"),  // NUL, BEL, backspace
        ("paid\u{8}\u{8}\u{8}\u{8}free", "paidfree"),  // backspace overwrite
        ("Safe text\rEVIL", "Safe textEVIL"),  // carriage-return overwrite
        ("a\u{7F}b", "ab"),  // DEL
        ("a\u{85}b\u{80}c\u{8D}d", "a bcd"),  // C1 controls (NEL breaks the line)
        ("tab\there", "tab here"),
        ("one\ntwo\r\nthree", "one two three"),
    ])
    func sanitizeRemovesControls(hostile: String, expected: String) {
        let clean = TerminalText.sanitize(hostile)
        #expect(clean == expected)
        #expect(!hasControls(clean))
    }

    @Test func sanitizeKeepsVisibleText() {
        let text = "日本語 한국어 👍 👨‍👩‍👧 🇯🇵 café e\u{301} ＡＢ «quotes» — ✓"
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test func sanitizeLeavesNoEscapeCharacterInAMixOfEverything() {
        let hostile =
            "\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}\u{0}\u{7}\u{8}\r\u{7F}\u{1B}]8;;u\u{1B}\\Title\u{1B}]8;;\u{1B}\\"
        #expect(TerminalText.sanitize(hostile) == "Title")
    }

    @Test func sanitizeParagraphsKeepsBreaks() {
        let text = "First line.\n\nSecond\u{1B}[1m para.\r\nThird\tpart\n  \n\u{1B}]0;x\u{07}\n  Fourth  "
        #expect(TerminalText.sanitizeParagraphs(text) == ["First line.", "Second para.", "Third part", "Fourth"])
    }

    @Test func sanitizeParagraphsDropsControlsSpanningLines() {
        #expect(TerminalText.sanitizeParagraphs("a\u{1B}]52;c;\nZXZp\u{07}b\nc") == ["ab", "c"])
        #expect(TerminalText.sanitizeParagraphs("") == [])
    }

    // MARK: displayWidth

    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("日本語", 6),
        ("한국어", 6),
        ("ＡＢ", 4),
        ("é", 1),
        ("e\u{301}", 1),
        ("a\u{0301}", 1),
        ("👍", 2),
        ("👍🏽", 2),
        ("👨‍👩‍👧", 2),
        ("🇯🇵", 2),
        ("❤️", 2),
        ("a\u{200B}b", 2),
        ("abc日本", 7),
        ("\u{301}", 0),
    ])
    func displayWidth(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    // MARK: truncate and pad

    @Test func truncateLeavesFittingTextAlone() {
        #expect(TerminalText.truncate("Hello, world", toWidth: 12) == "Hello, world")
        #expect(TerminalText.truncate("", toWidth: 3) == "")
    }

    @Test func truncateEndsWithEllipsis() {
        #expect(TerminalText.truncate("Hello, world", toWidth: 11) == "Hello, wor…")
        #expect(TerminalText.truncate("Hello, world", toWidth: 8) == "Hello,…")  // no space before …
        #expect(TerminalText.truncate("abc", toWidth: 1) == "…")
        #expect(TerminalText.truncate("abc", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsAWideCharacterOrCluster() {
        #expect(TerminalText.truncate("日本語です", toWidth: 5) == "日本…")
        #expect(TerminalText.truncate("日本語です", toWidth: 4) == "日…")
        #expect(TerminalText.truncate("👨‍👩‍👧abc", toWidth: 3) == "👨‍👩‍👧…")
        #expect(TerminalText.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        for width in 0...12 {
            #expect(TerminalText.displayWidth(TerminalText.truncate("日本語 and 👍 text", toWidth: width)) <= width)
        }
    }

    @Test func padsByDisplayWidth() {
        #expect(TerminalText.padRight("日本", toWidth: 6) == "日本  ")
        #expect(TerminalText.padRight("abc", toWidth: 2) == "abc")
        #expect(TerminalText.padLeft("9", toWidth: 2) == " 9")
        #expect(TerminalText.padLeft("10", toWidth: 2) == "10")
    }

    @Test("printable ASCII passes through as it is, a column a byte; one byte outside that range takes the full path")
    func printableASCIIShortcut() {
        let every = String(decoding: Array(0x20...0x7E).map(UInt8.init), as: UTF8.self)
        #expect(TerminalText.isPrintableASCII(every))
        #expect(TerminalText.sanitize(every) == every)
        #expect(TerminalText.displayWidth(every) == 95)
        for outside in ["tab\there", "bell\u{07}", "del\u{7F}", "esc\u{1B}[2J", "caf\u{E9}", "cr\r\nlf"] {
            #expect(!TerminalText.isPrintableASCII(outside))
            #expect(!hasControls(TerminalText.sanitize(outside)))
        }
        #expect(TerminalText.displayWidth("caf\u{E9}") == 4)
        #expect(TerminalText.sanitize("tab\there") == "tab here")
    }

    @Test(
        "every scalar the short path counts as one column is one column and a cluster of its own by Unicode's tables, so both paths agree"
    )
    func simpleScalarsAgreeWithTheTables() {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E]
        for scalar in ranges.joined().compactMap(Unicode.Scalar.init) {
            #expect(TerminalText.isSimple(scalar))
            #expect(TerminalText.width(of: scalar) == 1, "U+\(String(scalar.value, radix: 16))")
            // Beside a letter on either side it stays a cluster of its own.
            #expect("a\(Character(scalar))b".count == 3, "U+\(String(scalar.value, radix: 16))")
            // Simple text is sanitized, trimmed and split into words by these alone.
            #expect(!TerminalText.isControl(scalar) && scalar.value != 0x200D)
            #expect(TerminalText.isSimpleSpace(scalar) == Character(scalar).isWhitespace, "U+\(String(scalar.value, radix: 16))")
        }
        for outside: UInt32 in [0x1F, 0x7F, 0x9F, 0xAD, 0x300, 0x200B, 0x200D, 0x2028, 0x2060, 0x3000, 0x1F600] {
            #expect(!TerminalText.isSimple(Unicode.Scalar(outside)!))
        }
    }

    @Test("a line of Latin text, dates and punctuation is measured and cut as the full path would")
    func simpleTextCutsAsTheFullPath() {
        let lines = [
            "Den of Geek (US) · 2014-08-28 10:10", "Café — “quoted” ‘so’ … ½ ß Łódź ǅ", "+120 more: Examiner.com, GoErie.com, Hollywood",
            "Zürich  ·  Straße  ", "naïve résumé, façade • bullet ‰",
        ]
        for line in lines {
            let full = line.reduce(0) { $0 + TerminalText.width(of: $1) }
            #expect(TerminalText.displayWidth(line) == full)
            for width in 1...full + 1 {
                var expected = ""
                if full <= width {
                    expected = line
                } else {
                    expected = String(line.prefix(width - 1))
                    while let last = expected.last, last.isWhitespace { expected.removeLast() }
                    expected += "…"
                }
                #expect(TerminalText.truncate(line, toWidth: width) == expected, "\(line) to \(width)")
            }
        }
    }
}

extension TerminalTextTests {
    @Test("simple text is sanitized, trimmed and wrapped as the full path would: kept as it is, cut at its spaces")
    func simpleTextPassesThrough() {
        let line = "\u{A0} Den of Geek (US) · 2014-08-28 10:10 — “Crème brûlée”\u{A0}wins … ½  "
        #expect(TerminalText.sanitize(line) == line)
        #expect(TerminalText.trimmingWhitespace(line) == "Den of Geek (US) · 2014-08-28 10:10 — “Crème brûlée”\u{A0}wins … ½")
        #expect(TerminalText.trimmingWhitespace(" \u{A0} ") == "")
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(TextWrapper(width: 200).wrap(line) == [words.joined(separator: " ")], "the no-break space separates words too")
        #expect(
            TextWrapper(width: 20).wrap(line, indent: "  ")
                == ["  Den of Geek (US) ·", "  2014-08-28 10:10 —", "  “Crème brûlée”", "  wins … ½"])
    }

    @Test("quoted cleans and cuts what a message quotes; revealingControls shows hidden controls")
    func quotedAndRevealed() {
        #expect(TerminalText.quoted("solar") == "solar")
        #expect(TerminalText.quoted("a\u{1B}[2Jb") == "ab")
        let long = TerminalText.quoted(String(repeating: "x", count: 1_000_000))
        #expect(long == String(repeating: "x", count: TerminalText.quoteWidth - 1) + "…")
        #expect(TerminalText.revealingControls("\u{202E}search") == "<U+202E>search")
        #expect(TerminalText.revealingControls("sea\u{0}rch\u{9B}") == "sea<U+0000>rch<U+009B>")
        #expect(TerminalText.revealingControls("plain") == "plain")
    }

    @Test(
        "zero-width characters that hide text are dropped; a joiner stays only inside an emoji sequence",
        arguments: [
            ("pay\u{200B}pal", "paypal"),  // zero-width space
            ("\u{FEFF}title\u{FEFF}", "title"),  // byte order mark, zero-width no-break space
            ("a\u{2060}b", "ab"),  // word joiner
            ("ad\u{200D}min", "admin"),  // a joiner between letters hides nothing but joins nothing
            ("1\u{200D}\u{1F600}", "1\u{1F600}"),  // a digit is no emoji to join
            ("\u{200D}\u{1F600}", "\u{1F600}"),  // nothing before it
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),  // family
            ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"),  // rainbow flag
            ("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"),  // skin tone, then a laptop
            ("\u{1F600}\u{200D}x", "\u{1F600}x"),  // no emoji after it
        ])
    func zeroWidth(_ text: String, _ expected: String) {
        #expect(TerminalText.sanitize(text) == expected)
        #expect(TerminalText.sanitizeParagraphs(text) == [expected])
    }
}
