/// The states every refresh component shares (MJRefreshState). Raw values are the original's and
/// the ABI's rk_footer_state. A family may never reach some of them: a header has no NoMoreData.
public enum RefreshState: Int32, Sendable, CaseIterable {
    case idle = 1
    case pulling = 2
    case refreshing = 3
    case willRefresh = 4
    case noMoreData = 5
    /// F17, RefreshKit's own: the last load failed. A resting state like Idle (a pull past the
    /// trigger leaves it), showing the failure's title until a retry or a new load.
    case failed = 6

    /// Refreshing, or about to be as soon as the component is visible.
    public var isRefreshing: Bool { self == .refreshing || self == .willRefresh }

    /// At rest, ready for a pull: Idle, or Failed (a new pull is a retry).
    @inlinable public var isResting: Bool { self == .idle || self == .failed }
}

/// The footer's states: the shared enum under the name the footer's API has always used.
public typealias FooterState = RefreshState
