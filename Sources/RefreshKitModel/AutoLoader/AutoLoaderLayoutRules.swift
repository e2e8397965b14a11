/// Where the auto footer's label, indicator and GIF go (docs/behaviour/auto-footer.md §10, §11):
/// pure functions of the footer rect, the label's text width and refreshingTitleHidden. The label
/// fills the bounds.
public enum AutoLoaderLayoutRules {
    /// The indicator's centre: (W/2 − (tw/2 + L), h/2), or (W/2, h/2) with the refreshing title
    /// hidden (in every state, as the original).
    public static func spinner(
        width: Double, height: Double, textWidth: Double, leftInset: Double, titleHidden: Bool,
        size: (width: Double, height: Double)
    ) -> AutoLoaderVisualLayout {
        var centreX = width / 2
        if !titleHidden { centreX -= textWidth / 2 + leftInset }
        let centreY = height / 2
        return .spinner(
            FooterRect(
                x: centreX - size.width / 2, y: centreY - size.height / 2, width: size.width, height: size.height))
    }

    /// The GIF: with the refreshing title hidden the bounds, centred; otherwise the room left of
    /// the text, W/2 − L − tw/2, right-aligned, never negative (F5).
    public static func gif(width: Double, height: Double, textWidth: Double, leftInset: Double, titleHidden: Bool)
        -> AutoLoaderVisualLayout
    {
        if titleHidden {
            return .gif(FooterRect(x: 0, y: 0, width: width, height: height), contentMode: .center)
        }
        let gifWidth = Swift.max(0, width / 2 - leftInset - textWidth / 2)
        return .gif(FooterRect(x: 0, y: 0, width: gifWidth, height: height), contentMode: .right)
    }
}
