import Foundation
import TrestleCore

/// UIKit's default dimensions, as a value a screen carries rather than constants scattered in views.
///
/// Two profiles ship: ``iOS`` — UIKit's numbers (44-point rows, 28-point plain title headers,
/// grouped spacing, 16-point margins, hairline separators), the default when no host says
/// otherwise — and ``terminal``, where one point is one column wide and one line tall: rows are one
/// line, title headers one line, grouped sections one line apart, inset-grouped sections two
/// columns in from each edge, and separators take no line of their own. The same table code lays
/// out correctly under either.
///
/// Text is measured by the profile too: in the terminal a string is as wide as its display columns
/// (East Asian wide characters count 2) and every line is one point tall; the iOS profile uses a
/// deterministic approximation of the system font (see ``textWidth(of:font:)``) so headless tests
/// give the same answer everywhere.
public struct MetricsProfile: Sendable, Hashable {
    /// A name for diagnostics and test output.
    public var name: String
    /// The height of a standard row (UIKit: 44 pt at the default text size).
    public var rowHeight: CGFloat
    /// The estimate UIKit picks when `estimatedRowHeight` is `automaticDimension`.
    public var automaticRowHeightEstimate: CGFloat
    /// Height of a plain-style header or footer that shows a title.
    public var plainTitleHeaderHeight: CGFloat
    public var plainTitleFooterHeight: CGFloat
    /// Height of a grouped-style header or footer that shows a title. A grouped title header
    /// includes the space between sections above its text (iOS: 38 points for a 13-point title;
    /// terminal: a blank line and the title's line).
    public var groupedTitleHeaderHeight: CGFloat
    public var groupedTitleFooterHeight: CGFloat
    /// Space a grouped section shows above itself when it has no header title (the first section
    /// gets ``groupedFirstSectionSpacing``).
    public var groupedSectionSpacing: CGFloat
    public var groupedFirstSectionSpacing: CGFloat
    /// `sectionHeaderTopPadding` when it is `automaticDimension`, in plain style (grouped styles: 0).
    public var plainSectionHeaderTopPadding: CGFloat
    /// The horizontal inset of inset-grouped sections from each edge of the table.
    public var insetGroupedMargin: CGFloat
    /// Corner radius of inset-grouped sections.
    public var insetGroupedCornerRadius: CGFloat
    /// Leading and trailing margins of a cell's content (and the default separator inset).
    public var cellHorizontalMargin: CGFloat
    /// Space between a cell's image and its text.
    public var cellImageSpacing: CGFloat
    /// Width of the slot a cell's image occupies.
    public var cellImageWidth: CGFloat
    /// Width of the accessory slot (chevron, checkmark, info button).
    public var accessoryWidth: CGFloat
    /// Thickness of separators. Zero means separators take no space: hosts draw them as an
    /// attribute of the cells they cross (the terminal underlines the row's last line).
    public var separatorThickness: CGFloat
    /// Points per pixel of the screen.
    public var displayScale: CGFloat
    /// Default `layoutMargins` of a view.
    public var viewLayoutMargin: CGFloat
    /// Whether text is measured in terminal columns and lines.
    public var measuresTextInCells: Bool
    /// The width of a scroll view's vertical indicator, drawn over the content's trailing edge.
    public var scrollIndicatorThickness: CGFloat = 3
    /// How emoji sequences are measured (``TerminalWidthPolicy``): VS16 and VS15 presentation and
    /// ZWJ sequences. Layout, the cell rasterizer and the terminal renderer all measure with it,
    /// so text lines up on terminals that draw those sequences differently. Hosts set it — the
    /// terminal host from `TRESTLE_EMOJI_WIDTH` — and the iOS profile's width approximation
    /// follows it too.
    public var widthPolicy: TerminalWidthPolicy = .standard

    /// UIKit's dimensions on an iPhone at the default text size
    /// (<doc:TrestleCore/UIKitBehavior#Default-dimensions>).
    public static let iOS = MetricsProfile(
        name: "iOS", rowHeight: 44, automaticRowHeightEstimate: 44,
        plainTitleHeaderHeight: 28, plainTitleFooterHeight: 28,
        groupedTitleHeaderHeight: 38, groupedTitleFooterHeight: 38,
        groupedSectionSpacing: 18, groupedFirstSectionSpacing: 35,
        plainSectionHeaderTopPadding: 22, insetGroupedMargin: 16, insetGroupedCornerRadius: 10,
        cellHorizontalMargin: 16, cellImageSpacing: 16, cellImageWidth: 29, accessoryWidth: 20,
        separatorThickness: 1.0 / 3.0, displayScale: 3, viewLayoutMargin: 8, measuresTextInCells: false)

    /// One point per column and per line.
    public static let terminal = MetricsProfile(
        name: "terminal", rowHeight: 1, automaticRowHeightEstimate: 1,
        plainTitleHeaderHeight: 1, plainTitleFooterHeight: 1,
        groupedTitleHeaderHeight: 2, groupedTitleFooterHeight: 1,
        groupedSectionSpacing: 1, groupedFirstSectionSpacing: 1,
        plainSectionHeaderTopPadding: 0, insetGroupedMargin: 2, insetGroupedCornerRadius: 1,
        cellHorizontalMargin: 1, cellImageSpacing: 1, cellImageWidth: 2, accessoryWidth: 2,
        separatorThickness: 0, displayScale: 1, viewLayoutMargin: 0, measuresTextInCells: true,
        scrollIndicatorThickness: 1)

    /// The width of `text` set in `font`.
    ///
    /// Terminal: display columns. iOS: an approximation of the system font's advances — 0.5 em for
    /// narrow characters, 1 em for wide ones — chosen to be deterministic, not exact; a pixel host
    /// supplies real font metrics.
    public func textWidth(of text: some StringProtocol, font: UIFont) -> CGFloat {
        let columns = widthPolicy.columns(of: text)
        if measuresTextInCells { return CGFloat(columns) }
        return (CGFloat(columns) * font.pointSize * 0.5).rounded(.up)
    }

    /// This profile measuring emoji sequences with `policy`.
    public func withWidthPolicy(_ policy: TerminalWidthPolicy) -> MetricsProfile {
        var profile = self
        profile.widthPolicy = policy
        return profile
    }

    /// The height of one line of text set in `font`.
    public func lineHeight(of font: UIFont) -> CGFloat {
        measuresTextInCells ? 1 : font.lineHeight.rounded(.up)
    }
}
