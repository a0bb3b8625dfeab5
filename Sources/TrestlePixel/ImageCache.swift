import CPangoCairo
import Foundation
import TrestleCore

/// Decoded pictures, by image: a PNG is decoded once, the first time it is drawn, and kept while
/// the renderer lives, up to ``byteLimit`` of pixels (past that the cache starts again). A PNG
/// that does not decode is remembered too, and not tried again.
final class ImageCache: @unchecked Sendable {
    /// The most pixel bytes kept: 256 MB, a hundred full-screen pictures at 3×.
    static let byteLimit = 256 << 20

    /// Decoded surfaces, and `nil` for pictures that did not decode.
    private var surfaces: [DisplayImage: OpaquePointer?] = [:]
    private var bytes = 0
    private let lock = NSLock()

    deinit {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The picture of `image` as a Cairo image surface the caller owns a reference to (and
    /// destroys), or `nil` when its bytes do not decode (a PNG whose header is whole but whose
    /// data is not).
    func surface(for image: DisplayImage) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = surfaces[image] { return cached.map { cairo_surface_reference($0) } }
        let surface = Self.decode(image.pngData)
        let size = surface.map { Int(cairo_image_surface_get_stride($0)) * Int(cairo_image_surface_get_height($0)) } ?? 0
        if bytes + size > Self.byteLimit {
            for case let old? in surfaces.values { cairo_surface_destroy(old) }
            surfaces.removeAll()
            bytes = 0
        }
        surfaces[image] = surface
        bytes += size
        return surface.map { cairo_surface_reference($0) }
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
