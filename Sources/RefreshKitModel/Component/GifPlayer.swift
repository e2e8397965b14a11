/// MJRefreshBackGifFooter's layer: frames per state, the frame shown, and the animation that loops
/// Pulling's and Refreshing's frames on a timer (docs/behaviour/component.md §8, with F4 for Idle).
public struct GifPlayer: Sendable {
    /// The original's default GIF duration per frame: images.count × 0.1 s.
    public static let defaultFrameDuration = 0.1

    private var images: [GifFrames?] = Array(repeating: nil, count: RefreshState.allCases.count + 1)
    private var animation: (frames: GifFrames, start: Double)?
    /// Whether the family draws the player's view: its GIF style (the back footer has no other).
    /// A family of another style keeps the frames it is given, but never shows them.
    public let drawn: Bool
    /// The player's own visibility: hidden in NoMoreData (see `enter`).
    public private(set) var visible = true
    public private(set) var shownFrame: (image: HostImage, index: Int)?

    public init(drawn: Bool = true) {
        self.drawn = drawn
    }

    /// Whether the GIF view is shown, as rk_*_get_gif reports it: the family draws it and its
    /// state shows frames.
    public var isShown: Bool { drawn && visible }

    public func images(for state: RefreshState) -> GifFrames? {
        images[Int(state.rawValue)]
    }

    public var isAnimating: Bool { animation != nil }

    /// Whether `count` frames for `state` would loop on timers: Pulling's and Refreshing's, two or
    /// more. Idle's frames follow the percent; WillRefresh and NoMoreData show none.
    public static func animates(_ state: RefreshState, count: Int) -> Bool {
        (state == .pulling || state == .refreshing) && count >= 2
    }

    /// Whether the percent picks the frame in `state`: Idle's, and Failed's when it has no frames
    /// of its own (it then shows Idle's, as Idle does).
    public func followsPercent(in state: RefreshState) -> Bool {
        state == .idle || (state == .failed && (images(for: .failed)?.isEmpty ?? true))
    }

    /// The frame shown at time `t` on the context's clock: what a render-loop host draws.
    public func frame(at t: Double) -> (image: HostImage, index: Int)? {
        if let animation {
            let index = animation.frames.timing.frameIndex(at: t, start: animation.start)
            return (animation.frames.images[index], index)
        }
        return shownFrame
    }

    /// Stores a state's frames; the composer decides whether they take effect now (`refresh`).
    public mutating func store(_ frames: GifFrames, for state: RefreshState) {
        images[Int(state.rawValue)] = frames
    }

    /// New frames for the state being shown take effect at once.
    public mutating func refresh<E: ComponentEffects>(_ state: RefreshState, percent: Double, _ effects: inout E) {
        switch state {
        case .idle:
            showIdleFrame(percent: percent, &effects)
        case .pulling, .refreshing, .failed:
            enter(state, percent: percent, &effects)
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// In Idle the percent picks the frame: any running animation stops.
    public mutating func showIdleFrame<E: ComponentEffects>(percent: Double, _ effects: inout E) {
        guard let idle = images(for: .idle), !idle.isEmpty else { return }
        stop(&effects)
        // F20: under reduced motion the percent no longer animates the frame.
        let index = effects.reducesMotion() ? 0 : idle.indexForPercent(percent)
        show(idle.images[index], index, &effects)
    }

    /// The per-state behaviour on entering `state`.
    public mutating func enter<E: ComponentEffects>(_ state: RefreshState, percent: Double, _ effects: inout E) {
        switch state {
        case .pulling, .refreshing:
            guard let frames = images(for: state), !frames.isEmpty else { return }
            setVisible(true, &effects)
            stop(&effects)
            if frames.count == 1 || effects.reducesMotion() {
                show(frames.images[0], 0, &effects)
            } else {
                let now = effects.now()
                animation = (frames, now)
                show(frames.images[0], 0, &effects)
                startFrameTimer(frames, start: now, after: now, &effects)
            }
        case .idle:
            setVisible(true, &effects)
            stop(&effects)
            showIdleFrame(percent: percent, &effects)
        case .failed:
            // F17: its own first frame when it has frames (a failure does not loop), else Idle's.
            setVisible(true, &effects)
            stop(&effects)
            if let frames = images(for: .failed), !frames.isEmpty {
                show(frames.images[0], 0, &effects)
            } else {
                showIdleFrame(percent: percent, &effects)
            }
        case .noMoreData:
            // Hidden, and a hidden GIF does not animate: no frame signals nobody can see.
            setVisible(false, &effects)
            stop(&effects)
        case .willRefresh:
            break
        }
    }

    /// The frame timer: the frame for the time now, and the timer for the next boundary. The frame
    /// is `frame(at:)`'s for the same reading, and the timer is due at the first reading at which
    /// `frame(at:)` changes, so the two agree at every instant.
    public mutating func frameTimerFired<E: ComponentEffects>(_ effects: inout E) {
        guard let animation else { return }
        // F20: reduced motion came on while it ran: the first frame, and no more timers.
        if effects.reducesMotion() {
            stop(&effects)
            show(animation.frames.images[0], 0, &effects)
            return
        }
        let now = effects.now()
        let index = animation.frames.timing.frameIndex(at: now, start: animation.start)
        show(animation.frames.images[index], index, &effects)
        startFrameTimer(animation.frames, start: animation.start, after: now, &effects)
    }

    /// The timer for the next frame boundary after `now`, due at that very instant (none when the
    /// frame never changes again).
    private func startFrameTimer<E: ComponentEffects>(
        _ frames: GifFrames, start: Double, after now: Double, _ effects: inout E
    ) {
        guard let boundary = frames.timing.nextChange(after: now, start: start) else { return }
        effects.startTimer(.gifFrame, at: boundary)
    }

    public mutating func stop<E: ComponentEffects>(_ effects: inout E) {
        guard animation != nil else { return }
        animation = nil
        effects.cancelTimer(.gifFrame)
    }

    private mutating func show<E: ComponentEffects>(_ image: HostImage, _ index: Int, _ effects: inout E) {
        if let shown = shownFrame, shown.image == image, shown.index == index { return }
        shownFrame = (image, index)
        effects.emit(.frameChanged(image: image, index: index))
    }

    private mutating func setVisible<E: ComponentEffects>(_ visible: Bool, _ effects: inout E) {
        guard visible != self.visible else { return }
        self.visible = visible
        effects.emit(.gifVisibility(visible: visible))
    }
}
