import RefreshKitModel

/// The footer object: the model's FooterModel in a component object (RefreshComponentObject),
/// which delivers its events as the footer's signals.
public typealias Footer = RefreshComponentObject<FooterModel>

/// The footer's own part of its object: its signals and how it measures its label.
extension FooterModel: TextMeasuringModel {
    public typealias Signal = FooterSignal

    /// The footer's handler answers a width always: when it leaves the result alone, the width
    /// the host set.
    public static func measure(_ footer: Footer) -> Double {
        var measured = footer.model.hostTextWidth
        footer.model.labelText.withCString { pointer in
            _ = footer.emit(FooterSignal.measureText, result: &measured) { $0.string(pointer) }
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
        case .shared(let shared):
            footer.sendShared(shared)
        case .layout(let layout):
            footer.emit(FooterSignal.layoutChanged) { arguments in
                arguments.double(layout.frame.x)
                arguments.double(layout.frame.y)
                arguments.double(layout.frame.width)
                arguments.double(layout.frame.height)
                arguments.double(layout.parts.gif.x)
                arguments.double(layout.parts.gif.y)
                arguments.double(layout.parts.gif.width)
                arguments.double(layout.parts.gif.height)
                arguments.int32(layout.parts.contentMode.rawValue)
            }
        }
    }
}
