/// The book's few colours. Kept to a near-black and one warm accent so the pages print well in grey too.
enum Ink: Sendable, Equatable {
    case text
    case quiet
    case accent

    var rgb: (Double, Double, Double) {
        switch self {
        case .text: (0.11, 0.10, 0.09)
        case .quiet: (0.42, 0.40, 0.38)
        case .accent: (0.56, 0.16, 0.11)
        }
    }
}
