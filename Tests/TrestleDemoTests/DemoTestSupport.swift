import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// The size every demo screen test uses: a small terminal.
let demoScreenSize = CGSize(width: 60, height: 30)

/// A host showing `root` at the top of a navigation controller, as the demo shows its screens.
@MainActor
func makeHost(showing root: UIViewController, size: CGSize = demoScreenSize) -> (HeadlessHost, UINavigationController) {
    let host = HeadlessHost(size: size)
    let navigation = UINavigationController(rootViewController: root)
    host.rootViewController = navigation
    host.layout()
    return (host, navigation)
}

@MainActor
extension HeadlessHost {
    /// Where `text` first appears on screen (window coordinates of its first character), looking
    /// from line `fromLine` down.
    func location(of text: String, fromLine: Int = 0) -> CGPoint? {
        let lines = screenLines()
        for (y, line) in lines.enumerated() where y >= fromLine {
            if let range = line.range(of: text) {
                // Everything the demo draws before its text is one column per character.
                return CGPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }

    /// Taps the first place `text` appears on screen; a missing text is a test failure.
    func tap(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let point = location(of: text) else {
            Issue.record("'\(text)' is not on screen:\n\(screenText())", sourceLocation: sourceLocation)
            return
        }
        tap(at: point)
    }

    /// Taps `target` (a switch, a ⓘ…) on the line showing `text`.
    func tap(_ target: String, onLineWith text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let row = location(of: text), let point = location(of: target, fromLine: Int(row.y)), point.y == row.y else {
            Issue.record("no '\(target)' on the line with '\(text)':\n\(screenText())", sourceLocation: sourceLocation)
            return
        }
        tap(at: point)
    }

    /// Scrolls the scroll view under `point` from the top, a few lines at a time, until `text`
    /// is on screen below the navigation bar; a text never shown is a test failure.
    func reveal(_ text: String, scrollingAt point: CGPoint = CGPoint(x: 10, y: 5), sourceLocation: SourceLocation = #_sourceLocation) {
        scrollWheel(at: point, lines: -10_000)
        for _ in 0..<100 {
            if let found = location(of: text, fromLine: 1), found.y < window.bounds.height - 1 { return }
            scrollWheel(at: point, lines: 3)
        }
        Issue.record("scrolled to the end without seeing '\(text)'", sourceLocation: sourceLocation)
    }

    /// Compares the screen with the snapshot `name` of the calling test file.
    func verifySnapshot(named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = ScreenSnapshot.verify(screenLines(), named: name, testFilePath: filePath)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }
}

/// The switch drawings: on and off.
let switchOn = "(━━●)"
let switchOff = "(○──)"

@MainActor
extension HeadlessHost {
    /// The number of the screen's first line showing `text`, from line `fromLine` down.
    func line(showing text: String, fromLine: Int = 0) -> Int? {
        location(of: text, fromLine: fromLine).map { Int($0.y) }
    }
}
