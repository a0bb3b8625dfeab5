import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// 2023-11-14 22:13:20 UTC: 07:13 the next morning in Seoul.
private let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)
private let seoul = TimeZone(identifier: "Asia/Seoul")!
private let seedNames = ["Seoul", "Cupertino", "London", "New York", "Tokyo"]

/// A World Clock screen on a temporary database, shown in a headless host at the top of a
/// navigation controller, with a fixed clock.
@MainActor
private struct ClockScreen {
    let file: WorldClockTemporaryFile
    let host: HeadlessHost
    let navigation: UINavigationController
    let controller: WorldClockViewController

    init(file: WorldClockTemporaryFile? = nil, size: CGSize = demoScreenSize, now: @escaping () -> Date = { fixedNow }) throws {
        let file = try file ?? WorldClockTemporaryFile()
        self.file = file
        controller = WorldClockViewController(store: try WorldClockStore(path: file.path), now: now, localTimeZone: seoul,
                                              refreshesEveryMinute: false)
        // The seed's screen, in Korean: its delete confirmation says 삭제.
        controller.deleteConfirmationTitle = WorldClockViewController.deleteTitle(environment: ["LANG": "ko_KR.UTF-8"])
        (host, navigation) = makeHost(showing: controller, size: size)
    }

    var store: WorldClockStore { controller.store! }
    var table: UITableView { controller.tableView }

    /// The cities' names as the database has them.
    func storedNames() throws -> [String] { try store.cities().map(\.name) }

    /// The window point of column `x` on the first line of row `row` (scrolled into view).
    func point(ofRow row: Int, x: CGFloat) -> CGPoint {
        table.focusRow(at: IndexPath(row: row, section: 0))
        host.layout()
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        let origin = table.convert(rect.origin, to: nil)
        return CGPoint(x: x, y: origin.y)
    }

    /// The names in the rows the table shows, top to bottom.
    func shownNames() -> [String?] {
        host.layout()
        return (table.indexPathsForVisibleRows ?? []).sorted().map { (table.cellForRow(at: $0) as? WorldClockCell)?.cityLabel.text }
    }

    /// Table, model and database agree, and the positions are `0..<n`.
    func expectAgreement(_ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        host.finishAnimations()
        let stored = try store.cities()
        #expect(controller.cities == stored, "model vs database \(context)", sourceLocation: sourceLocation)
        #expect(table.numberOfRows(inSection: 0) == stored.count, "table row count \(context)", sourceLocation: sourceLocation)
        let visible = (table.indexPathsForVisibleRows ?? []).sorted()
        #expect(shownNames() == visible.map { stored.indices.contains($0.row) ? stored[$0.row].name : nil },
                "rows on screen \(context)", sourceLocation: sourceLocation)
        #expect(stored.map(\.position) == Array(stored.indices), sourceLocation: sourceLocation)
        #expect(try store.checkIntegrity().isEmpty, "\(context)", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("World Clock screen")
struct WorldClockScreenTests {
    // MARK: Showing the list

    @Test("Rows show the city, its day and offset from the local zone, and its time; the bar has Edit and +")
    func rows() throws {
        let screen = try ClockScreen()
        let lines = screen.host.screenLines()
        #expect(lines[0].hasPrefix(" Edit") && lines[0].contains("World Clock") && lines[0].hasSuffix("+"))
        #expect(lines[1] == "▌Seoul" + String(repeating: " ", count: 48) + "07:13", "the first row has the focus")
        #expect(lines[2].hasPrefix("▌Today, +0HRS"))
        #expect(lines[3].hasPrefix(" Cupertino") && lines[3].hasSuffix("14:13"))
        #expect(lines[4].hasPrefix(" Yesterday, -17HRS"))
        #expect(screen.controller.cities.map(\.name) == seedNames)
        #expect(screen.controller.title == "World Clock")
    }

    @Test("The screen's snapshots: the list, and the editing chrome with the 삭제 confirmation")
    func snapshots() throws {
        let screen = try ClockScreen()
        screen.host.verifySnapshot(named: "world-clock")
        screen.host.press(.character("e"))
        screen.host.verifySnapshot(named: "world-clock-editing")
        screen.host.press(.down)
        screen.host.press(.backspace)
        screen.host.verifySnapshot(named: "world-clock-delete-confirmation")
    }

    @Test("The clock moves on when the minute turns: refreshTimes shows the new time in every visible row")
    func refreshTimes() throws {
        var date = fixedNow
        let screen = try ClockScreen(now: { date })
        #expect(screen.host.screenLines()[1].hasSuffix("07:13"))
        date = fixedNow.addingTimeInterval(47 * 60)
        screen.controller.refreshTimes()
        #expect(screen.host.screenLines()[1].hasSuffix("08:00"))
        #expect(screen.host.screenLines()[9].hasSuffix("08:00"), "Tokyo")
    }

    @Test("The minute timer wakes once a minute, runs while the screen is visible and stops under the add screen")
    func minuteTimer() throws {
        #expect(abs(MinuteTicker.delayToNextMinute(from: fixedNow) - 40.01) < 0.001)
        #expect(abs(MinuteTicker.delayToNextMinute(from: Date(timeIntervalSince1970: 1_699_999_980)) - 60.01) < 0.001)
        let file = try WorldClockTemporaryFile()
        let controller = WorldClockViewController(databasePath: file.path, now: { fixedNow }, localTimeZone: seoul)
        let (host, navigation) = makeHost(showing: controller)
        #expect(controller.isRefreshingEveryMinute)
        host.press(.character("a"))
        #expect(navigation.topViewController is TimeZonePickerViewController)
        #expect(!controller.isRefreshingEveryMinute)
        host.press(.escape)
        #expect(controller.isRefreshingEveryMinute)
        _ = navigation.popViewController(animated: false)
        withExtendedLifetime(file) {}
    }

    // MARK: Editing

    @Test("Entering Edit (the button or e) shows ⊖ and ≡ on every row and hides the times; Done brings them back")
    func editingChrome() throws {
        let screen = try ClockScreen()
        let host = screen.host
        // The time's collapse is one constraint winning over weaker ones: no conflict to report.
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.tap("Edit") }
        #expect(reports.messages.isEmpty, "\(reports.messages)")
        #expect(screen.controller.isEditing && screen.table.isEditing)
        var lines = host.screenLines()
        #expect(lines[0].hasPrefix(" Done"))
        for (line, name) in zip(stride(from: 1, to: 10, by: 2), seedNames) {
            #expect(lines[line].contains("⊖ \(name)") && lines[line].hasSuffix("≡"), "\(lines[line])")
            #expect(!lines[line].contains(":"), "the time is hidden: \(lines[line])")
        }
        for row in 0..<5 {
            let cell = try #require(screen.table.cellForRow(at: IndexPath(row: row, section: 0)) as? WorldClockCell)
            #expect(cell.timeLabel.isHidden && cell.editingStyle == .delete && cell.showsReorderControl)
            #expect(cell.timeLabel.frame.width == 0)
        }
        host.press(.character("e"))
        #expect(!screen.table.isEditing)
        lines = host.screenLines()
        #expect(lines[0].hasPrefix(" Edit"))
        #expect(lines[1].hasSuffix("07:13") && !lines[1].contains("⊖") && !lines[1].contains("≡"))
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WorldClockCell)
        #expect(!cell.timeLabel.isHidden)
    }

    @Test("Delete with the mouse: ⊖ shows 삭제, tapping it removes the city from table, model and database")
    func deleteWithControl() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("e"))
        host.tap("⊖", onLineWith: "London")
        let london = try #require(screen.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(london.showingDeleteConfirmation)
        #expect(try screen.storedNames() == seedNames, "nothing is deleted before the confirmation")
        host.tap("삭제")
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Seoul", "Cupertino", "New York", "Tokyo"])
        #expect(!host.screenText().contains("London"))
    }

    @Test("The delete confirmation follows the language: 삭제 in Korean, UIKit's Delete otherwise")
    func deleteTitleFollowsTheLanguage() throws {
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "ko_KR.UTF-8"]) == "삭제")
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"]) == nil)
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "ko"]) == "삭제")
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "kok_IN"]) == nil, "Konkani is not Korean")
        #expect(WorldClockViewController.deleteTitle(environment: ["LANG": "ko"]) == "삭제")
        #expect(WorldClockViewController.deleteTitle(environment: [:]) == nil)
        let screen = try ClockScreen()
        screen.controller.deleteConfirmationTitle = WorldClockViewController.deleteTitle(environment: ["LANG": "en_US.UTF-8"])
        screen.host.press(.character("e"))
        screen.host.press(.down)
        screen.host.press(.backspace)
        #expect(screen.host.screenLines()[3].hasSuffix("Delete"), "\(screen.host.screenLines()[3])")
        #expect(!screen.host.screenText().contains("삭제"))
    }

    @Test("Delete from the keyboard while editing: Delete shows 삭제, Esc cancels, Delete then Return deletes")
    func deleteWithKeyboard() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("e"))
        host.press(.down)                     // from Seoul to Cupertino
        host.press(.backspace)
        #expect(host.screenLines()[3].hasSuffix("삭제"))
        host.press(.escape)
        #expect(!host.screenText().contains("삭제"))
        #expect(screen.navigation.viewControllers.count == 1)
        host.press(.backspace)
        host.press(.enter)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Seoul", "London", "New York", "Tokyo"])
    }

    @Test("Alt-↓ and Shift-↑ move the focused city; the database's order follows, written as positions 0..<n")
    func moveWithKeyboard() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("e"))
        host.press(.down, modifiers: .alternate)   // Seoul has the focus
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Cupertino", "Seoul", "London", "New York", "Tokyo"])
        host.press(.down, modifiers: .alternate)
        host.press(.down, modifiers: .alternate)
        #expect(try screen.storedNames() == ["Cupertino", "London", "New York", "Seoul", "Tokyo"])
        #expect(screen.table.indexPathForFocusedRow == IndexPath(row: 3, section: 0))
        host.press(.up, modifiers: .shift)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Cupertino", "London", "Seoul", "New York", "Tokyo"])
    }

    @Test("Dragging a ≡ grip moves the city where it is dropped")
    func moveWithGrip() throws {
        let screen = try ClockScreen()
        screen.host.press(.character("e"))
        let from = screen.point(ofRow: 0, x: 58)
        let to = screen.point(ofRow: 3, x: 58)
        screen.host.drag(from: from, to: to)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Cupertino", "London", "New York", "Seoul", "Tokyo"])
    }

    @Test("Outside editing, a drag to the left reveals 삭제 and a tap on it deletes; so do Delete then Return")
    func swipeToDelete() throws {
        let screen = try ClockScreen()
        let host = screen.host
        let tokyo = screen.point(ofRow: 4, x: 40)
        host.drag(from: tokyo, to: CGPoint(x: 30, y: tokyo.y))
        #expect(host.screenLines()[Int(tokyo.y)].hasSuffix("삭제"), "\(host.screenLines()[Int(tokyo.y)])")
        host.tap("삭제")
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Seoul", "Cupertino", "London", "New York"])

        screen.table.focusRow(at: IndexPath(row: 0, section: 0))
        host.press(.backspace)
        #expect(host.screenLines()[1].hasSuffix("삭제"))
        host.press(.enter)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Cupertino", "London", "New York"])
        #expect(!screen.table.isEditing)
    }

    // MARK: Adding

    @Test("a pushes Choose a City; type-ahead finds Paris, Return adds it at the end and comes back")
    func addWithKeyboard() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("a"))
        let picker = try #require(screen.navigation.topViewController as? TimeZonePickerViewController)
        #expect(picker.title == "Choose a City")
        #expect(host.screenLines()[0].hasPrefix(" \(picker.entries.count) cities · type a name"))
        #expect(host.screenLines()[1].contains("Choose a City"))
        host.type("Paris")
        #expect(screen.table !== picker.tableView)
        let focused = try #require(picker.tableView.indexPathForFocusedRow)
        #expect(picker.entries[focused.row] == TimeZoneCatalog.Entry(name: "Paris", timeZoneIdentifier: "Europe/Paris"))
        host.press(.enter, interval: 1.5)
        #expect(screen.navigation.topViewController === screen.controller)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == seedNames + ["Paris"])
        #expect(screen.table.indexPathForFocusedRow == IndexPath(row: 5, section: 0))
        #expect(host.screenText().contains("Paris"))
    }

    @Test("+ and the + button open the picker too; Esc and Cancel come back without adding anything")
    func addCancelled() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("+"))
        #expect(screen.navigation.topViewController is TimeZonePickerViewController)
        host.press(.escape)
        #expect(screen.navigation.topViewController === screen.controller)
        host.tap(at: CGPoint(x: 58, y: 0))
        #expect(screen.navigation.topViewController is TimeZonePickerViewController)
        host.tap("Cancel")
        #expect(screen.navigation.topViewController === screen.controller)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == seedNames)
    }

    @Test("Cities already listed show ✓ and cannot be chosen; a click on another city adds it, even while editing")
    func listedCitiesAreDisabled() throws {
        let screen = try ClockScreen()
        let host = screen.host
        host.press(.character("e"))
        host.press(.character("a"))
        let picker = try #require(screen.navigation.topViewController as? TimeZonePickerViewController)
        let seoulRow = try #require(picker.entries.firstIndex { $0.timeZoneIdentifier == "Asia/Seoul" })
        #expect(picker.isListed(seoulRow))
        picker.tableView.focusRow(at: IndexPath(row: seoulRow, section: 0))
        host.layout()
        #expect(host.screenLines().contains { $0.contains("Seoul") && $0.contains("✓") })
        host.press(.enter)
        #expect(screen.navigation.topViewController === picker, "a listed city is not added again")
        // Cupertino is listed with Los Angeles's zone; Los Angeles itself can still be added.
        let losAngeles = try #require(picker.entries.firstIndex { $0.timeZoneIdentifier == "America/Los_Angeles" })
        #expect(!picker.isListed(losAngeles))
        picker.tableView.focusRow(at: IndexPath(row: losAngeles, section: 0))
        host.tap("Los Angeles")
        #expect(screen.navigation.topViewController === screen.controller)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == seedNames + ["Los Angeles"])
        #expect(screen.table.isEditing)
        #expect(host.screenLines().contains { $0.contains("⊖ Los Angeles") && $0.hasSuffix("≡") })
    }

    // MARK: Persistence and errors

    @Test("A new screen on the same file shows the order and the cities the last one left")
    func restart() throws {
        let file = try WorldClockTemporaryFile()
        do {
            let screen = try ClockScreen(file: file)
            screen.host.press(.character("e"))
            screen.host.press(.down, modifiers: .alternate)    // Cupertino, Seoul, ...
            screen.host.press(.backspace)
            screen.host.press(.enter)                           // Seoul deleted
            #expect(try screen.storedNames() == ["Cupertino", "London", "New York", "Tokyo"])
        }
        let again = try ClockScreen(file: file)
        #expect(again.controller.cities.map(\.name) == ["Cupertino", "London", "New York", "Tokyo"])
        #expect(again.shownNames() == ["Cupertino", "London", "New York", "Tokyo"])
        try again.expectAgreement()
    }

    @Test("A store error is shown in an alert, and table, model and database agree again", arguments: ["delete", "move", "add"])
    func storeError(change: String) throws {
        let screen = try ClockScreen()
        let host = screen.host
        // Another connection makes the file refuse changes, as a damaged or locked-down file would.
        try WorldClockStore.executeRawSQL("""
            CREATE TRIGGER refuse_delete BEFORE DELETE ON city BEGIN SELECT RAISE(ABORT, 'the file refuses changes'); END;
            CREATE TRIGGER refuse_update BEFORE UPDATE ON city BEGIN SELECT RAISE(ABORT, 'the file refuses changes'); END;
            CREATE TRIGGER refuse_insert BEFORE INSERT ON city BEGIN SELECT RAISE(ABORT, 'the file refuses changes'); END;
            """, atPath: screen.file.path)
        host.press(.character("e"))
        host.press(.down)                                       // Cupertino
        switch change {
        case "delete":
            host.press(.backspace)
            host.press(.enter)
        case "move":
            host.press(.down, modifiers: .alternate)
        default:
            host.press(.character("a"))
            host.type("Paris")
            host.press(.enter, interval: 1.5)
        }
        let alert = try #require(screen.controller.presentedViewController as? UIAlertController)
        #expect(alert.title == "The change was not saved")
        #expect(alert.message?.contains("the file refuses changes") == true)
        #expect(screen.controller.lastStoreError == alert.message)
        #expect(host.screenText().contains("The change was not saved"))
        host.press(.escape)
        #expect(screen.controller.presentedViewController == nil)
        try screen.expectAgreement(change)
        #expect(try screen.storedNames() == seedNames)
        #expect(screen.shownNames() == seedNames)
        #expect(screen.navigation.topViewController === screen.controller)

        // Once the file takes changes again, so does the screen.
        try WorldClockStore.executeRawSQL("DROP TRIGGER refuse_delete; DROP TRIGGER refuse_update; DROP TRIGGER refuse_insert;",
                                          atPath: screen.file.path)
        screen.table.focusRow(at: IndexPath(row: 1, section: 0))
        host.press(.down, modifiers: .alternate)
        try screen.expectAgreement()
        #expect(try screen.storedNames() == ["Seoul", "London", "Cupertino", "New York", "Tokyo"])
    }

    @Test("A city another program deleted meanwhile: deleting it again just shows what the file holds")
    func deletedElsewhere() throws {
        let screen = try ClockScreen()
        let other = try WorldClockStore(path: screen.file.path)
        let london = try #require(try other.cities().first { $0.name == "London" })
        try other.delete(id: london.id)
        screen.host.press(.character("e"))
        screen.host.tap("⊖", onLineWith: "London")
        screen.host.tap("삭제")
        try screen.expectAgreement()
        #expect(screen.controller.cities.map(\.name) == ["Seoul", "Cupertino", "New York", "Tokyo"])
        #expect(screen.controller.presentedViewController == nil)
    }

    @Test("A file that is not a World Clock database: the screen explains instead of listing; Esc goes back, e and a do nothing")
    func unopenableDatabase() throws {
        let file = try WorldClockTemporaryFile()
        try Data("not a database, just some text that is long enough to be read as a header".utf8)
            .write(to: URL(fileURLWithPath: file.path))
        let controller = WorldClockViewController(databasePath: file.path, now: { fixedNow }, localTimeZone: seoul)
        let (host, navigation) = makeHost(showing: UIViewController())
        navigation.pushViewController(controller, animated: false)
        host.layout()
        #expect(controller.store == nil)
        let text = host.screenText()
        #expect(text.contains("The World Clock list is unavailable"))
        #expect(text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ").contains("is not an SQLite database"))
        host.press(.character("e"))
        host.press(.character("a"))
        #expect(!controller.isEditing)
        #expect(navigation.topViewController === controller)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        let lines = host.screenLines()
        #expect(lines[0] == " ‹ Back                 World Clock", "no Edit, no +")
        #expect(lines[1] == " The World Clock list is unavailable")
        #expect(lines[2] == " The World Clock database")
        #expect(lines.contains(" another file. Esc goes back, q quits."), "\(lines)")
        // (e and a started a type-ahead search on the empty table; Esc goes back once it ended.)
        host.press(.escape, interval: 2)
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(file) {}
    }

    @Test("The demo's clock screen uses WorldClockDemoDatabase.path, or a temporary file removed with the screen")
    func demoDatabaseLocation() throws {
        #expect(WorldClockDemoDatabase.path == nil)
        var temporaryPath: String?
        do {
            let controller = try #require(DemoScreen.named("clock")?.makeViewController() as? WorldClockViewController)
            temporaryPath = controller.store?.path
            #expect(temporaryPath.map { FileManager.default.fileExists(atPath: $0) } == true)
            #expect(controller.cities.map(\.name) == seedNames)
        }
        #expect(temporaryPath.map { FileManager.default.fileExists(atPath: $0) } == false, "removed with the screen")

        let file = try WorldClockTemporaryFile()
        WorldClockDemoDatabase.path = file.path
        defer { WorldClockDemoDatabase.path = nil }
        let controller = try #require(DemoScreen.named("clock")?.makeViewController() as? WorldClockViewController)
        #expect(controller.store?.path == file.path)
    }

    // MARK: Random edits

    /// One random step through the UI, applied to `reference` as the user meant it.
    private enum Step: CaseIterable {
        case deleteWithControl, deleteWithKeyboard, moveWithKeyboard, moveWithGrip, add, swipeDelete, swipeDeleteWithMouse
    }

    @Test("Random edits through the UI keep table, model and database in agreement", arguments: [1, 2, 3, 4] as [UInt64])
    func randomEdits(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let file = try WorldClockTemporaryFile()
        var reference = seedNames
        do {
            let screen = try ClockScreen(file: file)
            let host = screen.host
            let width = demoScreenSize.width
            func setEditing(_ editing: Bool) {
                if screen.table.isEditing != editing { host.press(.character("e")) }
            }
            for index in 0..<60 {
                let step = Step.allCases.randomElement(using: &random)!
                let count = reference.count
                var description = "step \(index) \(step)"
                switch step {
                case .deleteWithControl, .deleteWithKeyboard, .swipeDelete, .swipeDeleteWithMouse:
                    guard count > 0 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    description += " row \(row)"
                    setEditing(step == .deleteWithControl || step == .deleteWithKeyboard)
                    switch step {
                    case .deleteWithControl:
                        host.tap(at: screen.point(ofRow: row, x: 1))
                        host.tap(at: screen.point(ofRow: row, x: width - 4))
                    case .swipeDeleteWithMouse:
                        let point = screen.point(ofRow: row, x: 40)
                        host.drag(from: point, to: CGPoint(x: 30, y: point.y))
                        host.tap(at: CGPoint(x: width - 4, y: point.y))
                    default:
                        screen.table.focusRow(at: IndexPath(row: row, section: 0))
                        host.press(.backspace)
                        host.press(.enter)
                    }
                    reference.remove(at: row)
                case .moveWithKeyboard:
                    guard count > 1 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    let down = row == 0 || (row < count - 1 && Bool.random(using: &random))
                    description += " row \(row) \(down ? "down" : "up")"
                    setEditing(true)
                    screen.table.focusRow(at: IndexPath(row: row, section: 0))
                    host.press(down ? .down : .up, modifiers: Bool.random(using: &random) ? .alternate : .shift)
                    reference.swapAt(row, down ? row + 1 : row - 1)
                case .moveWithGrip:
                    guard count > 1 else { continue }
                    setEditing(true)
                    // Both rows on screen at once: within the rows visible around the source.
                    let source = Int.random(in: 0..<count, using: &random)
                    let start = screen.point(ofRow: source, x: width - 2)
                    let visible = (screen.table.indexPathsForVisibleRows ?? []).map(\.row).filter { row in
                        let y = screen.table.convert(screen.table.rectForRow(at: IndexPath(row: row, section: 0)).origin, to: nil).y
                        return row != source && y >= 1 && y < demoScreenSize.height - 4
                    }
                    guard let destination = visible.randomElement(using: &random) else { continue }
                    description += " \(source) → \(destination)"
                    let end = screen.table.convert(screen.table.rectForRow(at: IndexPath(row: destination, section: 0)).origin, to: nil)
                    host.drag(from: start, to: CGPoint(x: width - 2, y: end.y))
                    reference.insert(reference.remove(at: source), at: destination)
                case .add:
                    host.press(.character(Bool.random(using: &random) ? "a" : "+"))
                    let picker = try #require(screen.navigation.topViewController as? TimeZonePickerViewController)
                    let choices = picker.entries.indices.filter { !picker.isListed($0) && !reference.contains(picker.entries[$0].name) }
                    let choice = choices.randomElement(using: &random)!
                    description += " \(picker.entries[choice].name)"
                    picker.tableView.focusRow(at: IndexPath(row: choice, section: 0))
                    host.press(.enter)
                    reference.append(picker.entries[choice].name)
                }
                try screen.expectAgreement(description)
                let stored = try screen.storedNames()
                try #require(stored == reference, "\(description): \(stored) vs \(reference)")
                #expect(screen.navigation.topViewController === screen.controller)
                #expect(screen.controller.presentedViewController == nil)
            }
        }
        // A new screen on the file shows the same list.
        let again = try ClockScreen(file: file)
        #expect(again.controller.cities.map(\.name) == reference)
        try again.expectAgreement("after restart")
    }
}
