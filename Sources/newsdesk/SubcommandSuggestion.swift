import FlowKit

/// "Did you mean 'import'?" for a mistyped subcommand, as ArgumentParser already says for a
/// mistyped option (`--hmoe`): it reports `newsdesk impot` only as an unexpected argument.
enum SubcommandSuggestion {
    /// The subcommands a person types: those the command line declares, and ArgumentParser's `help`.
    static let names = NewsdeskCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    /// The options whose value is the next word, so that word is no subcommand.
    static let valueOptions: Set<String> = ["-f", "--script", "--home", "--newsapi-url", "--newsapi-timeout"]

    /// ArgumentParser's `message` for a usage error, with the subcommand the first word of
    /// `arguments` (without the program name) most likely meant, when it is close to one.
    static func message(_ message: String, arguments: [String]) -> String {
        let lineEnd = message.firstIndex(of: "\n") ?? message.endIndex
        guard let word = firstWord(of: arguments), !names.contains(word),
            let closest = Suggestion.closest(to: word, among: names),
            message[..<lineEnd].contains("'\(word)'")
        else { return message }
        return message[..<lineEnd] + ". Did you mean '\(closest)'?" + message[lineEnd...]
    }

    /// The first word that is neither an option nor an option's value.
    private static func firstWord(of arguments: [String]) -> String? {
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            if argument == "--" { return nil }
            if argument.hasPrefix("-"), argument != "-" {
                skipNext = valueOptions.contains(argument)
                continue
            }
            return argument
        }
        return nil
    }
}
