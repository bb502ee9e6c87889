/// A news service that keeps recent answers, so that a deliberate reload can ask it to drop them.
///
/// The app's `refresh` asks for this protocol instead of naming a concrete service.
public protocol CachingNewsService: NewsService {
    /// Forgets every kept answer, so the next request asks the news source again.
    func discardCachedAnswers() async
}
