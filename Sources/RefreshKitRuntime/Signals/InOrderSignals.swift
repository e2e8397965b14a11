/// Keeps an object's signals in the order of its changes when a handler changes it again.
///
/// A handler may change the object that is emitting (rebind an indicator, turn the monitor off).
/// The change takes effect at once, but its signal waits until the one in progress has reached
/// every handler, or later handlers would see the two in reverse. The usual case, no change from a
/// handler, passes the signal straight through without touching the queue.
///
///     guard let first = order.begin(signal) else { return }   // queued behind the one in progress
///     emit(first)
///     while let next = order.next() { if alive { emit(next) } }  // drains: the send ends
public struct InOrderSignals<Signal> {
    public init() {}

    private var pending = RingBuffer<Signal>()
    private var sending = false

    /// `signal` if the caller is to send it now, nil if it was queued behind a send in progress.
    public mutating func begin(_ signal: Signal) -> Signal? {
        if sending {
            pending.append(signal)
            return nil
        }
        sending = true
        return signal
    }

    /// The next queued signal; nil when there is none, which ends the send.
    public mutating func next() -> Signal? {
        if let signal = pending.removeFirst() { return signal }
        sending = false
        return nil
    }
}
