/// The number the catalog finds an article's URL by: a 64-bit FNV-1a hash of its UTF-8 bytes.
///
/// An index of URLs holds every URL again, and sorting them to build it compares long strings
/// that mostly begin alike (`https://www.`); an index of these keys is a fifth the size and is
/// built in half the time. Two URLs may share a key, so a lookup compares the URL too.
///
/// The key is stored in every catalog file: it must never change.
enum URLKey {
    /// The key of `url`.
    static func of(_ url: String) -> Int64 {
        Int64(bitPattern: TextHash.of(url))
    }
}
