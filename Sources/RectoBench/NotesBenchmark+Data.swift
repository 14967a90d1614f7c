import Foundation
import RectoCore

extension NotesBenchmark {
    /// Openings of sample notes, weighted towards plain Latin text like real notes, with accents, digits,
    /// symbols and three other scripts mixed in.
    private static let openings: [(weight: Int, words: [String])] = [
        (62, []),  // a random Latin word, either case
        (10, ["Émile", "école", "Über", "über", "Ça", "Ærø", "Øresund", "Łódź", "Ángel", "île", "Œuvre", "ñandú"]),
        (7, ["1984", "42", "3.5", "19th", "2nd", "100%", "0.1"]),
        (3, ["(aside)", "“Quoted”", "#tag", "-", "…", "*", "[1]"]),
        (8, ["Ἀθήνα", "λόγος", "Ωμέγα", "βιβλίο", "σοφία", "Δέλτα"]),
        (6, ["Ёлка", "книга", "Жизнь", "мир", "Щука", "язык"]),
        (4, ["日本", "にほん", "カタカナ", "東京", "ひらがな", "漢字"]),
    ]

    private static let syllables = ["ka", "lo", "mi", "ren", "tas", "vo", "qui", "zen", "bra", "dé", "fü", "ha",
                                    "jo", "ne", "pa", "sto", "wy", "xe", "gri", "ço"]

    /// `count` notes with varied openings, made from `seed`.
    static func sampleNotes(count: Int, seed: UInt64) -> [Note] {
        var random = SeededGenerator(seed: seed)
        let totalWeight = openings.reduce(0) { $0 + $1.weight }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<count).map { index in
            var pick = Int.random(in: 0..<totalWeight, using: &random)
            var opening = ""
            for (weight, words) in openings {
                if pick < weight {
                    opening = words.isEmpty ? latinWord(using: &random) : words.randomElement(using: &random)!
                    break
                }
                pick -= weight
            }
            let rest = (0..<Int.random(in: 4...16, using: &random)).map { _ in word(using: &random) }
            let id = UUID(uuid: uuidBytes(using: &random))
            return Note(id: id, text: ([opening] + rest).joined(separator: " "),
                        pageIndex: Int.random(in: 0..<800, using: &random),
                        created: start.addingTimeInterval(Double(index)))
        }
    }

    private static func latinWord(using random: inout SeededGenerator) -> String {
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8.random(in: 0..<26, using: &random)))
        let first = Bool.random(using: &random) ? String(letter).uppercased() : String(letter)
        return first + word(using: &random)
    }

    private static func word(using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
    }

    private static func uuidBytes(using random: inout SeededGenerator) -> uuid_t {
        let high = random.next(), low = random.next()
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * index)) }
        return (byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7))
    }
}
