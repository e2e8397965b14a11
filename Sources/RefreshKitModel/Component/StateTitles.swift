/// Per-state titles: the family's table in the chosen language, overridden by the host's own
/// titles, which survive a language change (F7; the original overwrote them).
public struct StateTitles: Sendable {
    public let family: TitleFamily
    public private(set) var language: FooterLanguage = .english
    private var custom: [String?] = Array(repeating: nil, count: RefreshState.allCases.count + 1)

    /// The back footer's titles unless told otherwise.
    public init(family: TitleFamily = .backFooter) {
        self.family = family
    }

    public mutating func setLanguage(_ language: FooterLanguage) {
        self.language = language
    }

    public mutating func setCustom(_ title: String?, for state: RefreshState) {
        custom[Int(state.rawValue)] = title
    }

    public func customTitle(for state: RefreshState) -> String? {
        custom[Int(state.rawValue)]
    }

    /// What the label shows in a state: the custom title, else the built-in one, else nothing.
    public func title(for state: RefreshState) -> String? {
        custom[Int(state.rawValue)] ?? family.title(for: state, in: language)
    }
}

/// The footer's name for its titles.
public typealias FooterTitles = StateTitles
