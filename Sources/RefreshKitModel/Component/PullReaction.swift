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
}
