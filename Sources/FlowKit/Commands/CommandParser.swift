import Foundation

/// Checks the words of one command line against a `CommandSpec`.
public enum CommandParser {
    /// Parses the words after the command name: `--flag value`, `--flag=value`, then positionals.
    ///
    /// A flag that takes words (``FlagSpec/takesWords``) takes every word after it up to the next
    /// `--` word. A word after `--` is always positional. Words of a `oneOrMore` argument are joined with
    /// spaces; a word that holds a space is put back in double quotes so phrases survive.
    public static func parse(_ words: [String], as spec: CommandSpec) throws(CommandLineError) -> ParsedCommand {
        var flags: [String: String] = [:]
        var positionals: [String] = []
        var index = words.startIndex
        var flagsEnded = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if flagsEnded || !word.hasPrefix("--") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                flagsEnded = true
                continue
            }
            let body = word.dropFirst(2)
            let name: String
            let value: String
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
                if spec.flags.first(where: { $0.name == name })?.isSwitch == true { throw .switchWithValue("--\(name)") }
            } else {
                name = String(body)
                guard let flag = spec.flags.first(where: { $0.name == name }) else {
                    throw .unknownFlag(word, suggestion: suggestion(for: name, in: spec))
                }
                if flag.isSwitch {
                    value = ""
                } else {
                    guard index < words.endIndex else { throw .missingFlagValue("--\(name)") }
                    value = words[index]
                    index += 1
                }
            }
            guard let flag = spec.flags.first(where: { $0.name == name }) else {
                throw .unknownFlag("--\(name)", suggestion: suggestion(for: name, in: spec))
            }
            var gathered = [value]
            if flag.takesWords {
                while index < words.endIndex, !words[index].hasPrefix("--") {
                    gathered.append(words[index])
                    index += 1
                }
            }
            flags[name] = gathered.joined(separator: " ")
        }
        return ParsedCommand(
            name: spec.name, arguments: try assign(positionals, to: spec.arguments), flags: flags, declaration: spec.declaration)
    }

    private static func assign(_ words: [String], to arguments: [ArgumentSpec]) throws(CommandLineError) -> [String: String] {
        var values: [String: String] = [:]
        var remaining = words[...]
        for argument in arguments {
            switch argument.arity {
            case .required:
                guard let word = remaining.popFirst() else { throw .missingArgument(argument.placeholder) }
                values[argument.placeholder] = word
            case .optional:
                if let word = remaining.popFirst() { values[argument.placeholder] = word }
            case .oneOrMore:
                guard !remaining.isEmpty else { throw .missingArgument(argument.placeholder) }
                values[argument.placeholder] = remaining.map(requoted).joined(separator: " ")
                remaining = []
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
        return values
    }

    private static func requoted(_ word: String) -> String {
        guard word.contains(where: \.isWhitespace) else { return word }
        return "\"" + word.replacingOccurrences(of: "\"", with: "") + "\""
    }

    private static func suggestion(for name: String, in spec: CommandSpec) -> String? {
        Suggestion.closest(to: name, among: spec.flags.map(\.name)).map { "--" + $0 }
    }
}
