import Foundation
import NewsModels

/// The small, fictional catalog newsdesk ships so that it works offline from the first run.
///
/// Every source, person, place, company, team and event here is invented. The articles are
/// shaped like NewsAPI v2 results (including the "… [+N chars]" truncation marker on some
/// contents) and hold deliberate overlaps for search and ranking: "solar" in some titles and
/// only in the text of others, "vaccine" across health, the phrase "river festival" twice,
/// and a few stories (`storm-eleni` above all) covered by several sources.
public enum SampleCatalog {
    /// A plain statement that the sample is fictional and where real news comes from.
    public static let notice: String =
        "The local catalog starts with a small sample: every article and source in it is "
        + "fictional, written for newsdesk, and reports no real event."

    /// The ten fictional sources: four from the US, three from Great Britain, three from Canada.
    public static let sources: [Source] = [
        gullhavenLedger,
        quillfieldDailyWire,
        ferrobyteReview,
        ironhollowSportsDesk,
        kestrelmerePost,
        thistlecombeHealthJournal,
        larkspurStageAndScreen,
        northernLanternScience,
        birchfallCourier,
        heraultLacBrumeux,
    ]

    /// Every fictional article with its category and, for some, a shared story id.
    public static let records: [CatalogRecord] = Array(
        [
            businessRecords,
            entertainmentRecords,
            generalRecords,
            healthRecords,
            scienceRecords,
            sportsRecords,
            technologyRecords,
        ].joined()
    )

    // MARK: - Sources

    private static let gullhavenLedger = Source(
        id: "gullhaven-ledger",
        name: "Gullhaven Ledger",
        description: "Fictional sample source: business and port news from the invented harbour city of Gullhaven.",
        url: "https://gullhaven-ledger.example",
        category: .business,
        language: "en",
        country: "us"
    )

    private static let quillfieldDailyWire = Source(
        id: "quillfield-daily-wire",
        name: "Quillfield Daily Wire",
        description: "Fictional sample source: general news for the invented coastal town of Quillfield and its county.",
        url: "https://quillfield-daily-wire.example",
        category: .general,
        language: "en",
        country: "us"
    )

    private static let ferrobyteReview = Source(
        id: "ferrobyte-review",
        name: "Ferrobyte Review",
        description: "Fictional sample source: gadgets, software and start-ups, all invented.",
        url: "https://ferrobyte-review.example",
        category: .technology,
        language: "en",
        country: "us"
    )

    private static let ironhollowSportsDesk = Source(
        id: "ironhollow-sports-desk",
        name: "Ironhollow Sports Desk",
        description: "Fictional sample source: results and features on invented teams, leagues and races.",
        url: "https://ironhollow-sports-desk.example",
        category: .sports,
        language: "en",
        country: "us"
    )

    private static let kestrelmerePost = Source(
        id: "kestrelmere-post",
        name: "The Kestrelmere Post",
        description: "Fictional sample source: a morning paper for the invented market town of Kestrelmere.",
        url: "https://kestrelmere-post.example",
        category: .general,
        language: "en",
        country: "gb"
    )

    private static let thistlecombeHealthJournal = Source(
        id: "thistlecombe-health-journal",
        name: "Thistlecombe Health Journal",
        description: "Fictional sample source: clinics, studies and public health in the invented county of Thistlecombe.",
        url: "https://thistlecombe-health-journal.example",
        category: .health,
        language: "en",
        country: "gb"
    )

    private static let larkspurStageAndScreen = Source(
        id: "larkspur-stage-and-screen",
        name: "Larkspur Stage & Screen",
        description: "Fictional sample source: theatre, film, music and festivals, with invented productions and performers.",
        url: "https://larkspur-stage-and-screen.example",
        category: .entertainment,
        language: "en",
        country: "gb"
    )

    private static let northernLanternScience = Source(
        id: "northern-lantern-science",
        name: "Northern Lantern Science",
        description: "Fictional sample source: weather, wildlife, astronomy and research from invented Canadian labs.",
        url: "https://northern-lantern-science.example",
        category: .science,
        language: "en",
        country: "ca"
    )

    private static let birchfallCourier = Source(
        id: "birchfall-courier",
        name: "Birchfall Courier",
        description: "Fictional sample source: business and community news from the invented Birchfall valley.",
        url: "https://birchfall-courier.example",
        category: .business,
        language: "en",
        country: "ca"
    )

    private static let heraultLacBrumeux = Source(
        id: "le-heraut-de-lac-brumeux",
        name: "Le Héraut de Lac-Brumeux",
        description: "Fictional sample source: French-language local news from the invented village of Lac-Brumeux.",
        url: "https://le-heraut-de-lac-brumeux.example",
        category: .general,
        language: "fr",
        country: "ca"
    )

    // MARK: - Business

    private static let businessRecords: [CatalogRecord] = [
        record(
            gullhavenLedger, .business, "2026-11-18T14:05:00Z",
            slug: "cobalt-bay-solar-farm-bonds",
            author: "Marisol Vantreece",
            title: "Cobalt Bay solar farm secures $240 million in local bonds",
            description:
                "The Cobalt Bay Energy Cooperative says the bond sale will pay for the second phase of its hillside solar farm. Most buyers were pension funds from three nearby counties.",
            content:
                "The Cobalt Bay Energy Cooperative closed its largest bond sale on Tuesday, raising $240 million for the second phase of its hillside solar farm. Treasurer Odile Farnsworth said demand was nearly twice the amount on offer. The cooperative expects the new panels to come online before the end of next",
            more: 1874,
            story: "cobalt-bay-solar"
        ),
        record(
            gullhavenLedger, .business, "2026-11-12T09:40:00Z",
            slug: "tessaline-foods-buys-orchard-row",
            author: "Ada Park, Lee Moreno",
            title: "Tessaline Foods agrees to buy Orchard Row Grocers",
            description:
                "The regional food maker will pay about $1.1 billion for the 140-store grocery chain. Both boards approved the deal late on Wednesday.",
            content:
                "Tessaline Foods, the maker of Gullhaven's best-known canned soups, said on Thursday it would buy Orchard Row Grocers for about $1.1 billion in cash and shares. The deal brings 140 stores in four states under one roof. Orchard Row shares rose 18 percent in early trading.",
            story: "tessaline-orchard-merger"
        ),
        record(
            birchfallCourier, .business, "2026-11-12T16:20:00Z",
            slug: "tessaline-deal-birchfall-suppliers",
            author: "Priya Castellane",
            title: "What the Tessaline deal means for Orchard Row's Canadian suppliers",
            description:
                "Dozens of farms in the Birchfall valley sell to Orchard Row. Growers say they want written guarantees before the merger closes.",
            content:
                "Growers in the Birchfall valley ship apples, squash and maple syrup to Orchard Row Grocers every week. After Tessaline Foods announced its purchase of the chain, the Birchfall Growers' Association asked both companies to honour existing contracts for at least two",
            more: 2210,
            story: "tessaline-orchard-merger"
        ),
        record(
            gullhavenLedger, .business, "2026-10-03T13:15:00Z",
            slug: "port-record-container-volume",
            author: nil,
            title: "Gullhaven port handles record container volume in September",
            description:
                "The Port of Gullhaven moved more containers last month than in any month since it opened. Officials credit a new night shift at the east terminal.",
            content:
                "The Port of Gullhaven handled 212,000 containers in September, beating the record it set in the spring. Port director Hollis Abernathy said the new overnight shift at the east terminal had cut waiting times for ships by a third. Freight rates along the coast were steady."
        ),
        record(
            birchfallCourier, .business, "2026-10-09T11:00:00Z",
            slug: "northway-credit-union-savings-rates",
            author: "Gideon Marchetti",
            title: "Birchfall credit union raises savings rates for the third time this year",
            description:
                "Northway Credit Union says members will earn 3.4 percent on standard savings from November. Rival lenders are expected to follow.",
            content:
                "Northway Credit Union will pay 3.4 percent on standard savings accounts from the first of November, its third increase this year. Chief executive Rosalind Achterberg said deposits had grown steadily since the summer. Two smaller lenders in the region said they were reviewing their own",
            more: 1456
        ),
        record(
            kestrelmerePost, .business, "2026-10-14T07:45:00Z",
            slug: "crumb-and-kettle-thirty-new-shops",
            author: "Harriet Coldwell",
            title: "Bakery chain Crumb & Kettle plans 30 new shops in market towns",
            description:
                "The Kestrelmere-based chain wants to open across the north over the next eighteen months. It is hiring about 400 staff.",
            content:
                "Crumb & Kettle, which began as a single bakery on Kestrelmere's Mill Lane, says it will open 30 shops over the next eighteen months. Co-founder Imogen Treadwell said market towns had been overlooked by larger chains. The company plans to hire about 400 bakers and shop staff."
        ),
        record(
            gullhavenLedger, .business, "2026-10-22T15:30:00Z",
            slug: "orrin-and-vale-first-profit",
            author: "Marisol Vantreece",
            title: "Shipbuilder Orrin & Vale posts its first profit in four years",
            description:
                "A steady run of ferry orders helped the Gullhaven yard back into the black. The company is adding a second dry dock.",
            content:
                "Orrin & Vale reported a quarterly profit of $14 million, its first since a costly dispute over a cancelled cargo ship. Chief executive Bram Osterholt credited six ferry orders from island counties up and down the coast. Work on a second dry dock will begin in",
            more: 1632
        ),
        record(
            birchfallCourier, .business, "2026-10-28T12:10:00Z",
            slug: "maple-syrup-prices-short-season",
            author: nil,
            title: "Maple syrup prices climb after a short sugaring season",
            description:
                "A warm March cut the Birchfall harvest by nearly a quarter. Wholesale prices are up for the first time in three years.",
            content:
                "Sugar shacks across the Birchfall valley collected about 23 percent less sap this spring after an early thaw. Wholesale syrup prices have risen by roughly a fifth since August. Producers say shoppers should expect higher prices on shelves by the new year."
        ),
        record(
            quillfieldDailyWire, .business, "2026-11-05T10:25:00Z",
            slug: "typewriter-repair-shop-new-owner",
            author: "Dmitri Halvorsen",
            title: "Quillfield's last typewriter repair shop finds a new owner",
            description:
                "After 52 years, Wendell Pike is handing his Front Street workshop to a former apprentice. Orders now arrive from collectors across the country.",
            content:
                "Wendell Pike opened his repair shop on Front Street when typewriters still filled every office in Quillfield. On Monday he handed the keys to Junie Calloway, who swept his floors as a teenager. Calloway says online collectors now send her more machines than she can fix in a",
            more: 987
        ),
        record(
            heraultLacBrumeux, .business, "2026-11-02T13:50:00Z",
            slug: "fromagerie-double-sa-production",
            author: "Geneviève Lapointe",
            title: "La fromagerie du Lac-Brumeux double sa production",
            description: "La petite fromagerie du rang des Érables agrandit son atelier. Elle embauchera six personnes d'ici le printemps.",
            content:
                "La Fromagerie des Brumes a inauguré lundi un nouvel atelier de 600 mètres carrés. Sa propriétaire, Mireille Tousignant, affirme que la demande des épiceries de la région a presque doublé en deux ans. Six postes seront créés d'ici le printemps."
        ),
        record(
            ferrobyteReview, .business, "2026-11-15T18:00:00Z",
            slug: "parcelwing-raises-45-million",
            author: "Caspian Lowe",
            title: "Drone delivery start-up Parcelwing raises $45 million",
            description:
                "The Quillfield company flies medicine and spare parts to island towns. The new money will pay for a fleet of heavier drones.",
            content:
                "Parcelwing, founded three years ago in a Quillfield garage, has raised $45 million from a group of regional investors. Its drones already carry prescriptions to four islands that lack a pharmacy. Co-founder Teodora Vasquez-Lind said the company would hire forty engineers by",
            more: 2045
        ),
    ]

    // MARK: - Entertainment

    private static let entertainmentRecords: [CatalogRecord] = [
        record(
            larkspurStageAndScreen, .entertainment, "2026-10-17T19:00:00Z",
            slug: "wrenmoor-river-festival-line-up",
            author: "Celia Ashdown",
            title: "Wrenmoor river festival announces a lantern parade and 60 acts",
            description:
                "The three-day river festival returns to Wrenmoor in November with a bigger programme. Tickets go on sale on Monday.",
            content:
                "The Wrenmoor river festival will return for its twelfth year with 60 acts across four stages on the riverbank. Organiser Barnaby Quince said a lantern parade would close each evening. Early tickets sold out within",
            more: 1320,
            story: "wrenmoor-river-festival"
        ),
        record(
            larkspurStageAndScreen, .entertainment, "2026-10-05T20:30:00Z",
            slug: "glass-orchard-best-play",
            author: "Celia Ashdown, Rupert Elmsley",
            title: "'The Glass Orchard' wins best play at the Larkspur Stage Awards",
            description:
                "The quiet family drama beat four larger productions. Its writer, Morwenna Hale, wrote it while working night shifts at a bakery.",
            content:
                "Morwenna Hale's 'The Glass Orchard' was named best play at Sunday's Larkspur Stage Awards, ahead of two musicals and a revival. The play follows three sisters deciding whether to sell their late father's orchard. Hale thanked the bakery colleagues who read drafts during their breaks."
        ),
        record(
            larkspurStageAndScreen, .entertainment, "2026-10-24T18:45:00Z",
            slug: "review-lanterns-over-dunhallow",
            author: "Rupert Elmsley",
            title: "Review: 'Lanterns Over Dunhallow' is a slow, gorgeous ghost story",
            description: "Director Ines Carrow's second film takes its time, and rewards patience. Four stars.",
            content:
                "Very little happens in the first hour of 'Lanterns Over Dunhallow', and that is the point. Ines Carrow lets a widowed lighthouse keeper wander her empty rooms while the fog does the talking. When the lantern finally lights itself, the cinema went",
            more: 2764
        ),
        record(
            quillfieldDailyWire, .entertainment, "2026-10-11T21:00:00Z",
            slug: "drive-in-reopens-silent-films",
            author: "Nadia Okonkwo-Reyes",
            title: "Quillfield drive-in reopens with a week of silent films and a live organ",
            description:
                "The Starlite Drive-In has been closed for nine years. Its new owners hauled a restored theatre organ onto a flatbed trailer for opening week.",
            content:
                "Cars lined Route 14 for a mile on Friday as the Starlite Drive-In reopened with a silent comedy and a live organ accompaniment. Owners Felix and Dana Morrow spent two years restoring the screen and the snack bar. Next week the drive-in turns to monster films."
        ),
        record(
            heraultLacBrumeux, .entertainment, "2026-10-19T17:20:00Z",
            slug: "festival-de-contes-8000-visiteurs",
            author: nil,
            title: "Le festival de contes de Lac-Brumeux attire 8 000 visiteurs",
            description:
                "Pour sa dixième édition, le festival a ajouté des veillées au bord du lac. Les organisateurs parlent d'un record.",
            content:
                "Le Festival des contes et légendes a accueilli près de 8 000 visiteurs en trois jours, un record. Les veillées autour du feu, au bord du lac, affichaient complet dès le premier soir. La conteuse Alphonsine Bélair a clos l'événement devant une salle",
            more: 1188
        ),
        record(
            kestrelmerePost, .entertainment, "2026-10-30T09:15:00Z",
            slug: "cinderfold-lane-fourth-series",
            author: nil,
            title: "Detective drama 'Cinderfold Lane' renewed for a fourth series",
            description:
                "The drama, filmed in and around Kestrelmere, will start shooting again in the spring. Locals hope for more work as extras.",
            content:
                "'Cinderfold Lane', the detective drama filmed on Kestrelmere's cobbled back streets, will return for a fourth series. Producers said filming would start in April and last about twelve weeks. The Three Ferrets pub, which doubles as the detectives' local, is already taking bookings from fans."
        ),
        record(
            quillfieldDailyWire, .entertainment, "2026-11-03T19:30:00Z",
            slug: "ottilie-marsh-farewell-tour",
            author: "Nadia Okonkwo-Reyes",
            title: "Bandleader Ottilie Marsh announces a farewell tour of small towns",
            description:
                "The swing bandleader will play 30 halls, none with more than 500 seats. The final night is in Quillfield, where she grew up.",
            content:
                "Ottilie Marsh has led her twelve-piece swing band for forty years. Her farewell tour skips the big cities entirely, visiting grange halls and school gyms instead. 'I want to see faces, not a sea of phones,' she said at a rehearsal on",
            more: 1540
        ),
        record(
            larkspurStageAndScreen, .entertainment, "2026-11-07T14:00:00Z",
            slug: "wandering-spool-permanent-home",
            author: "Celia Ashdown",
            title: "Puppet theatre company The Wandering Spool opens its first permanent home",
            description: "After fifteen years on the road, the company has converted an old chapel into a 120-seat theatre.",
            content:
                "The Wandering Spool has toured village halls in a converted bus since it was founded. Its new home, a former chapel on Larkspur's Weaver Street, seats 120 and has a workshop in the old vestry. The opening show is an adaptation of a local legend about a cat that",
            more: 1467
        ),
        record(
            birchfallCourier, .entertainment, "2026-11-10T20:05:00Z",
            slug: "cafe-open-mic-waiting-list",
            author: "Priya Castellane",
            title: "Birchfall café's open-mic nights now have a waiting list",
            description: "The Copper Kettle Café started its Thursday open mic to fill a quiet evening. Performers now book weeks ahead.",
            content:
                "When the Copper Kettle Café started a Thursday open mic last winter, three people turned up. Owner Lucien Arsenault now keeps a waiting list of more than forty singers, poets and one accordion player. He is considering a second night.",
            more: 842
        ),
        record(
            ferrobyteReview, .entertainment, "2026-11-14T16:40:00Z",
            slug: "moss-and-meridian-tops-charts",
            author: "Caspian Lowe, Hana Ilves",
            title: "Indie game 'Moss & Meridian' tops the download charts in its first week",
            description:
                "The gentle exploration game was made by a team of four in a Gullhaven loft. It sold more copies in seven days than the studio expected in a year.",
            content:
                "'Moss & Meridian' asks players to map a drowned island by boat and by hand. Made by the four-person studio Little Heron, it reached the top of the download charts on its fourth day. Lead designer Bettina Oakes said the team would spend the profits on",
            more: 1893
        ),
        record(
            larkspurStageAndScreen, .entertainment, "2026-11-19T11:30:00Z",
            slug: "lighthouse-accounts-returns",
            author: "Rupert Elmsley",
            title: "Radio serial 'The Lighthouse Accounts' returns after a ten-year break",
            description: "The original cast has reunited for twelve new episodes. The first airs on Christmas Eve.",
            content:
                "'The Lighthouse Accounts' followed an accountant posted to a remote lighthouse, and ran for six years before ending abruptly. Writer Humphrey Gale said he had finally worked out how the story should end. All five original cast members have returned.",
            more: 1105
        ),
    ]

    // MARK: - General

    private static let generalRecords: [CatalogRecord] = [
        record(
            quillfieldDailyWire, .general, "2026-11-15T07:10:00Z",
            slug: "storm-eleni-gales-flooding",
            author: "Dmitri Halvorsen",
            title: "Storm Eleni brings gales and flooding to the Quillfield shore",
            description:
                "Gusts of up to 70 miles an hour tore through the coast overnight. Ferries are cancelled and Shore Road is closed.",
            content:
                "Storm Eleni lashed the Quillfield shore overnight with gusts of up to 70 miles an hour and waves that topped the sea wall. Shore Road is closed between the harbour and the lighthouse, and all ferries are cancelled until at least Monday. The county has opened two shelters for residents who",
            more: 2388,
            story: "storm-eleni"
        ),
        record(
            birchfallCourier, .general, "2026-11-16T05:45:00Z",
            slug: "storm-eleni-power-outages",
            author: "Priya Castellane",
            title: "Storm Eleni leaves 40,000 homes without power across the Birchfall valley",
            description:
                "Crews from three provinces are helping restore lines. The utility says some rural roads may wait until Wednesday.",
            content:
                "About 40,000 homes lost power as Storm Eleni crossed the Birchfall valley on Sunday night, bringing down trees and lines. Valley Hydro said crews from three provinces were helping to restore service. Schools in the valley will stay closed on Monday.",
            story: "storm-eleni"
        ),
        record(
            heraultLacBrumeux, .general, "2026-11-16T12:30:00Z",
            slug: "tempete-eleni-route-9",
            author: "Geneviève Lapointe",
            title: "La tempête Eleni coupe la route 9 près de Lac-Brumeux",
            description:
                "Des arbres tombés bloquent la route depuis dimanche soir. La municipalité ouvre le centre communautaire aux sinistrés.",
            content:
                "La tempête Eleni a déraciné des dizaines d'arbres le long de la route 9, coupant le village du reste de la région depuis dimanche soir. La mairesse, Josée Thibodeau, a ouvert le centre communautaire aux familles privées d'électricité. Les équipes de déblaiement espèrent rouvrir la route d'ici",
            more: 1264,
            story: "storm-eleni"
        ),
        record(
            kestrelmerePost, .general, "2026-11-18T06:55:00Z",
            slug: "storm-eleni-amber-warning",
            author: nil,
            title: "Storm Eleni reaches Kestrelmere as forecasters issue an amber warning",
            description:
                "The storm that battered North America last week has crossed the Atlantic. Gusts of 60 miles an hour are expected on high ground.",
            content:
                "Storm Eleni, which left thousands without power across the Atlantic last week, is expected to bring gusts of 60 miles an hour to the hills above Kestrelmere. Forecasters have issued an amber warning for wind from noon on Wednesday. The council has postponed Thursday's market.",
            story: "storm-eleni"
        ),
        record(
            kestrelmerePost, .general, "2026-11-09T08:10:00Z",
            slug: "wrenmoor-extra-trains",
            author: "Harriet Coldwell",
            title: "Extra trains for Wrenmoor as river festival crowds expected to double",
            description: "The rail company will run late services on all three nights. Police advise visitors not to drive.",
            content:
                "Organisers of the Wrenmoor river festival expect about 30,000 visitors a day this year, twice last year's crowds. Extra trains will leave Kestrelmere every twenty minutes until midnight. Roads around the riverbank will be closed to cars from Friday afternoon.",
            story: "wrenmoor-river-festival"
        ),
        record(
            quillfieldDailyWire, .general, "2026-10-02T08:00:00Z",
            slug: "tamsin-river-footbridge-approved",
            author: "Dmitri Halvorsen",
            title: "Quillfield council approves a new footbridge over the Tamsin River",
            description: "The bridge will link the old mill district with the new park. Work starts in March.",
            content:
                "Quillfield's council voted six to one on Tuesday to build a footbridge across the Tamsin River. The 80-metre bridge will be lit at night by solar lamps along its rails. Construction should take about nine months."
        ),
        record(
            kestrelmerePost, .general, "2026-10-08T10:30:00Z",
            slug: "library-lends-millionth-book",
            author: "Harriet Coldwell",
            title: "Kestrelmere library lends out its millionth book",
            description: "A nine-year-old borrowed the milestone book, a guide to British beetles. She was given a lifetime library card.",
            content:
                "Kestrelmere Library reached one million loans on Tuesday afternoon when nine-year-old Poppy Hargreave checked out a guide to beetles. Staff rang a handbell and gave her a lifetime library card. The library opened in a single room above the corn exchange in",
            more: 903
        ),
        record(
            heraultLacBrumeux, .general, "2026-10-06T14:10:00Z",
            slug: "autobus-direct-montreal",
            author: nil,
            title: "Montréal–Lac-Brumeux : un nouvel autobus direct dès janvier",
            description: "Le trajet prendra moins de deux heures. Trois départs par jour sont prévus en semaine.",
            content:
                "Une ligne d'autobus directe reliera Montréal à Lac-Brumeux à partir de janvier. Le trajet durera une heure cinquante, avec trois départs par jour en semaine et deux la fin de semaine. Les étudiants profiteront d'un tarif réduit."
        ),
        record(
            quillfieldDailyWire, .general, "2026-10-26T17:00:00Z",
            slug: "lighthouse-keepers-cottage-restored",
            author: nil,
            title: "Volunteers restore the Quillfield lighthouse keeper's cottage",
            description: "Forty volunteers spent three summers on the job. The cottage opens as a small museum in the spring.",
            content:
                "The keeper's cottage beside Quillfield Point lighthouse stood empty for half a century. Forty volunteers from the Quillfield Historical Society have replaced its roof, windows and porch by hand. It will open as a museum in April, with the last keeper's logbooks on display.",
            more: 1377
        ),
        record(
            birchfallCourier, .general, "2026-10-20T09:05:00Z",
            slug: "year-round-market-hall",
            author: "Gideon Marchetti",
            title: "Birchfall opens its first year-round farmers' market hall",
            description: "The market moves indoors to a former curling club. Thirty-two stalls have signed up.",
            content:
                "Birchfall's farmers' market has always closed at Thanksgiving. This year it moves into the old Birchfall Curling Club, which has been fitted with heated stalls and a small stage. Thirty-two vendors have signed up for the winter season."
        ),
        record(
            kestrelmerePost, .general, "2026-11-01T11:45:00Z",
            slug: "wedding-ring-returned-after-31-years",
            author: "Harriet Coldwell, Owen Baptiste",
            title: "Lost wedding ring returned to Kestrelmere couple after 31 years",
            description: "A metal detectorist found the ring in a field outside town. The engraving led him to the owners.",
            content:
                "Margery and Colin Fairweather lost her wedding ring while picking blackberries in 1995. Last month a metal detectorist, Ravi Sandhurst, found it a foot below the surface in the same field. The engraved date was enough for the parish office to trace the couple, who still live two streets away.",
            more: 1019
        ),
    ]

    // MARK: - Health

    private static let healthRecords: [CatalogRecord] = [
        record(
            thistlecombeHealthJournal, .health, "2026-10-13T08:00:00Z",
            slug: "nasal-vaccine-trial-begins",
            author: "Eleanor Pryce",
            title: "Thistlecombe clinic begins a trial of a nasal vaccine for winter colds",
            description: "About 1,200 volunteers will take part over two winters. Researchers hope to cut the number of colds by a third.",
            content:
                "The Thistlecombe Research Clinic has given the first doses of an experimental nasal vaccine against common winter colds. The trial will follow about 1,200 adult volunteers over two winters. Lead researcher Samir Haddadin said a spray was easier to give than an injection and might",
            more: 1911,
            story: "thistlecombe-vaccine-trial"
        ),
        record(
            thistlecombeHealthJournal, .health, "2026-11-11T08:15:00Z",
            slug: "nasal-vaccine-early-results",
            author: "Eleanor Pryce, Samir Haddadin",
            title: "Early results from the nasal vaccine trial are 'encouraging', researchers say",
            description:
                "Volunteers who had the spray reported fewer colds in the first month. The team warns that the numbers are still small.",
            content:
                "An early look at the Thistlecombe nasal vaccine trial found that volunteers given the spray reported about a quarter fewer colds in October than those given a placebo. The researchers stressed that one month is too short to draw firm conclusions. A full report is due next autumn.",
            story: "thistlecombe-vaccine-trial"
        ),
        record(
            quillfieldDailyWire, .health, "2026-11-11T13:40:00Z",
            slug: "cold-vaccine-trial-quillfield-hospital",
            author: "Nadia Okonkwo-Reyes",
            title: "British cold vaccine trial draws interest from Quillfield hospital",
            description:
                "Quillfield General wants to join the second winter of the study. Doctors say colds cost the county thousands of lost work days.",
            content:
                "Doctors at Quillfield General Hospital have written to the Thistlecombe Research Clinic asking to join the second winter of its nasal vaccine trial. Chief of medicine Lorraine Whitby said colds were the most common reason staff called in sick. The clinic has not yet",
            more: 1420,
            story: "thistlecombe-vaccine-trial"
        ),
        record(
            thistlecombeHealthJournal, .health, "2026-10-04T09:20:00Z",
            slug: "flu-vaccine-drive-over-65s",
            author: nil,
            title: "Flu vaccine drive reaches 70 percent of over-65s in Thistlecombe",
            description: "Pop-up clinics in village halls helped the county pass its target a month early.",
            content:
                "Seven in ten people over 65 in Thistlecombe have had this winter's flu vaccine, a month ahead of schedule. Pop-up clinics in village halls and a bus that visited farms made the difference, health officials said. The clinics will stay open until the end of November."
        ),
        record(
            birchfallCourier, .health, "2026-10-16T10:40:00Z",
            slug: "pharmacies-extend-weekend-hours",
            author: nil,
            title: "Birchfall pharmacies extend weekend hours for the winter",
            description: "Five pharmacies will open on Sundays until March. Walk-in appointments will be available.",
            content:
                "Five pharmacies in the Birchfall valley will open on Sundays from November to March. Pharmacists will give the flu vaccine to walk-in customers without an appointment. The change follows long queues at the valley's only clinic last winter.",
            more: 733
        ),
        record(
            thistlecombeHealthJournal, .health, "2026-10-21T07:30:00Z",
            slug: "walks-after-meals-blood-sugar",
            author: "Eleanor Pryce, Samir Haddadin",
            title: "Ten-minute walks after meals may steady blood sugar, small study finds",
            description: "Forty volunteers wore glucose monitors for two weeks. Short walks after dinner had the biggest effect.",
            content:
                "Forty adults at the Thistlecombe Research Clinic wore glucose monitors for two weeks, walking for ten minutes after some meals and sitting after others. Their blood sugar rose less after the walks, especially after the evening meal. The authors call for a larger study before",
            more: 1688
        ),
        record(
            ironhollowSportsDesk, .health, "2026-10-27T15:00:00Z",
            slug: "trainers-warn-running-injuries",
            author: "Marcus Delacroix-Bell",
            title: "Ironhollow trainers warn of a rise in running injuries after the marathon boom",
            description:
                "Physiotherapists report more shin and knee injuries among first-time runners. Most, they say, trained too much too soon.",
            content:
                "Entries for the Ironhollow marathon doubled this year, and so did visits to the city's sports clinics. Physiotherapist Yolanda Brisk said most patients had added miles too fast. She recommends raising weekly distance by no more than a tenth."
        ),
        record(
            heraultLacBrumeux, .health, "2026-10-23T08:50:00Z",
            slug: "clinique-mobile-villages",
            author: "Geneviève Lapointe",
            title: "Une clinique mobile sillonnera les villages du Lac-Brumeux cet hiver",
            description: "Une infirmière et un médecin visiteront six villages chaque semaine. Le projet durera un an.",
            content:
                "Un autobus transformé en clinique visitera six villages autour du lac chaque semaine à partir de décembre. Une infirmière et un médecin y feront des bilans de santé et renouvelleront les ordonnances. Le projet pilote est financé pour",
            more: 1095
        ),
        record(
            thistlecombeHealthJournal, .health, "2026-11-04T12:00:00Z",
            slug: "hospital-quiet-hours-trial",
            author: nil,
            title: "Thistlecombe hospital trials quiet hours to help patients sleep",
            description: "Lights dim and routine checks pause between midnight and five on two wards. Patients report better rest.",
            content:
                "Two wards at Thistlecombe General have dimmed their lights and paused routine checks between midnight and five in the morning. In a survey after the first month, patients said they slept about an hour longer. Nurses still check anyone whose condition needs it."
        ),
        record(
            kestrelmerePost, .health, "2026-11-13T07:20:00Z",
            slug: "fewer-cavities-water-fountains",
            author: "Owen Baptiste",
            title: "Kestrelmere dentists see fewer cavities after the school water-fountain scheme",
            description:
                "Every primary school in town installed fountains and banned sugary drinks three years ago. Dentists say the difference is visible.",
            content:
                "Three years after every Kestrelmere primary school installed water fountains and dropped fizzy drinks from its canteen, local dentists say they are filling fewer cavities in children. A count by the town's four practices found about a fifth fewer fillings among under-elevens. Neighbouring towns have asked for",
            more: 1249
        ),
        record(
            quillfieldDailyWire, .health, "2026-10-29T11:10:00Z",
            slug: "free-hearing-tests-queues",
            author: nil,
            title: "Quillfield's free hearing tests draw queues around the block",
            description: "More than 600 people came on the first day. Organisers will add dates in December.",
            content:
                "The county's first free hearing-test day drew more than 600 people to the Quillfield community centre. Audiologist Pearl Ambrose said about a third were referred for further checks. Two more dates have been added in December."
        ),
    ]

    // MARK: - Science

    private static let scienceRecords: [CatalogRecord] = [
        record(
            northernLanternScience, .science, "2026-11-17T10:00:00Z",
            slug: "why-storm-eleni-strengthened",
            author: "Aurelie Strand",
            title: "Why Storm Eleni strengthened so quickly over cold water",
            description:
                "Meteorologists say a sharp temperature contrast fed the storm as it left the coast. Its pressure fell by 30 hectopascals in a day.",
            content:
                "Storm Eleni deepened faster than any autumn storm on record at the Birchfall weather station, its central pressure dropping 30 hectopascals in 24 hours. Meteorologist Tobias Renwick said a tongue of unusually warm air met cold Arctic water just offshore. That contrast acted like",
            more: 2502,
            story: "storm-eleni"
        ),
        record(
            northernLanternScience, .science, "2026-11-19T09:00:00Z",
            slug: "cobalt-bay-solar-soil-moisture",
            author: "Aurelie Strand, Kwame Oduya",
            title: "Shade from the Cobalt Bay solar farm keeps the soil beneath it wetter",
            description:
                "Researchers buried sensors under and between the panels for two years. Grass under the panels stayed green through a dry summer.",
            content:
                "A two-year study of the Cobalt Bay solar farm found that soil under its panels held about a third more moisture through the summer than open ground nearby. Sheep grazing the site preferred the shaded grass. The cooperative plans to plant wildflowers between the rows of its second phase.",
            story: "cobalt-bay-solar"
        ),
        record(
            northernLanternScience, .science, "2026-10-07T15:20:00Z",
            slug: "solar-kiln-dries-lumber",
            author: "Kwame Oduya",
            title: "Solar kiln dries lumber in half the time, Birchfall engineers report",
            description: "The greenhouse-like kiln uses no fuel. A sawmill will test a full-size version this winter.",
            content:
                "Engineers at Birchfall Polytechnic built a kiln from clear panels and black-painted steel that dries freshly sawn boards in about half the time of air drying. Fans powered by a single panel move warm air through the stack. The Hemlock Creek sawmill will test a full-size",
            more: 1377
        ),
        record(
            northernLanternScience, .science, "2026-10-12T13:00:00Z",
            slug: "comet-with-two-tails",
            author: nil,
            title: "Astronomers at Mont-Givral observatory spot a comet with two tails",
            description: "The comet should be visible with binoculars in early December. It will not return for about 4,000 years.",
            content:
                "Astronomers at the Mont-Givral observatory have found a comet with a bright dust tail and a fainter blue tail of gas. It should be visible with binoculars in the evening sky in early December. Its orbit suggests it last passed the Sun about 4,000 years ago."
        ),
        record(
            northernLanternScience, .science, "2026-10-25T10:10:00Z",
            slug: "sturgeon-return-above-dam",
            author: "Kwame Oduya",
            title: "Lake sturgeon return to spawning grounds above the old Birchfall dam",
            description:
                "Biologists tagged eleven sturgeon upstream, two years after the dam was removed. The fish had been absent for a century.",
            content:
                "For the first time in about a hundred years, lake sturgeon have been found above the site of the old Birchfall dam. Biologists tagged eleven fish on gravel beds that the dam had cut off since the 1920s. The dam was removed two years ago after a long campaign by",
            more: 1590
        ),
        record(
            kestrelmerePost, .science, "2026-10-18T09:35:00Z",
            slug: "ichthyosaur-found-on-beach",
            author: "Owen Baptiste",
            title: "Amateur fossil hunter finds a near-complete ichthyosaur on Kestrelmere beach",
            description: "The marine reptile is about four metres long. Experts say it is one of the best preserved found on this coast.",
            content:
                "Retired postman Gerald Ashby spotted a row of vertebrae in the cliff after a winter storm. Over three weeks, a team from the county museum freed an almost complete ichthyosaur about four metres long. It will go on display once the rock has been cleaned away."
        ),
        record(
            quillfieldDailyWire, .science, "2026-10-15T16:45:00Z",
            slug: "weather-balloon-31-kilometres",
            author: "Nadia Okonkwo-Reyes",
            title: "Quillfield high schoolers' weather balloon reaches 31 kilometres",
            description: "The students built the payload from spare parts. It landed in a cornfield 90 miles inland.",
            content:
                "A weather balloon launched by the Quillfield High physics club climbed to 31 kilometres before it burst. Its camera captured the curve of the Earth and a thin blue band of atmosphere. The students found the payload two days later in a cornfield, with its battery still",
            more: 877
        ),
        record(
            heraultLacBrumeux, .science, "2026-11-06T10:00:00Z",
            slug: "chauves-souris-micros",
            author: nil,
            title: "Des chercheurs comptent les chauves-souris du Lac-Brumeux à l'aide de micros",
            description:
                "Des enregistreurs installés dans la forêt captent les ultrasons des chauves-souris. Sept espèces ont déjà été identifiées.",
            content:
                "Une équipe de biologistes a installé vingt enregistreurs dans les forêts autour du lac pour capter les cris des chauves-souris. Un logiciel reconnaît chaque espèce à son signal. Sept espèces ont déjà été identifiées, dont une que l'on croyait disparue de la région."
        ),
        record(
            ferrobyteReview, .science, "2026-10-31T14:25:00Z",
            slug: "bee-counting-camera-orchards",
            author: "Hana Ilves",
            title: "Bee-counting camera helps Gullhaven orchards track pollinators",
            description: "A camera at each hive entrance counts bees in and out. Growers can see which rows need more hives.",
            content:
                "Researchers at Gullhaven Agricultural College fitted cameras to the entrances of 60 hives in three orchards. Software counts bees leaving and returning, and flags hives that are losing foragers. Growers used the maps to move hives toward rows that set less fruit last year.",
            more: 1143
        ),
        record(
            northernLanternScience, .science, "2026-11-08T12:40:00Z",
            slug: "tree-rings-record-drought",
            author: "Aurelie Strand",
            title: "Tree rings from Birchfall ridge record a drought in the 1700s",
            description: "Cores from old cedars show eight years of very narrow rings. No written record of the drought survives.",
            content:
                "Cores taken from cedars on Birchfall ridge show eight consecutive years of unusually narrow rings in the 1700s. Dendrochronologist Ingrid Solvang said the pattern points to a long drought that no written record describes. The team is now sampling trees on",
            more: 1205
        ),
        record(
            kestrelmerePost, .science, "2026-11-20T07:00:00Z",
            slug: "gannet-holm-seabird-count",
            author: nil,
            title: "Seabird count on Gannet Holm is the highest in a decade",
            description: "Volunteers counted more than 14,000 nesting pairs on the island. Puffins did especially well.",
            content:
                "Volunteers who landed on Gannet Holm in July counted more than 14,000 nesting pairs of seabirds, the highest total in ten years. Puffin burrows were up by nearly a fifth. Wardens credit the removal of rats from the island five years ago.",
            more: 968
        ),
    ]

    // MARK: - Sports

    private static let sportsRecords: [CatalogRecord] = [
        record(
            ironhollowSportsDesk, .sports, "2026-11-08T23:30:00Z",
            slug: "foundry-win-coastline-cup",
            author: "Marcus Delacroix-Bell",
            title: "Ironhollow Foundry rally late to win the Coastline Cup against the Birchfall Harriers",
            description: "Two goals in the last six minutes turned the final. It is the Foundry's first cup in eighteen years.",
            content:
                "The Birchfall Harriers led 2-1 with six minutes left before Ironhollow Foundry struck twice, through Della Pruett and a header from captain Anselm Brockway. A crowd of 21,000 stayed long after the final whistle. The Foundry last won the cup in",
            more: 2187,
            story: "coastline-cup-final"
        ),
        record(
            heraultLacBrumeux, .sports, "2026-11-09T02:15:00Z",
            slug: "harriers-coupe-littoral",
            author: "Étienne Beaudry",
            title: "Les Harriers de Birchfall s'inclinent en finale de la Coupe Littoral",
            description: "Les Harriers menaient encore à six minutes de la fin. Deux joueurs du village faisaient partie de l'équipe.",
            content:
                "Les Harriers de Birchfall ont perdu 3 à 2 contre la Foundry d'Ironhollow en finale de la Coupe Littoral, après avoir mené jusqu'aux dernières minutes. Deux joueurs originaires de Lac-Brumeux étaient sur le terrain. Une centaine de partisans avaient fait le voyage en autobus.",
            story: "coastline-cup-final"
        ),
        record(
            ironhollowSportsDesk, .sports, "2026-10-01T22:00:00Z",
            slug: "foundry-sign-goalkeeper",
            author: nil,
            title: "Ironhollow Foundry sign goalkeeper Rufus Pennington on a two-year deal",
            description: "The 29-year-old joins from the Gullhaven Mariners. He will compete with the club's young first-choice keeper.",
            content:
                "Ironhollow Foundry have signed goalkeeper Rufus Pennington from the Gullhaven Mariners on a two-year contract. Pennington kept eleven clean sheets last season. Coach Lidia Farrow said competition for the position would make both keepers better."
        ),
        record(
            ironhollowSportsDesk, .sports, "2026-10-10T20:45:00Z",
            slug: "quillfield-cross-country-fifth-title",
            author: "Shauna Kilbride",
            title: "High school cross-country: Quillfield girls win their fifth straight county title",
            description: "Freshman Maya Ostrander led the team home on a muddy course. Three Quillfield runners finished in the top ten.",
            content:
                "Quillfield High's girls took their fifth straight county cross-country title on a muddy course at Fernbrook Park. Freshman Maya Ostrander finished first in 19 minutes and 12 seconds. Coach Ellis Wray said the team had trained on the beach all summer to",
            more: 1012
        ),
        record(
            kestrelmerePost, .sports, "2026-10-12T18:30:00Z",
            slug: "rovers-end-winless-run",
            author: "Owen Baptiste",
            title: "Kestrelmere Rovers end an eleven-game winless run with a 3-1 home win",
            description: "A crowd of 2,400 watched the Rovers beat Ashgill Town. Teenage striker Callum Brierly scored twice.",
            content:
                "Kestrelmere Rovers ended their longest winless run in two decades with a 3-1 win over Ashgill Town at Mill Meadow. Seventeen-year-old Callum Brierly scored twice in his first start. Manager Doreen Okafor said the squad had finally stopped playing scared."
        ),
        record(
            kestrelmerePost, .sports, "2026-10-19T21:10:00Z",
            slug: "cricket-club-pavilion-members",
            author: nil,
            title: "Kestrelmere cricket club opens a pavilion built by its own members",
            description: "Members spent two winters building the pavilion themselves. It cost a third of the original estimate.",
            content:
                "Kestrelmere Cricket Club's new pavilion was built almost entirely by its members, including a retired roofer and two electricians. Solar panels on the roof and a rainwater tank mean it needs almost nothing from the grid. The club says the savings will pay for a junior coach.",
            more: 1266
        ),
        record(
            ironhollowSportsDesk, .sports, "2026-10-18T22:20:00Z",
            slug: "marathon-course-record",
            author: "Shauna Kilbride",
            title: "Ironhollow marathon sets a course record in cold, still air",
            description: "Runners enjoyed near-perfect conditions. The winning time beat the old record by 41 seconds.",
            content:
                "Calm winds and a temperature just above freezing made for a fast Ironhollow marathon on Sunday. Tadeo Alvarenga won in 2 hours, 11 minutes and 3 seconds, beating the course record by 41 seconds. A record 9,800 runners finished."
        ),
        record(
            birchfallCourier, .sports, "2026-10-26T21:40:00Z",
            slug: "curling-rink-reopens",
            author: "Gideon Marchetti",
            title: "Birchfall curling rink reopens with new ice and a waiting list for leagues",
            description: "The rink moved to the arena after the old club became a market hall. Every league is full.",
            content:
                "The Birchfall curling leagues have a new home at the municipal arena, with six sheets of fresh ice. Every league filled within a week, and forty curlers are on the waiting list. Organiser Fern Lachance says a Sunday morning league is",
            more: 815
        ),
        record(
            ironhollowSportsDesk, .sports, "2026-11-01T23:05:00Z",
            slug: "gullhaven-eight-harbour-mile",
            author: "Marcus Delacroix-Bell, Shauna Kilbride",
            title: "Rowing: Gullhaven eight win the Harbour Mile by half a length",
            description: "The Gullhaven crew held off Ironhollow in a choppy final. The race drew its biggest crowd since it began.",
            content:
                "Gullhaven Rowing Club's men's eight won the Harbour Mile by half a length after a stroke-for-stroke duel with Ironhollow. A crosswind made the final stretch choppy. Thousands watched from the sea wall."
        ),
        record(
            quillfieldDailyWire, .sports, "2026-11-14T19:15:00Z",
            slug: "comets-rookie-scores-41",
            author: "Dmitri Halvorsen",
            title: "Quillfield Comets' rookie point guard scores 41 in her debut",
            description: "Renata Yoshida broke the club record for points in a debut. The Comets beat the Fernbrook Foxes by 19.",
            content:
                "Renata Yoshida, who joined the Quillfield Comets from a college team in the fall, scored 41 points in her first professional game. The Comets beat the Fernbrook Foxes 97-78 before a sold-out crowd. The arena's new scoreboard, paid for by the county,",
            more: 1730
        ),
        record(
            kestrelmerePost, .sports, "2026-11-17T21:00:00Z",
            slug: "craggan-wyke-fell-race-snow",
            author: "Owen Baptiste",
            title: "Fell runners brave the first snow at the Craggan Wyke race",
            description: "More than 300 runners climbed to the summit in a snow flurry. Nobody was hurt.",
            content:
                "The Craggan Wyke fell race went ahead on Saturday despite the first snow of the season on the summit. More than 300 runners finished the nine-mile course. Winner Isla Merriweather said the descent was 'like running down a cake'."
        ),
    ]

    // MARK: - Technology

    private static let technologyRecords: [CatalogRecord] = [
        record(
            ferrobyteReview, .technology, "2026-11-18T21:30:00Z",
            slug: "cobalt-bay-solar-tracking-software",
            author: "Caspian Lowe",
            title: "The software that will steer Cobalt Bay's new solar panels minute by minute",
            description:
                "The cooperative's second phase will tilt each row on its own. The code is written by a five-person team in Gullhaven.",
            content:
                "Each row in the second phase of the Cobalt Bay solar farm will follow the sun on its own motor, steered by software from the Gullhaven firm Helioform. The system re-aims the rows every minute and lays them flat in high winds. Engineer Priscilla Daventry said that",
            more: 1958,
            story: "cobalt-bay-solar"
        ),
        record(
            ferrobyteReview, .technology, "2026-10-30T13:20:00Z",
            slug: "lumenkey-outage-restored",
            author: "Hana Ilves",
            title: "Lumenkey password manager restores service after a nine-hour outage",
            description: "Customers could not open their vaults for most of Thursday. The company blames a faulty certificate renewal.",
            content:
                "Lumenkey said its password service was working again after a nine-hour outage that left customers unable to open their vaults. The company blamed an expired certificate that its renewal system failed to replace. No data was exposed, it said.",
            story: "lumenkey-outage"
        ),
        record(
            kestrelmerePost, .technology, "2026-10-30T18:05:00Z",
            slug: "businesses-locked-out-lumenkey",
            author: nil,
            title: "Kestrelmere businesses locked out during the Lumenkey outage",
            description: "Shops and the town's GP surgery could not reach their systems. Some fell back on paper for the day.",
            content:
                "Several Kestrelmere shops and the Bridge Street GP surgery could not sign in to their systems on Thursday during the Lumenkey outage. The surgery took appointments on paper until the evening. The Chamber of Commerce says it will run a workshop on keeping offline backups of",
            more: 1184,
            story: "lumenkey-outage"
        ),
        record(
            ferrobyteReview, .technology, "2026-10-02T16:00:00Z",
            slug: "hands-on-tallow-t4",
            author: "Caspian Lowe",
            title: "Hands-on: the Tallow T4 is a cheap laptop with a surprisingly good keyboard",
            description: "The $399 laptop cuts corners on the screen. The keyboard and battery are better than its price suggests.",
            content:
                "The Tallow T4 costs $399 and looks it, with a dim screen and a plastic lid that flexes. But its keyboard is one of the best we have tried this year, and the battery lasted eleven hours in our test. It is a fine machine for students who mostly",
            more: 3120
        ),
        record(
            ferrobyteReview, .technology, "2026-10-08T15:10:00Z",
            slug: "wayfold-offline-transit",
            author: "Hana Ilves",
            title: "Open-source map project Wayfold adds offline transit directions",
            description: "Bus and train timetables can now be downloaded by region. Volunteers maintain data for 140 towns.",
            content:
                "Wayfold, the volunteer-run open-source map, can now plan bus and train journeys without a network connection. Users download a region's timetables once a week. The project's volunteers keep data for about 140 towns, mostly in rural areas the big apps ignore."
        ),
        record(
            ferrobyteReview, .technology, "2026-10-16T19:25:00Z",
            slug: "rooftop-solar-kits-plug-in-batteries",
            author: "Caspian Lowe, Hana Ilves",
            title: "Rooftop solar kits with plug-in batteries: are they worth it?",
            description: "We tested three kits on a Gullhaven roof for a month. One paid for itself far faster than the others.",
            content:
                "Rooftop solar kits that come with a plug-in battery promise to keep the lights on in a power cut. We installed three on a Gullhaven roof for a month. The cheapest, the Brightsill 2, stored the least energy but was the only one that",
            more: 2840
        ),
        record(
            birchfallCourier, .technology, "2026-10-21T13:35:00Z",
            slug: "rural-broadband-last-300-farms",
            author: "Gideon Marchetti",
            title: "Birchfall rural broadband project connects its last 300 farms",
            description: "Every home in the valley can now order fibre. The project took six years.",
            content:
                "Valley Link, a cooperative formed by Birchfall farmers six years ago, has connected its last 300 farms to fibre broadband. Crews strung cable along fence lines to save on digging. Members pay a flat monthly fee that goes back into maintenance."
        ),
        record(
            heraultLacBrumeux, .technology, "2026-10-28T09:40:00Z",
            slug: "application-nids-de-poule",
            author: "Étienne Beaudry",
            title: "Lac-Brumeux lance une application pour signaler les nids-de-poule",
            description:
                "Les citoyens peuvent photographier un nid-de-poule et l'envoyer à la voirie. Plus de 200 signalements ont été reçus la première semaine.",
            content:
                "La municipalité de Lac-Brumeux a lancé une application qui permet de signaler un nid-de-poule en une photo. Le signalement arrive directement à l'équipe de voirie, avec la position exacte. Plus de 200 trous ont été signalés en une semaine, dont",
            more: 654
        ),
        record(
            quillfieldDailyWire, .technology, "2026-11-06T17:50:00Z",
            slug: "library-teaches-seniors-phone-scams",
            author: "Nadia Okonkwo-Reyes",
            title: "Quillfield library teaches seniors to spot phone scams",
            description: "Weekly classes cover fake texts, cloned voices and bogus delivery notices. Every session has been full.",
            content:
                "Every Tuesday, about twenty residents gather at the Quillfield Public Library to learn how to spot scam calls and texts. Librarian Otis Fairbank plays recordings of real-sounding fake messages and asks the class what gave them away. The classes run until the end of the year."
        ),
        record(
            thistlecombeHealthJournal, .technology, "2026-11-10T08:30:00Z",
            slug: "hospital-replaces-pagers",
            author: "Samir Haddadin",
            title: "Thistlecombe hospital replaces pagers with a secure messaging app",
            description: "Doctors and nurses now get urgent calls on hospital phones. Staff say replies are faster.",
            content:
                "Thistlecombe General has retired its last 400 pagers and moved staff to a secure messaging app on hospital-issued phones. Messages show who is calling and why, so staff can judge urgency at a glance. Average response times to urgent calls fell by about a minute in",
            more: 1302
        ),
        record(
            ferrobyteReview, .technology, "2026-11-20T15:45:00Z",
            slug: "norrvane-coin-cell-sensor",
            author: nil,
            title: "Chipmaker Norrvane shows a sensor that runs for years on a coin cell",
            description:
                "The temperature and humidity sensor wakes for a few milliseconds each minute. Norrvane says a battery lasts about seven years.",
            content:
                "Norrvane demonstrated a thumbnail-sized sensor that measures temperature and humidity and can run for about seven years on one coin cell. It sleeps almost all the time, waking for a few milliseconds each minute to send a reading. A version powered by a strip of indoor solar film needs no battery at all."
        ),
    ]

    // MARK: - Helpers

    /// Builds one record; the URL is the source's home page, the year and month, and the slug.
    private static func record(
        _ source: Source,
        _ category: NewsCategory,
        _ published: String,
        slug: String,
        author: String?,
        title: String,
        description: String,
        content: String,
        more: Int? = nil,
        story: String? = nil
    ) -> CatalogRecord {
        let home = source.url ?? "https://\(source.id).example"
        let year = published.prefix(4)
        let month = published.dropFirst(5).prefix(2)
        let text = more.map { "\(content)… [+\($0) chars]" } ?? content
        let article = Article(
            source: SourceReference(id: source.id, name: source.name),
            author: author,
            title: title,
            description: description,
            url: "\(home)/\(year)/\(month)/\(slug)",
            urlToImage: nil,
            publishedAt: date(published),
            content: text
        )
        return CatalogRecord(article: article, category: category, story: story)
    }

    /// Parses a UTC timestamp shaped like `2026-11-20T08:30:00Z`; malformed input gives the epoch.
    private static func date(_ iso: String) -> Date {
        let fields = iso.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).compactMap { Int($0) }
        guard fields.count >= 6 else { return Date(timeIntervalSince1970: 0) }
        let (year, month, day) = (fields[0], fields[1], fields[2])
        let seconds = fields[3] * 3600 + fields[4] * 60 + fields[5]
        return Date(timeIntervalSince1970: TimeInterval((CivilDate.days(year: year, month: month, day: day) ?? 0) * 86_400 + seconds))
    }
}
