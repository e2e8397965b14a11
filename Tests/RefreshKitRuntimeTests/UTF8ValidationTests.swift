import RefreshKitTestSupport
import Testing
@testable import RefreshKitRuntime

@Suite struct UTF8ValidationTests {
    func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } }

    @Test func acceptsWellFormedText() {
        #expect(valid(Array("plain".utf8)))
        #expect(valid(Array("上拉可以加载更多 Завантаження 🚀".utf8)))
        #expect(valid([]))
        #expect(valid([0xF4, 0x8F, 0xBF, 0xBF]))  // U+10FFFF
    }

    @Test func rejectsMalformedText() {
        #expect(!valid([0x80]))  // lone continuation
        #expect(!valid([0xC0, 0xAF]))  // overlong
        #expect(!valid([0xE0, 0x80, 0xAF]))  // overlong
        #expect(!valid([0xED, 0xA0, 0x80]))  // surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))  // above U+10FFFF
        #expect(!valid([0xE4, 0xB8]))  // truncated
        #expect(!valid([0xFF]))
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 12)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let reference = String(validating: bytes, as: UTF8.self) != nil
            #expect(valid(bytes) == reference, "bytes \(bytes)")
        }
    }
}
