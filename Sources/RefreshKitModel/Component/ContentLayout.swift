/// A layout the component wants: made when something the layout depends on changed, answered with
/// the label's width (or none), and applied only if the label still shows the text it was made for.
/// A width measured for other text is ignored by construction (docs/behaviour/component.md §9).
public struct LayoutRequest: Equatable, Sendable {
    /// The label text's generation when the request was made.
    public let generation: UInt64
    /// Whether the layout needs the width of the label's text (shown and not empty).
    public let measuresText: Bool
    /// How many times the width's source (the measurer) had changed when the request was made: a
    /// width from a measurer that was removed or replaced meanwhile is not the source's answer.
    public let source: UInt64

    public init(generation: UInt64, measuresText: Bool, source: UInt64 = 0) {
        self.generation = generation
        self.measuresText = measuresText
        self.source = source
    }
}

/// The widths the measurer answered last, with what they were measured for: the texts (their
/// generation), the measurer (the width source) and the room the labels had (the component's
/// width). A layout for the same three reuses them, so the host is asked again only when a text,
/// the measurer or the width changed ("measure-text" in the header), not when the frame only
/// moves.
public struct MeasuredWidths<Widths: Sendable>: Sendable {
    public struct Key: Equatable, Sendable {
        public var generation: UInt64
        public var source: UInt64
        public var room: Double

        @inlinable @inline(__always)
        public init(generation: UInt64, source: UInt64, room: Double) {
            self.generation = generation
            self.source = source
            self.room = room
        }
    }

    @usableFromInline var key = Key(generation: 0, source: 0, room: -1)
    @usableFromInline var stored: Widths?
    /// Grows whenever the measurer comes or goes (see LayoutRequest.source).
    public private(set) var source: UInt64 = 0

    public init() {}

    /// The measurer came or went: a width measured before is not the new source's answer.
    public mutating func sourceChanged() {
        source &+= 1
    }

    /// What a width measured now is for: the texts of `generation`, the current measurer, `room`.
    @inlinable @inline(__always)
    public func measureKey(generation: UInt64, room: Double) -> Key {
        Key(generation: generation, source: source, room: room)
    }

    /// The widths measured for `key`, if any.
    @inlinable @inline(__always)
    public func widths(for key: Key) -> Widths? {
        guard key == self.key else { return nil }
        return stored
    }

    public mutating func store(_ widths: Widths, for key: Key) {
        self.key = key
        stored = widths
    }

    /// Drops what was measured (the host set its own width: a handler that leaves the answer
    /// alone answers that width, so it is asked again).
    public mutating func forget() {
        stored = nil
    }
}

extension MeasuredWidths where Widths == Double {
    /// The layout wanted now for one label's current text: it measures when the label needs a
    /// width (shown, with text) and none was measured for this text, measurer and `room`.
    @inlinable @inline(__always)
    public func request(for label: StateLabel, room: Double) -> LayoutRequest {
        let known = widths(for: measureKey(generation: label.generation, room: room)) != nil
        return LayoutRequest(generation: label.generation, measuresText: label.needsTextWidth && !known, source: source)
    }

    /// The label's text width for a layout: `measured` (kept for this text, measurer and `room`),
    /// else the width measured last for them, else the host's set width.
    @inline(__always)
    public mutating func width(measured: Double?, for label: StateLabel, room: Double) -> Double {
        let key = measureKey(generation: label.generation, room: room)
        if let measured { store(measured, for: key) }
        return ContentLayout.textWidth(measured: measured ?? widths(for: key), fallback: label.hostTextWidth)
    }
}

/// The footer's layout rules (MJRefreshBackGifFooter's placeSubviews: where its GIF goes beside
/// the label), and the limits every family's measurement keeps to.
public enum ContentLayout {
    /// The most times one layout asks for a measurement: a measurer that changes the label text
    /// from inside itself is asked again for the new text, but not forever; then the width the
    /// host set is used, never a width for other text.
    public static let maxMeasureAttempts = 8
    /// The widest text a measurement may report; wider counts as this wide.
    public static let maxTextWidth = 1e9

    /// What a measurement is worth: a broken one must not break the layout, so NaN and infinity
    /// give the host's set width, below 0 is 0, and above `maxTextWidth` is `maxTextWidth`.
    @inline(__always)
    public static func textWidth(measured: Double?, fallback: Double) -> Double {
        guard let measured else { return fallback }
        guard measured.isFinite else { return fallback }
        return Swift.min(maxTextWidth, Swift.max(0, measured))
    }

    /// The layout for a footer rect and a label: with the label hidden the GIF fills the footer,
    /// centered; otherwise it takes the room left of the centered text, right-aligned.
    @inline(__always)
    public static func compute(footer: FooterRect, label: StateLabel, textWidth: Double) -> FooterLayout {
        let width = footer.width
        let height = footer.height
        if label.hidden {
            return FooterLayout(
                frame: footer,
                parts: FooterParts(gif: FooterRect(x: 0, y: 0, width: width, height: height), contentMode: .center))
        }
        let textWidth = label.text.isEmpty ? 0 : textWidth
        // The original lets this go negative for long text; a width is never negative (F5).
        let gifWidth = Swift.max(0, width / 2 - label.leftInset - textWidth / 2)
        return FooterLayout(
            frame: footer,
            parts: FooterParts(gif: FooterRect(x: 0, y: 0, width: gifWidth, height: height), contentMode: .right))
    }

    /// What a query reports before the first layout: the footer rect, an empty GIF rect.
    public static func placeholder(footer: FooterRect, label: StateLabel) -> FooterLayout {
        FooterLayout(
            frame: footer,
            parts: FooterParts(
                gif: FooterRect(x: 0, y: 0, width: 0, height: footer.height),
                contentMode: label.hidden ? .center : .right))
    }
}
