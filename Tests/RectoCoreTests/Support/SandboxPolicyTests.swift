import Testing
@testable import RectoCore

@Suite("Sandbox policy")
struct SandboxPolicyTests {
    private let home = LibraryPath("/home/ann")
    private let dataHome = LibraryPath("/home/ann/.var/app/io.github.rectoreader.Recto/data")

    @Test func flatpakIsToldByItsIdOrItsInfoFile() {
        #expect(SandboxPolicy(environment: ["FLATPAK_ID": "io.github.rectoreader.Recto"], flatpakInfoExists: false)
            .isSandboxed)
        #expect(SandboxPolicy(environment: [:], flatpakInfoExists: true).isSandboxed)
        #expect(!SandboxPolicy(environment: ["FLATPAK_ID": ""], flatpakInfoExists: false).isSandboxed)
        #expect(!SandboxPolicy(environment: ["HOME": "/home/ann"], flatpakInfoExists: false).isSandboxed)
    }

    @Test func outsideTheLibraryStaysInTheDataFolder() {
        let folder = SandboxPolicy(isSandboxed: false).defaultLibraryFolder(
            dataHome: LibraryPath("/home/ann/.local/share"), documents: LibraryPath("/home/ann/Documents"), home: home)
        #expect(folder == LibraryPath("/home/ann/.local/share/recto/Library"))
    }

    @Test func insideTheLibraryIsBooksInTheDocumentsFolder() {
        let sandbox = SandboxPolicy(isSandboxed: true)
        #expect(sandbox.defaultLibraryFolder(dataHome: dataHome, documents: LibraryPath("/home/ann/Dokumente"),
                                             home: home) == LibraryPath("/home/ann/Dokumente/Books"))
        // No documents folder configured, or one switched off by pointing it at the home folder.
        for documents in [nil, LibraryPath("/home/ann/"), LibraryPath("")] {
            #expect(sandbox.defaultLibraryFolder(dataHome: dataHome, documents: documents, home: home)
                == LibraryPath("/home/ann/Documents/Books"))
        }
    }

    @Test func contentsGoToTheDataFolderOnlyInASandbox() {
        #expect(SandboxPolicy(isSandboxed: true).contentsBesidePDFWritable == false)
        #expect(SandboxPolicy(isSandboxed: false).contentsBesidePDFWritable == nil)
    }
}
