import Foundation
import Trestle

/// A measured run of the Contacts screen without a terminal (`trestle-demo --measure-contacts`):
/// the figures the project quotes for it, taken from the real screen in a window of the
/// terminal's size, with the same frames a terminal host draws (a cell grid per frame).
///
/// 1. Opening: from the start of the process's code to the first frame showing names (the file
///    seeded before, or seeded now and timed separately).
/// 2. Scrolling end to end a page at a time with PgDn: the time from each key to its frame while
///    pages load off the main actor, and the most resident memory seen.
/// 3. Jumping by the section index to every section: the time from the click to its frame.
@MainActor
public enum ContactsMeasurement {
    public struct Report: CustomStringConvertible, Sendable {
        public var contacts = 0
        public var seedingSeconds: Double?
        public var firstFrameMilliseconds = 0.0
        public var pageDownKeys = 0
        public var keyToFrameMedianMilliseconds = 0.0
        public var keyToFrameP99Milliseconds = 0.0
        public var keyToFrameMaximumMilliseconds = 0.0
        public var placeholderFrames = 0
        /// The most the content moved on one PgDn, in lines.
        public var largestPageMove = 0.0
        /// The content offset PgDn reached, and the end it was going to.
        public var pageDownReached = 0.0
        public var pageDownEnd = 0.0
        public var maximumResidentMegabytes = 0.0
        public var indexJumps = 0
        public var indexJumpMedianMilliseconds = 0.0
        public var indexJumpMaximumMilliseconds = 0.0
        public var sectionKeyJumps = 0
        public var sectionKeyJumpMedianMilliseconds = 0.0
        public var sectionKeyJumpMaximumMilliseconds = 0.0

        public var description: String {
            var lines = ["contacts: \(contacts)"]
            if let seedingSeconds { lines.append(String(format: "seeding: %.2f s", seedingSeconds)) }
            lines.append(String(format: "first frame with names: %.1f ms after the process's code started", firstFrameMilliseconds))
            lines.append(String(format: "PgDn to the end: %d keys, key to frame median %.3f ms, p99 %.3f ms, max %.3f ms; %d frames showed placeholders",
                                pageDownKeys, keyToFrameMedianMilliseconds, keyToFrameP99Milliseconds, keyToFrameMaximumMilliseconds, placeholderFrames))
            lines.append(String(format: "PgDn reached offset %.0f of %.0f; the most one press moved: %.0f lines", pageDownReached, pageDownEnd, largestPageMove))
            lines.append(String(format: "resident memory, most seen: %.1f MB", maximumResidentMegabytes))
            lines.append(String(format: "index jumps: %d, click to frame median %.3f ms, max %.3f ms",
                                indexJumps, indexJumpMedianMilliseconds, indexJumpMaximumMilliseconds))
            lines.append(String(format: "Alt-↓ through every section: %d jumps, key to frame median %.3f ms, max %.3f ms",
                                sectionKeyJumps, sectionKeyJumpMedianMilliseconds, sectionKeyJumpMaximumMilliseconds))
            return lines.joined(separator: "\n")
        }
    }

    /// Runs the measurement on the file at `path` (seeding it with `count` people if it is new).
    /// `processStart` is the uptime when the process's code started.
    public static func run(path: String, count: Int, processStart: TimeInterval, size: CGSize = CGSize(width: 80, height: 24)) async -> Report {
        var report = Report()
        let clock = { ProcessInfo.processInfo.systemUptime }
        let source = ContactsSource(path: path, count: count, temporaryFolder: nil)
        if (try? ContactsDatabase(path: path).seededCount()) == nil {
            let start = clock()
            _ = try? source.open()
            report.seedingSeconds = clock() - start
        }
        let openStart = report.seedingSeconds == nil ? processStart : clock()
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), metrics: .terminal)
        let window = UIWindow(frame: screen.bounds, screen: screen)
        let contacts = ContactsViewController(source: source)
        window.rootViewController = UINavigationController(rootViewController: contacts)
        window.makeKeyAndVisible()
        func frame() -> Bool {
            window.advanceAnimations(to: clock())
            window.layoutIfNeeded()
            // The terminal host's frame: the window rasterized into a cell grid.
            let grid = window.cellGrid()
            // A frame with placeholders shows "…" rows.
            return grid.lines.contains { $0.hasPrefix(" …") }
        }
        // Opening: frames as the host would draw them, until names show.
        while true {
            let placeholders = frame()
            if contacts.isLoaded && !placeholders && (contacts.tableView.indexPathsForVisibleRows?.isEmpty == false) { break }
            await Task.yield()
            try? await Task.sleep(for: .microseconds(200))
        }
        report.firstFrameMilliseconds = (clock() - openStart) * 1000
        let table: UITableView = contacts.tableView
        report.contacts = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }

        // PgDn to the end.
        var keyTimes: [Double] = []
        var memory = residentMegabytes()
        let pageDown = UIKey(keyCode: .keyboardPageDown, modifierFlags: [])
        while table.contentOffset.y < table.validContentOffsetYRange.upperBound {
            let start = clock()
            let before = table.contentOffset.y
            _ = window.deliver(pageDown, timestamp: start)
            let placeholders = frame()
            report.largestPageMove = max(report.largestPageMove, Double(table.contentOffset.y - before))
            keyTimes.append((clock() - start) * 1000)
            if placeholders { report.placeholderFrames += 1 }
            if keyTimes.count % 64 == 0 { memory = max(memory, residentMegabytes()) }
            // The pages asked for arrive between keys, as they do between a person's presses.
            await Task.yield()
        }
        memory = max(memory, residentMegabytes())
        report.pageDownKeys = keyTimes.count
        report.pageDownReached = Double(table.contentOffset.y)
        report.pageDownEnd = Double(table.validContentOffsetYRange.upperBound)
        report.keyToFrameMedianMilliseconds = median(keyTimes)
        report.keyToFrameP99Milliseconds = percentile(keyTimes, 0.99)
        report.keyToFrameMaximumMilliseconds = keyTimes.max() ?? 0

        // Index jumps: each title's line in the index column.
        var jumpTimes: [Double] = []
        for (_, point) in table.sectionIndexTitlePoints {
            let start = clock()
            guard let view = window.hitTest(point, with: nil) else { continue }
            let touch = UITouch(view: view, window: window, location: point, phase: .began, timestamp: start)
            window.send(touch, timestamp: start)
            touch.move(to: point, phase: UITouch.Phase.ended, timestamp: start)
            window.send(touch, timestamp: start)
            _ = frame()
            jumpTimes.append((clock() - start) * 1000)
            await Task.yield()
        }
        report.indexJumps = jumpTimes.count
        report.indexJumpMedianMilliseconds = median(jumpTimes)
        report.indexJumpMaximumMilliseconds = jumpTimes.max() ?? 0

        // Alt-↓ from the top through every section's index title.
        var sectionTimes: [Double] = []
        table.setContentOffset(CGPoint(x: 0, y: table.validContentOffsetYRange.lowerBound), animated: false)
        _ = frame()
        let altDown = UIKey(keyCode: .keyboardDownArrow, modifierFlags: .alternate)
        for _ in 1..<table.numberOfSections {
            let start = clock()
            _ = window.deliver(altDown, timestamp: start)
            _ = frame()
            sectionTimes.append((clock() - start) * 1000)
            await Task.yield()
        }
        report.sectionKeyJumps = sectionTimes.count
        report.sectionKeyJumpMedianMilliseconds = median(sectionTimes)
        report.sectionKeyJumpMaximumMilliseconds = sectionTimes.max() ?? 0
        memory = max(memory, residentMegabytes())
        report.maximumResidentMegabytes = memory
        return report
    }

    private static func median(_ values: [Double]) -> Double {
        percentile(values, 0.5)
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    /// The process's resident memory, from /proc (0 where there is none).
    static func residentMegabytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
