/// The header's built-in texts (MJRefresh's Localizable.strings, docs/behaviour/header.md §6, §7).
extension FooterLanguage {
    /// The header's title of a state: Idle, Pulling and Refreshing have one; WillRefresh and
    /// NoMoreData none (the label is empty).
    public func headerTitle(for state: RefreshState) -> String? {
        switch (self, state) {
        case (_, .willRefresh), (_, .noMoreData): nil
        case (_, .failed): failedTitle
        case (.english, .idle): "Pull down to refresh"
        case (.english, .pulling): "Release to refresh"
        case (.english, .refreshing): "Loading..."
        case (.simplifiedChinese, .idle): "下拉可以刷新"
        case (.simplifiedChinese, .pulling): "松开立即刷新"
        case (.simplifiedChinese, .refreshing): "正在刷新数据中..."
        case (.traditionalChinese, .idle): "下拉可以刷新"
        case (.traditionalChinese, .pulling): "鬆開立即刷新"
        case (.traditionalChinese, .refreshing): "正在刷新數據中..."
        case (.korean, .idle): "아래로 당겨 새로고침"
        case (.korean, .pulling): "놓으면 새로고침"
        case (.korean, .refreshing): "로딩중..."
        case (.russian, .idle): "Потяните чтобы обновить"
        case (.russian, .pulling): "Отпустите чтобы обновить"
        case (.russian, .refreshing): "Загрузка..."
        case (.ukrainian, .idle): "Потягніть для оновлення"
        case (.ukrainian, .pulling): "Відпустіть для оновлення"
        case (.ukrainian, .refreshing): "Завантаження..."
        }
    }

    /// What the time text starts with; it keeps its trailing space, or ends in a full-width colon.
    public var lastUpdatedPrefix: String {
        switch self {
        case .english: "Last update: "
        case .simplifiedChinese: "最后更新："
        case .traditionalChinese: "最後更新："
        case .korean: "마지막 업데이트: "
        case .russian: "Последнее обновление: "
        case .ukrainian: "Останнє оновлення: "
        }
    }

    /// The word for a time on today's date.
    public var todayText: String {
        switch self {
        case .english: "Today"
        case .simplifiedChinese, .traditionalChinese: "今天"
        case .korean: "오늘"
        case .russian: "Сегодня"
        case .ukrainian: "Сьогодні"
        }
    }

    /// What the time text says when nothing is stored.
    public var noRecordText: String {
        switch self {
        case .english: "No record"
        case .simplifiedChinese: "无记录"
        case .traditionalChinese: "無記錄"
        case .korean: "기록 없음"
        case .russian: "Нет записи"
        case .ukrainian: "Немає запису"
        }
    }
}
