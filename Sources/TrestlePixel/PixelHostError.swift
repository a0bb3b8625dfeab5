import Foundation

/// Why the pixel host could not do what it was asked, each with what to do about it.
public enum PixelHostError: Error, Equatable, CustomStringConvertible {
    /// A face the host draws with is not installed.
    case fontMissing(family: String, package: String)
    /// fontconfig could not load the host's configuration.
    case fontConfiguration(String)
    /// A PNG could not be written.
    case cannotWrite(path: String, reason: String)
    /// A PNG could not be read.
    case cannotRead(path: String, reason: String)

    /// What went wrong and what to do about it, in a sentence for the user.
    public var description: String {
        switch self {
        case .fontMissing(let family, let package):
            "the pixel host draws text in \(family), which is not installed: install it with "
                + "`apt-get install \(package)` (Debian and Ubuntu)"
        case .fontConfiguration(let reason):
            "the pixel host's fonts could not be set up: \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
