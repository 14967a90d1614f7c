import Foundation

/// Paths are stored as plain JSON strings when they are valid UTF-8 (nearly always, and readable by a person),
/// and as `{"base64": "..."}` otherwise, so a name that is not UTF-8 survives a round trip byte for byte.
extension LibraryPath: Codable {
    private enum CodingKeys: String, CodingKey {
        case base64
    }

    /// Reads either form written by `encode(to:)`.
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let encoded = try container.decode(String.self, forKey: .base64)
        guard let data = Data(base64Encoded: encoded) else {
            throw DecodingError.dataCorruptedError(forKey: .base64, in: container, debugDescription: "not base64")
        }
        self.init(bytes: data)
    }

    /// Writes a string when the bytes are UTF-8, else their base64 form.
    public func encode(to encoder: Encoder) throws {
        if let text = string {
            var single = encoder.singleValueContainer()
            try single.encode(text)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Data(bytes).base64EncodedString(), forKey: .base64)
        }
    }
}
