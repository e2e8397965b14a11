import RefreshKitModel

/// An activity indicator: start and stop, driven by the task it follows.
///
/// Like the footer, it sends a change's signal only after the previous one reached every handler:
/// a handler that rebinds the indicator queues the new signal behind the one in progress, so later
/// handlers never see start and stop in the reverse of the indicator's own order.
public final class Indicator: ObjectBase {
    public private(set) var animating = false
    private var order = InOrderSignals<IndicatorSignal>()

    public func start() {
        animating = true
        send(IndicatorSignal.startAnimating)
    }

    public func stop() {
        animating = false
        send(IndicatorSignal.stopAnimating)
    }

    private func send(_ signal: IndicatorSignal) {
        guard let first = order.begin(signal) else { return }
        emit(first)
        while let next = order.next() {
            if alive { emit(next) }
        }
    }

    public override func run(_ command: BindingCommand) {
        switch command {
        case .start: start()
        case .stop, .fail: stop()
        }
    }

    public override func objectWillBeDestroyed() {
        unbind()
    }
}
