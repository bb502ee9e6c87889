import Foundation

/// What a pexpect script under `Tests/Terminal/` reports: one type per script, named by it.
///
/// Properties are named as the script's JSON keys, so a decoding failure names the key the script
/// left out. A property is optional only where the script may leave it out or write null.
protocol TerminalScriptResult: Decodable {
    /// The script's file name in `Tests/Terminal/`.
    static var script: String { get }
}

extension TerminalTests {
    /// newsapi_sign_in.py: the key asked hidden at sign-in.
    struct NewsAPISignIn: TerminalScriptResult {
        static let script = "newsapi_sign_in.py"
        var exit_status: Int?
        var shown: String
        /// The history file, or null when there is none.
        var history: String?
    }

    /// secret_not_in_history.py: a password typed on a command's line.
    struct SecretNotInHistory: TerminalScriptResult {
        static let script = "secret_not_in_history.py"
        var exit_status: Int?
        var shown: String
        /// The history file, or null when there is none.
        var history: String?
    }

    /// ctrl_c_cancels_load.py: Ctrl-C during a slow search.
    struct CtrlCCancelsLoad: TerminalScriptResult {
        static let script = "ctrl_c_cancels_load.py"
        var prompt_ms: Double
        var shown: String
        var after: String
        var retried: String
        var exit_status: Int?
    }

    /// ctrl_c_stops_actions.py: Ctrl-C during the source look-up, during `subscribe` and during `read N`.
    struct CtrlCStopsActions: TerminalScriptResult {
        static let script = "ctrl_c_stops_actions.py"
        var source_ms: Double
        var source: String
        var source_after: String
        var subscribe_ms: Double
        var subscribe: String
        var feeds: String
        var read_ms: Double
        var read: String
        var exit_status: Int?
    }

    /// ctrl_c_at_prompt.py: Ctrl-C at an empty prompt, on a half-typed line and in the pager.
    struct FetchProgress: TerminalScriptResult {
        static let script = "fetch_progress.py"
        var progress: String
        var stopped: String
        var feeds: String
        var exit_status: Int?
    }

    struct BackgroundFetch: TerminalScriptResult {
        static let script = "background_fetch.py"
        var announced: String
        var search: String
        var exit_status: Int?
    }

    struct CtrlCAtPrompt: TerminalScriptResult {
        static let script = "ctrl_c_at_prompt.py"
        var signin_after_empty_prompt: String
        var search_after_empty_prompt: String
        var half_line_abandoned: String
        var search_after_half_line: String
        var search_after_pager: String
        var exit_status: Int?
    }

    /// browse_opens_browser.py: `browse N` at a terminal.
    struct BrowseOpensBrowser: TerminalScriptResult {
        static let script = "browse_opens_browser.py"
        var shown: String
        var exit_status: Int?
    }

    /// colour.py: headlines with colour on or off.
    struct Colour: TerminalScriptResult {
        static let script = "colour.py"
        var shown: String
        var exit_status: Int?
    }

    /// ctrl_z_suspends.py: Ctrl-Z at the prompt, then `fg`.
    struct CtrlZSuspends: TerminalScriptResult {
        static let script = "ctrl_z_suspends.py"
        var stopped: Bool
        var echo_restored: Bool
        var shown: String
        var exit_status: Int?
    }

    /// ctrl_z_hidden_field.py: Ctrl-Z at a hidden password, then `fg`.
    struct CtrlZHiddenField: TerminalScriptResult {
        static let script = "ctrl_z_hidden_field.py"
        var read_before_stop: Bool
        var stopped: Bool
        var echo_restored: Bool
        var echo_hidden_again: Bool
        var shown: String
        var password_shown: Bool
        var exit_status: Int?
    }

    /// signal_restores_terminal.py: SIGTERM at the prompt, SIGHUP at a hidden field.
    struct SignalRestoresTerminal: TerminalScriptResult {
        static let script = "signal_restores_terminal.py"
        var term_at_prompt: SignalEnd
        var hup_at_hidden_field: SignalEnd
    }

    /// How newsdesk ended by a signal: the terminal's modes while it read, after it ended, and the signal.
    struct SignalEnd: Decodable {
        /// The terminal's echo and line mode.
        struct Modes: Decodable, Equatable {
            var echo: Bool
            var line_mode: Bool
        }

        var while_reading: Modes
        var after: Modes
        /// The signal that ended the process, or null when it ended otherwise.
        var signal: Int32?
    }

    /// tab_completes.py: Tab at the prompt and at a field.
    struct TabCompletes: TerminalScriptResult {
        static let script = "tab_completes.py"
        var source_completed: Bool
        var shown: String
        var numbers_offered: [String]
        var field_answer: String
        var exit_status: Int?
    }

    /// relative_dates.py: list dates relative to now, the article's absolute.
    struct RelativeDates: TerminalScriptResult {
        static let script = "relative_dates.py"
        var list_dates: [String]
        var published: String
        var exit_status: Int?
    }

    /// json_at_terminal.py: `--json` at a terminal.
    struct JSONAtTerminal: TerminalScriptResult {
        static let script = "json_at_terminal.py"
        var numbers_offered: [String]
        var shown: String
        var exit_status: Int?
    }

    /// terminal_width.py: lists and articles at several widths.
    struct TerminalWidth: TerminalScriptResult {
        static let script = "terminal_width.py"
        var widths: [Width]
        var exit_status: Int?
    }

    /// The widest lines seen at one terminal width.
    struct Width: Decodable {
        var width: Int
        var list: Int
        var article: Int
        var ellipsis: Bool
    }

    /// wrap_at_40.py: help and errors at 40 columns.
    struct WrapAt40: TerminalScriptResult {
        static let script = "wrap_at_40.py"
        var wrapped: [Wrapped]
        var exit_status: Int?
    }

    /// What one command wrote at a narrow terminal: its widest line and its text.
    struct Wrapped: Decodable {
        var command: String
        var widest: Int
        var text: String
    }

    /// pager.py: short and tall output, Ctrl-C in less, timing after the pager.
    struct Pager: TerminalScriptResult {
        static let script = "pager.py"
        var short_paged: Bool
        var list_paged: Bool
        var list_lines: Int
        var list_items: Int
        var tall_paged: Bool
        var pager_utf8: Bool
        var after: String
        var timed: String
        var exit_status: Int?
    }

    /// pager_less.py: `PAGER=less` with `LESS` unset.
    struct PagerLess: TerminalScriptResult {
        static let script = "pager_less.py"
        var shown: String
        var exit_status: Int?
    }

    /// signup_asks_again.py: sign-up's fields asked again, Ctrl-C at Country.
    struct SignUpAsksAgain: TerminalScriptResult {
        static let script = "signup_asks_again.py"
        var after_mismatch: String
        var after_uk: String
        /// Where Ctrl-C at Country led: `home` or `login`.
        var landed: String
        var shown: String
        /// What `whoami` showed, only when Ctrl-C led home.
        var after: String?
        var exit_status: Int?
    }

    /// prompt_waits.py: console-probe's main-actor task runs while the prompt waits for a key.
    struct PromptWaits: TerminalScriptResult {
        static let script = "prompt_waits.py"
        var announced_at_prompt: Bool
        var line_read: String
        var completed: String
        var secret_read: String
        var secret_shown: Bool
        var announced_as_prompt_came: Bool
        var exit_status: Int?
    }

    /// What every script writes when pexpect gave up: its error and the last of what it saw.
    struct ScriptEnd: Decodable {
        var error: String?
        var seen: String?
    }
}
