/// The words of a run of articles as a ``StoryGrouper`` reads them, read ahead of it: each article's
/// terms and the hash of its canonical address.
///
/// Reading words needs no stories, so an import reads a batch's on the stage that parses it, while
/// the grouper works through the batch before (``StoryGrouper/add(key:published:read:at:)``): the
/// grouping was the import's longest stage. The terms are held flat, a batch's in one array.
public struct StoryTerms: Sendable {
    typealias Term = StoryTokenizer.Term

    private var tokenizer: StoryTokenizer
    private var scratch: [Term] = []
    private var addressBytes: [UInt8] = []
    /// Every article's term ids, one after the other, each article's in increasing order; held
    /// apart from their weights, 12 bytes a term instead of a ``Term``'s 16.
    private var ids: [UInt64] = []
    /// Each term's weight in its article, beside ``ids``.
    private var weights: [Float] = []
    /// Where each article's terms end in ``ids``.
    private var ends: [Int] = []
    /// Each article's canonical address, hashed.
    private(set) var addresses: [UInt64] = []

    /// No articles yet, to be read as a grouper with `settings` reads them; room for `capacity`.
    public init(settings: StoryGrouper.Settings = StoryGrouper.Settings(), capacity: Int = 0) {
        tokenizer = StoryTokenizer(settings: settings)
        ids.reserveCapacity(capacity * Self.termsAnArticle)
        weights.reserveCapacity(capacity * Self.termsAnArticle)
        ends.reserveCapacity(capacity)
        addresses.reserveCapacity(capacity)
    }

    /// About how many terms a headline gives (UCI's: 6.6 on average, 9 or fewer for nine in ten):
    /// room for that many a batch's article is made at once, instead of the arrays doubling as they fill.
    static let termsAnArticle = 10

    /// Forgets the articles read, keeping the storage for the next run's (a batch's words are
    /// megabytes: reused, they are not allocated again for every batch).
    public mutating func removeAll() {
        ids.removeAll(keepingCapacity: true)
        weights.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        addresses.removeAll(keepingCapacity: true)
    }

    /// How many articles were read.
    public var count: Int { ends.count }

    /// Reads the next article's words (its headline, its description or text) and its address's
    /// canonical hash.
    public mutating func append(title: String, text: String?, address: String) {
        tokenizer.terms(title: title, text: text, into: &scratch)
        for term in scratch {
            ids.append(term.id)
            weights.append(term.weight)
        }
        ends.append(ids.count)
        CanonicalAddress.write(address, into: &addressBytes)
        addresses.append(StoryTokenizer.hash(addressBytes))
    }

    /// Appends the terms of the article read `index`-th, in increasing id, to `terms`.
    func append(termsAt index: Int, to terms: inout [Term]) {
        for position in (index == 0 ? 0 : ends[index - 1])..<ends[index] {
            terms.append(Term(id: ids[position], weight: weights[position]))
        }
    }
}
