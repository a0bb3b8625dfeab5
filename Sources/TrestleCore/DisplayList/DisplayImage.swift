import Foundation

/// A bitmap picture for a display list (``SymbolRun/image``): the bytes of a PNG file, its size in pixels and how many
/// pixels make a point.
///
/// TrestleCore does not decode pictures. It reads only the PNG header, for the size; hosts that
/// draw pixels decode the rest (the pixel host, with Cairo). A terminal host draws nothing for
/// an image.
///
/// Two images are equal when their bytes and scale are, so a display list that draws the same
/// picture again compares equal to the last one.
public final class DisplayImage: Sendable, Hashable {
    /// The PNG file's bytes.
    public let pngData: Data
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point: 2 for a file named `name@2x.png`.
    public let scale: Double
    /// A hash of the bytes, computed once.
    private let digest: Int

    /// The PNG signature every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An image of the PNG file `pngData`, `scale` pixels a point; `nil` unless the bytes start
    /// with a PNG signature and a header giving a size of at least one pixel.
    public init?(pngData: Data, scale: Double = 1) {
        // Signature (8), the header chunk's length (4) and type (4), width (4) and height (4).
        guard scale > 0, scale.isFinite, pngData.count >= 24 else { return nil }
        let bytes = [UInt8](pngData.prefix(24))
        guard Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = number(at: 16), height = number(at: 20)
        guard width > 0, height > 0 else { return nil }
        self.pngData = pngData
        self.pixelWidth = width
        self.pixelHeight = height
        self.scale = scale
        // Every byte: `Data`'s own hash reads only the first ones, which in a PNG are the header.
        var hasher = Hasher()
        pngData.withUnsafeBytes { hasher.combine(bytes: $0) }
        self.digest = hasher.finalize()
    }

    /// The size in points: pixels divided by the scale.
    public var size: CGSize {
        CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }

    /// Whether both are the same picture at the same scale.
    public static func == (lhs: DisplayImage, rhs: DisplayImage) -> Bool {
        lhs === rhs || (lhs.digest == rhs.digest && lhs.scale == rhs.scale && lhs.pngData == rhs.pngData)
    }

    /// Hashes the bytes (once, at creation) and the scale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
        hasher.combine(scale)
    }
}
