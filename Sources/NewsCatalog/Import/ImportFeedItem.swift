/// What an import file yields next: a record to add, or a record skipped and why.
enum ImportFeedItem {
    case record(ImportedRecord)
    case rejected(ImportRejection)
}
