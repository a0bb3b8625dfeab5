import Foundation
import Testing
import Trestle
import TrestleTesting

/// NSLayoutConstraint and anchors: what they lay out, where they are installed, and the misuse
/// UIKit refuses with a message.
@MainActor
@Suite("Auto Layout: constraints and anchors")
struct NSLayoutConstraintTests {
    @Test("Edges pinned with constants place a subview in its superview's layout pass (iOS points)")
    func pinnedEdges() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.layout()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
    }

    @Test("Centres, multipliers and aspect ratios")
    func centresAndMultipliers() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        host.layout()
        #expect(box.frame.width == 195)
        #expect(abs(box.frame.midX - 195) < 0.34)
        #expect(abs(box.frame.height - 97.5) < 0.34)
        #expect(abs(box.frame.midY - 200) < 0.34)
    }

    @Test("In the terminal, constants written in iOS points become whole cells: 16 points a column, 22 a line")
    func terminalScalesConstants() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 40, height: 10), metrics: .terminal)
        let box = constrainedSubview(UIView(), of: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 32),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 22),
            box.heightAnchor.constraint(equalToConstant: 66),
        ])
        host.layout()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 37, height: 3))
        // Half a cell rounds to even: 8 points across and 11 down are none.
        let small = constrainedSubview(UIView(), of: root)
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
            small.widthAnchor.constraint(equalToConstant: 24),
            small.heightAnchor.constraint(equalToConstant: 22),
        ])
        host.layout()
        #expect(small.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test("Activation installs a constraint on the closest common ancestor of its items; deactivation removes it")
    func installation() {
        let (_, root) = makeConstraintRoot()
        let container = constrainedSubview(UIView(), of: root)
        let a = constrainedSubview(UIView(), of: container)
        let b = constrainedSubview(UIView(), of: container)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(!between.isActive)
        NSLayoutConstraint.activate([between, width, toRoot])
        #expect(between.isActive)
        #expect(container.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(between)])
        #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toRoot)])
        between.isActive = false
        #expect(container.constraints.isEmpty)
        root.removeConstraint(toRoot)
        #expect(!toRoot.isActive)
    }

    @Test("A view leaving its superview takes the constraints that involve it with it, wherever they were installed")
    func removalDeactivates() {
        let (_, root) = makeConstraintRoot()
        let a = constrainedSubview(UIView(), of: root)
        let b = constrainedSubview(UIView(), of: root)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = b.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        b.removeFromSuperview()
        #expect(!between.isActive)
        #expect(root.constraints.isEmpty)
        // The view's own constraints stay with it.
        #expect(own.isActive)
    }

    @Test("A constraint held two levels up goes too when a view deep in the hierarchy leaves it")
    func removalDeactivatesHeldHigher() {
        let (_, root) = makeConstraintRoot()
        let container = constrainedSubview(UIView(), of: root)
        let inner = constrainedSubview(UIView(), of: container)
        let sibling = constrainedSubview(UIView(), of: root)
        let across = inner.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
        across.isActive = true
        #expect(root.constraints.count == 1)
        inner.removeFromSuperview()
        #expect(!across.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test("Changing a constant lays the holder out again")
    func constantChange() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        host.layout()
        #expect(box.frame.minX == 10)
        leading.constant = 30
        host.layout()
        #expect(box.frame.minX == 30)
    }

    @Test("Misuse gets UIKit's messages: a location against a constant, mismatched axes, left with leading, items in two hierarchies, a required priority changed while active")
    func misuse() {
        let (_, root) = makeConstraintRoot()
        let a = constrainedSubview(UIView(), of: root)
        var messages = diagnostics {
            let location = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
            location.isActive = true
            #expect(!location.isActive)
        }
        #expect(messages.count == 1 && messages[0].contains("Location attributes must be specified in pairs"))
        messages = diagnostics {
            _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
            _ = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0)
        }
        #expect(messages.count == 2)
        #expect(messages[0].contains("Invalid pairing of layout attributes"))
        #expect(messages[1].contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute"))
        let stranger = UIView()
        messages = diagnostics {
            let across = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
            across.isActive = true
            #expect(!across.isActive)
        }
        #expect(messages.count == 1 && messages[0].contains("because they have no common ancestor"))
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        messages = diagnostics { width.priority = .defaultHigh }
        #expect(messages == ["Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."])
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }

    @Test("A description names the items, the relation, the constant, the priority and whether it is active")
    func description() {
        let (_, root) = makeConstraintRoot()
        let a = constrainedSubview(UIView(), of: root)
        let constraint = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -16)
        constraint.identifier = "inset"
        constraint.priority = UILayoutPriority(999)
        #expect(constraint.description.contains("'inset' UIView:0x"))
        #expect(constraint.description.contains(".leading == UIView:0x"))
        #expect(constraint.description.hasSuffix(".leading - 16 @999>"))
        constraint.isActive = true
        #expect(constraint.description.hasSuffix(".leading - 16 @999   (active)>"))
    }

    @Test("Required constraints that cannot all hold: UIKit's report names the conflict and the constraint broken, once, and the rest is laid out")
    func conflictReport() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                                     box.heightAnchor.constraint(equalToConstant: 20), wide, narrow])
        let messages = diagnostics {
            host.layout()
            root.setNeedsLayout()
            host.layout()
        }
        #expect(messages.count == 1)
        let report = messages.first ?? ""
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(report.contains(wide.description))
        #expect(report.contains("Will attempt to recover by breaking constraint\n" + narrow.description))
        #expect(box.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
    }

    @Test("A required content size in a conflict is listed as UIKit lists it")
    func contentSizeInConflict() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 40, height: 5), metrics: .terminal)
        let label = constrainedLabel("10:42", in: root)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let zero = label.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor), zero])
        let messages = diagnostics { host.layout() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains(".width == 5 Hug:250 CompressionResistance:1000   (active)>") == true)
        #expect(messages.first?.hasSuffix(zero.description) == true)
        #expect(label.frame.width == 5)
    }

    @Test("Optional constraints give way to stronger ones, in priority order")
    func priorities() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        let preferred = box.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultLow
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        cap.priority = .defaultHigh
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10), preferred, cap])
        host.layout()
        #expect(box.frame.width == 200)
        cap.isActive = false
        host.layout()
        #expect(box.frame.width == 300)
    }

    @Test("Spans between anchors and system spacing: anchorWithOffset(to:), equalToSystemSpacingAfter (8 points on iOS, a column in the terminal)")
    func spansAndSystemSpacing() {
        for (metrics, spacing) in [(MetricsProfile.iOS, CGFloat(8)), (.terminal, 1)] {
            let (host, root) = makeConstraintRoot(size: CGSize(width: 60, height: 10), metrics: metrics)
            let a = constrainedSubview(UIView(), of: root), b = constrainedSubview(UIView(), of: root), c = constrainedSubview(UIView(), of: root)
            for view in [a, b, c] {
                NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
                                             view.widthAnchor.constraint(equalToConstant: 0)])
            }
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                // The gap b…c equals the gap a…b.
                b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor).constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
            ])
            host.layout()
            #expect(b.frame.minX == 2 * spacing, "\(metrics.name)")
            #expect(c.frame.minX == 4 * spacing, "\(metrics.name)")
        }
    }

    @Test("Margins and safe-area guides follow their view; a custom guide is placed by its constraints and reports its layoutFrame")
    func guides() {
        let (host, root) = makeConstraintRoot()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let box = constrainedSubview(UIView(), of: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            spacer.topAnchor.constraint(equalTo: box.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 7),
        ])
        host.layout()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 330, height: 570))
        #expect(spacer.layoutFrame == CGRect(x: 5, y: 0, width: 195, height: 7))
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
    }

    @Test("updateConstraints runs before the layout pass that setNeedsUpdateConstraints asked for")
    func updatePass() {
        final class Adjusting: UIView {
            var width: NSLayoutConstraint?
            var target: CGFloat = 10
            override func updateConstraints() {
                width?.constant = target
                super.updateConstraints()
            }
        }
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(Adjusting(), of: root)
        let width = box.widthAnchor.constraint(equalToConstant: 1)
        box.width = width
        NSLayoutConstraint.activate([width, box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 1)])
        box.target = 42
        box.setNeedsUpdateConstraints()
        #expect(box.needsUpdateConstraints())
        host.layout()
        #expect(!box.needsUpdateConstraints())
        #expect(box.frame.width == 42)
    }
}

/// UIKit's debugging aids.
@MainActor
@Suite("Auto Layout: hasAmbiguousLayout and constraintsAffectingLayout")
struct AutoLayoutDebuggingTests {
    @Test("A view whose constraints fix its frame is not ambiguous; one missing its height is; a view placed by its frame never is")
    func ambiguity() {
        let (host, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        let height = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), height])
        host.layout()
        #expect(!box.hasAmbiguousLayout)
        height.isActive = false
        #expect(box.hasAmbiguousLayout)
        // A label's intrinsic height settles it.
        let label = constrainedLabel("text", in: root)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(!label.hasAmbiguousLayout)
        // Mentioned by no constraint at all.
        let loose = constrainedSubview(UIView(), of: root)
        #expect(loose.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test("constraintsAffectingLayout(for:) lists the active constraints that mention the view on that axis")
    func affecting() {
        let (_, root) = makeConstraintRoot()
        let box = constrainedSubview(UIView(), of: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 5)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, width, top])
        #expect(Set(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)) == [ObjectIdentifier(leading), ObjectIdentifier(width)])
        #expect(box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    }
}
