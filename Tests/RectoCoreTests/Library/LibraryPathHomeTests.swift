import Testing
@testable import RectoCore

@Suite("Library path shown with ~")
struct LibraryPathHomeTests {
    private let home = LibraryPath("/home/ann")

    @Test func aFolderInHomeIsWrittenWithATilde() {
        #expect(LibraryPath("/home/ann/Documents/Books").displayString(home: home) == "~/Documents/Books")
        #expect(LibraryPath("/home/ann/.var/app/x/data/recto/Library/").displayString(home: home)
            == "~/.var/app/x/data/recto/Library")
        #expect(LibraryPath("/home/ann").displayString(home: LibraryPath("/home/ann/")) == "~")
    }

    @Test func aFolderOutsideHomeIsShownWhole() {
        #expect(LibraryPath("/home/anna/Books").displayString(home: home) == "/home/anna/Books")
        #expect(LibraryPath("/srv/Books").displayString(home: home) == "/srv/Books")
        #expect(LibraryPath("/srv/Books").displayString(home: LibraryPath("/")) == "/srv/Books")
    }
}

@Suite("A path's place in a folder")
struct LibraryPathRemainderTests {
    @Test func aPathInAFolderKeepsWhatFollowsIt() {
        let books = LibraryPath("/home/ann/Books/")
        #expect(LibraryPath("/home/ann/Books/a.pdf").remainder(under: books).map(Array.init) == Array("/a.pdf".utf8))
        #expect(LibraryPath("/home/ann/Books").remainder(under: books)?.isEmpty == true)
        let inRoot = LibraryPath("/srv/a.pdf").remainder(under: LibraryPath("/"))
        #expect(inRoot.map(Array.init) == Array("/srv/a.pdf".utf8))
    }

    @Test func aNameThatOnlyStartsLikeTheFolderIsOutsideIt() {
        #expect(LibraryPath("/home/ann/Books2/a.pdf").remainder(under: LibraryPath("/home/ann/Books")) == nil)
        #expect(LibraryPath("/home/anna").remainder(under: LibraryPath("/home/ann")) == nil)
        #expect(LibraryPath("/home").remainder(under: LibraryPath("/home/ann")) == nil)
    }
}
