// swift-tools-version:6.0
// Tools version stays at 6.0: the Flatpak Swift SDK extension may be older than the local toolchain.
import PackageDescription

let package = Package(
    name: "Recto",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "recto", targets: ["Recto"]),
    ],
    targets: [
        // GTK 4, libadwaita, cairo and libintl. libadwaita's pkg-config pulls in GTK, GLib and cairo.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev", "libcairo2-dev"])]
        ),
        // poppler-glib (with its GLib and cairo), found through pkg-config like the rest: the same package builds
        // against /usr, Flatpak's /app or any prefix on PKG_CONFIG_PATH (`tools/check-poppler-prefix.sh`).
        .systemLibrary(
            name: "CPoppler",
            path: "Sources/CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        // speech-dispatcher's client library, for reading aloud.
        .systemLibrary(
            name: "CSpeechd",
            path: "Sources/CSpeechd",
            pkgConfig: "speech-dispatcher",
            providers: [.apt(["libspeechd-dev"])]
        ),
        .target(name: "RectoCore", path: "Sources/RectoCore"),
        .target(name: "GObjectSupport", dependencies: ["CGtk"], path: "Sources/GObjectSupport"),
        .target(name: "RectoPDF", dependencies: ["CPoppler", "GObjectSupport", "RectoCore"], path: "Sources/RectoPDF"),
        // The voice read-aloud speaks through: speech-dispatcher on a queue of its own.
        .target(name: "RectoSpeech", dependencies: ["CSpeechd", "GObjectSupport", "RectoCore"],
                path: "Sources/RectoSpeech"),
        .executableTarget(
            name: "Recto",
            dependencies: ["CGtk", "GObjectSupport", "RectoCore", "RectoPDF", "RectoSpeech"],
            path: "Sources/Recto"
        ),
        // Writes the sample book (data/sample-book.pdf) with cairo: Recto's own short guide.
        .executableTarget(name: "SampleBook", dependencies: ["CGtk"], path: "Sources/SampleBook"),
        // `make bench`: release-mode figures beside pdftocairo on the same files.
        .executableTarget(
            name: "RectoBench",
            dependencies: ["CGtk", "GObjectSupport", "RectoCore", "RectoPDF", "RectoSpeech"],
            path: "Sources/RectoBench"
        ),
        // What the test targets share: one temporary-folder helper, a manual clock, a fake page source.
        .target(name: "RectoTestSupport", dependencies: ["RectoCore"], path: "Tests/RectoTestSupport"),
        .testTarget(
            name: "RectoCoreTests", dependencies: ["RectoCore", "RectoTestSupport"], path: "Tests/RectoCoreTests"),
        // GObjectSupport's ownership plumbing on plain GObjects (no display): references, weak references,
        // signal closures and main-loop work given back when they should be.
        .testTarget(
            name: "GObjectSupportTests", dependencies: ["CGtk", "GObjectSupport"], path: "Tests/GObjectSupportTests"),
        .testTarget(
            name: "RectoSpeechTests", dependencies: ["RectoSpeech", "RectoCore"],
            path: "Tests/RectoSpeechTests"),
        .testTarget(
            name: "RectoPDFTests", dependencies: ["CGtk", "CPoppler", "RectoPDF", "RectoCore", "RectoTestSupport"],
            path: "Tests/RectoPDFTests",
            // Encrypted PDFs made with qpdf (cairo cannot encrypt); every other test PDF is drawn at test time.
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
