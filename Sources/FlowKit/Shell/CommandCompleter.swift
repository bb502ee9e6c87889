/// Offers completions for the word at the cursor from the commands on the responder chain.
@MainActor
public struct CommandCompleter {
    /// Creates a completer.
    public init() {}

    /// The candidates completing `word`, the last word of `line` (the text before the cursor), in
    /// the order they are shown: command names sorted, values in the order their spec lists them
    /// (list numbers from 1 up).
    public func candidates(line: String, word: String, chain: [any Responder]) -> [String] {
        let words = (try? LineTokenizer.tokenize(line)) ?? line.split(separator: " ").map(String.init)
        let completed = word.isEmpty ? words : Array(words.dropLast())
        guard let commandName = completed.first else {
            return CommandDispatcher.commandNames(in: chain).filter { $0.hasPrefix(word) }.sorted()
        }
        guard let spec = CommandDispatcher.spec(named: commandName, in: chain) else { return [] }
        if ShellCommand.spec(for: .help).answers(to: commandName) {
            return CommandDispatcher.commandNames(in: chain).filter { $0.hasPrefix(word) }.sorted()
        }
        if let previous = completed.last, previous.hasPrefix("--"),
            let flag = spec.flags.first(where: { "--" + $0.name == previous })
        {
            return flag.suggestions.filter { $0.hasPrefix(word) }
        }
        if word.hasPrefix("-") {
            return spec.flags.map { "--" + $0.name }.filter { $0.hasPrefix(word) }
        }
        let position = positionalCount(in: completed.dropFirst())
        guard position < spec.arguments.count else {
            return spec.arguments.last?.arity == .oneOrMore ? [] : spec.flags.map { "--" + $0.name }.filter { $0.hasPrefix(word) }
        }
        return spec.arguments[position].suggestions.filter { $0.hasPrefix(word) }
    }

    private func positionalCount(in words: ArraySlice<String>) -> Int {
        var count = 0
        var skipNext = false
        for word in words {
            if skipNext { skipNext = false; continue }
            if word.hasPrefix("--") { skipNext = !word.contains("="); continue }
            count += 1
        }
        return count
    }
}
