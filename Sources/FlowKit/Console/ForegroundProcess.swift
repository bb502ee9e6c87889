import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program that takes over the terminal (a pager, a text browser) and waits for it.
///
/// Foundation's `Process` starts a child in a process group of its own, which the terminal does
/// not read for: a pager reading keys there is stopped or fails at once. This spawns it in
/// newsdesk's own group, with the signals newsdesk ignores or catches set back to their defaults,
/// so Ctrl-C and Ctrl-Z reach it as they would from a shell.
public enum ForegroundProcess {
    /// The path of `program`: as given when it holds a slash, else the first executable match on
    /// `$PATH` in `environment`; nil when there is none.
    public static func locate(_ program: String, in environment: [String: String]) -> String? {
        let manager = FileManager.default
        if program.contains("/") { return manager.isExecutableFile(atPath: program) ? program : nil }
        for directory in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, `input` piped to its standard input when given, in
    /// `environment` when given (else newsdesk's own); returns its exit status, or nil when it
    /// could not be started.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        input: Data? = nil,
        environment: [String: String]? = nil
    ) -> Int32? {
        var ends: [Int32] = [-1, -1]
        if input != nil, pipe(&ends) != 0 { return nil }
        defer { for end in ends where end >= 0 { close(end) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTSTP, SIGPIPE, SIGWINCH, SIGTTIN, SIGTTOU, SIGQUIT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { variables in
            variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for variable in envp ?? [] { free(variable) } }
        var pid: pid_t = 0
        let started =
            envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard started == 0 else { return nil }

        if let input {
            close(ends[0])
            ends[0] = -1
            // A pager quit early closes its end; the write then fails (SIGPIPE is ignored) and the rest is dropped.
            input.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var offset = 0
                while offset < bytes.count {
                    let written = write(ends[1], base + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(ends[1])
            ends[1] = -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS, which are macros Swift cannot call.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
