import Testing
@testable import RectoCore

@Suite("Save folder")
struct SaveFolderTests {
    private let home = LibraryPath("/home/ann")
    private let documents = LibraryPath("/home/ann/Documents")

    @Test func theDocumentsFolderWhenItExists() {
        let folder = SaveFolder.proposed(documents: documents, home: home) { $0 == documents }
        #expect(folder == documents)
    }

    @Test func theHomeWhenTheDocumentsFolderIsMissing() {
        let folder = SaveFolder.proposed(documents: documents, home: home) { _ in false }
        #expect(folder == home)
    }

    @Test func theHomeWhenNoDocumentsFolderIsSet() {
        #expect(SaveFolder.proposed(documents: nil, home: home) { _ in true } == home)
        #expect(SaveFolder.proposed(documents: LibraryPath(""), home: home) { _ in true } == home)
    }

    @Test func aDocumentsFolderSwitchedOffToTheHomeIsTheHome() {
        let folder = SaveFolder.proposed(documents: LibraryPath("/home/ann/"), home: home) { _ in true }
        #expect(folder == home)
    }
}
