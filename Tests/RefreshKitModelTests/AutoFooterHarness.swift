import Testing
@testable import RefreshKitModel

/// Drives an AutoFooterModel the way a runtime would: collects events, runs timers on a fake
/// clock, and lays out with a fixed text width.
struct AutoFooterHarness {
    struct Effects: AutoLoaderEffects {
        var events: [AutoLoaderEvent] = []
        var clock = 0.0
        var timers: [ComponentTimer: Double] = [:]

        mutating func queue(_ event: AutoLoaderEvent) { events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { timers[timer] = clock + delay }
        /// A deadline is kept as given, as the runtime keeps it: a GIF's boundary exactly.
        mutating func startTimer(_ timer: ComponentTimer, at time: Double) { timers[timer] = time }
        mutating func cancelTimer(_ timer: ComponentTimer) { timers[timer] = nil }
        mutating func now() -> Double { clock }
        var loadIDs: UInt64 = 0
        mutating func issueLoadID() -> UInt64 {
            loadIDs += 1
            return loadIDs
        }
        /// What the model published as its current load, in order (F18).
        var published: [UInt64] = []
        mutating func currentLoadChanged(_ id: UInt64) { published.append(id) }
    }

    var model: AutoFooterModel
    var effects = Effects()
    var textWidth = 70.0

    /// Setup FA of the spec (H 600, W 375, T 64, B0 0, C 1000, h 44), attached (so B = 44), at
    /// rest at y = −T unless `offset` says otherwise; `content: 300` is setup FB.
    init(
        style: AutoLoaderStyle = .normal, content: Double = 1000, top: Double = 64, bottom: Double = 0,
        offset: Double? = nil, height: Double = 600
    ) {
        model = AutoFooterModel(style: style)
        let metrics = ScrollMetrics(
            viewportWidth: 375, viewportHeight: height, contentHeight: content, insetTop: top,
            insetBottom: bottom, offset: offset ?? -top)
        run { try $0.attach(metrics, &$1) }
        effects.events.removeAll()
    }

    /// Runs a change; a value the model refuses is a test failure (the harness passes valid ones).
    mutating func run(_ body: (inout AutoFooterModel, inout Effects) throws -> Void) {
        do {
            try body(&model, &effects)
        } catch {
            Issue.record("the model refused a value: \(error)")
        }
        if model.needsLayout { model.applyLayout(model.layoutRequest, measuredWidth: textWidth, &effects) }
    }

    mutating func scroll(_ metrics: ScrollMetrics) {
        run { try $0.setMetrics(metrics, &$1) }
    }

    /// A scroll update that keeps everything but the offset, the finger, the pan and, when given,
    /// the content height and the bottom inset.
    mutating func drag(
        to offset: Double, dragging: Bool = true, pan: PanState = .none, content: Double? = nil, bottom: Double? = nil
    ) {
        var metrics = model.metrics
        metrics.offset = offset
        metrics.dragging = dragging
        metrics.pan = pan
        if let content { metrics.contentHeight = content }
        if let bottom { metrics.insetBottom = bottom }
        scroll(metrics)
    }

    /// The finger lifts at `offset`: the pan ends in the update that carries the last offset.
    mutating func lift(at offset: Double) {
        drag(to: offset, dragging: false, pan: .ended)
    }

    mutating func begin(completion: UInt64? = nil) {
        run { m, e in m.beginRefreshing(completion: completion, &e) }
    }

    mutating func end(completion: UInt64? = nil) {
        run { m, e in m.endRefreshing(completion: completion, &e) }
    }

    mutating func tap() {
        run { m, e in m.tap(&e) }
    }

    /// Advances the fake clock, firing due timers in deadline order.
    mutating func advance(by seconds: Double) {
        let end = effects.clock + seconds
        while let (timer, deadline) = effects.timers.min(by: { $0.value < $1.value }), deadline <= end {
            effects.clock = deadline
            effects.timers[timer] = nil
            run { $0.timerFired(timer, &$1) }
        }
        effects.clock = end
    }

    mutating func take() -> [AutoLoaderEvent] {
        defer { effects.events.removeAll() }
        return effects.events
    }

    /// The events without layouts, which the harness adds after every change.
    mutating func takeSignals() -> [AutoLoaderEvent] {
        take().filter { if case .layout = $0 { false } else { true } }
    }

    static func frames(_ count: Int, height: Double, base: UInt64) -> [HostImage] {
        (0..<count).map { HostImage(id: base + UInt64($0), width: 50, height: height) }
    }

    static func isInsetRequest(_ event: AutoLoaderEvent) -> Bool {
        if case .shared(.insetRequested) = event { true } else { false }
    }
}
