import GRDB
import NewsModels
import NewsStorage

/// What a bulk load's rows say about sources, categories and stories, kept beside the load and
/// written once when it finishes.
///
/// A batch-by-batch import upserts each batch's sources and counts as it goes; a bulk load writes
/// its rows alone, so its single writer spends its time on rows, and the bookkeeping is done on
/// another thread. The sources saved are those the batches' upserts would leave: a later batch's
/// description replaces an earlier one's fields, a field it lacks keeps the earlier value.
struct BulkLoadLedger: Sendable {
    /// Described sources, by id.
    private var described: [String: Source] = [:]
    /// Source ids that rows name with no description, and the name the first such row gave.
    private var bare: [String: String] = [:]
    /// Article counts per source and category, and per story.
    private var tally = CatalogTally()

    /// Notes a batch of appended rows and the sources described with them.
    mutating func note(_ records: [CatalogRecord], sources: [Source]) {
        var inBatch = Set<String>()
        // Within a batch the first description of an id counts, as the batch's upsert keeps it.
        for source in sources where !source.id.isEmpty && inBatch.insert(source.id).inserted {
            described[source.id] = described[source.id].map { Self.merge($0, with: source) } ?? source
        }
        // Through a buffer: an array's element, even by index, is copied, retaining and releasing all its text.
        records.withUnsafeBufferPointer { records in
            for index in records.indices {
                let sourceID = records[index].sourceID
                let isFirst = tally.count(sourceID: sourceID, category: records[index].category, story: records[index].story)
                // A source met before is described or bare already: only its first article can add it.
                if isFirst, let sourceID, described[sourceID] == nil, bare[sourceID] == nil {
                    bare[sourceID] = records[index].article.source.name
                }
            }
        }
    }

    /// Writes the sources and counts, inside the load's transaction.
    func save(in db: Database) throws {
        // Sorted by id: the sources table's B-tree is then written front to back.
        _ = try LocalCatalog.upsert(described.values.sorted { $0.id < $1.id }, in: db)
        let addBare = try BoundStatement("INSERT INTO sources (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", in: db)
        for (id, name) in bare.sorted(by: { $0.key < $1.key }) where described[id] == nil {
            addBare.bind(1, id)
            addBare.bind(2, name)
            _ = try addBare.run()
        }
        try tally.save(in: db)
    }

    /// A stored source as an upsert of `newer` leaves it: the new name, and each other field new when given.
    private static func merge(_ stored: Source, with newer: Source) -> Source {
        Source(
            id: stored.id,
            name: newer.name,
            description: newer.description ?? stored.description,
            url: newer.url ?? stored.url,
            category: newer.category ?? stored.category,
            language: newer.language ?? stored.language,
            country: newer.country ?? stored.country
        )
    }
}
