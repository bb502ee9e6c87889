/// Writes `help`: the commands of every responder on the chain, nearest first, or one command's usage.
@MainActor
struct HelpPrinter {
    let console: any Console

    func print(chain: [any Responder], topic: String?) throws(CommandFailure) {
        // Help is one long text, not a list: it may be paged.
        console.allowPaging()
        let groups = Self.visibleGroups(chain: chain)
        if let topic {
            if let spec = CommandDispatcher.spec(named: topic, in: chain) {
                printDetail(of: spec)
            } else if let reason = chain.lazy.compactMap({ $0.unavailableReason(for: topic) }).first {
                // A command of another screen or flow is still a command: help says where it works.
                console.writeLines(TextWrapper(width: console.width).wrap(reason))
            } else {
                throw CommandFailure(CommandDispatcher.unknownCommandMessage(topic, chain: chain))
            }
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

    /// Each command's usage with its summary beside it, or, when the terminal leaves the summary
    /// too little room, under it; every line wrapped between words within the width.
    private func printOverview(of groups: [CommandGroup]) {
        let usages = groups.flatMap(\.commands).map(\.usage)
        let column = min(usages.map(TerminalText.displayWidth).max() ?? 0, max(20, console.width / 2))
        let summaryIndent = String(repeating: " ", count: column + 4)
        // Summaries beside usages keep two columns clear at the right edge.
        let summaryWrapper = TextWrapper(width: console.width - 2)
        let sideBySide = console.width - 2 - summaryIndent.count >= TextWrapper.minimumWidth
        let wrapper = TextWrapper(width: console.width)
        var lines: [String] = []
        for group in groups {
            if !lines.isEmpty { lines.append("") }
            lines += wrapper.wrap("\(group.title):")
            for spec in group.commands {
                let usage = wrapper.wrap(spec.usage, indent: "    ", firstIndent: "  ")
                guard sideBySide else {
                    lines += usage
                    lines += wrapper.wrap(spec.summary, indent: "      ")
                    continue
                }
                var summary = summaryWrapper.wrap(spec.summary, indent: summaryIndent)
                if TerminalText.displayWidth(spec.usage) > column {
                    lines += usage
                } else {
                    let first = summary.isEmpty ? "" : String(summary.removeFirst().dropFirst(summaryIndent.count))
                    lines.append("  " + TerminalText.padRight(spec.usage, toWidth: column) + "  " + first)
                }
                lines += summary
            }
        }
        lines.append("")
        lines += wrapper.wrap("Type 'help COMMAND' for more about one command.")
        console.writeLines(lines)
    }

    /// One command's usage, aliases, summary and example, each wrapped between words.
    private func printDetail(of spec: CommandSpec) {
        let wrapper = TextWrapper(width: console.width)
        var lines = wrapper.wrap("usage: \(spec.usage)", indent: "       ", firstIndent: "")
        if !spec.aliases.isEmpty {
            lines += wrapper.wrap("also: \(spec.aliases.joined(separator: ", "))", indent: "      ", firstIndent: "")
        }
        lines += wrapper.wrap(spec.summary)
        if let example = spec.example {
            lines += wrapper.wrap("example: \(example)", indent: "         ", firstIndent: "")
        }
        console.writeLines(lines)
    }
}
