import RefreshKitModel

/// The auto footer object: the model's AutoFooterModel in a component object
/// (RefreshComponentObject), its timers (the paging animation, the GIF frames) on the context's
/// loop, its events delivered as the auto footer's signals.
public typealias AutoFooter = RefreshComponentObject<AutoFooterModel>

/// The auto footer's own part of its object: its signals and how it measures its label.
extension AutoFooterModel: TextMeasuringModel, StyledComponentModel {
    public typealias Signal = AutoFooterSignal
    public init() { self.init(style: .normal) }

    /// No handler answering (all disconnected meanwhile) is the set width.
    public static func measure(_ footer: AutoFooter) -> Double? {
        footer.measureText(footer.model.labelText)
    }

    public mutating func applyLayout<E: AutoFooterEffects>(
        _ request: LayoutRequest, measured: Double??, _ effects: inout E
    ) -> Bool {
        applyLayout(request, measuredWidth: measured ?? nil, &effects)
    }

    public static func send(_ event: AutoFooterEvent, from footer: AutoFooter) {
        switch event {
        case .shared(let shared):
            footer.sendShared(shared)
        case .layout(let layout):
            footer.emit(AutoFooterSignal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .spinner(let animating):
            footer.emit(AutoFooterSignal.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        }
    }
}
