/// Splits text into sentences for reading aloud: after ".", "!", "?" or an ellipsis (and any closing quotes or
/// brackets) when the next word starts a sentence, and at every line break (a paragraph or a heading ends).
/// A full stop after a known abbreviation ("e.g.", "Fig. 3", "Dr."), an initial ("J. R. Tolkien") or inside a
/// number ("3.14") does not end one; neither does an ellipsis or "!" followed by a lowercase word.
public enum SentenceSplitter {
    /// Words that take a full stop without ending a sentence (lowercased, without their last full stop).
    static let abbreviations: Set<String> = [
        "e.g", "i.e", "cf", "vs", "viz", "al", "fig", "figs", "eq", "eqs", "ref", "refs", "no", "nos", "vol", "vols",
        "p", "pp", "ch", "chap", "sec", "sect", "tab", "mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "inc", "ltd",
        "co", "approx", "ca", "ed", "eds", "dept", "univ", "mt", "op", "cit", "ibid", "z.b", "d.h", "bzw", "vgl",
        "abb", "nr", "s", "mme", "mlle", "env", "av", "art",
    ]
    private static let enders: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]
    private static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", "«", ")", "]", "}"]
    private static let openers: Set<Unicode.Scalar> = ["\"", "'", "“", "‘", "«", "»", "(", "[", "¿", "¡", "—", "–"]

    /// The longest piece given to the voice at once: text without sentence ends (verse, a table, a book with no
    /// punctuation) is cut after a comma or between words, so reading never waits for a whole book to be read.
    public static let longest = 400

    /// The sentences of `scalars`, as ranges without the spaces around them; blank ones are left out, and none
    /// is longer than `longest`.
    public static func split(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        sentences(scalars).flatMap { capped($0, in: scalars) }
    }

    /// `range` cut into pieces of at most `longest`: after the last comma, semicolon, colon or dash that leaves a
    /// piece at least half as long, else at the last space, else anywhere.
    static func capped(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        while range.upperBound - start > longest {
            let window = start..<(start + longest)
            let half = start + longest / 2
            let pause = window.reversed().first { $0 >= half && scalars[$0].properties.isWhitespace
                && $0 > start && [",", ";", ":", "—", "–"].contains(scalars[$0 - 1]) }
            let space = window.reversed().first { $0 > start && scalars[$0].properties.isWhitespace }
            let cut = pause ?? space ?? window.upperBound
            pieces.append(start..<cut)
            start = cut
            while start < range.upperBound, scalars[start].properties.isWhitespace { start += 1 }
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    private static func sentences(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var sentences: [Range<Int>] = []
        var start = 0
        func close(at end: Int) {
            var low = start, high = end
            while low < high, scalars[low].properties.isWhitespace { low += 1 }
            while high > low, scalars[high - 1].properties.isWhitespace { high -= 1 }
            if low < high { sentences.append(low..<high) }
            start = end
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\u{2029}" {
                close(at: index)
                index += 1
                continue
            }
            guard enders.contains(scalar) else {
                index += 1
                continue
            }
            // The run of enders and closing quotes that ends here ("?!", "...", ".”").
            var end = index + 1
            while end < scalars.count, enders.contains(scalars[end]) || closers.contains(scalars[end]) { end += 1 }
            if endsSentence(scalars, ender: index, runEnd: end) { close(at: end) }
            index = end
        }
        close(at: scalars.count)
        return sentences
    }

    /// Whether the run of enders from `ender` to `runEnd` ends a sentence.
    private static func endsSentence(_ scalars: [Unicode.Scalar], ender: Int, runEnd: Int) -> Bool {
        // What follows: the end of the text, or a space then the next word.
        guard runEnd < scalars.count else { return true }
        guard scalars[runEnd].properties.isWhitespace else { return false }
        var next = runEnd
        while next < scalars.count, scalars[next].properties.isWhitespace {
            if scalars[next] == "\n" { return true }
            next += 1
        }
        guard next < scalars.count else { return true }
        var first = scalars[next]
        var after = next
        while openers.contains(first), after + 1 < scalars.count {
            after += 1
            first = scalars[after]
        }
        // A lowercase word or a number goes on the sentence ("Fig. 3", "wait... and", "'Stop!' he said").
        guard first.properties.isUppercase || !first.properties.isAlphabetic && !("0"..."9").contains(first)
              && !first.properties.isWhitespace else {
            return false
        }
        guard scalars[ender] == "." , runEnd == ender + 1 else { return true }
        // A lone full stop: after an abbreviation or an initial it does not end the sentence.
        var wordStart = ender
        while wordStart > 0, !scalars[wordStart - 1].properties.isWhitespace,
              !openers.contains(scalars[wordStart - 1]) {
            wordStart -= 1
        }
        let word = String(String.UnicodeScalarView(scalars[wordStart..<ender])).lowercased()
        if abbreviations.contains(word) { return false }
        let letters = word.unicodeScalars.filter { $0 != "." }
        if letters.count == 1, letters.allSatisfy({ $0.properties.isAlphabetic }),
           scalars[wordStart].properties.isUppercase {
            return false
        }
        return true
    }
}
