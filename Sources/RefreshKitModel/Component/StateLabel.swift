/// The state label layer (MJRefreshBackStateFooter, MJRefreshStateHeader): the label that shows
/// the state's title, and how wide its text is when the host sets the width instead of measuring it.
public struct StateLabel: Sendable {
    /// MJRefresh's gap between a GIF and the text (its GIF classes' labelLeftInset).
    public static let defaultLeftInset = 20.0
    /// MJRefresh's gap between an arrow or an indicator and the text (MJRefreshLabelLeftInset).
    public static let normalLeftInset = 25.0

    public private(set) var titles: StateTitles
    public private(set) var text: String {
        didSet { generation &+= 1 }
    }
    /// Grows whenever the text changes: a width measured under an older generation was measured
    /// for other text, and a layout must not use it (docs/behaviour/component.md §9).
    public private(set) var generation: UInt64 = 0
    public private(set) var hidden = false
    /// The gap between the GIF and the text (MJRefresh's labelLeftInset).
    public private(set) var leftInset = StateLabel.defaultLeftInset
    /// The text width the host set (rk_footer_set_text_width): used when nobody measures.
    public private(set) var hostTextWidth = 0.0

    /// A label with `family`'s titles (the back footer's by default), showing Idle's, with the
    /// family's gap to the GIF or arrow.
    public init(family: TitleFamily = .backFooter, leftInset: Double = StateLabel.defaultLeftInset) {
        titles = StateTitles(family: family)
        text = titles.title(for: .idle) ?? ""
        self.leftInset = leftInset
    }

    /// A label with `family`'s titles beside the family's GIF (`gif`) or its arrow or indicator.
    public init(family: TitleFamily, gif: Bool) {
        self.init(family: family, leftInset: gif ? StateLabel.defaultLeftInset : StateLabel.normalLeftInset)
    }

    /// Whether a layout needs the text's width: the label is shown and has text.
    public var needsTextWidth: Bool { !hidden && !text.isEmpty }

    /// The host's message of the last failure (F17): shown in Failed instead of the title.
    public private(set) var failureMessage: String?

    public mutating func setFailureMessage(_ message: String?) {
        failureMessage = message
    }

    /// Shows the title of `state` (in Failed the failure's message when the host gave one), or
    /// nothing when `showsTitle` is false (the auto footer's refreshingTitleHidden); told only
    /// when the text changes. True when it changed.
    public mutating func update<E: ComponentEffects>(
        for state: RefreshState, showsTitle: Bool = true, _ effects: inout E
    ) -> Bool {
        let title = state == .failed ? failureMessage ?? titles.title(for: state) : titles.title(for: state)
        let new = showsTitle ? title ?? "" : ""
        guard new != text else { return false }
        text = new
        effects.emit(.label(new))
        return true
    }

    public mutating func setLanguage(_ language: FooterLanguage) {
        titles.setLanguage(language)
    }

    /// A custom title for a state; nil returns the state to the language's title.
    public mutating func setTitle(_ title: String?, for state: RefreshState) {
        titles.setCustom(title, for: state)
    }

    public mutating func setHidden(_ hidden: Bool) {
        self.hidden = hidden
    }

    public mutating func setLeftInset(_ inset: Double) {
        leftInset = inset
    }

    public mutating func setHostTextWidth(_ width: Double) {
        hostTextWidth = width
    }
}
