/// Which family's built-in titles a label shows: each family has its own wording per language.
public enum TitleFamily: Sendable {
    case backFooter
    case header
    case autoFooter
    case trailer
    /// 1.5: the auto header's (loads older items).
    case autoHeader

    /// The built-in title of a state in `language`; nil when the family has none for the state (the
    /// label is empty). Failed's is the same for every family (F17); the rest are one table, a row
    /// per family, language and state that has a title.
    public func title(for state: RefreshState, in language: FooterLanguage) -> String? {
        if state == .failed { return language.failedTitle }
        // Faithful: the trailer shows its Pulling text while refreshing (docs/behaviour/trailer.md §5).
        let state = self == .trailer && state == .refreshing ? .pulling : state
        return switch (self, language, state) {
        // The back footer: Idle, Pulling, Refreshing and NoMoreData, from MJRefresh's
        // Localizable.strings (docs/behaviour/footer.md).
        case (.backFooter, .english, .idle): "Pull up to load more"
        case (.backFooter, .english, .pulling): "Release to load more"
        case (.backFooter, .english, .refreshing): "Loading..."
        case (.backFooter, .english, .noMoreData): "No more data"
        case (.backFooter, .simplifiedChinese, .idle): "上拉可以加载更多"
        case (.backFooter, .simplifiedChinese, .pulling): "松开立即加载更多"
        case (.backFooter, .simplifiedChinese, .refreshing): "正在加载更多的数据..."
        case (.backFooter, .simplifiedChinese, .noMoreData): "已经全部加载完毕"
        case (.backFooter, .traditionalChinese, .idle): "上拉可以加載更多"
        case (.backFooter, .traditionalChinese, .pulling): "鬆開立即加載更多"
        case (.backFooter, .traditionalChinese, .refreshing): "正在加載更多的數據..."
        case (.backFooter, .traditionalChinese, .noMoreData): "已經全部加載完畢"
        case (.backFooter, .korean, .idle): "위로 당겨 더 로드 가능"
        case (.backFooter, .korean, .pulling): "놓으면 더 로드됨."
        case (.backFooter, .korean, .refreshing): "로딩중..."
        case (.backFooter, .korean, .noMoreData): "더이상 데이터 없음."
        case (.backFooter, .russian, .idle): "Потяните чтобы загрузить еще"
        case (.backFooter, .russian, .pulling): "Отпустите чтобы загрузить еще"
        case (.backFooter, .russian, .refreshing): "Загрузка..."
        case (.backFooter, .russian, .noMoreData): "Больше нет данных"
        case (.backFooter, .ukrainian, .idle): "Потягніть щоб завантажити ще"
        case (.backFooter, .ukrainian, .pulling): "Відпустіть щоб завантажити ще"
        case (.backFooter, .ukrainian, .refreshing): "Завантаження..."
        case (.backFooter, .ukrainian, .noMoreData): "Більше немає даних"
        // The header: Idle, Pulling and Refreshing (docs/behaviour/header.md §6, §7).
        case (.header, .english, .idle): "Pull down to refresh"
        case (.header, .english, .pulling): "Release to refresh"
        case (.header, .english, .refreshing): "Loading..."
        case (.header, .simplifiedChinese, .idle): "下拉可以刷新"
        case (.header, .simplifiedChinese, .pulling): "松开立即刷新"
        case (.header, .simplifiedChinese, .refreshing): "正在刷新数据中..."
        case (.header, .traditionalChinese, .idle): "下拉可以刷新"
        case (.header, .traditionalChinese, .pulling): "鬆開立即刷新"
        case (.header, .traditionalChinese, .refreshing): "正在刷新數據中..."
        case (.header, .korean, .idle): "아래로 당겨 새로고침"
        case (.header, .korean, .pulling): "놓으면 새로고침"
        case (.header, .korean, .refreshing): "로딩중..."
        case (.header, .russian, .idle): "Потяните чтобы обновить"
        case (.header, .russian, .pulling): "Отпустите чтобы обновить"
        case (.header, .russian, .refreshing): "Загрузка..."
        case (.header, .ukrainian, .idle): "Потягніть для оновлення"
        case (.header, .ukrainian, .pulling): "Відпустіть для оновлення"
        case (.header, .ukrainian, .refreshing): "Завантаження..."
        // The auto footer: Idle, Refreshing and NoMoreData (docs/behaviour/auto-footer.md §10).
        case (.autoFooter, .english, .idle): "Tap or pull up to load more"
        case (.autoFooter, .english, .refreshing): "Loading..."
        case (.autoFooter, .english, .noMoreData): "No more data"
        case (.autoFooter, .simplifiedChinese, .idle): "点击或上拉加载更多"
        case (.autoFooter, .simplifiedChinese, .refreshing): "正在加载更多的数据..."
        case (.autoFooter, .simplifiedChinese, .noMoreData): "已经全部加载完毕"
        case (.autoFooter, .traditionalChinese, .idle): "點擊或上拉加載更多"
        case (.autoFooter, .traditionalChinese, .refreshing): "正在加載更多的數據..."
        case (.autoFooter, .traditionalChinese, .noMoreData): "已經全部加載完畢"
        case (.autoFooter, .korean, .idle): "탭 또는 위로 당겨 로드함"
        case (.autoFooter, .korean, .refreshing): "로딩중..."
        case (.autoFooter, .korean, .noMoreData): "더이상 데이터 없음"
        case (.autoFooter, .russian, .idle): "Нажмите или потяните чтобы загрузить еще"
        case (.autoFooter, .russian, .refreshing): "Загрузка..."
        case (.autoFooter, .russian, .noMoreData): "Больше нет данных"
        case (.autoFooter, .ukrainian, .idle): "Натисніть або потягніть щоб завантажити ще"
        case (.autoFooter, .ukrainian, .refreshing): "Завантаження..."
        case (.autoFooter, .ukrainian, .noMoreData): "Більше немає даних"
        // The auto header (1.5): Idle, Refreshing and NoMoreData. RefreshKit's own wording (MJRefresh
        // has no auto header), the auto footer's turned toward older items.
        case (.autoHeader, .english, .idle): "Tap or pull down to load older items"
        case (.autoHeader, .english, .refreshing): "Loading older items..."
        case (.autoHeader, .english, .noMoreData): "No older items"
        case (.autoHeader, .simplifiedChinese, .idle): "点击或下拉加载更早的内容"
        case (.autoHeader, .simplifiedChinese, .refreshing): "正在加载更早的内容..."
        case (.autoHeader, .simplifiedChinese, .noMoreData): "没有更早的内容了"
        case (.autoHeader, .traditionalChinese, .idle): "點擊或下拉載入更早的內容"
        case (.autoHeader, .traditionalChinese, .refreshing): "正在載入更早的內容..."
        case (.autoHeader, .traditionalChinese, .noMoreData): "沒有更早的內容了"
        case (.autoHeader, .korean, .idle): "탭 또는 아래로 당겨 이전 항목 로드"
        case (.autoHeader, .korean, .refreshing): "이전 항목 로딩중..."
        case (.autoHeader, .korean, .noMoreData): "이전 항목 없음"
        case (.autoHeader, .russian, .idle): "Нажмите или потяните чтобы загрузить более ранние"
        case (.autoHeader, .russian, .refreshing): "Загрузка более ранних..."
        case (.autoHeader, .russian, .noMoreData): "Более ранних нет"
        case (.autoHeader, .ukrainian, .idle): "Натисніть або потягніть щоб завантажити раніші"
        case (.autoHeader, .ukrainian, .refreshing): "Завантаження раніших..."
        case (.autoHeader, .ukrainian, .noMoreData): "Раніших немає"
        // The trailer: Idle and Pulling (docs/behaviour/trailer.md §5, F14). From MJRefresh's
        // zh-Hans and zh-Hant tables (MJRefreshTrailerIdleText, …PullingText).
        case (.trailer, .simplifiedChinese, .idle): "滑动查看图文详情"
        case (.trailer, .simplifiedChinese, .pulling): "释放查看图文详情"
        case (.trailer, .traditionalChinese, .idle): "滑動查看圖文詳情"
        case (.trailer, .traditionalChinese, .pulling): "釋放查看圖文詳情"
        // Ours, not MJRefresh's (F14): the original has no trailer text in these four languages and
        // shows its string keys. Documented as the port's own wording.
        case (.trailer, .english, .idle): "Swipe to view details"
        case (.trailer, .english, .pulling): "Release to view details"
        case (.trailer, .korean, .idle): "당겨서 자세히 보기"
        case (.trailer, .korean, .pulling): "놓으면 자세히 보기"
        case (.trailer, .russian, .idle): "Потяните для подробностей"
        case (.trailer, .russian, .pulling): "Отпустите для подробностей"
        case (.trailer, .ukrainian, .idle): "Потягніть для подробиць"
        case (.trailer, .ukrainian, .pulling): "Відпустіть для подробиць"
        default: nil
        }
    }
}
