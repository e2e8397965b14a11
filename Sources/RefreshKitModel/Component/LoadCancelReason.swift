/// A load a transition cancelled, for the family to tell after the state change.
public struct CancelledLoad: Equatable, Sendable {
    public let loadID: UInt64
    public let reason: LoadCancelReason
}
