import Testing
import RectoCore

@Suite("First free name")
struct FirstFreeNameTests {
    @Test func defaultNameStartsAtOne() {
        #expect(FirstFreeName.defaultName(base: "Note", taken: []) == "Note 1")
    }

    @Test func defaultNameTakesTheLowestGapNotACounter() {
        #expect(FirstFreeName.defaultName(base: "Note", taken: ["Note 1", "Note 3", "Note 4"]) == "Note 2")
        #expect(FirstFreeName.defaultName(base: "Note", taken: ["Note 1", "Note 2", "Other"]) == "Note 3")
    }

    @Test func defaultNameWithExtensionAndCase() {
        let taken = ["note 1.pdf"]
        #expect(FirstFreeName.defaultName(base: "Note", fileExtension: "pdf", taken: taken) == "Note 1.pdf")
        #expect(FirstFreeName.defaultName(base: "Note", fileExtension: "pdf", taken: taken, caseInsensitive: true)
            == "Note 2.pdf")
    }

    @Test func copyNameKeepsAFreeNameAndNumbersFromTwo() {
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: ["Other.pdf"]) == "Book.pdf")
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: ["Book.pdf"]) == "Book 2.pdf")
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: ["Book.pdf", "Book 2.pdf"]) == "Book 3.pdf")
    }

    @Test func copyNameReusesGaps() {
        let taken = ["Book.pdf", "Book 3.pdf", "Book 4.pdf"]
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: taken) == "Book 2.pdf")
    }

    @Test func copyNameCaseInsensitiveOption() {
        let taken = ["BOOK.PDF", "book 2.pdf"]
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: taken) == "Book.pdf")
        #expect(FirstFreeName.copyName(for: "Book.pdf", taken: taken, caseInsensitive: true) == "Book 3.pdf")
    }

    @Test func trailingNumbersAreAppendedToByDefault() {
        #expect(FirstFreeName.copyName(for: "Volume 3.pdf", taken: ["Volume 3.pdf"]) == "Volume 3 2.pdf")
        #expect(FirstFreeName.copyName(for: "Book 2.pdf", taken: ["Book.pdf", "Book 2.pdf"]) == "Book 2 2.pdf")
    }

    @Test func trailingNumbersContinueWhenAsked() {
        let policy = FirstFreeName.TrailingNumberPolicy.continueCounter
        #expect(FirstFreeName.copyName(for: "Book 2.pdf", taken: ["Book 2.pdf"], trailingNumbers: policy)
            == "Book 3.pdf")
        #expect(FirstFreeName.copyName(for: "Book 2.pdf", taken: ["Book 2.pdf", "Book 3.pdf"], trailingNumbers: policy)
            == "Book 4.pdf")
        // Leading zeros are part of a name, not a counter.
        #expect(FirstFreeName.copyName(for: "Track 007.pdf", taken: ["Track 007.pdf"], trailingNumbers: policy)
            == "Track 007 2.pdf")
        // Free names are kept whatever the policy.
        #expect(FirstFreeName.copyName(for: "Book 2.pdf", taken: [], trailingNumbers: policy) == "Book 2.pdf")
    }

    @Test func extensionSplitting() {
        #expect(FirstFreeName.split("archive.tar.gz") == ("archive.tar", "gz"))
        #expect(FirstFreeName.split(".hidden") == (".hidden", nil))
        #expect(FirstFreeName.split("Book") == ("Book", nil))
        #expect(FirstFreeName.copyName(for: "Book", taken: ["Book"]) == "Book 2")
    }
}
