/// A component's timers, shared by every family: each kind has at most one pending at a time.
public enum ComponentTimer: Int, Sendable, CaseIterable {
    /// The end of the animation into Refreshing: fires the refreshing trigger and the begin completion.
    case beginAnimation = 0
    /// The end of the animation out of Refreshing: percent back to 0, then the end completion.
    case exitAnimation = 1
    /// The next frame boundary of a running GIF animation.
    case gifFrame = 2
    /// The normal trailer's arrow snap after an end (docs/behaviour/trailer.md §6). Every family
    /// has the same timer table, so a runtime keeps any component's timers in one; a family ignores
    /// the kinds it never starts.
    case arrowSnap = 3
}

/// A component's way out: events for the host, timers on the loop, the loop's clock, and (for the
/// header's last-updated text) the wall clock and the context's last-updated store. A family names
/// it by its event type (`FooterEffects` is `ComponentEffects<FooterEvent>`), so the commands the
/// families share (RefreshComponent) and each family's own layers take the same effects.
///
/// Events are collected, not delivered, while a model changes: the runtime emits them after the
/// change is complete, so a handler that calls back into the component never meets it half-changed.
/// The models emit with `emit`, which decides what an event carries; `queue` only collects.
public protocol ComponentEffects<Event> {
    associatedtype Event: ComponentEvents
    /// Collects `event` as the model made it, for the runtime to deliver.
    mutating func queue(_ event: Event)
    /// Starts (or restarts) the timer of that kind.
    mutating func startTimer(_ timer: ComponentTimer, delay: Double)
    /// Starts (or restarts) the timer of that kind, due at `time` on the clock `now()` reads: it
    /// runs at the first dispatch whose reading is `time` or later, and not at an earlier one (a
    /// GIF's frame boundary must not move by the rounding of a reading plus a delay).
    mutating func startTimer(_ timer: ComponentTimer, at time: Double)
    mutating func cancelTimer(_ timer: ComponentTimer)
    mutating func now() -> Double
    /// Wall-clock seconds since 1970-01-01 00:00 UTC; a reading outside InputRules.wallTime's
    /// range (NaN included) is ignored: nothing is stamped, and no date counts as today.
    mutating func wallTime() -> Double
    /// The time stored under `key`, if any (F12: the context owns the store, every header of the
    /// context shares it).
    mutating func lastUpdatedTime(for key: String) -> Double?
    /// Stores `time` (already checked) under `key`.
    mutating func setLastUpdatedTime(_ time: Double, for key: String)
    /// The store's generation (LastUpdatedStore.generation): unchanged, nothing in it changed.
    mutating func lastUpdatedStoreGeneration() -> UInt64
    /// The context's time zone, in seconds east of UTC (already checked): what a header without a
    /// time zone of its own uses.
    mutating func contextUTCOffset() -> Int
    /// F18: a new load id, never handed out before by this component (ids only grow, from 1), for
    /// a load the component starts itself (a pull, an auto trigger, a retry, a task).
    mutating func issueLoadID() -> UInt64
    /// F18: the component's current load is now `id` (0: none). The runtime publishes it so that
    /// an end naming a load can be checked from any thread.
    mutating func currentLoadChanged(_ id: UInt64)
    /// F20: the context asks for reduced motion: GIFs show their first frame, and every event is
    /// emitted without motion (`emit`).
    mutating func reducesMotion() -> Bool
}

extension ComponentEffects {
    /// What every layer of every family emits through. F20: under reduced motion the event goes
    /// out without motion (every inset, offset, alpha and arrow request with duration 0), so no
    /// host animates what the model asks for.
    @inlinable @inline(__always)
    public mutating func emit(_ event: Event) {
        queue(reducesMotion() ? event.withoutMotion : event)
    }
}

/// Only the header reads the wall clock and the store; the other families' effects need not
/// provide them. These defaults are a component with no wall clock and an empty store, and timers
/// whose deadline is a delay from now.
extension ComponentEffects {
    /// Effects without deadlines of their own: the delay from now (a reading plus that delay may
    /// round off the instant by a unit in the last place).
    public mutating func startTimer(_ timer: ComponentTimer, at time: Double) {
        startTimer(timer, delay: time - now())
    }
    public mutating func wallTime() -> Double { .nan }
    public mutating func lastUpdatedTime(for key: String) -> Double? { nil }
    public mutating func setLastUpdatedTime(_ time: Double, for key: String) {}
    public mutating func lastUpdatedStoreGeneration() -> UInt64 { 0 }
    public mutating func contextUTCOffset() -> Int { 0 }
    /// Only a runtime that checks ends from other threads needs to know.
    public mutating func currentLoadChanged(_ id: UInt64) {}
    public mutating func reducesMotion() -> Bool { false }
}
