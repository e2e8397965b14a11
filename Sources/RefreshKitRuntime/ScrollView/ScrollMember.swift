import RefreshKitModel

// How a scroll view reaches the components attached to it: one step at a time, through the
// component's model type.

/// The scroll view's side of a component, answered by its model's type for its object: static,
/// so that each family's answers are compiled for its model (an instance method of the generic
/// object class is compiled once, for every model, and copied the whole model on every read).
public protocol ScrollMemberModel {
    static var componentKind: ComponentKind { get }
    // The steps change the component's model without delivering; `deliver` sends what they
    // queued, once every component has taken its steps, so no host handler runs while a scroll
    // view is half-updated.
    static func attach(_ metrics: ScrollMetrics, _ object: ComponentObject)
    static func detach(_ object: ComponentObject)
    /// 1.5: detached from its scroll view (not a give-back on the way to one): a load under way
    /// ends as cancelled; its exit then asks for no inset.
    static func leftScrollView(_ object: ComponentObject)
    static func applyContentSizeAndPan(_ update: ScrollMetrics, _ object: ComponentObject)
    static func applyOffset(_ metrics: ScrollMetrics, _ object: ComponentObject)
    /// Another component's request, which the scroll view took: nothing to deliver.
    static func observe(_ metrics: ScrollMetrics, _ object: ComponentObject)
    /// 1.5: items the host inserted at an edge (AttachableComponent.itemsInserted).
    static func itemsInserted(_ items: Int64, _ edge: ScrollEdge, _ object: ComponentObject)
    static func deliver(_ object: ComponentObject)
    static func insetContribution(of object: ComponentObject) -> Double
    static func loadStateOfMember(_ object: ComponentObject) -> LoadState
    static func appliedInset(of object: ComponentObject) -> Double
    static func appliedOffset(of object: ComponentObject) -> Double
}

/// A component object a scroll view can drive: the four families' objects (RefreshComponentObject
/// conforms), each reached through its model's type (ScrollMemberModel).
public protocol ScrollMember: ComponentObject {
    static var scrollModel: any ScrollMemberModel.Type { get }
}

/// A component as the scroll view's model holds it: the object, its model's type (which answers
/// the scroll view's steps for it, compiled for that model), and where the model says it is
/// attached (the object's own `scrollView` is set by the runtime once the model agreed).
public struct AttachedComponent: AttachableComponent {
    public let object: any ScrollMember
    @usableFromInline let model: any ScrollMemberModel.Type
    /// A component's kind never changes: kept here, the scroll update reads no witness for it.
    public let kind: ComponentKind
    public var attachedTo: UInt64?

    public init(_ object: any ScrollMember) {
        self.object = object
        model = type(of: object).scrollModel
        kind = model.componentKind
        attachedTo = object.scrollView?.handle
    }

    public var componentID: UInt64 { object.handle }
    public var insetContribution: Double { model.insetContribution(of: object) }
    public var loadState: LoadState { model.loadStateOfMember(object) }
    public var appliedInset: Double { model.appliedInset(of: object) }
    public var appliedOffset: Double { model.appliedOffset(of: object) }
    public func attach(_ metrics: ScrollMetrics) { model.attach(metrics, object) }
    public func detach() { model.detach(object) }
    public func leftScrollView() { model.leftScrollView(object) }
    public func applyContentSizeAndPan(_ update: ScrollMetrics) { model.applyContentSizeAndPan(update, object) }
    public func applyOffset(_ metrics: ScrollMetrics) { model.applyOffset(metrics, object) }
    public func observe(_ metrics: ScrollMetrics) { model.observe(metrics, object) }
    public func itemsInserted(_ items: Int64, at edge: ScrollEdge) { model.itemsInserted(items, edge, object) }
    /// Sends what the steps queued.
    public func deliver() { model.deliver(object) }
}
