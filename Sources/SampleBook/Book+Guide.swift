extension Book {
    /// "A Short Guide to Recto": the book Recto ships as its sample, written to be read in Recto itself.
    static let guide = Book(
        title: "A Short Guide to Recto",
        subtitle: "Reading, turning and finding your way in a quiet PDF reader",
        author: "The Recto Developers",
        subject: "How to read with Recto: turning pages, the scrubber, zoom, spreads, contents, notes and the library",
        parts: [
            Part(label: "BOOK I", name: "Reading", chapters: readingChapters),
            Part(label: "BOOK II", name: "Finding Your Way", chapters: findingYourWayChapters),
        ]
    )
}
