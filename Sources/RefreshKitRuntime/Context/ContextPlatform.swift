/// What a context needs from the system and the ABI layer, given once at creation: the runtime
/// makes no system call and knows no calling convention of its own.
public struct ContextPlatform {
    /// The loop thread's number (the creating thread's).
    public let owner: UInt64
    /// The process's fork count at creation.
    public let forkEpoch: UInt64
    /// The file descriptor the host polls; `readiness` makes it readable while work is pending.
    public let fd: Int32
    public let readiness: LoopReadiness
    /// The clocks read when the host has set none.
    public let monotonicClock: HostClock
    public let wallClock: HostClock
    public let signalCalls: SignalCallTables
    /// How a header's last-updated formatter is called (its request is a C struct).
    public let formatterCall: FormatterCall

    public init(
        owner: UInt64, forkEpoch: UInt64, fd: Int32, readiness: LoopReadiness,
        monotonicClock: HostClock, wallClock: HostClock, signalCalls: SignalCallTables,
        formatterCall: @escaping FormatterCall
    ) {
        self.formatterCall = formatterCall
        self.owner = owner
        self.forkEpoch = forkEpoch
        self.fd = fd
        self.readiness = readiness
        self.monotonicClock = monotonicClock
        self.wallClock = wallClock
        self.signalCalls = signalCalls
    }
}
