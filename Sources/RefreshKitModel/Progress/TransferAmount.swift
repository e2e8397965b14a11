/// A task's bytes in one direction, as the host reports them (B7): how many are done and how many
/// are expected in all, or `unknown` when the total is not known (a chunked response, say).
public struct TransferAmount: Equatable, Sendable {
    /// The expected total of a transfer whose size is not known (the ABI's RK_PROGRESS_UNKNOWN).
    public static let unknown: Int64 = -1
    /// What a task reports before its first report: nothing done of nothing known to do.
    public static let none = TransferAmount(unchecked: 0, expected: 0)

    public let completed: Int64
    /// The expected total, >= 0, or `unknown`.
    public let expected: Int64

    /// Checks the host's numbers: completed >= 0, expected >= 0 or unknown. A completed count above
    /// the expected total is accepted (a transfer may run past what its headers said); it counts
    /// as all of the expected total.
    public init(completed: Int64, expected: Int64) throws(InputError) {
        try InputRules.transferAmount(completed, expected)
        self.init(unchecked: completed, expected: expected)
    }

    /// For numbers already checked with `InputRules.transferAmount` (the C ABI's boundary).
    public init(unchecked completed: Int64, expected: Int64) {
        self.completed = completed
        self.expected = expected
    }

    public var isUnknown: Bool { expected < 0 }
}

extension InputRules {
    /// A transfer report: completed >= 0; expected >= 0 or -1 (unknown).
    @inlinable
    public static func transferAmount(_ completed: Int64, _ expected: Int64) throws(InputError) {
        guard completed >= 0 else { throw InputError("completed must be >= 0 (got \(completed))") }
        guard expected >= TransferAmount.unknown else {
            throw InputError("expected must be >= 0, or RK_PROGRESS_UNKNOWN (-1) when unknown (got \(expected))")
        }
    }

    /// The most tasks one progress combines (the header's RK_PROGRESS_MAX_TASKS).
    public static let maximumProgressTasks = 4096
}
