import CPangoCairo
import Foundation

/// The faces the pixel host draws with, pinned by the host's own fontconfig configuration so a
/// picture does not depend on which fonts a machine happens to have: Inter for text (the closest
/// free face to San Francisco; Inter Display from 20 points, where San Francisco switches to its
/// display cut), Noto Sans CJK KR for Korean and the rest of CJK, and Noto Color Emoji.
///
/// The configuration reads only the folders Debian installs these packages into and ignores the
/// user's and the system's font settings. Making a ``PixelRenderer`` checks each face is there and otherwise
/// throws ``PixelHostError/fontMissing(family:package:)``, naming the package to install.
public enum PixelFonts {
    /// A face the host needs, and the Debian package that installs it.
    public struct Face: Sendable, Hashable {
        /// The family name fontconfig knows it by.
        public var family: String
        /// The Debian package that installs it.
        public var package: String

        /// A face called `family`, installed by the Debian package `package`.
        public init(family: String, package: String) {
            self.family = family
            self.package = package
        }
    }

    /// Every face the host draws with.
    public static let faces = [
        Face(family: "Inter", package: "fonts-inter"),
        Face(family: "Inter Display", package: "fonts-inter"),
        Face(family: "Noto Sans CJK KR", package: "fonts-noto-cjk"),
        Face(family: "Noto Color Emoji", package: "fonts-noto-color-emoji"),
    ]

    /// The size from which text is set in Inter Display, as San Francisco uses SF Pro Display.
    public static let displayFaceMinimumSize = 20.0

    /// The project's fontconfig file: the font folders, the fallback order, and nothing from the
    /// machine's own configuration (no hinting or sub-pixel settings that would change the pixels).
    public static let configuration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/opentype/inter</dir>
          <dir>/usr/share/fonts/opentype/noto</dir>
          <dir>/usr/share/fonts/truetype/noto</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <alias binding="strong">
            <family>Trestle Text</family>
            <prefer><family>Inter</family><family>Noto Sans CJK KR</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <alias binding="strong">
            <family>Trestle Display</family>
            <prefer><family>Inter Display</family><family>Noto Sans CJK KR</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <alias binding="strong">
            <family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK KR</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <!-- Antialiasing is the renderer's (greyscale); set here, it would hide the colour emoji. -->
          <match target="font">
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
          <match target="font">
            <test name="family"><string>Noto Color Emoji</string></test>
            <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
          </match>
          <!-- Noto Color Emoji is a bitmap strike (109 pixels an em): scale it to the size asked for. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// The font map built from ``configuration``, made once; `nil` until ``load()`` succeeds.
    nonisolated(unsafe) private static var loadedFontMap: OpaquePointer?
    private static let lock = NSLock()

    /// The Pango font map for the host's fonts, loading the configuration the first time.
    ///
    /// - Throws: ``PixelHostError/fontMissing(family:package:)`` when a face is not installed.
    package static func load() throws -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if let loadedFontMap { return loadedFontMap }
        let config = try makeConfiguration()
        if let missing = faces.first(where: { !has($0.family, in: config) }) {
            FcConfigDestroy(config)
            throw PixelHostError.fontMissing(family: missing.family, package: missing.package)
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        // The font map holds its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)
        let fontMap = OpaquePointer(map)
        loadedFontMap = fontMap
        return fontMap
    }

    /// The first of `faces` the host's configuration does not find, if any.
    package static func firstMissing(among faces: [Face]) throws -> Face? {
        let config = try makeConfiguration()
        defer { FcConfigDestroy(config) }
        return faces.first { !has($0.family, in: config) }
    }

    /// A fontconfig configuration made from ``configuration``, with its fonts listed.
    private static func makeConfiguration() throws -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw PixelHostError.fontConfiguration("fontconfig could not start") }
        let parsed = configuration.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: configuration.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw PixelHostError.fontConfiguration("the pixel host's fonts.conf did not load")
        }
        return config
    }

    /// Whether `family` is among `config`'s fonts.
    private static func has(_ family: String, in config: OpaquePointer) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }
}
