/// A family whose layout waits for the host (the back footer, the header, the auto footer,
/// MJRefresh's state footers and header): the host answers its layout request with the width of
/// the label's text as it measures it, or leaves the width the host set. Each such family reads
/// `needsLayout` from its `layoutState` itself: the runtime's component objects default it to
/// false for a family that waits for no layout, and a default here would compete with that one.
public protocol MeasuredLayoutModel: RefreshComponentModel {
    /// What one measuring round answers: a width, or a width per label.
    associatedtype Widths: Sendable
    /// The widths measured last, with what they were measured for.
    var measured: MeasuredWidths<Widths> { get }
    /// The layout wanted now, made for the labels' current texts.
    var layoutRequest: LayoutRequest { get }
    /// The gap between the GIF (or the arrow) and the text. Refused, nothing changed, out of
    /// [0, 1e9] (InputRules).
    mutating func setLabelLeftInset(_ inset: Double) throws(InputError)
    /// Where the text width comes from changed (a measure-text handler was connected or
    /// disconnected): lay out again with the new source.
    mutating func textWidthSourceChanged()
}

extension MeasuredLayoutModel {
    /// Grows whenever the measurer comes or goes (see LayoutRequest.source).
    @inlinable public var widthSource: UInt64 { measured.source }
    @inlinable public var labelLeftInset: Double { label.leftInset }
}

/// The measured layout as the package changes it.
package protocol MeasuredLayout: MeasuredLayoutModel, RefreshComponent {
    var measured: MeasuredWidths<Widths> { get set }
}

extension MeasuredLayout {
    public mutating func setLabelLeftInset(_ inset: Double) throws(InputError) {
        setLabelLeftInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setLabelLeftInset(unchecked inset: Double) {
        label.setLeftInset(inset)
        invalidateLayout()
    }

    public mutating func textWidthSourceChanged() {
        measured.sourceChanged()
        invalidateLayout()
    }
}
