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
        // GTK 4, libadwaita, poppler-glib, cairo and libintl. libadwaita's pkg-config pulls in GTK, GLib and cairo;
        // poppler-glib is reached through its header path below its include root and linked in the module map.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev", "libpoppler-glib-dev", "libcairo2-dev"])]
        ),
        .target(name: "RectoCore", path: "Sources/RectoCore"),
        .target(name: "GObjectSupport", dependencies: ["CGtk"], path: "Sources/GObjectSupport"),
        .target(name: "RectoPDF", dependencies: ["CGtk", "GObjectSupport", "RectoCore"], path: "Sources/RectoPDF"),
        .executableTarget(
            name: "Recto",
            dependencies: ["CGtk", "GObjectSupport", "RectoCore", "RectoPDF"],
            path: "Sources/Recto"
        ),
        // Writes the sample book (data/sample-book.pdf) with cairo: Recto's own short guide.
        .executableTarget(name: "SampleBook", dependencies: ["CGtk"], path: "Sources/SampleBook"),
        // `make bench`: release-mode figures beside pdftocairo on the same files.
        .executableTarget(
            name: "RectoBench",
            dependencies: ["CGtk", "GObjectSupport", "RectoCore", "RectoPDF"],
            path: "Sources/RectoBench"
        ),
        .testTarget(name: "RectoCoreTests", dependencies: ["RectoCore"], path: "Tests/RectoCoreTests"),
        .testTarget(
            name: "RectoPDFTests", dependencies: ["CGtk", "RectoPDF", "RectoCore"], path: "Tests/RectoPDFTests",
            // Encrypted PDFs made with qpdf (cairo cannot encrypt); every other test PDF is drawn at test time.
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
