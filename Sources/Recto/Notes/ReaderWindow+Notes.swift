import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the notes feature to the window (header button, views, actions, observers).
    func installNotes() {
        let notes = NotesController(window: self)
        // These observers are what keeps the controller alive, as long as the window (an extension cannot add a
        // stored property); the controller holds the window weakly.
        sessionObservers.append { session in notes.bookChanged(session) }
        if let pageMarks, let selection {
            highlights = HighlightFeature(window: self, notes: notes, marks: pageMarks, selection: selection)
        }
    }
}
