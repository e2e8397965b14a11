/// What a header asks of its host's last-updated formatter at a recompute: the inputs of the text,
/// the ones the built-in text is made from. The header holds one request at a time; a recompute
/// before the answer replaces it, and an answer to a replaced request is refused (see
/// LastUpdatedLabel.answer), so a formatter that changes its header while it runs never has a
/// stale text shown.
public struct TimeTextRequest: Equatable, Sendable {
    /// Grows with every request of the label: two requests are never equal.
    public let serial: UInt64
    /// The time stored under the header's key (nil: nothing stored).
    public let time: Double?
    /// The wall clock's reading at the recompute (nil: unusable, so no date counts as today).
    public let now: Double?
    /// The time zone the built-in text uses: the header's own, else its context's, in seconds east
    /// of UTC.
    public let utcOffset: Int

    public init(serial: UInt64, time: Double?, now: Double?, utcOffset: Int) {
        self.serial = serial
        self.time = time
        self.now = now
        self.utcOffset = utcOffset
    }

    /// The built-in text for the same inputs: what a formatter that declines (or whose text is
    /// refused) leaves shown.
    public func builtInText(language: FooterLanguage) -> String {
        LastUpdatedLabel.format(time: time, now: now, utcOffset: utcOffset, language: language)
    }
}
