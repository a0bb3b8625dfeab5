import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Shorthands for layout sizes.
@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of rows `height` tall, the whole width.
@MainActor
func listSection(height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), height.isFractionalHeight ? .fractionalHeight(1) : height))
    return NSCollectionLayoutSection(group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), height), subitems: [item]))
}

/// A section of `columns` tiles across, each group `height` tall.
@MainActor
func gridSection(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

@MainActor
func frames(_ collection: UICollectionView, section: Int = 0, _ items: Range<Int>) -> [CGRect] {
    items.map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
    @Test("a horizontal group repeats its one subitem while another fits: four quarter-width tiles a row")
    func gridRepeatsSubitems() {
        let data = CollectionData(sections: 1, items: 10)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 4, height: 3)),
                                                size: CGSize(width: 40, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        let placed = frames(collection, 0..<10)
        #expect(placed[0] == CGRect(x: 0, y: 0, width: 10, height: 3))
        #expect(placed[3] == CGRect(x: 30, y: 0, width: 10, height: 3))
        #expect(placed[4] == CGRect(x: 0, y: 3, width: 10, height: 3))
        // The last group holds two items, at the first two places.
        #expect(placed[9] == CGRect(x: 10, y: 6, width: 10, height: 3))
        #expect(collection.contentSize == CGSize(width: 40, height: 9))
        #expect(collection.visibleCells.count == 10)
    }

    @Test("a repeating subitem with a count shares the group's width, ignoring the item's own width")
    func repeatingCountSharesWidth() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let data = CollectionData(sections: 1, items: 3)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 31, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<3) == [CGRect(x: 0, y: 0, width: 9, height: 2), CGRect(x: 11, y: 0, width: 9, height: 2),
                                              CGRect(x: 22, y: 0, width: 9, height: 2)])
    }

    @Test("section content insets, inter-group spacing and inter-section spacing place the groups")
    func insetsAndSpacing() {
        let section = listSection(height: .absolute(2))
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        section.interGroupSpacing = 1
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 5
        let data = CollectionData(sections: 2, items: 2)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                                                size: CGSize(width: 30, height: 40))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        // Section 0: 1 + 2 + 1 + 2 + 3 = 9; then 5 of spacing; section 1 starts at 14.
        #expect(frames(collection, 0..<2) == [CGRect(x: 2, y: 1, width: 24, height: 2), CGRect(x: 2, y: 4, width: 24, height: 2)])
        #expect(frames(collection, section: 1, 0..<1) == [CGRect(x: 2, y: 15, width: 24, height: 2)])
        #expect(collection.contentSize.height == 23)
    }

    @Test("item content insets shrink the item within its slot; edge spacing pushes it along")
    func itemInsetsAndEdgeSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .absolute(4)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let data = CollectionData(sections: 1, items: 2)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 30, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<2) == [CGRect(x: 3, y: 1, width: 8, height: 2), CGRect(x: 15, y: 1, width: 8, height: 2)])
    }

    @Test("nested groups: a large tile beside a column of two small ones")
    func nestedGroups() {
        let large = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(8)), subitems: [large, column])
        let data = CollectionData(sections: 1, items: 6)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 20, height: 20))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<4) == [CGRect(x: 0, y: 0, width: 10, height: 8), CGRect(x: 10, y: 0, width: 10, height: 4),
                                              CGRect(x: 10, y: 4, width: 10, height: 4), CGRect(x: 0, y: 8, width: 10, height: 8)])
    }

    @Test("a custom group places its items where the provider says, in every group")
    func customGroup() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(5))) { environment in
            #expect(environment.container.contentSize.width == 20)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 0, width: 4, height: 2)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 3, width: 4, height: 2), zIndex: 3)]
        }
        let data = CollectionData(sections: 1, items: 3)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 20))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<3) == [CGRect(x: 1, y: 0, width: 4, height: 2), CGRect(x: 10, y: 3, width: 4, height: 2),
                                              CGRect(x: 1, y: 5, width: 4, height: 2)])
        let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 20, height: 5))?.first { $0.indexPath.item == 1 }
        #expect(second?.zIndex == 3)
    }

    @Test("the section provider is asked per section with the container's size; fractional heights follow the container")
    func sectionProvider() {
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            #expect(environment.container.effectiveContentSize == CGSize(width: 30, height: 10))
            return index == 0 ? gridSection(columns: 2, height: 2) : listSection(height: .fractionalHeight(0.5))
        }
        let data = CollectionData(sections: 2, items: 2)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(asked.sorted() == [0, 1])
        #expect(frames(collection, 0..<2) == [CGRect(x: 0, y: 0, width: 15, height: 2), CGRect(x: 15, y: 0, width: 15, height: 2)])
        #expect(frames(collection, section: 1, 0..<2) == [CGRect(x: 0, y: 2, width: 30, height: 5), CGRect(x: 0, y: 7, width: 30, height: 5)])
    }

    @Test("boundary headers and footers take room in their section, inset with the content unless told otherwise")
    func boundaryItems() {
        let section = listSection(height: .absolute(2))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)),
                                                                 elementKind: "footer-kind", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let data = CollectionData(sections: 2, items: 1)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 20))
        collection.register(LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.register(LabelView.self, forSupplementaryViewOfKind: "footer-kind", withReuseIdentifier: "header")
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 2, y: 4, width: 26, height: 1))
        #expect(frames(collection, section: 1, 0..<1) == [CGRect(x: 2, y: 5, width: 26, height: 2)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "footer-kind", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 2, y: 7, width: 26, height: 1))
        #expect(collection.visibleSupplementaryViews(ofKind: "footer-kind").count == 2)
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        host.layout()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 1))
    }

    @Test("a pinned header sticks to the top while its section is on screen, and the section's end pushes it off")
    func pinnedHeader() {
        let section = listSection(height: .absolute(2))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let data = CollectionData(sections: 2, items: 5)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 6))
        collection.register(LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        defer { withExtendedLifetime(data) {} }
        host.layout()
        collection.contentOffset = CGPoint(x: 0, y: 4)
        host.layout()
        let pinned = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(pinned?.frame.minY == 4)
        // Section 0 ends at 11: at offset 10.5 its header is pushed up to 10.
        collection.contentOffset = CGPoint(x: 0, y: 10)
        host.layout()
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 10)
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 11)
    }

    @Test("a background decoration covers its section, inset by its content insets, below the items")
    func backgroundDecoration() {
        let section = listSection(height: .absolute(2))
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let data = CollectionData(sections: 1, items: 2)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 30, height: 20))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 30, height: 20)) ?? []
        let decoration = attributes.first { $0.representedElementCategory == .decorationView }
        #expect(decoration?.frame == CGRect(x: 1, y: 0, width: 28, height: 6))
        #expect((decoration?.zIndex ?? 0) < 0)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame == decoration?.frame)
        #expect(collection.subviews.contains { $0.frame == CGRect(x: 1, y: 0, width: 28, height: 6) })
    }

    @Test("a badge follows its item's index path, anchored to the item's top-trailing corner")
    func itemSupplementary() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(.absolute(2), .absolute(1)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let data = CollectionData(sections: 1, items: 3)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 10))
        collection.register(LabelView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 18, y: 0, width: 2, height: 1))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 8, y: 3, width: 2, height: 1))
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 3)
    }

    @Test("a horizontal layout lays sections side by side, groups down each")
    func horizontalLayout() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.absolute(6), .fractionalHeight(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let data = CollectionData(sections: 1, items: 5)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 10, height: 4))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<3) == [CGRect(x: 0, y: 0, width: 6, height: 2), CGRect(x: 0, y: 2, width: 6, height: 2),
                                              CGRect(x: 6, y: 0, width: 6, height: 2)])
        #expect(collection.contentSize == CGSize(width: 18, height: 4))
    }

    @Test("bad sizes are reported once and read as 0; nothing crashes")
    func badSizes() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(.nan), .absolute(-3)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(.infinity)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let data = CollectionData(sections: 1, items: 3)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 10))
        defer { withExtendedLifetime(data) {} }
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.contains { $0.contains("not finite and non-negative") })
        #expect(collection.contentSize.height.isFinite)
    }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout handlers and spacing")
struct CompositionalHandlerTests {
    @Test("a section's visible-items handler sees its visible items and the scroll offset, and what it changes is drawn")
    func visibleItemsHandler() {
        let section = listSection(height: .absolute(2))
        var seen: [[Int]] = []
        var offsets: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seen.append(items.map(\.indexPath.item).sorted())
            offsets.append(offset.y)
            #expect(environment.container.contentSize.width == 20)
            for item in items where item.indexPath.item == 1 { item.alpha = 0.5; item.zIndex = 7 }
            for item in items where item.indexPath.item == 2 { item.isHidden = true }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let data = CollectionData(sections: 1, items: 20)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 6))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(seen.last == [0, 1, 2])
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 20, height: 6)) ?? []
        #expect(attributes.first { $0.indexPath.item == 1 }?.alpha == 0.5)
        #expect(attributes.first { $0.indexPath.item == 1 }?.zIndex == 7)
        // A hidden item gets no cell, as in UIKit.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        // Every scroll asks again, with the new offset.
        collection.contentOffset = CGPoint(x: 0, y: 4)
        host.layout()
        #expect(offsets.last == 4)
        #expect(seen.last == [2, 3, 4])
    }

    @Test("flexible inter-item spacing shares the room left over; fixed spacing is exact")
    func flexibleSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(4), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)), subitems: [item])
        group.interItemSpacing = .flexible(1)
        let data = CollectionData(sections: 1, items: 4)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 22, height: 5))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        // Four items of 4 with at least 1 between fit in 22 (4 × 4 + 3 = 19); the 3 columns left
        // over go one to each gap: items at 0, 6, 12, 18.
        #expect(frames(collection, 0..<4).map(\.minX) == [0, 6, 12, 18])
    }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout bad input")
struct CompositionalBadInputTests {
    @Test("a group whose items cannot fit is reported once per preparation; the items overflow it and nothing crashes")
    func itemsThatCannotFit() {
        let wide = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(30), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)), subitems: [wide, wide])
        let data = CollectionData(sections: 1, items: 4)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 20, height: 5))
        defer { withExtendedLifetime(data) {} }
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.filter { $0.contains("need 60") }.count == 1, "\(reports.messages)")
        #expect(frames(collection, 0..<2) == [CGRect(x: 0, y: 0, width: 30, height: 1), CGRect(x: 30, y: 0, width: 30, height: 1)])
    }

    @Test("a section provider that returns nil is reported, and the section is shown as a list of rows")
    func nilSection() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : listSection(height: .absolute(1)) }
        let data = CollectionData(sections: 2, items: 2)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 100))
        defer { withExtendedLifetime(data) {} }
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.contains { $0.contains("returned nil for section 0") })
        #expect(frames(collection, 0..<2) == [CGRect(x: 0, y: 0, width: 20, height: 44), CGRect(x: 0, y: 44, width: 20, height: 44)])
    }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout configuration")
struct CompositionalConfigurationTests {
    @Test("the configuration's boundary items head and foot the whole layout, at [0, 0]")
    func layoutHeaderAndFooter() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(2)), elementKind: "banner", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)), elementKind: "credits", alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: .absolute(1)), configuration: configuration)
        let data = CollectionData(sections: 2, items: 2)
        let (host, collection) = makeCollection(data, layout: layout, size: CGSize(width: 20, height: 20))
        collection.register(LabelView.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "header")
        collection.register(LabelView.self, forSupplementaryViewOfKind: "credits", withReuseIdentifier: "header")
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 20, height: 2))
        #expect(frames(collection, 0..<1) == [CGRect(x: 0, y: 2, width: 20, height: 1)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "credits", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 6, width: 20, height: 1))
        #expect(collection.contentSize.height == 7)
        #expect(collection.visibleSupplementaryViews(ofKind: "banner").count == 1)
    }

    @Test("a strip that comes to rest at group boundaries moves on to the next group's leading edge")
    func leadingBoundaryResting() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(8), .absolute(2)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            return section
        }
        let data = CollectionData(sections: 1, items: 10)
        let (host, _) = makeCollection(data, layout: layout, size: CGSize(width: 25, height: 5))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        // A step is 3 columns; the strip then settles at the next group boundary (10).
        host.scrollWheel(at: CGPoint(x: 3, y: 1), columns: 1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 10)
        host.scrollWheel(at: CGPoint(x: 3, y: 1), columns: -1)
        #expect(layout.orthogonalScrollOffset(ofSection: 0) == 0)
    }

    @Test("list separators follow the item separator handler, and a grouped list fills its sections with its background colour (iOS metrics)")
    func separatorsAndBackground() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.backgroundColor = .systemPink
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            if indexPath.item == 0 { separator.bottomSeparatorVisibility = .hidden }
            return separator
        }
        let host = HeadlessHost(size: CGSize(width: 320, height: 400), metrics: .iOS)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let data = ParityListData([["a", "b", "c"]])
        collection.dataSource = data
        host.rootView = collection
        host.layout()
        defer { withExtendedLifetime(data) {} }
        let items = host.displayList().items
        let lines = items.compactMap { item -> CGPoint? in
            if case let .line(from, _, _, _) = item.primitive { return from }
            return nil
        }
        // Rows b and c have separators; a's is hidden; c's (the section's last) runs edge to edge.
        #expect(lines.count == 2)
        #expect(lines.map(\.x).sorted() == [0, 16])
        let pink = UIColor.systemPink.displayColor(for: collection.traitCollection)
        #expect(items.contains { if case let .fill(_, color) = $0.primitive { color == pink } else { false } })
    }

    @Test("groups repeated with a count share the outer group's width, nested items and all")
    func repeatedNestedGroups() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), repeatingSubitem: item, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(4)), repeatingSubitem: column, count: 3)
        let data = CollectionData(sections: 1, items: 6)
        let (host, collection) = makeCollection(data, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                size: CGSize(width: 30, height: 10))
        defer { withExtendedLifetime(data) {} }
        host.layout()
        #expect(frames(collection, 0..<6) == [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 2, width: 10, height: 2),
                                              CGRect(x: 10, y: 0, width: 10, height: 2), CGRect(x: 10, y: 2, width: 10, height: 2),
                                              CGRect(x: 20, y: 0, width: 10, height: 2), CGRect(x: 20, y: 2, width: 10, height: 2)])
    }
}
