import Foundation

// SampleBook OUTPUT.pdf [OUTPUT.toc.plist]
// Writes "A Short Guide to Recto" and its contents sidecar. Without a second argument the sidecar goes beside
// the PDF, named as Recto looks for it: the PDF's name with .pdf replaced by .toc.plist.

func sidecarPath(for pdfPath: String) -> String {
    let base = pdfPath.lowercased().hasSuffix(".pdf") ? String(pdfPath.dropLast(4)) : pdfPath
    return base + ".toc.plist"
}

func run(arguments: [String]) throws {
    guard (2...3).contains(arguments.count) else {
        throw OutputFile.Failure(description: "usage: SampleBook OUTPUT.pdf [OUTPUT.toc.plist]")
    }
    let book = Book.guide
    let pdf = OutputFile(path: arguments[1])
    let sidecar = OutputFile(path: arguments.count == 3 ? arguments[2] : sidecarPath(for: arguments[1]))

    let contents: BookContents
    let pageCount: Int
    do {
        let renderer = try PDFRenderer(path: pdf.temporaryPath, book: book)
        let setter = Typesetter(context: renderer.context)
        let layout = BookLayout(book: book, setter: setter).layOut()
        renderer.render(layout.pages, with: setter)
        try renderer.finish()
        contents = layout.contents
        pageCount = layout.pages.count
    } catch {
        pdf.discard()
        throw error
    }
    try pdf.commit()
    try sidecar.write(ContentsSidecar.xml(for: contents))

    print("\(pdf.path): \(pageCount) pages")
    for part in contents.parts {
        print("  page \(part.partPageIndex + 1): \(part.label)")
        for chapter in part.chapters {
            print("    page \(chapter.pageIndex + 1): \(chapter.title)")
        }
    }
    print("\(sidecar.path): \(contents.parts.count) parts")
}

do {
    try run(arguments: CommandLine.arguments)
} catch {
    FileHandle.standardError.write(Data("SampleBook: \(error)\n".utf8))
    exit(1)
}
