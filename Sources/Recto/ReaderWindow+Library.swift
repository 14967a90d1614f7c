import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the library feature to the window (header button, views, actions, observers).
    func installLibrary() {}
}
