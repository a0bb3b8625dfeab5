import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Screens written in the style of public UIKit code (layers, autoresizing, Dynamic Type, the
/// visual format language, accessibility, traits), each run at iOS metrics and in the terminal.
@MainActor
@Suite("UIKit-style screens")
struct UIKitStyleScreensTests {
    /// A host at `metrics` showing `controller`, laid out.
    /// The main screen before a test made its host's the main one.
    static let defaultMainScreen = UIScreen.main

    func show(_ controller: UIViewController, metrics name: String) -> (HeadlessHost, MetricsProfile) {
        let metrics: MetricsProfile = name == "iOS" ? .iOS : .terminal
        let size = metrics == .iOS ? CGSize(width: 390, height: 844) : CGSize(width: 80, height: 24)
        let host = HeadlessHost(size: size, metrics: metrics)
        // The host's screen is the main screen, as UIApplicationMain makes the terminal's
        // (views measured outside a window use it); each test puts the default back.
        _ = Self.defaultMainScreen
        UIScreen.main = host.screen
        host.window.rootViewController = controller
        host.layout()
        return (host, metrics)
    }

    @Test("Cards: rounded, shadowed cells size themselves, scroll, open on a tap, grow with the text size, and read as one element each",
          arguments: ["iOS", "terminal"])
    func cards(metricsName: String) throws {
        defer { UIScreen.main = Self.defaultMainScreen }
        let controller = CardsViewController()
        let (host, metrics) = show(controller, metrics: metricsName)
        let collection = try #require(controller.collectionView)
        #expect(collection.frame == controller.view.bounds, "the autoresizing mask keeps it filling the view")
        let visible = collection.indexPathsForVisibleItems.sorted()
        #expect(visible.first == IndexPath(item: 0, section: 0))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
        #expect(first.contentView.layer.cornerRadius == 12 && first.contentView.clipsToBounds)
        #expect(first.accessibilityLabel == "Trail 1, 2 km loop")
        #expect(first.titleLabel.frame.height > 0 && first.detailLabel.frame.minY > first.titleLabel.frame.minY)
        if metrics == .iOS {
            let fourth = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? CardCell)
            #expect(!fourth.newBadge.isHidden && fourth.newBadge.frame.maxX == fourth.contentView.bounds.width - 8,
                    "the badge kept to the top-right corner as the cell was sized")
            #expect(fourth.accessibilityValue == "New")
        }

        host.scrollWheel(at: CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY), lines: 10)
        host.finishAnimations()
        #expect(collection.contentOffset.y > 0)
        let shown = try #require(collection.indexPathsForVisibleItems.sorted().first)
        let cell = try #require(collection.cellForItem(at: shown))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        host.tap(at: point)
        #expect(controller.openedCard == Card.samples[shown.item])

        if metrics == .iOS {
            #expect(host.displayList().items.contains { item in
                if case .layer(let run) = item.primitive { run.shadow != nil } else { false }
            }, "the cells cast shadows")
            let before = first.frame.height
            collection.setContentOffset(.zero, animated: false)
            host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection,
                                                                         UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
            host.layout()
            host.layout()
            let grown = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
            #expect(grown.titleLabel.font.pointSize == 33, "headline at AX2")
            #expect(grown.frame.height > before, "\(before) → \(grown.frame.height)")
        } else {
            #expect(host.screenText().contains("Trail"))
        }
    }

    @Test("Profile: a column built with the visual format, a round bordered photo, a readable bio and a follow button that announces itself",
          arguments: ["iOS", "terminal"])
    func profile(metricsName: String) throws {
        defer { UIScreen.main = Self.defaultMainScreen }
        let controller = ProfileViewController()
        let (host, metrics) = show(controller, metrics: metricsName)
        let view = try #require(controller.view)
        #expect(abs(controller.nameLabel.frame.midX - view.bounds.midX) <= 0.5, "aligned on the photo's centre")
        #expect(controller.bioLabel.frame.minY >= controller.nameLabel.frame.maxY)
        #expect(controller.followButton.frame.minY >= controller.bioLabel.frame.maxY)
        #expect(controller.avatarView.accessibilityLabel == "Profile photo")
        #expect(controller.followButton.accessibilityTraits == .button && controller.followButton.accessibilityLabel == "Follow")

        var announcements: [String] = []
        UIAccessibility.postHandler = { _, argument in if let text = argument as? String { announcements.append(text) } }
        defer { UIAccessibility.postHandler = nil }
        let button = controller.followButton
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(controller.isFollowing)
        #expect(button.currentTitle == "Following")
        #expect(announcements == ["Following Kim Minji"])

        if metrics == .iOS {
            #expect(controller.avatarView.frame.size == CGSize(width: 80, height: 80))
            #expect(host.displayList().items.contains { $0.primitive == .pushShapeClip(LayerShape(
                frame: controller.avatarView.convert(controller.avatarView.bounds, to: nil), cornerRadius: 40)) },
                "the photo is cut to a circle")
            controller.overrideUserInterfaceStyle = .dark
            #expect(controller.avatarView.layer.borderColor
                    == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor,
                    "the registration updated the border for the dark style")
        } else {
            let text = host.screenText()
            #expect(text.contains("Kim Minji") && text.contains("Following"))
        }
    }

    @Test("Albums: a header kept on top by autoresizing, a grid whose tiles shrink while pressed and open on release, and a title that stands out in both hosts",
          arguments: ["iOS", "terminal"])
    func albums(metricsName: String) throws {
        defer { UIScreen.main = Self.defaultMainScreen }
        let controller = AlbumsViewController()
        let (host, metrics) = show(controller, metrics: metricsName)
        let view = try #require(controller.view)
        let collection = try #require(controller.collectionView)
        #expect(controller.headerView.frame.width == view.bounds.width)
        #expect(collection.frame.minY == controller.headerView.frame.maxY && collection.frame.maxY == view.bounds.maxY)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? AlbumCell)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? AlbumCell)
        #expect(second.frame.minY == first.frame.minY && second.frame.minX > first.frame.maxX, "two columns")
        #expect(first.nameLabel.text == "Recents" && first.accessibilityValue == "51 photos")
        #expect(first.coverView.frame.width == first.bounds.width && first.countLabel.frame.maxY == first.bounds.height)
        var hue: CGFloat = 0, brightness: CGFloat = 0
        let light = try #require(first.coverView.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(light.getHue(&hue, saturation: nil, brightness: &brightness, alpha: nil))
        #expect(abs(brightness - 0.85) < 0.01, "the cover's colour comes from its hue and the style")

        // Pressed, a tile shrinks about its centre; released, it springs back and opens.
        let untransformed = first.frame
        let middle = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
        let point = CGPoint(x: middle.x.rounded(), y: middle.y.rounded())
        host.drag(from: point, to: point, duration: 0.05, pressFirst: 0.3, beforeRelease: {
            #expect(first.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
            #expect(first.bounds.size == untransformed.size, "the transform leaves the bounds alone")
            #expect(first.frame.width < untransformed.width && abs(first.frame.midX - untransformed.midX) < 0.001)
        })
        host.finishAnimations()
        #expect(first.transform == .identity)
        #expect(first.frame == untransformed)
        #expect(controller.openedAlbum == Album.samples[0])

        // Wider: the header and the grid follow, and the grid lays out afresh.
        let size = host.window.bounds.size
        host.resize(to: CGSize(width: size.width * 2, height: size.height))
        host.layout()
        #expect(controller.headerView.frame.width == size.width * 2 && collection.frame.width == size.width * 2)
        #expect(controller.titleLabel.frame.width == size.width * 2 - 2 * view.directionalLayoutMargins.leading)

        let title = host.displayList().items.compactMap { item -> TextRun? in
            if case .text(let run) = item.primitive, run.string == "Albums" { run } else { nil }
        }.first
        if metrics == .iOS {
            #expect(controller.traitCollection.horizontalSizeClass == .compact || size.width * 2 >= 700)
            #expect(title?.font.pointSize == 22, "title 2 at the default size")
        } else {
            #expect(title?.attributes.isBold == true, "a title is bold where text has one size")
            // The screen's point sizes are cells here: a cover fills most of the screen, and its
            // name shows once the tile's bottom is scrolled into view.
            collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
            host.layout()
            let text = host.screenText()
            #expect(text.contains("Favourites") && text.contains("68"), "the second tile's name and count")
        }
        host.scrollWheel(at: CGPoint(x: host.window.bounds.midX, y: host.window.bounds.maxY - 2), lines: 10)
        host.finishAnimations()
        #expect(collection.contentOffset.y > 0)
    }
}
