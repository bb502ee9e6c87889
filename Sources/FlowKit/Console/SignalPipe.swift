import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns Ctrl-C, Ctrl-Z, window resizes and termination signals into bytes on a pipe, so a `poll`
/// on standard input wakes for them.
///
/// Dispatch signal sources do the catching; no code runs inside a C signal handler. Ctrl-Z at a
/// prompt wakes the console, which puts the terminal back before the process stops and takes it
/// again after `fg`; at any other moment the terminal is already as the shell left it, so the
/// process stops at once. SIGTERM, SIGHUP and SIGQUIT are handled the same way: at a prompt the
/// console puts the terminal back first, then the process ends by the signal as it would have.
///
/// Each Ctrl-C is numbered as it is caught. Its byte reaches the reader later, when it next reads
/// the pipe, and its `onInterrupt` call (which the console passes on to the main actor) reaches
/// the main actor when that next awaits; either may come
/// after the moment has passed: readers compare the number with ``interruptsCaught`` as they
/// began, and ignore one that came before.
///
/// Sendable: the console's reader thread waits on the pipe while the main actor reads
/// ``interruptsCaught``. Every stored property is a constant, an atomic or behind a `Mutex`.
final class SignalPipe: Sendable {
    /// What woke a wait.
    enum Event {
        case input, interrupt, resize, suspend, closed
        /// The extra descriptor given to ``waitForInput(interruptsBefore:waking:)`` became readable.
        case woken
        /// A signal that ends the process: put the terminal back, then call ``terminate(by:)``.
        case terminate(Int32)
    }

    /// The signals that end the process, each written to the pipe as its own number (below 32,
    /// apart from the letters the other signals write).
    private static let terminations: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

    /// How many Ctrl-C presses have been caught so far; the latest one's number.
    var interruptsCaught: UInt64 {
        interrupts.caught.load(ordering: .sequentiallyConsistent)
    }

    private let readEnd: Int32
    private let writeEnd: Int32
    /// Kept so the sources live as long as the pipe; only touched in `init`.
    private let sources: Mutex<[any DispatchSourceSignal]>
    /// Whether a prompt is waiting for input, read by the Ctrl-Z handler on a dispatch thread.
    private let prompting = PromptState()
    /// The Ctrl-C count, written by the SIGINT handler on a dispatch thread.
    private let interrupts = InterruptCount()

    /// How many Ctrl-C presses were caught, shared with the SIGINT handler on another thread.
    final class InterruptCount: Sendable {
        /// Counts up by one as each Ctrl-C is caught, before its byte is written.
        let caught = Atomic<UInt64>(0)
    }

    /// Starts catching the signals; `onInterrupt` is called, on a dispatch thread, with each
    /// Ctrl-C's number after its byte is written, whatever the console is doing.
    init(onInterrupt: @escaping @Sendable (_ number: UInt64) -> Void) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        readEnd = ends[0]
        writeEnd = ends[1]
        if readEnd >= 0 {
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        }
        var sources: [any DispatchSourceSignal] = []
        signal(SIGINT, SIG_IGN)
        let interrupt = Self.makeInterruptSource(writingTo: writeEnd, counting: interrupts, then: onInterrupt)
        interrupt.resume()
        sources.append(interrupt)
        signal(SIGWINCH, SIG_IGN)
        let resize = Self.makeSource(SIGWINCH, writingTo: writeEnd, byte: UInt8(ascii: "w"))
        resize.resume()
        sources.append(resize)
        signal(SIGTSTP, SIG_IGN)
        // A pager quit before reading everything closes the pipe newsdesk writes to; that must be
        // an error to ignore, not the end of the process.
        signal(SIGPIPE, SIG_IGN)
        let suspend = Self.makeSuspendSource(writingTo: writeEnd, prompting: prompting)
        suspend.resume()
        sources.append(suspend)
        for signalNumber in Self.terminations {
            signal(signalNumber, SIG_IGN)
            let source = Self.makeTerminationSource(signalNumber, writingTo: writeEnd, prompting: prompting)
            source.resume()
            sources.append(source)
        }
        self.sources = Mutex(sources)
    }

    /// Marks whether a prompt is waiting, so Ctrl-Z knows who puts the terminal back.
    func setPrompting(_ waiting: Bool) {
        prompting.waiting.store(waiting, ordering: .sequentiallyConsistent)
    }

    /// Stops the process as Ctrl-Z does; returns once the shell has continued it (`fg`).
    func stopProcess() {
        raise(SIGSTOP)
    }

    /// Forgets signals that arrived while nobody was reading, except one that ends the process:
    /// no prompt holds the terminal yet, so the process ends at once.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while readEnd >= 0 {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return }
            if let ending = buffer.prefix(count).first(where: { Self.terminations.contains(Int32($0)) }) {
                Self.terminate(by: Int32(ending))
            }
        }
    }

    /// Ends the process by `signalNumber`, as if nothing had caught it, so the parent sees the
    /// signal; the caller has put the terminal back.
    nonisolated static func terminate(by signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(signalNumber)
        _exit(128 + signalNumber)
    }

    /// Blocks until standard input is readable, a signal arrives or `wake` is readable; a Ctrl-C
    /// numbered `interruptsBefore` or lower was pressed before this reader began, and is passed over.
    func waitForInput(interruptsBefore: UInt64, waking wake: Int32) -> Event {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                if read(readEnd, &byte, 1) == 1 {
                    switch byte {
                    case UInt8(ascii: "i"):
                        // Its number was counted before its byte was written: a byte read with no
                        // newer count belongs to a Ctrl-C from before this reader.
                        if interruptsCaught > interruptsBefore { return .interrupt }
                    case UInt8(ascii: "z"): return .suspend
                    case _ where Self.terminations.contains(Int32(byte)): return .terminate(Int32(byte))
                    default: return .resize
                    }
                }
            }
            if fds[2].revents & Int16(POLLIN) != 0 { return .woken }
            if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 { return .input }
            if fds[0].revents & Int16(POLLERR | POLLNVAL) != 0 { return .closed }
        }
    }

    /// The Ctrl-Z source: a byte for a waiting prompt, else an immediate stop.
    private nonisolated static func makeSuspendSource(writingTo writeEnd: Int32, prompting: PromptState) -> any DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .global())
        source.setEventHandler {
            if prompting.waiting.load(ordering: .sequentiallyConsistent) {
                var value = UInt8(ascii: "z")
                _ = write(writeEnd, &value, 1)
            } else {
                raise(SIGSTOP)
            }
        }
        return source
    }

    /// A termination source: a byte for a waiting prompt, which puts the terminal back first; else
    /// the terminal is as the shell left it, and the process ends at once.
    private nonisolated static func makeTerminationSource(
        _ signalNumber: Int32,
        writingTo writeEnd: Int32,
        prompting: PromptState
    ) -> any DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
            guard prompting.waiting.load(ordering: .sequentiallyConsistent) else { terminate(by: signalNumber) }
            var value = UInt8(signalNumber)
            _ = write(writeEnd, &value, 1)
        }
        return source
    }

    /// The Ctrl-C source: counts the press, writes its byte, then hands its number to `notify`.
    ///
    /// Built outside the main actor: its handler runs on a dispatch worker thread, and a closure
    /// formed in main-actor code would trap there on Swift's isolation check.
    private nonisolated static func makeInterruptSource(
        writingTo writeEnd: Int32,
        counting interrupts: InterruptCount,
        then notify: @escaping @Sendable (UInt64) -> Void
    ) -> any DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            let number = interrupts.caught.add(1, ordering: .sequentiallyConsistent).newValue
            var value = UInt8(ascii: "i")
            _ = write(writeEnd, &value, 1)
            notify(number)
        }
        return source
    }

    /// A source that writes `byte` for each `signalNumber`, built outside the main actor for the
    /// same reason.
    private nonisolated static func makeSource(
        _ signalNumber: Int32,
        writingTo writeEnd: Int32,
        byte: UInt8
    ) -> any DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
            var value = byte
            _ = write(writeEnd, &value, 1)
        }
        return source
    }
}
