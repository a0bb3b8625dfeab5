#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TrestleTerminal

/// The state `TerminalSession` keeps for its crash handler.
@Suite("Terminal session", .serialized)
struct TerminalSessionTests {
    /// Every field of `settings`, without the padding between them.
    private func fields(_ settings: termios) -> [UInt64] {
        var settings = settings
        let controlCharacters = withUnsafeBytes(of: &settings.c_cc) { $0.map(UInt64.init) }
        return [settings.c_iflag, settings.c_oflag, settings.c_cflag, settings.c_lflag].map { UInt64($0) }
            + controlCharacters + [UInt64(settings.c_ispeed), UInt64(settings.c_ospeed)]
    }

    @Test("Saving the terminal's settings leaves the crash handler's flags alone, and setting the flags leaves the settings alone")
    func savedSettingsDoNotOverlapTheFlags() {
        var settings = termios()
        withUnsafeMutableBytes(of: &settings) { bytes in
            for index in bytes.indices { bytes[index] = 0xFF }
        }
        SavedTerminal.hasSettings = false
        SavedTerminal.isActive = false
        SavedTerminal.settings.pointee = settings
        #expect(!SavedTerminal.hasSettings)
        #expect(!SavedTerminal.isActive)

        SavedTerminal.hasSettings = true
        SavedTerminal.isActive = true
        SavedTerminal.isActive = false
        #expect(fields(SavedTerminal.settings.pointee) == fields(settings))
        SavedTerminal.hasSettings = false
    }
}
