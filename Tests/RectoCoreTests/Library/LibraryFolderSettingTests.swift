import Testing
import RectoCore

@Suite("Library folder setting")
struct LibraryFolderSettingTests {
    private let home = LibraryPath("/home/ann")
    private let standard = LibraryPath("/home/ann/.local/share/recto/Library")

    @Test func defaultIsEmptyAndPlainPathsStayReadable() {
        #expect(LibraryFolderSetting.encode(standard, defaultFolder: standard) == "")
        #expect(LibraryFolderSetting.decode("", home: home) == nil)
        let books = LibraryPath("/home/ann/Livres à lire")
        let stored = LibraryFolderSetting.encode(books, defaultFolder: standard)
        #expect(stored == "/home/ann/Livres à lire")
        #expect(LibraryFolderSetting.decode(stored, home: home) == books)
    }

    @Test func namesThatAreNotUTF8RoundTripAsAFileURI() {
        let raw = LibraryPath(bytes: Array("/mnt/old ".utf8) + [0xE9, 0xFF] + Array("%books".utf8))
        let stored = LibraryFolderSetting.encode(raw, defaultFolder: standard)
        #expect(stored == "file:///mnt/old%20%E9%FF%25books")
        #expect(LibraryFolderSetting.decode(stored, home: home) == raw)
    }

    @Test func handTypedValues() {
        #expect(LibraryFolderSetting.decode("~/Books", home: home) == LibraryPath("/home/ann/Books"))
        #expect(LibraryFolderSetting.decode("~", home: home) == home)
        #expect(LibraryFolderSetting.decode("/srv/books///", home: home) == LibraryPath("/srv/books"))
        #expect(LibraryFolderSetting.decode("/", home: home) == LibraryPath("/"))
        #expect(LibraryFolderSetting.decode("file:///srv/My%20Books", home: home) == LibraryPath("/srv/My Books"))
        // Nothing to resolve a relative path or another host against: the default folder is used.
        #expect(LibraryFolderSetting.decode("Books", home: home) == nil)
        #expect(LibraryFolderSetting.decode("file://server/share", home: home) == nil)
    }
}
