import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The trailer object: the model's TrailerModel, its timers on the context's loop (the arrow snap
/// among them), and its events turned into signals, delivered after each change as the footer's.
final class Trailer: ComponentObject {
    private(set) var model = TrailerModel()
    private var events = RingBuffer<TrailerEvent>()
    private var delivering = false

    /// The model's way out, bound to this trailer.
    struct Effects: TrailerEffects {
        unowned(unsafe) let trailer: Trailer

        mutating func emit(_ event: TrailerEvent) { trailer.events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { trailer.startTimer(timer, delay: delay) }
        mutating func cancelTimer(_ timer: ComponentTimer) { trailer.cancelTimer(timer) }
        mutating func now() -> Double { trailer.context.now() }
    }

    /// Changes the model, then delivers what the change caused.
    @inline(__always)
    func perform(_ change: (inout TrailerModel, inout Effects) -> Void) {
        var effects = Effects(trailer: self)
        change(&model, &effects)
        if !events.isEmpty { deliver() }
    }

    /// Changes the model without delivering: a scroll view drives its components first and then
    /// delivers each one's signals with `flush` (Objects/ScrollView.swift).
    func performDeferred(_ change: (inout TrailerModel, inout Effects) -> Void) {
        var effects = Effects(trailer: self)
        change(&model, &effects)
    }

    func flush() {
        if !events.isEmpty { deliver() }
    }

    /// The style is fixed at creation.
    func start(style: TrailerStyle) {
        model = TrailerModel(style: style)
    }

    override func componentTimerFired(_ timer: ComponentTimer) {
        perform { model, effects in model.timerFired(timer, &effects) }
    }

    /// What the trailer's task binding commands (B4, in the model).
    override func run(_ command: BindingCommand) {
        perform { model, effects in model.apply(command, &effects) }
    }

    override func objectWillBeDestroyed() {
        leaveScrollView()
        unbind()
        perform { model, effects in model.cancelAll(&effects) }
        endTimersAndCompletions()
    }

    // MARK: Delivery

    private func deliver() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while let event = events.removeFirst() { send(event) }
    }

    private func send(_ event: TrailerEvent) {
        switch event {
        case .stateChanged(let new, let old):
            emit(TrailerSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            emit(TrailerSignals.pullingPercent) { $0.double(percent) }
        case .layout(let layout):
            emit(TrailerSignals.layoutChanged) {
                $0.double(layout.trailer.x); $0.double(layout.trailer.y)
                $0.double(layout.trailer.width); $0.double(layout.trailer.height)
            }
        case .insetRequested(let edge, let value, let duration):
            emit(TrailerSignals.insetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayInset(from: self, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            emit(TrailerSignals.offsetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayOffset(from: self, axis, value, duration)
        case .alpha(let alpha, let duration):
            emit(TrailerSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            text.withCString { pointer in _ = emit(TrailerSignals.labelChanged) { $0.string(pointer) } }
        case .refreshing:
            emit(TrailerSignals.refreshing)
        case .endAnimationBegan:
            emit(TrailerSignals.endAnimationBegan)
        case .arrow(let angle, let duration):
            emit(TrailerSignals.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        case .frameChanged, .gifVisibility:
            break  // a trailer has no GIF; its model never emits these
        case .completion(let id, let finished):
            finishCompletion(id, finished: finished)
        }
    }
}
