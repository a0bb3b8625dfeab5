import Foundation

extension FlowGeometry {
    /// The z index of a header or footer pinned to the viewport, well above the items. Items, and
    /// headers and footers at their natural places, are at 0: there they never overlap an item.
    public static let pinnedZIndex = 1024

    /// A section's header, placed for `viewport`: with ``pinsSectionHeaders`` on, UIKit's
    /// `sectionHeadersPinToVisibleBounds` rule (<doc:TrestleCore/UIKitBehavior#Flow-layout-packing>),
    /// along the scroll axis:
    ///
    /// `min(max(natural, pin), contentEnd − extent)`, where the pin line is the viewport's
    /// ``Viewport/pinTop`` (``Viewport/pinLeft`` scrolling horizontally) and `contentEnd` is where
    /// the section's footer starts (the end of its trailing inset). So the header sticks at the
    /// pin line and the section's end pushes it off before the next section's header arrives;
    /// past the top of the content it moves with its section. A moved header is
    /// ``ElementPlacement/isPinned`` at ``pinnedZIndex``.
    ///
    /// With a display scale the pin line and section end are rounded and the header keeps its
    /// rounded extent, so it never changes size as it moves.
    func headerPlacement(section: Int, sectionStart: Double, viewport: Viewport?) -> ElementPlacement? {
        guard let natural = headerFrame(section: section, sectionStart: sectionStart) else { return nil }
        var main = mainMin(of: natural)
        if pinsSectionHeaders, let viewport {
            let m = metrics(of: sections[section].style)
            let pin = snap(scrollDirection == .vertical ? viewport.pinTop : viewport.pinLeft)
            let end = snap(sectionStart + contentEnd(of: sections[section], m))
            main = min(max(main, pin), end - mainSize(of: natural))
        }
        return placement(.header, section: section, natural: natural, at: main)
    }

    /// A section's footer, placed for `viewport`: with ``pinsSectionFooters`` on, the mirror image
    /// of the header rule against the viewport's trailing pin line (``Viewport/pinBottom``, or
    /// ``Viewport/pinRight`` scrolling horizontally): `max(headerEnd, min(natural, pin − extent))`,
    /// so the footer never rides above its section's header.
    func footerPlacement(section: Int, sectionStart: Double, viewport: Viewport?) -> ElementPlacement? {
        guard let natural = footerFrame(section: section, sectionStart: sectionStart) else { return nil }
        var main = mainMin(of: natural)
        if pinsSectionFooters, let viewport {
            let m = metrics(of: sections[section].style)
            let pin = snap(scrollDirection == .vertical ? viewport.pinBottom : viewport.pinRight)
            let headerEnd = snap(sectionStart + m.header)
            main = max(headerEnd, min(main, pin - mainSize(of: natural)))
        }
        return placement(.footer, section: section, natural: natural, at: main)
    }

    private func placement(_ kind: SupplementaryKind, section: Int, natural: CGRect, at main: Double) -> ElementPlacement {
        let isPinned = main != mainMin(of: natural)
        return ElementPlacement(element: .supplementary(kind, ItemPath(section: section, item: 0)),
                                frame: isPinned ? moved(natural, toMain: main) : natural,
                                isPinned: isPinned, zIndex: isPinned ? Self.pinnedZIndex : 0)
    }
}
