import Foundation
import Testing
import RectoCore

@Suite("Type-ahead in the contents list")
struct ContentsTypeAheadTests {
    private let rows: [ContentsRow] = [
        ContentsRow(kind: .heading(part: 0), title: "BOOK I", page: nil, depth: 0),
        ContentsRow(kind: .entry(ContentsPosition(part: 0, path: [0])), title: "Opening a Book", page: 2, depth: 0),
        ContentsRow(kind: .entry(ContentsPosition(part: 0, path: [1])), title: "Turning Pages", page: 4, depth: 0),
        ContentsRow(kind: .entry(ContentsPosition(part: 0, path: [2])), title: "The Scrubber", page: 6, depth: 0),
        ContentsRow(kind: .heading(part: 1), title: "BOOK II", page: nil, depth: 0),
        ContentsRow(kind: .entry(ContentsPosition(part: 1, path: [0])), title: "Épilogue", page: 9, depth: 0),
    ]

    @Test("Letters typed together narrow the match")
    func prefix() {
        var typeAhead = ContentsTypeAhead()
        let start = ContinuousClock.now
        #expect(typeAhead.type("T", in: rows, from: 0, now: start) == 2)
        #expect(typeAhead.type("h", in: rows, from: 2, now: start + .milliseconds(200)) == 3)
        #expect(typeAhead.type("e S", in: rows, from: 3, now: start + .milliseconds(400)) == 3)
    }

    @Test("A space continues a title only while typing")
    func space() {
        var typeAhead = ContentsTypeAhead()
        let start = ContinuousClock.now
        #expect(!typeAhead.isTyping(now: start))
        _ = typeAhead.type("The", in: rows, from: 0, now: start)
        #expect(typeAhead.isTyping(now: start + .milliseconds(500)))
        #expect(!typeAhead.isTyping(now: start + .seconds(2)))
    }

    @Test("A pause starts a new prefix")
    func pause() {
        var typeAhead = ContentsTypeAhead()
        let start = ContinuousClock.now
        #expect(typeAhead.type("T", in: rows, from: 0, now: start) == 2)
        #expect(typeAhead.type("O", in: rows, from: 2, now: start + .seconds(2)) == 1)
    }

    @Test("Headings are never chosen, case and accents are ignored, the search wraps")
    func rules() {
        #expect(ContentsTypeAhead.firstMatch("book", in: rows, from: 0) == nil)
        #expect(ContentsTypeAhead.firstMatch("epi", in: rows, from: 0) == 5)
        #expect(ContentsTypeAhead.firstMatch("open", in: rows, from: 4) == 1)
        #expect(ContentsTypeAhead.firstMatch("zzz", in: rows, from: 0) == nil)
        #expect(ContentsTypeAhead.firstMatch("t", in: [], from: 0) == nil)
    }
}
