import RefreshKitModel

/// What the refresh family's objects share in the runtime: their timers on the context's loop (one
/// per ComponentTimer kind) and the host's one-shot completions, which the models name by id.
public class ComponentObject: ObjectBase {
    private var timerIDs: [UInt64?] = Array(repeating: nil, count: ComponentTimer.allCases.count)
    private var completions: [UInt64: CompletionCallback] = [:]
    private var nextCompletionID: UInt64 = 1
    /// The scroll view the component is attached to (ScrollView/ScrollView.swift keeps it), and the
    /// same as a plain flag for the scroll-update path, which reads it on every update.
    public final private(set) var scrollView: ScrollView?
    public final private(set) var onScrollView = false
    /// F18: the load ids, readable by an end made on another thread.
    public final let loads = LoadLedger()
    /// The host's last-updated formatter: a header's (Components/LastUpdatedFormatter.swift); the
    /// other kinds leave it empty.
    public final var formatterSlot = FormatterSlot()

    public final func setScrollView(_ view: ScrollView?) {
        scrollView = view
        onScrollView = view != nil
    }

    /// Registers a completion and returns the id the model passes around. Inlinable: most
    /// commands carry none, and the C layer asks on every one (every scroll update).
    @inlinable
    public final func register(_ function: CompletionFunction?, _ userData: UnsafeMutableRawPointer?) -> UInt64? {
        guard let function else { return nil }
        return keep(function, userData)
    }

    @usableFromInline
    final func keep(_ function: CompletionFunction, _ userData: UnsafeMutableRawPointer?) -> UInt64 {
        let id = nextCompletionID
        nextCompletionID += 1
        completions[id] = CompletionCallback(function: function, userData: userData)
        return id
    }

    /// Calls the completion the model named, once.
    public final func finishCompletion(_ id: UInt64, finished: Bool) {
        guard let completion = completions.removeValue(forKey: id) else { return }
        let handle = OpaquePointer(handlePointer)
        context.callingHost { completion.function(handle, finished ? 1 : 0, completion.userData) }
    }

    /// Starts (or restarts) the timer of that kind.
    public final func startTimer(_ timer: ComponentTimer, delay: Double) {
        cancelTimer(timer)
        timerIDs[timer.rawValue] = context.startObjectTimer(self, tag: timer.rawValue, delay: delay)
    }

    /// Starts (or restarts) the timer of that kind, due at `deadline` on the context's clock.
    public final func startTimer(_ timer: ComponentTimer, at deadline: Double) {
        cancelTimer(timer)
        timerIDs[timer.rawValue] = context.startObjectTimer(self, tag: timer.rawValue, at: deadline)
    }

    public final func cancelTimer(_ timer: ComponentTimer) {
        if let id = timerIDs[timer.rawValue] {
            context.cancelObjectTimer(id)
            timerIDs[timer.rawValue] = nil
        }
    }

    public override final func timerFired(id: UInt64, tag: Int) {
        guard let timer = ComponentTimer(rawValue: tag), timerIDs[tag] == id else { return }
        timerIDs[tag] = nil
        componentTimerFired(timer)
    }

    /// One of the component's timers fired: the subclass hands it to its model.
    public func componentTimerFired(_ timer: ComponentTimer) {}

    /// The end of a destroy, after the model ended what it knew of: the timers stop, and any
    /// completion still held gets finished = 0 (a last guard).
    public final func endTimersAndCompletions() {
        for timer in ComponentTimer.allCases { cancelTimer(timer) }
        for (id, _) in completions.sorted(by: { $0.key < $1.key }) { finishCompletion(id, finished: false) }
        completions.removeAll()
    }
}
