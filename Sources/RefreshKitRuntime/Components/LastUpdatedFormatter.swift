import RefreshKitModel

/// A header's last-updated formatter from the host (rk_header_set_last_updated_formatter): the
/// function, its data, and what releases the data. `id` tells installations apart (the same
/// function and data set twice are two installations, each released once).
public struct LastUpdatedFormatter {
    public let id: UInt64
    public let function: FormatterFunction
    public let userData: UnsafeMutableRawPointer?
    public let destroyNotify: NotifyFunction?
}

/// Where a header keeps its formatter. Any component object has one (ComponentObject), only a
/// header ever fills it. A formatter replaced or released while it runs is released when it
/// returns, as a connection's destroy_notify waits for its running handler.
public struct FormatterSlot {
    public private(set) var installed: LastUpdatedFormatter?
    private var nextID: UInt64 = 1
    /// The installation whose function is running now (a header's formatter never runs nested:
    /// it is called from the header's delivery, which does not nest).
    private var runningID: UInt64?
    /// Released while running: their destroy_notify waits for the call to return.
    private var deferred: [LastUpdatedFormatter] = []

    /// Installs `function` (nil: none); returns the installation it replaced, if it is to be
    /// released now.
    public mutating func install(
        _ function: FormatterFunction?, _ userData: UnsafeMutableRawPointer?, _ notify: NotifyFunction?
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
    public mutating func remove() -> LastUpdatedFormatter? {
        guard let old = installed else { return nil }
        installed = nil
        return releasedNow(old)
    }

    private mutating func releasedNow(_ formatter: LastUpdatedFormatter) -> LastUpdatedFormatter? {
        guard formatter.id == runningID else { return formatter }
        deferred.append(formatter)
        return nil
    }

    public mutating func willCall(_ formatter: LastUpdatedFormatter) {
        runningID = formatter.id
    }

    /// The call returned: what was released meanwhile.
    public mutating func didCall() -> [LastUpdatedFormatter] {
        runningID = nil
        defer { deferred.removeAll() }
        return deferred
    }
}

/// What one ask of the formatter came to.
public enum FormatterAnswer {
    /// Its text, checked.
    case text(String)
    /// It returned RK_LAST_UPDATED_BUILT_IN.
    case builtIn
    /// Its text broke a rule: the reason of "time-text-refused".
    case refused(TimeTextRefusal)
    /// The header died, or the request was replaced, during the first call: no second call.
    case abandoned

    /// The text the model shows (nil: the built-in text).
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension ComponentObject {
    /// The object is destroyed: its formatter (a header's) is released, after its call if it is
    /// running.
    public final func removeFormatter() {
        release(formatterSlot.remove())
    }

    public final func release(_ formatter: LastUpdatedFormatter?) {
        guard let formatter, let notify = formatter.destroyNotify else { return }
        context.callingHost { notify(formatter.userData) }
    }
}

extension RefreshComponentObject where Model == HeaderModel {
    /// Sets the host's formatter (nil: none) and recomputes the text. The replaced formatter is
    /// released first (unless it is running), so a notify that looks sees the new one.
    public func setFormatter(
        _ function: FormatterFunction?, _ userData: UnsafeMutableRawPointer?, _ notify: NotifyFunction?
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
    public func answerTimeTextRequests(budget: inout Int) {
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
                emit(HeaderSignal.timeTextRefused) { $0.int32(reason.rawValue) }
            }
        }
    }

    /// Asks the formatter for the request's text: once with a buffer of
    /// `FormatterBuffer.firstCapacity` bytes, and once more with the size it asked for when that was
    /// too small.
    private func ask(_ formatter: LastUpdatedFormatter, _ request: TimeTextRequest) -> FormatterAnswer {
        switch call(formatter, request, capacity: FormatterBuffer.firstCapacity) {
        case .answered(let answer):
            return answer
        case .tooSmall(let length):
            // Again with room for what it asked, if the header still waits for this text from
            // this formatter.
            guard alive, model.pendingTimeTextRequest == request, formatterSlot.installed?.id == formatter.id else {
                return .abandoned
            }
            switch call(formatter, request, capacity: length + 1) {
            case .answered(let answer): return answer
            case .tooSmall: return .refused(.sizeChanged)
            }
        }
    }

    private enum CallResult {
        case answered(FormatterAnswer)
        /// The text's length, which the buffer could not hold with its NUL.
        case tooSmall(Int)
    }

    /// One call with a zeroed buffer of `capacity` bytes, through the platform's formatter call
    /// (which builds the C request the host's function reads).
    private func call(_ formatter: LastUpdatedFormatter, _ request: TimeTextRequest, capacity: Int) -> CallResult {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            // Zeroed: a length beyond what the formatter wrote reads zeros (a refused NUL), never
            // memory nobody wrote.
            buffer.initialize(repeating: 0)
            guard let base = buffer.baseAddress else { return .answered(.builtIn) }
            let handle = OpaquePointer(handlePointer)
            formatterSlot.willCall(formatter)
            let callFormatter = context.formatterCall
            let returned = context.callingHost {
                callFormatter(formatter.function, handle, request, base, capacity, formatter.userData)
            }
            for released in formatterSlot.didCall() { release(released) }
            // size_t arrives as Int: RK_LAST_UPDATED_BUILT_IN is -1, and a length past Int.max
            // is negative too.
            let length = UInt(bitPattern: returned)
            if length == UInt.max { return .answered(.builtIn) }
            guard length <= UInt(TextLimits.maxBytes) else { return .answered(.refused(.tooLong)) }
            guard returned < capacity else { return .tooSmall(returned) }
            return .answered(FormatterAnswer(UnsafeBufferPointer(rebasing: buffer[0..<returned])))
        }
    }
}

extension FormatterAnswer {
    /// The formatter's bytes: a text when they are UTF-8 without a NUL.
    public init(_ bytes: UnsafeBufferPointer<CChar>) {
        self = bytes.withMemoryRebound(to: UInt8.self) { text in
            guard !text.contains(0), UTF8Validation.isValid(text) else { return .refused(.invalidUTF8) }
            return .text(String(decoding: text, as: UTF8.self))
        }
    }
}

/// The first buffer a formatter writes into (the header's RK_LAST_UPDATED_FIRST_CAP;
/// Tests/RefreshKitTests checks they agree). Its text is bounded as every host string is
/// (TextLimits).
public enum FormatterBuffer {
    public static let firstCapacity = 256
}
