import RefreshKitModel

/// How one signal's handlers are called: the ABI layer's prepared call interface and the function
/// that calls a handler through it, both opaque here. The runtime fills the argument frame (the
/// signal as data) and hands it over; it never knows the calling convention's library.
public struct SignalCall {
    /// Calls `handler` through `interface` with the frame's argument pointers, storing a return value
    /// (when the signal has one) at `result`.
    public typealias Invoke =
        @convention(c) (
            _ interface: UnsafeMutableRawPointer?, _ handler: HandlerFunction?, _ result: UnsafeMutableRawPointer?,
            _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> Void

    public let interface: UnsafeMutableRawPointer
    public let invoke: Invoke
    /// The object, the signal's parameters and the user data.
    public let argumentCount: Int
    public let returnsDouble: Bool

    public init(interface: UnsafeMutableRawPointer, invoke: Invoke, argumentCount: Int, returnsDouble: Bool) {
        self.interface = interface
        self.invoke = invoke
        self.argumentCount = argumentCount
        self.returnsDouble = returnsDouble
    }
}

/// Every kind's signal calls, by kind and signal index, in storage that lives as long as the
/// process (every context shares it, so it must outlive any of them). The ABI layer builds it once.
public struct SignalCallTables: @unchecked Sendable {
    private let tables: [UnsafePointer<SignalCall>?]

    /// `make(kind)` gives the calls of every signal of `kind`, in index order, or nil when one
    /// could not be prepared (then the tables are incomplete and no context may be made).
    public init(_ make: (ObjectKind) -> [SignalCall]?) {
        var tables = [UnsafePointer<SignalCall>?](repeating: nil, count: 256)
        for kind in ObjectKind.allCases {
            guard let calls = make(kind), calls.count == kind.signals.count else { continue }
            let storage = UnsafeMutablePointer<SignalCall>.allocate(capacity: Swift.max(1, calls.count))
            storage.initialize(from: calls, count: calls.count)
            tables[Int(kind.rawValue)] = UnsafePointer(storage)
        }
        self.tables = tables
    }

    /// Whether every kind's table was prepared.
    public var isComplete: Bool {
        ObjectKind.allCases.allSatisfy { tables[Int($0.rawValue)] != nil }
    }

    /// A kind's calls, by signal index; only asked for by contexts, which exist only when complete.
    public func table(for kind: ObjectKind) -> UnsafePointer<SignalCall>? {
        tables[Int(kind.rawValue)]
    }
}
