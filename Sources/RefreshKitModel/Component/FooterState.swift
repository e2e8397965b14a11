/// The footer's states. Raw values are the original's and the ABI's rk_footer_state.
public enum FooterState: Int32, Sendable, CaseIterable {
    case idle = 1
    case pulling = 2
    case refreshing = 3
    case willRefresh = 4
    case noMoreData = 5

    /// Refreshing, or about to be as soon as the footer is visible.
    public var isRefreshing: Bool { self == .refreshing || self == .willRefresh }
}
