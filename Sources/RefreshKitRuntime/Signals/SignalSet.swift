import RefreshKitModel

/// One kind's signals: an enum whose cases are the signals, declared in index order. A case's raw
/// value is its index, part of the ABI (rk_signal_info, the typed connects): only append, and never
/// give a case a raw value of its own. Each case carries its spec; emit a case with
/// `object.emit(FooterSignal.stateChanged) { ... }` (Emission.swift). `ObjectKind.signalSet` names
/// each kind's enum.
public protocol SignalSet: RawRepresentable<Int>, CaseIterable, Sendable where AllCases == [Self] {
    /// The signal as data: its name, parameters, return type and summary.
    var spec: SignalSpec { get }
}

extension SignalSet {
    /// Every case's spec in declaration order, which is index order only while the raw values are
    /// the implicit ones (0, 1, 2, ...): a case given its own would shift the ABI's indices.
    static func tabulated() -> [SignalSpec] {
        precondition(allCases.indices.allSatisfy { allCases[$0].rawValue == $0 }, "signal indices out of order")
        return allCases.map(\.spec)
    }
}
