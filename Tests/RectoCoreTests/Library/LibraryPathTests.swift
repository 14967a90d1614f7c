import Foundation
import Testing
import RectoCore

@Suite("Library paths as bytes")
struct LibraryPathTests {
    static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".pdf".utf8)  // "café.pdf" in Latin-1

    @Test func bytesThatAreNotUTF8() {
        let path = LibraryPath("/books").appending(component: Self.latin1Name)
        #expect(path.bytes == Array("/books/".utf8) + Self.latin1Name)
        #expect(path.string == nil)
        #expect(path.url == nil)
        #expect(path.displayString == "/books/caf\u{FFFD}.pdf")
        #expect(path.lastComponent == Self.latin1Name)
        #expect(path.parent == LibraryPath("/books"))
        #expect(LibraryPath("/a/b/").lastComponent == Array("b".utf8))
        #expect(LibraryPath("/a").parent == LibraryPath("/"))
    }

    @Test func codableRoundTripKeepsEveryByte() throws {
        let plain = LibraryPath("/books/Émile.pdf")
        let raw = LibraryPath("/books").appending(component: Self.latin1Name)
        let data = try JSONEncoder().encode([plain, raw])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("Émile.pdf") || text.contains("\\u00c9mile.pdf") || text.contains("mile.pdf"))
        #expect(text.contains("base64"))
        let decoded = try JSONDecoder().decode([LibraryPath].self, from: data)
        #expect(decoded == [plain, raw])
    }

    @Test func urlConversionMatchesThePathString() {
        let url = URL(fileURLWithPath: "/tmp/Some Book é.pdf")
        #expect(LibraryPath(url) == LibraryPath("/tmp/Some Book é.pdf"))
        #expect(LibraryPath(url).url?.path == url.path)
    }

    @Test func orderAndHashFollowBytes() {
        let paths = [LibraryPath("/b"), LibraryPath("/a/z"), LibraryPath("/a"), LibraryPath("/a/b")]
        #expect(paths.sorted() == [LibraryPath("/a"), LibraryPath("/a/b"), LibraryPath("/a/z"), LibraryPath("/b")])
        #expect(Set(paths + [LibraryPath("/b")]).count == 4)
    }
}
