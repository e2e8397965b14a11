import Testing
@testable import RefreshKitModel

/// An inset or offset request as the host sees it, tagged with the component that made it.
enum ScrollRequest: Equatable {
    case inset(ComponentKind, ScrollEdge, Double)
    case offset(ComponentKind, ScrollAxis, Double)
}

/// The host's journal of requests, in the order the components made them, shared by components.
final class RequestJournal {
    var requests: [ScrollRequest] = []
}

/// A component as the runtime will hold one: an object with an identity, its model and its own
/// effects (the existing harnesses' fakes), and the requests it makes copied to the journal.
final class TestComponent: AttachableComponent {
    enum Model {
        case header(HeaderModel, HeaderHarness.Effects)
        case backFooter(FooterModel, FooterHarness.Effects)
        case autoFooter(AutoFooterModel, AutoFooterHarness.Effects)
        case trailer(TrailerModel, TrailerHarness.Effects)
    }

    let componentID: UInt64
    var attachedTo: UInt64?
    var model: Model
    let journal: RequestJournal

    init(_ id: UInt64, _ kind: ComponentKind, journal: RequestJournal) {
        componentID = id
        self.journal = journal
        switch kind {
        case .header: model = .header(HeaderModel(), HeaderHarness.Effects())
        case .backFooter: model = .backFooter(FooterModel(), FooterHarness.Effects())
        case .autoFooter: model = .autoFooter(AutoFooterModel(), AutoFooterHarness.Effects())
        case .trailer: model = .trailer(TrailerModel(), TrailerHarness.Effects())
        case .autoHeader:
            // The auto header is the auto footer's model at the other edge; its scroll-view
            // scenarios run through the C ABI (Tests/c/components/test_auto_header_scenarios.c).
            preconditionFailure("the scroll view harness drives no auto header")
        }
    }

    var kind: ComponentKind {
        switch model {
        case .header: .header
        case .backFooter: .backFooter
        case .autoFooter: .autoFooter
        case .trailer: .trailer
        }
    }

    var state: RefreshState {
        switch model {
        case .header(let m, _): m.state
        case .backFooter(let m, _): m.state
        case .autoFooter(let m, _): m.state
        case .trailer(let m, _): m.state
        }
    }

    /// The auto footer's model, when the component is one.
    var autoFooterModel: AutoFooterModel? {
        if case .autoFooter(let m, _) = model { return m }
        return nil
    }

    var loadState: LoadState {
        switch model {
        case .header(let m, _): m.loadState
        case .backFooter(let m, _): m.loadState
        case .autoFooter(let m, _): m.loadState
        case .trailer(let m, _): m.loadState
        }
    }

    var insetContribution: Double {
        switch model {
        case .header(let m, _): m.insetContribution
        case .backFooter(let m, _): m.insetContribution
        case .autoFooter(let m, _): m.insetContribution
        case .trailer(let m, _): m.insetContribution
        }
    }

    var appliedInset: Double {
        switch model {
        case .header(let m, _): m.metrics.insetTop
        case .backFooter(let m, _): m.metrics.insetBottom
        case .autoFooter(let m, _): m.metrics.insetBottom
        case .trailer(let m, _): m.metrics.insetRight
        }
    }

    var appliedOffset: Double {
        switch model {
        case .header(let m, _): m.metrics.offset
        case .backFooter(let m, _): m.metrics.offset
        case .autoFooter(let m, _): m.metrics.offset
        case .trailer(let m, _): m.metrics.offsetX
        }
    }

    func attach(_ metrics: ScrollMetrics) {
        drive(
            header: { $0.attach(scrollView: metrics, &$1) }, footer: { $0.attach(scrollView: metrics, &$1) },
            auto: { $0.attach(scrollView: metrics, &$1) }, trailer: { $0.attach(scrollView: metrics, &$1) })
    }

    func detach() {
        drive(
            header: { $0.detach(scrollView: &$1) }, footer: { $0.detach(scrollView: &$1) },
            auto: { $0.detach(scrollView: &$1) }, trailer: { $0.detach(scrollView: &$1) })
    }

    func applyContentSizeAndPan(_ update: ScrollMetrics) {
        drive(
            header: { $0.applyContentSizeAndPan(scrollUpdate: update, &$1) },
            footer: { $0.applyContentSizeAndPan(scrollUpdate: update, &$1) },
            auto: { $0.applyContentSizeAndPan(scrollUpdate: update, &$1) },
            trailer: { $0.applyContentSizeAndPan(scrollUpdate: update, &$1) })
    }

    func applyOffset(_ metrics: ScrollMetrics) {
        drive(
            header: { $0.applyOffset(scrollUpdate: metrics, &$1) },
            footer: { $0.applyOffset(scrollUpdate: metrics, &$1) },
            auto: { $0.applyOffset(scrollUpdate: metrics, &$1) },
            trailer: { $0.applyOffset(scrollUpdate: metrics, &$1) })
    }

    func observe(_ metrics: ScrollMetrics) {
        drive(
            header: { m, _ in m.observe(scrollView: metrics) }, footer: { m, _ in m.observe(scrollView: metrics) },
            auto: { m, _ in m.observe(scrollView: metrics) }, trailer: { m, _ in m.observe(scrollView: metrics) })
    }

    func begin() {
        drive(
            header: { $0.beginRefreshing(completion: nil, &$1) }, footer: { $0.beginRefreshing(completion: nil, &$1) },
            auto: { _ = $0.beginRefreshing(completion: nil, &$1) },
            trailer: { $0.beginRefreshing(completion: nil, &$1) })
    }

    func end() {
        drive(
            header: { $0.endRefreshing(completion: nil, &$1) }, footer: { $0.endRefreshing(completion: nil, &$1) },
            auto: { $0.endRefreshing(completion: nil, &$1) }, trailer: { $0.endRefreshing(completion: nil, &$1) })
    }

    func itemsInserted(_ items: Int64, at edge: ScrollEdge) {
        let own = kind.edge
        drive(
            header: { m, _ in m.announcer.itemsInserted(items, at: edge, ownEdge: own) },
            footer: { m, _ in m.announcer.itemsInserted(items, at: edge, ownEdge: own) },
            auto: { m, _ in m.announcer.itemsInserted(items, at: edge, ownEdge: own) },
            trailer: { m, _ in m.announcer.itemsInserted(items, at: edge, ownEdge: own) })
    }

    /// F20: the component speaks from now on.
    func enableAnnouncements() {
        drive(
            header: { m, _ in m.announcer.setEnabled(true) }, footer: { m, _ in m.announcer.setEnabled(true) },
            auto: { m, _ in m.announcer.setEnabled(true) }, trailer: { m, _ in m.announcer.setEnabled(true) })
    }

    /// What the component said (F20), in order.
    var announcements: [String] {
        let shared: [ComponentEvent]
        switch model {
        case .header(_, let e): shared = e.events.compactMap { if case .shared(let s) = $0 { s } else { nil } }
        case .backFooter(_, let e): shared = e.events.compactMap { if case .shared(let s) = $0 { s } else { nil } }
        case .autoFooter(_, let e): shared = e.events.compactMap { if case .shared(let s) = $0 { s } else { nil } }
        case .trailer(_, let e): shared = e.events.compactMap { if case .shared(let s) = $0 { s } else { nil } }
        }
        return shared.compactMap { if case .announcement(let text, _) = $0 { text } else { nil } }
    }

    /// The auto footer's commands that ask for its inset or offset: hiding, showing, growing
    /// through images taller than it, paging. Through the scroll view's `withComponent` while
    /// attached (the scroll view takes the requests).
    func setHidden(_ hidden: Bool) {
        drive(header: { _, _ in }, footer: { _, _ in }, auto: { $0.setHidden(hidden, &$1) }, trailer: { _, _ in })
    }

    func setImages(height: Double) {
        let frames = GifFrames(defaultDurationFor: [HostImage(id: 1, width: 375, height: height)])
        drive(
            header: { _, _ in }, footer: { _, _ in }, auto: { $0.setImages(unchecked: frames, for: .idle, &$1) },
            trailer: { _, _ in })
    }

    func setPagingEnabled(_ enabled: Bool) {
        drive(
            header: { _, _ in }, footer: { _, _ in }, auto: { m, _ in m.setPagingEnabled(enabled) },
            trailer: { _, _ in })
    }

    /// Runs the body for the model's family, then copies the new requests to the journal.
    private func drive(
        header: (inout HeaderModel, inout HeaderHarness.Effects) -> Void,
        footer: (inout FooterModel, inout FooterHarness.Effects) -> Void,
        auto: (inout AutoFooterModel, inout AutoFooterHarness.Effects) -> Void,
        trailer: (inout TrailerModel, inout TrailerHarness.Effects) -> Void
    ) {
        let k = kind
        switch model {
        case .header(var m, var e):
            let n = e.events.count
            header(&m, &e)
            for event in e.events[n...] {
                if case .shared(.insetRequested(let edge, let v, _)) = event {
                    journal.requests.append(.inset(k, edge, v))
                }
                if case .shared(.offsetRequested(let axis, let v, _)) = event {
                    journal.requests.append(.offset(k, axis, v))
                }
            }
            model = .header(m, e)
        case .backFooter(var m, var e):
            let n = e.events.count
            footer(&m, &e)
            for event in e.events[n...] {
                if case .shared(.insetRequested(let edge, let v, _)) = event {
                    journal.requests.append(.inset(k, edge, v))
                }
                if case .shared(.offsetRequested(let axis, let v, _)) = event {
                    journal.requests.append(.offset(k, axis, v))
                }
            }
            model = .backFooter(m, e)
        case .autoFooter(var m, var e):
            let n = e.events.count
            auto(&m, &e)
            for event in e.events[n...] {
                if case .shared(.insetRequested(let edge, let v, _)) = event {
                    journal.requests.append(.inset(k, edge, v))
                }
                if case .shared(.offsetRequested(let axis, let v, _)) = event {
                    journal.requests.append(.offset(k, axis, v))
                }
            }
            model = .autoFooter(m, e)
        case .trailer(var m, var e):
            let n = e.events.count
            trailer(&m, &e)
            for event in e.events[n...] {
                if case .shared(.insetRequested(let edge, let v, _)) = event {
                    journal.requests.append(.inset(k, edge, v))
                }
                if case .shared(.offsetRequested(let axis, let v, _)) = event {
                    journal.requests.append(.offset(k, axis, v))
                }
            }
            model = .trailer(m, e)
        }
    }
}

/// The host side of a scroll view: its own insets, and every request applied as it comes.
struct ScrollViewHost {
    var view = ScrollViewModel<TestComponent>(id: 1)
    let journal = RequestJournal()
    var nextID: UInt64 = 10
    /// How many of the journal's requests `applyRequests` has applied.
    var applied = 0

    mutating func make(_ kind: ComponentKind) -> TestComponent {
        nextID += 1
        return TestComponent(nextID, kind, journal: journal)
    }

    /// Applies the requests made since the last call to `metrics`, as the host does.
    mutating func applyRequests(to metrics: inout ScrollMetrics) {
        metrics.apply(journal.requests[applied...])
        applied = journal.requests.count
    }

    /// Tall content, insets T 88, B 34, R 0, at rest at the top.
    static let rest = ScrollMetrics(
        viewportWidth: 375, viewportHeight: 812, contentWidth: 375, contentHeight: 1500, insetTop: 88,
        insetBottom: 34, offset: -88)
}

extension ScrollMetrics {
    /// The host's side: every request applied as it comes.
    mutating func apply<S: Sequence>(_ requests: S) where S.Element == ScrollRequest {
        for request in requests {
            switch request {
            case .inset(_, let edge, let value): setInset(value, edge)
            case .offset(_, let axis, let value): setOffset(value, axis)
            }
        }
    }
}
