/// Per-state titles: the language's table, overridden by the host's own titles, which survive a
/// language change (F7; the original overwrote them).
public struct FooterTitles: Sendable {
    public private(set) var language: FooterLanguage = .english
    private var custom: [String?] = Array(repeating: nil, count: FooterState.allCases.count + 1)

    public init() {}

    public mutating func setLanguage(_ language: FooterLanguage) {
        self.language = language
    }

    public mutating func setCustom(_ title: String?, for state: FooterState) {
        custom[Int(state.rawValue)] = title
    }

    public func customTitle(for state: FooterState) -> String? {
        custom[Int(state.rawValue)]
    }

    /// What the label shows in a state: the custom title, else the built-in one, else nothing.
    public func title(for state: FooterState) -> String? {
        custom[Int(state.rawValue)] ?? language.title(for: state)
    }
}
