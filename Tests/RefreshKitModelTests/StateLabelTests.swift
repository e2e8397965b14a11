import Testing
@testable import RefreshKitModel

/// The state label on its own: titles per state, the text generation, custom titles (F7).
@Suite struct StateLabelTests {
    typealias Effects = FooterHarness.Effects

    @Test func aNewLabelShowsIdlesEnglishTitle() {
        let label = StateLabel()
        #expect(label.text == "Pull up to load more")
        #expect(label.generation == 0)
        #expect(label.needsTextWidth)
    }

    @Test func theTextChangesAreToldOnceAndGrowTheGeneration() {
        var label = StateLabel()
        var e = Effects()
        let changed1 = label.update(for: .idle, &e)
        #expect(!changed1)
        #expect(label.generation == 0)
        let changed2 = label.update(for: .refreshing, &e)
        #expect(changed2)
        #expect(e.events == [.label("Loading...")])
        #expect(label.generation == 1)
        // WillRefresh has no title: the label is empty and needs no width.
        let changed3 = label.update(for: .willRefresh, &e)
        #expect(changed3)
        #expect(label.text.isEmpty)
        #expect(!label.needsTextWidth)
        #expect(label.generation == 2)
    }

    @Test func customTitlesSurviveALanguageChange() {
        var label = StateLabel()
        var e = Effects()
        label.setTitle("More!", for: .idle)
        label.setLanguage(FooterLanguage(tag: "zh-CN"))
        let changed4 = label.update(for: .idle, &e)
        #expect(changed4)
        #expect(label.text == "More!")
        let changed5 = label.update(for: .noMoreData, &e)
        #expect(changed5)
        #expect(label.text == "已经全部加载完毕")
        label.setTitle(nil, for: .idle)
        let changed6 = label.update(for: .idle, &e)
        #expect(changed6)
        #expect(label.text == "上拉可以加载更多")
    }

    @Test func aHiddenLabelNeedsNoWidth() {
        var label = StateLabel()
        label.setHidden(true)
        #expect(!label.needsTextWidth)
    }
}
