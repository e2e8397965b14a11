/// The auto footer's settings, titles, GIF frames and layout. Each public numeric setter checks
/// with InputRules and changes nothing when it refuses; its `unchecked` form is for values already
/// checked so (the C ABI's).
extension AutoLoaderModel {
    // MARK: Edge

    /// h; while shown and attached the inset contribution follows it at once (F8).
    public mutating func setHeight<E: AutoLoaderEffects>(_ height: Double, _ effects: inout E) throws(InputError) {
        setHeight(unchecked: try InputRules.height(height, "height"), &effects)
    }

    package mutating func setHeight<E: AutoLoaderEffects>(unchecked height: Double, _ effects: inout E) {
        edge.setHeight(height)
        edge.syncContribution(shown: !component.hidden, &effects)
        invalidateLayout()
    }

    /// r, triggerAutomaticallyRefreshPercent: any value within ±1e9, negative included (F5).
    public mutating func setTriggerPercent(_ percent: Double) throws(InputError) {
        setTriggerPercent(unchecked: try InputRules.coordinate(percent, "percent"))
    }

    package mutating func setTriggerPercent(unchecked percent: Double) {
        edge.setTriggerPercent(percent)
    }

    /// Turns the offset rule on or off; the pan-end rule and taps stay.
    public mutating func setAutomaticallyRefresh(_ enabled: Bool) {
        edge.setAutomaticallyRefresh(enabled)
    }

    /// F19: begin when the last visible item reaches count − `items` (the host reports both in
    /// its metrics); 0 turns the rule off. Negative counts are refused.
    public mutating func setPrefetchDistance(_ items: Int64) throws(InputError) {
        setPrefetchDistance(unchecked: try InputRules.count(items, "items"))
    }

    package mutating func setPrefetchDistance(unchecked items: Int64) {
        edge.setPrefetchDistance(items)
    }

    /// 1.5: fill the viewport (ViewportFill): off by default.
    public mutating func setFillsViewport(_ enabled: Bool) {
        edge.setFillsViewport(enabled)
    }

    /// autoTriggerTimes: any integer; −1 is unlimited, other values ≤ 0 allow no drag-caused load.
    /// Sets the remaining budget too.
    public mutating func setAutoTriggerTimes(_ times: Int) {
        edge.setTriggerTimes(times)
    }

    /// Whether the scroll view pages (its end then scrolls back by the bottom inset).
    public mutating func setPagingEnabled(_ enabled: Bool) {
        edge.setPagingEnabled(enabled)
    }

    // MARK: Titles and label

    /// The label's text follows at the next state change (as the original); the layout at once.
    public mutating func setRefreshingTitleHidden(_ hidden: Bool) {
        refreshingTitleHidden = hidden
        invalidateLayout()
    }

    /// The indicator's size (default 20×20).
    public mutating func setSpinnerSize(width: Double, height: Double) throws(InputError) {
        let width = try InputRules.length(width, "width")
        indicator.setSize(width: width, height: try InputRules.length(height, "height"))
        invalidateLayout()
    }

    // MARK: GIF

    /// Stores a state's frames (docs/behaviour/auto-footer.md §11): the first image's height grows
    /// the footer (never shrinks it) and with it the inset contribution (F8); Refreshing's frames
    /// take effect at once while Refreshing. A zero duration is refused for Refreshing's frames
    /// only: no other state's frames are ever shown.
    public mutating func setImages<E: AutoLoaderEffects>(
        _ frames: GifFrames, for target: RefreshState, _ effects: inout E
    ) throws(InputError) {
        try frames.check(for: target == .refreshing ? .refreshing : .idle)
        setImages(unchecked: frames, for: target, &effects)
    }

    package mutating func setImages<E: AutoLoaderEffects>(
        unchecked frames: GifFrames, for target: RefreshState, _ effects: inout E
    ) {
        gif.store(frames, for: target)
        if let first = frames.images.first, edge.grow(toFit: first.height) {
            edge.syncContribution(shown: !component.hidden, &effects)
            invalidateLayout()
        }
        guard style == .gif, target == .refreshing, component.state == .refreshing else { return }
        enterGif(.refreshing, &effects)
    }

    // MARK: Layout

    /// Answers a layout request with the measured width (nil: nobody measured now, so the width
    /// measured last for this text and measurer, else the host's set width). Returns false,
    /// changing nothing, when the request is stale (the text or the measurer changed).
    @discardableResult
    public mutating func applyLayout<E: AutoLoaderEffects>(
        _ request: LayoutRequest, measuredWidth: Double?, _ effects: inout E
    ) -> Bool {
        guard request == layoutRequest else { return false }
        let width = measured.width(measured: measuredWidth, for: label, room: edge.footerRect.width)
        layoutState.apply(computeLayout(textWidth: width), &effects)
        return true
    }

    func computeLayout(textWidth: Double) -> AutoLoaderLayout {
        let rect = edge.footerRect
        let textWidth = label.text.isEmpty ? 0 : textWidth
        let visual: AutoLoaderVisualLayout
        switch style {
        case .normal:
            visual = AutoLoaderLayoutRules.spinner(
                width: rect.width, height: rect.height, textWidth: textWidth, leftInset: label.leftInset,
                titleHidden: refreshingTitleHidden, size: indicator.size)
        case .gif:
            visual = AutoLoaderLayoutRules.gif(
                width: rect.width, height: rect.height, textWidth: textWidth, leftInset: label.leftInset,
                titleHidden: refreshingTitleHidden)
        }
        return AutoLoaderLayout(
            frame: rect,
            parts: AutoLoaderParts(
                label: FooterRect(x: 0, y: 0, width: rect.width, height: rect.height), visual: visual))
    }
}
