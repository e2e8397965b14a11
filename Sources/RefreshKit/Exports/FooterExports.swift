import CRefreshKitSupport
import RefreshKitCore

// MARK: Boundary checks

/// The largest length (points) the footer accepts, and the smallest footer height: with these
/// bounds every derived value (offsets, the percent) stays finite (the fuzzer found +inf from a
/// denormal height and from offsets near the largest double).
private let maximumLength = 1e9
private let minimumHeight = 1e-3

@inline(__always)
private func finite(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    guard abs(value) <= maximumLength else { throw notFiniteError(value, name) }
    return value
}

// The messages are built out of line, so the checks inline as a compare and a branch.
@inline(never)
private func notFiniteError(_ value: Double, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be finite and within ±1e9 (got \(value))")
}

@inline(__always)
private func nonNegative(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    guard value >= 0, value <= maximumLength else { throw negativeError(value, name) }
    return value
}

@inline(never)
private func negativeError(_ value: Double, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be finite, >= 0 and <= 1e9 (got \(value))")
}

/// Durations: finite seconds in [0, RK_MAX_DELAY_SECONDS], so every timer they start is finite.
@inline(__always)
private func duration(_ value: Double, _ name: @autoclosure () -> String) throws(ABIError) -> Double {
    guard value.isFinite, value >= 0, value <= maxTimerDelay else {
        throw ABIError(.invalidArgument,
                       "\(name()) must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(value))")
    }
    return value
}

@inline(__always)
private func flag(_ value: Int32, _ name: StaticString) throws(ABIError) -> Bool {
    guard value == 0 || value == 1 else { throw flagError(value, name) }
    return value == 1
}

@inline(never)
private func flagError(_ value: Int32, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be 0 or 1 (got \(value))")
}

@inline(__always)
private func footerState(_ value: rk_footer_state) throws(ABIError) -> FooterState {
    guard let state = FooterState(rawValue: value) else {
        throw ABIError(.invalidArgument, "unknown footer state \(value) (1...5)")
    }
    return state
}

@inline(__always)
private func structSize(_ declared: UInt32, atLeast size: Int, _ name: StaticString) throws(ABIError) {
    guard Int(declared) >= size else { throw structSizeError(declared, size, name) }
}

@inline(never)
private func structSizeError(_ declared: UInt32, _ size: Int, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name)->struct_size is \(declared), at least \(size) is needed")
}

/// Copies host images, checking every size.
private func images(_ pointer: UnsafePointer<rk_image>?, _ count: UInt32) throws(ABIError) -> [FooterImage] {
    guard count <= UInt32(RK_FOOTER_MAX_FRAMES) else {
        throw ABIError(.invalidArgument, "count \(count) is more than \(RK_FOOTER_MAX_FRAMES) frames")
    }
    guard count > 0 else { return [] }
    guard let pointer else { throw ABIError(.invalidArgument, "images is NULL with count \(count)") }
    var copied: [FooterImage] = []
    copied.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
        let image = pointer[i]
        guard image.width.isFinite, image.height.isFinite, image.width >= 0, image.height >= 0,
              image.width <= maximumLength, image.height <= maximumLength else {
            throw ABIError(.invalidArgument,
                           "images[\(i)] size \(image.width) x \(image.height) must be finite, >= 0 and <= 1e9")
        }
        copied.append(FooterImage(id: image.id, width: image.width, height: image.height))
    }
    return copied
}

/// Pulling and Refreshing loop their frames on timers; every other state's frames never animate.
private func animates(_ state: FooterState, _ count: Int) -> Bool {
    (state == .pulling || state == .refreshing) && count >= 2
}

/// Copies a string out like rk_last_error_message: truncated on a character boundary, NUL-terminated.
/// `cap` is a C size_t, which Swift imports as Int: it is read as the unsigned value it is, so a
/// capacity above INT64_MAX (SIZE_MAX, say) is a large buffer, not a negative one.
private func copyOut(_ text: String, _ buffer: UnsafeMutablePointer<CChar>?, _ cap: Int,
                     _ outLength: UnsafeMutablePointer<Int>?) throws(ABIError) {
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

// MARK: Command and query plumbing

/// Runs a footer command now on the loop thread, or queues it from another thread (F1). A queued
/// command whose footer is gone by dispatch calls its completion with finished = 0.
@inline(__always)
private func footerCommand<Arguments>(
    _ function: StaticString, _ footer: OpaquePointer?, _ arguments: Arguments,
    completion: rk_completion_fn? = nil, userData: UnsafeMutableRawPointer? = nil,
    _ apply: @escaping (Footer, Arguments, UInt64?) -> Void
) -> rk_status {
    // The common case first: a live footer of the loop context this thread used last.
    let bits = UInt64(UInt(bitPattern: footer))
    if let object = Handles.cachedLoopObject(bits), object.kind == .footer {
        // `object` keeps the footer alive even if a handler destroys it; the body borrows it.
        withExtendedLifetime(object) {
            Unmanaged.passUnretained(unsafeDowncast(object, to: Footer.self))._withUnsafeGuaranteedRef { target in
                apply(target, arguments, target.register(completion, userData))
            }
        }
        return Status.ok.rawValue
    }
    return routedFooterCommand(function, footer, arguments, completion: completion, userData: userData, apply)
}

private func routedFooterCommand<Arguments>(
    _ function: StaticString, _ footer: OpaquePointer?, _ arguments: Arguments,
    completion: rk_completion_fn?, userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (Footer, Arguments, UInt64?) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        switch try Handles.commandTarget(UnsafeRawPointer(footer), .footer, as: Footer.self) {
        case .now(let target):
            apply(target, arguments, target.register(completion, userData))
        case .queue(let context, let handle):
            let command = ObjectCommand(handle: handle, run: { object in
                guard let target = object as? Footer else { return }
                apply(target, arguments, target.register(completion, userData))
            }, drop: { context in
                guard let completion else { return }
                context.callingHost { completion(OpaquePointer(bitPattern: UInt(handle)), 0, userData) }
            })
            guard context.queue.append(.object(command)) else {
                throw ABIError(.invalidHandle, "the footer's context is being destroyed")
            }
        }
    }
}

private func footerQuery(_ function: StaticString, _ footer: OpaquePointer?,
                         _ body: (Footer) throws(ABIError) -> Void) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        try body(try Handles.object(UnsafeRawPointer(footer), .footer, as: Footer.self))
    }
}

// MARK: Lifetime

@c @implementation
public func rk_footer_create(_ context: OpaquePointer?, _ outFooter: UnsafeMutablePointer<OpaquePointer?>?)
    -> rk_status
{
    abiCall("rk_footer_create") { () throws(ABIError) in
        let out = try required(outFooter, "out_footer")
        let context = try Handles.context(context)
        let footer = try context.insert(.footer) { handle, sequence in
            Footer(kind: .footer, handle: handle, sequence: sequence, context: context)
        }
        out.pointee = OpaquePointer(bitPattern: UInt(footer.handle))
    }
}

@c @implementation
public func rk_footer_destroy(_ footer: OpaquePointer?) -> rk_status {
    footerQuery("rk_footer_destroy", footer) { footer in footer.context.destroy(footer) }
}

// MARK: Inputs

@c @implementation
public func rk_footer_set_metrics(_ footer: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?) -> rk_status {
    let checked: FooterMetrics
    do throws(ABIError) {
        guard let metrics else { throw ABIError(.invalidArgument, "metrics is NULL") }
        try structSize(metrics.pointee.struct_size, atLeast: MemoryLayout<rk_scroll_metrics>.size, "metrics")
        let m = metrics.pointee
        checked = FooterMetrics(
            viewportWidth: try nonNegative(m.viewport_width, "viewport_width"),
            viewportHeight: try nonNegative(m.viewport_height, "viewport_height"),
            contentHeight: try nonNegative(m.content_height, "content_height"),
            insetTop: try finite(m.inset_top, "inset_top"),
            insetBottom: try finite(m.inset_bottom, "inset_bottom"),
            insetLeft: try finite(m.inset_left, "inset_left"),
            offset: try finite(m.offset_y, "offset_y"),
            dragging: try flag(m.dragging, "dragging"))
    } catch {
        recordError("rk_footer_set_metrics", error)
        return error.status.rawValue
    }
    return footerCommand("rk_footer_set_metrics", footer, checked) { footer, metrics, _ in
        footer.perform { model, effects in model.setMetrics(metrics, &effects) }
    }
}

/// A command whose argument is checked first, then applied to the model.
private func checkedCommand<Value>(_ function: StaticString, _ footer: OpaquePointer?,
                                   _ check: () throws(ABIError) -> Value,
                                   _ apply: @escaping (inout FooterModel, inout Footer.Effects, Value) -> Void)
    -> rk_status
{
    let value: Value
    do throws(ABIError) {
        value = try check()
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return footerCommand(function, footer, value) { footer, value, _ in
        footer.perform { model, effects in apply(&model, &effects, value) }
    }
}

@c @implementation
public func rk_footer_set_visible(_ footer: OpaquePointer?, _ visible: Int32) -> rk_status {
    checkedCommand("rk_footer_set_visible", footer, { () throws(ABIError) in try flag(visible, "visible") }) {
        $0.setVisible($2, &$1)
    }
}

@c @implementation
public func rk_footer_set_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    checkedCommand("rk_footer_set_hidden", footer, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        $0.setHidden($2)
    }
}

@c @implementation
public func rk_footer_set_interaction_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    checkedCommand("rk_footer_set_interaction_enabled", footer,
                   { () throws(ABIError) in try flag(enabled, "enabled") }) { $0.setInteractionEnabled($2) }
}

@c @implementation
public func rk_footer_set_data_count(_ footer: OpaquePointer?, _ count: Int64) -> rk_status {
    checkedCommand("rk_footer_set_data_count", footer, { () throws(ABIError) in
        guard count >= 0 else { throw ABIError(.invalidArgument, "count must be >= 0 (got \(count))") }
        return count
    }) { $0.setDataCount($2) }
}

@c @implementation
public func rk_footer_set_height(_ footer: OpaquePointer?, _ height: Double) -> rk_status {
    checkedCommand("rk_footer_set_height", footer, { () throws(ABIError) in
        guard height.isFinite, height >= minimumHeight, height <= maximumLength else {
            throw ABIError(.invalidArgument, "height must be finite, >= 0.001 and <= 1e9 (got \(height))")
        }
        return height
    }) { $0.setHeight($2) }
}

@c @implementation
public func rk_footer_set_ignored_bottom_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    checkedCommand("rk_footer_set_ignored_bottom_inset", footer,
                   { () throws(ABIError) in try nonNegative(inset, "inset") }) { $0.setIgnoredBottomInset($2) }
}

// MARK: Commands with completions

@c @implementation
public func rk_footer_begin_refreshing(_ footer: OpaquePointer?, _ completion: rk_completion_fn?,
                                       _ userData: UnsafeMutableRawPointer?) -> rk_status {
    footerCommand("rk_footer_begin_refreshing", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.beginRefreshing(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_end_refreshing(_ footer: OpaquePointer?, _ completion: rk_completion_fn?,
                                     _ userData: UnsafeMutableRawPointer?) -> rk_status {
    footerCommand("rk_footer_end_refreshing", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.endRefreshing(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_end_refreshing_with_no_more_data(_ footer: OpaquePointer?, _ completion: rk_completion_fn?,
                                                       _ userData: UnsafeMutableRawPointer?) -> rk_status {
    footerCommand("rk_footer_end_refreshing_with_no_more_data", footer, (), completion: completion,
                  userData: userData) { footer, _, id in
        footer.perform { model, effects in model.endRefreshingWithNoMoreData(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_reset_no_more_data(_ footer: OpaquePointer?, _ completion: rk_completion_fn?,
                                         _ userData: UnsafeMutableRawPointer?) -> rk_status {
    footerCommand("rk_footer_reset_no_more_data", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.resetNoMoreData(completion: id, &effects) }
    }
}

// MARK: GIF

private func setFrames(_ function: StaticString, _ footer: OpaquePointer?, _ state: rk_footer_state,
                       _ build: () throws(ABIError) -> GifFrames) -> rk_status {
    let checked: (FooterState, GifFrames)
    do throws(ABIError) {
        checked = (try footerState(state), try build())
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return footerCommand(function, footer, checked) { footer, value, _ in
        footer.perform { model, effects in model.setImages(value.1, for: value.0, &effects) }
    }
}

@c @implementation
public func rk_footer_set_images(_ footer: OpaquePointer?, _ state: rk_footer_state,
                                 _ images: UnsafePointer<rk_image>?, _ count: UInt32) -> rk_status {
    setFrames("rk_footer_set_images", footer, state) { () throws(ABIError) in
        let copied = try RefreshKit.images(images, count)
        return GifFrames(images: copied, duration: Double(copied.count) * FooterModel.defaultFrameDuration)
    }
}

@c @implementation
public func rk_footer_set_images_with_duration(_ footer: OpaquePointer?, _ state: rk_footer_state,
                                               _ images: UnsafePointer<rk_image>?, _ count: UInt32,
                                               _ duration: Double) -> rk_status {
    setFrames("rk_footer_set_images_with_duration", footer, state) { () throws(ABIError) in
        let target = try footerState(state)
        let copied = try RefreshKit.images(images, count)
        let duration = try RefreshKit.duration(duration, "duration")
        if duration == 0 && animates(target, copied.count) {
            throw ABIError(.invalidArgument, "duration 0 for \(copied.count) frames that animate")
        }
        return GifFrames(images: copied, duration: duration)
    }
}

@c @implementation
public func rk_footer_set_images_with_frame_durations(_ footer: OpaquePointer?, _ state: rk_footer_state,
                                                      _ images: UnsafePointer<rk_image>?,
                                                      _ durations: UnsafePointer<Double>?,
                                                      _ count: UInt32) -> rk_status {
    setFrames("rk_footer_set_images_with_frame_durations", footer, state) { () throws(ABIError) in
        let target = try footerState(state)
        let copied = try RefreshKit.images(images, count)
        guard copied.isEmpty || durations != nil else {
            throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
        }
        var perFrame: [Double] = []
        for i in 0..<copied.count {
            let duration = try RefreshKit.duration(durations?[i] ?? 0, "durations[\(i)]")
            if duration == 0 && animates(target, copied.count) {
                throw ABIError(.invalidArgument, "durations[\(i)] is 0 for frames that animate")
            }
            perFrame.append(duration)
        }
        return GifFrames(images: copied, frameDurations: perFrame)
    }
}

// MARK: Titles and label

@c @implementation
public func rk_footer_set_title(_ footer: OpaquePointer?, _ state: rk_footer_state,
                                _ title: UnsafePointer<CChar>?) -> rk_status {
    checkedCommand("rk_footer_set_title", footer, { () throws(ABIError) in
        (try footerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
    }) { model, effects, value in model.setTitle(value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_footer_get_title(_ footer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?,
                                _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>?) -> rk_status {
    footerQuery("rk_footer_get_title", footer) { footer throws(ABIError) in
        let state = try footerState(state)
        try copyOut(footer.model.titles.title(for: state) ?? "", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_footer_set_language(_ footer: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    checkedCommand("rk_footer_set_language", footer, { () throws(ABIError) in
        FooterLanguage(tag: try BorrowedString(language, "language").string)
    }) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_footer_get_language(_ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                   _ outLength: UnsafeMutablePointer<Int>?) -> rk_status {
    footerQuery("rk_footer_get_language", footer) { footer throws(ABIError) in
        try copyOut("\(footer.model.titles.language.tag)", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_footer_get_label(_ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                _ outLength: UnsafeMutablePointer<Int>?) -> rk_status {
    footerQuery("rk_footer_get_label", footer) { footer throws(ABIError) in
        try copyOut(footer.model.labelText, buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_footer_set_label_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    checkedCommand("rk_footer_set_label_hidden", footer, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        $0.setLabelHidden($2)
    }
}

@c @implementation
public func rk_footer_set_label_left_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    checkedCommand("rk_footer_set_label_left_inset", footer,
                   { () throws(ABIError) in try nonNegative(inset, "inset") }) { $0.setLabelLeftInset($2) }
}

@c @implementation
public func rk_footer_set_text_width(_ footer: OpaquePointer?, _ width: Double) -> rk_status {
    checkedCommand("rk_footer_set_text_width", footer,
                   { () throws(ABIError) in try nonNegative(width, "width") }) { $0.setHostTextWidth($2) }
}

@c @implementation
public func rk_footer_set_automatically_change_alpha(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    checkedCommand("rk_footer_set_automatically_change_alpha", footer,
                   { () throws(ABIError) in try flag(enabled, "enabled") }) {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_footer_set_animation_durations(_ footer: OpaquePointer?, _ fast: Double, _ slow: Double) -> rk_status {
    checkedCommand("rk_footer_set_animation_durations", footer, { () throws(ABIError) in
        (try duration(fast, "fast"), try duration(slow, "slow"))
    }) { model, _, durations in model.setAnimationDurations(fast: durations.0, slow: durations.1) }
}

@c @implementation
public func rk_footer_set_animation_disabled(_ footer: OpaquePointer?) -> rk_status {
    footerCommand("rk_footer_set_animation_disabled", footer, ()) { footer, _, _ in
        footer.perform { model, _ in model.setAnimationDurations(fast: 0, slow: 0) }
    }
}

// MARK: Queries

@c @implementation
public func rk_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?) -> rk_status {
    footerQuery("rk_footer_get_state", footer) { footer throws(ABIError) in
        try required(outState, "out_state").pointee = footer.model.state.rawValue
    }
}

@c @implementation
public func rk_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?) -> rk_status {
    footerQuery("rk_footer_get_pulling_percent", footer) { footer throws(ABIError) in
        try required(outPercent, "out_percent").pointee = footer.model.pullingPercent
    }
}

@c @implementation
public func rk_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    footerQuery("rk_footer_get_alpha", footer) { footer throws(ABIError) in
        try required(outAlpha, "out_alpha").pointee = footer.model.alpha
    }
}

private func rect(_ r: FooterRect) -> rk_rect {
    rk_rect(x: r.x, y: r.y, width: r.width, height: r.height)
}

@c @implementation
public func rk_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_layout>?) -> rk_status {
    footerQuery("rk_footer_get_layout", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_layout>.size, "out")
        let model = footer.model
        let layout = model.layout ?? FooterLayout(
            footer: model.footerRect, gif: FooterRect(x: 0, y: 0, width: 0, height: model.height),
            contentMode: model.labelHidden ? .center : .right)
        out.pointee.content_mode = layout.contentMode.rawValue
        out.pointee.footer = rect(layout.footer)
        out.pointee.gif = rect(layout.gif)
    }
}

@c @implementation
public func rk_footer_get_geometry(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_geometry>?) -> rk_status {
    footerQuery("rk_footer_get_geometry", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_geometry>.size, "out")
        let model = footer.model
        let geometry = model.geometry
        out.pointee.reserved = 0
        out.pointee.height = model.height
        out.pointee.happen_offset = geometry.happenOffset
        out.pointee.trigger_offset = geometry.triggerOffset
        out.pointee.bottom_inset = model.metrics.insetBottom
        out.pointee.offset_y = model.metrics.offset
        out.pointee.bottom_delta = model.lastBottomDelta
    }
}

@c @implementation
public func rk_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    footerQuery("rk_footer_get_gif", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_gif>.size, "out")
        let model = footer.model
        out.pointee.visible = model.gifVisible ? 1 : 0
        out.pointee.animating = model.isAnimatingGIF ? 1 : 0
        out.pointee.has_frame = model.shownFrame == nil ? 0 : 1
        out.pointee.index = Int32(model.shownFrame?.index ?? 0)
        out.pointee.reserved = 0
        out.pointee.image_id = model.shownFrame?.image.id ?? 0
    }
}

@c @implementation
public func rk_footer_frame_at(_ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
                               _ outIndex: UnsafeMutablePointer<Int32>?) -> rk_status {
    footerQuery("rk_footer_frame_at", footer) { footer throws(ABIError) in
        // A time, not a length: any finite clock reading.
        guard t.isFinite else { throw ABIError(.invalidArgument, "t must be finite (got \(t))") }
        let image = try required(outImage, "out_image_id")
        let index = try required(outIndex, "out_index")
        guard let frame = footer.model.frame(at: t) else {
            throw ABIError(.notFound, "no GIF frame has been shown yet")
        }
        image.pointee = frame.image.id
        index.pointee = Int32(frame.index)
    }
}
