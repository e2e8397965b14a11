/// A component's timers, shared by every family: each kind has at most one pending at a time.
public enum ComponentTimer: Int, Sendable, CaseIterable {
    /// The end of the animation into Refreshing: fires the refreshing trigger and the begin completion.
    case beginAnimation = 0
    /// The end of the animation out of Refreshing: percent back to 0, then the end completion.
    case exitAnimation = 1
    /// The next frame boundary of a running GIF animation.
    case gifFrame = 2
}

/// The events the shared layers (the component machine, the state label, the GIF player) emit.
/// Each family's event enum has these cases among its own; an enum case is the witness of each
/// requirement, so the shared layers build a family's event without knowing the family.
public protocol ComponentEvents {
    static func stateChanged(new: RefreshState, old: RefreshState) -> Self
    static func pullingPercent(_ percent: Double) -> Self
    static func alpha(_ alpha: Double, duration: Double) -> Self
    static func label(_ text: String) -> Self
    static func frameChanged(image: HostImage, index: Int) -> Self
    static func gifVisibility(visible: Bool) -> Self
    /// The refreshing trigger (load more, refresh).
    static var refreshing: Self { get }
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    static func completion(id: UInt64, finished: Bool) -> Self
}

/// A component's way out: events for the host, timers on the loop, and the loop's clock. Each
/// family refines it with its own event type (FooterEffects, HeaderEffects).
public protocol ComponentEffects {
    associatedtype Event: ComponentEvents
    mutating func emit(_ event: Event)
    /// Starts (or restarts) the timer of that kind.
    mutating func startTimer(_ timer: ComponentTimer, delay: Double)
    mutating func cancelTimer(_ timer: ComponentTimer)
    mutating func now() -> Double
}
