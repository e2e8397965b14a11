/// The states are MJRefreshState's (declared in ABIEnums.swift). A family may never reach some of
/// them: a header has no NoMoreData.
extension RefreshState {
    /// Refreshing, or about to be as soon as the component is visible.
    public var isRefreshing: Bool { self == .refreshing || self == .willRefresh }

    /// At rest, ready for a pull: Idle, or Failed (a new pull is a retry).
    @inlinable public var isResting: Bool { self == .idle || self == .failed }
}

/// The footer's states: the shared enum under the name the footer's API has always used.
public typealias FooterState = RefreshState
