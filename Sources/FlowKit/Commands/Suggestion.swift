/// Finds the known word a mistyped word most likely meant ("did you mean ...?").
public enum Suggestion {
    /// Returns the candidate closest to `word`, or nil when none is close enough.
    ///
    /// Comparison ignores case. A candidate qualifies when its distance to `word` is at most
    /// `max(1, min(3, word.count / 3))`, or when it starts with `word` and `word` has at least
    /// two characters. Among qualifying candidates the smallest distance wins; ties go to the
    /// earlier candidate. An empty word has no suggestion.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        // No candidate can be near a word far longer than the longest of them (a pasted megabyte):
        // answer at once instead of measuring distances that grow with the word.
        let longest = candidates.lazy.map(\.count).max() ?? 0
        guard word.utf8.count <= 4 * (longest + 3) else { return nil }
        let needle = word.lowercased()
        let length = word.count
        let allowed = max(1, min(3, length / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            // The distance is at least the difference in length.
            guard lowered.count + allowed >= length else { continue }
            let score = distance(needle, lowered)
            let isPrefix = length >= 2 && lowered.hasPrefix(needle)
            guard score <= allowed || isPrefix else { continue }
            if best.map({ score < $0.distance }) ?? true {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }

    /// Returns the optimal string alignment distance between two strings, counted in characters.
    ///
    /// This is the Damerau–Levenshtein distance restricted so that no substring is edited
    /// twice: insertions, deletions, substitutions and swaps of two adjacent characters each
    /// cost one. The comparison is exact; callers lowercase first to ignore case.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }

        // Three rolling rows: two rows back (for transpositions), previous, and current.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)

        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(
                    previous[j] + 1,  // deletion
                    current[j - 1] + 1,  // insertion
                    previous[j - 1] + cost  // substitution or match
                )
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)  // adjacent transposition
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
