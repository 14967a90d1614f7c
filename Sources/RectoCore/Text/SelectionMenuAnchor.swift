/// Where the keyboard's right-click menu (the Menu key, Shift+F10) points for a selection: the selection's last
/// line in view, where the reader's eye is and the selection ends. Pointing at the box around the whole
/// selection left the menu nowhere to go when the selection filled the view (Ctrl+A on a page, a long
/// passage): there was no room above the box or below it, and the menu hung off the bottom of the screen with
/// Add Note… out of sight. A line leaves room above or below it for the menu to open on.
public enum SelectionMenuAnchor {
    /// The rectangle the menu points at, in the coordinates of `areas` and `view` (the area the menu opens
    /// on): the lowest of the selection's lines that shows in `view` (the rightmost of those at the same
    /// height), cut to what shows. Nil when no part of the selection is in view.
    public static func rect(for areas: [PageRect], in view: PageRect) -> PageRect? {
        let shown = areas.compactMap { clipped($0, to: view) }
        return shown.max { lower, higher in
            lower.y != higher.y ? lower.y < higher.y : lower.x + lower.width < higher.x + higher.width
        }
    }

    /// The part of `rect` inside `view`, or nil when they do not overlap (or a value is not a number).
    static func clipped(_ rect: PageRect, to view: PageRect) -> PageRect? {
        let left = max(rect.x, view.x), top = max(rect.y, view.y)
        let right = min(rect.x + rect.width, view.x + view.width)
        let bottom = min(rect.y + rect.height, view.y + view.height)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left, bottom > top else {
            return nil
        }
        return PageRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
