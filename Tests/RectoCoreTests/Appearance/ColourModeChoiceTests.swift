import Testing
import RectoCore

@Suite("Colour mode choice")
struct ColourModeChoiceTests {
    @Test("Without a remembered mode the book opens in the default")
    func defaultMode() {
        var choice = ColourModeChoice(defaultMode: .sepia)
        choice.bookOpened(remembering: nil)
        #expect(choice.mode == .sepia)
        #expect(choice.bookMode == nil)
    }

    @Test("A book's remembered mode wins over the default")
    func remembered() {
        var choice = ColourModeChoice(defaultMode: .sepia)
        choice.bookOpened(remembering: .night)
        #expect(choice.mode == .night)
    }

    @Test("Ctrl+I cycles from the mode showing and the choice is remembered for the book")
    func cycling() {
        var choice = ColourModeChoice()
        choice.bookOpened(remembering: nil)
        choice.cycle()
        #expect(choice.mode == .sepia)
        #expect(choice.bookMode == .sepia)
        choice.cycle()
        #expect(choice.mode == .night)
        choice.cycle()
        #expect(choice.mode == .day)
        #expect(choice.bookMode == .day)
    }

    @Test("Following the system style, a dark desktop opens books in Night")
    func followsSystem() {
        var choice = ColourModeChoice(defaultMode: .day, followsSystem: true, systemIsDark: true)
        choice.bookOpened(remembering: .sepia)
        #expect(choice.mode == .night)
        // The reader may still choose otherwise for now.
        choice.choose(.sepia)
        #expect(choice.mode == .sepia)
        // The system turning light brings back the book's own mode; dark again, Night.
        choice.systemStyleChanged(dark: false)
        #expect(choice.mode == .sepia)
        choice.systemStyleChanged(dark: true)
        #expect(choice.mode == .night)
    }

    @Test("Not following the system style, its changes do nothing")
    func ignoresSystem() {
        var choice = ColourModeChoice(defaultMode: .day, followsSystem: false)
        choice.bookOpened(remembering: nil)
        choice.systemStyleChanged(dark: true)
        #expect(choice.mode == .day)
        #expect(choice.systemIsDark)
        choice.followsSystem = true
        #expect(choice.mode == .night)
    }

    @Test("A new book forgets the choice made for the previous one")
    func newBook() {
        var choice = ColourModeChoice()
        choice.bookOpened(remembering: nil)
        choice.choose(.night)
        choice.bookOpened(remembering: nil)
        #expect(choice.mode == .day)
    }
}
