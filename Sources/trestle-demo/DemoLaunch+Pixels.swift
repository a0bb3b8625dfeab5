// The pixel host's modes: --png writes a screen at iOS metrics.

import Foundation
import Trestle
import TrestleCore
import TrestleDemo
#if canImport(TrestlePixel)
import TrestlePixel
import TrestleX11
#endif

extension DemoLaunch {
    /// The size of the pictures: an iPhone's screen in points.
    static let pictureSize = CGSize(width: 390, height: 844)

    /// The window's display list once what the screen started in the background (opening a
    /// database, a first page of rows) has shown and its animations (the scroll indicators'
    /// flash) have ended: the main queue runs, and animations advance, until nothing has changed
    /// for 0.3 s, for 5 s at most.
    @MainActor
    static func settledDisplayList(of window: UIWindow) -> DisplayList {
        window.advanceAnimations(to: ProcessInfo.processInfo.systemUptime)
        var list = window.displayList()
        var unchangedSince = Date()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, window.isAnimating || Date().timeIntervalSince(unchangedSince) < 0.3 {
            RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            window.advanceAnimations(to: ProcessInfo.processInfo.systemUptime)
            let next = window.displayList()
            if next != list {
                list = next
                unchangedSince = Date()
            }
        }
        return list
    }

    /// Writes the screen, at iOS metrics and `scale` pixels a point, to `path` as a PNG.
    func writePNG(to path: String, scale: Double) -> Never {
        #if canImport(TrestlePixel)
        let temporaryFolder = useSnapshotDatabases()
        do {
            let style = PixelRenderer.environmentStyle
            let renderer = try PixelRenderer(scale: scale, style: style)
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: Self.pictureSize), metrics: renderer.metrics)
            screen.use(style)
            let window = UIWindow(frame: screen.bounds, screen: screen)
            window.showsKeyboardFocus = false
            let root = DemoRootViewController()
            root.showsStatusLine = false
            window.rootViewController = root
            window.makeKeyAndVisible()
            if let start { root.open(start) }
            window.layoutIfNeeded()
            try renderer.image(of: Self.settledDisplayList(of: window), size: Self.pictureSize).writePNG(to: path)
        } catch {
            FileHandle.standardError.write(Data("trestle-demo: \(error)\n".utf8))
            if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
            exit(1)
        }
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
        exit(0)
        #else
        Self.explainMissingPixelHost()
        #endif
    }

    /// The demo in an X11 window at iOS metrics, starting on the screen asked for. With `capture`,
    /// SIGUSR1 writes the window's frame, drawn afresh, to that file (CI compares it with what the
    /// X server shows).
    func runInWindow(scale: Double?, capture: String?) -> Never {
        #if canImport(TrestlePixel)
        useUserDatabases()
        let application: X11Application
        do {
            application = try X11Application(size: Self.pictureSize, scale: scale, title: "Trestle")
        } catch {
            FileHandle.standardError.write(Data("trestle-demo: \(error)\n".utf8))
            exit(1)
        }
        let root = DemoRootViewController()
        root.showsStatusLine = false
        application.rootViewController = root
        if let start { root.open(start) }
        // Digits open the first nine screens, as in the terminal, unless something takes text.
        let digitScreens = min(9, DemoScreen.all.count)
        application.helpEntries = [("1–\(digitScreens)", "open a screen"), ("Esc  Backspace", "back")]
        application.keyHandler = { key in
            guard key.modifierFlags.isEmpty, let digit = key.characters.first?.wholeNumberValue,
                  (1...digitScreens).contains(digit), !root.isTyping(at: ProcessInfo.processInfo.systemUptime),
                  root.navigation.presentedViewController == nil, root.presentedViewController == nil else { return false }
            root.open(digit - 1)
            return true
        }
        if let capture {
            signal(SIGUSR1, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    application.drawFrame()
                    do {
                        try application.freshPicture().writePNG(to: capture)
                    } catch {
                        FileHandle.standardError.write(Data("trestle-demo: \(error)\n".utf8))
                    }
                }
            }
            source.resume()
            Self.captureSource = source
        }
        application.run()
        #else
        Self.explainMissingPixelHost()
        #endif
    }

    /// The SIGUSR1 source of `--capture`, kept for the life of the process.
    nonisolated(unsafe) static var captureSource: DispatchSourceSignal?

    /// Says that this build has no pixel host and what to install, and exits with status 1.
    static func explainMissingPixelHost() -> Never {
        FileHandle.standardError.write(Data("""
            trestle-demo: this build has no pixel host: it needs Cairo and Pango. Install them
            (Debian, Ubuntu: apt-get install libcairo2-dev libpango1.0-dev fonts-inter fonts-noto-cjk
            fonts-noto-color-emoji) and build again.

            """.utf8))
        exit(1)
    }
}
