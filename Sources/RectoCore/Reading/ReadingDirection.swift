/// Which way the book's pages run. Right-to-left books (Arabic, Hebrew, manga) mirror the turn keys,
/// the slide animation and the scrubber.
public enum ReadingDirection: String, Codable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// How many pages show at once.
public enum PageLayout: String, Codable, Sendable, CaseIterable {
    /// One page at a time.
    case single
    /// Two pages around a spine, the cover alone, as in a printed book.
    case spread
}

/// The way a turn travels through the book, for choosing the slide animation.
public enum TurnDirection: Sendable, Equatable {
    case forward
    case backward
}

/// The side a new page slides in from.
public enum SlideEdge: Sendable, Equatable {
    case fromRight
    case fromLeft
}

extension TurnDirection {
    /// The edge the incoming page comes from: forward turns come from the right in a left-to-right book
    /// and from the left in a right-to-left one.
    public func incomingEdge(for direction: ReadingDirection) -> SlideEdge {
        switch (self, direction) {
        case (.forward, .leftToRight), (.backward, .rightToLeft): .fromRight
        case (.backward, .leftToRight), (.forward, .rightToLeft): .fromLeft
        }
    }
}
