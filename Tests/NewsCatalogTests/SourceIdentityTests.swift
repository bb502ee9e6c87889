import Testing

@testable import NewsCatalog

@Suite("Source ids made from publishers' names")
struct SourceIdentityTests {
    @Test(
        "a name's letters and digits, lower-cased, its words joined by dashes; accents folded",
        arguments: [
            ("Reuters", "reuters"),
            ("  BBC  News ", "bbc-news"),
            ("Wall Street Journal (blog)", "wall-street-journal-blog"),
            ("Re/code", "re-code"),
            ("C:\\ Microsoft", "c-microsoft"),
            ("Le Monde.fr", "le-monde-fr"),
            ("20 Minutes", "20-minutes"),
            ("Süddeutsche Zeitung", "suddeutsche-zeitung"),
            ("ＢＢＣ Ｎｅｗｓ", "bbc-news"),
            ("Crème & Brûlée", "creme-brulee"),
            ("東京新聞", ""),
            ("!!!", ""),
        ])
    func slug(name: String, id: String) {
        #expect(SourceIdentity.slug(name) == id)
    }

    @Test("an ASCII name slugs as it does with a non-ASCII word after it, but for that word")
    func asciiAsFolded() {
        let names = ["Reuters", "Wall Street Journal \\(blog\\)", "Forbes.com", "The Hill (blog)", "NBC-2.com", "a_b__c", "X"]
        for name in names {
            #expect(SourceIdentity.slug(name + " é") == SourceIdentity.slug(name) + "-e", "\(name)")
        }
    }
}
