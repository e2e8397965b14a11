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
    /// 1.5: the auto footer's mirror at the top edge.
    case autoHeader = 11

    /// The enum whose cases are this kind's signals (one file per kind in this folder).
    public var signalSet: any SignalSet.Type {
        switch self {
        case .context: ContextSignal.self
        case .probe: ProbeSignal.self
        case .footer: FooterSignal.self
        case .task: TaskSignal.self
        case .indicator: IndicatorSignal.self
        case .header: HeaderSignal.self
        case .trailer: TrailerSignal.self
        case .autoFooter: AutoFooterSignal.self
        case .scrollView: ScrollViewSignal.self
        case .progress: ProgressSignal.self
        case .autoHeader: AutoHeaderSignal.self
        }
    }

    /// The signals this kind declares, in index order, as data. Indices are part of the ABI: only
    /// append.
    public var signals: [SignalSpec] { ObjectKind.signalTables[Int(rawValue)] }

    /// Every kind's table, made once, by raw value.
    private static let signalTables: [[SignalSpec]] = {
        var tables = [[SignalSpec]](repeating: [], count: 256)
        for kind in allCases { tables[Int(kind.rawValue)] = kind.signalSet.tabulated() }
        return tables
    }()
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
        case .autoHeader: "auto header"
        }
    }
}
