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
///
/// Everything a host does differently is a value here — a number, or how a part is drawn — and
/// views read the value; none asks which host it is on. A new host supplies a profile, starting
/// from one of these and changing what differs:
///
/// ```swift
/// var pixels = MetricsProfile.iOS
/// pixels.name = "pixels"
/// pixels.displayScale = 2
/// ```
///
/// The properties without a value in the initializer start at UIKit's (the ``iOS`` profile's).
public struct MetricsProfile: Sendable, Hashable {
    /// A name for diagnostics and test output.
    public var name: String
    /// The height of a standard row (UIKit: 44 pt at the default text size).
    public var rowHeight: CGFloat
    /// The estimate UIKit picks when `estimatedRowHeight` is `automaticDimension`.
    public var automaticRowHeightEstimate: CGFloat
    /// Height of a plain-style header or footer that shows a title.
    public var plainTitleHeaderHeight: CGFloat
    /// Height of a plain-style footer that shows a title (iOS: 28 points; terminal: one line).
    public var plainTitleFooterHeight: CGFloat
    /// Height of a grouped-style header or footer that shows a title. A grouped title header
    /// includes the space between sections above its text (iOS: 38 points for a 13-point title;
    /// terminal: a blank line and the title's line).
    public var groupedTitleHeaderHeight: CGFloat
    /// Least height of a grouped-style footer that shows a title; a title that wraps makes the footer taller.
    public var groupedTitleFooterHeight: CGFloat
    /// Space a grouped section shows above itself when it has no header title (the first section
    /// gets ``groupedFirstSectionSpacing``).
    public var groupedSectionSpacing: CGFloat
    /// Space the first grouped section shows above itself when it has no header title.
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
    /// Whether text is measured in terminal columns and lines (see ``textWidth(of:font:)`` and
    /// ``lineHeight(of:)``). Only text measurement reads it: what else differs between hosts has a
    /// property of its own.
    public var measuresTextInCells: Bool
    /// The thickness of a scroll view's indicators: the vertical one's width, drawn over the
    /// content's trailing edge, and the horizontal one's height, over its bottom edge.
    public var scrollIndicatorThickness: CGFloat = 3
    /// The shortest the indicator's thumb gets, however long the content (iOS: 36 points).
    public var scrollIndicatorMinimumThumbLength: CGFloat = 36
    /// How far before the indicator's track a touch still takes hold of it.
    public var scrollIndicatorHitSlack: CGFloat = 8
    /// How the indicator is drawn.
    public var scrollIndicatorStyle: ScrollIndicatorStyle = .roundedThumb
    /// How long the indicators stay after the content last moved before they fade out (UIKit
    /// shows them while the content moves, then fades them); `nil` shows them whenever the
    /// content is longer than the view, as a terminal list shows its position all the time.
    public var scrollIndicatorFadeDelay: TimeInterval? = 0.5
    /// Whether content offsets stay on whole points while a scroll view moves on its own (an
    /// animated scroll, a fling, the indicator dragged): where a point is a character cell, an
    /// offset between lines cannot be drawn.
    public var scrollsByWholePoints = false
    /// How long an animated scroll (`setContentOffset(_:animated:)`) takes: UIKit's 0.3 s; half
    /// that in the terminal, where each frame moves whole lines.
    public var scrollAnimationDuration: TimeInterval = 0.3
    /// How long row animations (inserting, deleting, moving and reloading rows) take.
    public var rowAnimationDuration: TimeInterval = 0.3
    /// The slowest a finger may be moving (points per second) when it lifts at the end of a drag
    /// for the content to glide on; slower, it stops where the finger lifted. A point is a line in
    /// the terminal, so each profile has its own (iOS: 250 points a second; terminal: 25 lines).
    public var minimumFlingVelocity: CGFloat = 250
    /// How far one horizontal step moves content that scrolls sideways: ← and →, and each line
    /// of a sideways wheel turn (iOS: the 44-point row height, as ↑ and ↓ move). Three columns in
    /// the terminal, where a column is about half as wide as a line is tall: crossing an
    /// 80-column screen then takes about as many presses as crossing a 24-line one.
    public var horizontalScrollStep: CGFloat = 44

    /// The nominal size of a symbol image (`UIImage(systemName:)`): the image slot of a standard
    /// row on iOS, one cell in the terminal.
    public var symbolImageSize = CGSize(width: 24, height: 24)
    /// The height of the symbols drawn in a row — accessories and editing controls — by which
    /// they are centred on it.
    public var rowSymbolHeight: CGFloat = 17
    /// The width of an accessory's symbol (chevron, checkmark), which ends at the trailing margin.
    public var accessorySymbolWidth: CGFloat = 12
    /// The width of the detail (ⓘ) button's symbol.
    public var detailButtonWidth: CGFloat = 22
    /// How far around the detail button a tap still hits it.
    public var detailButtonHitSlack: CGFloat = 8
    /// The space between a detail disclosure's ⓘ and its chevron.
    public var detailDisclosureSpacing: CGFloat = 10
    /// The most height a built-in cell's image takes (it is centred in the row).
    public var cellImageHeight: CGFloat = 29
    /// The space above and below a cell's content (UIKit: 11 points), which self-sizing rows and
    /// list content views add to their text.
    public var cellVerticalMargin: CGFloat = 11
    /// The width of the title column of a `.value2` cell.
    public var cellValue2TitleWidth: CGFloat = 67
    /// Points of indentation per point of a cell's `indentationWidth`: UIKit's default 10-point
    /// indentation width is one column in the terminal.
    public var cellIndentationScale: CGFloat = 1
    /// The space between a grouped section's header title and its rows, and between its rows and
    /// its footer title.
    public var sectionTitleVerticalPadding: CGFloat = 7
    /// Whether inset-grouped sections are drawn as rounded boxes of box-drawing characters around
    /// their rows, on lines their headers and footers make room for. Where a filled block alone
    /// might not show (a terminal without colour), the box shows the section.
    public var drawsInsetGroupedSectionBoxes = false
    /// Whether keyboard focus also draws a bar at the leading edge of the focused row or action,
    /// so focus shows without colour too.
    public var drawsFocusBar = false
    /// Whether secondary text (`secondaryLabel` and fainter) is drawn dim as well as in its colour,
    /// for screens where colours may not show.
    public var dimsSecondaryText = false
    /// Whether screens spell out their keys in their text (a list's footer naming its commands,
    /// a field's placeholder saying which key sends): where the keyboard is the only input, as in
    /// the terminal. Off at iOS metrics, where the screen is a touch screen's and a hardware
    /// keyboard's commands are found in the key help, as iPadOS lists them.
    public var showsKeyHints = false

    /// The dimensions of a row's editing chrome.
    public var editing = Editing.iOS
    /// The dimensions of alerts and action sheets.
    public var alert = Alert.iOS
    /// The dimensions of navigation bars.
    public var navigationBar = NavigationBar.iOS
    /// The dimensions of controls.
    public var controls = Controls.iOS
    /// The dimensions of a collection view list cell's accessories.
    public var listCell = ListCell.iOS
    /// The dimensions of a table's section index.
    public var sectionIndex = SectionIndex.iOS
    /// The dimensions of text fields and search bars.
    public var textInput = TextInput.iOS
    /// How emoji sequences are measured (`TerminalWidthPolicy`): VS16 and VS15 presentation and
    /// ZWJ sequences. Layout, the cell rasterizer and the terminal renderer all measure with it,
    /// so text lines up on terminals that draw those sequences differently. Hosts set it — the
    /// terminal host from `TRESTLE_EMOJI_WIDTH` — and the iOS profile's width approximation
    /// follows it too.
    public var widthPolicy: TerminalWidthPolicy = .standard
    /// How Auto Layout's constants become lengths (``AutoLayout``).
    public var autoLayout = AutoLayout.iOS
    /// Measures text in points with real fonts; `nil`, the default, uses the profile's
    /// deterministic approximation (see ``textWidth(of:font:)``). The pixel host sets one that
    /// measures with the faces it draws.
    public var textMeasurer: TextMeasurer?

    /// UIKit's dimensions on an iPhone at the default text size
    /// (UIKitBehavior § Default dimensions).
    public static let iOS = MetricsProfile(
        name: "iOS", rowHeight: 44, automaticRowHeightEstimate: 44,
        plainTitleHeaderHeight: 28, plainTitleFooterHeight: 28,
        groupedTitleHeaderHeight: 38, groupedTitleFooterHeight: 38,
        groupedSectionSpacing: 18, groupedFirstSectionSpacing: 35,
        plainSectionHeaderTopPadding: 22, insetGroupedMargin: 16, insetGroupedCornerRadius: 10,
        cellHorizontalMargin: 16, cellImageSpacing: 16, cellImageWidth: 29, accessoryWidth: 20,
        separatorThickness: 1.0 / 3.0, displayScale: 3, viewLayoutMargin: 8, measuresTextInCells: false)

    /// One point per column and per line; controls and chrome drawn with characters.
    public static let terminal = MetricsProfile(
        name: "terminal", rowHeight: 1, automaticRowHeightEstimate: 1,
        plainTitleHeaderHeight: 1, plainTitleFooterHeight: 1,
        groupedTitleHeaderHeight: 2, groupedTitleFooterHeight: 1,
        groupedSectionSpacing: 1, groupedFirstSectionSpacing: 1,
        plainSectionHeaderTopPadding: 0, insetGroupedMargin: 2, insetGroupedCornerRadius: 1,
        cellHorizontalMargin: 1, cellImageSpacing: 1, cellImageWidth: 2, accessoryWidth: 2,
        separatorThickness: 0, displayScale: 1, viewLayoutMargin: 0, measuresTextInCells: true,
        scrollIndicatorThickness: 1, scrollIndicatorMinimumThumbLength: 1, scrollIndicatorHitSlack: 0,
        scrollIndicatorStyle: .lineCharacters, scrollIndicatorFadeDelay: nil, scrollsByWholePoints: true, scrollAnimationDuration: 0.15,
        rowAnimationDuration: 0.15, minimumFlingVelocity: 25, horizontalScrollStep: 3,
        symbolImageSize: CGSize(width: 1, height: 1), rowSymbolHeight: 1, accessorySymbolWidth: 1,
        detailButtonWidth: 1, detailButtonHitSlack: 1, detailDisclosureSpacing: 1, cellImageHeight: 1, cellVerticalMargin: 0, cellValue2TitleWidth: 10,
        cellIndentationScale: 0.1, sectionTitleVerticalPadding: 0, drawsInsetGroupedSectionBoxes: true, drawsFocusBar: true,
        dimsSecondaryText: true, showsKeyHints: true, editing: .terminal, alert: .terminal, navigationBar: .terminal, controls: .terminal, listCell: .terminal,
        sectionIndex: .terminal, textInput: .terminal, autoLayout: .terminal)

    /// The width of `text` set in `font`.
    ///
    /// Terminal: display columns. Points: the ``textMeasurer``'s width rounded up to a whole
    /// point, or without one an approximation of the system font's advances — 0.5 em for narrow
    /// characters, 1 em for wide ones — chosen to be deterministic, not exact.
    public func textWidth(of text: some StringProtocol, font: UIFont) -> CGFloat {
        if let textMeasurer, !measuresTextInCells {
            return CGFloat(textMeasurer.width(of: String(text), font: font.textFont)).rounded(.up)
        }
        let columns = widthPolicy.columns(of: text)
        if measuresTextInCells { return CGFloat(columns) }
        return (CGFloat(columns) * font.pointSize * 0.5).rounded(.up)
    }

    /// What ``textWidth(of:font:)`` and ``lineHeight(of:)`` depend on, and nothing else: caches
    /// of laid-out text key on it instead of the whole (large) profile. Keep it in step with them.
    package struct TextMeasurement: Hashable, Sendable {
        var measuresTextInCells: Bool
        var widthPolicy: TerminalWidthPolicy
        var measurer: TextMeasurer?
    }

    package var textMeasurement: TextMeasurement {
        TextMeasurement(measuresTextInCells: measuresTextInCells, widthPolicy: widthPolicy,
                        measurer: measuresTextInCells ? nil : textMeasurer)
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

extension MetricsProfile {
    /// How a scroll view's indicator is drawn.
    public enum ScrollIndicatorStyle: Sendable, Hashable {
        /// UIKit's: a rounded thumb over the content, no track.
        case roundedThumb
        /// A track of thin line characters (`│`) with a heavier thumb (`┃`).
        case lineCharacters
    }
}
