import Testing
@testable import RefreshKitModel

/// Drives a FooterModel the way the C layer does: collects events, runs timers on a fake clock,
/// and lays out with a fixed text width.
struct FooterHarness {
    struct Effects: FooterEffects {
        var events: [FooterEvent] = []
        var clock = 0.0
        var timers: [FooterTimer: Double] = [:]

        mutating func queue(_ event: FooterEvent) { events.append(event) }
        mutating func startTimer(_ timer: FooterTimer, delay: Double) { timers[timer] = clock + delay }
        /// A deadline is kept as given, as the runtime keeps it: a GIF's boundary exactly.
        mutating func startTimer(_ timer: FooterTimer, at time: Double) { timers[timer] = time }
        mutating func cancelTimer(_ timer: FooterTimer) { timers[timer] = nil }
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

    var model = FooterModel()
    var effects = Effects()
    var textWidth = 0.0

    /// Setup A of the spec (tall content) unless told otherwise.
    init(
        width: Double = 375, height: Double = 600, content: Double = 1000, top: Double = 64,
        bottom: Double = 0
    ) {
        scroll(
            FooterMetrics(
                viewportWidth: width, viewportHeight: height, contentHeight: content,
                insetTop: top, insetBottom: bottom, offset: -top))
        effects.events.removeAll()
    }

    /// Runs a change; a value the model refuses is a test failure (the harness passes valid ones).
    mutating func run(_ body: (inout FooterModel, inout Effects) throws -> Void) {
        do {
            try body(&model, &effects)
        } catch {
            Issue.record("the model refused a value: \(error)")
        }
        if model.needsLayout { model.applyLayout(model.layoutRequest, measuredWidth: textWidth, &effects) }
    }

    mutating func scroll(_ metrics: FooterMetrics) {
        run { try $0.setMetrics(metrics, &$1) }
    }

    /// A scroll update that keeps everything but the offset and the finger.
    mutating func drag(to offset: Double, dragging: Bool = true) {
        var metrics = model.metrics
        metrics.offset = offset
        metrics.dragging = dragging
        scroll(metrics)
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

    mutating func take() -> [FooterEvent] {
        defer { effects.events.removeAll() }
        return effects.events
    }

    static func frames(_ count: Int, height: Double, base: UInt64) -> [FooterImage] {
        (0..<count).map { FooterImage(id: base + UInt64($0), width: 50, height: height) }
    }
}
