/// The header's settings, titles, last-updated text, GIF frames and layout. Each public numeric
/// setter checks with InputRules and changes nothing when it refuses; its `unchecked` form is for
/// values already checked so (the C ABI's).
extension HeaderModel {
    // MARK: Component and edge

    /// gT: moves the header up without moving a threshold (docs/behaviour/header.md §3).
    public mutating func setIgnoredTopInset(_ inset: Double) throws(InputError) {
        setIgnoredTopInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setIgnoredTopInset(unchecked inset: Double) {
        edge.setIgnoredTopInset(inset)
        invalidateLayout()
    }

    // MARK: Titles and labels

    /// A language change re-reads the built-in titles and the time text; custom titles (F7) and a
    /// custom key (F12) survive it.
    public mutating func setLanguage<E: HeaderEffects>(_ language: FooterLanguage, _ effects: inout E) {
        label.setLanguage(language)
        updateLabel(&effects)
        timeLabel.recompute(language: language, &effects)
        invalidateLayout()
    }

    /// A custom title for a state; nil returns the state to the language's title. Refused for
    /// NoMoreData, which a header does not have.
    public mutating func setTitle<E: HeaderEffects>(_ title: String?, for state: RefreshState, _ effects: inout E)
        throws(InputError)
    {
        try HeaderModel.checkState(state)
        setTitle(unchecked: title, for: state, &effects)
    }

    /// Hiding the time label freezes its text (as the original); showing it again recomputes it.
    public mutating func setTimeLabelHidden<E: HeaderEffects>(_ hidden: Bool, _ effects: inout E) {
        timeLabel.setHidden(hidden)
        if !hidden { timeLabel.recompute(language: language, &effects) }
        invalidateLayout()
    }

    /// The widths used when nobody measures: the state text's and the time text's.
    public mutating func setHostTextWidths(state: Double, time: Double) throws(InputError) {
        let state = try InputRules.length(state, "state")
        setHostTextWidths(unchecked: (state, try InputRules.length(time, "time")))
    }

    package mutating func setHostTextWidths(unchecked widths: (state: Double, time: Double)) {
        label.setHostTextWidth(widths.state)
        timeLabel.setHostTextWidth(widths.time)
        measured.forget()
        invalidateLayout()
    }

    // MARK: Last-updated text

    /// The store key this header reads and stamps (default: the shared original key). Refused when
    /// empty.
    public mutating func setLastUpdatedKey<E: HeaderEffects>(_ key: String, _ effects: inout E) throws(InputError) {
        setLastUpdatedKey(unchecked: try InputRules.key(key, "key"), &effects)
    }

    package mutating func setLastUpdatedKey<E: HeaderEffects>(unchecked key: String, _ effects: inout E) {
        timeLabel.setKey(key)
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    /// A host text that replaces the formatted time text, shown at once; nil returns to the
    /// formatted text. While set it wins over a host formatter.
    public mutating func setLastUpdatedText<E: HeaderEffects>(_ text: String?, _ effects: inout E) {
        timeLabel.setCustomText(text)
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    /// The host formats the time text (true) or the built-in text returns (false). Either way a
    /// recompute: with a formatter, its first request waits (pendingTimeTextRequest).
    public mutating func setHostFormatsTimeText<E: HeaderEffects>(_ formats: Bool, _ effects: inout E) {
        timeLabel.setHostFormats(formats)
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    /// The request the host's formatter has to answer (nil: none waits).
    @inlinable public var pendingTimeTextRequest: TimeTextRequest? { timeLabel.pendingRequest }

    /// The host's answer to `request`: its text, or nil for the built-in text. False, nothing
    /// changed, when the request no longer waits (a recompute replaced it meanwhile): the caller
    /// answers the new one.
    @discardableResult
    public mutating func answerTimeText<E: HeaderEffects>(
        _ request: TimeTextRequest, with text: String?, _ effects: inout E
    ) -> Bool {
        let generation = timeLabel.generation
        guard timeLabel.answer(request, with: text, language: language, &effects) else { return false }
        if timeLabel.generation != generation { invalidateLayout() }
        return true
    }

    /// The time zone for "Today" and the clock, in seconds east of UTC, within ±18 hours. The
    /// header then keeps it whatever its context's time zone is.
    public mutating func setUTCOffset<E: HeaderEffects>(_ seconds: Int, _ effects: inout E) throws(InputError) {
        setUTCOffset(unchecked: try InputRules.utcOffset(seconds, "seconds"), &effects)
    }

    package mutating func setUTCOffset<E: HeaderEffects>(unchecked seconds: Int, _ effects: inout E) {
        timeLabel.setUTCOffset(seconds)
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    /// The context's time zone changed: a header without one of its own recomputes its text.
    public mutating func contextUTCOffsetChanged<E: HeaderEffects>(_ effects: inout E) {
        guard timeLabel.followsContextUTCOffset else { return }
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    /// Reads the store now (the runtime calls it when the header is created in a context).
    public mutating func refreshTimeText<E: HeaderEffects>(_ effects: inout E) {
        if timeLabel.recompute(language: language, &effects) { invalidateLayout() }
    }

    // MARK: Normal header visuals

    /// The arrow image's size (default 15×40) and the spinner's (default 20×20).
    public mutating func setVisualSizes(
        arrow: (width: Double, height: Double), spinner: (width: Double, height: Double)
    )
        throws(InputError)
    {
        _ = try InputRules.length(arrow.width, "arrow.width")
        _ = try InputRules.length(arrow.height, "arrow.height")
        _ = try InputRules.length(spinner.width, "spinner.width")
        _ = try InputRules.length(spinner.height, "spinner.height")
        setVisualSizes(unchecked: (arrow, spinner))
    }

    package mutating func setVisualSizes(
        unchecked sizes: (arrow: (width: Double, height: Double), spinner: (width: Double, height: Double))
    ) {
        let (arrow, spinner) = sizes
        self.arrow.setArrowSize(width: arrow.width, height: arrow.height)
        self.arrow.setSpinnerSize(width: spinner.width, height: spinner.height)
        invalidateLayout()
    }

    // MARK: GIF

    /// Stores a state's frames (docs/behaviour/header.md §9, docs/behaviour/component.md §8): the
    /// first image's height grows the header (never shrinks it); frames for the state being shown
    /// take effect at once. Refused, nothing changed, for NoMoreData and for frames InputRules
    /// refuses.
    public mutating func setImages<E: HeaderEffects>(_ frames: GifFrames, for target: RefreshState, _ effects: inout E)
        throws(InputError)
    {
        try HeaderModel.checkState(target)
        try frames.check(for: target)
        setImages(unchecked: frames, for: target, &effects)
    }

    package mutating func setImages<E: HeaderEffects>(
        unchecked frames: GifFrames, for target: RefreshState, _ effects: inout E
    ) {
        gif.store(frames, for: target)
        if let first = frames.images.first, edge.grow(toFit: first.height) { invalidateLayout() }
        guard style == .gif, target == component.state else { return }
        gif.refresh(target, percent: component.pullingPercent, &effects)
    }

    static func checkState(_ state: RefreshState) throws(InputError) {
        guard componentKind.has(state) else { throw InputError("a header has no NoMoreData state") }
    }

    // MARK: Layout

    /// What measured widths are for: both labels' texts (a change of either makes a new
    /// generation), this measurer, this header width.
    private var measureKey: MeasuredWidths<(state: Double?, time: Double?)>.Key {
        measured.measureKey(generation: label.generation &+ timeLabel.generation, room: edge.headerRect.width)
    }

    /// The layout wanted now, made for both labels' current texts; it measures when a shown
    /// label has no width measured for its text by the current measurer.
    public var layoutRequest: LayoutRequest {
        let known = measured.widths(for: measureKey)
        let stateUnknown = label.needsTextWidth && known?.state == nil
        let timeUnknown = timeLabel.needsTextWidth && known?.time == nil
        return LayoutRequest(
            generation: label.generation &+ timeLabel.generation, measuresText: stateUnknown || timeUnknown,
            source: measured.source)
    }

    /// Answers a layout request with the measured widths (nil: that label was not measured now,
    /// so its width measured last for these texts and measurer, else the host's set width).
    /// Returns false, changing nothing, when the request is stale (a text or the measurer changed).
    @discardableResult
    public mutating func applyLayout<E: HeaderEffects>(
        _ request: LayoutRequest, stateWidth: Double?, timeWidth: Double?, _ effects: inout E
    ) -> Bool {
        guard request == layoutRequest else { return false }
        let known = measured.widths(for: measureKey)
        let state = stateWidth ?? known?.state ?? nil
        let time = timeWidth ?? known?.time ?? nil
        if stateWidth != nil || timeWidth != nil {
            measured.store((state, time), for: measureKey)
        }
        let new = computeLayout(
            stateWidth: ContentLayout.textWidth(measured: state, fallback: label.hostTextWidth),
            timeWidth: ContentLayout.textWidth(measured: time, fallback: timeLabel.hostTextWidth))
        layoutState.apply(new, &effects)
        return true
    }

    /// What a query reports: the last layout told, or before the first one the layout for the
    /// current metrics with the set widths.
    public var reportedLayout: HeaderLayout {
        layout ?? computeLayout(stateWidth: label.hostTextWidth, timeWidth: timeLabel.hostTextWidth)
    }

    func computeLayout(stateWidth: Double, timeWidth: Double) -> HeaderLayout {
        let rect = edge.headerRect
        let stateShown = !label.hidden
        let timeShown = !timeLabel.hidden
        let stateWidth = label.text.isEmpty ? 0 : stateWidth
        let timeWidth = timeLabel.text.isEmpty ? 0 : timeWidth
        let labels = HeaderLayoutRules.labels(
            width: rect.width, height: rect.height, stateShown: stateShown, timeShown: timeShown)
        let visual: HeaderVisualLayout
        switch style {
        case .normal:
            visual = HeaderLayoutRules.normal(
                width: rect.width, height: rect.height, stateShown: stateShown, timeShown: timeShown,
                stateWidth: stateWidth, timeWidth: timeWidth, leftInset: label.leftInset, arrow: arrow.arrowSize,
                spinner: arrow.spinnerSize)
        case .gif:
            visual = HeaderLayoutRules.gif(
                width: rect.width, height: rect.height, stateShown: stateShown, timeShown: timeShown,
                stateWidth: stateWidth, timeWidth: timeWidth, leftInset: label.leftInset)
        }
        return HeaderLayout(
            frame: rect, parts: HeaderParts(stateLabel: labels.state, timeLabel: labels.time, visual: visual))
    }
}
