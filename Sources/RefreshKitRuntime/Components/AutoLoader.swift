import RefreshKitModel

/// The auto footer object: the model's AutoFooterModel in a component object
/// (RefreshComponentObject), its timers (the paging animation, the GIF frames) on the context's
/// loop, its events delivered as the auto footer's signals.
public typealias AutoFooter = RefreshComponentObject<AutoFooterModel>
/// The auto header object (1.5): the same object at the top edge, with the auto header's signals.
public typealias AutoHeader = RefreshComponentObject<AutoHeaderModel>

/// An auto loader's own part of its object: its signals and how it measures its label.
extension AutoLoaderModel: TextMeasuringModel, StyledComponentModel {
    public typealias Signal = AutoLoaderSignal<Placement>
    public init() { self.init(style: .normal) }

    /// No handler answering (all disconnected meanwhile) is the set width.
    public static func measure(_ footer: RefreshComponentObject<Self>) -> Double? {
        footer.measureText(footer.model.labelText)
    }

    public mutating func applyLayout<E: AutoLoaderEffects>(
        _ request: LayoutRequest, measured: Double??, _ effects: inout E
    ) -> Bool {
        applyLayout(request, measuredWidth: measured ?? nil, &effects)
    }

    public static func send(_ event: AutoLoaderEvent, from footer: RefreshComponentObject<Self>) {
        switch event {
        case .shared(let shared):
            footer.sendShared(shared)
        case .layout(let layout):
            footer.emit(Signal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .spinner(let animating):
            footer.emit(Signal.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        }
    }
}
