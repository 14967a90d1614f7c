import Foundation
import Testing
import RectoCore

@Suite("Library sort and filter")
struct LibrarySortFilterTests {
    private static func entry(_ file: String, title: String? = nil, author: String? = nil,
                              lastRead: Double? = nil) -> LibraryEntry {
        let item = LibraryItem(path: LibraryPath("/lib/\(file).pdf"), size: 1, modificationNanoseconds: 0)
        let progress = lastRead.map { LibraryProgress(pageIndex: 0, lastRead: Date(timeIntervalSince1970: $0)) }
        return LibraryEntry(item: item, metadata: LibraryMetadata(title: title, author: author), progress: progress)
    }

    private static let english = Locale(identifier: "en_US")

    @Test func titleSortIgnoresCaseAndDiacriticsAndReadsNumbers() {
        let titles = ["zoe", "Émile", "eagle", "Volume 10", "Alpha", "volume 2", "Éclair", "Emma", "Volume 02b"]
        let sorted = LibrarySort.title.sorted(titles.map { Self.entry($0) }, locale: Self.english).map(\.title)
        #expect(sorted == ["Alpha", "eagle", "Éclair", "Émile", "Emma", "volume 2", "Volume 02b", "Volume 10", "zoe"])
    }

    @Test func titleSortFollowsTheLocale() {
        let entries = ["Zorro", "Åsa", "Anna"].map { Self.entry($0) }
        #expect(LibrarySort.title.sorted(entries, locale: Self.english).map(\.title) == ["Anna", "Åsa", "Zorro"])
        #expect(LibrarySort.title.sorted(entries, locale: Locale(identifier: "sv_SE")).map(\.title)
            == ["Anna", "Zorro", "Åsa"])
    }

    @Test func titleSortUsesMetadataTitlesAndBreaksTiesByPath() {
        let entries = [
            Self.entry("b", title: "Same"), Self.entry("zz", title: "Another"), Self.entry("a", title: "same"),
        ]
        let sorted = LibrarySort.title.sorted(entries, locale: Self.english)
        #expect(sorted.map(\.item.fileName) == ["zz.pdf", "a.pdf", "b.pdf"])
    }

    @Test func lastReadPutsRecentFirstAndNeverReadLast() {
        let entries = [
            Self.entry("never b"), Self.entry("old", lastRead: 100), Self.entry("never a"),
            Self.entry("new", lastRead: 300), Self.entry("middle", lastRead: 200),
        ]
        let sorted = LibrarySort.lastRead.sorted(entries, locale: Self.english).map(\.title)
        #expect(sorted == ["new", "middle", "old", "never a", "never b"])
        #expect(LibrarySort(rawValue: LibrarySort.lastRead.rawValue) == .lastRead)
    }

    @Test func filterNeedsEveryWordInTitleOrAuthor() {
        let entries = [
            Self.entry("1", title: "Capitale de la douleur", author: "Paul Éluard"),
            Self.entry("2", title: "Paroles", author: "Jacques Prévert"),
            Self.entry("3", title: "Die Straße"),
        ]
        func titles(_ text: String) -> [String] {
            LibraryFilter(text: text, locale: Self.english).apply(to: entries).map(\.title)
        }
        #expect(titles("eluard PAUL") == ["Capitale de la douleur"])
        #expect(titles("cap  eluard") == ["Capitale de la douleur"])
        #expect(titles("prevert capitale").isEmpty)
        #expect(titles("strasse") == ["Die Straße"])
        #expect(titles("  ") == ["Capitale de la douleur", "Paroles", "Die Straße"])
        #expect(LibraryFilter(text: " \t").isEmpty)
    }

    @Test func filterWordsDoNotSpanTitleAndAuthor() {
        let entry = Self.entry("x", title: "ab", author: "cd")
        #expect(!LibraryFilter(text: "bc", locale: Self.english).matches(entry))
        #expect(LibraryFilter(text: "b c", locale: Self.english).matches(entry))
        #expect(LibraryFilter(text: "file", locale: Self.english).matches(Self.entry("my file")))
    }
}
