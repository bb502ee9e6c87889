/// One line of an import file, without its line ending.
struct ImportLine {
    /// The line's number, from 1.
    let number: Int
    /// The line's bytes; empty when the line was too long to keep.
    let bytes: ArraySlice<UInt8>
    /// Whether the line was longer than ``ImportLineReader/maximumLineLength`` and was skipped.
    let tooLong: Bool
    /// Whether the input ended in this line, before any line ending.
    var unterminated = false
}
