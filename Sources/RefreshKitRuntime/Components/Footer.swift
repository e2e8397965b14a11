import RefreshKitModel

/// The footer object: the model's FooterModel in a component object (RefreshComponentObject),
/// which delivers its events as the footer's signals.
public typealias Footer = RefreshComponentObject<FooterModel>

/// The footer's own part of its object: its signals, its edge, how it measures its label.
extension FooterModel: TextMeasuringModel {
    public static var announcementSignal: Int { FooterSignals.announcement }
    public static var measureTextSignal: Int { FooterSignals.measureText }
    public var appliedInset: Double { metrics.insetBottom }
    public var appliedOffset: Double { metrics.offset }

    /// The footer's handler answers a width always: when it leaves the result alone, the width
    /// the host set.
    public static func measure(_ footer: Footer) -> Double {
        var measured = footer.model.hostTextWidth
        footer.model.labelText.withCString { pointer in
            _ = footer.emit(FooterSignals.measureText, result: &measured) { $0.string(pointer) }
        }
        return measured
    }

    public mutating func applyLayout<E: FooterEffects>(_ request: LayoutRequest, measured: Double?, _ effects: inout E)
        -> Bool
    {
        applyLayout(request, measuredWidth: measured, &effects)
    }

    public static func send(_ event: FooterEvent, from footer: Footer) {
        switch event {
        case .stateChanged(let new, let old):
            footer.emit(FooterSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            footer.emit(FooterSignals.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            footer.emit(FooterSignals.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility(let visible):
            footer.emit(FooterSignals.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            footer.emit(FooterSignals.layoutChanged) { arguments in
                arguments.double(layout.footer.x)
                arguments.double(layout.footer.y)
                arguments.double(layout.footer.width)
                arguments.double(layout.footer.height)
                arguments.double(layout.gif.x)
                arguments.double(layout.gif.y)
                arguments.double(layout.gif.width)
                arguments.double(layout.gif.height)
                arguments.int32(layout.contentMode.rawValue)
            }
        case .insetRequested(let bottom, let duration):
            footer.requestInset(FooterSignals.insetRequested, .bottom, bottom, duration)
        case .offsetRequested(let offset, let duration):
            footer.requestOffset(FooterSignals.offsetRequested, .vertical, offset, duration)
        case .alpha(let alpha, let duration):
            footer.emit(FooterSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            footer.emitText(FooterSignals.labelChanged, text)
        case .refreshing(let loadID):
            footer.emitTrigger(FooterSignals.refreshing, FooterSignals.refreshingLoad, loadID)
        case .announcement(let text, let priority):
            footer.emitAnnouncement(FooterSignals.announcement, text, priority)
        case .completion(let id, let finished):
            footer.finishCompletion(id, finished: finished)
        }
    }
}
