import Foundation
import Testing
@testable import Trestle
import TrestleTesting

@MainActor
@Suite("Autoresizing masks")
struct UIViewAutoresizingTests {
    /// A 300 × 200 superview with a child at (20, 30, 100, 40): margins 20 and 180 across, 30 and
    /// 130 down.
    func child(_ mask: UIView.AutoresizingMask) -> (UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    @Test("Without a mask the frame stays as it is; the defaults are no mask and resizing subviews on")
    func noMask() {
        let (parent, child) = child([])
        #expect(child.autoresizingMask == [])
        #expect(parent.autoresizesSubviews)
        parent.frame.size = CGSize(width: 400, height: 300)
        #expect(child.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    }

    @Test("A single flexible part takes the whole change", arguments: [
        (UIView.AutoresizingMask.flexibleWidth, CGRect(x: 20, y: 30, width: 200, height: 40)),
        (.flexibleLeftMargin, CGRect(x: 120, y: 30, width: 100, height: 40)),
        (.flexibleRightMargin, CGRect(x: 20, y: 30, width: 100, height: 40)),
        (.flexibleHeight, CGRect(x: 20, y: 30, width: 100, height: 90)),
        (.flexibleTopMargin, CGRect(x: 20, y: 80, width: 100, height: 40)),
        (.flexibleBottomMargin, CGRect(x: 20, y: 30, width: 100, height: 40)),
        (UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]), CGRect(x: 20, y: 30, width: 200, height: 90)),
    ])
    func singleFlexiblePart(mask: UIView.AutoresizingMask, expected: CGRect) {
        let (parent, child) = child(mask)
        parent.bounds.size = CGSize(width: 400, height: 250)
        #expect(child.frame == expected)
    }

    @Test("Several flexible parts on an axis share the change in proportion to their sizes, as UIKit documents")
    func proportionalShare() {
        // Left margin 20, right margin 180: +100 splits 10 / 90.
        var (parent, child) = child([.flexibleLeftMargin, .flexibleRightMargin])
        parent.frame.size.width = 400
        #expect(child.frame == CGRect(x: 30, y: 30, width: 100, height: 40))
        // Width 100, right margin 180: +140 splits 50 / 90.
        (parent, child) = self.child([.flexibleWidth, .flexibleRightMargin])
        parent.frame.size.width = 440
        #expect(child.frame == CGRect(x: 20, y: 30, width: 150, height: 40))
        // All three flexible (20 + 100 + 180 = 300): the view scales with its superview.
        (parent, child) = self.child([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        parent.frame.size = CGSize(width: 600, height: 100)
        #expect(child.frame == CGRect(x: 40, y: 15, width: 200, height: 20))
    }

    @Test("Flexible parts that are all zero share the change equally; a shrinking width stops at zero")
    func zeroPartsAndShrinking() {
        // A view of no height in a superview of no height: its height and bottom margin are both 0.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        let filler = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        filler.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
        parent.addSubview(filler)
        parent.frame.size.height = 40
        #expect(filler.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        let (small, child) = child(.flexibleWidth)
        small.frame.size.width = 100
        #expect(child.frame.width == 0, "the width would be −100")
    }

    @Test("Turning autoresizesSubviews off, or placing the subview by constraints, leaves its frame alone")
    func optingOut() {
        var (parent, child) = child(.flexibleWidth)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 100)
        (parent, child) = self.child(.flexibleWidth)
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 100)
    }

    @Test("Resizing cascades: a resized subview resizes its own subviews")
    func cascades() {
        let (parent, child) = child(.flexibleWidth)
        let grandchild = UIView(frame: child.bounds)
        grandchild.autoresizingMask = .flexibleWidth
        child.addSubview(grandchild)
        parent.frame.size.width = 350
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    }

    @Test("A view filling a window follows the window when the terminal is resized, and views constrained to it follow it")
    func followsTheWindow() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let root = UIView()
        host.rootView = root
        let panel = UIView(frame: root.bounds)
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(panel)
        let label = UILabel()
        label.text = "Edge"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            label.topAnchor.constraint(equalTo: panel.topAnchor),
        ])
        host.layout()
        #expect(label.frame.maxX == 40)
        host.resize(to: CGSize(width: 60, height: 12))
        host.layout()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 60, height: 12))
        #expect(label.frame.maxX == 60)
    }

    /// A container 300 wide holding a banner placed by its frame at (10, 0, 280, 20) with `mask`,
    /// and below it a bar placed by constraints, as wide as the banner and a tenth as tall.
    func containerWithBanner(_ mask: UIView.AutoresizingMask) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let banner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 20))
        banner.autoresizingMask = mask
        container.addSubview(banner)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            bar.widthAnchor.constraint(equalTo: banner.widthAnchor),
            bar.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.1),
            bar.topAnchor.constraint(equalTo: banner.bottomAnchor),
            bar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return container
    }

    @Test("Fitting a view follows the autoresizing masks of the views it places by frame, as UIKit's mask constraints do")
    func fittingFollowsTheMask() {
        let fitting = { (mask: UIView.AutoresizingMask) in
            self.containerWithBanner(mask).systemLayoutSizeFitting(CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
                                                                  verticalFittingPriority: .fittingSizeLevel)
        }
        // 100 wider: a flexible width takes it all (380), and the bar below is 38 tall.
        #expect(fitting([.flexibleWidth]) == CGSize(width: 400, height: 58))
        // A fixed width keeps 280.
        #expect(fitting([]) == CGSize(width: 400, height: 48))
        // Flexible width and right margin share the 100 as 280 : 10.
        let shared = fitting([.flexibleWidth, .flexibleRightMargin])
        #expect(abs(shared.height - (20 + (280 + 100 * 280 / 290) / 10)) < 0.5, "\(shared)")
    }

    @Test("A constraint that fights a frame-placed view's mask is broken and reported with the mask's constraints in UIKit's notation")
    func conflictNamesTheMaskConstraints() {
        let reports = DiagnosticsRecorder()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let banner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 20))
        banner.autoresizingMask = [.flexibleWidth]
        container.addSubview(banner)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.widthAnchor.constraint(equalToConstant: 100),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.leadingAnchor.constraint(equalTo: banner.trailingAnchor),
        ])
        TrestleDiagnostics.$handler.withValue(reports.record) {
            container.layoutIfNeeded()
        }
        let report = reports.messages.joined(separator: "\n")
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        let name = NSLayoutConstraint.itemName(banner)
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint:0x0 h=-&- v=--& \(name).minX == 10   (active)>"), "\(report)")
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint:0x0 h=-&- v=--& \(name).width == 280   (active)>"))
        #expect(label.frame.minX == 290 && label.frame.width == 10, "the width, added last, is broken: the label spans the banner's end to the edge")
    }

    @Test("The notation marks fixed parts with - and flexible ones with &; an axis with none flexible reads --&")
    func maskNotation() {
        #expect(UIView.AutoresizingMask([]).constraintNotation == "h=--& v=--&")
        #expect(UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleHeight, .flexibleBottomMargin]).constraintNotation == "h=&-- v=-&&")
    }

    @Test("A frame-placed view whose own constraints fight its size is reported with its mask's constraint; a cell's content view with UIKit's encapsulated one")
    func rootSizeConflict() {
        let reports = DiagnosticsRecorder()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 322))
        let list = UIView()
        list.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: panel.topAnchor, constant: 16),
            list.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -27),
            list.heightAnchor.constraint(equalToConstant: 322),
        ])
        TrestleDiagnostics.$handler.withValue(reports.record) {
            panel.layoutIfNeeded()
        }
        let report = reports.messages.joined(separator: "\n")
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint:0x0 h=--& v=--& \(NSLayoutConstraint.itemName(panel)).height == 322   (active)>"),
                "\(report)")
        #expect(!report.contains("Encapsulated"))

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        let tall = UIView()
        tall.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(tall)
        NSLayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            tall.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            tall.heightAnchor.constraint(equalToConstant: 100),
        ])
        let cellReports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(cellReports.record) {
            cell.layoutIfNeeded()
        }
        #expect(cellReports.messages.joined().contains("'UIView-Encapsulated-Layout-Height'"), "\(cellReports.messages)")
    }

    @Test("In a scrolled scroll view, views constrained to a frame-placed subview stay with it as it scrolls")
    func scrolledRootKeepsMaskConstraintsInPlace() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scroll.contentSize = CGSize(width: 100, height: 500)
        let banner = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 20))
        scroll.addSubview(banner)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: banner.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        scroll.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 30, width: 10, height: 10))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 30, width: 10, height: 10), "content coordinates do not move with the offset")
    }
}
