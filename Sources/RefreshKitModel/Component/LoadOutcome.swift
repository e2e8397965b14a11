/// How a load ends when the host names it (F18): the three ends a load has, and (1.5) the host's
/// cancel, which ends it as Done does but tells `load-cancelled` instead of announcing a load.
public enum LoadOutcome: Int32, Sendable, CaseIterable {
    /// Loaded: back to Idle.
    case done = 0
    /// Loaded, and nothing is left (the footers only): NoMoreData.
    case noMoreData = 1
    /// Failed (F17): Failed, with the host's message or the Failed title.
    case failed = 2
    /// Canceled by the host (1.5): back to Idle, reported as cancelled.
    case cancelled = 3

    /// The state the outcome ends the load in.
    public var state: RefreshState {
        switch self {
        case .done, .cancelled: .idle
        case .noMoreData: .noMoreData
        case .failed: .failed
        }
    }
}
