import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The footer object: the core's FooterModel, its timers on the context's loop, and its events
/// turned into signals.
///
/// The model never calls the host. It queues events; `deliver` sends them after the change is
/// complete, so a handler that calls back into the footer meets a whole model, and its own
/// events follow the ones still pending, in order.
final class Footer: ComponentObject {
    private(set) var model = FooterModel()
    private var events = RingBuffer<FooterEvent>()
    private var delivering = false

    /// The model's way out, bound to this footer.
    struct Effects: FooterEffects {
        unowned(unsafe) let footer: Footer

        mutating func emit(_ event: FooterEvent) {
            footer.events.append(event)
        }

        mutating func startTimer(_ timer: FooterTimer, delay: Double) {
            footer.startTimer(timer, delay: delay)
        }

        mutating func cancelTimer(_ timer: FooterTimer) {
            footer.cancelTimer(timer)
        }

        mutating func now() -> Double {
            footer.context.now()
        }
    }

    /// Changes the model, then delivers what the change caused.
    @inline(__always)
    func perform(_ change: (inout FooterModel, inout Effects) -> Void) {
        var effects = Effects(footer: self)
        change(&model, &effects)
        // Most scroll updates change nothing: skip the delivery loop when it has nothing to do.
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    /// Changes the model without delivering: a scroll view drives its components first and then
    /// delivers each one's signals with `flush` (Objects/ScrollView.swift).
    func performDeferred(_ change: (inout FooterModel, inout Effects) -> Void) {
        var effects = Effects(footer: self)
        change(&model, &effects)
    }

    func flush() {
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    override func componentTimerFired(_ timer: ComponentTimer) {
        perform { model, effects in model.timerFired(timer, &effects) }
    }

    /// What the footer's task binding commands (B4, in the model).
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
        while true {
            while let event = events.removeFirst() { send(event) }
            guard alive, model.needsLayout else { return }
            layOut()
            if events.isEmpty { return }
        }
    }

    /// Answers the model's layout request, measuring the label through the host's measure-text
    /// handler when one is connected (else the model uses the set width). A handler may change the
    /// text (or disconnect, or hide the label) while it measures: the model then refuses its answer
    /// as stale, and a new request is measured, at most ContentLayout.maxMeasureAttempts times.
    private func layOut() {
        var effects = Effects(footer: self)
        for _ in 0..<ContentLayout.maxMeasureAttempts {
            let request = model.layoutRequest
            guard alive, request.measuresText, !hasNoHandlers(FooterSignals.measureText) else {
                model.applyLayout(request, measuredWidth: nil, &effects)
                return
            }
            var measured = model.hostTextWidth
            model.labelText.withCString { pointer in
                _ = emit(FooterSignals.measureText, result: &measured) { $0.string(pointer) }
            }
            if model.applyLayout(request, measuredWidth: measured, &effects) { return }
        }
        model.applyLayout(model.layoutRequest, measuredWidth: nil, &effects)
    }

    /// A measure-text handler came or went: the width's source changed, so lay out again.
    override func handlersChanged(_ signal: Int) {
        guard signal == FooterSignals.measureText, alive else { return }
        perform { model, _ in model.textWidthSourceChanged() }
    }

    private func send(_ event: FooterEvent) {
        switch event {
        case .stateChanged(let new, let old):
            emit(FooterSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            emit(FooterSignals.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            emit(FooterSignals.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility(let visible):
            emit(FooterSignals.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            emit(FooterSignals.layoutChanged) { arguments in
                arguments.double(layout.footer.x)
                arguments.double(layout.footer.y)
                arguments.double(layout.footer.width)
                arguments.double(layout.footer.height)
                arguments.double(layout.gif.x)
                arguments.double(layout.gif.y)
                arguments.double(layout.gif.width)
                arguments.double(layout.gif.height)
                arguments.int32(layout.contentMode.rawValue)
            }
        case .insetRequested(let bottom, let duration):
            emit(FooterSignals.insetRequested) {
                $0.double(bottom); $0.double(duration)
            }
            scrollView?.relayInset(from: self, .bottom, bottom, duration)
        case .offsetRequested(let offset, let duration):
            emit(FooterSignals.offsetRequested) {
                $0.double(offset); $0.double(duration)
            }
            scrollView?.relayOffset(from: self, .vertical, offset, duration)
        case .alpha(let alpha, let duration):
            emit(FooterSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            text.withCString { pointer in
                _ = emit(FooterSignals.labelChanged) { $0.string(pointer) }
            }
        case .refreshing:
            emit(FooterSignals.refreshing)
        case .completion(let id, let finished):
            finishCompletion(id, finished: finished)
        }
    }
}
