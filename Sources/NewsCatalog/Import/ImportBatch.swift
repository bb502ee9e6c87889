import NewsModels
import NewsStories

/// The records one transaction writes, with the sources they name.
struct ImportBatch: Sendable {
    /// The records, in file order; a var, so the importer can take them out whole and thin them in place.
    var records: [CatalogRecord]
    /// Each record's ``URLKey``, in the same order: computed while the batch is read, so the
    /// importer's check for repeats and the writer need not hash the URLs again.
    var urlKeys: [Int64]
    /// Each source the records name, once.
    let sources: [Source]
    /// Each record's story, when a bulk load's ``StoryStream`` grouped them as they were read.
    var stories: [Int64]? = nil
    /// The records' words as a bulk load's ``StoryStream`` reads them, read with the batch so the
    /// stream need not (``StoryStream/words(of:)``); nil when no stream groups it.
    var words: StoryTerms? = nil
}
