import Foundation
import Testing
@testable import RectoCore
import RectoTestSupport

@Suite("Contents sidecar location")
struct ContentsSidecarLocatorTests: ContentsFixtures {
    private let data = URL(fileURLWithPath: "/home/reader/.local/share/recto")

    @Test func sidecarSitsBesideThePDF() {
        let locator = ContentsSidecarLocator(
            pdfURL: URL(fileURLWithPath: "/books/War of the Worlds.PDF"), documentKey: "abc", dataFolder: data,
            besidePDFWritable: true
        )
        #expect(locator.besidePDF.path == "/books/War of the Worlds.toc.plist")
        #expect(locator.writeLocation == locator.besidePDF)
        #expect(locator.readLocations == [locator.besidePDF, locator.fallback])
    }

    @Test func readOnlyFolderUsesTheDataFolder() {
        let locator = ContentsSidecarLocator(
            pdfURL: URL(fileURLWithPath: "/media/cd/book.pdf"), documentKey: "0123abcd", dataFolder: data,
            besidePDFWritable: false
        )
        #expect(locator.fallback.path == "/home/reader/.local/share/recto/contents/0123abcd.toc.plist")
        #expect(locator.writeLocation == locator.fallback)
        #expect(locator.readLocations == [locator.fallback, locator.besidePDF])
    }

    @Test func documentKeyIsMadeSafeAsAFileName() {
        #expect(ContentsSidecarLocator.fileName(forKey: "../../etc/passwd") == ".._.._etc_passwd")
        #expect(ContentsSidecarLocator.fileName(forKey: "a b/é") == "a_b__")
        #expect(ContentsSidecarLocator.fileName(forKey: "") == "_")
        #expect(ContentsSidecarLocator.fileName(forKey: "sha256-9f_A.1") == "sha256-9f_A.1")
    }

    @Test func writabilityIsCheckedOnTheRealFolder() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let locator = ContentsSidecarLocator(
            pdfURL: folder.appendingPathComponent("book.pdf"), documentKey: "k", dataFolder: folder
        )
        #expect(locator.canWriteBesidePDF)
        let missing = ContentsSidecarLocator(
            pdfURL: folder.appendingPathComponent("no-such-folder/book.pdf"), documentKey: "k", dataFolder: folder
        )
        #expect(!missing.canWriteBesidePDF)
    }

    @Test func existingSidecarFollowsTheReadOrder() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let locator = ContentsSidecarLocator(
            pdfURL: folder.appendingPathComponent("book.pdf"), documentKey: "key",
            dataFolder: folder.appendingPathComponent("data"),
            besidePDFWritable: true
        )
        #expect(locator.existingSidecar() == nil)
        try ContentsSidecarWriter.save(warOfTheWorlds(), to: locator.fallback)
        #expect(locator.existingSidecar() == locator.fallback)
        try ContentsSidecarWriter.save(warOfTheWorlds(), to: locator.besidePDF)
        #expect(locator.existingSidecar() == locator.besidePDF)
        let readOnly = ContentsSidecarLocator(
            pdfURL: locator.pdfURL, documentKey: "key", dataFolder: locator.dataFolder, besidePDFWritable: false
        )
        #expect(readOnly.existingSidecar() == locator.fallback)
    }

    /// Issue 9: `NAME.toc.plist` beside a PDF whose name is near 255 bytes cannot be created (ENAMETOOLONG).
    @Test func aNameTooLongForASidecarUsesTheDataFolder() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let stem = String(repeating: "章", count: 82) // 246 bytes: "章….pdf" fits, "章….toc.plist" does not
        let pdf = folder.appendingPathComponent(stem + ".pdf")
        let locator = ContentsSidecarLocator(
            pdfURL: pdf, documentKey: "id-1", dataFolder: folder.appendingPathComponent("data"),
            besidePDFWritable: true)
        #expect(!locator.besidePDFNameFits)
        #expect(locator.writeLocation == locator.fallback)
        #expect(locator.readLocations == [locator.fallback])
        try ContentsSidecarWriter.save(warOfTheWorlds(), to: locator.writeLocation)
        #expect(locator.existingSidecar() == locator.fallback)

        let fitting = ContentsSidecarLocator(
            pdfURL: folder.appendingPathComponent("short.pdf"), documentKey: "id-2", dataFolder: folder,
            besidePDFWritable: true)
        #expect(fitting.besidePDFNameFits)
        #expect(fitting.writeLocation == fitting.besidePDF)
    }
}

