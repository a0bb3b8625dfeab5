import CPangoCairo
import Foundation
import TrestleCore

/// A picture in device pixels: what ``PixelRenderer`` draws, and what pixel snapshots compare.
///
/// Pixels are 32-bit premultiplied ARGB in native byte order (Cairo's `ARGB32`), rows
/// ``stride`` bytes apart.
public final class PixelImage {
    /// The Cairo surface holding the pixels.
    package let surface: OpaquePointer

    /// Width in device pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// Height in device pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    /// Bytes from one row to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// Device pixels per point.
    public let scale: Double

    /// A transparent image of `width` × `height` pixels.
    public init(width: Int, height: Int, scale: Double = 1) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(max(1, height)))
        self.scale = scale
    }

    /// Reads a PNG file.
    ///
    /// - Throws: ``PixelHostError/cannotRead(path:reason:)`` when it is missing or not a PNG.
    public init(contentsOfPNG path: String, scale: Double = 1) throws {
        let loaded = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw PixelHostError.cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        // Whatever format the file had, compare and draw in ARGB32.
        let width = cairo_image_surface_get_width(loaded), height = cairo_image_surface_get_height(loaded)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        let cr = cairo_create(surface)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(loaded)
        self.scale = scale
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// One pixel, un-premultiplied, as 8-bit red, green, blue and alpha.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside a \(width)×\(height) image")
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let alpha = UInt8(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (value >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// The pixel at a point (in points, at ``scale``).
    public func pixel(at point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        pixel(x: Int((Double(point.x) * scale).rounded(.down)), y: Int((Double(point.y) * scale).rounded(.down)))
    }

    /// The raw premultiplied pixels, row by row.
    package func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        return try data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            try body(UnsafeBufferPointer(start: $0, count: stride / 4 * height))
        }
    }

    /// Writes the image as a PNG file.
    ///
    /// The picture is encoded first, then written beside `path` and renamed over it, so a
    /// failed write leaves an existing file as it was; a path that is not a regular file (a
    /// device, a pipe) is written in place.
    ///
    /// - Throws: ``PixelHostError/cannotWrite(path:reason:)`` when the file cannot be written, with
    ///   the reason in words: a missing or read-only folder, a folder named instead of a file, a
    ///   full disk, permission denied.
    public func writePNG(to path: String) throws {
        let (data, status) = encodedPNG()
        guard status == CAIRO_STATUS_SUCCESS, !data.isEmpty else {
            throw PixelHostError.cannotWrite(path: path, reason: "the picture could not be encoded (\(String(cString: cairo_status_to_string(status))))")
        }
        try Self.write(data, to: path)
    }

    /// Writes `data` to `path` as ``writePNG(to:)`` describes.
    static func write(_ data: Data, to path: String) throws {
        func failure(_ reason: String) -> PixelHostError { .cannotWrite(path: path, reason: reason) }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && isFolder.boolValue { throw failure("it is a folder; name a file in it, such as \(path)/picture.png") }
        let folder = (path as NSString).deletingLastPathComponent
        var folderIsFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &folderIsFolder) || !folderIsFolder.boolValue {
            throw failure("the folder \(folder) does not exist; choose a folder you can write to")
        }
        var existing = stat()
        let hasExisting = exists && stat(path, &existing) == 0
        var regular = !hasExisting || (existing.st_mode & S_IFMT) == S_IFREG
        var target = regular ? path + ".\(getpid()).partial" : path
        var descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, regular, hasExisting, errno == EACCES || errno == EPERM {
            // A file that can be written in a folder that cannot: written in place, as before.
            regular = false
            target = path
            descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw failure(Self.reason(errno, folder: folder)) }
        // The new file keeps the old one's permissions.
        if regular && hasExisting { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        var written = 0
        let error: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
        // On disk before it replaces the old file, so a crash leaves one or the other whole.
        let syncError = regular && error == nil && fsync(descriptor) != 0 ? errno : nil
        let closeError = close(descriptor) == 0 ? nil : errno
        if let problem = error ?? syncError ?? closeError {
            if regular { unlink(target) }
            throw failure(Self.reason(problem, folder: folder))
        }
        if regular && rename(target, path) != 0 {
            let problem = errno
            unlink(target)
            throw failure(Self.reason(problem, folder: folder))
        }
    }

    /// An `errno` from opening or writing a file in `folder`, in words.
    private static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM: "permission denied; choose a folder you can write to"
        case EROFS: "the file system is read-only; choose a folder you can write to"
        case ENOSPC, EDQUOT: "no space left on the device"
        case EISDIR: "it is a folder; name a file in it"
        case ENOENT: "no file can be made in \(folder.isEmpty ? "." : folder); choose a folder you can write to"
        default: String(cString: strerror(code)) + "; choose a folder you can write to"
        }
    }

    /// The image encoded as PNG (empty when Cairo cannot encode it).
    public func pngData() -> Data {
        encodedPNG().data
    }

    /// The image encoded as PNG, and Cairo's status.
    private func encodedPNG() -> (data: Data, status: cairo_status_t) {
        var data = Data()
        let status = withUnsafeMutablePointer(to: &data) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let data = closure!.assumingMemoryBound(to: Data.self)
                data.pointee.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return (data, status)
    }
}

extension PixelImage {
    /// The raw premultiplied pixels, row by row, to change; marks the surface changed afterwards.
    package func withMutablePixels<Result>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        defer { cairo_surface_mark_dirty(surface) }
        return try data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            try body(UnsafeMutableBufferPointer(start: $0, count: stride / 4 * height))
        }
    }
}
