/// The states every refresh component shares (MJRefreshState). Raw values are the original's and
/// the ABI's rk_footer_state. A family may never reach some of them: a header has no NoMoreData.
public enum RefreshState: Int32, Sendable, CaseIterable {
    case idle = 1
    case pulling = 2
    case refreshing = 3
    case willRefresh = 4
    case noMoreData = 5

    /// Refreshing, or about to be as soon as the component is visible.
    public var isRefreshing: Bool { self == .refreshing || self == .willRefresh }
}

/// The footer's states: the shared enum under the name the footer's API has always used.
public typealias FooterState = RefreshState
