import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The auto footer object: the model's AutoFooterModel, its timers on the context's loop (the
/// paging animation, the GIF frames), and its events turned into signals, delivered after each
/// change as the footer's.
final class AutoFooter: ComponentObject {
    private(set) var model = AutoFooterModel()
    private var events = RingBuffer<AutoFooterEvent>()
    private var delivering = false

    /// The model's way out, bound to this auto footer.
    struct Effects: AutoFooterEffects {
        unowned(unsafe) let footer: AutoFooter

        mutating func emit(_ event: AutoFooterEvent) { footer.events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { footer.startTimer(timer, delay: delay) }
        mutating func cancelTimer(_ timer: ComponentTimer) { footer.cancelTimer(timer) }
        mutating func now() -> Double { footer.context.now() }
    }

    /// Changes the model, then delivers what the change caused.
    @inline(__always)
    func perform(_ change: (inout AutoFooterModel, inout Effects) -> Void) {
        var effects = Effects(footer: self)
        change(&model, &effects)
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    /// Changes the model without delivering: a scroll view drives its components first and then
    /// delivers each one's signals with `flush` (Objects/ScrollView.swift).
    func performDeferred(_ change: (inout AutoFooterModel, inout Effects) -> Void) {
        var effects = Effects(footer: self)
        change(&model, &effects)
    }

    func flush() {
        if !events.isEmpty || model.needsLayout { deliver() }
    }

    /// The style is fixed at creation.
    func start(style: AutoFooterStyle) {
        model = AutoFooterModel(style: style)
    }

    override func componentTimerFired(_ timer: ComponentTimer) {
        perform { model, effects in model.timerFired(timer, &effects) }
    }

    /// What the auto footer's task binding commands (B4, in the model).
    override func run(_ command: BindingCommand) {
        perform { model, effects in model.apply(command, &effects) }
    }

    override func objectWillBeDestroyed() {
        leaveScrollView()
        unbind()
        perform { model, effects in model.cancelAll(&effects) }
        endTimersAndCompletions()
    }

    /// A measure-text handler came or went: the width's source changed, so lay out again.
    override func handlersChanged(_ signal: Int) {
        guard signal == AutoFooterSignals.measureText, alive else { return }
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

    /// Answers the model's layout request, measuring the label through the host's measure-text
    /// handler when one is connected (else the set width); a stale answer is measured again, a
    /// bounded number of times, as the footer's.
    private func layOut() {
        var effects = Effects(footer: self)
        for _ in 0..<ContentLayout.maxMeasureAttempts {
            let request = model.layoutRequest
            guard alive, request.measuresText, !hasNoHandlers(AutoFooterSignals.measureText) else {
                model.applyLayout(request, measuredWidth: nil, &effects)
                return
            }
            var measured = 0.0
            let answered = model.labelText.withCString { pointer in
                emit(AutoFooterSignals.measureText, result: &measured) { $0.string(pointer) }
            }
            if model.applyLayout(request, measuredWidth: answered ? measured : nil, &effects) { return }
        }
        model.applyLayout(model.layoutRequest, measuredWidth: nil, &effects)
    }

    private func send(_ event: AutoFooterEvent) {
        switch event {
        case .stateChanged(let new, let old):
            emit(AutoFooterSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            emit(AutoFooterSignals.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            emit(AutoFooterSignals.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility(let visible):
            emit(AutoFooterSignals.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            emit(AutoFooterSignals.layoutChanged) {
                $0.double(layout.footer.x); $0.double(layout.footer.y)
                $0.double(layout.footer.width); $0.double(layout.footer.height)
            }
        case .insetRequested(let edge, let value, let duration):
            emit(AutoFooterSignals.insetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayInset(from: self, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            emit(AutoFooterSignals.offsetRequested) {
                $0.double(value); $0.double(duration)
            }
            scrollView?.relayOffset(from: self, axis, value, duration)
        case .alpha(let alpha, let duration):
            emit(AutoFooterSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            text.withCString { pointer in _ = emit(AutoFooterSignals.labelChanged) { $0.string(pointer) } }
        case .refreshing:
            emit(AutoFooterSignals.refreshing)
        case .endAnimationBegan:
            emit(AutoFooterSignals.endAnimationBegan)
        case .spinner(let animating):
            emit(AutoFooterSignals.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        case .completion(let id, let finished):
            finishCompletion(id, finished: finished)
        }
    }
}
