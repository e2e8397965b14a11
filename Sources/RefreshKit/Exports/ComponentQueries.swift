import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The forms the four families' queries write their answers in: one line per export where the query
// is one read. Each resolves the component on its loop thread (`query`, Routing.swift), then reads
// its model.

/// The queries every family shares (state, percent, alpha): one value of the component machine.
func machineQuery<Model, Value>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<Value>?, _ outName: StaticString, _ read: (ComponentMachine) -> Value
) -> rk_status {
    query(function, handle, type) { object throws(ABIError) in
        try required(out, outName).pointee = read(object.model.component)
    }
}

/// rk_<component>_get_load_id.
func loadIDQuery<Model: ComponentObjectModel>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    machineQuery(function, handle, type, out, "out_load_id") { $0.loadID }
}

/// A text the component reports (a title, a label, the language), copied out as copyOut does.
func textQuery<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>?,
    _ text: (Model) throws(ABIError) -> String
) -> rk_status {
    query(function, handle, type) { object throws(ABIError) in
        try copyOut(try text(object.model), buffer, capacity, outLength)
    }
}

/// The C structs a query fills: each begins with the size the caller declared.
protocol SizedStruct {
    var struct_size: UInt32 { get }
}

extension rk_footer_layout: SizedStruct {}
extension rk_footer_geometry: SizedStruct {}
extension rk_footer_gif: SizedStruct {}
extension rk_header_layout: SizedStruct {}
extension rk_header_geometry: SizedStruct {}
extension rk_auto_footer_layout: SizedStruct {}
extension rk_auto_footer_geometry: SizedStruct {}
extension rk_trailer_layout: SizedStruct {}
extension rk_trailer_geometry: SizedStruct {}

/// A struct the component fills in place: `out` not NULL and its struct_size large enough first.
func structQuery<Model, Out: SizedStruct>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<Out>?, _ fill: (Model, inout Out) -> Void
) -> rk_status {
    query(function, handle, type) { object throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<Out>.size, "out")
        fill(object.model, &out.pointee)
    }
}

/// A family whose model plays GIF frames (all but the trailer).
protocol GifReporting: ComponentObjectModel {
    /// The GIF layer, which says whether its view is shown (GifPlayer.isShown).
    var gif: GifPlayer { get }
    var isAnimatingGIF: Bool { get }
    var shownFrame: (image: HostImage, index: Int)? { get }
    func frame(at t: Double) throws(InputError) -> (image: HostImage, index: Int)?
}

extension FooterModel: GifReporting {}
extension HeaderModel: GifReporting {}
extension AutoFooterModel: GifReporting {}

/// rk_*_get_gif.
func gifQuery<Model: GifReporting>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<rk_footer_gif>?
) -> rk_status {
    structQuery(function, handle, type, out) { model, out in
        out.visible = model.gif.isShown ? 1 : 0
        out.animating = model.isAnimatingGIF ? 1 : 0
        out.has_frame = model.shownFrame == nil ? 0 : 1
        out.index = Int32(model.shownFrame?.index ?? 0)
        out.reserved = 0
        out.image_id = model.shownFrame?.image.id ?? 0
    }
}

/// rk_*_frame_at: the frame a GIF shows at time `t` (a time, not a length: any finite clock
/// reading), RK_ERR_NOT_FOUND before the first frame.
func frameAtQuery<Model: GifReporting>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type, _ t: Double,
    _ outImage: UnsafeMutablePointer<UInt64>?, _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    query(function, handle, type) { object throws(ABIError) in
        let t = try checked { () throws(InputError) in try InputRules.time(t, "t") }
        let image = try required(outImage, "out_image_id")
        let index = try required(outIndex, "out_index")
        // The time is checked already: the model's own check of it cannot refuse.
        guard let frame = try? object.model.frame(at: t) else {
            throw ABIError(.notFound, "no GIF frame has been shown yet")
        }
        image.pointee = frame.image.id
        index.pointee = Int32(frame.index)
    }
}
