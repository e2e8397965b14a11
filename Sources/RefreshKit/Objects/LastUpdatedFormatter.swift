import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// A header's last-updated formatter from the host (rk_header_set_last_updated_formatter): the
/// function, its data, and what releases the data. `id` tells installations apart (the same
/// function and data set twice are two installations, each released once).
struct LastUpdatedFormatter {
    let id: UInt64
    let function: rk_last_updated_formatter
    let userData: UnsafeMutableRawPointer?
    let destroyNotify: rk_destroy_notify?
}

/// Where a header keeps its formatter. Any component object has one (ComponentObject), only a
/// header ever fills it. A formatter replaced or released while it runs is released when it
/// returns, as a connection's destroy_notify waits for its running handler.
struct FormatterSlot {
    private(set) var installed: LastUpdatedFormatter?
    private var nextID: UInt64 = 1
    /// The installation whose function is running now (a header's formatter never runs nested:
    /// it is called from the header's delivery, which does not nest).
    private var runningID: UInt64?
    /// Released while running: their destroy_notify waits for the call to return.
    private var deferred: [LastUpdatedFormatter] = []

    /// Installs `function` (nil: none); returns the installation it replaced, if it is to be
    /// released now.
    mutating func install(
        _ function: rk_last_updated_formatter?, _ userData: UnsafeMutableRawPointer?, _ notify: rk_destroy_notify?
    ) -> LastUpdatedFormatter? {
        let old = installed
        installed = function.map {
            LastUpdatedFormatter(id: nextID, function: $0, userData: userData, destroyNotify: notify)
        }
        nextID &+= 1
        guard let old else { return nil }
        return releasedNow(old)
    }

    /// The header goes: its formatter, if it is to be released now.
    mutating func remove() -> LastUpdatedFormatter? {
        guard let old = installed else { return nil }
        installed = nil
        return releasedNow(old)
    }

    private mutating func releasedNow(_ formatter: LastUpdatedFormatter) -> LastUpdatedFormatter? {
        guard formatter.id == runningID else { return formatter }
        deferred.append(formatter)
        return nil
    }

    mutating func willCall(_ formatter: LastUpdatedFormatter) {
        runningID = formatter.id
    }

    /// The call returned: what was released meanwhile.
    mutating func didCall() -> [LastUpdatedFormatter] {
        runningID = nil
        defer { deferred.removeAll() }
        return deferred
    }
}

/// What one ask of the formatter came to.
enum FormatterAnswer {
    /// Its text, checked.
    case text(String)
    /// It returned RK_LAST_UPDATED_BUILT_IN.
    case builtIn
    /// Its text broke a rule: the reason of "time-text-refused" (RK_TIME_TEXT_*).
    case refused(Int32)
    /// The header died, or the request was replaced, during the first call: no second call.
    case abandoned

    /// The text the model shows (nil: the built-in text).
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension ComponentObject {
    /// The object is destroyed: its formatter (a header's) is released, after its call if it is
    /// running.
    final func removeFormatter() {
        release(formatterSlot.remove())
    }

    final func release(_ formatter: LastUpdatedFormatter?) {
        guard let formatter, let notify = formatter.destroyNotify else { return }
        context.callingHost { notify(formatter.userData) }
    }
}

extension RefreshComponentObject where Model == HeaderModel {
    /// Sets the host's formatter (nil: none) and recomputes the text. The replaced formatter is
    /// released first (unless it is running), so a notify that looks sees the new one.
    func setFormatter(
        _ function: rk_last_updated_formatter?, _ userData: UnsafeMutableRawPointer?, _ notify: rk_destroy_notify?
    ) {
        release(formatterSlot.install(function, userData, notify))
        guard alive else { return }
        // What is installed now: a destroy_notify above may have set another formatter.
        let formats = formatterSlot.installed != nil
        perform { model, effects in model.setHostFormatsTimeText(formats, &effects) }
    }

    /// Answers the model's waiting requests (TimeTextRequest) through the formatter, at most
    /// ContentLayout.maxMeasureAttempts calls: a formatter (or a handler it causes) that keeps
    /// recomputing gets the built-in text after that. A refused text is told before the built-in
    /// text it leads to.
    func answerTimeTextRequests(budget: inout Int) {
        while alive, let request = model.pendingTimeTextRequest {
            let answer: FormatterAnswer
            if let formatter = formatterSlot.installed, budget > 0 {
                budget -= 1
                answer = ask(formatter, request)
            } else {
                answer = .builtIn
            }
            guard alive else { return }
            var accepted = false
            perform { model, effects in accepted = model.answerTimeText(request, with: answer.text, &effects) }
            if accepted, case .refused(let reason) = answer {
                emit(HeaderSignals.timeTextRefused) { $0.int32(reason) }
            }
        }
    }

    /// Asks the formatter for the request's text: once with a buffer of RK_LAST_UPDATED_FIRST_CAP
    /// bytes, and once more with the size it asked for when that was too small.
    private func ask(_ formatter: LastUpdatedFormatter, _ request: TimeTextRequest) -> FormatterAnswer {
        var info = rk_last_updated_info()
        info.struct_size = UInt32(MemoryLayout<rk_last_updated_info>.size)
        info.has_time = request.time == nil ? 0 : 1
        info.time = request.time ?? 0
        info.has_now = request.now == nil ? 0 : 1
        info.utc_offset = Int32(request.utcOffset)
        info.now = request.now ?? 0
        switch call(formatter, &info, capacity: Int(RK_LAST_UPDATED_FIRST_CAP)) {
        case .answered(let answer):
            return answer
        case .tooSmall(let length):
            // Again with room for what it asked, if the header still waits for this text from
            // this formatter.
            guard alive, model.pendingTimeTextRequest == request, formatterSlot.installed?.id == formatter.id else {
                return .abandoned
            }
            switch call(formatter, &info, capacity: length + 1) {
            case .answered(let answer): return answer
            case .tooSmall: return .refused(Int32(RK_TIME_TEXT_SIZE_CHANGED))
            }
        }
    }

    private enum CallResult {
        case answered(FormatterAnswer)
        /// The text's length, which the buffer could not hold with its NUL.
        case tooSmall(Int)
    }

    /// One call with a zeroed buffer of `capacity` bytes.
    private func call(_ formatter: LastUpdatedFormatter, _ info: inout rk_last_updated_info, capacity: Int)
        -> CallResult
    {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            // Zeroed: a length beyond what the formatter wrote reads zeros (a refused NUL), never
            // memory nobody wrote.
            buffer.initialize(repeating: 0)
            let handle = OpaquePointer(handlePointer)
            formatterSlot.willCall(formatter)
            let returned = context.callingHost {
                formatter.function(handle, &info, buffer.baseAddress, capacity, formatter.userData)
            }
            for released in formatterSlot.didCall() { release(released) }
            // size_t arrives as Int: RK_LAST_UPDATED_BUILT_IN is -1, and a length past Int.max
            // is negative too.
            let length = UInt(bitPattern: returned)
            if length == UInt.max { return .answered(.builtIn) }
            guard length <= UInt(StringLimits.maxBytes) else {
                return .answered(.refused(Int32(RK_TIME_TEXT_TOO_LONG)))
            }
            guard returned < capacity else { return .tooSmall(returned) }
            return .answered(FormatterAnswer(UnsafeBufferPointer(rebasing: buffer[0..<returned])))
        }
    }
}

extension FormatterAnswer {
    /// The formatter's bytes: a text when they are UTF-8 without a NUL.
    init(_ bytes: UnsafeBufferPointer<CChar>) {
        self = bytes.withMemoryRebound(to: UInt8.self) { text in
            guard !text.contains(0), UTF8Validation.isValid(text) else {
                return .refused(Int32(RK_TIME_TEXT_INVALID_UTF8))
            }
            return .text(String(decoding: text, as: UTF8.self))
        }
    }
}
