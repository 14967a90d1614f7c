/// An opaque colour in 8-bit channels, the form the render worker's pixels come in.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Rec. 601 luma in 0...255, in integers (weights 77, 150, 29 out of 256): what the eye reads as lightness.
    @inlinable
    public var luma: Int { (77 * Int(red) + 150 * Int(green) + 29 * Int(blue)) >> 8 }

    /// The largest channel difference to `other`, for "close to" checks.
    public func distance(to other: RGB) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }
}
