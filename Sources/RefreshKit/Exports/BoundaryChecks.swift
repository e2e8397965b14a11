import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The boundary checks of the C ABI, in one place: every double, flag, enum, struct size, array
// and output buffer a host passes is checked here before anything else looks at it.

/// The largest length (points) the footer accepts, and the smallest footer height: with these
/// bounds every derived value (offsets, the percent) stays finite (the fuzzer found +inf from a
/// denormal height and from offsets near the largest double).
let maximumLength = 1e9
let minimumHeight = 1e-3

@inline(__always)
func finite(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    guard abs(value) <= maximumLength else { throw notFiniteError(value, name) }
    return value
}

// The messages are built out of line, so the checks inline as a compare and a branch.
@inline(never)
func notFiniteError(_ value: Double, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be finite and within ±1e9 (got \(value))")
}

@inline(__always)
func nonNegative(_ value: Double, _ name: StaticString) throws(ABIError) -> Double {
    guard value >= 0, value <= maximumLength else { throw negativeError(value, name) }
    return value
}

@inline(never)
func negativeError(_ value: Double, _ name: StaticString) -> ABIError {
    ABIError(.invalidArgument, "\(name) must be finite, >= 0 and <= 1e9 (got \(value))")
}

/// Durations: finite seconds in [0, RK_MAX_DELAY_SECONDS], so every timer they start is finite.
@inline(__always)
func duration(_ value: Double, _ name: @autoclosure () -> String) throws(ABIError) -> Double {
    guard value.isFinite, value >= 0, value <= maxTimerDelay else {
        throw ABIError(
            .invalidArgument,
            "\(name()) must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(value))")
    }
    return value
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
        throw ABIError(.invalidArgument, "unknown footer state \(value) (1...5)")
    }
    return state
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
        let image = pointer[i]
        guard image.width.isFinite, image.height.isFinite, image.width >= 0, image.height >= 0,
            image.width <= maximumLength, image.height <= maximumLength
        else {
            throw ABIError(
                .invalidArgument,
                "images[\(i)] size \(image.width) x \(image.height) must be finite, >= 0 and <= 1e9")
        }
        copied.append(FooterImage(id: image.id, width: image.width, height: image.height))
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
