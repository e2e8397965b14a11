/// A refresh component as its users see it: the layers every family composes (the component
/// machine, an edge, the state label) and the commands every family has. The four models conform
/// (FooterModel, HeaderModel, AutoFooterModel, TrailerModel); each command's body is written once,
/// in RefreshComponent, over what the family supplies, and each reading once, below.
///
/// The commands are public requirements so that a model's users reach them; the family's own steps
/// that the shared sequences run are requirements visible to the package's modules only (@_spi).
/// The package's RefreshComponent supplies the sequences, because only it may change the layers.
public protocol RefreshComponentModel {
    associatedtype Event: ComponentEvents
    associatedtype Edge: ComponentEdge
    /// MJRefreshComponent's layer: state, percent, alpha, flags, animations and completions.
    var component: ComponentMachine { get }
    /// Where the family sits on its scroll view, and the metrics it holds.
    var edge: Edge { get }
    var label: StateLabel { get }
    /// The last layout told to the host.
    var layoutState: LayoutState<Event.Layout> { get }

    /// Begins (docs/behaviour/component.md §2): alpha to 1, percent 1, then Refreshing, or
    /// WillRefresh while not visible; the completion waits for the begin animation (F3), or ends
    /// unfinished when the component is already there. `firesTrigger` false: a task drives the
    /// load (B4). A load that starts gets `loadID` (F18), or a new one. True when it transitioned.
    /// `beginRefreshing` is the same with the usual defaults.
    @discardableResult
    mutating func begin<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool, loadID: UInt64?, _ effects: inout E
    ) -> Bool

    /// Ends refreshing, at once (F1): to Idle, with the exit animation when leaving Refreshing.
    mutating func endRefreshing<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E)

    /// F17: ends, at once, to Failed, whose label shows `message` (nil: the localized Failed
    /// title, or the custom one); in Failed already only the message changes and the completion
    /// ends unfinished.
    mutating func endRefreshingWithFailure<E: ComponentEffects<Event>>(
        message: String?, completion: UInt64?, _ effects: inout E)

    /// F17: begins again from Failed (a tap, a button, an accessibility action), trigger
    /// included. False in any other state: nothing changes, the completion ends unfinished.
    @discardableResult
    mutating func retry<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E) -> Bool

    /// 1.5: ends the load under way to Idle, as an end does, told as cancelled for `reason`
    /// (docs/behaviour/component.md §6). No load: nothing changes, the completion ends unfinished.
    mutating func cancelLoad<E: ComponentEffects<Event>>(
        _ reason: LoadCancelReason, completion: UInt64?, _ effects: inout E)

    /// 1.5: a new load replaces the one under way (told as superseded), the state unchanged; with
    /// none under way, a begin. True when a load started.
    @discardableResult
    mutating func restartLoad<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool, loadID: UInt64?, _ effects: inout E
    ) -> Bool

    /// 1.5: the component is being destroyed: a load under way ends, returned to be told as
    /// cancelled (destroyed), and no begin starts another.
    mutating func close<E: ComponentEffects<Event>>(_ effects: inout E) -> CancelledLoad?

    /// What a task binding asks (B4): start begins without the trigger (the task is the load);
    /// stop ends a load in progress, and never moves NoMoreData to Idle.
    mutating func apply<E: ComponentEffects<Event>>(_ command: BindingCommand, _ effects: inout E)

    /// Visible means drawn in a window; becoming visible promotes WillRefresh to Refreshing, and
    /// the begin that waited gets its completion from that Refreshing (F3).
    mutating func setVisible<E: ComponentEffects<Event>>(_ visible: Bool, _ effects: inout E)

    /// An interaction-disabled component ignores scroll updates.
    mutating func setInteractionEnabled(_ enabled: Bool)

    /// With auto-alpha, outside refreshing, alpha follows the pulling percent.
    mutating func setAutomaticallyChangesAlpha<E: ComponentEffects<Event>>(_ enabled: Bool, _ effects: inout E)

    /// The begin animation's and the exit animation's durations, each in [0, RK_MAX_DELAY_SECONDS].
    /// Refused, nothing changed, when either is out of range (InputRules).
    mutating func setAnimationDurations(fast: Double, slow: Double) throws(InputError)

    /// A language change re-reads the built-in titles; custom titles survive it (F7).
    mutating func setLanguage<E: ComponentEffects<Event>>(_ language: FooterLanguage, _ effects: inout E)

    /// One scroll update already checked with InputRules: what the family does with it. For the
    /// package's modules (SPI): a user's update goes through `setMetrics`, which checks it.
    @_spi(RefreshKitPackage)
    mutating func takeScrollUpdate<E: ComponentEffects<Event>>(_ new: ScrollMetrics, _ effects: inout E)

    // The family's own steps, which the shared sequences (RefreshComponent) run. For the package's
    // modules only (@_spi): requirements of this public protocol rather than of the package one,
    // because only through a public conformance does the C layer, in another module, run a
    // family's own (specialized) steps; through the package one it ran their generic code.

    /// The state setter (docs/behaviour/component.md §2): the machine's `enter`, then the family's
    /// layers in the original's order (RefreshComponent's, around the begin and exit animations;
    /// the auto footer, which has no begin animation, F10, its own).
    @_spi(RefreshKitPackage)
    mutating func transition<E: ComponentEffects<Event>>(to new: RefreshState, _ effects: inout E)
    /// Entering Refreshing, before the begin animation: the edge's inset and offset.
    @_spi(RefreshKitPackage)
    mutating func refreshingWillBegin<E: ComponentEffects<Event>>(_ effects: inout E)
    /// Leaving Refreshing for `new`, before the exit animation: the edge gives its inset back.
    @_spi(RefreshKitPackage)
    mutating func refreshingDidEnd<E: ComponentEffects<Event>>(to new: RefreshState, _ effects: inout E)
    /// After a transition from `old`: the label, the visuals and the layout show `new`.
    @_spi(RefreshKitPackage)
    mutating func showState<E: ComponentEffects<Event>>(_ new: RefreshState, from old: RefreshState, _ effects: inout E)
    /// The percent, and what follows it in the family (a GIF's idle frame).
    @_spi(RefreshKitPackage)
    mutating func setPullingPercent<E: ComponentEffects<Event>>(_ value: Double, _ effects: inout E)
    /// Shows the state label anew for the current state (with the family's own rules, and a new
    /// layout when its text changed).
    @_spi(RefreshKitPackage)
    mutating func updateLabel<E: ComponentEffects<Event>>(_ effects: inout E)
    /// Something the family's layout reads changed: it lays out again when the host next asks (the
    /// trailer, whose layout waits for no host, lays out at once where its layout's inputs change).
    @_spi(RefreshKitPackage)
    mutating func invalidateLayout()
    /// The exit animation ended (its completion follows): the percent back to 0 by default, and
    /// what the family's visuals do then.
    @_spi(RefreshKitPackage)
    mutating func exitAnimationDidEnd<E: ComponentEffects<Event>>(_ effects: inout E)
    /// A timer of the family's visuals is due (a GIF's frame, the trailer's arrow snap).
    @_spi(RefreshKitPackage)
    mutating func visualTimerFired<E: ComponentEffects<Event>>(_ timer: ComponentTimer, _ effects: inout E)
    /// The visuals' pending timers end: the component is being destroyed.
    @_spi(RefreshKitPackage)
    mutating func stopVisuals<E: ComponentEffects<Event>>(_ effects: inout E)

    /// A timer the component started is due.
    mutating func timerFired<E: ComponentEffects<Event>>(_ timer: ComponentTimer, _ effects: inout E)

    /// Ends everything pending with finished = 0: the component is being destroyed.
    mutating func cancelAll<E: ComponentEffects<Event>>(_ effects: inout E)
}

extension RefreshComponentModel {
    /// Begins with the trigger and a new load unless told otherwise (`begin`).
    @discardableResult
    public mutating func beginRefreshing<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool = true, loadID: UInt64? = nil, _ effects: inout E
    ) -> Bool {
        begin(completion: completion, firesTrigger: firesTrigger, loadID: loadID, &effects)
    }

    /// One scroll update (F6: the frame follows every update). Refused, nothing changed, with a
    /// length out of [0, 1e9] or a coordinate out of ±1e9 (InputRules).
    public mutating func setMetrics<E: ComponentEffects<Event>>(
        _ new: ScrollMetrics, _ effects: inout E
    ) throws(InputError) {
        try new.check()
        setMetrics(unchecked: new, &effects)
    }

    /// setMetrics for metrics already checked with InputRules (the C ABI checks first). Called by
    /// the public one, so that the C layer's scroll update, in another module, can specialize it.
    package mutating func setMetrics<E: ComponentEffects<Event>>(unchecked new: ScrollMetrics, _ effects: inout E) {
        takeScrollUpdate(new, &effects)
    }

    // MARK: Reading the layers

    @inlinable public var state: RefreshState { component.state }
    @inlinable public var pullingPercent: Double { component.pullingPercent }
    @inlinable public var alpha: Double { component.alpha }
    @inlinable public var visible: Bool { component.visible }
    @inlinable public var hidden: Bool { component.hidden }
    @inlinable public var interactionEnabled: Bool { component.interactionEnabled }
    @inlinable public var fastDuration: Double { component.fastDuration }
    @inlinable public var slowDuration: Double { component.slowDuration }
    @inlinable public var automaticallyChangesAlpha: Bool { component.automaticallyChangesAlpha }
    @inlinable public var metrics: ScrollMetrics { edge.metrics }
    /// F19: the item count the host reports now (0 when it reports none).
    @inlinable public var reportedItemCount: Int64 { edge.metrics.itemCount }
    @inlinable public var geometry: Edge.Geometry { edge.geometry }
    @inlinable public var labelText: String { label.text }
    @inlinable public var labelHidden: Bool { label.hidden }
    @inlinable public var language: FooterLanguage { label.titles.language }
    /// The last layout told to the host.
    @inlinable public var layout: Event.Layout? { layoutState.current }
}

extension RefreshComponentModel where Edge: BarEdge {
    @inlinable public var height: Double { edge.height }
}
