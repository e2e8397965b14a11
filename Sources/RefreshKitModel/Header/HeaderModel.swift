/// MJRefresh's pull-down header, headless: the composition of its layers, as MJRefresh stacks them —
/// the component machine (MJRefreshComponent), the header edge (MJRefreshHeader), the state and
/// time labels (MJRefreshStateHeader), and the arrow and spinner (MJRefreshNormalHeader) or the
/// GIF player (MJRefreshGifHeader).
///
/// Faithful to MJRefresh's header (docs/behaviour/header.md) except the fixes F1–F8, F11, F12,
/// F15 and F16 (docs/FIXES.md). Every effect goes through `HeaderEffects`. The layers hold the
/// rules; this type decides the order they run in, which is the original's order of overridden
/// setters. A header has no NoMoreData.
public struct HeaderModel: Sendable, RefreshComponent {
    public typealias Event = HeaderEvent
    public static var componentKind: ComponentKind { .header }

    public static let defaultHeight = HeaderEdge.defaultHeight
    /// labelLeftInset: 25 for the normal header, 20 for the GIF header.
    public static let normalLabelLeftInset = 25.0
    public static let gifLabelLeftInset = 20.0

    public let style: HeaderStyle
    public package(set) var component = ComponentMachine()
    public internal(set) var edge = HeaderEdge()
    public package(set) var label: StateLabel
    public var announcer = Announcer()
    public internal(set) var timeLabel = LastUpdatedLabel()
    public internal(set) var arrow = ArrowSpinner()
    public internal(set) var gif: GifPlayer
    /// The last layout told to the host.
    public internal(set) var layout: HeaderLayout?
    /// Set when something the layout depends on changed.
    public internal(set) var needsLayout = true
    /// Grows whenever the measurer comes or goes (see LayoutRequest.source).
    public internal(set) var widthSource: UInt64 = 0
    /// The labels' widths as last measured (nil: that label was not measured), for their texts and
    /// measurer.
    var measured = MeasuredWidths<(state: Double?, time: Double?)>()
    /// Inside a scroll update: the pan state it carries is the one in hand.
    private var updating = false

    public init(style: HeaderStyle = .normal) {
        self.style = style
        gif = GifPlayer(drawn: style == .gif)
        label = StateLabel(
            family: .header,
            leftInset: style == .gif ? HeaderModel.gifLabelLeftInset : HeaderModel.normalLabelLeftInset)
    }

    // MARK: Reading the layers

    @inlinable public var state: RefreshState { component.state }
    @inlinable public var pullingPercent: Double { component.pullingPercent }
    @inlinable public var alpha: Double { component.alpha }
    @inlinable public var visible: Bool { component.visible }
    @inlinable public var hidden: Bool { component.hidden }
    @inlinable public var interactionEnabled: Bool { component.interactionEnabled }
    @inlinable public var fastDuration: Double { component.fastDuration }
    @inlinable public var slowDuration: Double { component.slowDuration }
    @inlinable public var automaticallyChangesAlpha: Bool { component.automaticallyChangesAlpha }
    @inlinable public var metrics: ScrollMetrics { edge.metrics }
    @inlinable public var reportedItemCount: Int64 { edge.metrics.itemCount }
    @inlinable public var height: Double { edge.height }
    @inlinable public var baseTop: Double { edge.baseTop }
    @inlinable public var topContribution: Double { edge.contribution }
    @inlinable public var insetTopDelta: Double { edge.insetTopDelta }
    @inlinable public var geometry: HeaderGeometry { edge.geometry }
    @inlinable public var headerRect: FooterRect { edge.headerRect }
    @inlinable public var labelText: String { label.text }
    @inlinable public var timeText: String { timeLabel.text }
    @inlinable public var lastUpdatedKey: String { timeLabel.key }
    @inlinable public var language: FooterLanguage { label.titles.language }
    @inlinable public var shownFrame: (image: HostImage, index: Int)? { gif.shownFrame }
    @inlinable public var isAnimatingGIF: Bool { gif.isAnimating }
    @inlinable public func images(for state: RefreshState) -> GifFrames? { gif.images(for: state) }

    /// The frame a render loop shows at time `t` (finite).
    public func frame(at t: Double) throws(InputError) -> (image: HostImage, index: Int)? {
        gif.frame(at: try InputRules.time(t, "t"))
    }

    // MARK: Scroll updates

    /// One scroll update (docs/behaviour/header.md §2; F6: the frame follows every update).
    /// Refused, nothing changed, with a length out of [0, 1e9] or a coordinate out of ±1e9
    /// (InputRules).
    public mutating func setMetrics<E: HeaderEffects>(_ new: ScrollMetrics, _ effects: inout E) throws(InputError) {
        try new.check()
        setMetrics(unchecked: new, &effects)
    }

    /// setMetrics for metrics already checked with InputRules (the C ABI checks first).
    package mutating func setMetrics<E: HeaderEffects>(unchecked new: ScrollMetrics, _ effects: inout E) {
        let rect = edge.headerRect
        _ = edge.setMetrics(new)
        if edge.headerRect != rect { needsLayout = true }
        if timeLabel.recomputeIfStoreChanged(language: language, &effects) { needsLayout = true }
        // Hidden and interaction-disabled headers get no offset events; the header reads no
        // content-size events and the pan state only when entering Refreshing.
        guard component.interactionEnabled, !component.hidden else { return }
        updating = true
        defer { updating = false }
        if component.state == .refreshing {
            edge.applyRefreshingRule(&effects)
            return
        }
        react(to: edge.pullReaction(in: component.state), &effects)
    }

    // MARK: Commands

    /// Begins refreshing (docs/behaviour/header.md §4): alpha to 1, percent 1, then Refreshing, or
    /// WillRefresh while not visible. The completion runs when the begin animation ends (F3).
    public mutating func beginRefreshing<E: HeaderEffects>(
        completion: UInt64?, firesTrigger: Bool = true, loadID: UInt64? = nil, _ effects: inout E
    ) {
        begin(completion: completion, firesTrigger: firesTrigger, loadID: loadID, &effects)
    }

    /// Ends refreshing, at once (F1): to Idle, with the exit animation when leaving Refreshing.
    public mutating func endRefreshing<E: HeaderEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    /// F17: ends, at once, to Failed, whose label shows `message` (nil: the localized Failed
    /// title, or the custom one); in Failed already only the message changes and the completion
    /// ends unfinished.
    public mutating func endRefreshingWithFailure<E: HeaderEffects>(
        message: String?, completion: UInt64?, _ effects: inout E
    ) {
        failLoad(message: message, completion: completion, &effects)
    }

    /// F17: begins again from Failed (a tap, a button, an accessibility action), trigger
    /// included. False in any other state: nothing changes, the completion ends unfinished.
    @discardableResult
    public mutating func retry<E: HeaderEffects>(completion: UInt64?, _ effects: inout E) -> Bool {
        retryLoad(completion: completion, &effects)
    }

    /// A header has no NoMoreData (docs/behaviour/header.md §1): always refused, nothing changed,
    /// the completion not called (the caller keeps it).
    public func endRefreshingWithNoMoreData() throws(StateError) {
        throw StateError("a header has no NoMoreData state")
    }

    /// What a task binding asks (B4): start begins without the refresh trigger (the task is the
    /// load); stop ends a refresh in progress.
    public mutating func apply<E: HeaderEffects>(_ command: BindingCommand, _ effects: inout E) {
        applyBinding(command, &effects)
    }

    /// Visible means drawn in a window; becoming visible promotes WillRefresh to Refreshing (H6).
    public mutating func setVisible<E: HeaderEffects>(_ visible: Bool, _ effects: inout E) {
        updateVisibility(visible, &effects)
    }

    // MARK: Timers

    public mutating func timerFired<E: HeaderEffects>(_ timer: ComponentTimer, _ effects: inout E) {
        switch timer {
        case .beginAnimation:
            component.beginAnimationEnded(&effects)
        case .exitAnimation:
            guard component.exitAnimationEnded() else { return }
            setPullingPercent(0, &effects)
            if style == .normal { arrow.exitAnimationEnded(&effects) }
            component.finishEnd(&effects)
        case .gifFrame:
            gif.frameTimerFired(&effects)
        case .arrowSnap:
            break  // the trailer's; a header never starts it
        }
    }

    /// Ends everything pending with finished = 0: the header is being destroyed.
    public mutating func cancelAll<E: HeaderEffects>(_ effects: inout E) {
        component.supersedePending(&effects)
        gif.stop(&effects)
    }

    // MARK: Transitions

    /// The percent, and in Idle the GIF frame it picks.
    package mutating func setPullingPercent<E: HeaderEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
        if style == .gif && gif.followsPercent(in: component.state) {
            gif.showIdleFrame(percent: component.pullingPercent, &effects)
        }
    }

    /// The state setter, layer by layer (docs/behaviour/header.md §5, §7–§10): the component
    /// (completions superseded, state told), the edge's insets and offset, the label and time text,
    /// the arrow and spinner or the GIF, and a new layout.
    package mutating func transition<E: HeaderEffects>(to new: RefreshState, _ effects: inout E) {
        guard let old = component.enter(new, &effects) else { return }
        if new == .refreshing {
            // Spec 1.5: inset and offset now (none with a cancelled pan), the trigger at the end.
            let cancelled = updating && edge.metrics.pan == .cancelled
            edge.enterRefreshing(duration: component.fastDuration, panCancelled: cancelled, &effects)
            component.startBeginAnimation(&effects)
        } else if old == .refreshing {
            // Spec 1.5 exit: the time stamped (not for a failure, F17: nothing was updated), the
            // inset given back, then the end action and auto-alpha; percent 0 and the completion
            // when the animation ends.
            if new != .failed { timeLabel.stamp(&effects) }
            edge.exitRefreshing(duration: component.slowDuration, &effects)
            effects.emit(.endAnimationBegan)
            if component.automaticallyChangesAlpha {
                component.setAlpha(0, duration: component.slowDuration, &effects)
            }
            component.startExitAnimation(&effects)
        }
        _ = label.update(for: new, &effects)
        timeLabel.recompute(language: language, &effects)
        switch style {
        case .normal:
            arrow.enter(new, from: old, fast: component.fastDuration, slow: component.slowDuration, &effects)
        case .gif:
            gif.enter(new, percent: component.pullingPercent, &effects)
        }
        needsLayout = true
        announce(from: old, to: new, &effects)
    }
}
