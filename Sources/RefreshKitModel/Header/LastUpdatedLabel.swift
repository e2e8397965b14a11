/// MJRefreshStateHeader's time label: the last-updated text for the header's key, with a
/// calendar-correct "Today" in the host's time zone and the times kept in the context's store (a
/// custom key survives a language change).
///
/// The text is made at each recompute (the key set, a state change, a language change, the label
/// shown again, a formatter set, a time zone change): a fixed host text when one is set, else the
/// host's formatter's answer when the host formats (the original's lastUpdatedTimeText block), else
/// the built-in text.
public struct LastUpdatedLabel: Sendable {
    public private(set) var key = LastUpdatedStore.defaultKey
    /// A fixed host text that replaces the formatted one; it wins over a host formatter.
    public private(set) var customText: String?
    /// The host formats the text: each recompute leaves a request for it (pendingRequest) instead
    /// of formatting.
    public private(set) var hostFormats = false
    /// The recompute's request the host has not answered yet (nil: none waits).
    public private(set) var pendingRequest: TimeTextRequest?
    private var requestSerial: UInt64 = 0
    public private(set) var hidden = false
    /// The header's own time zone, in seconds east of UTC; nil: it follows its context's.
    public private(set) var ownUTCOffset: Int?
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
    /// when it changes. When the host formats, the text waits for the host's answer instead: the
    /// recompute leaves a request (replacing any earlier one). True when the text changed or a
    /// request waits.
    @discardableResult
    public mutating func recompute<E: HeaderEffects>(language: FooterLanguage, _ effects: inout E) -> Bool {
        guard !hidden else { return false }
        seenStoreGeneration = effects.lastUpdatedStoreGeneration()
        let time = effects.lastUpdatedTime(for: key)
        shownTime = time
        pendingRequest = nil
        if let customText { return show(customText, &effects) }
        let request = TimeTextRequest(
            serial: requestSerial &+ 1, time: time, now: LastUpdatedLabel.validWallTime(effects.wallTime()),
            utcOffset: ownUTCOffset ?? effects.contextUTCOffset())
        requestSerial = request.serial
        guard !hostFormats else {
            pendingRequest = request
            return true
        }
        return show(request.builtInText(language: language), &effects)
    }

    /// The host's answer to `request`: its text, or nil for the built-in text (the host declined,
    /// or its text was refused at the boundary). False, nothing changed, when `request` is not the
    /// one waiting (a recompute replaced it, or the label was hidden meanwhile).
    public mutating func answer<E: HeaderEffects>(
        _ request: TimeTextRequest, with hostText: String?, language: FooterLanguage, _ effects: inout E
    ) -> Bool {
        guard pendingRequest == request else { return false }
        pendingRequest = nil
        show(hostText ?? request.builtInText(language: language), &effects)
        return true
    }

    /// Shows `new`, told only when it changes; true when it changed.
    @discardableResult
    private mutating func show<E: HeaderEffects>(_ new: String, _ effects: inout E) -> Bool {
        guard new != text else { return false }
        text = new
        effects.emit(.timeLabel(new))
        return true
    }

    /// Whether the label uses its context's time zone (it has none of its own).
    public var followsContextUTCOffset: Bool { ownUTCOffset == nil }

    /// On a scroll update: recomputes when the stored time changed since the text was made (a host
    /// write to the store shows at the next update, docs/behaviour/header.md §6).
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

    /// A host formatter installed (true) or removed (false).
    public mutating func setHostFormats(_ formats: Bool) {
        hostFormats = formats
    }

    /// Hiding freezes the text: a request still waiting is dropped with it.
    public mutating func setHidden(_ hidden: Bool) {
        self.hidden = hidden
        if hidden { pendingRequest = nil }
    }

    /// The header's own time zone (it then no longer follows its context's).
    public mutating func setUTCOffset(_ offset: Int) {
        ownUTCOffset = offset
    }

    public mutating func setHostTextWidth(_ width: Double) {
        hostTextWidth = width
    }
}
