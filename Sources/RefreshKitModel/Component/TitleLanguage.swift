/// The built-in title languages. A language crosses the ABI as its tag, never as a number.
public enum FooterLanguage: Sendable, CaseIterable {
    case english
    case simplifiedChinese
    case traditionalChinese
    case korean
    case russian
    case ukrainian

    /// Maps a language tag to a built-in table. Unlike the original, "zh-CN" and every other
    /// Chinese tag choose Simplified Chinese (F7), except the Traditional script and the regions
    /// and languages that write it: Hant, TW, HK, MO and yue (Cantonese).
    public init(tag: String) {
        let lower = tag.lowercased().replacingUnderscores()
        func has(_ prefix: String) -> Bool { lower == prefix || lower.hasPrefix(prefix + "-") }
        if has("zh") {
            let parts = lower.split(separator: "-").dropFirst()
            if parts.contains("hans") {
                self = .simplifiedChinese
            } else if parts.contains(where: { ["hant", "tw", "hk", "mo", "yue"].contains($0) }) {
                self = .traditionalChinese
            } else {
                self = .simplifiedChinese
            }
        } else if has("ko") {
            self = .korean
        } else if has("ru") {
            self = .russian
        } else if has("uk") {
            self = .ukrainian
        } else {
            self = .english
        }
    }

    /// The canonical tag of the table.
    public var tag: StaticString {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        case .korean: "ko"
        case .russian: "ru"
        case .ukrainian: "uk"
        }
    }

    /// F17's title, the same for every family. The wording in every language is RefreshKit's own
    /// (the original has no Failed state).
    public var failedTitle: String {
        switch self {
        case .english: "Loading failed. Tap to retry"
        case .simplifiedChinese: "加载失败，点击重试"
        case .traditionalChinese: "載入失敗，點擊重試"
        case .korean: "로딩 실패. 탭하여 다시 시도"
        case .russian: "Ошибка загрузки. Нажмите, чтобы повторить"
        case .ukrainian: "Помилка завантаження. Торкніться, щоб повторити"
        }
    }
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
