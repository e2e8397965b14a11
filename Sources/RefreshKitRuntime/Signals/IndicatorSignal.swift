/// An indicator's signals, in index order. Indices are ABI: only append.
public enum IndicatorSignal: Int, SignalSet {
    case startAnimating, stopAnimating

    public var spec: SignalSpec {
        switch self {
        case .startAnimating: SignalSpec("start-animating", summary: "The bound tasks started: start the spinner.")
        case .stopAnimating: SignalSpec("stop-animating", summary: "The bound tasks stopped: stop the spinner.")
        }
    }
}
