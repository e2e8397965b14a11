/// The auto footer's built-in texts, from MJRefresh's Localizable.strings
/// (docs/behaviour/auto-footer.md §10).
extension FooterLanguage {
    /// The auto footer's title of a state: Idle, Refreshing and NoMoreData have one; Pulling and
    /// WillRefresh none (the label is empty).
    public func autoFooterTitle(for state: RefreshState) -> String? {
        switch (self, state) {
        case (_, .pulling), (_, .willRefresh): nil
        case (_, .failed): failedTitle
        case (.english, .idle): "Tap or pull up to load more"
        case (.english, .refreshing): "Loading..."
        case (.english, .noMoreData): "No more data"
        case (.simplifiedChinese, .idle): "点击或上拉加载更多"
        case (.simplifiedChinese, .refreshing): "正在加载更多的数据..."
        case (.simplifiedChinese, .noMoreData): "已经全部加载完毕"
        case (.traditionalChinese, .idle): "點擊或上拉加載更多"
        case (.traditionalChinese, .refreshing): "正在加載更多的數據..."
        case (.traditionalChinese, .noMoreData): "已經全部加載完畢"
        case (.korean, .idle): "탭 또는 위로 당겨 로드함"
        case (.korean, .refreshing): "로딩중..."
        case (.korean, .noMoreData): "더이상 데이터 없음"
        case (.russian, .idle): "Нажмите или потяните чтобы загрузить еще"
        case (.russian, .refreshing): "Загрузка..."
        case (.russian, .noMoreData): "Больше нет данных"
        case (.ukrainian, .idle): "Натисніть або потягніть щоб завантажити ще"
        case (.ukrainian, .refreshing): "Завантаження..."
        case (.ukrainian, .noMoreData): "Більше немає даних"
        }
    }
}
