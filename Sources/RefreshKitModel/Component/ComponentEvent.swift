/// What every refresh component tells its host, whatever its family: written once, carried by each
/// family's event type as its `shared` case, beside the family's layout and its own layers' events
/// (the header's arrow and time label, the trailer's arrow, the auto footer's indicator). A new
/// family composes it: its event type is its layout, its own cases and this.
public enum ComponentEvent: Equatable, Sendable {
    case stateChanged(new: RefreshState, old: RefreshState)
    case pullingPercent(Double)
    case alpha(Double, duration: Double)
    case label(String)
    /// A family without a GIF (the trailer) never emits it.
    case frameChanged(image: HostImage, index: Int)
    /// The GIF view shown or hidden (hidden in NoMoreData); a family without a GIF never emits it.
    case gifVisibility(visible: Bool)
    /// An inset request for the family's edge (ComponentKind.edge).
    case insetRequested(edge: ScrollEdge, value: Double, duration: Double)
    /// An offset request on the family's axis (ComponentKind.axis).
    case offsetRequested(axis: ScrollAxis, value: Double, duration: Double)
    /// The exit from Refreshing began (the original's endRefreshingAnimationBeginAction): the
    /// header's after the inset request that starts it, the trailer's before; the auto footer's on
    /// every exit (F10). The back footer never emits it.
    case endAnimationBegan
    /// The refreshing trigger (load more, refresh, show the details), naming the load it starts
    /// (F18).
    case refreshing(loadID: UInt64)
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
    /// F20: what a screen reader should say, and how urgently.
    case announcement(String, priority: AnnouncementPriority)
    /// 1.5: the load `loadID` ended other than by an end naming it; abort its request.
    case loadCancelled(loadID: UInt64, reason: LoadCancelReason)

    /// F20: the event under the context's reduced motion: every request and animation at once.
    public var withoutMotion: Self {
        switch self {
        case .insetRequested(let edge, let value, _): .insetRequested(edge: edge, value: value, duration: 0)
        case .offsetRequested(let axis, let value, _): .offsetRequested(axis: axis, value: value, duration: 0)
        case .alpha(let alpha, _): .alpha(alpha, duration: 0)
        default: self
        }
    }
}

/// A family's event type (FooterEvent and the others) as the layers see it: the shared events in
/// its `shared` case, its layout in its `layout` case (each enum case is the witness), so the shared
/// layers (the machine, the state label, the GIF player, the announcer, LayoutState) build a
/// family's events without knowing the family.
public protocol ComponentEvents: Equatable, Sendable {
    /// The family's layout (where the host draws the component and its parts).
    associatedtype Layout: Equatable & Sendable
    static func shared(_ event: ComponentEvent) -> Self
    static func layout(_ layout: Layout) -> Self
    /// F20: the same event with every duration 0 (reduced motion): the shared event's, and the
    /// family's own animations'.
    var withoutMotion: Self { get }
}

/// The shared events under their own names, for any family (`.label(text)` is
/// `.shared(.label(text))`).
extension ComponentEvents {
    @inlinable public static func stateChanged(new: RefreshState, old: RefreshState) -> Self {
        .shared(.stateChanged(new: new, old: old))
    }
    @inlinable public static func pullingPercent(_ percent: Double) -> Self { .shared(.pullingPercent(percent)) }
    @inlinable public static func alpha(_ alpha: Double, duration: Double) -> Self {
        .shared(.alpha(alpha, duration: duration))
    }
    @inlinable public static func label(_ text: String) -> Self { .shared(.label(text)) }
    @inlinable public static func frameChanged(image: HostImage, index: Int) -> Self {
        .shared(.frameChanged(image: image, index: index))
    }
    @inlinable public static func gifVisibility(visible: Bool) -> Self { .shared(.gifVisibility(visible: visible)) }
    @inlinable public static func insetRequested(edge: ScrollEdge, value: Double, duration: Double) -> Self {
        .shared(.insetRequested(edge: edge, value: value, duration: duration))
    }
    @inlinable public static func offsetRequested(axis: ScrollAxis, value: Double, duration: Double) -> Self {
        .shared(.offsetRequested(axis: axis, value: value, duration: duration))
    }
    @inlinable public static var endAnimationBegan: Self { .shared(.endAnimationBegan) }
    @inlinable public static func refreshing(loadID: UInt64) -> Self { .shared(.refreshing(loadID: loadID)) }
    @inlinable public static func completion(id: UInt64, finished: Bool) -> Self {
        .shared(.completion(id: id, finished: finished))
    }
    @inlinable public static func announcement(_ text: String, priority: AnnouncementPriority) -> Self {
        .shared(.announcement(text, priority: priority))
    }
    @inlinable public static func loadCancelled(_ load: CancelledLoad) -> Self {
        .shared(.loadCancelled(loadID: load.loadID, reason: load.reason))
    }
}
