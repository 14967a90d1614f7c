/// A navigation intent, whatever input produced it.
public enum PageCommand: Sendable, Equatable {
    /// Onward in reading order.
    case next
    /// Back in reading order.
    case previous
    case first
    case last
    /// Towards the right edge of the screen: onward in a left-to-right book, back in a right-to-left one.
    case right
    /// Towards the left edge of the screen.
    case left

    /// The reading-order command this screen-side command means for `direction`.
    public func resolved(for direction: ReadingDirection) -> PageCommand {
        switch (self, direction) {
        case (.right, .leftToRight), (.left, .rightToLeft): .next
        case (.left, .leftToRight), (.right, .rightToLeft): .previous
        default: self
        }
    }
}

extension PageNavigator {
    /// Applies a command for a book read in `direction`. Returns the direction travelled, or nil if
    /// nothing moved (turning past either end does nothing).
    @discardableResult
    public mutating func perform(_ command: PageCommand, direction: ReadingDirection) -> TurnDirection? {
        switch command.resolved(for: direction) {
        case .next: next()
        case .previous: previous()
        case .first: go(to: 0)
        case .last: go(to: pageCount - 1)
        case .left, .right: nil // resolved above
        }
    }
}
