import Foundation

/// A PDF file written object by object, for tests that need what cairo cannot write (links of every kind,
/// pictures in groups): object N is `objects[N - 1]`, and object 1 is the catalog.
enum RawPDF {
    static func write(_ objects: [String], to url: URL) throws {
        var data = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (number, body) in objects.enumerated() {
            offsets.append(data.utf8.count)
            data += "\(number + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = data.utf8.count
        data += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        data += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        data += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        try Data(data.utf8).write(to: url)
    }
}
