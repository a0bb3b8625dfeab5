import CXlib
import Foundation
import Testing
import Trestle
import TrestleCore
@testable import TrestlePixel
@testable import TrestleX11

@MainActor
@Suite("X11 host")
struct X11HostTests {
    @Test("Keys arrive as UIKit's UIKey: named keys by their HID usage, characters as typed, modifiers as flags")
    func keys() throws {
        let shift = UInt32(ShiftMask), control = UInt32(ControlMask), alt = UInt32(Mod1Mask)
        #expect(X11Keyboard.key(symbol: KeySym(XK_Return), text: "\r", state: 0)?.keyCode == .keyboardReturnOrEnter)
        #expect(X11Keyboard.key(symbol: KeySym(XK_Down), text: "", state: 0)?.keyCode == .keyboardDownArrow)
        #expect(X11Keyboard.key(symbol: KeySym(XK_Up), text: "", state: alt)?.modifierFlags == .alternate)
        #expect(X11Keyboard.key(symbol: KeySym(XK_Prior), text: "", state: 0)?.keyCode == .keyboardPageUp)
        #expect(X11Keyboard.key(symbol: KeySym(XK_Delete), text: "\u{7F}", state: 0)?.keyCode == .keyboardDeleteForward)
        #expect(X11Keyboard.key(symbol: KeySym(XK_BackSpace), text: "\u{8}", state: 0)?.keyCode == .keyboardDeleteOrBackspace)
        #expect(X11Keyboard.key(symbol: KeySym(XK_F1), text: "", state: 0)?.keyCode == .keyboardF(1))
        #expect(X11Keyboard.key(symbol: KeySym(XK_ISO_Left_Tab), text: "", state: shift)?.keyCode == .keyboardTab)
        let capital = try #require(X11Keyboard.key(symbol: KeySym(XK_A), text: "A", state: shift))
        #expect(capital.characters == "A" && capital.modifierFlags == .shift)
        // Control types a control code; the key is still the letter, as UIKit reports it.
        let controlQ = try #require(X11Keyboard.key(symbol: KeySym(XK_q), text: "\u{11}", state: control))
        #expect(controlQ.charactersIgnoringModifiers == "q" && controlQ.modifierFlags == .control)
        #expect(X11Keyboard.key(symbol: KeySym(XK_eacute), text: "é", state: 0)?.characters == "é")
        #expect(X11Keyboard.key(symbol: KeySym(XK_Shift_L), text: "", state: 0) == nil, "a modifier alone is no key")
    }

    @Test("Typed text is read as Latin-1, as XLookupString writes it, and Unicode key symbols give their characters")
    func typedText() throws {
        // ü is the one byte 0xFC from XLookupString: read as UTF-8 it was U+FFFD.
        #expect(X11Keyboard.typedText(bytes: [0xFC], symbol: KeySym(XK_udiaeresis)) == "ü")
        #expect(X11Keyboard.typedText(bytes: [0x61], symbol: KeySym(XK_a)) == "a")
        #expect(X11Keyboard.typedText(bytes: [0xDF], symbol: KeySym(XK_ssharp)) == "ß")
        // ő (U+0151) and € (U+20AC) come as Unicode key symbols XLookupString writes nothing for.
        #expect(X11Keyboard.typedText(bytes: [], symbol: 0x0100_0151) == "ő")
        #expect(X11Keyboard.typedText(bytes: [], symbol: 0x0100_20AC) == "€")
        #expect(X11Keyboard.typedText(bytes: [], symbol: KeySym(XK_Shift_L)) == "")
        let key = try #require(X11Keyboard.key(symbol: KeySym(XK_udiaeresis), text: X11Keyboard.typedText(bytes: [0xFC], symbol: KeySym(XK_udiaeresis)), state: 0))
        #expect(key.characters == "ü")
    }

    @Test("TRESTLE_SCALE other than 1, 2 or 3 is said and passed over for Xft.dpi")
    func scaleFromEnvironment() {
        #expect(X11Application.scale(environment: ["TRESTLE_SCALE": "2"], resources: "Xft.dpi: 96") == (2, nil))
        let (scale, warning) = X11Application.scale(environment: ["TRESTLE_SCALE": "5"], resources: "Xft.dpi: 192")
        #expect(scale == 2)
        #expect(warning?.contains("TRESTLE_SCALE=5 is not 1, 2 or 3") == true)
        #expect(X11Application.scale(environment: ["TRESTLE_SCALE": "big"], resources: nil).warning != nil)
        #expect(X11Application.scale(environment: [:], resources: nil) == (1, nil))
    }

    @Test("A window that would not fit the screen takes what the screen holds, in whole points")
    func fittedSize() {
        let phone = CGSize(width: 390, height: 844)
        #expect(X11Application.fittedSize(phone, scale: 1, screenPixels: CGSize(width: 1280, height: 1024)) == phone)
        #expect(X11Application.fittedSize(phone, scale: 2, screenPixels: CGSize(width: 1280, height: 1024)) == CGSize(width: 390, height: 488))
        #expect(X11Application.fittedSize(phone, scale: 3, screenPixels: CGSize(width: 1000, height: 2000)) == CGSize(width: 317, height: 650))
        // A screen barely larger than the room kept for the window manager: never a side of 0.
        #expect(X11Application.fittedSize(phone, scale: 3, screenPixels: CGSize(width: 50, height: 50)) == CGSize(width: 1, height: 1))
    }

    @Test("The scale follows the X server's Xft.dpi: 96 dots an inch a point, from 1 to 3")
    func scaleFromResources() {
        #expect(X11Application.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(X11Application.scale(fromResources: "Xft.dpi: 96") == 1)
        #expect(X11Application.scale(fromResources: "Xft.dpi: 400") == 3)
        #expect(X11Application.scale(fromResources: "Xcursor.size: 24") == 1)
    }

    @Test("Without DISPLAY the host says what to do instead of failing inside Xlib")
    func missingDisplay() throws {
        #expect(X11HostError.check([:]) == .displayUnset)
        #expect(X11HostError.check(["DISPLAY": ""]) == .displayUnset)
        #expect(X11HostError.check(["DISPLAY": ":0"]) == nil)
        #expect(throws: X11HostError.displayUnset) { try X11Application(environment: [:]) }
        #expect(X11HostError.displayUnset.description.contains("Xvfb :99"))
        #expect(X11HostError.cannotOpenDisplay(":5").description.contains("cannot open the X display :5"))
    }

    @Test("Damage: nothing when the frame is the same, the flipped switch alone, everything when clips or order change")
    func damage() throws {
        let renderer = try Renderers.at(1)
        let size = CGSize(width: 100, height: 100)
        let black = DisplayColor(red: 0, green: 0, blue: 0), white = DisplayColor(red: 1, green: 1, blue: 1)
        var old = DisplayList()
        old.append(.fill(CGRect(x: 0, y: 0, width: 100, height: 50), white))
        old.append(.roundedRect(CGRect(x: 60, y: 10, width: 30, height: 20), cornerRadius: 10, fill: black, stroke: nil))
        #expect(renderer.damage(from: old, to: old, size: size) == nil)
        var new = DisplayList()
        new.append(.fill(CGRect(x: 0, y: 0, width: 100, height: 50), white))
        new.append(.roundedRect(CGRect(x: 60, y: 10, width: 30, height: 20), cornerRadius: 10, fill: white, stroke: nil))
        #expect(renderer.damage(from: old, to: new, size: size) == CGRect(x: 59, y: 9, width: 32, height: 22))
        var reordered = DisplayList()
        reordered.append(old.items[1].primitive)
        reordered.append(old.items[0].primitive)
        #expect(renderer.damage(from: old, to: reordered, size: size) == CGRect(origin: .zero, size: size))
        var clipped = old
        clipped.append(.pushClip(CGRect(x: 0, y: 0, width: 10, height: 10)))
        clipped.append(.popClip)
        #expect(renderer.damage(from: old, to: clipped, size: size) == CGRect(origin: .zero, size: size))
    }

    @Test("Drawing only the damage over the old picture gives the new picture")
    func damageAddsUp() throws {
        let renderer = try Renderers.at(2)
        let size = CGSize(width: 120, height: 60)
        var old = DisplayList()
        old.append(.text(TextRun(origin: CGPoint(x: 4, y: 4), string: "Hidden Album", font: .body)))
        old.append(.symbol(SymbolRun(name: "checkmark", origin: CGPoint(x: 100, y: 30), color: DisplayColor(rgb8: 0x007AFF))))
        var new = DisplayList()
        new.append(.text(TextRun(origin: CGPoint(x: 4, y: 4), string: "Hidden Albums", font: .body)))
        new.append(.symbol(SymbolRun(name: "checkmark", origin: CGPoint(x: 100, y: 30), color: DisplayColor(rgb8: 0x007AFF))))
        let picture = renderer.image(of: old, size: size)
        let area = try #require(renderer.damage(from: old, to: new, size: size))
        #expect(area.maxY < 30, "the check mark below is not drawn again: \(area)")
        #expect(renderer.update(picture, from: old, to: new) == area)
        #expect(picture.pngData() == renderer.image(of: new, size: size).pngData())
        #expect(renderer.update(picture, from: new, to: new) == nil, "nothing changed, nothing drawn")
    }
}
