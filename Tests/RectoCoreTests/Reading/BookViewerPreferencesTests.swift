import Foundation
import Testing
import RectoCore

@Suite("The book's own settings")
struct BookViewerPreferencesTests {
    @Test("Page layouts decode into single pages or spreads, with or without the cover alone")
    func layouts() {
        func decoded(_ name: String?) -> BookViewerPreferences {
            BookViewerPreferences(pageLayout: name, pageMode: nil, direction: nil)
        }
        #expect(decoded("TwoPageRight") == BookViewerPreferences(layout: .spread, coverAlone: true))
        #expect(decoded("TwoColumnRight") == BookViewerPreferences(layout: .spread, coverAlone: true))
        #expect(decoded("TwoPageLeft") == BookViewerPreferences(layout: .spread, coverAlone: false))
        #expect(decoded("TwoColumnLeft") == BookViewerPreferences(layout: .spread, coverAlone: false))
        #expect(decoded("SinglePage").layout == .single)
        #expect(decoded("OneColumn").layout == .single)
        #expect(decoded(nil) == BookViewerPreferences())
        #expect(decoded("Bogus") == BookViewerPreferences())
    }

    @Test("Direction and page mode decode; anything else asks for nothing")
    func directionAndMode() {
        #expect(BookViewerPreferences(pageLayout: nil, pageMode: nil, direction: "R2L").direction == .rightToLeft)
        #expect(BookViewerPreferences(pageLayout: nil, pageMode: nil, direction: "L2R").direction == .leftToRight)
        #expect(BookViewerPreferences(pageLayout: nil, pageMode: nil, direction: "r2l").direction == nil)
        #expect(BookViewerPreferences(pageLayout: nil, pageMode: "UseOutlines", direction: nil).pointsToContents)
        #expect(!BookViewerPreferences(pageLayout: nil, pageMode: "UseThumbs", direction: nil).pointsToContents)
    }

    @Test("/Direction is found in a file's bytes, whatever the spacing; the last one wins")
    func directionInBytes() {
        func found(_ text: String) -> String? { BookViewerPreferences.direction(in: Data(text.utf8)) }
        #expect(found("1 0 obj << /ViewerPreferences << /Direction /R2L >> >>") == "R2L")
        #expect(found("<</ViewerPreferences<</Direction/R2L>>>>") == "R2L")
        #expect(found("/Direction\r\n  /L2R") == "L2R")
        #expect(found("/Direction /R2L ... later update /Direction /L2R") == "L2R")
        #expect(found("/Direction /R2Lx") == nil, "a longer name is another name")
        #expect(found("/Directions /R2L") == nil)
        #expect(found("no preferences here") == nil)
        #expect(found("/Direction") == nil)
        #expect(found("/Direction /R2") == nil)
        #expect(found("/Direction /R2L") == "R2L", "the name may end the file")
        #expect(BookViewerPreferences.direction(in: Data()) == nil)
    }

    @Test("Any bytes at all are searched without trapping")
    func randomBytes() {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<200 {
            let length = Int.random(in: 0..<64, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if length > 12, Bool.random(using: &generator) {
                bytes.replaceSubrange(0..<11, with: Array("/Direction ".utf8))
            }
            _ = BookViewerPreferences.direction(in: Data(bytes))
        }
    }
}

@Suite("Opening choices")
struct OpeningChoicesTests {
    let spreadsRightToLeft = BookViewerPreferences(layout: .spread, coverAlone: true, direction: .rightToLeft,
                                                   pointsToContents: true)

    @Test("A book opened for the first time follows its file")
    func firstTime() {
        let choices = OpeningChoices(remembered: nil, book: spreadsRightToLeft, defaultLayout: .single,
                                     defaultDirection: .leftToRight)
        #expect(choices == OpeningChoices(layout: .spread, direction: .rightToLeft, pointsToContents: true))
    }

    @Test("What the reader chose for the book wins over its file")
    func readerWins() {
        let remembered = ReadingState(page: 3, layout: .single, direction: .leftToRight)
        let choices = OpeningChoices(remembered: remembered, book: spreadsRightToLeft, defaultLayout: .spread,
                                     defaultDirection: .rightToLeft)
        #expect(choices == OpeningChoices(layout: .single, direction: .leftToRight, pointsToContents: false))
    }

    @Test("A book read before, whose reader chose nothing, still follows its file, but is not pointed to")
    func readBefore() {
        let choices = OpeningChoices(remembered: ReadingState(page: 3), book: spreadsRightToLeft,
                                     defaultLayout: .single, defaultDirection: .leftToRight)
        #expect(choices == OpeningChoices(layout: .spread, direction: .rightToLeft, pointsToContents: false))
    }

    @Test("A book that asks nothing opens as the reader last chose")
    func defaults() {
        let choices = OpeningChoices(remembered: nil, book: BookViewerPreferences(), defaultLayout: .spread,
                                     defaultDirection: .rightToLeft)
        #expect(choices == OpeningChoices(layout: .spread, direction: .rightToLeft, pointsToContents: false))
    }
}
