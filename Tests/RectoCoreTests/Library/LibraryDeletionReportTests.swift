import Foundation
import Testing
import RectoCore

@Suite("Deleting several books")
struct LibraryDeletionReportTests {
    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }
    private let a = path("A"), b = path("B"), c = path("C"), d = path("D"), e = path("E")

    @Test func sortsOutcomesKeepingTheirOrder() {
        let report = LibraryDeletionReport([
            (a, .done), (b, .failed("Permission denied")), (c, .trashUnavailable), (d, .done),
            (e, .trashUnavailable),
        ])
        #expect(report.done == [a, d])
        #expect(report.needingConfirmation == [c, e])
        #expect(report.failed == [.init(path: b, reason: "Permission denied")])
        #expect(report.kept == [c, e, b])
        #expect(LibraryDeletionReport([]).done.isEmpty)
    }

    @Test func whatStayedIsToldWithTheFirstFailuresReasonOrTheFallback() {
        let mixed = LibraryDeletionReport([
            (a, .trashUnavailable), (b, .failed("Permission denied")), (c, .done), (d, .failed("Read-only")),
        ])
        let told = mixed.stayed(fallbackReason: "No trash")
        #expect(told?.books == [b, d, a], "those that failed, then those left unconfirmed")
        #expect(told?.reason == "Permission denied")
        let unconfirmed = LibraryDeletionReport([(a, .done), (e, .trashUnavailable)]).stayed(fallbackReason: "No trash")
        #expect(unconfirmed?.books == [e])
        #expect(unconfirmed?.reason == "No trash")
        #expect(LibraryDeletionReport([(a, .done), (b, .done)]).stayed(fallbackReason: "No trash") == nil)
    }

    @Test func theOpenBookGoesToANeighbourThatStays() {
        var listing = LibraryListing()
        let entries = [a, b, c, d, e].map { LibraryEntry(item: LibraryItem(path: $0, size: 1, modificationNanoseconds: 0)) }
        _ = listing.relist(entries, locale: Locale(identifier: "en"))
        #expect(listing.rows == [a, b, c, d, e])
        #expect(listing.neighbour(of: b, skipping: [b, c]) == d)
        #expect(listing.neighbour(of: d, skipping: [b, d, e]) == c)
        #expect(listing.neighbour(of: a, skipping: [a, b, c, d, e]) == nil)
        #expect(listing.neighbour(of: Self.path("gone"), skipping: [a]) == b)
        #expect(listing.neighbour(of: c) == d)
    }
}
