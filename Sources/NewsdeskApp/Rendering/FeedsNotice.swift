import FlowKit
import NewsCatalog
import NewsModels
import NewsWeb

/// What the feeds flow says outside any screen: a subscription made or found, the feeds a page
/// links to, a subscription or saved search forgotten, a search saved.
enum FeedsNotice: TransientView {
    /// A new subscription, with the articles its first fetch added.
    case subscribed(FeedSubscription, added: Int)
    /// A feed's new items read in full with each fetch from now on, or no longer.
    case readsPages(FeedSubscription, Bool)
    /// The feed was subscribed already.
    case alreadySubscribed(FeedSubscription)
    /// The page at `address` links to several feeds.
    case choices([FeedLinkFinder.Link], address: String)
    /// A subscription forgotten.
    case unsubscribed(FeedSubscription)
    /// A saved search forgotten.
    case forgotten(SavedSearch)
    /// A search kept under a name.
    case saved(name: String)
    /// `count` articles marked read: of `feed`, or of every feed when nil.
    case markedRead(count: Int, feed: FeedSubscription?)

    func render(on console: any Console) {
        let wrapper = TextWrapper(width: console.width)
        switch self {
        case .subscribed(let feed, let added):
            console.writeLines(
                wrapper.wrap(
                    TerminalText.sanitize(
                        "Subscribed to \(feed.displayName) (\(feed.url)): \(CountText.counted(added, "article"))"
                            + (feed.readsPages ? ", read in full." : ".")),
                    breakingLongWords: false))
        case .readsPages(let feed, let on):
            let text =
                on
                ? "\(feed.displayName)'s new items will be read in full with each fetch, so they read offline and search finds their words."
                : "\(feed.displayName)'s new items will no longer be read in full; the pages read so far stay."
            console.writeLines(wrapper.wrap(TerminalText.sanitize(text), breakingLongWords: false))
        case .alreadySubscribed(let feed):
            console.writeLines(
                wrapper.wrap(TerminalText.sanitize("You are subscribed to \(feed.displayName) already."), breakingLongWords: false))
        case .choices(let links, let address):
            console.writeLines(
                wrapper.wrap(
                    TerminalText.sanitize(
                        "\(address) links to \(links.count) feeds; subscribe to the one you want with 'subscribe N' or 'subscribe URL':"),
                    breakingLongWords: false))
            let items = links.map { link in
                NumberedList.Item(title: link.title ?? link.url, details: [link.url + " (" + link.type + ")"])
            }
            console.writeLines(NumberedList(items: items).render(width: console.width, styler: console.styler))
        case .unsubscribed(let feed):
            console.writeLines(
                wrapper.wrap(
                    TerminalText.sanitize("Unsubscribed from \(feed.displayName); its articles stay in the catalog."),
                    breakingLongWords: false))
        case .forgotten(let search):
            console.writeLine(TerminalText.sanitize("Forgot the saved search \(search.name)."))
        case .markedRead(let count, let feed):
            let whose = feed.map { " of \($0.displayName)" } ?? ""
            console.writeLines(
                wrapper.wrap(TerminalText.sanitize("Marked \(CountText.counted(count, "article"))\(whose) read."), breakingLongWords: false)
            )
        case .saved(let name):
            console.writeLines(
                wrapper.wrap(
                    TerminalText.sanitize("Saved the search as '\(name)': 'feeds' lists it with the count of its new matches.")))
        }
    }
}
