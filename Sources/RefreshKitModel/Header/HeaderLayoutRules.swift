/// Where the header's labels, arrow, spinner and GIF go (docs/behaviour/header.md §10, with F15):
/// pure functions of the header rect, which labels show, and their text widths.
public enum HeaderLayoutRules {
    /// The labels: both shown ⇒ the state label on the top half, the time label on the bottom half;
    /// one shown ⇒ it fills the bounds (F15: the time label too, when the state label is hidden;
    /// the original left it unlaid). A hidden label is given the bounds.
    public static func labels(width: Double, height: Double, stateShown: Bool, timeShown: Bool)
        -> (state: FooterRect, time: FooterRect)
    {
        let bounds = FooterRect(x: 0, y: 0, width: width, height: height)
        guard stateShown && timeShown else { return (bounds, bounds) }
        let half = height / 2
        return (
            FooterRect(x: 0, y: 0, width: width, height: half),
            FooterRect(x: 0, y: half, width: width, height: height - half)
        )
    }

    /// The normal header: arrow and spinner share a centre, left of the widest shown text by the
    /// label inset, or the header's centre when the state label is hidden. The width of the time
    /// text counts only when the time label shows.
    public static func normal(
        width: Double, height: Double, stateShown: Bool, timeShown: Bool, stateWidth: Double, timeWidth: Double,
        leftInset: Double, arrow: (width: Double, height: Double), spinner: (width: Double, height: Double)
    ) -> HeaderVisualLayout {
        var centreX = width / 2
        if stateShown {
            let text = Swift.max(stateWidth, timeShown ? timeWidth : 0)
            centreX -= text / 2 + leftInset
        }
        let centreY = height / 2
        return .normal(
            arrow: FooterRect(
                x: centreX - arrow.width / 2, y: centreY - arrow.height / 2, width: arrow.width, height: arrow.height),
            spinner: FooterRect(
                x: centreX - spinner.width / 2, y: centreY - spinner.height / 2, width: spinner.width,
                height: spinner.height))
    }

    /// The GIF header: both labels hidden ⇒ the bounds, centred; otherwise the room left of the
    /// widest shown text (F15: a hidden label's text is not counted), right-aligned, never
    /// negative (F5).
    public static func gif(
        width: Double, height: Double, stateShown: Bool, timeShown: Bool, stateWidth: Double, timeWidth: Double,
        leftInset: Double
    ) -> HeaderVisualLayout {
        guard stateShown || timeShown else {
            return .gif(FooterRect(x: 0, y: 0, width: width, height: height), contentMode: .center)
        }
        let text = Swift.max(stateShown ? stateWidth : 0, timeShown ? timeWidth : 0)
        let gifWidth = Swift.max(0, width / 2 - text / 2 - leftInset)
        return .gif(FooterRect(x: 0, y: 0, width: gifWidth, height: height), contentMode: .right)
    }
}
