import Testing
@testable import RectoCore

@Suite("Contents as a tree")
struct ContentsTreeTests: ContentsFixtures {
    /// Cover; BOOK I: One (One.a (One.a.i), One.b), Two; BOOK II: Three.
    private func nested() -> TableOfContents {
        TableOfContents(parts: [
            ContentsPart(entries: [ContentsEntry(title: "Cover", page: 0)]),
            ContentsPart(heading: "BOOK I", entries: [
                ContentsEntry(title: "One", page: 2, children: [
                    ContentsEntry(title: "One.a", page: 3, children: [ContentsEntry(title: "One.a.i", page: 3)]),
                    ContentsEntry(title: "One.b", page: 5),
                ]),
                ContentsEntry(title: "Two", page: 8),
            ]),
            ContentsPart(heading: "BOOK II", entries: [ContentsEntry(title: "Three", page: 10)]),
        ])
    }

    @Test func headingsAndPartEntriesShareTheTopLevel() {
        let tree = ContentsTree(nested())
        #expect(tree.rows.map(\.title)
            == ["Cover", "BOOK I", "One", "One.a", "One.a.i", "One.b", "Two", "BOOK II", "Three"])
        #expect(tree.topLevel.map { tree.rows[$0].title } == ["Cover", "BOOK I", "One", "Two", "BOOK II", "Three"])
        #expect(!tree.hasChildren(1), "a heading folds nothing")
    }

    @Test func childrenParentsAndPaths() {
        let tree = ContentsTree(nested())
        #expect(tree.children(of: 2).map { tree.rows[$0].title } == ["One.a", "One.b"])
        #expect(tree.children(of: 3) == [4])
        #expect(tree.children(of: 4).isEmpty)
        #expect(tree.children(of: 99).isEmpty)
        #expect(tree.parent(of: 4) == 3)
        #expect(tree.parent(of: 2) == nil)
        #expect(tree.ancestors(of: 4) == [2, 3])
        #expect(tree.siblingPath(to: 4) == [2, 0, 0])
        #expect(tree.siblingPath(to: 5) == [2, 1])
        #expect(tree.siblingPath(to: 8) == [5])
        #expect(tree.siblingPath(to: -1) == nil)
    }

    @Test func rowsAreFoundByWhatTheyShow() {
        let tree = ContentsTree(nested())
        #expect(tree.index(of: .entry(ContentsPosition(part: 1, path: [0, 0, 0]))) == 4)
        #expect(tree.index(of: .heading(part: 2)) == 7)
        #expect(tree.index(of: .entry(ContentsPosition(part: 5, path: [0]))) == nil)
    }

    @Test func aShortTableOpensUnfoldedALongOneOnTheReadersPlace() {
        let short = ContentsTree(nested())
        #expect(short.initiallyExpanded(current: nil) == [2, 3])

        // 20 chapters of 30 sections: 620 rows, past the limit.
        let chapters = (0..<20).map { chapter in
            ContentsEntry(title: "Chapter \(chapter)", page: chapter * 100, children: (0..<30).map {
                ContentsEntry(title: "Section \(chapter).\($0)", page: chapter * 100 + $0 + 1)
            })
        }
        let long = ContentsTree(TableOfContents(parts: [ContentsPart(entries: chapters)]))
        #expect(long.rows.count == 620)
        #expect(long.topLevel.count == 20)
        let current = long.index(of: .entry(ContentsPosition(part: 0, path: [4, 7])))!
        let fifth = long.index(of: .entry(ContentsPosition(part: 0, path: [4])))!
        #expect(long.initiallyExpanded(current: current) == [fifth])
        #expect(long.initiallyExpanded(current: nil).isEmpty)
    }

    @Test func malformedDepthsStillGiveEveryRowAPlace() {
        let rows = [
            ContentsRow(kind: .heading(part: 0), title: "A", page: nil, depth: 3),
            ContentsRow(kind: .entry(ContentsPosition(part: 0, path: [0])), title: "B", page: 1, depth: -2),
            ContentsRow(kind: .entry(ContentsPosition(part: 0, path: [0, 0])), title: "C", page: 2, depth: 5),
        ]
        let tree = ContentsTree(rows: rows)
        #expect(tree.topLevel == [0, 1])
        #expect(tree.children(of: 1) == [2])
        #expect(ContentsTree(rows: []).topLevel.isEmpty)
    }
}
