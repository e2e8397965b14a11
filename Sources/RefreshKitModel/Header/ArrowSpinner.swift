/// MJRefreshNormalHeader's visuals: the arrow that turns up when the pull passes the line, and the
/// activity indicator of Refreshing (docs/behaviour/header.md §8), as events with durations for the
/// host to animate. Each is told only when its value changes.
public struct ArrowSpinner: Sendable {
    /// The arrow's angle in Pulling: up. The 1e-6 makes the host's interpolation turn the arrow
    /// the same way each time.
    public static let pullingAngle = -Double.pi + 0.000001
    /// The original's arrow image (15×40 pt) and indicator (20×20 pt).
    public static let defaultArrowSize = (width: 15.0, height: 40.0)
    public static let defaultSpinnerSize = (width: 20.0, height: 20.0)

    public private(set) var arrowAngle = 0.0
    public private(set) var arrowVisible = true
    public private(set) var spinnerAnimating = false
    public private(set) var spinnerAlpha = 1.0
    public private(set) var arrowSize = ArrowSpinner.defaultArrowSize
    public private(set) var spinnerSize = ArrowSpinner.defaultSpinnerSize

    public init() {}

    /// The per-state behaviour on a transition from `old` to `new` (after the label's).
    public mutating func enter<E: ComponentEffects>(
        _ new: RefreshState, from old: RefreshState, fast: Double, slow: Double, _ effects: inout E
    ) where E.Event == HeaderEvent {
        switch new {
        case .idle where old == .refreshing, .failed where old == .refreshing:
            // The arrow, still hidden, is reset at once; the spinner fades out over the exit
            // animation, whose end shows the arrow again (exitAnimationEnded).
            turn(to: 0, duration: 0, &effects)
            fade(to: 0, duration: slow, &effects)
        case .idle, .failed:
            show(true, &effects)
            turn(to: 0, duration: fast, &effects)
            animate(false, &effects)
        case .pulling:
            show(true, &effects)
            turn(to: ArrowSpinner.pullingAngle, duration: fast, &effects)
            animate(false, &effects)
        case .refreshing:
            // The arrow keeps its angle (still up after a pull) while hidden.
            show(false, &effects)
            fade(to: 1, duration: 0, &effects)
            animate(true, &effects)
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// The end of the exit animation (only while still Idle: a later transition cancels it, F2):
    /// the spinner stops at full alpha, the arrow shows.
    public mutating func exitAnimationEnded<E: ComponentEffects>(_ effects: inout E) where E.Event == HeaderEvent {
        fade(to: 1, duration: 0, &effects)
        animate(false, &effects)
        show(true, &effects)
    }

    public mutating func setArrowSize(width: Double, height: Double) {
        arrowSize = (width, height)
    }

    public mutating func setSpinnerSize(width: Double, height: Double) {
        spinnerSize = (width, height)
    }

    private mutating func turn<E: ComponentEffects>(to angle: Double, duration: Double, _ effects: inout E)
    where E.Event == HeaderEvent {
        guard angle != arrowAngle else { return }
        arrowAngle = angle
        effects.emit(.arrow(angle: angle, duration: duration))
    }

    private mutating func show<E: ComponentEffects>(_ visible: Bool, _ effects: inout E) where E.Event == HeaderEvent {
        guard visible != arrowVisible else { return }
        arrowVisible = visible
        effects.emit(.arrowVisibility(visible: visible))
    }

    private mutating func animate<E: ComponentEffects>(_ animating: Bool, _ effects: inout E)
    where E.Event == HeaderEvent {
        guard animating != spinnerAnimating else { return }
        spinnerAnimating = animating
        effects.emit(.spinner(animating: animating))
    }

    private mutating func fade<E: ComponentEffects>(to alpha: Double, duration: Double, _ effects: inout E)
    where E.Event == HeaderEvent {
        guard alpha != spinnerAlpha else { return }
        spinnerAlpha = alpha
        effects.emit(.spinnerAlpha(alpha, duration: duration))
    }
}
