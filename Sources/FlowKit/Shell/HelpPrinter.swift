/// Writes `help`: the commands of every responder on the chain, nearest first, or one command's usage.
@MainActor
struct HelpPrinter {
    let console: any Console

    func print(chain: [any Responder], topic: String?) throws(CommandFailure) {
        let groups = Self.visibleGroups(chain: chain)
        if let topic {
            guard let spec = CommandDispatcher.spec(named: topic, in: chain) else {
                throw CommandFailure(CommandDispatcher.unknownCommandMessage(topic, chain: chain))
            }
            printDetail(of: spec)
        } else {
            printOverview(of: groups)
        }
    }

    /// Groups nearest first; a command shadowed by a nearer responder is listed only once.
    static func visibleGroups(chain: [any Responder]) -> [CommandGroup] {
        var seen = Set<String>()
        var groups: [CommandGroup] = []
        for group in CommandDispatcher.groups(in: chain) {
            let fresh = group.commands.filter { seen.insert($0.name).inserted }
            if !fresh.isEmpty { groups.append(CommandGroup(title: group.title, commands: fresh)) }
        }
        return groups
    }

    private func printOverview(of groups: [CommandGroup]) {
        let usages = groups.flatMap(\.commands).map(\.usage)
        let column = min(usages.map(TerminalText.displayWidth).max() ?? 0, max(20, console.width / 2))
        let summaryWrapper = TextWrapper(width: max(20, console.width - column - 6))
        let summaryIndent = String(repeating: " ", count: column + 4)
        var lines: [String] = []
        for group in groups {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(group.title):")
            for spec in group.commands {
                var summary = summaryWrapper.wrap(spec.summary)
                if TerminalText.displayWidth(spec.usage) > column {
                    lines.append("  \(spec.usage)")
                } else {
                    let first = summary.isEmpty ? "" : summary.removeFirst()
                    lines.append("  " + TerminalText.padRight(spec.usage, toWidth: column) + "  " + first)
                }
                lines += summary.map { summaryIndent + $0 }
            }
        }
        lines.append("")
        lines.append("Type 'help COMMAND' for more about one command.")
        console.writeLines(lines)
    }

    private func printDetail(of spec: CommandSpec) {
        var lines = ["usage: \(spec.usage)"]
        if !spec.aliases.isEmpty {
            lines.append("also: \(spec.aliases.joined(separator: ", "))")
        }
        lines += TextWrapper(width: console.width).wrap(spec.summary)
        if let example = spec.example {
            lines.append("example: \(example)")
        }
        console.writeLines(lines)
    }
}
