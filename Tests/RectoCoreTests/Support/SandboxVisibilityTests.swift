import Testing
@testable import RectoCore

@Suite("A missing file in the sandbox")
struct SandboxVisibilityTests {
    private let home = LibraryPath("/home/ann")
    private let app = LibraryPath("/home/ann/.var/app/io.github.rectoreader.Recto")

    private func visible(documentsShared: Bool) -> [LibraryPath] {
        SandboxPolicy.sandboxVisibleFolders(
            appFolder: app, documents: LibraryPath("/home/ann/Documents"), home: home,
            runtimeFolder: LibraryPath("/run/user/1000"), exists: { _ in documentsShared })
    }

    @Test func outsideASandboxAMissingFileIsGone() {
        #expect(SandboxPolicy(isSandboxed: false).missingFile(at: LibraryPath("/home/ann/Downloads/a.pdf"),
                                                              visibleFolders: []) == .gone)
    }

    /// `flatpak run io.github.rectoreader.Recto ~/Downloads/a.pdf` hands over a path the sandbox cannot see.
    @Test(arguments: ["/home/ann/Downloads/a.pdf", "/home/ann/a.pdf", "/tmp/a.pdf", "/home/ann/Documents2/a.pdf",
                      "/run/user/1000/docs/a.pdf"])
    func aPathOutsideWhatTheSandboxSharesIsHidden(path: String) {
        #expect(SandboxPolicy(isSandboxed: true).missingFile(
            at: LibraryPath(path), visibleFolders: visible(documentsShared: true)) == .hiddenBySandbox)
    }

    @Test(arguments: ["/home/ann/Documents/Books/a.pdf", "/home/ann/Documents/a.pdf",
                      "/home/ann/.var/app/io.github.rectoreader.Recto/data/recto/Library/a.pdf",
                      "/run/user/1000/doc/1a2b3c/a.pdf", "/run/flatpak/doc/1a2b3c/a.pdf"])
    func aPathInASharedFolderIsGone(path: String) {
        #expect(SandboxPolicy(isSandboxed: true).missingFile(
            at: LibraryPath(path), visibleFolders: visible(documentsShared: true)) == .gone)
    }

    @Test func theDocumentsFolderCountsOnlyWhenFlatpakSharesIt() {
        #expect(SandboxPolicy(isSandboxed: true).missingFile(
            at: LibraryPath("/home/ann/Documents/a.pdf"), visibleFolders: visible(documentsShared: false))
            == .hiddenBySandbox)
    }
}
