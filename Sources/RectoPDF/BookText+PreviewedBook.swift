import RectoCore

/// Reference previews read layouts, the references and preview regions through the book's text worker.
extension BookText: PreviewedBook {}
