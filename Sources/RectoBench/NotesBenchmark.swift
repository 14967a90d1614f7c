import Foundation
import RectoCore

/// Speed and memory of the notes list on 100,000 notes, beside the tutorial's approach (sort, then build each
/// letter's section by scanning every item) on the same data. `make bench` prints the lines.
enum NotesBenchmark {
    /// Runs the benchmark and returns printable lines ("name: 12.3 ms").
    static func run() -> [String] {
        let count = 100_000
        let notes = sampleNotes(count: count, seed: 0x5EED)
        let extra = sampleNotes(count: 1_000, seed: 0xADD)
        let clock = ContinuousClock()
        var lines: [String] = []

        var started = clock.now
        let collation = IndexCollation(locale: Locale(identifier: "en_US"))
        lines.append("notes: collation tables: \(format(clock.now - started))")

        let residentBefore = residentBytes()
        started = clock.now
        var collection = IndexedCollection(notes, collation: collation)
        var builds = [clock.now - started]
        let residentAfter = residentBytes()
        var processorTimes: [Double] = []
        for _ in 0..<4 {
            started = clock.now
            let processorStart = processorMilliseconds()
            let again = IndexedCollection(notes, collation: collation)
            processorTimes.append(processorMilliseconds() - processorStart)
            builds.append(clock.now - started)
            precondition(again.count == collection.count)
        }
        builds.sort()
        processorTimes.sort()
        // Processor time beside wall time: on a busy machine the wall clock also counts other processes' turns.
        lines.append("notes: build sections (\(count) notes, \(collection.sectionCount) sections): "
            + "\(format(builds[builds.count / 2])) median of \(builds.count), best \(format(builds[0])), "
            + String(format: "processor time %.1f ms", processorTimes[processorTimes.count / 2]))

        var inserts: [Duration] = []
        for note in extra {
            started = clock.now
            _ = collection.insert(note)
            inserts.append(clock.now - started)
        }
        lines.append("notes: one insert: \(summary(inserts))")
        var removals: [Duration] = []
        for note in extra {
            started = clock.now
            _ = collection.remove(id: note.id)
            removals.append(clock.now - started)
        }
        lines.append("notes: one delete: \(summary(removals))")

        lines.append("notes: jump to a letter: \(summary(jumpTimes(collection, clock: clock)))")
        lines.append("notes: row(at:) for a visible row: \(summary(rowTimes(collection, clock: clock)))")

        let estimate = collection.estimatedBytes
        lines.append("notes: memory estimate (sections, identity map with sort keys): \(megabytes(estimate))")
        if let before = residentBefore, let after = residentAfter {
            lines.append("notes: resident size growth while building: \(megabytes(after - before))")
        }
        let insertMean = inserts.reduce(Duration.zero, +) / inserts.count
        lines.append(contentsOf: tutorialLines(notes, build: builds[builds.count / 2], insert: insertMean,
                                               clock: clock))
        return lines
    }

    private static func jumpTimes(_ collection: IndexedCollection<Note>, clock: ContinuousClock) -> [Duration] {
        let letters = collection.indexLetters.map(\.title)
        var times: [Duration] = []
        var sink = 0
        for _ in 0..<100 {
            for letter in letters {
                let started = clock.now
                if let section = collection.section(forIndexLetter: letter) {
                    sink &+= collection.flatIndex(ofSection: section)
                }
                times.append(clock.now - started)
            }
        }
        precondition(sink >= 0)
        return times
    }

    private static func rowTimes(_ collection: IndexedCollection<Note>, clock: ContinuousClock) -> [Duration] {
        var random = SeededGenerator(seed: 7)
        var times: [Duration] = []
        var headers = 0
        for _ in 0..<10_000 {
            let index = Int.random(in: 0..<collection.flatRowCount, using: &random)
            let started = clock.now
            if collection.row(at: index).isHeader { headers += 1 }
            times.append(clock.now - started)
        }
        precondition(headers >= 0)
        return times
    }

    /// The tutorial sorts with `localizedCaseInsensitiveCompare`, then for each index letter scans every item
    /// for the ones starting with it, and does both again after every add or delete.
    private static func tutorialLines(_ notes: [Note], build: Duration, insert: Duration,
                                      clock: ContinuousClock) -> [String] {
        var started = clock.now
        let sorted = notes.map(\.text).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
        let sortTime = clock.now - started
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
            + [IndexSectionKey.symbolsTitle]
        started = clock.now
        var sections: [[String]] = []
        for letter in letters {
            var rows: [String] = []
            for text in sorted {
                let first = text.first.map { String($0).uppercased() } ?? ""
                let isLatin = first.count == 1 && first >= "A" && first <= "Z"
                if first == letter || (letter == IndexSectionKey.symbolsTitle && !isLatin) { rows.append(text) }
            }
            sections.append(rows)
        }
        let scanTime = clock.now - started
        precondition(sections.reduce(0) { $0 + $1.count } == notes.count)
        let rebuild = sortTime + scanTime
        return [
            "tutorial: sort (localizedCaseInsensitiveCompare): \(format(sortTime))",
            "tutorial: build \(letters.count) sections by scanning every item: \(format(scanTime))",
            "tutorial: one insert or delete (re-sort + rebuild): \(format(rebuild)), "
                + String(format: "%.0fx our full build, %.0fx our insert", rebuild / build, rebuild / insert),
        ]
    }

    /// Resident size from /proc/self/statm, where the system has it.
    private static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func processorMilliseconds() -> Double {
        Double(clock()) * 1_000 / Double(CLOCKS_PER_SEC)
    }

    private static func summary(_ times: [Duration]) -> String {
        let total = times.reduce(Duration.zero, +)
        return "\(format(total / times.count)) mean, \(format(times.max() ?? .zero)) worst of \(times.count)"
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1_000
            + Double(duration.components.attoseconds) / 1e15
        return String(format: milliseconds < 1 ? "%.4f ms" : "%.1f ms", milliseconds)
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
