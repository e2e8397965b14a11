import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

/// F8 across a scroll view's components over random sequences of updates, host inset changes,
/// begins, ends, detaches and attaches (SplitMix, fixed seeds). The host applies every inset
/// request as it comes; after every step its inset on each edge minus the contributions of the
/// components on that edge is its own inset, and once everything is detached the inset is exactly
/// its own (integral values keep the arithmetic exact).
@Suite struct ScrollViewPropertyTests {
    typealias Host = ScrollViewHost

    struct World {
        var host = Host()
        /// What the host itself set, per edge, and what it currently has, requests applied.
        var own: [ScrollEdge: Double] = [.top: 88, .bottom: 34, .right: 0]
        var reported: [ScrollEdge: Double] = [.top: 88, .bottom: 34, .right: 0]
        var applied = 0
        var offset = -88.0
        var offsetX = 0.0

        /// Applies the requests made since the last call, as a host does.
        mutating func applyRequests() {
            for r in host.journal.requests[applied...] {
                switch r {
                case .inset(_, let edge, let v): reported[edge] = v
                case .offset(_, .vertical, let v): offset = v
                case .offset(_, .horizontal, let v): offsetX = v
                }
            }
            applied = host.journal.requests.count
        }

        func metrics(dragging: Bool, pan: PanState) -> ScrollMetrics {
            ScrollMetrics(
                viewportWidth: 375, viewportHeight: 812, contentWidth: 375, contentHeight: 1500,
                insetTop: reported[.top]!, insetBottom: reported[.bottom]!, insetRight: reported[.right]!,
                offsetX: offsetX, offset: offset, dragging: dragging, pan: pan)
        }

        func check(_ step: Int) {
            for edge in ScrollEdge.allCases {
                let sum = host.view.contributions(edge)
                #expect(reported[edge]! - sum == own[edge]!, "step \(step), edge \(edge)")
                #expect(host.view.metrics.inset(edge) == reported[edge]!, "step \(step), edge \(edge)")
            }
            // One truth: the scroll view's offsets are the host's, every request applied, and every
            // attached component sees them.
            #expect(host.view.metrics.offset == offset, "step \(step)")
            #expect(host.view.metrics.offsetX == offsetX, "step \(step)")
            for c in host.view.components {
                let axis = c.kind.axis
                #expect(c.appliedOffset == host.view.metrics.offset(axis), "step \(step), \(c.kind)")
            }
        }
    }

    static func int(_ g: inout SplitMix, _ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &g))
    }

    @Test(arguments: [0x5343_524f_4c4c as UInt64, 0x1, 0xF8F8, 0xDEAD_BEEF])
    func contributionsAddUpOverRandomSequences(seed: UInt64) throws {
        var g = SplitMix(seed: seed)
        var w = World()
        try w.host.view.update(w.metrics(dragging: false, pan: .none))
        var detached: [TestComponent] = [w.host.make(.header), w.host.make(.trailer)]
        let footer: ComponentKind = seed % 2 == 0 ? .backFooter : .autoFooter
        detached.append(w.host.make(footer))
        // How often the cases that matter came up: the sequence must reach them.
        var detachedWhileAdding: Set<ComponentKind> = []
        var hostChangedWhileAdding = 0
        for step in 0..<4_000 {
            switch Int.random(in: 0..<10, using: &g) {
            case 0...3:
                // A scroll event: a drag anywhere around the edges, or the release.
                let dragging = Bool.random(using: &g)
                w.offset = Self.int(&g, -260...900)
                w.offsetX = Self.int(&g, -20...120)
                let pan = PanState.allCases.randomElement(using: &g)!
                try w.host.view.update(w.metrics(dragging: dragging, pan: pan))
            case 4:
                // The host changes its own inset on one edge (a large title, a keyboard, a tab bar).
                let edge = ScrollEdge.allCases.randomElement(using: &g)!
                if w.host.view.contributions(edge) != 0 { hostChangedWhileAdding += 1 }
                let delta = Self.int(&g, -30...30)
                w.own[edge]! += delta
                w.reported[edge]! += delta
                try w.host.view.update(w.metrics(dragging: false, pan: .none))
            case 5:
                if let c = w.host.view.components.randomElement(using: &g) {
                    _ = w.host.view.withComponent(c.componentID) { $0.begin() }
                }
            case 6:
                if let c = w.host.view.components.randomElement(using: &g) {
                    _ = w.host.view.withComponent(c.componentID) { $0.end() }
                }
            case 7:
                if let c = w.host.view.components.randomElement(using: &g) {
                    if c.insetContribution != 0 { detachedWhileAdding.insert(c.kind) }
                    detached.append(try w.host.view.detach(c.componentID))
                }
            case 8:
                if !detached.isEmpty {
                    let c = detached.remove(at: Int.random(in: 0..<detached.count, using: &g))
                    // A detached component may still be refreshing; ended or not, it attaches.
                    if Bool.random(using: &g) { c.end() }
                    try w.host.view.attach(c)
                }
            default:
                // An end reaches a detached component too: it must ask nothing of the insets.
                // (What a begin does to a detached component is left to the C ABI's design.)
                detached.randomElement(using: &g)?.end()
            }
            w.applyRequests()
            w.check(step)
            // A detached component adds nothing, refreshing or not.
            for c in detached { #expect(c.insetContribution == 0, "step \(step), \(c.kind)") }
        }
        #expect(detachedWhileAdding == [.header, .trailer, footer])
        #expect(hostChangedWhileAdding > 20)
        for c in w.host.view.components { _ = try w.host.view.detach(c.componentID) }
        w.applyRequests()
        for edge in ScrollEdge.allCases {
            #expect(w.reported[edge]! == w.own[edge]!, "edge \(edge)")
            #expect(w.host.view.metrics.inset(edge) == w.own[edge]!)
        }
    }
}
