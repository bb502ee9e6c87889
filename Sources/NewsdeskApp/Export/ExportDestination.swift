import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an export's lines go: standard output, or a file written beside its final name and
/// renamed onto it only once whole, so an export cut off (a full disk, Ctrl-C, a kill) never leaves
/// half a file where the file was.
///
/// Lines are gathered into a buffer of ``bufferSize`` bytes and written with `write(2)`, whose
/// failures are errors here (unlike the console's writes): an export that cannot be written fails.
/// Sendable: the catalog's reading thread writes, and the buffer and descriptor live behind a `Mutex`.
final class ExportDestination: Sendable {
    /// Bytes gathered before a write.
    static let bufferSize = 1 << 20

    /// A write that failed, in plain words.
    struct WriteError: Error, CustomStringConvertible {
        /// The words.
        let description: String
    }

    private struct State {
        var descriptor: Int32
        var buffer: [UInt8] = []
    }

    private let state: Mutex<State>
    /// The file's final path; nil for standard output.
    let path: String?
    /// The file written until it is whole; nil for standard output.
    private let temporaryPath: String?

    private init(descriptor: Int32, path: String?, temporaryPath: String?) {
        state = Mutex(State(descriptor: descriptor))
        self.path = path
        self.temporaryPath = temporaryPath
    }

    /// Standard output.
    static func standardOutput() -> ExportDestination {
        ExportDestination(descriptor: STDOUT_FILENO, path: nil, temporaryPath: nil)
    }

    /// A new file beside `path` (`.NAME.PID.partial`), which ``finish()`` renames to `path`.
    ///
    /// - Throws: ``WriteError`` when it cannot be created (no such directory, no permission).
    static func file(_ path: String) throws -> ExportDestination {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot write '\(path)': \(Self.reason(errno))")
        }
        return ExportDestination(descriptor: descriptor, path: path, temporaryPath: temporary)
    }

    /// Adds `line` and a line ending, writing when the buffer is full.
    func append(line: String) throws {
        try state.withLock { state in
            state.buffer.append(contentsOf: line.utf8)
            state.buffer.append(UInt8(ascii: "\n"))
            if state.buffer.count >= Self.bufferSize {
                try flush(&state)
            }
        }
    }

    /// Writes what is left and, for a file, makes it durable and renames it onto its path.
    func finish() throws {
        try state.withLock { state in
            try flush(&state)
            guard let path, let temporaryPath else { return }
            if fsync(state.descriptor) != 0 || close(state.descriptor) != 0 {
                throw WriteError(description: "cannot write '\(path)': \(Self.reason(errno))")
            }
            state.descriptor = -1
            if rename(temporaryPath, path) != 0 {
                throw WriteError(description: "cannot write '\(path)': \(Self.reason(errno))")
            }
        }
    }

    /// Drops a file that will not be finished; `path` keeps what it held before.
    func abandon() {
        state.withLock { state in
            guard let temporaryPath else { return }
            if state.descriptor >= 0 { close(state.descriptor) }
            state.descriptor = -1
            unlink(temporaryPath)
        }
    }

    private func flush(_ state: inout State) throws {
        let descriptor = state.descriptor
        let written = state.buffer.withUnsafeBytes { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
        state.buffer.removeAll(keepingCapacity: true)
        if written != 0 {
            throw WriteError(description: "cannot write '\(path ?? "standard output")': \(Self.reason(written))")
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
