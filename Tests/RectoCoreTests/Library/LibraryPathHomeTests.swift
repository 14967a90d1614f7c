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
