import Foundation

/// Shows text through the person's pager: `$PAGER`, else `less -F -R -X -K`.
///
/// `less` with those flags quits at once when the text fits, keeps colour, leaves the text on
/// the screen, and quits on Ctrl-C. No shell runs: `$PAGER` is split on blanks. The pager gets
/// the terminal; newsdesk waits for it. newsdesk writes UTF-8 whatever the locale says, so
/// `less` is told so (`LESSCHARSET=utf-8`) unless the person chose a character set for it: in
/// the C locale it would otherwise show a rule's `─` as `<E2><94><80>`.
struct TerminalPager {
    /// The environment `$PAGER` and `$PATH` are read from.
    let environment: [String: String]

    /// Pipes `text` into the pager and waits for it; false when no pager could be started.
    func show(_ text: String) -> Bool {
        guard let (executable, arguments) = command() else { return false }
        return ForegroundProcess.run(executable, arguments, input: Data(text.utf8), environment: pagerEnvironment) != nil
    }

    /// The environment the pager runs in: newsdesk's, with `LESSCHARSET` set to UTF-8 when
    /// neither it nor `LESSCHARDEF` is set.
    var pagerEnvironment: [String: String] {
        guard environment["LESSCHARSET"] == nil, environment["LESSCHARDEF"] == nil else { return environment }
        return environment.merging(["LESSCHARSET": "utf-8"]) { chosen, _ in chosen }
    }

    /// The pager's path and arguments, or nil when it cannot be found.
    private func command() -> (String, [String])? {
        let words = (environment["PAGER"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        let (program, arguments) = words.isEmpty ? ("less", ["-F", "-R", "-X", "-K"]) : (words[0], Array(words.dropFirst()))
        return ForegroundProcess.locate(program, in: environment).map { ($0, arguments) }
    }
}
