import RefreshKitModel

/// What a component object needs of the model it carries. The four models conform in the runtime,
/// each in its family's file (Components/Footer.swift and the others), with what is the family's
/// own: its event → signal mapping (`send`) and how it measures its text. Everything else a
/// component object does is the same for every family: RefreshComponentObject, and the defaults
/// below (its edge and axis are its kind's, its shared signals its signal set's).
/// Its model's commands, layers and readings (`component`, `apply`, `timerFired`, `cancelAll`,
/// `loadState` and the rest) are RefreshComponentModel's.
public protocol ComponentObjectModel: ScrollMemberModel, RefreshComponentModel {
    /// The family's signals (FooterSignal and the others).
    associatedtype Signal: ComponentSignalSet
    init()
    /// The family's kind, as its model names it: its edge and its axis.
    static var componentKind: ComponentKind { get }
    var announcer: Announcer { get set }

    /// Sends one event the model queued: its signal, and for an inset or offset request the relay
    /// to the scroll view (`requestInset`, `requestOffset`).
    static func send(_ event: Event, from object: RefreshComponentObject<Self>)

    /// Whether the model waits for a layout; a family without one (the trailer) never does.
    var needsLayout: Bool { get }
    /// Answers the model's layout request (TextMeasuringModel's measure loop); nothing by default.
    static func layOut(_ object: RefreshComponentObject<Self>)
    /// A handler of `signal` came or went (TextMeasuringModel: the measurer); nothing by default.
    static func handlersChanged(_ signal: Int, _ object: RefreshComponentObject<Self>)

    // The scroll view's side (ScrollView/ScrollView.swift).
    /// The scroll view's metrics as the model holds them, its own requests applied.
    var metrics: ScrollMetrics { get }
    var insetContribution: Double { get }
    mutating func attach<E: ComponentEffects<Event>>(scrollView metrics: ScrollMetrics, _ effects: inout E)
    mutating func detach<E: ComponentEffects<Event>>(scrollView effects: inout E)
    mutating func applyContentSizeAndPan<E: ComponentEffects<Event>>(
        scrollUpdate metrics: ScrollMetrics, _ effects: inout E)
    mutating func applyOffset<E: ComponentEffects<Event>>(scrollUpdate metrics: ScrollMetrics, _ effects: inout E)
    mutating func observe(scrollView metrics: ScrollMetrics)

    // The entry points the runtime reaches through dynamic dispatch (a timer, a binding, a destroy;
    // the scroll view's are ScrollMemberModel's). Each has one body, the default below; they are requirements only so that
    // each family's conformance carries a copy specialized for its model. A generic class's
    // overrides and witnesses are compiled once, unspecialized: written there, every family's
    // timer, binding and scroll update would run through the model's witness tables.
    static func timerFired(_ timer: ComponentTimer, _ object: RefreshComponentObject<Self>)
    static func run(_ command: BindingCommand, _ object: RefreshComponentObject<Self>)
    static func destroy(_ object: RefreshComponentObject<Self>)
}

extension ComponentObjectModel {
    public var needsLayout: Bool { false }
    public static func layOut(_ object: RefreshComponentObject<Self>) {}
    public static func handlersChanged(_ signal: Int, _ object: RefreshComponentObject<Self>) {}

    public static func timerFired(_ timer: ComponentTimer, _ object: RefreshComponentObject<Self>) {
        object.perform { model, effects in model.timerFired(timer, &effects) }
    }

    public static func run(_ command: BindingCommand, _ object: RefreshComponentObject<Self>) {
        object.perform { model, effects in model.apply(command, &effects) }
    }

    /// A destroy: out of its scroll view, unbound, the model's pending work ended (its signals
    /// delivered), then the timers and any completion still held, then a header's formatter.
    public static func destroy(_ object: RefreshComponentObject<Self>) {
        object.leaveScrollView()
        object.unbind()
        object.perform { model, effects in model.cancelAll(&effects) }
        object.endTimersAndCompletions()
        object.removeFormatter()
    }

    // The scroll view's steps (ScrollMemberModel), each on the member as the family's object.
    public static func attach(_ metrics: ScrollMetrics, _ member: ComponentObject) {
        object(member).performDeferred { $0.attach(scrollView: metrics, &$1) }
    }
    public static func detach(_ member: ComponentObject) {
        object(member).performDeferred { $0.detach(scrollView: &$1) }
    }
    public static func leftScrollView(_ member: ComponentObject) {
        object(member).performDeferred { $0.cancelLoad(.detached, completion: nil, &$1) }
    }
    public static func applyContentSizeAndPan(_ update: ScrollMetrics, _ member: ComponentObject) {
        object(member).performDeferred { $0.applyContentSizeAndPan(scrollUpdate: update, &$1) }
    }
    public static func applyOffset(_ metrics: ScrollMetrics, _ member: ComponentObject) {
        object(member).performDeferred { $0.applyOffset(scrollUpdate: metrics, &$1) }
    }
    public static func observe(_ metrics: ScrollMetrics, _ member: ComponentObject) {
        object(member).performDeferred { model, _ in model.observe(scrollView: metrics) }
    }
    public static func itemsInserted(_ items: Int64, _ edge: ScrollEdge, _ member: ComponentObject) {
        object(member).performDeferred { model, _ in
            model.announcer.itemsInserted(items, at: edge, ownEdge: componentKind.edge)
        }
    }
    public static func deliver(_ member: ComponentObject) { object(member).flush() }

    /// A member of a scroll view as this family's object: only this family's objects carry this
    /// model (ScrollMember.scrollModel), so the cast needs no check.
    @inline(__always)
    private static func object(_ member: ComponentObject) -> RefreshComponentObject<Self> {
        unsafeDowncast(member, to: RefreshComponentObject<Self>.self)
    }

    public static func insetContribution(of member: ComponentObject) -> Double {
        object(member).model.insetContribution
    }
    /// Read in place: the model's generic `loadState` getter copied the whole model (a header's
    /// cost ~680 instructions per snapshot).
    public static func loadStateOfMember(_ member: ComponentObject) -> LoadState {
        let component = object(member)
        return LoadState(
            state: component.storedModel.component.state, loadID: component.storedModel.component.loadID,
            failureMessage: component.storedModel.label.failureMessage)
    }
    /// The inset on the family's edge and the offset on its axis (its kind's), its own requests
    /// applied: read from the metrics, never through a reading of the model's own (a generic
    /// getter called on `model` copied the whole model), and inlined into each family's witness
    /// (the scroll view reads both on every update).
    @inline(__always)
    public static func appliedInset(of member: ComponentObject) -> Double {
        object(member).model.metrics.inset(componentKind.edge)
    }
    @inline(__always)
    public static func appliedOffset(of member: ComponentObject) -> Double {
        object(member).model.metrics.offset(componentKind.axis)
    }
}

/// A family whose look is fixed at creation (MJRefresh's subclass per style: the header, the
/// trailer, the auto footer): its object starts with the model made for the style.
public protocol StyledComponentModel: ComponentObjectModel {
    associatedtype Style
    init(style: Style)
    /// Once the object holds the model made for its style: nothing by default.
    static func started(_ object: RefreshComponentObject<Self>)
}

extension StyledComponentModel {
    public static func started(_ object: RefreshComponentObject<Self>) {}
}

/// A model whose label (or labels) the host may measure through its signal set's measure-text.
public protocol TextMeasuringModel: ComponentObjectModel where Signal: TextMeasuringSignalSet {
    /// What one measuring round answers (a width, or a width per label).
    associatedtype MeasuredWidths
    var layoutRequest: LayoutRequest { get }
    /// The width's source changed (a measurer came or went): lay out again.
    mutating func textWidthSourceChanged()
    /// Measures the texts the model shows through the handler. Handlers may change the model
    /// meanwhile (the object's, not a copy's): the model tells by refusing the answer.
    static func measure(_ object: RefreshComponentObject<Self>) -> MeasuredWidths
    /// Answers `request` with the widths measured, or with nil the host's set widths. False,
    /// changing nothing, when the request is stale (a text or the measurer changed meanwhile).
    @discardableResult
    mutating func applyLayout<E: ComponentEffects<Event>>(
        _ request: LayoutRequest, measured: MeasuredWidths?, _ effects: inout E
    ) -> Bool
}

extension ComponentObjectModel where Self: TextMeasuringModel {
    public static func layOut(_ object: RefreshComponentObject<Self>) { measureAndLayOut(object) }

    /// Answers the model's layout request, measuring through the host's measure-text handler when
    /// one is connected (else the set widths). A handler may change a text (or disconnect, or hide
    /// a label) while it measures: the model then refuses the answer as stale, and a new request
    /// is measured, at most ContentLayout.maxMeasureAttempts times, then the set widths.
    public static func measureAndLayOut(_ object: RefreshComponentObject<Self>) {
        var effects = RefreshComponentObject<Self>.Effects(object: object)
        for _ in 0..<ContentLayout.maxMeasureAttempts {
            let request = object.model.layoutRequest
            guard object.alive, request.measuresText, !object.hasNoHandlers(Signal.measureText.rawValue) else {
                object.storedModel.applyLayout(request, measured: nil, &effects)
                return
            }
            let widths = measure(object)
            if object.storedModel.applyLayout(request, measured: widths, &effects) { return }
        }
        object.storedModel.applyLayout(object.model.layoutRequest, measured: nil, &effects)
    }

    /// A measure-text handler came or went: the width's source changed, so lay out again.
    public static func handlersChanged(_ signal: Int, _ object: RefreshComponentObject<Self>) {
        guard signal == Signal.measureText.rawValue, object.alive else { return }
        object.perform { model, _ in model.textWidthSourceChanged() }
    }
}

/// A refresh component's object: its model, the model's events turned into signals, its timers on
/// the context's loop (ComponentObject), and the scroll view it may be attached to. One class for
/// the four families (MJRefresh's rule: a family is a composition of layers, never a copy); the
/// family is the model, and `Footer`, `Header`, `Trailer` and `AutoFooter` name its four forms.
///
/// The model never calls the host. It queues events; `deliver` sends them after the change is
/// complete, so a handler that calls back into the component meets a whole model, and its own
/// events follow the ones still pending, in order.
public final class RefreshComponentObject<Model: ComponentObjectModel>: ComponentObject {
    // The fixed-size fields first: a field after the model sits at an offset that depends on the
    // model's size, which even specialized code reads from the class's metadata on every access.
    // Inlinable (with `perform`, `Effects` and delivery) because the C layer, another module, drives
    // every component through them: unspecialized, one no-op scroll update cost 2.5 times as much.
    @usableFromInline var order = OrderedDelivery<Model.Event>()
    /// The load (state and id) as the last delivery left it: a delivery that did not move it (a
    /// frame, a percent) has the scroll view compare no load states.
    @usableFromInline var deliveredLoad = DeliveredLoad()
    /// Changed only through `perform`, `performDeferred` and the measure loop above.
    @usableFromInline var storedModel = Model()
    /// The model, to read; it changes only through `perform` and `performDeferred`.
    @inlinable public var model: Model { _read { yield storedModel } }

    /// The model's way out, bound to this object. Only the header's model reads the wall clock and
    /// the context's last-updated store; the others never call those.
    @frozen public struct Effects: ComponentEffects {
        @usableFromInline unowned(unsafe) let object: RefreshComponentObject<Model>

        @inlinable init(object: RefreshComponentObject<Model>) { self.object = object }

        /// Borrowed: the model runs inside a call on the object, which holds it; a plain access
        /// to `object.order` retained and released it around every queued event.
        @inlinable public mutating func queue(_ event: Model.Event) {
            Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef { $0.order.append(event) }
        }
        @inlinable public mutating func startTimer(_ timer: ComponentTimer, delay: Double) {
            object.startTimer(timer, delay: delay)
        }
        @inlinable public mutating func startTimer(_ timer: ComponentTimer, at time: Double) {
            object.startTimer(timer, at: time)
        }
        @inlinable public mutating func cancelTimer(_ timer: ComponentTimer) { object.cancelTimer(timer) }
        @inlinable public mutating func now() -> Double { object.context.now() }
        public mutating func wallTime() -> Double { object.context.wallTime() }
        public mutating func lastUpdatedTime(for key: String) -> Double? { object.context.lastUpdated.time(for: key) }
        public mutating func setLastUpdatedTime(_ time: Double, for key: String) {
            object.context.lastUpdated.setTime(unchecked: time, for: key)
        }
        public mutating func lastUpdatedStoreGeneration() -> UInt64 { object.context.lastUpdated.generation }
        public mutating func contextUTCOffset() -> Int { object.context.utcOffset }
        @inlinable public mutating func issueLoadID() -> UInt64 { object.loads.issue() }
        @inlinable public mutating func currentLoadChanged(_ id: UInt64) { object.loads.setCurrent(id) }
        @inlinable public mutating func reducesMotion() -> Bool {
            Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef { $0.context.reducedMotion }
        }
    }

    /// Changes the model, then delivers what the change caused.
    @inlinable @inline(__always)
    public func perform(_ change: (inout Model, inout Effects) -> Void) {
        var effects = Effects(object: self)
        change(&storedModel, &effects)
        // Most scroll updates change nothing: skip the delivery loop when it has nothing to do.
        if !order.isEmpty || model.needsLayout { deliver() }
    }

    /// Changes the model without delivering: a scroll view drives its components first and then
    /// delivers each one's signals with `flush` (ScrollView/ScrollView.swift).
    @inlinable @inline(__always)
    public func performDeferred(_ change: (inout Model, inout Effects) -> Void) {
        var effects = Effects(object: self)
        change(&storedModel, &effects)
    }

    @inlinable
    public func flush() {
        if !order.isEmpty || model.needsLayout { deliver() }
    }

    /// A family's start: the model made at creation (for a styled family, `start(style:)`).
    public func start(_ model: Model) {
        storedModel = model
    }

    // MARK: Delivery

    /// Sends the queued events, then answers a layout request, until neither is left. Reentrant
    /// calls (a handler's change) only queue: the delivery in progress sends their events in order.
    @inlinable
    func deliver() {
        guard order.start() else { return }
        defer {
            order.finish()
            // What was delivered may have moved a load of the list this component is on.
            if deliveredLoad.moved(storedModel.component.state, storedModel.component.loadID) {
                scrollView?.loadStatesMayHaveChanged()
            }
        }
        while true {
            while let event = order.next() { Model.send(event, from: self) }
            guard alive, storedModel.needsLayout else { return }
            Model.layOut(self)
            if order.isEmpty { return }
        }
    }

    /// An inset request: the component's own signal, then the scroll view's (naming the edge).
    public func requestInset(_ signal: Model.Signal, _ edge: ScrollEdge, _ value: Double, _ duration: Double) {
        emit(signal) {
            $0.double(value); $0.double(duration)
        }
        scrollView?.relayInset(from: self, edge, value, duration)
    }

    /// An offset request: the component's own signal, then the scroll view's (naming the axis).
    public func requestOffset(_ signal: Model.Signal, _ axis: ScrollAxis, _ value: Double, _ duration: Double) {
        emit(signal) {
            $0.double(value); $0.double(duration)
        }
        scrollView?.relayOffset(from: self, axis, value, duration)
    }

    /// Sends one of the events every family has as the kind's signal (its signal set names it);
    /// an event the kind has no signal for is dropped (the set's optional signals).
    @inlinable
    public func sendShared(_ event: ComponentEvent) {
        typealias S = Model.Signal
        switch event {
        case .stateChanged(let new, let old):
            emit(S.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            emit(S.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            guard let signal = S.gifFrame else { return }
            emit(signal) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility(let visible):
            guard let signal = S.gifShown else { return }
            emit(signal) { $0.flag(visible) }
        case .insetRequested(let edge, let value, let duration):
            requestInset(S.insetRequested, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            requestOffset(S.offsetRequested, axis, value, duration)
        case .alpha(let alpha, let duration):
            emit(S.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            emitText(S.labelChanged, text)
        case .refreshing(let loadID):
            emitTrigger(S.refreshing, S.refreshingLoad, loadID)
        case .announcement(let text, let priority):
            emitAnnouncement(S.announcement, text, priority)
        case .endAnimationBegan:
            guard let signal = S.exitBegan else { return }
            emit(signal)
        case .completion(let id, let finished):
            finishCompletion(id, finished: finished)
        case .loadCancelled(let loadID, let reason):
            emit(S.loadCancelled) {
                $0.uint64(loadID); $0.int32(reason.rawValue)
            }
        }
    }

    /// The refreshing trigger in its two forms (F18): "refreshing" as it always was, then
    /// "refreshing-load" with the load's id. One trigger: both fire, whatever a handler of the
    /// first does (an end it makes is an end of that load, which the id form still names).
    public func emitTrigger(_ plain: Model.Signal, _ withID: Model.Signal, _ loadID: UInt64) {
        emit(plain)
        emit(withID) { $0.uint64(loadID) }
    }

    /// F20: an announcement, its text living for the emission.
    public func emitAnnouncement(_ signal: Model.Signal, _ text: String, _ priority: AnnouncementPriority) {
        text.withCString { pointer in
            _ = emit(signal) {
                $0.string(pointer)
                $0.int32(priority.rawValue)
            }
        }
    }

    /// A text signal (a label changed); the text lives for the emission.
    public func emitText(_ signal: Model.Signal, _ text: String) {
        text.withCString { pointer in _ = emit(signal) { $0.string(pointer) } }
    }

    // MARK: Entry points (see ComponentObjectModel for why they go through the model's type)

    public override func componentTimerFired(_ timer: ComponentTimer) { Model.timerFired(timer, self) }
    public override func run(_ command: BindingCommand) { Model.run(command, self) }
    public override func objectWillBeDestroyed() { Model.destroy(self) }
    /// 1.5: while the handle still lives, a load under way is told as cancelled (destroyed).
    /// Sent at once, not queued: what an update queued and has not delivered stays undelivered, as
    /// for any destroyed component.
    public override func objectWillDie() {
        var cancelled: CancelledLoad?
        performDeferred { model, effects in cancelled = model.close(&effects) }
        if let cancelled { sendShared(.loadCancelled(loadID: cancelled.loadID, reason: cancelled.reason)) }
    }
    public override func handlersChanged(_ signal: Int) {
        // F20: the component speaks only while someone listens.
        if signal == Model.Signal.announcement.rawValue {
            storedModel.announcer.setEnabled(!hasNoHandlers(signal))
        }
        Model.handlersChanged(signal, self)
    }
}

extension RefreshComponentObject: ScrollMember {
    public static var scrollModel: any ScrollMemberModel.Type { Model.self }
}

extension RefreshComponentObject where Model: TextMeasuringModel {
    /// Measures `text` through the measure-text handler: nil when no handler answered.
    public func measureText(_ text: String) -> Double? {
        var measured = 0.0
        let answered = text.withCString { pointer in
            emit(Model.Signal.measureText, result: &measured) { $0.string(pointer) }
        }
        return answered ? measured : nil
    }
}

extension RefreshComponentObject where Model: StyledComponentModel {
    /// The style is fixed at creation.
    public func start(style: Model.Style) {
        start(Model(style: style))
        Model.started(self)
    }
}

/// A component's load as its last delivery left it: what a load-state snapshot reads of it. In
/// Failed a new failure message may change the snapshot without a new state, so every delivery in
/// Failed counts as a move (a resting state, rarely delivering).
@usableFromInline struct DeliveredLoad {
    @usableFromInline var state = RefreshState.idle
    @usableFromInline var loadID: UInt64 = 0

    @usableFromInline init() {}

    /// Whether the state or the load differ from the last delivery's; takes them.
    @inlinable @inline(__always)
    mutating func moved(_ state: RefreshState, _ loadID: UInt64) -> Bool {
        guard state != self.state || loadID != self.loadID || state == .failed else { return false }
        self.state = state
        self.loadID = loadID
        return true
    }
}
