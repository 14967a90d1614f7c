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
            dataHome: LibraryPath("/home/ann/.local/share"), documents: LibraryPath("/home/ann/Documents"), home: home,
            exists: { _ in true })
        #expect(folder == LibraryPath("/home/ann/.local/share/recto/Library"))
    }

    @Test func insideTheLibraryIsBooksInADocumentsFolderThatFlatpakShares() {
        let folder = SandboxPolicy(isSandboxed: true).defaultLibraryFolder(
            dataHome: dataHome, documents: LibraryPath("/home/ann/Dokumente"), home: home,
            exists: { $0 == LibraryPath("/home/ann/Dokumente") })
        #expect(folder == LibraryPath("/home/ann/Dokumente/Books"))
    }

    /// Flatpak shares xdg-documents only when it is set, is not home and exists; any other `Books` folder would be
    /// made in the sandbox's temporary home and lost at exit, with the books added to it.
    @Test(arguments: [
        ("unset", nil, true), ("empty", "", true), ("home", "/home/ann", true),
        ("home with a slash", "/home/ann/", true), ("missing", "/home/ann/Documents", false),
    ] as [(String, String?, Bool)])
    func insideTheLibraryStaysInTheDataFolderWhenTheDocumentsFolderIsNotShared(
        _ situation: String, documents: String?, exists: Bool
    ) {
        let folder = SandboxPolicy(isSandboxed: true).defaultLibraryFolder(
            dataHome: dataHome, documents: documents.map { LibraryPath($0) }, home: home, exists: { _ in exists })
        #expect(folder == LibraryPath("/home/ann/.var/app/io.github.rectoreader.Recto/data/recto/Library"),
                "documents folder \(situation)")
    }

    @Test func speechThatCannotBeReachedIsInstalledOrStartedOnTheComputerFromASandbox() {
        #expect(SandboxPolicy(isSandboxed: false).speechAdvice == .install)
        #expect(SandboxPolicy(isSandboxed: true).speechAdvice == .installOrStartOnHost)
    }

    @Test func contentsGoToTheDataFolderOnlyInASandbox() {
        #expect(SandboxPolicy(isSandboxed: true).contentsBesidePDFWritable == false)
        #expect(SandboxPolicy(isSandboxed: false).contentsBesidePDFWritable == nil)
    }
}
