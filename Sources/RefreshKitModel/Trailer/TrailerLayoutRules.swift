/// Where the trailer's label and arrow go (docs/behaviour/trailer.md §7, with F15): pure functions
/// of the trailer rect, the style, whether the label shows, and the arrow's size.
public enum TrailerLayoutRules {
    /// The label's width: one glyph of the 14-pt font (⌈14⌉), so the text wraps after every glyph
    /// and reads top to bottom (faithful; the host wraps the same way).
    public static let labelColumnWidth = 14.0

    /// The label column, full height, centred at `centreX` (F15: placed from its centre and size
    /// together; the original's first pass kept a stale origin).
    public static func label(centreX: Double, height: Double) -> FooterRect {
        FooterRect(x: centreX - labelColumnWidth / 2, y: 0, width: labelColumnWidth, height: height)
    }

    /// The layout for a trailer rect. State style: the label centred in the trailer. Normal style:
    /// with the label shown, the arrow 5 pt from the left edge and the label centred in the room
    /// right of it; with the label hidden, the arrow centred (the label keeps the state style's
    /// place, unseen).
    public static func layout(
        trailer: FooterRect, style: TrailerStyle, labelShown: Bool, arrow: (width: Double, height: Double)
    ) -> TrailerLayout {
        let width = trailer.width
        let height = trailer.height
        let centred = label(centreX: width / 2, height: height)
        guard style == .normal else {
            return TrailerLayout(frame: trailer, parts: TrailerParts(label: centred, arrow: nil))
        }
        let arrowCentreX = labelShown ? arrow.width / 2 + TrailerArrow.leftInset : width / 2
        let arrowRect = FooterRect(
            x: arrowCentreX - arrow.width / 2, y: height / 2 - arrow.height / 2, width: arrow.width,
            height: arrow.height)
        let labelRect = labelShown ? label(centreX: (width + arrow.width) / 2, height: height) : centred
        return TrailerLayout(frame: trailer, parts: TrailerParts(label: labelRect, arrow: arrowRect))
    }
}
