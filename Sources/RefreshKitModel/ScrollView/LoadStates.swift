/// Where one load of a list stands (docs/behaviour/scroll-view.md §7; declared in ABIEnums.swift).
extension LoadStatus {
    /// The status a component in `state` shows.
    @inlinable public init(_ state: RefreshState) {
        switch state {
        case .refreshing, .willRefresh: self = .loading
        case .failed: self = .failed
        case .noMoreData: self = .endReached
        case .idle, .pulling: self = .notLoading
        }
    }
}

/// One load's state: its status, the current load's id (F18; 0 when none runs) and the length in
/// UTF-8 bytes of the host's failure message (0 without one).
public struct LoadState: Equatable, Sendable {
    public var status: LoadStatus
    public var loadID: UInt64
    public var failureMessageBytes: Int

    public init(status: LoadStatus = .notLoading, loadID: UInt64 = 0, failureMessageBytes: Int = 0) {
        self.status = status
        self.loadID = loadID
        self.failureMessageBytes = failureMessageBytes
    }

    /// A slot without a component: not loading.
    public static let none = LoadState()

    /// A component's load: in `state`, with the current load's id; its failure message (read only
    /// in Failed) counts only there.
    @inlinable @inline(__always)
    public init(state: RefreshState, loadID: UInt64, failureMessage: @autoclosure () -> String?) {
        let status = LoadStatus(state)
        self.init(
            status: status, loadID: loadID,
            failureMessageBytes: status == .failed ? failureMessage()?.utf8.count ?? 0 : 0)
    }
}

/// The three loads of a list in one snapshot, as Paging's combined load states: refresh (the
/// pull-down header), prepend (the top edge's loader of older items) and append (the footer, back
/// or auto). The trailer is no load of the list's items and is not in it.
public struct LoadStates: Equatable, Sendable {
    public var refresh: LoadState
    public var prepend: LoadState
    public var append: LoadState

    public init(refresh: LoadState = .none, prepend: LoadState = .none, append: LoadState = .none) {
        self.refresh = refresh
        self.prepend = prepend
        self.append = append
    }
}

extension RefreshComponentModel {
    /// The component's load as a load-state snapshot reads it.
    public var loadState: LoadState {
        LoadState(state: state, loadID: component.loadID, failureMessage: label.failureMessage)
    }
}

extension ScrollViewModel {
    /// The list's load states now: the header's slot is the refresh, the footer's the append.
    public var loadStates: LoadStates {
        var states = LoadStates()
        for case let c? in slots {
            switch c.kind {
            case .header: states.refresh = c.loadState
            case .autoHeader: states.prepend = c.loadState
            case .backFooter, .autoFooter: states.append = c.loadState
            case .trailer: break
            }
        }
        return states
    }
}
