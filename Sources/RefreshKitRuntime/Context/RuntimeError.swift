/// Why the runtime refused something, and its words; the ABI layer turns it into a status.
public struct RuntimeError: Error {
    public enum Reason: Sendable {
        /// A table or a nesting depth is full.
        case limit
        /// The request does not fit the object's state.
        case invalidState
        /// The object's context is being destroyed.
        case contextGone
    }

    public let reason: Reason
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}
