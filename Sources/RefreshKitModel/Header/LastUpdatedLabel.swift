/// MJRefreshStateHeader's time label: the last-updated text for the header's key (spec 1.7),
/// with F11 (a calendar-correct "Today" in the host's time zone) and F12 (the times live in the
/// context's store; a custom key survives a language change).
public struct LastUpdatedLabel: Sendable {
    public private(set) var key = LastUpdatedStore.defaultKey
    /// A host text that replaces the formatted one (the original's lastUpdatedTimeText block).
    public private(set) var customText: String?
    public private(set) var hidden = false
    /// The time zone, in seconds east of UTC.
    public private(set) var utcOffset = 0
    public private(set) var text: String {
        didSet { generation &+= 1 }
    }
    /// Grows whenever the text changes (as StateLabel's).
    public private(set) var generation: UInt64 = 0
    /// The stored time the text was made from (nil: nothing was stored).
    public private(set) var shownTime: Double?
    /// The store's generation when the text was last checked against it.
    private var seenStoreGeneration: UInt64?
    /// The text width the host set: used when nobody measures.
    public private(set) var hostTextWidth = 0.0

    /// A new label reads as an empty store does: "No record".
    public init(language: FooterLanguage = .english) {
        text = LastUpdatedLabel.format(time: nil, now: nil, utcOffset: 0, language: language)
    }

    public var needsTextWidth: Bool { !hidden && !text.isEmpty }

    /// The text for a stored time (nil: none) seen at `now` (nil: unknown), in `language`:
    /// the prefix, then "Today HH:mm" on the same calendar day, "MM-dd HH:mm" in the same year,
    /// else "yyyy-MM-dd HH:mm"; without a time, the no-record text. Gregorian, ASCII digits.
    public static func format(time: Double?, now: Double?, utcOffset: Int, language: FooterLanguage) -> String {
        let prefix = language.lastUpdatedPrefix
        guard let time else { return prefix + language.noRecordText }
        let stored = CivilTime(unixSeconds: time, utcOffset: utcOffset)
        let clock = digits(stored.hour, 2) + ":" + digits(stored.minute, 2)
        let today = now.map { CivilTime(unixSeconds: $0, utcOffset: utcOffset) }
        if let today, stored.isSameDay(as: today) {
            return prefix + language.todayText + " " + clock
        }
        let monthDay = digits(stored.month, 2) + "-" + digits(stored.day, 2) + " " + clock
        if let today, stored.year == today.year { return prefix + monthDay }
        return prefix + digits(stored.year, 4) + "-" + monthDay
    }

    private static func digits<I: BinaryInteger>(_ value: I, _ width: Int) -> String {
        let plain = String(value)
        return String(repeating: "0", count: Swift.max(0, width - plain.count)) + plain
    }

    /// A wall-clock reading the model can use: finite and within years 1 to 9999.
    static func validWallTime(_ value: Double) -> Double? {
        value >= InputRules.earliestWallTime && value <= InputRules.latestWallTime ? value : nil
    }

    // MARK: Recomputing

    /// Recomputes the text from the store, unless the label is hidden (as the original). Told only
    /// when it changes; true when it changed.
    @discardableResult
    public mutating func recompute<E: HeaderEffects>(language: FooterLanguage, _ effects: inout E) -> Bool {
        guard !hidden else { return false }
        seenStoreGeneration = effects.lastUpdatedStoreGeneration()
        let time = effects.lastUpdatedTime(for: key)
        shownTime = time
        let new: String
        if let customText {
            new = customText
        } else {
            new = LastUpdatedLabel.format(
                time: time, now: LastUpdatedLabel.validWallTime(effects.wallTime()), utcOffset: utcOffset,
                language: language)
        }
        guard new != text else { return false }
        text = new
        effects.emit(.timeLabel(new))
        return true
    }

    /// On a scroll update: recomputes when the stored time changed since the text was made (a host
    /// write to the store shows at the next update, DESIGN 3.2).
    @discardableResult
    public mutating func recomputeIfStoreChanged<E: HeaderEffects>(language: FooterLanguage, _ effects: inout E) -> Bool
    {
        guard !hidden, customText == nil else { return false }
        let generation = effects.lastUpdatedStoreGeneration()
        guard generation != seenStoreGeneration else { return false }
        seenStoreGeneration = generation
        guard effects.lastUpdatedTime(for: key) != shownTime else { return false }
        return recompute(language: language, &effects)
    }

    /// Leaving Refreshing: stores the wall-clock time under the key (on every end, as the
    /// original); an unusable clock reading stores nothing.
    public func stamp<E: HeaderEffects>(_ effects: inout E) {
        guard let now = LastUpdatedLabel.validWallTime(effects.wallTime()) else { return }
        effects.setLastUpdatedTime(now, for: key)
    }

    // MARK: Settings (the composer recomputes after each)

    public mutating func setKey(_ key: String) {
        self.key = key
    }

    public mutating func setCustomText(_ text: String?) {
        customText = text
    }

    public mutating func setHidden(_ hidden: Bool) {
        self.hidden = hidden
    }

    public mutating func setUTCOffset(_ offset: Int) {
        utcOffset = offset
    }

    public mutating func setHostTextWidth(_ width: Double) {
        hostTextWidth = width
    }
}
