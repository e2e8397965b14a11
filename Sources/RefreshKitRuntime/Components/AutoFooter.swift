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
        case .shared(.stateChanged(let new, let old)):
            footer.emit(AutoFooterSignal.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .shared(.pullingPercent(let percent)):
            footer.emit(AutoFooterSignal.pullingPercent) { $0.double(percent) }
        case .shared(.frameChanged(let image, let index)):
            footer.emit(AutoFooterSignal.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .shared(.gifVisibility(let visible)):
            footer.emit(AutoFooterSignal.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            footer.emit(AutoFooterSignal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .shared(.insetRequested(let edge, let value, let duration)):
            footer.requestInset(AutoFooterSignal.insetRequested, edge, value, duration)
        case .shared(.offsetRequested(let axis, let value, let duration)):
            footer.requestOffset(AutoFooterSignal.offsetRequested, axis, value, duration)
        case .shared(.alpha(let alpha, let duration)):
            footer.emit(AutoFooterSignal.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .shared(.label(let text)):
            footer.emitText(AutoFooterSignal.labelChanged, text)
        case .shared(.refreshing(let loadID)):
            footer.emitTrigger(AutoFooterSignal.refreshing, AutoFooterSignal.refreshingLoad, loadID)
        case .shared(.announcement(let text, let priority)):
            footer.emitAnnouncement(AutoFooterSignal.announcement, text, priority)
        case .shared(.endAnimationBegan):
            footer.emit(AutoFooterSignal.endAnimationBegan)
        case .spinner(let animating):
            footer.emit(AutoFooterSignal.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        case .shared(.completion(let id, let finished)):
            footer.finishCompletion(id, finished: finished)
        }
    }
}
