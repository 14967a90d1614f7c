import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the Contents button, the contents page the book turns over to, and its editing actions.
    func installContents() {
        contentsFeature = ContentsFeature(window: self)
    }
}
