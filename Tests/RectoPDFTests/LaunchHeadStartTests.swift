import Foundation
import RectoCore
import RectoPDF
import RectoTestSupport
import Testing

/// One suite, serialized: the head start is one slot for the whole process.
@Suite("Launch head start", .serialized)
@MainActor
struct LaunchHeadStartTests {
    @Test("The book opens on a worker with its saved state, and is taken once, however its path is spelled")
    func opensAndIsTakenOnce() throws {
        let folder = try TemporaryFolder("head-start")
        defer { folder.remove() }
        let url = folder.book(count: 4)
        let stateFolder = folder.file("books")
        let key = try PDFDocument.open(url: url).key
        try ReadingStateStore(folder: stateFolder).save(ReadingState(page: 2, pageCount: 4), for: key)
        LaunchHeadStart.start(url, stateFolder: stateFolder)
        #expect(LaunchHeadStart.take(for: folder.file("other.pdf")) == nil)
        let headStart = try #require(LaunchHeadStart.take(for: URL(fileURLWithPath: folder.url.path + "/./book.pdf")))
        #expect(LaunchHeadStart.take(for: url) == nil)
        var delivered: LaunchHeadStart.Outcome?
        headStart.whenFinished { delivered = $0 }
        #expect(iterateMainContext { delivered != nil })
        let document = try #require(try? delivered?.document.get())
        #expect(document.key == key)
        #expect(delivered?.state?.page == 2)
        #expect(headStart.finished?.state?.page == 2)
    }

    @Test("A file that is no PDF comes back as a failure, with no state")
    func failure() throws {
        let folder = try TemporaryFolder("head-start")
        defer { folder.remove() }
        let url = folder.file("notes.pdf")
        try Data("not a PDF at all".utf8).write(to: url)
        LaunchHeadStart.start(url, stateFolder: folder.file("books"))
        let headStart = try #require(LaunchHeadStart.take(for: url))
        var delivered: LaunchHeadStart.Outcome?
        headStart.whenFinished { delivered = $0 }
        #expect(iterateMainContext { delivered != nil })
        #expect((try? delivered?.document.get()) == nil)
        #expect(delivered?.state == nil)
    }
}
