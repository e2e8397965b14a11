@testable import RefreshKitModel

// The refreshing trigger names its load (F18); a test that asks only whether the trigger fired
// asks `isTrigger`.

extension FooterEvent {
    var isTrigger: Bool { if case .shared(.refreshing) = self { true } else { false } }
}

extension HeaderEvent {
    var isTrigger: Bool { if case .shared(.refreshing) = self { true } else { false } }
}

extension AutoLoaderEvent {
    var isTrigger: Bool { if case .shared(.refreshing) = self { true } else { false } }
}

extension TrailerEvent {
    var isTrigger: Bool { if case .shared(.refreshing) = self { true } else { false } }
}
