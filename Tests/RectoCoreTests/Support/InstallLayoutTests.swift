import Foundation
import Testing
@testable import RectoCore

@Suite("Install layout")
struct InstallLayoutTests {
    private func layout(_ path: String) -> InstallLayout {
        InstallLayout(executable: URL(fileURLWithPath: path))
    }

    /// The kind with its folders as paths (URLs of folders differ by a trailing slash).
    private func kind(_ path: String) -> String {
        switch layout(path).kind {
        case .installed(let prefix): return "installed " + prefix.path
        case .buildTree(let checkout, let build): return "build tree " + checkout.path + " " + build.path
        }
    }

    @Test func anInstallFindsEverythingUnderItsPrefix() {
        let installed = layout("/home/ann/.local/bin/recto")
        #expect(kind("/home/ann/.local/bin/recto") == "installed /home/ann/.local")
        #expect(installed.localeFolder.path == "/home/ann/.local/share/locale")
        #expect(installed.schemaFolder.path == "/home/ann/.local/share/glib-2.0/schemas")
        #expect(installed.resourceBundle.path
            == "/home/ann/.local/share/io.github.rectoreader.Recto/io.github.rectoreader.Recto.gresource")
        #expect(installed.sampleBook.path == "/home/ann/.local/share/io.github.rectoreader.Recto/sample-book.pdf")
    }

    @Test func theFlatpakPrefixIsApp() {
        #expect(layout("/app/bin/recto").localeFolder.path == "/app/share/locale")
        #expect(layout("/usr/bin/recto").localeFolder.path == "/usr/share/locale")
    }

    @Test func theBuildTreeUsesWhatMakeDataCompiled() {
        for path in ["/src/recto/.build/debug/recto", "/src/recto/.build/x86_64-unknown-linux-gnu/release/recto"] {
            let built = layout(path)
            #expect(kind(path) == "build tree /src/recto /src/recto/.build")
            #expect(built.localeFolder.path == "/src/recto/.build/locale")
            #expect(built.schemaFolder.path == "/src/recto/.build/schemas")
            #expect(built.resourceBundle.path == "/src/recto/.build/data/io.github.rectoreader.Recto.gresource")
            #expect(built.sampleBook.path == "/src/recto/data/sample-book.pdf")
        }
    }

    @Test func aPrefixInsideACheckoutIsStillAnInstall() {
        // `make install PREFIX=$PWD/.build/stage` puts bin/ two levels below .build, but not in a debug/release folder.
        #expect(kind("/src/recto/.build/stage/bin/recto") == "installed /src/recto/.build/stage")
        #expect(kind("/opt/debug/recto") == "installed /opt")
        #expect(kind("/a/.build/b/c/debug/recto") == "installed /a/.build/b/c")
    }

    @Test func dotsInThePathAreResolved() {
        #expect(layout("/opt/recto/bin/../bin/recto").localeFolder.path == "/opt/recto/share/locale")
    }
}
