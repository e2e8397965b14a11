/// What one scroll update does to a pull edge (back footer, header, trailer): a new percent, then
/// a transition or a begin.
public struct PullReaction: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case transition(to: RefreshState)
        case beginRefreshing
    }

    public var percent: Double?
    public var action: Action?

    public init(percent: Double? = nil, action: Action? = nil) {
        self.percent = percent
        self.action = action
    }

    /// The pull rule of the edges that pull past the content's end (the back footer down, the
    /// trailer right; spec footer 2.4, family 3.3), along the pull's axis: nothing up to the happen
    /// line; in NoMoreData only the percent; dragging crosses the trigger line both ways (strictly
    /// past it into Pulling, from Idle or Failed; back to Idle); releasing while Pulling begins
    /// refreshing; otherwise only a percent below 1 is kept.
    @inline(__always)
    public static func pastTheEnd(
        offset: Double, happenOffset: Double, triggerOffset: Double, percent: (Double) -> Double,
        dragging: Bool, state: RefreshState
    ) -> PullReaction {
        guard offset > happenOffset else { return PullReaction() }
        let percent = percent(offset)
        if state == .noMoreData { return PullReaction(percent: percent) }
        if dragging {
            if state.isResting && offset > triggerOffset {
                return PullReaction(percent: percent, action: .transition(to: .pulling))
            }
            if state == .pulling && offset <= triggerOffset {
                return PullReaction(percent: percent, action: .transition(to: .idle))
            }
            return PullReaction(percent: percent)
        }
        if state == .pulling { return PullReaction(action: .beginRefreshing) }
        return percent < 1 ? PullReaction(percent: percent) : PullReaction()
    }
}
