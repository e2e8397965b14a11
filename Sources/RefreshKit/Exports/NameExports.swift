import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// A static C string for a name; StaticString's storage lives as long as the library.
@inline(__always)
private func cString(_ name: StaticString) -> UnsafePointer<CChar>? {
    UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func rk_kind_name(_ kind: rk_kind) -> UnsafePointer<CChar>? {
    cString(EnumNames.kind(kind))
}

@c @implementation
public func rk_type_name(_ type: rk_type) -> UnsafePointer<CChar>? {
    cString(EnumNames.type(type))
}

@c @implementation
public func rk_footer_state_name(_ state: rk_footer_state) -> UnsafePointer<CChar>? {
    cString(EnumNames.footerState(state))
}

@c @implementation
public func rk_task_state_name(_ state: rk_task_state) -> UnsafePointer<CChar>? {
    cString(EnumNames.taskState(state))
}

@c @implementation
public func rk_activity_state_name(_ state: rk_activity_state) -> UnsafePointer<CChar>? {
    cString(EnumNames.activityState(state))
}

@c @implementation
public func rk_content_mode_name(_ mode: rk_content_mode) -> UnsafePointer<CChar>? {
    cString(EnumNames.contentMode(mode))
}

@c @implementation
public func rk_header_style_name(_ style: rk_header_style) -> UnsafePointer<CChar>? {
    cString(EnumNames.headerStyle(style))
}

@c @implementation
public func rk_pan_state_name(_ pan: rk_pan_state) -> UnsafePointer<CChar>? {
    cString(EnumNames.panState(pan))
}

@c @implementation
public func rk_trailer_style_name(_ style: rk_trailer_style) -> UnsafePointer<CChar>? {
    cString(EnumNames.trailerStyle(style))
}

@c @implementation
public func rk_auto_footer_style_name(_ style: rk_auto_footer_style) -> UnsafePointer<CChar>? {
    cString(EnumNames.autoFooterStyle(style))
}

@c @implementation
public func rk_progress_direction_name(_ direction: rk_progress_direction) -> UnsafePointer<CChar>? {
    cString(EnumNames.progressDirection(direction))
}
