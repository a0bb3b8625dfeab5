import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTerminal

/// How each ``HostileTextPlace`` is shown: a scene per place that puts strings there, draws and
/// checks.
@MainActor
enum HostileTextScenes {
    static let rowsPerSection = 4

    /// The most frames a scroll through content takes in a regular run: long strings wrapped in
    /// narrow cells make content hundreds of screens tall, and the long mode sees all of it.
    static let maximumScrollFrames = LongChecks.isEnabled ? Int.max : 12

    /// Scrolls `scrollView` through its content a screen at a time (in longer steps, past
    /// ``maximumScrollFrames`` screens), checking each frame.
    static func scrollThrough(_ scrollView: UIScrollView, _ checked: CheckedTerminalApplication, _ context: () -> String) {
        checked.app.window.layoutIfNeeded()
        var end: CGFloat { scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height }
        var y = -scrollView.adjustedContentInset.top
        var frames = 0
        while checked.check("\(context()), scrolled to \(y)") {
            guard y < end else { return }
            // Rows measured on the way change the end: the step shares what is left among the
            // frames left.
            frames += 1
            let framesLeft = CGFloat(max(1, maximumScrollFrames - frames))
            y = min(end, y + max(max(1, scrollView.bounds.height - 1), ((end - y) / framesLeft).rounded(.up)))
            scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            checked.draw()
        }
    }

    // MARK: Tables

    static func table(_ strings: HostileStrings, style: UITableView.Style, usesContentConfigurations: Bool,
                      passes: Range<Int>, in checked: CheckedTerminalApplication) {
        let source = HostileTableSource(strings, usesContentConfigurations: usesContentConfigurations)
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = source
        table.delegate = source
        checked.app.rootView = table
        // Each pass gives every string another role: another cell style, label and title.
        for pass in passes {
            source.pass = pass
            table.reloadData()
            table.setContentOffset(.zero, animated: false)
            checked.draw()
            scrollThrough(table, checked) { "\(style) table, pass \(pass)" }
            if checked.hasFailed { break }
        }
        withExtendedLifetime(source) {}
    }

    static func swipeActions(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let source = HostileTableSource(strings, usesContentConfigurations: false)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        checked.app.rootView = table
        checked.draw()
        // Row n shows strings n, n + 1 (trailing) and n + 2 (leading): every third row shows them all.
        for index in stride(from: 0, to: strings.count, by: 3) where !checked.hasFailed {
            if index > 0 { for _ in 0..<3 { checked.press(.down) } } else { checked.press(.down) }
            checked.press(.right)
            checked.check("trailing swipe actions of the row of \(strings.label(index))")
            checked.press(.escape)
            checked.press(.left)
            checked.check("leading swipe actions of the row of \(strings.label(index))")
            checked.press(.escape)
            checked.check("swipe actions closed on the row of \(strings.label(index))")
        }
        withExtendedLifetime(source) {}
    }

    static func contextMenu(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let source = HostileTableSource(strings, usesContentConfigurations: false)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        checked.app.rootView = table
        checked.draw()
        // Row n's menu shows strings n, n + 1, n + 3 and n + 7, its submenu n + 3, n + 5 and
        // n + 6 (subtitles are not drawn): every fourth row's menu and submenu show them all.
        for index in stride(from: 0, to: strings.count, by: 4) where !checked.hasFailed {
            if index > 0 { for _ in 0..<4 { checked.press(.down) } } else { checked.press(.down) }
            checked.press(.menu)
            checked.check("context menu of the row of \(strings.label(index))")
            // The second item is a submenu: open it.
            checked.press(.down)
            checked.press(.enter)
            checked.check("submenu of the row of \(strings.label(index))")
            checked.press(.escape)
            checked.press(.escape)
            checked.check("context menu closed on the row of \(strings.label(index))")
        }
        withExtendedLifetime(source) {}
    }

    static func refreshControl(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let source = HostileTableSource(strings, usesContentConfigurations: false)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        let control = UIRefreshControl()
        table.refreshControl = control
        checked.app.rootView = table
        control.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        for index in 0..<strings.count where !checked.hasFailed {
            control.attributedTitle = NSAttributedString(string: strings[index])
            checked.draw()
            checked.check("refresh control titled \(strings.label(index))")
        }
        control.endRefreshing()
        withExtendedLifetime(source) {}
    }

    // MARK: Collection view lists

    static func collectionList(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let source = HostileCollectionSource(strings)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned source] indexPath in
            source.swipeActions(at: source.index(of: indexPath))
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.dataSource = source
        collection.delegate = source
        checked.app.rootView = collection
        for pass in 0..<2 {
            source.pass = pass
            collection.reloadData()
            collection.setContentOffset(.zero, animated: false)
            checked.draw()
            scrollThrough(collection, checked) { "collection view list, pass \(pass)" }
            if checked.hasFailed { break }
        }
        // Swipe actions on the first items, from the keyboard.
        collection.setContentOffset(.zero, animated: false)
        checked.draw()
        for index in 0..<min(strings.count, 8) where !checked.hasFailed {
            checked.press(.down)
            checked.press(.right)
            checked.check("collection view list swipe actions of item \(index)")
            checked.press(.escape)
        }
        withExtendedLifetime(source) {}
    }

    // MARK: Navigation bars

    static func navigationBar(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let root = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        checked.app.rootViewController = navigation
        navigation.pushViewController(top, animated: false)
        for index in 0..<strings.count where !checked.hasFailed {
            root.title = strings[index + 1]
            root.navigationItem.backButtonTitle = index % 3 == 0 ? strings[index + 2] : nil
            top.title = strings[index]
            top.navigationItem.prompt = index % 2 == 0 ? strings[index + 3] : nil
            top.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: strings[index + 4], style: .plain, primaryAction: nil),
                UIBarButtonItem(title: strings[index + 5], style: .done, primaryAction: nil),
            ]
            top.navigationItem.leftBarButtonItem = index % 4 == 1 ? UIBarButtonItem(title: strings[index + 6], style: .plain, primaryAction: nil) : nil
            checked.draw()
            checked.check("navigation bar titled \(strings.label(index))")
        }
    }

    // MARK: Alerts

    static func alert(_ strings: HostileStrings, style: UIAlertController.Style, in checked: CheckedTerminalApplication) {
        let root = UIViewController()
        checked.app.rootViewController = root
        checked.draw()
        for index in 0..<strings.count where !checked.hasFailed {
            let alert = UIAlertController(title: strings[index], message: index % 5 == 4 ? nil : strings[index + 1], preferredStyle: style)
            alert.addAction(UIAlertAction(title: strings[index + 2], style: .default))
            alert.addAction(UIAlertAction(title: strings[index + 3], style: .destructive))
            alert.addAction(UIAlertAction(title: strings[index + 4], style: .cancel))
            root.present(alert, animated: false)
            checked.draw()
            checked.check("\(style) titled \(strings.label(index))")
            checked.press(.down)
            checked.check("\(style) titled \(strings.label(index)), second action highlighted")
            alert.dismiss(animated: false)
        }
        checked.draw()
        checked.check("the last \(style) dismissed")
    }

    // MARK: Text input

    static func textField(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: checked.columns, height: checked.rows))
        let shown = UITextField(frame: CGRect(x: 0, y: 0, width: checked.columns, height: 1))
        let placeholder = UITextField(frame: CGRect(x: 0, y: 2, width: checked.columns / 2, height: 1))
        let editing = UITextField(frame: CGRect(x: 0, y: 4, width: checked.columns, height: 1))
        for field in [shown, placeholder, editing] { root.addSubview(field) }
        checked.app.rootView = root
        for index in 0..<strings.count where !checked.hasFailed {
            shown.text = strings[index]
            placeholder.placeholder = strings[index + 1]
            editing.placeholder = strings[index + 2]
            editing.text = strings[index + 3]
            _ = editing.becomeFirstResponder()
            checked.draw()
            checked.check("text fields showing \(strings.label(index))")
            checked.press(.home)
            checked.press(.right, .shift)
            checked.check("text field editing \(strings.label(index + 3)), the first character selected")
            editing.text = ""
            checked.send(.paste(strings[index]))
            checked.check("text field after pasting \(strings.label(index))")
            _ = editing.resignFirstResponder()
        }
    }

    static func searchBar(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: checked.columns, height: checked.rows))
        let withText = UISearchBar(frame: .zero)
        let empty = UISearchBar(frame: .zero)
        for bar in [withText, empty] { root.addSubview(bar) }
        checked.app.rootView = root
        for index in 0..<strings.count where !checked.hasFailed {
            withText.text = strings[index]
            withText.placeholder = strings[index + 1]
            withText.prompt = index % 2 == 0 ? strings[index + 2] : nil
            withText.setShowsCancelButton(index % 3 == 0, animated: false)
            empty.text = nil
            empty.placeholder = strings[index + 3]
            empty.prompt = strings[index + 4]
            let size = CGSize(width: CGFloat(checked.columns), height: CGFloat(checked.rows))
            withText.frame = CGRect(x: 0, y: 0, width: size.width, height: withText.sizeThatFits(size).height)
            empty.frame = CGRect(x: 0, y: 4, width: size.width, height: empty.sizeThatFits(size).height)
            checked.draw()
            checked.check("search bars showing \(strings.label(index))")
        }
    }

    // MARK: The host's own

    static func keyHelp(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        let table = UITableView(frame: .zero, style: .plain)
        checked.app.rootView = table
        // Tall enough for the standard keys and the application's two entries after them.
        checked.resize(columns: checked.columns, rows: max(checked.rows, TerminalKeyHelpView.standardEntries.count + 6))
        for index in 0..<strings.count where !checked.hasFailed {
            checked.app.helpEntries = [(keys: strings[index], action: strings[index + 1]), (keys: "x", action: strings[index + 2])]
            checked.app.showHelp()
            checked.draw()
            checked.check("key help with \(strings.label(index))")
            checked.press(.down)
            checked.check("key help closed after \(strings.label(index))")
        }
    }

    static func clipboard(_ strings: HostileStrings, in checked: CheckedTerminalApplication) {
        checked.app.rootView = UITableView(frame: .zero, style: .plain)
        checked.allowsClipboard = true
        checked.draw()
        for index in 0..<strings.count where !checked.hasFailed {
            let copies = checked.clipboard.count
            UIPasteboard.general.string = strings[index]
            guard checked.check("copying \(strings.label(index))") else { break }
            if checked.clipboard.count != copies + 1 || !strings[index].unicodeScalars.starts(with: checked.clipboard.last?.unicodeScalars ?? "".unicodeScalars) {
                checked.recordFailure("copying \(strings.label(index)) put \(checked.clipboard.last.debugDescription) on the clipboard")
            }
        }
    }
}
