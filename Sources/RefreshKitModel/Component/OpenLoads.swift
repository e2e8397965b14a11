/// Why a component refuses an end that names a load (F18); the end changes nothing. The C ABI
/// reports each reason with its own status and message.
public enum LoadEndRefusal: Error, Equatable, Sendable {
    /// The outcome ends in a state the kind does not have: NoMoreData, on a header or a trailer.
    case outcomeUnsupported
    /// Id 0, which names no load.
    case noLoad
    /// The id names neither the current load nor one a begin queued ahead of the end will start
    /// (a load that ended, was superseded, or never started). `current` is the current load's id
    /// (0: none), for the refusal's message.
    case notCurrent(current: UInt64)
}

/// F18: the loads an end may name, as whoever checks the end sees them: the current load, and the
/// loads that begins queued ahead of the end will start. On the component's loop thread an end
/// runs at once, so nothing is queued ahead of it (ComponentMachine.openLoads); another thread
/// reads the ones the runtime publishes, where a begin it queued reserved its id (LoadLedger).
///
/// Both ask `checkEnd`: an end is accepted, or refused and why, by this one rule.
public struct OpenLoads: Equatable, Sendable {
    /// The current load's id; 0 when none is current.
    public private(set) var current: UInt64
    /// The ids of begins queued and not yet run, oldest first; few at a time (each is a queued
    /// command, which the context's queue bounds).
    public private(set) var queued: [UInt64] = []

    public init(current: UInt64 = 0) {
        self.current = current
    }

    /// The load the component now runs (0: none).
    public mutating func setCurrent(_ id: UInt64) {
        current = id
    }

    /// A begin was queued that will start the load `id`: an end naming it is accepted until the
    /// begin runs.
    public mutating func queueBegin(_ id: UInt64) {
        queued.append(id)
    }

    /// The queued begin of `id` ran (or was dropped): from now only the current load counts.
    public mutating func beginRan(_ id: UInt64) {
        if let index = queued.firstIndex(of: id) { queued.remove(at: index) }
    }

    /// Whether an end of a `kind` component that names load `id` with `outcome` is accepted, now:
    /// the kind has the state the outcome ends in, and the id names the current load or one a
    /// queued begin will start. Refused, in that order, with the reason.
    public func checkEnd(_ id: UInt64, _ outcome: LoadOutcome, for kind: ComponentKind) throws(LoadEndRefusal) {
        try Self.checkOutcome(outcome, for: kind)
        guard id != 0 else { throw .noLoad }
        guard id == current || queued.contains(id) else { throw .notCurrent(current: current) }
    }

    /// The part of `checkEnd` that no load changes: whether the kind has the state `outcome` ends
    /// in. The C ABI asks it with the other arguments, before it looks up the component.
    public static func checkOutcome(_ outcome: LoadOutcome, for kind: ComponentKind) throws(LoadEndRefusal) {
        guard kind.has(outcome.state) else { throw .outcomeUnsupported }
    }
}
