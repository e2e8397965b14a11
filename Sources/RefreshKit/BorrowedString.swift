import CRefreshKitSupport
import Glibc
import RefreshKitModel
import RefreshKitRuntime

/// A host string checked at the boundary: present, bounded, valid UTF-8. It borrows the host's
/// bytes; nothing is copied until a model keeps it.
struct BorrowedString {
    let pointer: UnsafePointer<CChar>
    let count: Int

    @inline(__always)
    init(_ pointer: UnsafePointer<CChar>?, _ name: StaticString) throws(ABIError) {
        // Short ASCII text, the common case, in one pass that stops at the NUL: every string
        // argument pays this, even an emission nobody listens to.
        if let pointer {
            for length in 0..<BorrowedString.shortLength {
                let byte = UInt8(bitPattern: pointer[length])
                if byte == 0 {
                    self.init(checked: pointer, count: length)
                    return
                }
                if byte >= 0x80 { break }
            }
        }
        try self.init(checking: pointer, name)
    }

    private static let shortLength = 64

    private init(checked pointer: UnsafePointer<CChar>, count: Int) {
        self.pointer = pointer
        self.count = count
    }

    @inline(never)
    private init(checking pointer: UnsafePointer<CChar>?, _ name: StaticString) throws(ABIError) {
        guard let pointer else { throw ABIError(.invalidArgument, "\(name) is NULL") }
        let length = strnlen(pointer, TextLimits.maxBytes + 1)
        guard length <= TextLimits.maxBytes else {
            throw ABIError(.invalidArgument, "\(name) is longer than \(TextLimits.maxBytes) bytes")
        }
        let valid = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            UTF8Validation.isValid(UnsafeBufferPointer(start: $0, count: length))
        }
        guard valid else { throw ABIError(.invalidArgument, "\(name) is not valid UTF-8") }
        self.pointer = pointer
        self.count = length
    }

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeRawPointer(pointer).withMemoryRebound(to: UInt8.self, capacity: count) {
            UnsafeBufferPointer(start: $0, count: count)
        }
    }

    func equals(_ other: StaticString) -> Bool {
        guard other.utf8CodeUnitCount == count else { return false }
        return memcmp(other.utf8Start, pointer, count) == 0
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
