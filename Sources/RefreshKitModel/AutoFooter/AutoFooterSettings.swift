/// The auto footer's settings, titles, GIF frames and layout. Each public numeric setter checks
/// with InputRules and changes nothing when it refuses; its `unchecked` form is for values already
/// checked so (the C ABI's).
extension AutoFooterModel {
    // MARK: Edge

    /// h; while shown and attached the inset contribution follows it at once (F8).
    public mutating func setHeight<E: AutoFooterEffects>(_ height: Double, _ effects: inout E) throws(InputError) {
        setHeight(unchecked: try InputRules.height(height, "height"), &effects)
    }

    package mutating func setHeight<E: AutoFooterEffects>(unchecked height: Double, _ effects: inout E) {
        edge.setHeight(height)
        edge.syncContribution(shown: !component.hidden, &effects)
        needsLayout = true
    }

    /// gB: moves the footer down without moving a line (docs/behaviour/auto-footer.md §3).
    public mutating func setIgnoredBottomInset(_ inset: Double) throws(InputError) {
        setIgnoredBottomInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setIgnoredBottomInset(unchecked inset: Double) {
        edge.setIgnoredBottomInset(inset)
        needsLayout = true
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

    /// A custom title for a state; nil returns the state to the language's title. A language
    /// change keeps refreshingTitleHidden (the original showed the Refreshing title after one).
    public mutating func setTitle<E: AutoFooterEffects>(_ title: String?, for state: RefreshState, _ effects: inout E) {
        setTitle(unchecked: title, for: state, &effects)
    }

    /// The label's text follows at the next state change (as the original); the layout at once.
    public mutating func setRefreshingTitleHidden(_ hidden: Bool) {
        refreshingTitleHidden = hidden
        needsLayout = true
    }

    public mutating func setLabelLeftInset(_ inset: Double) throws(InputError) {
        setLabelLeftInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setLabelLeftInset(unchecked inset: Double) {
        label.setLeftInset(inset)
        needsLayout = true
    }

    /// The text width used when nobody measures.
    public mutating func setHostTextWidth(_ width: Double) throws(InputError) {
        setHostTextWidth(unchecked: try InputRules.length(width, "width"))
    }

    package mutating func setHostTextWidth(unchecked width: Double) {
        label.setHostTextWidth(width)
        measured.forget()
        needsLayout = true
    }

    /// The indicator's size (default 20×20).
    public mutating func setSpinnerSize(width: Double, height: Double) throws(InputError) {
        let width = try InputRules.length(width, "width")
        indicator.setSize(width: width, height: try InputRules.length(height, "height"))
        needsLayout = true
    }

    // MARK: GIF

    /// Stores a state's frames (docs/behaviour/auto-footer.md §11): the first image's height grows
    /// the footer (never shrinks it) and with it the inset contribution (F8); Refreshing's frames
    /// take effect at once while Refreshing. A zero duration is refused for Refreshing's frames
    /// only: no other state's frames are ever shown.
    public mutating func setImages<E: AutoFooterEffects>(
        _ frames: GifFrames, for target: RefreshState, _ effects: inout E
    ) throws(InputError) {
        try frames.check(for: target == .refreshing ? .refreshing : .idle)
        setImages(unchecked: frames, for: target, &effects)
    }

    package mutating func setImages<E: AutoFooterEffects>(
        unchecked frames: GifFrames, for target: RefreshState, _ effects: inout E
    ) {
        gif.store(frames, for: target)
        if let first = frames.images.first, edge.grow(toFit: first.height) {
            edge.syncContribution(shown: !component.hidden, &effects)
            needsLayout = true
        }
        guard style == .gif, target == .refreshing, component.state == .refreshing else { return }
        enterGif(.refreshing, &effects)
    }

    // MARK: Layout

    /// Where the width's source changed (a measurer came or went): lay out again.
    public mutating func textWidthSourceChanged() {
        widthSource &+= 1
        needsLayout = true
    }

    /// What a measured width is for: this text, this measurer, this footer width.
    private var measureKey: MeasuredWidths<Double>.Key {
        .init(generation: label.generation, source: widthSource, room: edge.footerRect.width)
    }

    /// The layout wanted now, made for the label's current text; a width measured for the same
    /// text, measurer and footer width is not asked for again.
    public var layoutRequest: LayoutRequest {
        let known = measured.widths(for: measureKey) != nil
        return LayoutRequest(
            generation: label.generation, measuresText: label.needsTextWidth && !known, source: widthSource)
    }

    /// Answers a layout request with the measured width (nil: nobody measured now, so the width
    /// measured last for this text and measurer, else the host's set width). Returns false,
    /// changing nothing, when the request is stale (the text or the measurer changed).
    @discardableResult
    public mutating func applyLayout<E: AutoFooterEffects>(
        _ request: LayoutRequest, measuredWidth: Double?, _ effects: inout E
    ) -> Bool {
        guard request == layoutRequest else { return false }
        needsLayout = false
        if let measuredWidth { measured.store(measuredWidth, for: measureKey) }
        let reading = measuredWidth ?? measured.widths(for: measureKey)
        let new = computeLayout(textWidth: ContentLayout.textWidth(measured: reading, fallback: label.hostTextWidth))
        guard new != layout else { return true }
        layout = new
        effects.emit(.layout(new))
        return true
    }

    func computeLayout(textWidth: Double) -> AutoFooterLayout {
        let rect = edge.footerRect
        let textWidth = label.text.isEmpty ? 0 : textWidth
        let visual: AutoFooterVisualLayout
        switch style {
        case .normal:
            visual = AutoFooterLayoutRules.spinner(
                width: rect.width, height: rect.height, textWidth: textWidth, leftInset: label.leftInset,
                titleHidden: refreshingTitleHidden, size: indicator.size)
        case .gif:
            visual = AutoFooterLayoutRules.gif(
                width: rect.width, height: rect.height, textWidth: textWidth, leftInset: label.leftInset,
                titleHidden: refreshingTitleHidden)
        }
        return AutoFooterLayout(
            footer: rect, label: FooterRect(x: 0, y: 0, width: rect.width, height: rect.height), visual: visual)
    }
}
