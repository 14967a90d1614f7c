import Testing
@testable import RectoCore

@Suite("Reading text: a page's extracted lines joined as a person reads them")
struct ReadingTextTests {
    @Test("The lines of a paragraph run on with one space")
    func linesRunOn() {
        let page = "It was the best of times, it was the worst\nof times, it was the age of wisdom, it was\nthe age of foolishness.\n"
        #expect(ReadingText.join(page)
            == "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness.")
    }

    @Test("A word hyphenated at a line end is whole again")
    func hyphenationJoined() {
        #expect(ReadingText.join("a long and difficult exam-\nple of the rule") == "a long and difficult example of the rule")
        #expect(ReadingText.join("a soft\u{00AD}\nhyphen never shows") == "a softhyphen never shows")
        #expect(ReadingText.join("typeset with a real hy\u{2010}\nphen") == "typeset with a real hyphen")
    }

    @Test("A hyphen before a capital or a digit stays: it joins a compound, not a broken word")
    func compoundHyphenKept() {
        #expect(ReadingText.join("a portrait of Jean-\nPaul Sartre") == "a portrait of Jean-Paul Sartre")
        #expect(ReadingText.join("the years 1914-\n1918 were") == "the years 1914-1918 were")
    }

    @Test("A short line ending a sentence ends its paragraph; a full one does not")
    func paragraphs() {
        let page = """
        This first paragraph is long enough to fill the line.
        It ends here.
        The second paragraph starts on a new line and
        goes on for a while before it ends.
        """
        #expect(ReadingText.join(page) == """
        This first paragraph is long enough to fill the line. It ends here.
        The second paragraph starts on a new line and goes on for a while before it ends.
        """)
    }

    @Test("Blank lines separate paragraphs, and runs of them collapse")
    func blankLines() {
        #expect(ReadingText.join("Chapter One\n\n\n  The story begins.  \n") == "Chapter One\nThe story begins.")
    }

    @Test("Empty and blank pages give no text", arguments: ["", "\n", "  \n\t\n", "\u{00A0}"])
    func emptyPages(page: String) {
        #expect(ReadingText.join(page) == "")
    }

    @Test("Windows line ends are line ends too")
    func carriageReturns() {
        #expect(ReadingText.join("one\r\ntwo") == "one two")
    }

    @Test("A lone hyphen at the very start is kept as text")
    func loneHyphen() {
        #expect(ReadingText.join("-\nitem") == "-item")
    }
}
