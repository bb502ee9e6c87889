/// Finds which of two sets of ASCII words occur anywhere in a text, in one pass over its bytes:
/// an Aho–Corasick automaton, its moves laid out as a table.
///
/// A class or id value is read once, a table look-up a byte, however many words start with the
/// byte being read; comparing every word that starts at every byte was most of a page's hint work.
struct WordMatcher: Sendable {
    /// The state after `state` reads a byte of class `class`: `moves[state * classCount + class]`.
    private let moves: [UInt16]
    /// Which sets have a word ending at each state (its own or a shorter suffix's): bit 0 the
    /// first set, bit 1 the second.
    private let ends: [UInt8]
    /// Each byte's class: bytes no word holds share class 0.
    private let classes: [UInt8]
    private let classCount: Int

    /// The matcher of `first` and `second`: words of ASCII bytes, matched as written (a caller
    /// that reads text in any case lowers its letters and the words' first).
    init(first: [String], second: [String]) {
        var classes = [UInt8](repeating: 0, count: 256)
        var classCount = 1
        for word in first + second {
            for byte in word.utf8 where classes[Int(byte)] == 0 {
                classes[Int(byte)] = UInt8(classCount)
                classCount += 1
            }
        }
        // The trie: `child[state * classCount + class]`, 0 for none (state 0 is the root, never a child).
        var child = [Int](repeating: 0, count: classCount)
        var ends: [UInt8] = [0]
        for (words, bit) in [(first, UInt8(1)), (second, UInt8(2))] {
            for word in words {
                var state = 0
                for byte in word.utf8 {
                    let slot = state * classCount + Int(classes[Int(byte)])
                    if child[slot] == 0 {
                        child[slot] = ends.count
                        ends.append(0)
                        child.append(contentsOf: repeatElement(0, count: classCount))
                    }
                    state = child[slot]
                }
                ends[state] |= bit
            }
        }
        // Breadth first, each state's missing moves taken from its longest proper suffix in the trie.
        var moves = [UInt16](repeating: 0, count: ends.count * classCount)
        var suffix = [Int](repeating: 0, count: ends.count)
        var queue: [Int] = []
        for symbol in 0..<classCount where child[symbol] != 0 {
            moves[symbol] = UInt16(child[symbol])
            queue.append(child[symbol])
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            ends[state] |= ends[suffix[state]]
            for symbol in 0..<classCount {
                let next = child[state * classCount + symbol]
                let fallback = Int(moves[suffix[state] * classCount + symbol])
                if next != 0 {
                    suffix[next] = fallback
                    moves[state * classCount + symbol] = UInt16(next)
                    queue.append(next)
                } else {
                    moves[state * classCount + symbol] = UInt16(fallback)
                }
            }
        }
        self.moves = moves
        self.ends = ends
        self.classes = classes
        self.classCount = classCount
    }

    /// Whether a word of the first set and one of the second occur in `bytes`.
    func find(in bytes: UnsafeBufferPointer<UInt8>) -> (first: Bool, second: Bool) {
        moves.withUnsafeBufferPointer { moves in
            ends.withUnsafeBufferPointer { ends in
                classes.withUnsafeBufferPointer { classes in
                    var state = 0
                    var found: UInt8 = 0
                    for byte in bytes {
                        state = Int(moves[state * classCount + Int(classes[Int(byte)])])
                        found |= ends[state]
                        if found == 3 { break }
                    }
                    return (found & 1 != 0, found & 2 != 0)
                }
            }
        }
    }
}
