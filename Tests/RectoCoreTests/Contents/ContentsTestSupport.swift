import Foundation
@testable import RectoCore

/// Fixtures for the contents tests. Suites adopt the protocol to call them unqualified; being members rather
/// than free functions, they cannot clash with helpers of other suites in this test module.
protocol ContentsFixtures {}

extension ContentsFixtures {
    /// Wraps a property-list body (a `<dict>` or `<array>`) in the XML header and `<plist>` element.
    func plistData(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>
            """.utf8)
    }

    /// A page dictionary from key/value XML fragments, e.g. `("3", "<string>Chapter I</string>")`.
    func chaptersXML(_ pairs: [(String, String)]) -> String {
        "<dict>" + pairs.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict>"
    }

    /// A page dictionary of plain string titles.
    func chaptersXML(titles pairs: [(String, String)]) -> String {
        chaptersXML(pairs.map { ($0.0, "<string>\($0.1)</string>") })
    }

    /// The titles and pages of a part's top-level entries, for compact expectations.
    func summary(_ part: ContentsPart) -> [String] {
        part.entries.map { "\($0.page):\($0.title)" }
    }

    /// The War of the Worlds layout from the tutorial: BOOK I and BOOK II with their chapters.
    func warOfTheWorlds() -> TableOfContents {
        TableOfContents(title: "WAR OF THE WORLDS", parts: [
            ContentsPart(heading: "BOOK I", entries: [
                ContentsEntry(title: "The Eve of the War", page: 2),
                ContentsEntry(title: "The Falling Star", page: 9),
                ContentsEntry(title: "On Horsell Common", page: 12),
            ]),
            ContentsPart(heading: "BOOK II", entries: [
                ContentsEntry(title: "Under Foot", page: 100),
                ContentsEntry(title: "What We Saw from the Ruined House", page: 108),
            ]),
        ])
    }
}

