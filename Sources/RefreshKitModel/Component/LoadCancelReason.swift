/// Why a load ended other than by an end naming it (1.5, docs/behaviour/component.md §6): the host
/// should abort the request it started for that load. Raw values are the ABI's rk_load_cancel_reason.
public enum LoadCancelReason: Int32, Sendable, CaseIterable {
    /// A new load replaced it (a restart).
    case superseded = 0
    /// The task the component is bound to was canceled.
    case taskCanceled = 1
    /// The component left its scroll view while loading.
    case detached = 2
    /// The component is being destroyed.
    case destroyed = 3
    /// The host canceled it by its id.
    case host = 4
    /// A shown auto footer was hidden while loading.
    case hidden = 5
}

/// A load a transition cancelled, for the family to tell after the state change.
public struct CancelledLoad: Equatable, Sendable {
    public let loadID: UInt64
    public let reason: LoadCancelReason
}
