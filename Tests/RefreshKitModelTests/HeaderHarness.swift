import Testing
@testable import RefreshKitModel

/// Drives a HeaderModel the way a runtime would: collects events, runs timers on a fake clock,
/// keeps the context's last-updated store and wall clock, and lays out with fixed text widths.
struct HeaderHarness {
    struct Effects: HeaderEffects {
        var events: [HeaderEvent] = []
        var clock = 0.0
        var timers: [ComponentTimer: Double] = [:]
        /// The wall clock at clock 0; it advances with the fake clock.
        var wallStart = HeaderHarness.unix(2024, 11, 28, 15, 30)
        var store = LastUpdatedStore()

        mutating func queue(_ event: HeaderEvent) { events.append(event) }
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
        mutating func wallTime() -> Double { wallStart + clock }
        mutating func lastUpdatedTime(for key: String) -> Double? { store.time(for: key) }
        mutating func setLastUpdatedTime(_ time: Double, for key: String) { store.setTime(unchecked: time, for: key) }
        mutating func lastUpdatedStoreGeneration() -> UInt64 { store.generation }
        /// The context's time zone (a header without its own uses it).
        var contextOffset = 0
        mutating func contextUTCOffset() -> Int { contextOffset }
    }

    var model: HeaderModel
    var effects = Effects()
    var stateWidth = 140.0
    var timeWidth = 170.0

    /// Setup HA of the spec (H 812, W 375, T0 88, C 1500), at rest.
    init(style: HeaderStyle = .normal, top: Double = 88) {
        model = HeaderModel(style: style)
        scroll(
            ScrollMetrics(
                viewportWidth: 375, viewportHeight: 812, contentHeight: 1500, insetTop: top, offset: -top))
        effects.events.removeAll()
    }

    /// Setup HG: a GIF header with 10 idle frames 60 pt tall (so h = 60), 4 Pulling frames and
    /// the same 4 as Refreshing frames over 0.4 s.
    static func gifSetup() -> HeaderHarness {
        var h = HeaderHarness(style: .gif)
        h.run { m, e in
            try m.setImages(GifFrames(defaultDurationFor: frames(10, height: 60, base: 100)), for: .idle, &e)
            try m.setImages(GifFrames(images: frames(4, height: 40, base: 200), duration: 0.4), for: .pulling, &e)
            try m.setImages(GifFrames(images: frames(4, height: 40, base: 200), duration: 0.4), for: .refreshing, &e)
        }
        _ = h.take()
        return h
    }

    /// Runs a change; a value the model refuses is a test failure (the harness passes valid ones).
    mutating func run(_ body: (inout HeaderModel, inout Effects) throws -> Void) {
        do {
            try body(&model, &effects)
        } catch {
            Issue.record("the model refused a value: \(error)")
        }
        if model.needsLayout {
            model.applyLayout(model.layoutRequest, stateWidth: stateWidth, timeWidth: timeWidth, &effects)
        }
    }

    mutating func scroll(_ metrics: ScrollMetrics) {
        run { try $0.setMetrics(metrics, &$1) }
    }

    /// A scroll update that keeps everything but the offset, the finger and the pan.
    mutating func drag(to offset: Double, dragging: Bool = true, pan: PanState = .none, top: Double? = nil) {
        var metrics = model.metrics
        metrics.offset = offset
        metrics.dragging = dragging
        metrics.pan = pan
        if let top { metrics.insetTop = top }
        scroll(metrics)
    }

    /// Pulls past the line and releases: Refreshing by drag, as spec case 6.
    mutating func refreshByDrag() {
        drag(to: -143)
        drag(to: -160, dragging: false)
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

    mutating func take() -> [HeaderEvent] {
        defer { effects.events.removeAll() }
        return effects.events
    }

    static func frames(_ count: Int, height: Double, base: UInt64) -> [HostImage] {
        (0..<count).map { HostImage(id: base + UInt64($0), width: 50, height: height) }
    }

    /// Seconds since 1970 of a UTC date, by counting days year by year and month by month: an
    /// arithmetic independent of CivilTime's.
    static func unix(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Double {
        func leap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += leap(y) ? 366 : 365 }
        } else {
            for y in year..<1970 { days -= leap(y) ? 366 : 365 }
        }
        for m in 1..<month { days += lengths[m - 1] + (m == 2 && leap(year) ? 1 : 0) }
        days += day - 1
        return Double(days * 86_400 + hour * 3_600 + minute * 60)
    }
}
