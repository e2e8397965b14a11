/// The kinds of object a context holds. Raw values are the ABI's rk_kind and never change.
public enum ObjectKind: UInt8, Sendable, CaseIterable {
    case context = 1
    case probe = 2
    case footer = 3
    case task = 4
    case indicator = 5
    case header = 6
    case trailer = 7
    case autoFooter = 8
    case scrollView = 9
    /// B7 (1.3): a progress bar's model, bound to tasks' bytes.
    case progress = 10

    /// The signals each kind declares, in index order: its SignalSet's cases (FooterSignal.swift and
    /// the others, one file per kind). Indices are part of the ABI: only append.
    public var signals: [SignalSpec] {
        switch self {
        case .context:
            return ContextSignal.specs
        case .probe:
            return ProbeSignal.specs
        case .footer:
            return FooterSignal.specs
        case .task:
            return TaskSignal.specs
        case .indicator:
            return IndicatorSignal.specs
        case .header:
            return HeaderSignal.specs
        case .trailer:
            return TrailerSignal.specs
        case .autoFooter:
            return AutoFooterSignal.specs
        case .scrollView:
            return ScrollViewSignal.specs
        case .progress:
            return ProgressSignal.specs
        }
    }
}

extension ObjectKind {
    /// The kind as messages name it ("auto footer").
    public var name: String {
        switch self {
        case .context: "context"
        case .probe: "probe"
        case .footer: "footer"
        case .task: "task"
        case .indicator: "indicator"
        case .header: "header"
        case .trailer: "trailer"
        case .autoFooter: "auto footer"
        case .scrollView: "scroll view"
        case .progress: "progress"
        }
    }
}
