import Foundation

/// Shows text through the person's pager: `$PAGER`, else `less -F -R -X -K`.
///
/// `less` with those flags quits at once when the text fits, keeps colour, leaves the text on
/// the screen, and quits on Ctrl-C. No shell runs: `$PAGER` is split on blanks. The pager gets
/// the terminal; newsdesk waits for it.
///
/// The environment is git's: `LESS=FRX` and `LV=-c` unless the person set them, so `PAGER=less`
/// (or a pager that runs less) shows colour rather than `ESC[1m`. newsdesk writes UTF-8 whatever
/// the locale says, so `less` is told so (`LESSCHARSET=utf-8`) unless the person chose a
/// character set for it: in the C locale it would otherwise show a rule's `─` as `<E2><94><80>`.
/// A pager that cannot show colour (less without `-R`, or one not known to pass colour through)
/// is sent the text without styles.
struct TerminalPager {
    /// The environment `$PAGER` and `$PATH` are read from.
    let environment: [String: String]

    /// Pagers that show colour as they are given it; less and lv only with the options for it.
    private static let colourPagers: Set<String> = ["more", "most", "cat", "bat", "batcat", "moar", "moor", "ov"]

    /// Pipes `text` into the pager and waits for it; false when no pager could be started.
    func show(_ text: String) -> Bool {
        let (program, arguments) = commandWords
        guard let executable = ForegroundProcess.locate(program, in: environment) else { return false }
        let shown = showsColour ? text : Styler.removingStyles(from: text)
        return ForegroundProcess.run(executable, arguments, input: Data(shown.utf8), environment: pagerEnvironment) != nil
    }

    /// The environment the pager runs in: newsdesk's, with `LESS=FRX` and `LV=-c` when unset
    /// (as git does), and `LESSCHARSET` set to UTF-8 when neither it nor `LESSCHARDEF` is set.
    var pagerEnvironment: [String: String] {
        var chosen = environment
        if chosen["LESS"] == nil { chosen["LESS"] = "FRX" }
        if chosen["LV"] == nil { chosen["LV"] = "-c" }
        if chosen["LESSCHARSET"] == nil, chosen["LESSCHARDEF"] == nil { chosen["LESSCHARSET"] = "utf-8" }
        return chosen
    }

    /// Whether the pager, run as ``commandWords`` in ``pagerEnvironment``, shows colour rather
    /// than the escape sequences that make it.
    var showsColour: Bool {
        let (program, arguments) = commandWords
        let name = program.split(separator: "/").last.map(String.init) ?? program
        switch name {
        case "less":
            // Options come from $LESS, then the command line; -R (or -r) passes colour through.
            let options = (pagerEnvironment["LESS"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            return Self.lessPassesColour(environment: options, arguments: arguments)
        case "lv":
            let options = (pagerEnvironment["LV"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init) + arguments
            return options.contains("-c")
        default:
            return Self.colourPagers.contains(name)
        }
    }

    /// The pager's program and arguments: `$PAGER` split on blanks, else less with its flags.
    var commandWords: (program: String, arguments: [String]) {
        let words = (environment["PAGER"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return words.isEmpty ? ("less", ["-F", "-R", "-X", "-K"]) : (words[0], Array(words.dropFirst()))
    }

    /// Whether less options turn on raw control characters: `-R` or `-r` (alone or in a cluster
    /// such as `-FRX`, or `FRX` first in `$LESS`) or their long names. `$LESS` is read first and
    /// the command line after it, so a later option wins, and `-+R` turns it off again.
    private static func lessPassesColour(environment less: [String], arguments: [String]) -> Bool {
        let words = less.enumerated().map { (word: $1, mayOmitDash: $0 == 0) } + arguments.map { (word: $0, mayOmitDash: false) }
        var passes = false
        for (word, mayOmitDash) in words {
            if word == "--RAW-CONTROL-CHARS" || word == "--raw-control-chars" {
                passes = true
                continue
            }
            guard !word.hasPrefix("--") else { continue }
            let cluster = word.hasPrefix("-") ? word.dropFirst() : mayOmitDash ? Substring(word) : ""
            guard cluster.contains(where: { $0 == "R" || $0 == "r" }) else { continue }
            passes = !cluster.hasPrefix("+")
        }
        return passes
    }
}
