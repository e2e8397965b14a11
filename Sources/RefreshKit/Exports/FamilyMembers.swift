import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The refresh family's models as its verbs (FamilyVerbs.swift) reach them. What every member does
// alike is the model's own (RefreshComponent); FamilyModel adds only the two verbs whose model call
// differs by kind. A verb some kinds lack runs on a narrower protocol below (its verb is a
// FooterVerb, CountingVerb, LabelHidingVerb or GifVerb), and a kind has it exactly when its model
// conforms: rk_component_<verb> refuses the others (FamilyCall.lacks), and the header declares
// rk_<kind>_<verb> only for the kinds that conform.

extension RefreshComponentObject {
    /// The family's handle kind (the ABI's rk_kind).
    static var objectKind: ObjectKind {
        switch Model.componentKind {
        case .header: .header
        case .backFooter: .footer
        case .autoFooter: .autoFooter
        case .trailer: .trailer
        case .autoHeader: .autoHeader
        }
    }
}

/// A member of the refresh family: the back footer, the header, the auto footer, the trailer.
protocol FamilyModel: RefreshComponent, ComponentObjectModel {
    /// rk_*_set_metrics: a scroll update from the host, for a member no scroll view drives.
    mutating func takeHostMetrics<E: ComponentEffects<Event>>(unchecked metrics: ScrollMetrics, _ effects: inout E)
    /// rk_*_set_hidden.
    mutating func setHidden<E: ComponentEffects<Event>>(_ hidden: Bool, _ effects: inout E)
}

extension FamilyModel {
    mutating func takeHostMetrics<E: ComponentEffects<Event>>(unchecked metrics: ScrollMetrics, _ effects: inout E) {
        setMetrics(unchecked: metrics, &effects)
    }
}

extension FamilyModel where Self: PullComponent {
    /// A pulled member's flag alone (PullComponent): its inset is its own only while it refreshes.
    mutating func setHidden<E: ComponentEffects<Event>>(_ hidden: Bool, _ effects: inout E) {
        setHidden(hidden)
    }
}

extension FooterModel: FamilyModel {}
extension HeaderModel: FamilyModel {}
extension TrailerModel: FamilyModel {}

extension AutoLoaderModel: FamilyModel {
    /// Alone, the auto footer attaches itself with its first update (docs/behaviour/auto-footer.md §2).
    mutating func takeHostMetrics<E: ComponentEffects<Event>>(unchecked metrics: ScrollMetrics, _ effects: inout E) {
        updateAlone(unchecked: metrics, &effects)
    }
}

/// A member made in a style: the header, the auto footer, the trailer (createMember, Routing.swift).
protocol StyledMember: FamilyModel {
    associatedtype Style: RawRepresentable<Int32>, CaseIterable
    /// The object's own start in its style.
    static func start(_ object: RefreshComponentObject<Self>, _ style: Style)
}

extension HeaderModel: StyledMember {
    static func start(_ header: Header, _ style: HeaderStyle) { header.start(style: style) }
}

extension AutoLoaderModel: StyledMember {
    static func start(_ loader: RefreshComponentObject<Self>, _ style: AutoLoaderStyle) { loader.start(style: style) }
}

extension TrailerModel: StyledMember {
    static func start(_ trailer: Trailer, _ style: TrailerStyle) { trailer.start(style: style) }
}

/// MJRefreshFooter's layer (RefreshFooter): NoMoreData, the ignored inset, the text width. The
/// back footer and the auto loaders (the auto header runs out of older items as a footer runs out).
protocol FooterMember: FamilyModel, RefreshFooter {}

extension FooterModel: FooterMember {}
extension AutoLoaderModel: FooterMember {}

/// A footer under the content, whose ignored inset is the bottom one (rk_*_set_ignored_bottom_inset):
/// the back footer and the auto footer, not the auto header.
protocol BottomInsetMember: FooterMember {}

extension FooterModel: BottomInsetMember {}
extension AutoLoaderModel: BottomInsetMember where Placement == AutoFooterPlacement {}

/// The host's item count (ItemCounting): the back footer and the trailer.
protocol CountingMember: FamilyModel, ItemCounting {}

extension FooterModel: CountingMember {}
extension TrailerModel: CountingMember {}

/// A label the host may hide: the back footer, the header and the trailer (the auto footer hides
/// its refreshing title instead).
protocol LabelHidingMember: FamilyModel {
    mutating func setLabelHidden<E: ComponentEffects<Event>>(_ hidden: Bool, _ effects: inout E)
}

extension LabelHidingMember where Self: PullBar {
    /// A bar's label leaves the room to its GIF or arrow: the layout alone changes (PullBar).
    mutating func setLabelHidden<E: ComponentEffects<Event>>(_ hidden: Bool, _ effects: inout E) {
        setLabelHidden(hidden)
    }
}

extension FooterModel: LabelHidingMember {}
extension HeaderModel: LabelHidingMember {}
extension TrailerModel: LabelHidingMember {}

/// Every member but the trailer (whose width is its content's and which shows an arrow): a height,
/// a measured label and MJRefresh's GIF layer, with frames per state.
protocol GifMember: FamilyModel, MeasuredLayout, GifComponentModel {
    mutating func setHeight<E: ComponentEffects<Event>>(unchecked height: Double, _ effects: inout E)
    /// The state whose duration rule a state's frames follow.
    static func framesRule(for target: RefreshState) -> RefreshState
    mutating func setImages<E: ComponentEffects<Event>>(
        unchecked frames: GifFrames, for target: RefreshState, _ effects: inout E)
}

extension GifMember {
    static func framesRule(for target: RefreshState) -> RefreshState { target }
}

extension GifMember where Self: PullBar {
    /// A bar's height changes its layout alone (PullBar).
    mutating func setHeight<E: ComponentEffects<Event>>(unchecked height: Double, _ effects: inout E) {
        setHeight(unchecked: height)
    }
}

extension FooterModel: GifMember {}
extension HeaderModel: GifMember {}

extension AutoLoaderModel: GifMember {
    /// Only Refreshing's frames ever animate (docs/behaviour/auto-footer.md §11): every other
    /// state's follow Idle's rule.
    static func framesRule(for target: RefreshState) -> RefreshState {
        target == .refreshing ? .refreshing : .idle
    }
}
