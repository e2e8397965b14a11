import Testing
@testable import RefreshKitModel

/// Drives a TrailerModel the way a runtime would: collects events and runs its timers (the arrow
/// snap among them) on a fake clock.
struct TrailerHarness {
    struct Effects: TrailerEffects {
        var events: [TrailerEvent] = []
        var clock = 0.0
        var timers: [ComponentTimer: Double] = [:]

        mutating func queue(_ event: TrailerEvent) { events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { timers[timer] = clock + delay }
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

    var model: TrailerModel
    var effects = Effects()

    /// Setup TA of the spec (W 375, H 200, L0 = R0 = 0, Cw 1000) unless told otherwise (TB: content
    /// 300; TC: left and right 16), at rest (x = −L).
    init(
        style: TrailerStyle = .normal, content: Double = 1000, left: Double = 0, right: Double = 0,
        ignoredRight: Double? = nil
    ) {
        model = TrailerModel(style: style)
        if let ignoredRight { run { try $0.setIgnoredRightInset(ignoredRight, &$1) } }
        scroll(
            ScrollMetrics(
                viewportWidth: 375, viewportHeight: 200, contentWidth: content, contentHeight: 200,
                insetLeft: left, insetRight: right, offsetX: 0 - left))
        effects.events.removeAll()
    }

    /// Runs a change; a value the model refuses is a test failure (the harness passes valid ones).
    mutating func run(_ body: (inout TrailerModel, inout Effects) throws -> Void) {
        do {
            try body(&model, &effects)
        } catch {
            Issue.record("the model refused a value: \(error)")
        }
    }

    mutating func scroll(_ metrics: ScrollMetrics) {
        run { try $0.setMetrics(metrics, &$1) }
    }

    /// A scroll update that keeps everything but the horizontal offset, the finger and, when given,
    /// the content width and the right inset.
    mutating func drag(to x: Double, dragging: Bool = true, content: Double? = nil, right: Double? = nil) {
        var metrics = model.metrics
        metrics.offsetX = x
        metrics.dragging = dragging
        if let content { metrics.contentWidth = content }
        if let right { metrics.insetRight = right }
        scroll(metrics)
    }

    /// Swipes past the line and lets go: Refreshing by drag, as spec case 4.
    mutating func refreshByDrag(past line: Double = 685) {
        drag(to: line + 1)
        drag(to: line + 5, dragging: false)
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

    mutating func take() -> [TrailerEvent] {
        defer { effects.events.removeAll() }
        return effects.events
    }
}

extension [TrailerEvent] {
    /// The inset and offset requests among the events, in order.
    var requests: [TrailerEvent] {
        filter {
            switch $0 {
            case .shared(.insetRequested), .shared(.offsetRequested): true
            default: false
            }
        }
    }

    var arrowTurns: [TrailerEvent] {
        filter {
            if case .arrow = $0 { true } else { false }
        }
    }
}
