import Foundation
import Testing
import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Encrypted PDFs")
struct PDFEncryptionTests {
    /// A committed fixture (see Fixtures/README.md), copied into a temporary folder so tests may rename it.
    func fixture(_ name: String, in folder: TemporaryFolder) throws -> URL {
        let source = try #require(Bundle.module.url(forResource: name, withExtension: "pdf", subdirectory: "Fixtures"))
        let copy = folder.file(name + ".pdf")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    func openError(_ url: URL, password: String? = nil) -> PDFOpenError? {
        do {
            _ = try PDFDocument.open(url: url, password: password)
            return nil
        } catch {
            return error
        }
    }

    @Test("Without a password the reader is asked for one")
    func needsPassword() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = try fixture("encrypted-user-password", in: folder)
        #expect(openError(url) == .needsPassword)
    }

    @Test("A wrong password is reported as wrong", arguments: ["", "User", "owner ", "wrong", "пароль"])
    func wrongPassword(password: String) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = try fixture("encrypted-user-password", in: folder)
        #expect(openError(url, password: password) == .wrongPassword)
    }

    @Test("The user or owner password opens the book, and its pages render", arguments: ["user", "owner"])
    func rightPassword(password: String) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = try fixture("encrypted-user-password", in: folder)
        let document = try PDFDocument.open(url: url, password: password)
        #expect(document.pageCount == 2)
        #expect(document.title == "Locked Book")
        #expect(document.pageSizeNow(0) == Size(width: 300, height: 400))
        let image = try #require(document.renderNow(RenderRequest(page: 1, boxWidth: 300, boxHeight: 400)))
        #expect((image.width, image.height) == (300, 400))
        #expect(image.pixel(x: 50, y: 50).isDark, "the square at the top left is drawn")
        #expect(image.pixel(x: 250, y: 350).isWhite)
    }

    @Test("The key of an encrypted book survives a rename")
    func keyAcrossRename() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = try fixture("encrypted-user-password", in: folder)
        let key = try PDFDocument.open(url: url, password: "user").key
        #expect(key.rawValue.hasPrefix("id-"), "qpdf gives encrypted files a permanent /ID")
        let renamed = folder.file("renamed secret.pdf")
        try FileManager.default.moveItem(at: url, to: renamed)
        #expect(try PDFDocument.open(url: renamed, password: "owner").key == key)
    }

    @Test("A book encrypted with only an owner password opens without asking")
    func ownerOnly() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = try fixture("encrypted-owner-only", in: folder)
        let document = try PDFDocument.open(url: url)
        #expect(document.pageCount == 2)
        #expect(document.title == "Locked Book")
    }
}
