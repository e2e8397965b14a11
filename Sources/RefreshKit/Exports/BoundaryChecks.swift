import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The boundary checks of the C ABI, in one place: every double, flag, enum, struct size, array
// and output buffer a host passes is checked here before anything else looks at it.

// The numeric rules are the model's (InputRules): these convert their refusal to the ABI's status.

@inline(__always)
func finite(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    do throws(InputError) { return try InputRules.coordinate(value, name) } catch { throw invalid(error) }
}

@inline(__always)
func nonNegative(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    do throws(InputError) { return try InputRules.length(value, name) } catch { throw invalid(error) }
}

/// Durations: finite seconds in [0, RK_MAX_DELAY_SECONDS], so every timer they start is finite.
@inline(__always)
func duration(_ value: Double, _ name: @autoclosure () -> String) throws(ABIError) -> Double {
    do throws(InputError) { return try InputRules.duration(value, name()) } catch { throw invalid(error) }
}

/// Any other rule of the model, applied at the boundary.
@inline(__always)
func checked<T>(_ rule: () throws(InputError) -> T) throws(ABIError) -> T {
    do throws(InputError) { return try rule() } catch { throw invalid(error) }
}

@inline(never)
func invalid(_ error: InputError) -> ABIError {
    ABIError(.invalidArgument, error.message)
}

@inline(__always)
func flag(_ value: Int32, _ name: StaticString) throws(ABIError) -> Bool {
    guard value == 0 || value == 1 else { throw flagError(value, name) }
    return value == 1
}

@inline(never)
func flagError(_ value: Int32, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be 0 or 1 (got \(value))")
}

@inline(__always)
func footerState(_ value: rk_footer_state) throws(ABIError) -> FooterState {
    guard let state = FooterState(rawValue: value) else {
        throw ABIError(.invalidArgument, "unknown footer state \(value) (1...6)")
    }
    return state
}

@inline(__always)
func progressDirection(_ value: rk_progress_direction) throws(ABIError) -> ProgressDirection {
    guard let direction = ProgressDirection(rawValue: value) else { throw directionError(value) }
    return direction
}

@inline(never)
func directionError(_ value: rk_progress_direction) -> ABIError {
    ABIError(.invalidArgument, "direction must be RK_PROGRESS_UPLOAD (0) or RK_PROGRESS_DOWNLOAD (1) (got \(value))")
}

/// A last-updated store key: valid UTF-8, InputRules' key rule (not empty, at most
/// RK_LAST_UPDATED_KEY_MAX bytes).
func storeKey(_ key: UnsafePointer<CChar>?) throws(ABIError) -> String {
    let key = try BorrowedString(key, "key").string
    return try checked { () throws(InputError) in try InputRules.key(key, "key") }
}

@inline(__always)
func structSize(_ declared: UInt32, atLeast size: Int, _ name: StaticString) throws(ABIError) {
    guard Int(declared) >= size else { throw structSizeError(declared, size, name) }
}

@inline(never)
func structSizeError(_ declared: UInt32, _ size: Int, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name)->struct_size is \(declared), at least \(size) is needed")
}

/// Copies host images, checking every size.
func images(_ pointer: UnsafePointer<rk_image>?, _ count: UInt32) throws(ABIError) -> [FooterImage] {
    guard count <= UInt32(RK_FOOTER_MAX_FRAMES) else {
        throw ABIError(.invalidArgument, "count \(count) is more than \(RK_FOOTER_MAX_FRAMES) frames")
    }
    guard count > 0 else { return [] }
    guard let pointer else { throw ABIError(.invalidArgument, "images is NULL with count \(count)") }
    var copied: [FooterImage] = []
    copied.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
        let image = FooterImage(id: pointer[i].id, width: pointer[i].width, height: pointer[i].height)
        try checked { () throws(InputError) in try image.check(i) }
        copied.append(image)
    }
    return copied
}

/// Copies a string out like rk_last_error_message: truncated on a character boundary, NUL-terminated.
/// `cap` is a C size_t, which Swift imports as Int: it is read as the unsigned value it is, so a
/// capacity above INT64_MAX (SIZE_MAX, say) is a large buffer, not a negative one.
func copyOut(
    _ text: String, _ buffer: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) throws(ABIError) {
    let capacity = UInt(bitPattern: cap)
    guard buffer != nil || capacity == 0 else { throw ABIError(.invalidArgument, "buf is NULL with cap \(capacity)") }
    var text = text
    let length = text.withUTF8 { bytes -> Int in
        if let buffer, capacity > 0 {
            var n = Int(Swift.min(UInt(bytes.count), capacity - 1))
            while n > 0, n < bytes.count, bytes[n] & 0xC0 == 0x80 { n -= 1 }
            if n > 0, let source = bytes.baseAddress {
                UnsafeMutableRawPointer(buffer).copyMemory(from: source, byteCount: n)
            }
            buffer[n] = 0
        }
        return bytes.count
    }
    outLength?.pointee = length
}

/// A model rectangle as the C struct.
@inline(__always)
func rect(_ r: FooterRect) -> rk_rect {
    rk_rect(x: r.x, y: r.y, width: r.width, height: r.height)
}

/// The size of rk_scroll_metrics up to offset_y: what 1.0 and 1.1 callers set (RK_SCROLL_METRICS_SIZE_1_0).
let scrollMetricsSize1_0 = 64
/// Up to reserved: what 1.2 callers set (RK_SCROLL_METRICS_SIZE_1_2).
let scrollMetricsSize1_2 = 96
/// Up to last_visible_item: what 1.3 and 1.4 callers set (RK_SCROLL_METRICS_SIZE_1_3).
let scrollMetricsSize1_3 = 112

/// One scroll update, checked: a struct of 1.0's size reads the 1.2 fields as 0 (pan none), one
/// of 1.2's size the 1.3 fields as "no items reported", one of 1.3's size the first visible item
/// as none.
@inline(__always)
func scrollMetrics(_ metrics: UnsafePointer<rk_scroll_metrics>?) throws(ABIError) -> ScrollMetrics {
    guard let metrics else { throw ABIError(.invalidArgument, "metrics is NULL") }
    // An older release's size exactly, or the whole struct: a size in between is a caller's mistake.
    let size = Int(metrics.pointee.struct_size)
    if size != scrollMetricsSize1_0 && size != scrollMetricsSize1_2 && size != scrollMetricsSize1_3 {
        try structSize(metrics.pointee.struct_size, atLeast: MemoryLayout<rk_scroll_metrics>.size, "metrics")
    }
    // Field by field through the pointer: a struct copy would read an older caller's struct
    // past its end.
    let m = metrics
    var checked = ScrollMetrics(
        viewportWidth: try nonNegative(m.pointee.viewport_width, "viewport_width"),
        viewportHeight: try nonNegative(m.pointee.viewport_height, "viewport_height"),
        contentHeight: try nonNegative(m.pointee.content_height, "content_height"),
        insetTop: try finite(m.pointee.inset_top, "inset_top"),
        insetBottom: try finite(m.pointee.inset_bottom, "inset_bottom"),
        insetLeft: try finite(m.pointee.inset_left, "inset_left"),
        offset: try finite(m.pointee.offset_y, "offset_y"),
        dragging: try flag(m.pointee.dragging, "dragging"))
    guard size >= scrollMetricsSize1_2 else { return checked }
    checked.contentWidth = try nonNegative(m.pointee.content_width, "content_width")
    checked.insetRight = try finite(m.pointee.inset_right, "inset_right")
    checked.offsetX = try finite(m.pointee.offset_x, "offset_x")
    checked.pan = try panState(m.pointee.pan)
    guard size >= scrollMetricsSize1_3 else { return checked }
    try items(m.pointee.item_count, m.pointee.last_visible_item)
    checked.itemCount = m.pointee.item_count
    checked.lastVisibleItem = m.pointee.last_visible_item
    guard size >= MemoryLayout<rk_scroll_metrics>.size else { return checked }
    try firstItem(m.pointee.item_count, m.pointee.first_visible_item)
    checked.firstVisibleItem = m.pointee.first_visible_item
    return checked
}

/// 1.5's first visible item: the model's rule, reported as the ABI's error.
@inline(__always)
func firstItem(_ count: Int64, _ firstVisible: Int64) throws(ABIError) {
    try checked { () throws(InputError) in try InputRules.items(count: count, firstVisible: firstVisible) }
}

/// F19's two fields: the model's rule (which inlines here), reported as the ABI's error.
@inline(__always)
func items(_ count: Int64, _ lastVisible: Int64) throws(ABIError) {
    try checked { () throws(InputError) in try InputRules.items(count: count, lastVisible: lastVisible) }
}

/// A host's rk_pan_state. PanState(rawValue:) is a switch, which compiles to a jump table on
/// every scroll update here; the cases are declared in raw-value order, so an in-range value is
/// the case's own tag (ABIConstantsTests checks every value against the model's initializer).
@inline(__always)
func panState(_ raw: rk_pan_state) throws(ABIError) -> PanState {
    guard UInt32(bitPattern: raw) <= UInt32(bitPattern: PanState.cancelled.rawValue) else {
        throw ABIError(.invalidArgument, "unknown pan state \(raw) (0...4)")
    }
    return unsafeBitCast(UInt8(truncatingIfNeeded: raw), to: PanState.self)
}

/// A state the member's kind has: rk_refresh_state numbers, refused (RK_ERR_INVALID_STATE, naming
/// the kind) when the kind does not have the state (NoMoreData on a header or a trailer).
@inline(__always)
func familyState<Model: FamilyModel>(_ value: rk_refresh_state, _ type: Model.Type) throws(ABIError) -> RefreshState {
    let state = try footerState(value)
    guard Model.componentKind.has(state) else {
        throw ABIError(.invalidState, "a \(FamilyCall<Model>.kind.name) has no NoMoreData state")
    }
    return state
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
extension rk_auto_header_layout: SizedStruct {}
extension rk_auto_header_geometry: SizedStruct {}
extension rk_trailer_layout: SizedStruct {}
extension rk_trailer_geometry: SizedStruct {}

/// The three ways a host hands a state's GIF frames to any GIF component (`set_images`,
/// `set_images_with_duration`, `set_images_with_frame_durations`). `frames(for:)` copies the
/// images and checks them with the model's rules for the state whose duration rule applies.
enum GifFrameArguments {
    /// The images with the default duration (the model's: 0.1 s per image).
    case defaultDuration(UnsafePointer<rk_image>?, UInt32)
    /// The images over one loop of `duration` seconds.
    case loop(UnsafePointer<rk_image>?, UInt32, duration: Double)
    /// Each image with its own duration (`durations` has `count` entries).
    case perFrame(UnsafePointer<rk_image>?, UnsafePointer<Double>?, UInt32)

    func frames(for rule: RefreshState) throws(ABIError) -> GifFrames {
        switch self {
        case .defaultDuration(let images, let count):
            return GifFrames(defaultDurationFor: try RefreshKit.images(images, count))
        case .loop(let images, let count, let duration):
            let copied = try RefreshKit.images(images, count)
            try checked { () throws(InputError) in
                try GifFrames.checkLoopDuration(duration, count: copied.count, for: rule)
            }
            return GifFrames(images: copied, duration: duration)
        case .perFrame(let images, let durations, let count):
            let copied = try RefreshKit.images(images, count)
            guard copied.isEmpty || durations != nil else {
                throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
            }
            let frames = GifFrames(images: copied, frameDurations: (0..<copied.count).map { durations?[$0] ?? 0 })
            try checked { () throws(InputError) in try frames.check(for: rule, durations: "durations") }
            return frames
        }
    }
}

/// A completion as the verbs take it: rk_component_completion_fn is the same C function as a kind's
/// completion type, whose first parameter is the component's handle whichever pointer type names it.
@inline(__always)
func kindCompletion(_ completion: rk_component_completion_fn?) -> rk_completion_fn? {
    unsafeBitCast(completion, to: rk_completion_fn?.self)
}
