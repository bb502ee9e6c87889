/// Writes `help`: the commands of every responder on the chain, nearest first, or one command's usage.
@MainActor
struct HelpPrinter {
    let console: any Console

    func print(chain: [any Responder], topic: String?) throws(CommandFailure) {
        let groups = Self.visibleGroups(chain: chain)
        if let topic {
            guard let spec = groups.lazy.compactMap({ $0.command(named: topic) }).first else {
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
        for group in chain.map(\.commandGroup) + [CommandDispatcher.shellGroup] {
            let fresh = group.commands.filter { seen.insert($0.name).inserted }
            if !fresh.isEmpty { groups.append(CommandGroup(title: group.title, commands: fresh)) }
        }
        return groups
    }

    private func printOverview(of groups: [CommandGroup]) {
        let usages = groups.flatMap(\.commands).map(\.usage)
        let column = min(usages.map(TerminalText.displayWidth).max() ?? 0, max(20, console.width / 2))
        var lines: [String] = []
        for group in groups {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(group.title):")
            for spec in group.commands {
                let usage = spec.usage
                let summaryWidth = max(20, console.width - column - 6)
                let summary = TextWrapper(width: summaryWidth).wrap(spec.summary)
                if TerminalText.displayWidth(usage) > column {
                    lines.append("  \(usage)")
                    lines += summary.map { "  " + String(repeating: " ", count: column) + "  " + $0 }
                } else {
                    let first = summary.first ?? ""
                    lines.append("  " + TerminalText.padRight(usage, toWidth: column) + "  " + first)
                    lines += summary.dropFirst().map { "  " + String(repeating: " ", count: column) + "  " + $0 }
                }
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
