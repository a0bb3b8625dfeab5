import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("Auto Layout's visual format language")
struct VisualFormatTests {
    /// A 390 × 100 container at iOS metrics with three views placed by constraints.
    func container() -> (HeadlessHost, UIView, [String: UIView]) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 100), metrics: .iOS)
        let root = UIView()
        host.rootView = root
        var views: [String: UIView] = [:]
        for name in ["icon", "title", "badge"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        return (host, root, views)
    }

    /// Reports made while `body` runs.
    func reports(_ body: () -> Void) -> [String] {
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { body() }
        return recorder.messages
    }

    @Test("A horizontal row: superview edges, the standard space, given spaces, sizes, and alignment")
    func horizontalRow() {
        let (host, _, views) = container()
        withExtendedLifetime(host) {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[icon(==28)]-12-[title]-(>=8)-[badge(60)]-|", options: .alignAllCenterY, metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[icon(40)]", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[badge(30)]", options: [], metrics: nil, views: views))
            host.layout()
            #expect(views["icon"]!.frame == CGRect(x: 8, y: 10, width: 28, height: 40), "at the superview's 8-point margin")
            #expect(views["badge"]!.frame == CGRect(x: 390 - 8 - 60, y: 15, width: 60, height: 30), "centred on the icon")
            #expect(views["title"]!.frame.minX == 48, "12 after the icon")
            #expect(views["title"]!.frame.midY == 30)
        }
    }

    @Test("A column with metrics, flush views, priorities and an equal size")
    func verticalColumn() {
        let (host, _, views) = container()
        withExtendedLifetime(host) {
            let metrics: [String: Any] = ["pad": 5, "tall": 30.0]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-pad-[icon(tall)][title(==icon)]-(>=0)-|", options: [.alignAllLeading, .alignAllTrailing],
                metrics: metrics, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: views))
            let optional = NSLayoutConstraint.constraints(withVisualFormat: "H:[badge(>=40@750)]", options: [], metrics: nil, views: views)
            #expect(optional.count == 1)
            #expect(optional.first?.priority == UILayoutPriority(750))
            #expect(optional.first?.relation == .greaterThanOrEqual)
            #expect(optional.first?.constant == 40)
            host.layout()
            #expect(views["icon"]!.frame == CGRect(x: 0, y: 5, width: 390, height: 30))
            #expect(views["title"]!.frame == CGRect(x: 0, y: 35, width: 390, height: 30), "flush below, as tall as the icon, aligned")
        }
    }

    @Test("Each part of a format makes UIKit's constraint: items, attributes, relations and constants")
    func constraintShapes() {
        let (host, root, views) = container()
        withExtendedLifetime(host) {
            let made = NSLayoutConstraint.constraints(withVisualFormat: "|-(>=20)-[icon]-[title]|", options: [], metrics: nil, views: views)
            #expect(made.count == 3)
            let margins = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[icon]-|", options: [], metrics: nil, views: views)
            #expect(margins.map(\.firstAttribute) == [.top, .bottomMargin] && margins.map(\.secondAttribute) == [.topMargin, .bottom],
                    "a standard space to the superview is its margin")
            #expect(margins.allSatisfy { $0.constant == 0 })
            #expect(made[0].firstItem === views["icon"] && made[0].firstAttribute == .leading && made[0].relation == .greaterThanOrEqual)
            #expect(made[0].secondItem === root && made[0].secondAttribute == .leading && made[0].constant == 20)
            #expect(made[1].firstItem === views["title"] && made[1].firstAttribute == .leading && made[1].secondItem === views["icon"]
                    && made[1].secondAttribute == .trailing && made[1].constant == 8, "the standard space between views")
            #expect(made[2].firstItem === root && made[2].firstAttribute == .trailing && made[2].secondItem === views["title"]
                    && made[2].constant == 0, "flush to the superview's trailing edge")
            #expect(!made.contains { $0.isActive }, "made inactive")
            let leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:[icon]-4-[title]", options: .directionLeftToRight,
                                                             metrics: nil, views: views)
            #expect(leftToRight.first?.firstAttribute == .left && leftToRight.first?.secondAttribute == .right)
            let rightToLeft = NSLayoutConstraint.constraints(withVisualFormat: "H:[icon]-(>=4)-[title]", options: .directionRightToLeft,
                                                             metrics: nil, views: views)
            #expect(rightToLeft.first?.firstAttribute == .right && rightToLeft.first?.secondAttribute == .left)
            #expect(rightToLeft.first?.constant == -4 && rightToLeft.first?.relation == .lessThanOrEqual)
        }
    }

    @Test("In the terminal the standard space between views is a column, and a space in points is scaled like any constant")
    func terminalSpacing() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 5))
        let root = UIView()
        host.rootView = root
        var views: [String: UIView] = [:]
        for name in ["a", "b", "c"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        withExtendedLifetime(host) {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==80)]-[b(==80)]-32-[c(==80)]", options: .alignAllTop,
                                                                       metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(==22)]", options: [], metrics: nil, views: views))
            host.layout()
            #expect(views["a"]!.frame.minX == 0, "the terminal's margins are 0")
            #expect(views["b"]!.frame.minX == 6, "a column after a, whose 80 points are 5 columns")
            #expect(views["c"]!.frame.minX == 13, "32 points are 2 columns")
        }
    }

    @Test("A malformed format is reported with UIKit's message and a caret, and makes no constraints", arguments: [
        ("H:|-[missing]-|", "missing is not a key in the views dictionary.", 5),
        ("H:|-gap-[icon]", "gap is not a key in the metrics dictionary.", 4),
        ("H:|-[icon", "Expected a ']' to close the view", 9),
        ("H:|-8[icon]", "Expected a '-' here", 5),
        ("H:[icon]-(==title)-[badge]", "A space cannot be equal to a view: use a number or a metric", 12),
        ("H:|-[]", "Expected a view name", 5),
        ("H:[icon(>=)]", "Expected a number, a metric or a view name", 10),
    ])
    func malformed(format: String, reason: String, caret: Int) {
        let (host, _, views) = container()
        withExtendedLifetime(host) {
            var made: [NSLayoutConstraint] = []
            let messages = reports { made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views) }
            #expect(made.isEmpty)
            #expect(messages == ["Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: caret))^"])
        }
    }

    @Test("An alignment along the format's own axis, or a '|' for a view without a superview, is refused with UIKit's reason")
    func refusedOptions() {
        let (host, _, views) = container()
        withExtendedLifetime(host) {
            var messages = reports {
                #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[icon][title]", options: .alignAllLeading, metrics: nil, views: views).isEmpty)
            }
            #expect(messages.first?.contains("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") == true)
            let loose = UIView()
            messages = reports {
                #expect(NSLayoutConstraint.constraints(withVisualFormat: "|[loose]|", options: [], metrics: nil, views: ["loose": loose]).isEmpty)
            }
            #expect(messages.first?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
        }
    }
}
