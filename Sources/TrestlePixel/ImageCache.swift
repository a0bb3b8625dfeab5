import CPangoCairo
import Foundation
import TrestleCore

/// Decoded pictures, by image: a PNG is decoded once, the first time it is drawn, and kept while
/// the renderer lives (up to ``limit`` pictures; past that the cache starts again).
final class ImageCache: @unchecked Sendable {
    /// The most pictures kept.
    static let limit = 256

    private var surfaces: [DisplayImage: OpaquePointer] = [:]
    private let lock = NSLock()

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The picture of `image` as a Cairo image surface, or `nil` when its bytes do not decode
    /// (a PNG whose header is whole but whose data is not).
    func surface(for image: DisplayImage) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let surface = surfaces[image] { return surface }
        guard let surface = Self.decode(image.pngData) else { return nil }
        if surfaces.count >= Self.limit {
            for surface in surfaces.values { cairo_surface_destroy(surface) }
            surfaces.removeAll()
        }
        surfaces[image] = surface
        return surface
    }

    /// Decodes PNG bytes with Cairo.
    static func decode(_ data: Data) -> OpaquePointer? {
        final class Reader {
            let data: Data
            var offset: Int
            init(_ data: Data) {
                self.data = data
                offset = data.startIndex
            }
        }
        let reader = Unmanaged.passRetained(Reader(data))
        defer { reader.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let end = reader.offset + Int(length)
            guard end <= reader.data.endIndex else { return CAIRO_STATUS_READ_ERROR }
            reader.data.copyBytes(to: buffer, from: reader.offset..<end)
            reader.offset = end
            return CAIRO_STATUS_SUCCESS
        }, reader.toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
