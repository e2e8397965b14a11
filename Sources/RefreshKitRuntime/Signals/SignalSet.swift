/// One kind's signals: an enum whose cases are the signals, declared in index order. A case's raw
/// value is its index, part of the ABI (rk_signal_info, the typed connects): only append, and never
/// give a case a raw value of its own. Each case carries its spec; emit a case with
/// `object.emit(FooterSignal.stateChanged) { ... }` (Emission.swift).
public protocol SignalSet: RawRepresentable<Int>, CaseIterable, Sendable where AllCases == [Self] {
    /// The kind whose objects emit these signals.
    static var kind: ObjectKind { get }
    /// The signal as data: its name, parameters, return type and summary.
    var spec: SignalSpec { get }
    /// Every case's spec by index, made once: each kind declares `public static let specs = tabulated()`.
    static var specs: [SignalSpec] { get }
}

extension SignalSet {
    /// Every case's spec in declaration order, which is index order only while the raw values are
    /// the implicit ones (0, 1, 2, ...): a case given its own would shift the ABI's indices.
    public static func tabulated() -> [SignalSpec] {
        precondition(allCases.indices.allSatisfy { allCases[$0].rawValue == $0 }, "signal indices out of order")
        return allCases.map(\.spec)
    }
}
