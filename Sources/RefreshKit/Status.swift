import CRefreshKitSupport
import RefreshKitRuntime

/// Status codes, mirroring the header's RK_* constants (a test checks they agree).
enum Status: Int32 {
    case ok = 0
    case invalidArgument = -1
    case invalidHandle = -2
    case invalidState = -3
    case notFound = -4
    case wrongThread = -5
    case limit = -6
    case noMemory = -7
    case version = -8
    case system = -9
    case busy = -10

    var name: StaticString {
        switch self {
        case .ok: "ok"
        case .invalidArgument: "invalid argument"
        case .invalidHandle: "invalid handle"
        case .invalidState: "invalid state"
        case .notFound: "not found"
        case .wrongThread: "wrong thread"
        case .limit: "limit reached"
        case .noMemory: "out of memory"
        case .version: "unsupported ABI version"
        case .system: "system error"
        case .busy: "busy"
        }
    }
}

/// A failure on its way to the host: a status and the message for rk_last_error_message.
struct ABIError: Error {
    let status: Status
    let message: String

    init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The runtime's refusal, as the status the header documents for it.
    init(_ error: RuntimeError) {
        switch error.reason {
        case .limit: self.init(.limit, error.message)
        case .invalidState: self.init(.invalidState, error.message)
        case .contextGone: self.init(.invalidHandle, error.message)
        }
    }
}

/// Runs a runtime call whose refusal becomes the export's status.
@inline(__always)
func runtime<T>(_ body: () throws(RuntimeError) -> T) throws(ABIError) -> T {
    do {
        return try body()
    } catch {
        throw ABIError(error)
    }
}

/// The one shape of every fallible export: run the body, turn a thrown ABIError into its status and
/// the calling thread's last error, prefixed with the function's name.
@inline(__always)
func abiCall(_ function: StaticString, _ body: () throws(ABIError) -> Void) -> rk_status {
    do {
        try body()
        return Status.ok.rawValue
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
}

@inline(never)
func recordError(_ function: StaticString, _ error: ABIError) {
    var text = "\(function): \(error.message)"
    text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
            rkshim_set_error(chars.baseAddress, chars.count)
        }
    }
}

/// Checks an out-pointer, naming the parameter in the message.
@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: StaticString) throws(ABIError)
    -> UnsafeMutablePointer<T>
{
    guard let pointer else { throw ABIError(.invalidArgument, "\(name) is NULL") }
    return pointer
}
