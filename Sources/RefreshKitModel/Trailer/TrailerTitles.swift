/// The trailer's built-in titles (docs/behaviour/trailer.md §5, F14). Idle has one, Pulling and
/// Refreshing share one (faithful: the original shows the Pulling text while refreshing);
/// WillRefresh and NoMoreData have none (the label is empty).
extension FooterLanguage {
    public func trailerTitle(for state: RefreshState) -> String? {
        switch (self, state) {
        case (_, .willRefresh), (_, .noMoreData): nil
        // From MJRefresh's zh-Hans and zh-Hant tables (MJRefreshTrailerIdleText, …PullingText).
        case (.simplifiedChinese, .idle): "滑动查看图文详情"
        case (.simplifiedChinese, _): "释放查看图文详情"
        case (.traditionalChinese, .idle): "滑動查看圖文詳情"
        case (.traditionalChinese, _): "釋放查看圖文詳情"
        // Ours, not MJRefresh's (F14): the original has no trailer text in these four languages and
        // shows its string keys. Documented as the port's own wording.
        case (.english, .idle): "Swipe to view details"
        case (.english, _): "Release to view details"
        case (.korean, .idle): "당겨서 자세히 보기"
        case (.korean, _): "놓으면 자세히 보기"
        case (.russian, .idle): "Потяните для подробностей"
        case (.russian, _): "Отпустите для подробностей"
        case (.ukrainian, .idle): "Потягніть для подробиць"
        case (.ukrainian, _): "Відпустіть для подробиць"
        }
    }
}
