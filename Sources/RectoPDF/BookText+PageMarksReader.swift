import RectoCore

/// The marks of the pages on screen are read by the session's text worker.
extension BookText: PageMarksReader {}
