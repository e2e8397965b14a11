import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The header object: the model's HeaderModel, its timers on the context's loop, the context's
/// wall clock and last-updated store, and its events turned into signals.
///
/// As the footer's: the model queues events and `deliver` sends them after the change is complete,
/// so a handler that calls back into the header meets a whole model.
final class Header: ComponentObject {
    private(set) var model = HeaderModel()
    private var events = RingBuffer<HeaderEvent>()
    private var delivering = false

    /// The model's way out, bound to this header.
    struct Effects: HeaderEffects {
        unowned(unsafe) let header: Header

        mutating func emit(_ event: HeaderEvent) { header.events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { header.startTimer(timer, delay: delay) }
        mutating func cancelTimer(_ timer: ComponentTimer) { header.cancelTimer(timer) }
        mutating func now() -> Double { header.context.now() }
        mutating func wallTime() -> Double { header.context.wallTime() }
        mutating func lastUpdatedTime(for key: String) -> Double? { header.context.lastUpdated.time(for: key) }
        mutating func setLastUpdatedTime(_ time: Double, for key: String) {
            header.context.lastUpdated.setTime(unchecked: time, for: key)
        }
    }

    /// Changes the model, then delivers what the change caused.
    @inline(__always)
    func perform(_ change: (inout HeaderModel, inout Effects) -> Void) {
        var effects = Effects(header: self)
        change(&model, &effects)
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    /// Changes the model without delivering: a scroll view drives its components first and then
    /// delivers each one's signals with `flush` (Objects/ScrollView.swift).
    func performDeferred(_ change: (inout HeaderModel, inout Effects) -> Void) {
        var effects = Effects(header: self)
        change(&model, &effects)
    }

    func flush() {
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    /// A change the model may refuse (a NoMoreData title or images).
    func performChecked<Value>(
        _ value: Value, _ change: (inout HeaderModel, inout Effects, Value) throws(InputError) -> Void
    ) throws(InputError) {
        var effects = Effects(header: self)
        defer { if !events.isEmpty || model.needsLayout { deliver() } }
        try change(&model, &effects, value)
    }

    /// The style is fixed at creation; the time text is read from the context's store at once.
    func start(style: HeaderStyle) {
        model = HeaderModel(style: style)
        perform { model, effects in model.refreshTimeText(&effects) }
    }

    override func componentTimerFired(_ timer: ComponentTimer) {
        perform { model, effects in model.timerFired(timer, &effects) }
    }

    /// What the header's task binding commands (B4, in the model).
    override func run(_ command: BindingCommand) {
        perform { model, effects in model.apply(command, &effects) }
    }

    override func objectWillBeDestroyed() {
        leaveScrollView()
        unbind()
        perform { model, effects in model.cancelAll(&effects) }
        endTimersAndCompletions()
    }

    /// A measure-text handler came or went: the widths' source changed, so lay out again.
    override func handlersChanged(_ signal: Int) {
        guard signal == HeaderSignals.measureText, alive else { return }
        perform { model, _ in model.textWidthSourceChanged() }
    }

    // MARK: Delivery

    private func deliver() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while true {
            while let event = events.removeFirst() { send(event) }
            guard alive, model.needsLayout else { return }
            layOut()
            if events.isEmpty { return }
        }
    }

    /// Answers the model's layout request, measuring each shown label through the host's
    /// measure-text handler when one is connected (else the set widths). A handler that changes a
    /// text or the measurer meanwhile makes the answer stale: measured again, a bounded number of
    /// times, then the set widths.
    private func layOut() {
        var effects = Effects(header: self)
        for _ in 0..<ContentLayout.maxMeasureAttempts {
            let request = model.layoutRequest
            guard alive, request.measuresText, !hasNoHandlers(HeaderSignals.measureText) else {
                model.applyLayout(request, stateWidth: nil, timeWidth: nil, &effects)
                return
            }
            let state = model.label.needsTextWidth ? measure(model.labelText) : nil
            let time = model.timeLabel.needsTextWidth ? measure(model.timeText) : nil
            if model.applyLayout(request, stateWidth: state, timeWidth: time, &effects) { return }
        }
        model.applyLayout(model.layoutRequest, stateWidth: nil, timeWidth: nil, &effects)
    }

    private func measure(_ text: String) -> Double? {
        guard alive else { return nil }
        var measured = 0.0
        let answered = text.withCString { pointer in
            emit(HeaderSignals.measureText, result: &measured) { $0.string(pointer) }
        }
        return answered ? measured : nil
    }

    private func send(_ event: HeaderEvent) {
        switch event {
        case .stateChanged(let new, let old):
            emit(HeaderSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            emit(HeaderSignals.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            emit(HeaderSignals.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility:
            // A header's GIF view is always shown: its player hides only for NoMoreData, which a
            // header does not have, so the header has no such signal.
            break
        case .layout(let layout):
            emit(HeaderSignals.layoutChanged) {
                $0.double(layout.header.x); $0.double(layout.header.y)
                $0.double(layout.header.width); $0.double(layout.header.height)
            }
        case .insetRequested(let edge, let value, let duration):
            emit(HeaderSignals.insetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayInset(from: self, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            emit(HeaderSignals.offsetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayOffset(from: self, axis, value, duration)
        case .alpha(let alpha, let duration):
            emit(HeaderSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            text.withCString { pointer in _ = emit(HeaderSignals.labelChanged) { $0.string(pointer) } }
        case .timeLabel(let text):
            text.withCString { pointer in _ = emit(HeaderSignals.timeLabelChanged) { $0.string(pointer) } }
        case .refreshing:
            emit(HeaderSignals.refreshing)
        case .endAnimationBegan:
            emit(HeaderSignals.endAnimationBegan)
        case .arrow(let angle, let duration):
            emit(HeaderSignals.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        case .arrowVisibility(let visible):
            emit(HeaderSignals.arrowVisibility) { $0.int32(visible ? 1 : 0) }
        case .spinner(let animating):
            emit(HeaderSignals.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        case .spinnerAlpha(let alpha, let duration):
            emit(HeaderSignals.spinnerAlpha) {
                $0.double(alpha); $0.double(duration)
            }
        case .completion(let id, let finished):
            finishCompletion(id, finished: finished)
        }
    }
}
