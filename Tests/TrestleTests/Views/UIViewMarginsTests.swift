import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("Margins, readable content and change hooks")
struct UIViewMarginsTests {
    /// A view that counts the hooks UIKit calls on it.
    final class CountingView: UIView {
        var tintChanges = 0
        var marginChanges = 0
        override func tintColorDidChange() { tintChanges += 1 }
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    @Test("Directional margins are the margins with leading as left and trailing as right; setting either calls layoutMarginsDidChange")
    func directionalMargins() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(view.marginChanges == 2)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.insetsLayoutMarginsFromSafeArea)
    }

    @Test("A view preserving its superview's margins keeps at least what of them reaches into it")
    func preservesSuperviewMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 200, height: 100))
        child.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        parent.addSubview(child)
        #expect(!child.preservesSuperviewLayoutMargins)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        // Left: 20 − 5 = 15; top: 20 − 0 = 20; right and bottom are far from the parent's edges.
        #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 15, bottom: 8, right: 8))
    }

    @Test("The readable content guide is the margins guide on a phone and a centred column of the readable width on a wider screen")
    func readableContentGuide() {
        for (width, expected) in [(CGFloat(390), CGRect(x: 8, y: 8, width: 374, height: 84)),
                                  (1000, CGRect(x: 164, y: 8, width: 672, height: 84))] {
            let host = HeadlessHost(size: CGSize(width: width, height: 100), metrics: .iOS)
            let root = UIView()
            host.rootView = root
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            let guide = root.readableContentGuide
            #expect(guide === root.readableContentGuide)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            host.layout()
            #expect(text.frame == expected, "at \(width) points")
        }
        // The terminal's readable width is 72 columns.
        let host = HeadlessHost(size: CGSize(width: 100, height: 5))
        let root = UIView()
        host.rootView = root
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 22),
        ])
        host.layout()
        #expect(text.frame == CGRect(x: 14, y: 0, width: 72, height: 1))
    }

    @Test("Setting a tint calls tintColorDidChange on the view and the views below that inherit it, not on those with their own")
    func tintColorDidChange() {
        let parent = CountingView()
        let inheriting = CountingView()
        let own = CountingView()
        let belowOwn = CountingView()
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .systemRed
        #expect(own.tintChanges == 1 && belowOwn.tintChanges == 1)
        parent.tintColor = .systemGreen
        #expect(parent.tintChanges == 1)
        #expect(inheriting.tintChanges == 1)
        #expect(own.tintChanges == 1 && belowOwn.tintChanges == 1, "their tint did not change")
        parent.tintColor = .systemGreen
        #expect(parent.tintChanges == 1, "the same tint again is no change")
    }
}
