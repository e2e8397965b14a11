/// The header's built-in time texts (MJRefresh's Localizable.strings, docs/behaviour/header.md §6); its
/// titles are in the families' table (BuiltInTitles.swift).
extension FooterLanguage {
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
