import Foundation
import TrestleCore

/// How text lines align horizontally (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred in the available width.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines are stretched to fill the width, except the paragraph's last.
    ///
    /// - Note: Trestle does not stretch lines: it draws justified text at the left edge.
    case justified = 3
    /// The script's natural alignment: left for left-to-right text.
    case natural = 4
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between characters, wherever the line fills up.
    case byCharWrapping = 1
    /// Text that does not fit is cut off at the edge, with no ellipsis.
    case byClipping = 2
    /// The last line keeps its end, and an ellipsis replaces the missing start.
    case byTruncatingHead = 3
    /// The last line keeps its start, and an ellipsis replaces the missing end.
    case byTruncatingTail = 4
    /// The last line keeps its start and end, and an ellipsis replaces the missing middle.
    case byTruncatingMiddle = 5
}

/// Breaks text into lines for labels, measured with a screen's metrics profile.
enum TextLayout {
    static let ellipsis = "…"

    /// The lines `text` occupies in `width`, at most `numberOfLines` of them (0 = no limit), the
    /// last one truncated according to `lineBreakMode` when text is left over.
    static func lines(_ text: String, width: CGFloat, font: UIFont, metrics: MetricsProfile,
                      numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let measure = { (string: String) in metrics.textWidth(of: string, font: font) }
        let wraps = numberOfLines != 1 && (lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
                                           || numberOfLines == 0 || numberOfLines > 1)
        var result: [String] = []
        var truncated = false
        outer: for paragraph in paragraphs {
            let pieces = wraps ? wrap(paragraph, width: width, byWords: lineBreakMode != .byCharWrapping, measure: measure) : [paragraph]
            for piece in pieces {
                if numberOfLines > 0 && result.count == numberOfLines {
                    truncated = true
                    break outer
                }
                result.append(piece)
            }
        }
        guard !result.isEmpty else { return [] }
        let lastIndex = result.count - 1
        if truncated || measure(result[lastIndex]) > width {
            result[lastIndex] = truncate(result[lastIndex] + (truncated ? " " : ""), to: width, mode: lineBreakMode, measure: measure)
        }
        for index in 0..<lastIndex where measure(result[index]) > width {
            result[index] = truncate(result[index], to: width, mode: .byClipping, measure: measure)
        }
        return result
    }

    /// Greedy wrapping: words fill a line until the next would overflow; a word longer than the
    /// line is broken by characters.
    static func wrap(_ paragraph: String, width: CGFloat, byWords: Bool, measure: (String) -> CGFloat) -> [String] {
        guard measure(paragraph) > width, width > 0 else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        let tokens: [String] = byWords ? tokenize(paragraph) : paragraph.map { String($0) }
        for token in tokens {
            let candidate = current + token
            if measure(candidate.trimmingTrailingSpaces) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current.trimmingTrailingSpaces) }
            current = token.trimmingLeadingSpaces
            while measure(current) > width {
                var head = ""
                for character in current {
                    if measure(head + String(character)) > width { break }
                    head.append(character)
                }
                if head.isEmpty { head = String(current.first!) }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces) }
        return lines
    }

    /// Splits into words, each keeping the spaces that follow it.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inSpaces = false
        for character in text {
            if character == " " {
                inSpaces = true
                current.append(character)
            } else {
                if inSpaces {
                    tokens.append(current)
                    current = ""
                    inSpaces = false
                }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// `line` cut to `width`, with an ellipsis where the mode puts one.
    static func truncate(_ line: String, to width: CGFloat, mode: NSLineBreakMode, measure: (String) -> CGFloat) -> String {
        let characters = Array(line.trimmingTrailingSpaces)
        if measure(String(characters)) <= width && !line.hasSuffix(" ") { return String(characters) }
        func fitPrefix(_ budget: CGFloat) -> String {
            var head = ""
            for character in characters {
                if measure(head + String(character)) > budget { break }
                head.append(character)
            }
            return head
        }
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            return fitPrefix(width)
        case .byTruncatingHead:
            var tail = ""
            for character in characters.reversed() {
                if measure(ellipsis + String(character) + tail) > width { break }
                tail = String(character) + tail
            }
            return ellipsis + tail
        case .byTruncatingMiddle:
            let budget = width - measure(ellipsis)
            let head = fitPrefix((budget / 2).rounded(.up))
            var tail = ""
            for character in characters.reversed() {
                if measure(head + ellipsis + String(character) + tail) > width { break }
                tail = String(character) + tail
            }
            return head + ellipsis + tail
        case .byTruncatingTail:
            return fitPrefix(width - measure(ellipsis)).trimmingTrailingSpaces + ellipsis
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }

    var trimmingLeadingSpaces: String {
        String(drop(while: { $0 == " " }))
    }
}
