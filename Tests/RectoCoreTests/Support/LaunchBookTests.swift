import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Launch book")
struct LaunchBookTests {
    @Test("One existing file is chosen, its path made standard")
    func oneFile() throws {
        let folder = try TemporaryFolder("launch-book")
        defer { folder.remove() }
        let book = folder.file("book.pdf")
        try Data("%PDF-1.4".utf8).write(to: book)
        let spelled = folder.url.path + "/./sub/../book.pdf"
        #expect(LaunchBook.chosen(arguments: [spelled], sampleBook: nil) == book.standardizedFileURL)
    }

    @Test("No file at all means the sample book, asked for only then")
    func sampleBook() throws {
        let folder = try TemporaryFolder("launch-book")
        defer { folder.remove() }
        let sample = folder.file("sample-book.pdf")
        try Data("%PDF-1.4".utf8).write(to: sample)
        #expect(LaunchBook.chosen(arguments: [], sampleBook: sample) == sample.standardizedFileURL)
        #expect(LaunchBook.chosen(arguments: [], sampleBook: nil) == nil)
        var asked = false
        func noteAsked() -> URL? {
            asked = true
            return sample
        }
        #expect(LaunchBook.chosen(arguments: [sample.path], sampleBook: noteAsked()) != nil)
        #expect(!asked)
    }

    @Test("Options, several files, missing files and folders are left to GApplication")
    func leftAlone() throws {
        let folder = try TemporaryFolder("launch-book")
        defer { folder.remove() }
        let book = folder.file("book.pdf")
        try Data("%PDF-1.4".utf8).write(to: book)
        #expect(LaunchBook.chosen(arguments: ["--help"], sampleBook: book) == nil)
        #expect(LaunchBook.chosen(arguments: [book.path, book.path], sampleBook: book) == nil)
        #expect(LaunchBook.chosen(arguments: [folder.file("gone.pdf").path], sampleBook: book) == nil)
        #expect(LaunchBook.chosen(arguments: [folder.url.path], sampleBook: book) == nil)
        #expect(LaunchBook.chosen(arguments: [], sampleBook: folder.url) == nil)
    }
}
