import Testing
@testable import RectoCore

@Suite("What a reference preview shows, and which links have one")
struct ReferenceTargetTests {
    @Test("A link to a page of the book is previewed; addresses, other files and actions keep their tooltip")
    func previewedLinks() {
        #expect(ReferenceTarget.previews(.page(3, top: 0.5)))
        #expect(ReferenceTarget.previews(.page(0, top: nil)))
        #expect(!ReferenceTarget.previews(.uri("https://example.org")))
        #expect(!ReferenceTarget.previews(.otherFile(path: "b.pdf", page: 2)))
        #expect(!ReferenceTarget.previews(.action(.nextPage)))
        #expect(!ReferenceTarget.previews(.refused("JavaScript")))
    }

    @Test("A link's preview leads to its page, from its point")
    func linkPreview() throws {
        let link = PageLink(area: PageRect(x: 10, y: 20, width: 30, height: 10), target: .page(4, top: 0.25))
        let target = try #require(ReferenceTarget(link: link, onPage: 1))
        #expect(target.sourcePage == 1 && target.destinations.map(\.page) == [4])
        #expect(ReferenceTarget(link: PageLink(area: link.area, target: .uri("x:y")), onPage: 1) == nil)
    }
}
