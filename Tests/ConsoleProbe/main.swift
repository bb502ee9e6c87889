// console-probe: a ReadlineConsole on its own, for TerminalTests (prompt_waits.py) to show that
// the main actor runs while the prompt waits for a key.
//
//     console-probe
//
// Prompt `probe> `. Each SIGUSR1 wakes a main-actor task started before the first prompt: it adds
// the word `gammaN` to what Tab completes and announces `main actor ran N` above the prompt. A
// line `secret` asks a hidden `Password: `; a line `later` starts a task that announces
// `announced later` as the next prompt comes up. Each answer is written back as `read: LINE` (a secret
// as its length); Ctrl-C writes `interrupted`, Ctrl-D `end` and ends with status 0.
import Dispatch
import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The words Tab completes: main-actor state the background task changes while the prompt waits.
@MainActor
final class Words {
    var all = ["alpha"]
}

/// Each SIGUSR1, as a stream, and the source that catches it (kept for as long as the stream is
/// read); built outside the main actor, as its handler runs on a dispatch thread.
nonisolated func userSignals() -> (AsyncStream<Void>, any DispatchSourceSignal) {
    let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
    signal(SIGUSR1, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .global())
    source.setEventHandler { arrived.yield() }
    source.resume()
    return (arrivals, source)
}

let console = ReadlineConsole(applicationName: "console-probe", historyPath: nil, styler: .plain)
let words = Words()
console.completion = { _, word in words.all.filter { $0.hasPrefix(word) } }
let (arrivals, signalSource) = userSignals()
let background = Task { @MainActor in
    var count = 0
    for await _ in arrivals {
        count += 1
        words.all.append("gamma\(count)")
        console.announce("main actor ran \(count)")
    }
}
reading: while true {
    switch await console.readCommand(prompt: "probe> ") {
    case .line("secret"):
        do {
            let secret = try await console.readField(prompt: "Password: ", secret: true)
            console.write("read: a secret of \(secret.count) characters\n")
        } catch {
            console.write("interrupted\n")
        }
    case .line("later"):
        // Announced by a task that runs about when the next prompt is drawn: before it or at it.
        console.write("read: later\n")
        Task { @MainActor in console.announce("announced later") }
    case .line(let line):
        console.write("read: \(line)\n")
    case .interrupted:
        console.write("interrupted\n")
    case .endOfInput:
        console.write("end\n")
        break reading
    }
}
console.flush()
background.cancel()
signalSource.cancel()
exit(0)
