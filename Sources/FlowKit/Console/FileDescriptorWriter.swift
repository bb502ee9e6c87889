#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, whole, retrying after a signal.
///
/// C stdio's global streams cannot be shared safely under Swift 6; `write(2)` can, from any task.
enum FileDescriptorWriter {
    /// Writes every byte, or stops silently when the descriptor fails (a closed pipe, a full disk).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
