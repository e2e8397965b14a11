import Testing
@testable import RefreshKitModel

/// The insets a component builds on are the host's insets as it reports them now, less what the
/// component itself added: never a copy kept from an earlier update. A host may move an inset while
/// the component ignores offsets (hidden, interaction off) or while it refreshes.
@Suite struct BaseInsetTests {
    typealias T = TrailerHarness

    /// What a trailer asks for when it begins from the host's insets (left, right): the right
    /// inset R0 + c with c = 60 + max(−D, 0), and the offset happen + 60.
    static func trailerRequests(
        width: Double = 375, content: Double, left: Double, right: Double
    ) -> [TrailerEvent] {
        let overflow = content - (width - left - right)
        let happen = Swift.max(overflow, 0) - left
        return [
            .insetRequested(edge: .right, value: right + 60 + Swift.max(-overflow, 0), duration: 0.25),
            .offsetRequested(axis: .horizontal, value: happen + 60, duration: 0.25),
        ]
    }

    /// The trailer's geometry starts from the host's insets (left, right): V = W − L − R.
    static func expectBase(_ t: T, left: Double, right: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let geometry = t.model.geometry
        let overflow = geometry.contentWidth - (375 - left - right)
        #expect(geometry.visibleWidth == 375 - left - right, sourceLocation: sourceLocation)
        #expect(geometry.happenOffset == Swift.max(overflow, 0) - left, sourceLocation: sourceLocation)
    }

    struct Change: Sendable {
        var content: Double
        var before: (left: Double, right: Double)
        var after: (left: Double, right: Double)
    }

    /// The issue's numbers (wide content, right 0 → 6: offset 1311, not 1305; narrow content,
    /// right 0 → 10: c 140, not 150), then independent ones.
    static let changes = [
        Change(content: 1620, before: (0, 0), after: (0, 6)),
        Change(content: 285, before: (0, 0), after: (0, 10)),
        Change(content: 900, before: (12, 4), after: (30, 20)),
        Change(content: 250, before: (10, 5), after: (10, 25)),
        Change(content: 300, before: (0, 40), after: (0, 8)),
    ]

    @Test func theHelperGivesTheIssuesNumbers() {
        #expect(
            Self.trailerRequests(content: 1620, left: 0, right: 6).last
                == .offsetRequested(axis: .horizontal, value: 1311, duration: 0.25))
        #expect(
            Self.trailerRequests(content: 285, left: 0, right: 10).first
                == .insetRequested(edge: .right, value: 150, duration: 0.25))  // 10 + c 140
    }

    @Test(arguments: changes)
    func trailerInsetChangedWhileHidden(_ change: Change) {
        var t = T(content: change.content, left: change.before.left, right: change.before.right)
        t.model.setHidden(true)
        var metrics = t.model.metrics
        (metrics.insetLeft, metrics.insetRight) = change.after
        t.scroll(metrics)
        Self.expectBase(t, left: change.after.left, right: change.after.right)
        _ = t.take()
        t.run { $0.beginRefreshing(completion: nil, &$1) }
        #expect(
            t.take().requests
                == Self.trailerRequests(content: change.content, left: change.after.left, right: change.after.right))
        t.run { $0.endRefreshing(completion: nil, &$1) }
        #expect(t.take().requests == [.insetRequested(edge: .right, value: change.after.right, duration: 0.4)])
    }

    @Test(arguments: changes)
    func trailerInsetChangedWhileInteractionIsOff(_ change: Change) {
        var t = T(content: change.content, left: change.before.left, right: change.before.right)
        t.model.setInteractionEnabled(false)
        var metrics = t.model.metrics
        (metrics.insetLeft, metrics.insetRight) = change.after
        t.scroll(metrics)
        t.model.setInteractionEnabled(true)
        _ = t.take()
        t.run { $0.beginRefreshing(completion: nil, &$1) }
        #expect(
            t.take().requests
                == Self.trailerRequests(content: change.content, left: change.after.left, right: change.after.right))
    }

    /// While refreshing the host moves its own insets under the trailer's c; the end gives back c
    /// exactly, and a refresh begun before any other update starts from the host's new insets.
    @Test(arguments: changes)
    func trailerInsetChangedWhileRefreshing(_ change: Change) {
        var t = T(content: change.content, left: change.before.left, right: change.before.right)
        t.run { $0.beginRefreshing(completion: nil, &$1) }
        let first = Self.trailerRequests(content: change.content, left: change.before.left, right: change.before.right)
        #expect(t.take().requests == first)
        let c = t.model.rightContribution
        var metrics = t.model.metrics
        (metrics.insetLeft, metrics.insetRight) = (change.after.left, change.after.right + c)
        t.scroll(metrics)
        Self.expectBase(t, left: change.after.left, right: change.after.right)
        #expect(t.model.rightContribution == c)
        _ = t.take()
        t.run { $0.endRefreshing(completion: nil, &$1) }
        #expect(t.take().requests == [.insetRequested(edge: .right, value: change.after.right, duration: 0.4)])
        t.run { $0.beginRefreshing(completion: nil, &$1) }
        #expect(
            t.take().requests
                == Self.trailerRequests(content: change.content, left: change.after.left, right: change.after.right))
    }

    /// The geometry while refreshing follows the host too: a narrow content's trailer sits at the
    /// visible right edge, which moves with the host's right inset (not with the trailer's c).
    @Test func trailerFrameFollowsTheHostsInsetWhileRefreshing() {
        var t = T(content: 285)
        t.run { $0.beginRefreshing(completion: nil, &$1) }
        #expect(t.model.trailerRect.x == 375)
        var metrics = t.model.metrics
        metrics.insetRight = 150 + 10
        t.scroll(metrics)
        #expect(t.model.trailerRect.x == 365)
    }

    /// The header's base, and the lines made from it, follow the host's top inset while the header
    /// is hidden or takes no interaction.
    @Test(arguments: [(88.0, 20.0, true), (88, 20, false), (0, 47, true), (64, 140, false)])
    func headerInsetChangedWhileHidden(top: Double, newTop: Double, hide: Bool) {
        var h = HeaderHarness(top: top)
        if hide { h.model.setHidden(true) } else { h.model.setInteractionEnabled(false) }
        var metrics = h.model.metrics
        metrics.insetTop = newTop
        h.scroll(metrics)
        #expect(h.model.baseTop == newTop)
        #expect(h.model.geometry.happenOffset == -newTop)
        #expect(h.model.geometry.triggerOffset == -newTop - 54)
        if !hide { h.model.setInteractionEnabled(true) }
        _ = h.take()
        h.run { $0.beginRefreshing(completion: nil, &$1) }
        let requests = h.take().filter {
            switch $0 {
            case .shared(.insetRequested), .shared(.offsetRequested): true
            default: false
            }
        }
        #expect(
            requests == [
                .insetRequested(edge: .top, value: newTop + 54, duration: 0.25),
                .offsetRequested(axis: .vertical, value: -(newTop + 54), duration: 0.25),
            ])
    }
}
