/// How a load ends when the host names it (F18; declared in ABIEnums.swift).
extension LoadOutcome {
    /// The state the outcome ends the load in.
    public var state: RefreshState {
        switch self {
        case .done, .cancelled: .idle
        case .noMoreData: .noMoreData
        case .failed: .failed
        }
    }
}
