import RefreshKitModel

/// The kinds of object a context holds (declared in ABIEnums.swift): each kind's signals.
extension ObjectKind {
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
