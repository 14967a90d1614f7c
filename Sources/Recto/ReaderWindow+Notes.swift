import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the notes feature to the window (header button, views, actions, observers).
    func installNotes() {}
}
