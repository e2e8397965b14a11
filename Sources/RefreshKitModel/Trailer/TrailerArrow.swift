/// MJRefreshNormalTrailer's arrow (docs/behaviour/trailer.md §6): a circled arrow that points left
/// (angle 0) and turns right (π) when the pull passes the line, as events with durations for the
/// host to animate. The angle is told only when it changes. The component never hides it.
///
/// After an end the original turns it to π and snaps it back to 0 when that animation ends. The
/// snap is a timer of its own, and any later transition cancels it (F2, F15: it runs only while the
/// trailer is still in the Idle the end brought, never in a new Pulling).
public struct TrailerArrow: Sendable {
    /// The angle in Pulling: right.
    public static let pullingAngle = Double.pi
    /// The original's image (trail_arrow@2x.png): 20×20 pt.
    public static let defaultSize = (width: 20.0, height: 20.0)
    /// The gap between the trailer's left edge and the arrow while the label shows.
    public static let leftInset = 5.0

    public private(set) var angle = 0.0
    public private(set) var size = TrailerArrow.defaultSize
    /// The snap back to 0 after an end is pending.
    public private(set) var isSnapPending = false

    public init() {}

    /// The per-state behaviour on a transition from `old` to `new` (after the label's). A pending
    /// snap is cancelled first: it belonged to the transition before this one.
    public mutating func enter<E: TrailerEffects>(
        _ new: RefreshState, from old: RefreshState, fast: Double, _ effects: inout E
    ) {
        cancelSnap(&effects)
        switch new {
        case .pulling:
            turn(to: TrailerArrow.pullingAngle, duration: fast, &effects)
        case .idle where old == .refreshing, .failed where old == .refreshing:
            // Faithful: it turns to π (usually already there) and snaps back when that ends.
            turn(to: TrailerArrow.pullingAngle, duration: fast, &effects)
            isSnapPending = true
            effects.startTimer(.arrowSnap, delay: fast)
        case .idle, .failed:
            turn(to: 0, duration: fast, &effects)
        case .refreshing, .willRefresh, .noMoreData:
            // Unchanged: while refreshing the arrow stays flipped.
            break
        }
    }

    /// The snap timer: back to pointing left, at once.
    public mutating func snapTimerFired<E: TrailerEffects>(_ effects: inout E) {
        guard isSnapPending else { return }
        isSnapPending = false
        turn(to: 0, duration: 0, &effects)
    }

    /// Ends a pending snap: a new transition, or a destroy.
    public mutating func cancelSnap<E: TrailerEffects>(_ effects: inout E) {
        guard isSnapPending else { return }
        isSnapPending = false
        effects.cancelTimer(.arrowSnap)
    }

    public mutating func setSize(width: Double, height: Double) {
        size = (width, height)
    }

    private mutating func turn<E: TrailerEffects>(to angle: Double, duration: Double, _ effects: inout E) {
        guard angle != self.angle else { return }
        self.angle = angle
        effects.emit(.arrow(angle: angle, duration: duration))
    }
}
