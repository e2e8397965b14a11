/// How urgently a screen reader should speak an announcement (F20): the three levels GTK's and
/// the web's live regions share.
///
/// A struct over the raw value rather than an enum: an enum's spare bits became the tag of the
/// family event that carries it, and copies of the other events then left that byte undefined
/// (valgrind saw the delivery loop read it).
public struct AnnouncementPriority: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: Int32

    public init?(rawValue: Int32) {
        guard (0...2).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// Spoken when the reader is idle: a load began.
    public static let low = AnnouncementPriority(0)
    /// Spoken after what is being read: a load ended, with new items or with no more data.
    public static let medium = AnnouncementPriority(1)
    /// Interrupts: a load failed.
    public static let high = AnnouncementPriority(2)

    public static let allCases: [AnnouncementPriority] = [.low, .medium, .high]
}

/// F20, RefreshKit's own: the announcement layer. A screen reader user cannot see a spinner
/// appear or a row arrive; the component says what happened, localized, when it happens: a load
/// began, ended (with the number of new items when the host reports item counts), reached no
/// more data, or failed. It speaks only while someone listens (`enabled`), so a host without an
/// accessibility bridge pays nothing.
public struct Announcer: Sendable {
    public private(set) var enabled = false
    /// The item count the host reported when the current load began (F19's metrics field).
    private var itemsAtStart: Int64?
    /// 1.5: the items the host inserted at another edge of the scroll view than the component's,
    /// ever, and when the current load began: rows that arrive below while older ones load above
    /// are not that load's new items.
    private var itemsElsewhere: Int64 = 0
    private var itemsElsewhereAtStart: Int64 = 0

    public init() {}

    public mutating func setEnabled(_ enabled: Bool) {
        self.enabled = enabled
    }

    /// The host inserted `items` items at `edge`; the component sits at `ownEdge`. Items at
    /// another edge are left out of a load's new items.
    public mutating func itemsInserted(_ items: Int64, at edge: ScrollEdge, ownEdge: ScrollEdge) {
        if edge != ownEdge { itemsElsewhere &+= items }
    }

    /// What a transition says, if anything: `items` is the count the host reports now (nil: none),
    /// `label` the label's text after the transition (a failure's message or title).
    public mutating func transition<E: ComponentEffects>(
        from old: RefreshState, to new: RefreshState, items: Int64?, label: String, language: FooterLanguage,
        _ effects: inout E
    ) {
        if new == .refreshing {
            itemsAtStart = items
            itemsElsewhereAtStart = itemsElsewhere
        }
        guard enabled else { return }
        switch new {
        case .refreshing:
            effects.emit(.announcement(language.loadingAnnouncement, priority: .low))
        case .idle where old == .refreshing:
            var added: Int64 = 0
            if let items, let start = itemsAtStart {
                added = (items &- start) &- (itemsElsewhere &- itemsElsewhereAtStart)
            }
            effects.emit(.announcement(language.loadedAnnouncement(newItems: added), priority: .medium))
        case .noMoreData:
            effects.emit(.announcement(language.noMoreDataAnnouncement, priority: .medium))
        case .failed:
            effects.emit(.announcement(label.isEmpty ? language.failedTitle : label, priority: .high))
        default:
            break
        }
    }
}

/// The announcements' words. Every language's wording is RefreshKit's own (the original has no
/// announcements). Counts are written so that no plural rule is needed: "1 new item" and "N new
/// items" in English, and a "noun: N" form where the noun's plural would depend on N.
extension FooterLanguage {
    public var loadingAnnouncement: String {
        switch self {
        case .english: "Loading"
        case .simplifiedChinese: "正在加载"
        case .traditionalChinese: "正在載入"
        case .korean: "로딩 중"
        case .russian: "Загрузка"
        case .ukrainian: "Завантаження"
        }
    }

    /// A load ended: with `newItems` > 0, how many arrived.
    public func loadedAnnouncement(newItems: Int64) -> String {
        guard newItems > 0 else {
            switch self {
            case .english: return "Loaded"
            case .simplifiedChinese: return "加载完成"
            case .traditionalChinese: return "載入完成"
            case .korean: return "로딩 완료"
            case .russian: return "Загружено"
            case .ukrainian: return "Завантажено"
            }
        }
        switch self {
        case .english: return newItems == 1 ? "Loaded 1 new item" : "Loaded \(newItems) new items"
        case .simplifiedChinese: return "已加载 \(newItems) 条新内容"
        case .traditionalChinese: return "已載入 \(newItems) 條新內容"
        case .korean: return "새 항목 \(newItems)개 로딩 완료"
        case .russian: return "Загружено новых элементов: \(newItems)"
        case .ukrainian: return "Завантажено нових елементів: \(newItems)"
        }
    }

    public var noMoreDataAnnouncement: String {
        switch self {
        case .english: "No more data"
        case .simplifiedChinese: "没有更多数据了"
        case .traditionalChinese: "沒有更多數據了"
        case .korean: "더 이상 데이터가 없습니다"
        case .russian: "Больше нет данных"
        case .ukrainian: "Більше немає даних"
        }
    }
}
