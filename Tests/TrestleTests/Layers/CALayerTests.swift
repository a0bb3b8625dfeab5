import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// The layer runs a window's display list holds, in drawing order.
@MainActor
private func layerRuns(_ host: HeadlessHost) -> [LayerRun] {
    host.displayList().items.compactMap { if case .layer(let run) = $0.primitive { run } else { nil } }
}

@MainActor
@Suite("A view's layer")
struct CALayerTests {
    /// A host with one 20 × 6 view at (2, 1), in the terminal's metrics.
    func hostWithCard() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let root = UIView()
        host.rootView = root
        let card = UIView(frame: CGRect(x: 2, y: 1, width: 20, height: 6))
        root.addSubview(card)
        return (host, card)
    }

    @Test("The layer is the view's other face: background, opacity, clipping, visibility and geometry are shared both ways")
    func sharedWithTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer, "one layer per view")
        #expect(view.layer.view === view)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.layer.isHidden = true
        #expect(view.isHidden)
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10), "bounds resize about the centre")
        #expect(view.layer.backgroundColor == nil)
        view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.backgroundColor = UIColor(white: 0.5, alpha: 1)
        #expect(view.layer.backgroundColor == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test("A dynamic background resolves against the view's own traits when the layer is asked")
    func dynamicBackgroundResolvesForTheView() {
        let dark = UIScreen(bounds: CGRect(x: 0, y: 0, width: 4, height: 1), metrics: .terminal,
                            traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 1), screen: dark)
        let view = UIView(frame: window.bounds)
        window.rootView = view
        view.backgroundColor = .systemBackground
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1), "black in the dark style")
    }

    @Test("A new layer has Core Animation's defaults: square corners, no border (black when widened), no shadow (black, 3 points up, radius 3)")
    func defaults() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.cornerCurve == .circular)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
    }

    @Test("A plain view draws its background as a fill; rounded corners draw it as a layer with the corners and curve asked for")
    func roundedBackground() {
        let (host, card) = hostWithCard()
        withExtendedLifetime(host) {
            card.backgroundColor = .systemRed
            #expect(layerRuns(host).isEmpty)
            _ = card.layer
            #expect(layerRuns(host).isEmpty, "asking for the layer changes nothing")
            card.layer.cornerRadius = 4
            card.layer.cornerCurve = .continuous
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let runs = layerRuns(host)
            #expect(runs.count == 1)
            let traits = host.window.traitCollection
            #expect(runs.first?.fill == UIColor.systemRed.displayColor(for: traits))
            #expect(runs.first?.shape == LayerShape(frame: CGRect(x: 2, y: 1, width: 20, height: 6), cornerRadius: 4,
                                                    roundedCorners: [.minXMinY, .maxXMinY], isContinuous: true))
            #expect(runs.first?.shadow == nil)
            let fills = host.displayList().items.filter { if case .fill = $0.primitive { true } else { false } }
            #expect(fills.isEmpty, "the layer draws the background instead of a fill")
        }
    }

    @Test("Core Animation never rounds more than half the shorter side")
    func radiusIsCut() {
        let shape = LayerShape(frame: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 30)
        #expect(shape.effectiveCornerRadius == 5)
        #expect(LayerShape(frame: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 3, roundedCorners: []).effectiveCornerRadius == 0)
    }

    @Test("The border is drawn after the subviews, above them, in the layer's colour at the view's opacity")
    func borderAboveSubviews() throws {
        let (host, card) = hostWithCard()
        try withExtendedLifetime(host) {
            let inner = UIView(frame: card.bounds)
            inner.backgroundColor = .systemBlue
            card.addSubview(inner)
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.systemGreen.cgColor
            card.alpha = 0.5
            let items = host.displayList().items
            let innerFill = try #require(items.firstIndex { if case .fill = $0.primitive { true } else { false } })
            let border = try #require(items.firstIndex { if case .layer = $0.primitive { true } else { false } })
            #expect(innerFill < border)
            guard case .layer(let run) = items[border].primitive else { return }
            #expect(run.fill == nil)
            #expect(run.borderWidth == 1)
            var green = UIColor.systemGreen.displayColor(for: UITraitCollection(userInterfaceStyle: .light))
            green.alpha = 0.5
            #expect(run.border == green)
        }
    }

    @Test("Masking to rounded corners clips the subviews to the rounded shape; masking square corners clips to the rectangle")
    func masksToRoundedShape() {
        let (host, card) = hostWithCard()
        withExtendedLifetime(host) {
            card.addSubview(UIView(frame: CGRect(x: -5, y: -5, width: 40, height: 40)))
            card.layer.masksToBounds = true
            var clips = host.displayList().items.compactMap { item -> DisplayPrimitive? in
                switch item.primitive {
                case .pushClip, .pushShapeClip: item.primitive
                default: nil
                }
            }
            #expect(clips == [.pushClip(CGRect(x: 2, y: 1, width: 20, height: 6))])
            card.layer.cornerRadius = 2
            clips = host.displayList().items.compactMap { item -> DisplayPrimitive? in
                if case .pushShapeClip = item.primitive { item.primitive } else { nil }
            }
            #expect(clips == [.pushShapeClip(LayerShape(frame: CGRect(x: 2, y: 1, width: 20, height: 6), cornerRadius: 2))])
            card.layer.masksToBounds = false
            #expect(!host.displayList().items.contains { if case .pushShapeClip = $0.primitive { true } else { false } },
                    "rounded corners alone round the background, not the subviews")
        }
    }

    @Test("A shadow is drawn once its opacity is set: its colour times the opacity, the offset and radius, following the shadow path when there is one")
    func shadow() throws {
        let (host, card) = hostWithCard()
        try withExtendedLifetime(host) {
            card.layer.shadowRadius = 6
            card.layer.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            #expect(layerRuns(host).isEmpty, "no shadow while the opacity is 0")
            card.layer.shadowOpacity = 0.25
            card.layer.shadowOffset = CGSize(width: 0, height: 2)
            var shadow = try #require(layerRuns(host).first?.shadow)
            #expect(shadow.color == DisplayColor(red: 0, green: 0, blue: 1, alpha: 0.25))
            #expect(shadow.offset == CGSize(width: 0, height: 2))
            #expect(shadow.blurRadius == 6)
            #expect(shadow.shape.frame == CGRect(x: 2, y: 1, width: 20, height: 6))
            #expect(layerRuns(host).first?.fill == nil, "a clear view casts a shadow without a background")
            card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
            shadow = try #require(layerRuns(host).first?.shadow)
            #expect(shadow.shape == LayerShape(frame: CGRect(x: 2, y: 1, width: 4, height: 4), cornerRadius: 2),
                    "the path is in the layer's coordinates")
            card.layer.masksToBounds = true
            #expect(layerRuns(host).allSatisfy { $0.shadow == nil }, "a layer that masks to its bounds masks its shadow away")
        }
    }

    @Test("A layer change asks the host for a new frame")
    func changesRedraw() {
        let (host, card) = hostWithCard()
        withExtendedLifetime(host) {
            _ = host.displayList()
            #expect(!host.needsFrame)
            card.layer.cornerRadius = 3
            #expect(host.needsFrame)
        }
    }

    @Test("In the terminal a bordered layer is a box-drawing frame in its edge cells: rounded corners when the layer has a radius, square ones otherwise; shadows are left out")
    func terminalBorders() {
        let host = HeadlessHost(size: CGSize(width: 12, height: 4))
        let root = UIView()
        host.rootView = root
        let card = UIView(frame: CGRect(x: 1, y: 0, width: 8, height: 3))
        root.addSubview(card)
        let label = UILabel(frame: CGRect(x: 1, y: 1, width: 6, height: 1))
        label.text = "Hello"
        card.addSubview(label)
        card.layer.borderWidth = 1
        card.layer.shadowOpacity = 1
        #expect(host.screenLines() == [" ┌──────┐", " │Hello │", " └──────┘", ""])
        card.layer.cornerRadius = 8
        #expect(host.screenLines() == [" ╭──────╮", " │Hello │", " ╰──────╯", ""])
    }
}
