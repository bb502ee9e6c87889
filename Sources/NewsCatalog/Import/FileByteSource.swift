import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or standard input read with `read(2)`, counting the bytes read for progress.
final class FileByteSource: ByteSource {
    /// How far reading a file has got, readable from any thread while one thread reads it.
    final class Progress: Sendable {
        /// The file's size, when it is a regular file.
        let size: Int?
        private let bytesRead = Atomic<Int>(0)

        init(size: Int?) {
            self.size = size
        }

        /// The share of the file read so far, when its size is known.
        var fraction: Double? {
            guard let size, size > 0 else { return nil }
            return min(1, Double(bytesRead.load(ordering: .relaxed)) / Double(size))
        }

        /// Counts `count` more bytes read.
        fileprivate func add(_ count: Int) {
            bytesRead.add(count, ordering: .relaxed)
        }
    }

    /// The name used in messages.
    let name: String
    /// The file's size, when it is a regular file.
    var size: Int? { progress.size }
    /// How far reading has got: handed to whatever reports progress, so the source itself stays on its reading thread.
    let progress: Progress
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Bytes read ahead by ``peek(_:)``, handed out before anything else.
    private var pending: [UInt8] = []

    /// Opens an input for reading.
    init(_ input: ImportInput) throws(ImportError) {
        name = input.name
        switch input {
        case .standardInput:
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        case .file(let path):
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else {
                throw .cannotOpen(file: path, reason: Self.systemReason())
            }
            descriptor = opened
            ownsDescriptor = true
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            if ownsDescriptor { close(descriptor) }
            throw .cannotOpen(file: name, reason: "it is a directory")
        }
        progress = Progress(size: fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The first `count` bytes (fewer at the end), which later reads still return.
    func peek(_ count: Int) throws(ImportError) -> [UInt8] {
        while pending.count < count {
            var chunk = [UInt8](repeating: 0, count: count - pending.count)
            let got = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(ImportError) in try readDescriptor(into: buffer) }
            }.get()
            if got == 0 { break }
            pending += chunk[..<got]
        }
        return Array(pending.prefix(count))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        if !pending.isEmpty {
            let count = min(buffer.count, pending.count)
            pending.withUnsafeBytes { bytes in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
            }
            pending.removeFirst(count)
            return count
        }
        return try readDescriptor(into: buffer)
    }

    private func readDescriptor(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        while true {
            let got = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if got >= 0 {
                progress.add(got)
                return got
            }
            if errno != EINTR {
                throw .cannotRead(file: name, reason: Self.systemReason())
            }
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
