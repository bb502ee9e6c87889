/// 64-bit FNV-1a of a text's UTF-8 bytes: a hash that is the same in every process and on every
/// machine, which the catalog stores (``URLKey``) and sketches count by (``ArticleIndexSketch``).
enum TextHash {
    /// The FNV-1a hash of `text`'s UTF-8 bytes.
    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }
}
