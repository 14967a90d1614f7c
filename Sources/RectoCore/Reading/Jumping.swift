/// Goes to a page as a jump the reader may want to come back from with Back. The window's history provides it;
/// the features that move the reader far (a chapter, a note, a link, a search match, the overview) are given it
/// when they are made, rather than finding the history through the window.
@MainActor
public protocol Jumping: AnyObject {
    /// Goes to `page` (clamped into the book), sliding unless `animated` is false, and records where it came from.
    func jump(to page: Int, animated: Bool)
}

extension Jumping {
    /// Goes to `page`, sliding, and records where it came from.
    public func jump(to page: Int) { jump(to: page, animated: true) }
}
