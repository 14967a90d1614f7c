/// Order statistics for timing samples.
enum Statistics {
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The nearest-rank percentile.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
