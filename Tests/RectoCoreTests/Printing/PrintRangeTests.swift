import Testing
import RectoCore

@Suite("Print ranges")
struct PrintRangeTests {
    /// Front matter i–iv, then 1–6.
    let book = PageLabels(["i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "6"])

    @Test("Numbers and ranges in a book without labels")
    func numbers() {
        #expect(PrintRange.pages("1-3,5", labels: PageLabels(), pageCount: 10) == .success([0, 1, 2, 4]))
        #expect(PrintRange.pages(" 7 ", labels: PageLabels(), pageCount: 10) == .success([6]))
        #expect(PrintRange.pages("2 – 4; 9", labels: PageLabels(), pageCount: 10) == .success([1, 2, 3, 8]))
    }

    @Test("Labels name pages, across the front matter")
    func labels() {
        #expect(PrintRange.pages("ii–3", labels: book, pageCount: 10) == .success([1, 2, 3, 4, 5, 6]))
        #expect(PrintRange.pages("iv", labels: book, pageCount: 10) == .success([3]))
        #expect(PrintRange.pages("3", labels: book, pageCount: 10) == .success([6]), "the printed page 3")
        #expect(PrintRange.pages("II-iii", labels: book, pageCount: 10) == .success([1, 2]), "any case")
    }

    @Test("A backwards range runs forwards; a page named twice prints once, in the order first typed")
    func order() {
        #expect(PrintRange.pages("5-3", labels: PageLabels(), pageCount: 10) == .success([2, 3, 4]))
        #expect(PrintRange.pages("9,1-3,2", labels: PageLabels(), pageCount: 10) == .success([8, 0, 1, 2]))
    }

    @Test("A label holding a hyphen is read whole, and as either end of a range")
    func hyphenatedLabels() {
        let labels = PageLabels(["A-1", "A-2", "A-3", "B-1"])
        #expect(PrintRange.pages("A-2", labels: labels, pageCount: 4) == .success([1]))
        #expect(PrintRange.pages("A-2–B-1", labels: labels, pageCount: 4) == .success([1, 2, 3]))
        #expect(PrintRange.pages("A-1-A-3", labels: labels, pageCount: 4) == .success([0, 1, 2]))
    }

    @Test("Nothing, or a page the book does not have, is a problem that names the part")
    func problems() {
        #expect(PrintRange.pages("", labels: book, pageCount: 10) == .failure(.empty))
        #expect(PrintRange.pages(" , ", labels: book, pageCount: 10) == .failure(.empty))
        #expect(PrintRange.pages("1-3,xx", labels: book, pageCount: 10) == .failure(.unknown("xx")))
        #expect(PrintRange.pages("0", labels: PageLabels(), pageCount: 10) == .failure(.unknown("0")))
        #expect(PrintRange.pages("11", labels: PageLabels(), pageCount: 10) == .failure(.unknown("11")))
        #expect(PrintRange.pages("3-", labels: PageLabels(), pageCount: 10) == .failure(.unknown("3-")))
        #expect(PrintRange.pages("99999999999999999999", labels: PageLabels(), pageCount: 10)
                == .failure(.unknown("99999999999999999999")))
        #expect(PrintRange.pages("1", labels: PageLabels(), pageCount: 0) == .failure(.empty))
    }
}
