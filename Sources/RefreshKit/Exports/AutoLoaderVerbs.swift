import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The verbs the auto footer and the auto header share (MJRefresh's auto-footer layer, at either
// edge), each written once: rk_auto_footer_<verb> and rk_auto_header_<verb> are one-line calls of
// its route, generated from the header into FamilyForwards.swift. As a FamilyVerb, a type's name
// is the verb's in UpperCamelCase and its fields are the header's parameters after the handle.

/// A verb of the auto loaders: runs on an AutoLoaderModel at either edge.
protocol AutoLoaderVerb {
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status
}

extension AutoLoaderVerb {
    /// rk_auto_footer_<verb> and rk_auto_header_<verb>: the kind's own function.
    @inline(__always)
    func route<P: AutoLoaderPlacement>(
        _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<AutoLoaderModel<P>>.Type
    ) -> rk_status {
        run(FamilyCall(function, handle, type))
    }
}

struct SetTriggerPercent: AutoLoaderVerb {
    let percent: Double
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.setting(try finite(percent, "percent")) { model, _, percent in model.setTriggerPercent(unchecked: percent)
        }
    }
}

struct SetAutomaticallyRefresh: AutoLoaderVerb {
    let enabled: Int32
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.settingFlag(enabled, "enabled") { model, _, enabled in model.setAutomaticallyRefresh(enabled) }
    }
}

struct SetAutoTriggerTimes: AutoLoaderVerb {
    let times: Int32
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.setting(Int(times)) { model, _, times in model.setAutoTriggerTimes(times) }
    }
}

struct SetFillsViewport: AutoLoaderVerb {
    let enabled: Int32
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.settingFlag(enabled, "enabled") { model, _, enabled in model.setFillsViewport(enabled) }
    }
}

struct SetPrefetchItems: AutoLoaderVerb {
    let items: Int64
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.setting(try checked { () throws(InputError) in try InputRules.count(items, "items") }) {
            model, _, items in model.setPrefetchDistance(unchecked: items)
        }
    }
}

struct GetPrefetchItems: AutoLoaderVerb {
    let outItems: UnsafeMutablePointer<Int64>?
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.query { object throws(ABIError) in
            try required(outItems, "out_items").pointee = object.model.prefetchDistance
        }
    }
}

struct Tap: AutoLoaderVerb {
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.setting(()) { model, effects, _ in model.tap(&effects) }
    }
}

struct SetRefreshingTitleHidden: AutoLoaderVerb {
    let hidden: Int32
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.settingFlag(hidden, "hidden") { model, _, hidden in model.setRefreshingTitleHidden(hidden) }
    }
}

struct SetSpinnerSize: AutoLoaderVerb {
    let width: Double
    let height: Double
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.setting((try nonNegative(width, "width"), try nonNegative(height, "height"))) { model, _, size in
            try? model.setSpinnerSize(width: size.0, height: size.1)
        }
    }
}

struct IsSpinnerAnimating: AutoLoaderVerb {
    let outAnimating: UnsafeMutablePointer<Int32>?
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.query { object throws(ABIError) in
            try required(outAnimating, "out_animating").pointee = object.model.spinnerAnimating ? 1 : 0
        }
    }
}

// MARK: The layout query

/// rk_auto_footer_layout and rk_auto_header_layout: the same fields, the frame named for the edge.
protocol AutoLoaderLayoutStruct: SizedStruct {
    var style: rk_auto_footer_style { get set }
    var frame: rk_rect { get set }
    var label: rk_rect { get set }
    var spinner: rk_rect { get set }
    var gif: rk_rect { get set }
    var content_mode: rk_content_mode { get set }
    var reserved: UInt32 { get set }
}

extension rk_auto_footer_layout: AutoLoaderLayoutStruct {
    var frame: rk_rect {
        get { footer }
        set { footer = newValue }
    }
}

extension rk_auto_header_layout: AutoLoaderLayoutStruct {
    var frame: rk_rect {
        get { header }
        set { header = newValue }
    }
}

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

/// rk_auto_footer_get_layout, rk_auto_header_get_layout: the layout last told (before the first
/// one, the layout for the current metrics with the set text width).
struct GetLayout<Out: AutoLoaderLayoutStruct>: AutoLoaderVerb {
    let out: UnsafeMutablePointer<Out>?
    func run<P: AutoLoaderPlacement>(_ call: FamilyCall<AutoLoaderModel<P>>) -> rk_status {
        call.fill(out) { model, out in
            let layout = model.reportedLayout
            out.style = model.style.rawValue
            out.frame = rect(layout.frame)
            out.label = rect(layout.parts.label)
            out.reserved = 0
            switch layout.parts.visual {
            case .spinner(let spinner):
                (out.spinner, out.gif, out.content_mode) = (rect(spinner), noRect, 0)
            case .gif(let gif, let mode):
                (out.spinner, out.gif, out.content_mode) = (noRect, rect(gif), mode.rawValue)
            }
        }
    }
}

/// An Int as the geometry's int32 fields carry it (autoTriggerTimes comes from an int32_t).
@inline(__always)
func int32(_ value: Int) -> Int32 {
    Int32(clamping: value)
}
