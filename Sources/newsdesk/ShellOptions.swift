/// The options of a shell session: the command line when it names no subcommand.
///
/// A plain command line (`newsdesk`, `newsdesk --home DIR --json`) is read here, without
/// ArgumentParser, whose reflection over every command's properties cost the first prompt more
/// than anything else newsdesk does before it. Anything else (a subcommand, `--help`, a repeated
/// or misspelled option, a value that does not convert) goes to ArgumentParser, which reads it
/// or explains what is wrong; a test checks that both read every plain line alike.
struct ShellOptions: Equatable {
    /// `--script FILE` (`-f`): the commands to run, `-` for standard input.
    var script: String?
    /// `--home DIR`.
    var home: String?
    /// `--newsapi-url URL`.
    var newsAPIURL: String?
    /// `--newsapi-timeout SECONDS`.
    var newsAPITimeout: Double?
    /// `--keep-going`.
    var keepGoing = false
    /// `--no-color`.
    var noColor = false
    /// `--json`.
    var json = false

    /// No option given.
    init() {}

    /// The options ArgumentParser read.
    init(_ command: NewsdeskCommand) {
        script = command.script
        home = command.home
        newsAPIURL = command.newsAPIURL
        newsAPITimeout = command.newsAPITimeout
        keepGoing = command.keepGoing
        noColor = command.noColor
        json = command.json
    }

    /// The options `arguments` (the command line after the program's name) give when each is a
    /// shell option written plainly, at most once: `--name VALUE`, `--name=VALUE`, `-f FILE`, or a
    /// flag; nil for anything else, which ArgumentParser reads.
    static func plain(_ arguments: [String]) -> ShellOptions? {
        var options = ShellOptions()
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            var name = arguments[index]
            var value: String?
            index += 1
            if name.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "-f" { name = "--script" }
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--keep-going" where value == nil: options.keepGoing = true
            case "--no-color" where value == nil: options.noColor = true
            case "--json" where value == nil: options.json = true
            case "--script", "--home", "--newsapi-url", "--newsapi-timeout":
                if value == nil, index < arguments.count {
                    value = arguments[index]
                    index += 1
                }
                // ArgumentParser reads `-x` after an option as an option, never a value; `-` is a value.
                guard let text = value, text == "-" || !text.hasPrefix("-") else { return nil }
                switch name {
                case "--script": options.script = text
                case "--home": options.home = text
                case "--newsapi-url": options.newsAPIURL = text
                default:
                    guard let seconds = Double(text) else { return nil }
                    options.newsAPITimeout = seconds
                }
            default:
                return nil
            }
        }
        return options
    }
}
