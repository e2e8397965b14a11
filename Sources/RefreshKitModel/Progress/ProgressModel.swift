/// What a progress tells its host, collected while the model changes and delivered after.
public protocol ProgressEffects {
    /// The determinate fraction changed (in [0, 1]), or the progress left the indeterminate state.
    mutating func fractionChanged(_ fraction: Double, animated: Bool)
    /// The progress became indeterminate (true) or determinate again (false).
    mutating func indeterminateChanged(_ indeterminate: Bool)
}

/// A task as a progress binds to it: its state, transition number and bytes read together.
public struct ProgressSource: Equatable, Sendable {
    public let task: UInt64
    public let state: TaskState
    /// The task's transition number at bind: the binding sees the transitions after it (B6).
    public let sequence: UInt64
    public let amount: TransferAmount
    /// The completion's error code (0 unless the task completed with one).
    public let completionErrorCode: Int32

    public init(task: UInt64, state: TaskState, sequence: UInt64, amount: TransferAmount, completionErrorCode: Int32) {
        self.task = task
        self.state = state
        self.sequence = sequence
        self.amount = amount
        self.completionErrorCode = completionErrorCode
    }
}

/// AFNetworking's UIProgressView category, headless (B7): a progress follows one direction of one
/// task, or of several tasks combined by their byte totals, and shows a fraction in [0, 1] or
/// "indeterminate".
///
/// The rules:
/// - The fraction is the sum of the tasks' completed bytes over the sum of their expected totals,
///   each task's completed bytes counting at most its total. A task whose total is unknown makes
///   the whole progress indeterminate while it is not finished. A sum of totals of 0 is 0 (nothing
///   is known to be transferred yet) unless every task is finished.
/// - A task that completes with error code 0 is finished: it counts as fully transferred (an
///   unknown total becomes its completed bytes), so a lone task ends at 1. A cancel, or a
///   completion with another code, leaves its last reported bytes in place (the host decides
///   whether to hide the bar).
/// - The state shown changes only on a real change: "indeterminate-changed" when it enters or
///   leaves that state, "progress-changed" when the fraction differs, or on leaving indeterminate.
/// - Binding replaces what the progress followed and applies the tasks' values at once (with the
///   bind's `animated`); unbinding keeps what is shown and tells nothing.
public struct ProgressModel: Equatable, Sendable {
    /// One followed task.
    public struct Tracked: Equatable, Sendable {
        public let task: UInt64
        /// Its transition number at bind; later completions count, earlier ones were in the source.
        public let since: UInt64
        public var amount: TransferAmount
        public var finished: Bool
    }

    public init() {}

    public private(set) var direction = ProgressDirection.download
    public private(set) var animated = false
    public private(set) var tasks: [Tracked] = []
    /// The last determinate fraction shown (0 for a new progress), kept while indeterminate.
    public private(set) var fraction = 0.0
    public private(set) var indeterminate = false

    /// The tasks must be distinct and at most `InputRules.maximumProgressTasks`.
    public static func check(_ sources: [ProgressSource]) throws(InputError) {
        guard sources.count <= InputRules.maximumProgressTasks else {
            throw InputError(
                "count \(sources.count) exceeds RK_PROGRESS_MAX_TASKS (\(InputRules.maximumProgressTasks))")
        }
        var seen = Set<UInt64>()
        for (index, source) in sources.enumerated() where !seen.insert(source.task).inserted {
            throw InputError("tasks[\(index)] appears earlier in the array (each task may be combined once)")
        }
    }

    /// Follows `sources` (replacing what was followed; empty unbinds) and shows their values now.
    public mutating func bind<E: ProgressEffects>(
        _ sources: [ProgressSource], direction: ProgressDirection, animated: Bool, _ effects: inout E
    ) throws(InputError) {
        try Self.check(sources)
        bind(unchecked: sources, direction: direction, animated: animated, &effects)
    }

    /// `bind` for sources already checked with `check`.
    public mutating func bind<E: ProgressEffects>(
        unchecked sources: [ProgressSource], direction: ProgressDirection, animated: Bool, _ effects: inout E
    ) {
        self.direction = direction
        self.animated = animated
        tasks = sources.map { source in
            Tracked(
                task: source.task, since: source.sequence, amount: source.amount,
                finished: source.state == .completed && source.completionErrorCode == 0)
        }
        if !tasks.isEmpty { show(&effects) }
    }

    /// Follows nothing; what is shown stays, and nothing is told.
    public mutating func unbind() {
        tasks = []
    }

    /// Whether the progress follows `task` in `direction`.
    public func follows(_ task: UInt64, _ direction: ProgressDirection) -> Bool {
        direction == self.direction && tasks.contains { $0.task == task }
    }

    /// A task's bytes in one direction, delivered at dispatch. Another direction's, or a task not
    /// followed, changes nothing.
    public mutating func report<E: ProgressEffects>(
        _ amount: TransferAmount, of task: UInt64, direction: ProgressDirection, _ effects: inout E
    ) {
        guard direction == self.direction, let index = tasks.firstIndex(where: { $0.task == task }) else { return }
        guard tasks[index].amount != amount else { return }
        tasks[index].amount = amount
        show(&effects)
    }

    /// A task's transition, delivered at dispatch: a completion with error code 0 made after the
    /// bind finishes the task. Nothing else changes the progress.
    public mutating func observe<E: ProgressEffects>(
        _ event: TaskEvent, of task: UInt64, sequence: UInt64, errorCode: Int32, _ effects: inout E
    ) {
        guard event == .completed, errorCode == 0,
            let index = tasks.firstIndex(where: { $0.task == task }), sequence > tasks[index].since,
            !tasks[index].finished
        else { return }
        tasks[index].finished = true
        show(&effects)
    }

    /// The task is gone (destroyed): it leaves the binding without a signal; the next change of the
    /// others is computed without it.
    public mutating func forget(task: UInt64) {
        tasks.removeAll { $0.task == task }
    }

    /// The fraction of `tasks` by the rules above; nil when indeterminate.
    public static func combinedFraction(_ tasks: [Tracked]) -> Double? {
        var done = 0.0
        var total = 0.0
        var allFinished = true
        for tracked in tasks {
            let amount = tracked.amount
            if tracked.finished {
                let bytes = Double(Swift.max(amount.completed, amount.expected))
                done += bytes
                total += bytes
                continue
            }
            allFinished = false
            if amount.isUnknown { return nil }
            done += Double(Swift.min(amount.completed, amount.expected))
            total += Double(amount.expected)
        }
        if total <= 0 { return allFinished && !tasks.isEmpty ? 1 : 0 }
        return Swift.min(1, Swift.max(0, done / total))
    }

    private mutating func show<E: ProgressEffects>(_ effects: inout E) {
        guard let now = Self.combinedFraction(tasks) else {
            if !indeterminate {
                indeterminate = true
                effects.indeterminateChanged(true)
            }
            return
        }
        if indeterminate {
            indeterminate = false
            fraction = now
            effects.indeterminateChanged(false)
            effects.fractionChanged(now, animated: animated)
        } else if now != fraction {
            fraction = now
            effects.fractionChanged(now, animated: animated)
        }
    }
}
