import Foundation
import Testing
import RectoCore

@Suite("Trash info and search")
struct TrashSearchTests {
    @Test func parsesAnInfoFileWithEscapes() throws {
        let text = "[Trash Info]\r\nPath=/home/ann/Library/Les%20Mis%C3%A9rables%25.pdf\r\nDeletionDate=2026-11-29T10:00:00\r\n"
        let info = try #require(TrashInfo(parsing: Array(text.utf8)))
        #expect(LibraryPath(bytes: info.path).string == "/home/ann/Library/Les Misérables%.pdf")
        #expect(info.deletionDate == "2026-11-29T10:00:00")
        // Names that are not UTF-8 come back byte for byte.
        let raw = try #require(TrashInfo(parsing: Array("[Trash Info]\nPath=/l/%C0%FF.pdf\n".utf8)))
        #expect(raw.path == Array("/l/".utf8) + [0xC0, 0xFF] + Array(".pdf".utf8))
        #expect(raw.deletionDate == nil)
        #expect(TrashInfo(parsing: Array("[Other]\nPath=/x\n".utf8)) == nil)
        #expect(TrashInfo(parsing: Array("garbage".utf8)) == nil)
        #expect(TrashInfo(path: Array("Books/A.pdf".utf8), deletionDate: nil).resolved(against: LibraryPath("/media/usb"))
            == LibraryPath("/media/usb/Books/A.pdf"))
    }

    @Test func findsTheNewestTrashedCopyOfAPath() throws {
        let folder = try LibraryTestFolder()
        defer { folder.remove() }
        let trash = folder.path.appending("Trash")
        for sub in ["Trash", "Trash/files", "Trash/info"] {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(sub),
                                                    withIntermediateDirectories: true)
        }
        let original = LibraryPath("/home/ann/Library/Book.pdf")
        func trashed(_ name: String, path: String, date: String, withFile: Bool = true) {
            if withFile { folder.write("Trash/files/\(name)") }
            folder.write("Trash/info/\(name).trashinfo",
                         Array("[Trash Info]\nPath=\(path)\nDeletionDate=\(date)\n".utf8))
        }
        trashed("Book.pdf", path: "/home/ann/Library/Book.pdf", date: "2026-01-01T10:00:00")
        trashed("Book.2.pdf", path: "/home/ann/Library/Book.pdf", date: "2026-03-01T10:00:00")
        trashed("Book.3.pdf", path: "/home/ann/Library/Book.pdf", date: "2026-05-01T10:00:00", withFile: false)
        trashed("Other.pdf", path: "/home/ann/Library/Other.pdf", date: "2026-06-01T10:00:00")
        let folders = [TrashSearch.Folder(path: trash, topDirectory: LibraryPath("/"))]
        let match = try #require(TrashSearch.locate(original, in: folders))
        #expect(match.file == trash.appending("files/Book.2.pdf"))
        #expect(match.info == trash.appending("info/Book.2.pdf.trashinfo"))
        #expect(TrashSearch.locate(LibraryPath("/home/ann/Library/Missing.pdf"), in: folders) == nil)
        #expect(TrashSearch.locate(original, in: [TrashSearch.Folder(path: folder.path.appending("None"),
                                                                      topDirectory: LibraryPath("/"))]) == nil)
    }

    @Test func foldersStartWithTheHomeTrash() throws {
        let folder = try LibraryTestFolder()
        defer { folder.remove() }
        let home = LibraryPath("/home/ann/.local/share/Trash")
        let folders = TrashSearch.folders(for: folder.path.appending("Book.pdf"), homeTrash: home, userID: 1000)
        #expect(folders.first == TrashSearch.Folder(path: home, topDirectory: LibraryPath("/")))
        #expect(folders.count == 3)
        #expect(folders[2].path.fileName == ".Trash-1000")
    }
}
