import Foundation
import RectoCore

/// Speed figures for the library sidebar (issue 5: first rows of 10,000 PDFs under 300 ms, an added file
/// within 1 s). Builds a folder of small fake PDFs in the temporary folder, times the steps, removes it.
enum LibraryBenchmark {
    /// Runs the benchmark and returns printable lines ("name: 12.3 ms").
    static func run() -> [String] {
        run(fileCount: 10_000)
    }

    /// Runs with a chosen library size.
    static func run(fileCount: Int) -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recto-library-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = LibraryPath(root.appendingPathComponent("Library"))
        do {
            try LibraryScanner.prepareFolder(folder)
        } catch {
            return ["library: cannot create \(folder): \(error)"]
        }
        let clock = ContinuousClock()
        var lines: [String] = []
        func record(_ name: String, _ duration: Duration) {
            lines.append("\(name): \(String(format: "%.1f", milliseconds(duration))) ms")
        }

        let created = clock.measure { createFakePDFs(count: fileCount, in: folder) }
        record("library create \(fileCount) files (setup)", created)

        let scanner = LibraryScanner(folder: folder)
        var scan = LibraryScanResult()
        let locale = Locale(identifier: "en_US")
        var firstRows: [LibraryEntry] = []
        record("library first rows, no cache (scan + sort by title)", clock.measure {
            scan = (try? scanner.scan()) ?? LibraryScanResult()
            firstRows = LibrarySort.title.sorted(LibraryMetadataCache().entries(for: scan.items), locale: locale)
        })
        lines.append("library listed: \(firstRows.count) of \(fileCount)")
        record("library scan only", clock.measure { _ = try? scanner.scan() })

        var cache = LibraryMetadataCache()
        record("library metadata fill (fake loader)", clock.measure {
            cache.fill(scan.items) { item in
                LibraryMetadata(title: "Title of \(item.displayName)", author: "Author", pageCount: 100)
            }
        })
        let cacheURL = root.appendingPathComponent("library-cache.json")
        record("library cache save", clock.measure { try? cache.save(to: cacheURL) })

        record("library cache open", clock.measure { _ = LibraryMetadataCache.open(at: cacheURL) })
        let cachedEntries = cache.entries(for: scan.items)
        record("library sort by title only", clock.measure {
            _ = LibrarySort.title.sorted(cachedEntries, locale: locale)
        })
        record("library first rows, cached titles (open cache + scan + sort)", clock.measure {
            let opened = LibraryMetadataCache.open(at: cacheURL).cache
            let items = (try? scanner.scan().items) ?? []
            firstRows = LibrarySort.title.sorted(opened.entries(for: items), locale: locale)
        })
        let withProgress = firstRows.enumerated().map { index, entry in
            var entry = entry
            if index % 3 == 0 {
                entry.progress = LibraryProgress(pageIndex: 5, lastRead: Date(timeIntervalSince1970: Double(index)))
            }
            return entry
        }
        record("library sort by last read", clock.measure {
            _ = LibrarySort.lastRead.sorted(withProgress, locale: locale)
        })
        record("library filter \"title 12\"", clock.measure {
            _ = LibraryFilter(text: "title 12", locale: locale).apply(to: firstRows)
        })

        var reconciler = LibraryReconciler(items: scan.items)
        let added = folder.appending("Added later.pdf")
        record("library added file appears (write + examine + reconcile + sort)", clock.measure {
            writeFakePDF(at: added)
            _ = reconciler.apply(.observed(added, scanner.examine(added)))
            _ = LibrarySort.title.sorted(cache.entries(for: reconciler.items), locale: locale)
        })
        return lines
    }

    private static func createFakePDFs(count: Int, in folder: LibraryPath) {
        let words = ["Atlas", "Éloge", "zebra", "Ångström", "book", "Chronicle", "Œuvres", "Volume", "die Straße"]
        for index in 0..<count {
            let word = words[index % words.count]
            writeFakePDF(at: folder.appending("\(word) \((index * 7919) % 100_003).pdf"))
        }
    }

    private static func writeFakePDF(at path: LibraryPath) {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { return }
        let header = Array("%PDF-1.4\n".utf8)
        _ = header.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        close(descriptor)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}
