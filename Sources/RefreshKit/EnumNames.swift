import RefreshKitModel
import RefreshKitRuntime

/// The stable names of every enum value the ABI exposes, for hosts' logs and UIs (rk_*_name).
/// A value an enum does not have is "unknown": a name is for printing, and printing must not fail.
enum EnumNames {
    static func kind(_ raw: Int32) -> StaticString {
        guard let kind = UInt8(exactly: raw).flatMap(ObjectKind.init(rawValue:)) else { return "unknown" }
        switch kind {
        case .context: return "context"
        case .probe: return "probe"
        case .footer: return "footer"
        case .task: return "task"
        case .indicator: return "indicator"
        case .header: return "header"
        case .trailer: return "trailer"
        case .autoFooter: return "auto-footer"
        case .scrollView: return "scroll-view"
        case .progress: return "progress"
        case .autoHeader: return "auto-header"
        }
    }

    static func loadStatus(_ raw: Int32) -> StaticString {
        guard let status = LoadStatus(rawValue: raw) else { return "unknown" }
        switch status {
        case .notLoading: return "not-loading"
        case .loading: return "loading"
        case .failed: return "failed"
        case .endReached: return "end-reached"
        }
    }

    static func loadCancelReason(_ raw: Int32) -> StaticString {
        guard let reason = LoadCancelReason(rawValue: raw) else { return "unknown" }
        switch reason {
        case .superseded: return "superseded"
        case .taskCanceled: return "task-canceled"
        case .detached: return "detached"
        case .destroyed: return "destroyed"
        case .host: return "host"
        case .hidden: return "hidden"
        }
    }

    static func progressDirection(_ raw: Int32) -> StaticString {
        guard let direction = ProgressDirection(rawValue: raw) else { return "unknown" }
        switch direction {
        case .upload: return "upload"
        case .download: return "download"
        }
    }

    static func type(_ raw: Int32) -> StaticString {
        guard let type = ValueType(rawValue: raw) else { return "unknown" }
        switch type {
        case .void: return "void"
        case .pointer: return "pointer"
        case .int32: return "int32"
        case .int64: return "int64"
        case .uint64: return "uint64"
        case .double: return "double"
        case .string: return "string"
        }
    }

    static func footerState(_ raw: Int32) -> StaticString {
        guard let state = FooterState(rawValue: raw) else { return "unknown" }
        switch state {
        case .idle: return "idle"
        case .pulling: return "pulling"
        case .refreshing: return "refreshing"
        case .willRefresh: return "will-refresh"
        case .noMoreData: return "no-more-data"
        case .failed: return "failed"
        }
    }

    static func taskState(_ raw: Int32) -> StaticString {
        guard let state = TaskState(rawValue: raw) else { return "unknown" }
        switch state {
        case .running: return "running"
        case .suspended: return "suspended"
        case .canceling: return "canceling"
        case .completed: return "completed"
        }
    }

    static func activityState(_ raw: Int32) -> StaticString {
        guard let state = ActivityState(rawValue: raw) else { return "unknown" }
        switch state {
        case .notActive: return "not-active"
        case .delayingStart: return "delaying-start"
        case .active: return "active"
        case .delayingEnd: return "delaying-end"
        }
    }

    static func headerStyle(_ raw: Int32) -> StaticString {
        guard let style = HeaderStyle(rawValue: raw) else { return "unknown" }
        switch style {
        case .normal: return "normal"
        case .gif: return "gif"
        }
    }

    static func trailerStyle(_ raw: Int32) -> StaticString {
        guard let style = TrailerStyle(rawValue: raw) else { return "unknown" }
        switch style {
        case .state: return "state"
        case .normal: return "normal"
        }
    }

    static func autoFooterStyle(_ raw: Int32) -> StaticString {
        guard let style = AutoLoaderStyle(rawValue: raw) else { return "unknown" }
        switch style {
        case .normal: return "normal"
        case .gif: return "gif"
        }
    }

    static func panState(_ raw: Int32) -> StaticString {
        guard let pan = PanState(rawValue: raw) else { return "unknown" }
        switch pan {
        case .none: return "none"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }

    static func contentMode(_ raw: Int32) -> StaticString {
        guard let mode = FooterContentMode(rawValue: raw) else { return "unknown" }
        switch mode {
        case .center: return "center"
        case .right: return "right"
        }
    }
}
