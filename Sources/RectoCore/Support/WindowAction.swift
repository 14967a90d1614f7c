/// Every action of a reader window (`win.*`), by name: the app adds, enables and looks them up through this
/// type, so a misspelt action is a compile error rather than a menu item that silently does nothing. The raw
/// value is the GAction name the menus (data/*.ui), the shortcuts window and `ShortcutTable` use.
public enum WindowAction: String, CaseIterable, Sendable {
    // The book and the window
    case open, close, print, preferences, library
    case showHelpOverlay = "show-help-overlay"
    case nextRegion = "next-region", previousRegion = "previous-region"
    // Turning and zooming
    case nextPage = "next-page", previousPage = "previous-page", firstPage = "first-page", lastPage = "last-page"
    case goToPage = "go-to-page", goBack = "go-back", goForward = "go-forward"
    case zoomIn = "zoom-in", zoomOut = "zoom-out", zoomReset = "zoom-reset"
    // How pages show
    case spread, continuous, fullscreen, overview
    case rightToLeft = "right-to-left", trimMargins = "trim-margins"
    case colourMode = "colour-mode", cycleColourMode = "cycle-colour-mode"
    // The contents
    case contents
    case addChapter = "add-chapter", addPart = "add-part", renameChapter = "rename-chapter"
    case deleteChapter = "delete-chapter", importContents = "import-contents"
    // Notes and highlights
    case notes, highlight
    case addNote = "add-note", exportNotes = "export-notes", importNotes = "import-notes"
    case saveHighlightedCopy = "save-highlighted-copy", highlightNote = "highlight-note"
    case deleteHighlight = "delete-highlight", highlightColour = "highlight-color"
    // The library
    case libraryAdd = "library-add", librarySort = "library-sort", libraryOpen = "library-open"
    case libraryDelete = "library-delete", librarySelect = "library-select", librarySelectAll = "library-select-all"
    case libraryTrashSelected = "library-trash-selected"
    // Text: selecting, finding, previews, reading aloud
    case copy, find
    case selectAll = "select-all", findNext = "find-next", findPrevious = "find-previous"
    case findResults = "find-results", previewReference = "preview-reference"
    case readAloud = "read-aloud", readFromHere = "read-from-here", readAloudPause = "read-aloud-pause"
    case readAloudStop = "read-aloud-stop", readAloudNext = "read-aloud-next"
    case readAloudPrevious = "read-aloud-previous"

    /// What an action is enabled by: the feature that owns it greys it out when this does not hold.
    public enum Availability: Sendable, Equatable {
        /// Always enabled.
        case always
        /// A book is open.
        case book
        /// A book is open and the move or zoom is possible (not past an end or a limit).
        case room
        /// The contents are shown and can be edited.
        case editableContents
        /// Some text is selected on the page.
        case selection
        /// A highlight is under the pointer (its menu is open).
        case highlightTarget
        /// The search found matches.
        case matches
        /// The reader's jumps go that way.
        case history
        /// The library shows its selection mode.
        case librarySelection
    }

    /// The name as the menus write it: `win.` and the action's name.
    public var detailedName: String { "win." + rawValue }

    /// The accelerators bound to the action (`ShortcutTable` holds them, for the shortcuts window's check).
    public var accelerators: [String] {
        ShortcutTable.all.first { $0.action == detailedName }?.accels ?? []
    }

    /// What the action is enabled by.
    public var availability: Availability {
        switch self {
        case .nextPage, .previousPage, .firstPage, .lastPage, .zoomIn, .zoomOut, .zoomReset:
            .room
        case .goToPage, .print, .contents, .overview, .trimMargins, .notes, .addNote, .find, .findResults,
             .readAloud, .readFromHere, .readAloudPause, .readAloudStop, .readAloudNext, .readAloudPrevious,
             .exportNotes, .importNotes, .saveHighlightedCopy, .previewReference:
            .book
        case .addChapter, .addPart, .renameChapter, .deleteChapter, .importContents:
            .editableContents
        case .copy, .highlight, .highlightNote:
            .selection
        case .deleteHighlight:
            .highlightTarget
        case .findNext, .findPrevious:
            .matches
        case .goBack, .goForward:
            .history
        case .librarySelectAll, .libraryTrashSelected:
            .librarySelection
        case .open, .close, .preferences, .library, .showHelpOverlay, .nextRegion, .previousRegion, .spread,
             .continuous, .fullscreen, .rightToLeft, .colourMode, .cycleColourMode, .highlightColour, .libraryAdd,
             .librarySort, .libraryOpen, .libraryDelete, .librarySelect, .selectAll:
            .always
        }
    }
}
