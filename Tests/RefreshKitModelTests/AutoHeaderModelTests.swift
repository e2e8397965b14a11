import Testing

@testable import RefreshKitModel

/// The auto header's model (docs/behaviour/auto-header.md): its geometry from the formulas with
/// numbers of their own, and the shared auto-loading rules read toward the top edge.
@Suite struct AutoHeaderModelTests {
    @Test func theGeometryIsTheFooterMirrored() {
        // H 800, C 2000, T 100 (holding h 50), B 25, r 0.4.
        let g = AutoHeaderGeometry(
            viewportHeight: 800, contentHeight: 2000, insetTop: 100, insetBottom: 25, headerHeight: 50,
            triggerPercent: 0.4)
        #expect(g.frameY == -50)
        #expect(g.isTall)  // 2000 + 25 > 800
        #expect(g.triggerOffset == -100 + 50 * 0.6)  // -70
        #expect(g.panEndOffset == -100)
        #expect(g.bottomRestOffset == 2000 + 25 - 800)
        #expect(AutoHeaderGeometry.towardEdge == -1)
        let short = AutoHeaderGeometry(
            viewportHeight: 800, contentHeight: 700, insetTop: 100, insetBottom: 25, headerHeight: 50)
        #expect(!short.isTall)  // 725 <= 800: the top inset is not counted
        #expect(short.panEndOffset == -100)
        #expect(
            AutoHeaderGeometry(viewportHeight: 800, contentHeight: 0, insetTop: 0, insetBottom: 0, headerHeight: 50)
                .isEmpty)
    }

    @Test func itLoadsMovingUpAndNeverMovingDown() {
        var edge = AutoHeaderEdge()
        var metrics = ScrollMetrics(
            viewportHeight: 800, contentHeight: 2000, insetTop: 100, insetBottom: 25, offset: 300)
        edge.attach(metrics)
        metrics.offset = -100
        edge.takeUpdate(metrics)
        #expect(edge.offsetAsksForLoad)  // 300 -> -100: up, at the line -100
        metrics.offset = -99
        edge.takeUpdate(metrics)
        #expect(!edge.offsetAsksForLoad)  // moving down
        edge.setAutomaticallyRefresh(false)
        metrics.offset = -140
        metrics.pan = .ended
        edge.takeUpdate(metrics)
        #expect(!edge.offsetAsksForLoad)
        #expect(edge.panEndAsksForLoad)  // -140 <= -100
    }

    @Test func itAddsToTheTopInsetAndGivesExactlyThatBack() {
        var model = AutoHeaderModel()
        var effects = AutoFooterHarness.Effects()
        model.attach(scrollView: ScrollMetrics(viewportHeight: 800, contentHeight: 2000, insetTop: 12), &effects)
        #expect(model.edgeContribution == 44)
        #expect(model.metrics.insetTop == 56)
        #expect(model.baseInset == 12)
        #expect(model.label.text == "Tap or pull down to load older items")
        #expect(AutoHeaderModel.componentKind.slot == .older)
    }
}
