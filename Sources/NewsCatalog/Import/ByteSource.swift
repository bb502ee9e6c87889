/// Bytes read in chunks: a file, standard input, or a decompressor over one.
///
/// Sources are used by one import task at a time and are not shared, so they are classes
/// without `Sendable`.
protocol ByteSource: AnyObject {
    /// Reads up to `buffer.count` bytes into `buffer`; 0 means the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int
}
