/// MJRefresh's back GIF footer, headless: state machine, back-footer geometry, titles, GIF frames.
///
/// Faithful to spec/footer-original.md except the deliberate fixes F1–F7 of DESIGN.md section 3.
/// Inputs are assumed valid (the C layer checks them); every effect goes through `FooterEffects`.
public struct FooterModel: Sendable {
    public static let defaultHeight = 44.0
    public static let defaultFastDuration = 0.25
    public static let defaultSlowDuration = 0.4
    public static let defaultLabelLeftInset = 20.0
    /// The original's default GIF duration per frame: images.count × 0.1 s.
    public static let defaultFrameDuration = 0.1

    public private(set) var state: FooterState = .idle
    public private(set) var pullingPercent = 0.0
    public private(set) var alpha = 1.0
    public private(set) var metrics = FooterMetrics()
    /// The inset snapshot (T0, B0): taken on every scroll update outside Refreshing.
    public private(set) var snapshotTop = 0.0
    public private(set) var snapshotBottom = 0.0
    public private(set) var height = FooterModel.defaultHeight
    public private(set) var ignoredBottomInset = 0.0
    public private(set) var hidden = false
    public private(set) var interactionEnabled = true
    public private(set) var visible = true
    public private(set) var dataCount: Int64 = 0
    public private(set) var lastRefreshCount: Int64 = 0
    public private(set) var lastBottomDelta = 0.0
    /// The bottom inset when the last refresh began, and the one it asked for: when the host still
    /// has the asked-for inset at the end, the restore is exactly the starting inset, free of the
    /// rounding of B - (Bref - B).
    private var insetBeforeRefresh = 0.0
    private var refreshingInset = 0.0
    public private(set) var fastDuration = FooterModel.defaultFastDuration
    public private(set) var slowDuration = FooterModel.defaultSlowDuration
    public private(set) var automaticallyChangesAlpha = false
    public private(set) var titles = FooterTitles()
    public private(set) var labelText: String {
        didSet { textGeneration &+= 1 }
    }
    /// Grows whenever the label text changes: a width measured under an older generation was
    /// measured for other text, and a layout must not use it (DESIGN 3.1).
    public private(set) var textGeneration: UInt64 = 0
    public private(set) var labelHidden = false
    public private(set) var labelLeftInset = FooterModel.defaultLabelLeftInset
    public private(set) var hostTextWidth = 0.0
    public private(set) var gifVisible = true
    public private(set) var shownFrame: (image: FooterImage, index: Int)?
    /// The last layout told to the host.
    public private(set) var layout: FooterLayout?
    /// Set when something the layout depends on changed; the C layer then measures the label and
    /// calls `applyLayout`.
    public private(set) var needsLayout = true

    private var images: [GifFrames?] = Array(repeating: nil, count: FooterState.allCases.count + 1)
    private var animation: (frames: GifFrames, start: Double)?
    private var beginAnimationPending = false
    /// Whether the Refreshing being entered fires the load-more trigger: not when a task drives
    /// the footer (B4: the task is the load).
    private var nextRefreshFiresTrigger = true
    private var beginFiresTrigger = true
    private var exitAnimationPending = false
    /// The begin completion waiting for the begin animation's end.
    private var beginCompletion: UInt64?
    /// The begin completion of a call made while not visible, waiting for the Refreshing that
    /// visibility brings (F3).
    private var waitingBeginCompletion: UInt64?
    private var endCompletion: UInt64?

    public init() {
        labelText = titles.title(for: .idle) ?? ""
    }

    // MARK: Derived values

    public var geometry: FooterGeometry {
        FooterGeometry(viewportHeight: metrics.viewportHeight, contentHeight: metrics.contentHeight,
                       snapshotTop: snapshotTop, snapshotBottom: snapshotBottom, footerHeight: height,
                       ignoredBottomInset: ignoredBottomInset)
    }

    public var footerRect: FooterRect {
        // 0 - inset, not -inset: a zero inset must give x = 0, not -0.
        FooterRect(x: 0 - metrics.insetLeft, y: geometry.frameY, width: metrics.viewportWidth, height: height)
    }

    public func images(for state: FooterState) -> GifFrames? {
        images[Int(state.rawValue)]
    }

    /// Whether the label needs a text width to lay out (visible and not empty).
    public var layoutNeedsTextWidth: Bool { !labelHidden && !labelText.isEmpty }

    /// The frame shown at time `t` on the context's clock: what a render-loop host draws.
    public func frame(at t: Double) -> (image: FooterImage, index: Int)? {
        if let animation {
            let index = animation.frames.frameIndex(at: t - animation.start)
            return (animation.frames.images[index], index)
        }
        return shownFrame
    }

    public var isAnimatingGIF: Bool { animation != nil }

    // MARK: Scroll updates

    /// One scroll update (spec 2.4 and 1.6, with F6: the frame follows every update).
    public mutating func setMetrics<E: FooterEffects>(_ new: FooterMetrics, _ effects: inout E) {
        let old = metrics
        metrics = new
        guard interactionEnabled else { return }
        if !hidden && state != .refreshing {
            snapshotTop = new.insetTop
            snapshotBottom = new.insetBottom
        }
        if old.viewportWidth != new.viewportWidth || old.insetLeft != new.insetLeft
            || layout?.footer != footerRect {
            needsLayout = true
        }
        if !hidden && state != .refreshing {
            handleOffset(&effects)
        }
    }

    private mutating func handleOffset<E: FooterEffects>(_ effects: inout E) {
        let geometry = geometry
        let offset = metrics.offset
        guard offset > geometry.happenOffset else { return }
        let percent = geometry.pullingPercent(offset: offset)
        if state == .noMoreData {
            setPullingPercent(percent, &effects)
            return
        }
        if metrics.dragging {
            setPullingPercent(percent, &effects)
            if state == .idle && offset > geometry.triggerOffset {
                transition(to: .pulling, &effects)
            } else if state == .pulling && offset <= geometry.triggerOffset {
                transition(to: .idle, &effects)
            }
        } else if state == .pulling {
            beginRefreshing(completion: nil, &effects)
        } else if percent < 1 {
            setPullingPercent(percent, &effects)
        }
    }

    // MARK: Commands

    /// Begins refreshing (spec 1.3). The completion runs when the begin animation ends; while not
    /// visible it waits for the Refreshing that visibility brings.
    public mutating func beginRefreshing<E: FooterEffects>(completion: UInt64?, firesTrigger: Bool = true,
                                                           _ effects: inout E) {
        setAlpha(1, duration: fastDuration, &effects)
        setPullingPercent(1, &effects)
        if visible {
            guard state != .refreshing else {
                finish(completion, false, &effects)
                return
            }
            // Only a begin that transitions decides the trigger: a no-op one must not undo the
            // promise of the begin that is already under way.
            nextRefreshFiresTrigger = firesTrigger
            transition(to: .refreshing, &effects)
            beginCompletion = completion
        } else {
            guard !state.isRefreshing else {
                finish(completion, false, &effects)
                return
            }
            nextRefreshFiresTrigger = firesTrigger
            transition(to: .willRefresh, &effects)
            waitingBeginCompletion = completion
        }
    }

    /// Ends refreshing: to Idle, with the exit animation when leaving Refreshing.
    public mutating func endRefreshing<E: FooterEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    public mutating func endRefreshingWithNoMoreData<E: FooterEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .noMoreData, completion: completion, &effects)
    }

    /// The end a task binding asks for: it acts only on a refreshing footer (B4).
    public mutating func endRefreshingForTask<E: FooterEffects>(_ effects: inout E) {
        guard state.isRefreshing else { return }
        end(to: .idle, completion: nil, &effects)
    }

    /// Back to Idle from any state; from Refreshing it acts like endRefreshing.
    public mutating func resetNoMoreData<E: FooterEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    private mutating func end<E: FooterEffects>(to target: FooterState, completion: UInt64?, _ effects: inout E) {
        guard state != target else {
            finish(completion, false, &effects)
            return
        }
        let animated = state == .refreshing
        transition(to: target, &effects)
        if animated {
            endCompletion = completion
        } else {
            finish(completion, true, &effects)
        }
    }

    /// Visible means drawn in a window; becoming visible promotes WillRefresh to Refreshing.
    public mutating func setVisible<E: FooterEffects>(_ visible: Bool, _ effects: inout E) {
        self.visible = visible
        guard visible, state == .willRefresh else { return }
        let waiting = waitingBeginCompletion
        waitingBeginCompletion = nil
        transition(to: .refreshing, &effects)
        // The Refreshing that visibility brings is the one the begin call waited for (F3).
        beginCompletion = waiting
    }

    public mutating func setHidden(_ hidden: Bool) {
        self.hidden = hidden
    }

    public mutating func setInteractionEnabled(_ enabled: Bool) {
        interactionEnabled = enabled
    }

    public mutating func setDataCount(_ count: Int64) {
        dataCount = count
    }

    public mutating func setIgnoredBottomInset(_ inset: Double) {
        ignoredBottomInset = inset
        needsLayout = true
    }

    public mutating func setHeight(_ height: Double) {
        self.height = height
        needsLayout = true
    }

    public mutating func setAnimationDurations(fast: Double, slow: Double) {
        fastDuration = fast
        slowDuration = slow
    }

    public mutating func setAutomaticallyChangesAlpha<E: FooterEffects>(_ enabled: Bool, _ effects: inout E) {
        automaticallyChangesAlpha = enabled
        guard !state.isRefreshing else { return }
        setAlpha(enabled ? pullingPercent : 1, duration: 0, &effects)
    }

    // MARK: Titles and label

    public mutating func setLanguage<E: FooterEffects>(_ language: FooterLanguage, _ effects: inout E) {
        titles.setLanguage(language)
        updateLabel(&effects)
        needsLayout = true
    }

    /// A custom title for a state; nil returns the state to the language's title.
    public mutating func setTitle<E: FooterEffects>(_ title: String?, for state: FooterState, _ effects: inout E) {
        titles.setCustom(title, for: state)
        updateLabel(&effects)
    }

    public mutating func setLabelHidden(_ hidden: Bool) {
        labelHidden = hidden
        needsLayout = true
    }

    public mutating func setLabelLeftInset(_ inset: Double) {
        labelLeftInset = inset
        needsLayout = true
    }

    public mutating func setHostTextWidth(_ width: Double) {
        hostTextWidth = width
        needsLayout = true
    }

    /// Where the text width comes from changed (a measure-text handler was connected or
    /// disconnected): lay out again with the new source.
    public mutating func textWidthSourceChanged() {
        needsLayout = true
    }

    private mutating func updateLabel<E: FooterEffects>(_ effects: inout E) {
        let text = titles.title(for: state) ?? ""
        guard text != labelText else { return }
        labelText = text
        effects.emit(.label(text))
        needsLayout = true
    }

    // MARK: Layout

    /// Lays out with the label's text width (from the host's measure-text handler, or its set width).
    public mutating func applyLayout<E: FooterEffects>(textWidth: Double, _ effects: inout E) {
        needsLayout = false
        let width = metrics.viewportWidth
        let gif: FooterRect
        let mode: FooterContentMode
        if labelHidden {
            gif = FooterRect(x: 0, y: 0, width: width, height: height)
            mode = .center
        } else {
            let textWidth = labelText.isEmpty ? 0 : textWidth
            // The original lets this go negative for long text; a width is never negative (F5).
            let gifWidth = Swift.max(0, width / 2 - labelLeftInset - textWidth / 2)
            gif = FooterRect(x: 0, y: 0, width: gifWidth, height: height)
            mode = .right
        }
        let new = FooterLayout(footer: footerRect, gif: gif, contentMode: mode)
        guard new != layout else { return }
        layout = new
        effects.emit(.layout(new))
    }

    // MARK: GIF

    /// Stores a state's frames. The first image's height grows the footer (never shrinks it). The
    /// frames take effect at once when they belong to the state being shown.
    public mutating func setImages<E: FooterEffects>(_ frames: GifFrames, for target: FooterState, _ effects: inout E) {
        images[Int(target.rawValue)] = frames
        if let first = frames.images.first, first.height > height {
            height = first.height
            needsLayout = true
        }
        guard target == state else { return }
        switch state {
        case .idle:
            showIdleFrame(&effects)
        case .pulling, .refreshing:
            applyGIF(for: state, &effects)
        case .willRefresh, .noMoreData:
            break
        }
    }

    private mutating func setPullingPercent<E: FooterEffects>(_ value: Double, _ effects: inout E) {
        let percent = Swift.max(0, value)
        if percent != pullingPercent {
            pullingPercent = percent
            effects.emit(.pullingPercent(percent))
        }
        if !state.isRefreshing && automaticallyChangesAlpha {
            setAlpha(percent, duration: 0, &effects)
        }
        if state == .idle {
            showIdleFrame(&effects)
        }
    }

    /// In Idle the percent picks the frame: any running animation stops.
    private mutating func showIdleFrame<E: FooterEffects>(_ effects: inout E) {
        guard let idle = images(for: .idle), !idle.isEmpty else { return }
        stopAnimation(&effects)
        let index = idle.indexForPercent(pullingPercent)
        show(idle.images[index], index, &effects)
    }

    /// The per-state GIF behaviour (spec 3.3, with F4 for Idle).
    private mutating func applyGIF<E: FooterEffects>(for state: FooterState, _ effects: inout E) {
        switch state {
        case .pulling, .refreshing:
            guard let frames = images(for: state), !frames.isEmpty else { return }
            setGIFVisible(true, &effects)
            stopAnimation(&effects)
            if frames.count == 1 {
                show(frames.images[0], 0, &effects)
            } else {
                animation = (frames, effects.now())
                show(frames.images[0], 0, &effects)
                effects.startTimer(.gifFrame, delay: frames.frameDurations[0])
            }
        case .idle:
            setGIFVisible(true, &effects)
            stopAnimation(&effects)
            showIdleFrame(&effects)
        case .noMoreData:
            // Hidden, and a hidden GIF does not animate: no frame signals nobody can see.
            setGIFVisible(false, &effects)
            stopAnimation(&effects)
        case .willRefresh:
            break
        }
    }

    private mutating func stopAnimation<E: FooterEffects>(_ effects: inout E) {
        guard animation != nil else { return }
        animation = nil
        effects.cancelTimer(.gifFrame)
    }

    private mutating func show<E: FooterEffects>(_ image: FooterImage, _ index: Int, _ effects: inout E) {
        if let shown = shownFrame, shown.image == image, shown.index == index { return }
        shownFrame = (image, index)
        effects.emit(.frameChanged(image: image, index: index))
    }

    private mutating func setGIFVisible<E: FooterEffects>(_ visible: Bool, _ effects: inout E) {
        guard visible != gifVisible else { return }
        gifVisible = visible
        effects.emit(.gifVisibility(visible: visible))
    }

    private mutating func setAlpha<E: FooterEffects>(_ value: Double, duration: Double, _ effects: inout E) {
        let clamped = Swift.min(1, Swift.max(0, value))
        guard clamped != alpha else { return }
        alpha = clamped
        effects.emit(.alpha(clamped, duration: duration))
    }

    // MARK: Timers

    public mutating func timerFired<E: FooterEffects>(_ timer: FooterTimer, _ effects: inout E) {
        switch timer {
        case .beginAnimation:
            guard beginAnimationPending else { return }
            beginAnimationPending = false
            if beginFiresTrigger { effects.emit(.refreshing) }
            finish(beginCompletion, true, &effects)
            beginCompletion = nil
        case .exitAnimation:
            guard exitAnimationPending else { return }
            exitAnimationPending = false
            setPullingPercent(0, &effects)
            finish(endCompletion, true, &effects)
            endCompletion = nil
        case .gifFrame:
            guard let animation else { return }
            let elapsed = effects.now() - animation.start
            let index = animation.frames.frameIndex(at: elapsed)
            show(animation.frames.images[index], index, &effects)
            effects.startTimer(.gifFrame, delay: animation.frames.timeToNextFrame(at: elapsed))
        }
    }

    /// Ends everything pending with finished = 0: the footer is being destroyed.
    public mutating func cancelAll<E: FooterEffects>(_ effects: inout E) {
        supersedePending(&effects)
        stopAnimation(&effects)
    }

    // MARK: Transitions

    /// The state setter (spec 1.2): same state is a no-op; otherwise the pending completions of the
    /// previous transition end unfinished (F2), then state, insets and offset, label, GIF.
    private mutating func transition<E: FooterEffects>(to new: FooterState, _ effects: inout E) {
        let old = state
        guard new != old else { return }
        supersedePending(&effects)
        state = new
        effects.emit(.stateChanged(new: new, old: old))
        if new == .refreshing {
            enterRefreshing(&effects)
        } else if old == .refreshing {
            exitRefreshing(&effects)
        }
        updateLabel(&effects)
        applyGIF(for: new, &effects)
        needsLayout = true
    }

    private mutating func supersedePending<E: FooterEffects>(_ effects: inout E) {
        if beginAnimationPending {
            beginAnimationPending = false
            effects.cancelTimer(.beginAnimation)
        }
        finish(beginCompletion, false, &effects)
        beginCompletion = nil
        if exitAnimationPending {
            exitAnimationPending = false
            effects.cancelTimer(.exitAnimation)
        }
        finish(endCompletion, false, &effects)
        endCompletion = nil
        finish(waitingBeginCompletion, false, &effects)
        waitingBeginCompletion = nil
    }

    /// Enter Refreshing (spec 1.4): count, inset and offset now, the trigger when the animation ends.
    private mutating func enterRefreshing<E: FooterEffects>(_ effects: inout E) {
        lastRefreshCount = dataCount
        let geometry = geometry
        let bottom = geometry.refreshingBottomInset
        lastBottomDelta = bottom - metrics.insetBottom
        insetBeforeRefresh = metrics.insetBottom
        refreshingInset = bottom
        metrics.insetBottom = bottom
        effects.emit(.insetRequested(bottom: bottom, duration: fastDuration))
        let target = geometry.refreshingOffset
        metrics.offset = target
        effects.emit(.offsetRequested(offset: target, duration: fastDuration))
        beginAnimationPending = true
        beginFiresTrigger = nextRefreshFiresTrigger
        nextRefreshFiresTrigger = true
        effects.startTimer(.beginAnimation, delay: fastDuration)
    }

    /// Exit Refreshing (spec 1.4): subtractive inset restore, auto-alpha, the offset re-assert when
    /// new rows came in, and percent back to 0 when the animation ends.
    private mutating func exitRefreshing<E: FooterEffects>(_ effects: inout E) {
        // Subtractive, as the original: an inset change the host made meanwhile survives.
        let bottom = metrics.insetBottom == refreshingInset ? insetBeforeRefresh : metrics.insetBottom - lastBottomDelta
        metrics.insetBottom = bottom
        effects.emit(.insetRequested(bottom: bottom, duration: slowDuration))
        if automaticallyChangesAlpha {
            setAlpha(0, duration: slowDuration, &effects)
        }
        if geometry.overflow > 0 && dataCount != lastRefreshCount {
            // Outside the exit animation (DESIGN 3.1): the offset is re-asserted at once.
            effects.emit(.offsetRequested(offset: metrics.offset, duration: 0))
        }
        exitAnimationPending = true
        effects.startTimer(.exitAnimation, delay: slowDuration)
    }

    private func finish<E: FooterEffects>(_ completion: UInt64?, _ finished: Bool, _ effects: inout E) {
        guard let completion else { return }
        effects.emit(.completion(id: completion, finished: finished))
    }
}
