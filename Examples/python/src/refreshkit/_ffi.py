"""The raw C ABI of librefreshkit.so.1 for ctypes: types, structs, every function's signature, and
finding and loading the library.

Everything here mirrors Include/refreshkit.h one to one (tests/test_ffi.py parses the header and
checks that every function is bound with exactly these argument and return types). The Pythonic
layer lives in refreshkit._core.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import subprocess
import sys
import sysconfig
import threading
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char,
    c_char_p,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_uint64,
    c_void_p,
)
from pathlib import Path
from typing import List, Optional, Tuple

from .errors import LibraryNotFoundError

# ---- versions -----------------------------------------------------------------------------------

#: The ABI major this binding speaks; the SONAME's number.
ABI_MAJOR = 1
#: The file name (SONAME) the binding loads.
SONAME = "librefreshkit.so.1"
RK_SIGNAL_MAX_PARAMS = 12
RK_MAX_STRING_BYTES = 65535
RK_FOOTER_MAX_FRAMES = 4096
RK_MAX_DELAY_SECONDS = 1e9
#: The size of rk_scroll_metrics in 1.0 and 1.1 (the fields up to offset_y).
RK_SCROLL_METRICS_SIZE_1_0 = 64
#: The size of rk_scroll_metrics in 1.2 (the fields up to reserved; 1.3 appended F19's items).
RK_SCROLL_METRICS_SIZE_1_2 = 96
RK_LAST_UPDATED_KEY_MAX = 1024
RK_LAST_UPDATED_MAX_KEYS = 4096
#: B7 (1.3): an unknown expected total, and the most tasks one progress combines.
RK_PROGRESS_UNKNOWN = -1
RK_PROGRESS_MAX_TASKS = 4096
#: 1.4: what a last-updated formatter returns for the built-in text, and its first buffer's size.
RK_LAST_UPDATED_BUILT_IN = (1 << (8 * ctypes.sizeof(c_size_t))) - 1
RK_LAST_UPDATED_FIRST_CAP = 256

# ---- scalar typedefs ----------------------------------------------------------------------------

rk_status = c_int32
rk_kind = c_int32
rk_type = c_int32
rk_connection = c_uint64
rk_timer = c_uint64
rk_refresh_state = c_int32  # 1.4's name of rk_footer_state
rk_footer_state = rk_refresh_state
rk_content_mode = c_int32
rk_task_state = c_int32
rk_activity_state = c_int32
rk_header_style = c_int32
rk_pan_state = c_int32
rk_trailer_style = c_int32
rk_auto_footer_style = c_int32
rk_scroll_edge = c_int32
rk_scroll_axis = c_int32
rk_load_id = c_uint64  # 1.3 (F18): nonzero, growing per component; 0 is "no load"
rk_load_status = c_int32  # 1.5
rk_load_cancel_reason = c_int32  # 1.5
rk_load_outcome = c_int32  # 1.3 (F18): RK_LOAD_DONE, RK_LOAD_NO_MORE_DATA, RK_LOAD_FAILED
# 1.3 (F20): RK_ANNOUNCEMENT_LOW, _MEDIUM, _HIGH, the "announcement" signal's priority
rk_announcement_priority = c_int32
rk_progress_direction = c_int32  # 1.3


# ---- handles: distinct void * types, one per opaque struct --------------------------------------
# The binding passes handles as Python ints (their .value); the library validates every handle.


class rk_context_p(c_void_p):
    """rk_context *"""


class rk_probe_p(c_void_p):
    """rk_probe *"""


class rk_footer_p(c_void_p):
    """rk_footer *"""


class rk_task_p(c_void_p):
    """rk_task *"""


class rk_indicator_p(c_void_p):
    """rk_indicator *"""


class rk_header_p(c_void_p):
    """rk_header * (1.2)"""


class rk_trailer_p(c_void_p):
    """rk_trailer * (1.2)"""


class rk_auto_footer_p(c_void_p):
    """rk_auto_footer * (1.2)"""


class rk_auto_header_p(c_void_p):
    """rk_auto_header * (1.5)"""


class rk_scroll_view_p(c_void_p):
    """rk_scroll_view * (1.2)"""


class rk_progress_p(c_void_p):
    """rk_progress * (1.3)"""


# ---- function pointer types ---------------------------------------------------------------------

rk_callback = CFUNCTYPE(None)
rk_destroy_notify = CFUNCTYPE(None, c_void_p)
rk_work_fn = CFUNCTYPE(None, c_void_p, c_int32)
rk_clock_fn = CFUNCTYPE(c_double, c_void_p)
rk_wakeup_fn = CFUNCTYPE(None, c_void_p)
# The footer arrives as a plain void * (an int in Python): callbacks never need its C type.
rk_completion_fn = CFUNCTYPE(None, c_void_p, c_int32, c_void_p)
# The header's completion has the same C shape (the object as void *), so ctypes gives the same type.
rk_header_completion_fn = CFUNCTYPE(None, c_void_p, c_int32, c_void_p)
# And the trailer's.
rk_trailer_completion_fn = CFUNCTYPE(None, c_void_p, c_int32, c_void_p)
# And the auto footer's.
rk_auto_footer_completion_fn = CFUNCTYPE(None, c_void_p, c_int32, c_void_p)
# 1.4: the rk_component_* functions' completion, for any kind.
rk_component_completion_fn = CFUNCTYPE(None, c_void_p, c_int32, c_void_p)

# ---- structs ------------------------------------------------------------------------------------


class rk_signal_desc(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("index", c_uint32),
        ("name", c_char_p),
        ("return_type", rk_type),
        ("param_count", c_uint32),
        ("param_types", rk_type * RK_SIGNAL_MAX_PARAMS),
        ("param_names", c_char_p * RK_SIGNAL_MAX_PARAMS),
        ("summary", c_char_p),
    ]


class rk_scroll_metrics(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("dragging", c_int32),
        ("viewport_width", c_double),
        ("viewport_height", c_double),
        ("content_height", c_double),
        ("inset_top", c_double),
        ("inset_bottom", c_double),
        ("inset_left", c_double),
        ("offset_y", c_double),
        # Appended in 1.2 (RK_SCROLL_METRICS_SIZE_1_0 is the size without them).
        ("content_width", c_double),
        ("inset_right", c_double),
        ("offset_x", c_double),
        ("pan", rk_pan_state),
        ("reserved", c_uint32),
        # Appended in 1.3 (F19; RK_SCROLL_METRICS_SIZE_1_2 is the size without them).
        ("item_count", c_int64),
        ("last_visible_item", c_int64),
        # Appended in 1.5 (the auto header's prefetch; RK_SCROLL_METRICS_SIZE_1_3 is the size without it).
        ("first_visible_item", c_int64),
    ]


class rk_load_state(Structure):  # 1.5
    _fields_ = [
        ("status", rk_load_status),
        ("reserved", c_uint32),
        ("load_id", rk_load_id),
        ("failure_message_length", c_uint64),
    ]


class rk_load_states(Structure):  # 1.5
    _fields_ = [
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("refresh", rk_load_state),
        ("prepend", rk_load_state),
        ("append", rk_load_state),
    ]


class rk_image(Structure):
    _fields_ = [("id", c_uint64), ("width", c_double), ("height", c_double)]


class rk_rect(Structure):
    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


class rk_footer_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("content_mode", rk_content_mode),
        ("footer", rk_rect),
        ("gif", rk_rect),
    ]


class rk_footer_geometry(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("height", c_double),
        ("happen_offset", c_double),
        ("trigger_offset", c_double),
        ("bottom_inset", c_double),
        ("offset_y", c_double),
        ("bottom_delta", c_double),
    ]


class rk_footer_gif(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("visible", c_int32),
        ("animating", c_int32),
        ("has_frame", c_int32),
        ("index", c_int32),
        ("reserved", c_uint32),
        ("image_id", c_uint64),
    ]


class rk_header_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("style", rk_header_style),
        ("header", rk_rect),
        ("state_label", rk_rect),
        ("time_label", rk_rect),
        ("arrow", rk_rect),
        ("spinner", rk_rect),
        ("gif", rk_rect),
        ("content_mode", rk_content_mode),
        ("reserved", c_uint32),
    ]


class rk_last_updated_info(Structure):
    """What a last-updated formatter is given (1.4)."""

    _fields_ = [
        ("struct_size", c_uint32),
        ("has_time", c_int32),
        ("time", c_double),
        ("has_now", c_int32),
        ("utc_offset", c_int32),
        ("now", c_double),
    ]


# The header's last-updated formatter (1.4): (header, info, buf, cap, user_data) -> length.
rk_last_updated_formatter = CFUNCTYPE(c_size_t, c_void_p, POINTER(rk_last_updated_info), POINTER(c_char),
                                      c_size_t, c_void_p)


class rk_header_geometry(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("height", c_double),
        ("base_top", c_double),
        ("happen_offset", c_double),
        ("trigger_offset", c_double),
        ("top_contribution", c_double),
        ("ignored_top_inset", c_double),
    ]


class rk_trailer_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("has_arrow", c_int32),
        ("trailer", rk_rect),
        ("label", rk_rect),
        ("arrow", rk_rect),
    ]


class rk_trailer_geometry(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("width", c_double),
        ("snapshot_left", c_double),
        ("snapshot_right", c_double),
        ("happen_offset", c_double),
        ("trigger_offset", c_double),
        ("right_contribution", c_double),
        ("ignored_right_inset", c_double),
    ]


class rk_auto_footer_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("style", rk_auto_footer_style),
        ("footer", rk_rect),
        ("label", rk_rect),
        ("spinner", rk_rect),
        ("gif", rk_rect),
        ("content_mode", rk_content_mode),
        ("reserved", c_uint32),
    ]


class rk_auto_footer_geometry(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("tall", c_int32),
        ("height", c_double),
        ("base_bottom", c_double),
        ("bottom_contribution", c_double),
        ("trigger_percent", c_double),
        ("trigger_offset", c_double),
        ("pan_end_offset", c_double),
        ("top_rest_offset", c_double),
        ("ignored_bottom_inset", c_double),
        ("previous_offset", c_double),
        ("attached", c_int32),
        ("automatically_refresh", c_int32),
        ("paging_enabled", c_int32),
        ("auto_trigger_times", c_int32),
        ("remaining_trigger_times", c_int32),
        ("reserved", c_uint32),
    ]


class rk_auto_header_layout(Structure):  # 1.5
    _fields_ = [
        ("struct_size", c_uint32),
        ("style", rk_auto_footer_style),
        ("header", rk_rect),
        ("label", rk_rect),
        ("spinner", rk_rect),
        ("gif", rk_rect),
        ("content_mode", rk_content_mode),
        ("reserved", c_uint32),
    ]


class rk_auto_header_geometry(Structure):  # 1.5
    _fields_ = [
        ("struct_size", c_uint32),
        ("tall", c_int32),
        ("height", c_double),
        ("base_top", c_double),
        ("top_contribution", c_double),
        ("trigger_percent", c_double),
        ("trigger_offset", c_double),
        ("pan_end_offset", c_double),
        ("bottom_rest_offset", c_double),
        ("previous_offset", c_double),
        ("attached", c_int32),
        ("automatically_refresh", c_int32),
        ("auto_trigger_times", c_int32),
        ("remaining_trigger_times", c_int32),
        ("reserved", c_uint32),
    ]


class rk_activity_monitor_info(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("enabled", c_int32),
        ("state", rk_activity_state),
        ("visible", c_int32),
        ("active_tasks", c_int64),
        ("activation_delay", c_double),
        ("completion_delay", c_double),
    ]


#: The rk_api table's function fields, in the header's order (append-only).
API_TABLE_FIELDS = (
    "version", "status_string", "last_error_message", "clear_last_error", "object_kind",
    "context_create", "context_destroy", "context_fd", "context_dispatch", "context_next_timeout",
    "context_set_wakeup", "context_set_clock", "context_now", "context_post", "timer_start",
    "timer_cancel", "signal_count", "signal_info", "signal_lookup", "connect", "disconnect",
    "probe_create", "probe_destroy", "probe_emit_values", "probe_emit_measure", "probe_emit_ping",
    "footer_create", "footer_destroy", "footer_set_metrics", "footer_set_visible",
    "footer_set_hidden", "footer_set_interaction_enabled", "footer_set_data_count",
    "footer_set_height", "footer_set_ignored_bottom_inset", "footer_begin_refreshing",
    "footer_end_refreshing", "footer_end_refreshing_with_no_more_data",
    "footer_reset_no_more_data", "footer_set_images", "footer_set_images_with_duration",
    "footer_set_images_with_frame_durations", "footer_set_title", "footer_get_title",
    "footer_set_language", "footer_get_language", "footer_get_label", "footer_set_label_hidden",
    "footer_set_label_left_inset", "footer_set_text_width",
    "footer_set_automatically_change_alpha", "footer_set_animation_durations",
    "footer_set_animation_disabled", "footer_get_state", "footer_get_pulling_percent",
    "footer_get_alpha", "footer_get_layout", "footer_get_geometry", "footer_get_gif",
    "footer_frame_at", "task_create", "task_destroy", "task_resume", "task_suspend", "task_cancel",
    "task_complete", "task_get_state", "indicator_create", "indicator_destroy",
    "indicator_set_animating_with_state_of_task", "indicator_is_animating",
    "footer_set_refreshing_with_state_of_task", "activity_monitor_set_enabled",
    "activity_monitor_set_delays", "activity_monitor_get_info", "probe_emit_pair",
    # Added in 1.1.
    "version_string", "object_set_user_data", "object_get_user_data", "kind_name", "type_name",
    "footer_state_name", "task_state_name", "activity_state_name", "content_mode_name",
    # Added in 1.2.
    "header_create", "header_destroy", "header_set_metrics", "header_set_visible",
    "header_set_hidden", "header_set_interaction_enabled", "header_set_height",
    "header_set_ignored_top_inset", "header_begin_refreshing", "header_end_refreshing",
    "header_set_images", "header_set_images_with_duration",
    "header_set_images_with_frame_durations", "header_set_title", "header_get_title",
    "header_set_language", "header_get_language", "header_get_label", "header_get_time_label",
    "header_set_label_hidden", "header_set_time_label_hidden", "header_set_label_left_inset",
    "header_set_text_widths", "header_set_visual_sizes", "header_set_last_updated_key",
    "header_get_last_updated_key", "header_set_last_updated_text", "header_set_utc_offset",
    "header_set_automatically_change_alpha", "header_set_animation_durations",
    "header_get_state", "header_get_pulling_percent", "header_get_alpha", "header_get_layout",
    "header_get_geometry", "header_get_gif", "header_frame_at",
    "header_set_refreshing_with_state_of_task", "context_set_wall_clock",
    "context_set_last_updated", "context_get_last_updated", "context_remove_last_updated",
    "context_last_updated_entry", "header_style_name", "pan_state_name",
    "trailer_create", "trailer_destroy", "trailer_set_metrics", "trailer_set_visible",
    "trailer_set_hidden", "trailer_set_interaction_enabled", "trailer_set_data_count",
    "trailer_set_ignored_right_inset", "trailer_begin_refreshing", "trailer_end_refreshing",
    "trailer_set_title", "trailer_get_title", "trailer_set_language", "trailer_get_language",
    "trailer_get_label", "trailer_set_label_hidden", "trailer_set_arrow_size",
    "trailer_set_automatically_change_alpha", "trailer_set_animation_durations",
    "trailer_get_state", "trailer_get_pulling_percent", "trailer_get_alpha",
    "trailer_get_arrow_angle", "trailer_get_layout", "trailer_get_geometry",
    "trailer_set_refreshing_with_state_of_task", "trailer_style_name",
    "auto_footer_create", "auto_footer_destroy", "auto_footer_set_metrics",
    "auto_footer_set_visible", "auto_footer_set_hidden", "auto_footer_set_interaction_enabled",
    "auto_footer_set_height", "auto_footer_set_ignored_bottom_inset",
    "auto_footer_set_trigger_percent", "auto_footer_set_automatically_refresh",
    "auto_footer_set_auto_trigger_times", "auto_footer_set_paging_enabled", "auto_footer_tap",
    "auto_footer_begin_refreshing", "auto_footer_end_refreshing",
    "auto_footer_end_refreshing_with_no_more_data", "auto_footer_reset_no_more_data",
    "auto_footer_set_images", "auto_footer_set_images_with_duration",
    "auto_footer_set_images_with_frame_durations", "auto_footer_set_title",
    "auto_footer_get_title", "auto_footer_set_language", "auto_footer_get_language",
    "auto_footer_get_label", "auto_footer_set_refreshing_title_hidden",
    "auto_footer_set_label_left_inset", "auto_footer_set_text_width",
    "auto_footer_set_spinner_size", "auto_footer_set_automatically_change_alpha",
    "auto_footer_set_animation_durations", "auto_footer_get_state",
    "auto_footer_get_pulling_percent", "auto_footer_get_alpha", "auto_footer_is_spinner_animating",
    "auto_footer_get_layout", "auto_footer_get_geometry", "auto_footer_get_gif",
    "auto_footer_frame_at", "auto_footer_set_refreshing_with_state_of_task",
    "auto_footer_style_name", "scroll_view_create", "scroll_view_destroy",
    "scroll_view_set_metrics", "scroll_view_attach", "scroll_view_detach",
    "scroll_view_get_component", "scroll_view_get_metrics", "scroll_view_get_host_inset",
    # Added in 1.3: F17's failure and retry.
    "footer_end_refreshing_with_failure", "footer_retry", "header_end_refreshing_with_failure",
    "header_retry", "auto_footer_end_refreshing_with_failure", "auto_footer_retry",
    "trailer_end_refreshing_with_failure", "trailer_retry",
    # Added in 1.3: B8's one bind for every kind that follows a task.
    "follow_task",
    # Added in 1.3: F18's load ids for every member of the family.
    "footer_begin_load", "footer_end_load", "footer_get_load_id", "header_begin_load",
    "header_end_load", "header_get_load_id", "auto_footer_begin_load", "auto_footer_end_load",
    "auto_footer_get_load_id", "trailer_begin_load", "trailer_end_load", "trailer_get_load_id",
    # Added in 1.3: F19's prefetch by item count.
    "auto_footer_set_prefetch_items", "auto_footer_get_prefetch_items",
    # Added in 1.3: F20's accessibility input and reduced motion.
    "activate", "context_set_reduced_motion", "context_get_reduced_motion",
    # Added in 1.3: B7's progress (issue 16).
    "task_set_progress", "task_get_progress", "progress_create", "progress_destroy",
    "progress_set_task", "progress_set_tasks", "progress_get_fraction", "progress_direction_name",
    # Added in 1.4: the header's last-updated formatter and the context's time zone.
    "header_set_last_updated_formatter", "context_set_utc_offset", "context_get_utc_offset",
    # Added in 1.4: the refresh family's functions for any kind.
    "component_destroy", "component_set_metrics", "component_set_visible", "component_set_hidden",
    "component_set_interaction_enabled", "component_set_automatically_change_alpha",
    "component_set_animation_durations", "component_set_height",
    "component_set_ignored_bottom_inset", "component_set_data_count", "component_begin_refreshing",
    "component_end_refreshing", "component_end_refreshing_with_no_more_data",
    "component_reset_no_more_data", "component_end_refreshing_with_failure", "component_retry",
    "component_begin_load", "component_end_load", "component_get_load_id",
    "component_set_refreshing_with_state_of_task", "component_set_title", "component_get_title",
    "component_set_language", "component_get_language", "component_get_label",
    "component_set_label_hidden", "component_set_label_left_inset", "component_set_text_width",
    "component_set_images", "component_set_images_with_duration",
    "component_set_images_with_frame_durations", "component_get_gif", "component_frame_at",
    "component_get_state", "component_get_pulling_percent", "component_get_alpha",
    # 1.5
    "scroll_view_content_inserted", "scroll_view_get_load_states", "load_status_name",
    "component_cancel_load", "component_restart_load", "load_cancel_reason_name",
    # 1.5: the auto header's own functions (the rest is rk_component_*)
    "auto_header_create", "auto_header_set_trigger_percent", "auto_header_set_automatically_refresh",
    "auto_header_set_auto_trigger_times", "auto_header_set_prefetch_items",
    "auto_header_get_prefetch_items", "auto_header_tap", "auto_header_set_refreshing_title_hidden",
    "auto_header_set_spinner_size", "auto_header_is_spinner_animating", "auto_header_get_layout",
    "auto_header_get_geometry",
    # 1.5: fill the viewport
    "auto_footer_set_fills_viewport", "auto_header_set_fills_viewport",
)


class rk_api(Structure):
    """The API table; function fields are read as addresses (c_void_p)."""

    _fields_ = [("struct_size", c_uint32), ("abi_version", c_uint32)] + [
        (name, c_void_p) for name in API_TABLE_FIELDS
    ]


# ---- every function: name -> (restype, argtypes) ------------------------------------------------

P = POINTER
SIGNATURES = {
    # versions, status, last error
    "rk_version": (c_uint32, []),
    "rk_status_string": (c_char_p, [rk_status]),
    "rk_last_error_message": (c_size_t, [P(c_char), c_size_t]),
    "rk_clear_last_error": (None, []),
    "rk_object_kind": (rk_status, [c_void_p, P(rk_kind)]),
    # context and loop
    "rk_context_create": (rk_status, [P(rk_context_p)]),
    "rk_context_destroy": (rk_status, [rk_context_p]),
    "rk_context_fd": (rk_status, [rk_context_p, P(c_int)]),
    "rk_context_dispatch": (rk_status, [rk_context_p, P(c_uint32)]),
    "rk_context_next_timeout": (rk_status, [rk_context_p, P(c_double)]),
    "rk_context_set_wakeup": (rk_status, [rk_context_p, rk_wakeup_fn, c_void_p]),
    "rk_context_set_clock": (rk_status, [rk_context_p, rk_clock_fn, c_void_p]),
    "rk_context_now": (rk_status, [rk_context_p, P(c_double)]),
    "rk_context_post": (rk_status, [rk_context_p, rk_work_fn, c_void_p]),
    "rk_timer_start": (rk_status, [rk_context_p, c_double, rk_work_fn, c_void_p, P(rk_timer)]),
    "rk_timer_cancel": (rk_status, [rk_context_p, rk_timer]),
    # signals
    "rk_signal_count": (rk_status, [rk_kind, P(c_uint32)]),
    "rk_signal_info": (rk_status, [rk_kind, c_uint32, P(rk_signal_desc)]),
    "rk_signal_lookup": (rk_status, [rk_kind, c_char_p, P(c_uint32)]),
    "rk_connect": (
        rk_status,
        [c_void_p, c_char_p, rk_callback, c_void_p, rk_destroy_notify, P(rk_connection)],
    ),
    "rk_disconnect": (rk_status, [rk_context_p, rk_connection]),
    # probe
    "rk_probe_create": (rk_status, [rk_context_p, P(rk_probe_p)]),
    "rk_probe_destroy": (rk_status, [rk_probe_p]),
    "rk_probe_emit_values": (
        rk_status,
        [rk_probe_p, c_void_p, c_int32, c_int64, c_uint64, c_double, c_char_p],
    ),
    "rk_probe_emit_measure": (
        rk_status,
        [rk_probe_p, c_char_p, c_double, P(c_double), P(c_int32)],
    ),
    "rk_probe_emit_ping": (rk_status, [rk_probe_p]),
    "rk_probe_emit_pair": (rk_status, [rk_probe_p, c_int32, c_int32]),
    # footer
    "rk_footer_create": (rk_status, [rk_context_p, P(rk_footer_p)]),
    "rk_footer_destroy": (rk_status, [rk_footer_p]),
    "rk_footer_set_metrics": (rk_status, [rk_footer_p, P(rk_scroll_metrics)]),
    "rk_footer_set_visible": (rk_status, [rk_footer_p, c_int32]),
    "rk_footer_set_hidden": (rk_status, [rk_footer_p, c_int32]),
    "rk_footer_set_interaction_enabled": (rk_status, [rk_footer_p, c_int32]),
    "rk_footer_set_data_count": (rk_status, [rk_footer_p, c_int64]),
    "rk_footer_set_height": (rk_status, [rk_footer_p, c_double]),
    "rk_footer_set_ignored_bottom_inset": (rk_status, [rk_footer_p, c_double]),
    "rk_footer_begin_refreshing": (rk_status, [rk_footer_p, rk_completion_fn, c_void_p]),
    "rk_footer_end_refreshing": (rk_status, [rk_footer_p, rk_completion_fn, c_void_p]),
    "rk_footer_end_refreshing_with_no_more_data": (
        rk_status,
        [rk_footer_p, rk_completion_fn, c_void_p],
    ),
    "rk_footer_reset_no_more_data": (rk_status, [rk_footer_p, rk_completion_fn, c_void_p]),
    "rk_footer_set_images": (rk_status, [rk_footer_p, rk_footer_state, P(rk_image), c_uint32]),
    "rk_footer_set_images_with_duration": (
        rk_status,
        [rk_footer_p, rk_footer_state, P(rk_image), c_uint32, c_double],
    ),
    "rk_footer_set_images_with_frame_durations": (
        rk_status,
        [rk_footer_p, rk_footer_state, P(rk_image), P(c_double), c_uint32],
    ),
    "rk_footer_set_title": (rk_status, [rk_footer_p, rk_footer_state, c_char_p]),
    "rk_footer_get_title": (
        rk_status,
        [rk_footer_p, rk_footer_state, P(c_char), c_size_t, P(c_size_t)],
    ),
    "rk_footer_set_language": (rk_status, [rk_footer_p, c_char_p]),
    "rk_footer_get_language": (rk_status, [rk_footer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_footer_get_label": (rk_status, [rk_footer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_footer_set_label_hidden": (rk_status, [rk_footer_p, c_int32]),
    "rk_footer_set_label_left_inset": (rk_status, [rk_footer_p, c_double]),
    "rk_footer_set_text_width": (rk_status, [rk_footer_p, c_double]),
    "rk_footer_set_automatically_change_alpha": (rk_status, [rk_footer_p, c_int32]),
    "rk_footer_set_animation_durations": (rk_status, [rk_footer_p, c_double, c_double]),
    "rk_footer_set_animation_disabled": (rk_status, [rk_footer_p]),
    "rk_footer_get_state": (rk_status, [rk_footer_p, P(rk_footer_state)]),
    "rk_footer_get_pulling_percent": (rk_status, [rk_footer_p, P(c_double)]),
    "rk_footer_get_alpha": (rk_status, [rk_footer_p, P(c_double)]),
    "rk_footer_get_layout": (rk_status, [rk_footer_p, P(rk_footer_layout)]),
    "rk_footer_get_geometry": (rk_status, [rk_footer_p, P(rk_footer_geometry)]),
    "rk_footer_get_gif": (rk_status, [rk_footer_p, P(rk_footer_gif)]),
    "rk_footer_frame_at": (rk_status, [rk_footer_p, c_double, P(c_uint64), P(c_int32)]),
    # binder
    "rk_task_create": (rk_status, [rk_context_p, P(rk_task_p)]),
    "rk_task_destroy": (rk_status, [rk_task_p]),
    "rk_task_resume": (rk_status, [rk_task_p]),
    "rk_task_suspend": (rk_status, [rk_task_p]),
    "rk_task_cancel": (rk_status, [rk_task_p]),
    "rk_task_complete": (rk_status, [rk_task_p, c_int32, c_char_p]),
    "rk_task_get_state": (rk_status, [rk_task_p, P(rk_task_state)]),
    "rk_indicator_create": (rk_status, [rk_context_p, P(rk_indicator_p)]),
    "rk_indicator_destroy": (rk_status, [rk_indicator_p]),
    "rk_indicator_set_animating_with_state_of_task": (rk_status, [rk_indicator_p, rk_task_p]),
    "rk_indicator_is_animating": (rk_status, [rk_indicator_p, P(c_int32)]),
    "rk_footer_set_refreshing_with_state_of_task": (rk_status, [rk_footer_p, rk_task_p]),
    "rk_activity_monitor_set_enabled": (rk_status, [rk_context_p, c_int32]),
    "rk_activity_monitor_set_delays": (rk_status, [rk_context_p, c_double, c_double]),
    "rk_activity_monitor_get_info": (rk_status, [rk_context_p, P(rk_activity_monitor_info)]),
    # the API table
    "rk_get_api": (rk_status, [c_uint32, P(P(rk_api))]),
    # 1.1: the version as text, host data, names
    "rk_version_string": (c_char_p, []),
    "rk_object_set_user_data": (rk_status, [c_void_p, c_void_p, rk_destroy_notify]),
    "rk_object_get_user_data": (rk_status, [c_void_p, P(c_void_p)]),
    "rk_kind_name": (c_char_p, [rk_kind]),
    "rk_type_name": (c_char_p, [rk_type]),
    "rk_footer_state_name": (c_char_p, [rk_footer_state]),
    "rk_task_state_name": (c_char_p, [rk_task_state]),
    "rk_activity_state_name": (c_char_p, [rk_activity_state]),
    "rk_content_mode_name": (c_char_p, [rk_content_mode]),
    # 1.2: the header
    "rk_header_create": (rk_status, [rk_context_p, rk_header_style, P(rk_header_p)]),
    "rk_header_destroy": (rk_status, [rk_header_p]),
    "rk_header_set_metrics": (rk_status, [rk_header_p, P(rk_scroll_metrics)]),
    "rk_header_set_visible": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_hidden": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_interaction_enabled": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_height": (rk_status, [rk_header_p, c_double]),
    "rk_header_set_ignored_top_inset": (rk_status, [rk_header_p, c_double]),
    "rk_header_begin_refreshing": (rk_status, [rk_header_p, rk_header_completion_fn, c_void_p]),
    "rk_header_end_refreshing": (rk_status, [rk_header_p, rk_header_completion_fn, c_void_p]),
    "rk_header_set_images": (rk_status, [rk_header_p, rk_footer_state, P(rk_image), c_uint32]),
    "rk_header_set_images_with_duration": (
        rk_status,
        [rk_header_p, rk_footer_state, P(rk_image), c_uint32, c_double],
    ),
    "rk_header_set_images_with_frame_durations": (
        rk_status,
        [rk_header_p, rk_footer_state, P(rk_image), P(c_double), c_uint32],
    ),
    "rk_header_set_title": (rk_status, [rk_header_p, rk_footer_state, c_char_p]),
    "rk_header_get_title": (
        rk_status,
        [rk_header_p, rk_footer_state, P(c_char), c_size_t, P(c_size_t)],
    ),
    "rk_header_set_language": (rk_status, [rk_header_p, c_char_p]),
    "rk_header_get_language": (rk_status, [rk_header_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_header_get_label": (rk_status, [rk_header_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_header_get_time_label": (rk_status, [rk_header_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_header_set_label_hidden": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_time_label_hidden": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_label_left_inset": (rk_status, [rk_header_p, c_double]),
    "rk_header_set_text_widths": (rk_status, [rk_header_p, c_double, c_double]),
    "rk_header_set_visual_sizes": (rk_status, [rk_header_p, c_double, c_double, c_double, c_double]),
    "rk_header_set_last_updated_key": (rk_status, [rk_header_p, c_char_p]),
    "rk_header_get_last_updated_key": (
        rk_status,
        [rk_header_p, P(c_char), c_size_t, P(c_size_t)],
    ),
    "rk_header_set_last_updated_text": (rk_status, [rk_header_p, c_char_p]),
    "rk_header_set_utc_offset": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_automatically_change_alpha": (rk_status, [rk_header_p, c_int32]),
    "rk_header_set_animation_durations": (rk_status, [rk_header_p, c_double, c_double]),
    "rk_header_get_state": (rk_status, [rk_header_p, P(rk_footer_state)]),
    "rk_header_get_pulling_percent": (rk_status, [rk_header_p, P(c_double)]),
    "rk_header_get_alpha": (rk_status, [rk_header_p, P(c_double)]),
    "rk_header_get_layout": (rk_status, [rk_header_p, P(rk_header_layout)]),
    "rk_header_get_geometry": (rk_status, [rk_header_p, P(rk_header_geometry)]),
    "rk_header_get_gif": (rk_status, [rk_header_p, P(rk_footer_gif)]),
    "rk_header_frame_at": (rk_status, [rk_header_p, c_double, P(c_uint64), P(c_int32)]),
    "rk_header_set_refreshing_with_state_of_task": (rk_status, [rk_header_p, rk_task_p]),
    # 1.2: the context's wall clock and last-updated store, names
    "rk_context_set_wall_clock": (rk_status, [rk_context_p, rk_clock_fn, c_void_p]),
    "rk_context_set_last_updated": (rk_status, [rk_context_p, c_char_p, c_double]),
    "rk_context_get_last_updated": (rk_status, [rk_context_p, c_char_p, P(c_double)]),
    "rk_context_remove_last_updated": (rk_status, [rk_context_p, c_char_p]),
    "rk_context_last_updated_entry": (
        rk_status,
        [rk_context_p, c_uint32, P(c_char), c_size_t, P(c_size_t), P(c_double), P(c_uint32)],
    ),
    "rk_header_style_name": (c_char_p, [rk_header_style]),
    "rk_pan_state_name": (c_char_p, [rk_pan_state]),
    # 1.2: the trailer
    "rk_trailer_create": (rk_status, [rk_context_p, rk_trailer_style, P(rk_trailer_p)]),
    "rk_trailer_destroy": (rk_status, [rk_trailer_p]),
    "rk_trailer_set_metrics": (rk_status, [rk_trailer_p, P(rk_scroll_metrics)]),
    "rk_trailer_set_visible": (rk_status, [rk_trailer_p, c_int32]),
    "rk_trailer_set_hidden": (rk_status, [rk_trailer_p, c_int32]),
    "rk_trailer_set_interaction_enabled": (rk_status, [rk_trailer_p, c_int32]),
    "rk_trailer_set_data_count": (rk_status, [rk_trailer_p, c_int64]),
    "rk_trailer_set_ignored_right_inset": (rk_status, [rk_trailer_p, c_double]),
    "rk_trailer_begin_refreshing": (
        rk_status,
        [rk_trailer_p, rk_trailer_completion_fn, c_void_p],
    ),
    "rk_trailer_end_refreshing": (rk_status, [rk_trailer_p, rk_trailer_completion_fn, c_void_p]),
    "rk_trailer_set_title": (rk_status, [rk_trailer_p, rk_footer_state, c_char_p]),
    "rk_trailer_get_title": (
        rk_status,
        [rk_trailer_p, rk_footer_state, P(c_char), c_size_t, P(c_size_t)],
    ),
    "rk_trailer_set_language": (rk_status, [rk_trailer_p, c_char_p]),
    "rk_trailer_get_language": (rk_status, [rk_trailer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_trailer_get_label": (rk_status, [rk_trailer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_trailer_set_label_hidden": (rk_status, [rk_trailer_p, c_int32]),
    "rk_trailer_set_arrow_size": (rk_status, [rk_trailer_p, c_double, c_double]),
    "rk_trailer_set_automatically_change_alpha": (rk_status, [rk_trailer_p, c_int32]),
    "rk_trailer_set_animation_durations": (rk_status, [rk_trailer_p, c_double, c_double]),
    "rk_trailer_get_state": (rk_status, [rk_trailer_p, P(rk_footer_state)]),
    "rk_trailer_get_pulling_percent": (rk_status, [rk_trailer_p, P(c_double)]),
    "rk_trailer_get_alpha": (rk_status, [rk_trailer_p, P(c_double)]),
    "rk_trailer_get_arrow_angle": (rk_status, [rk_trailer_p, P(c_double)]),
    "rk_trailer_get_layout": (rk_status, [rk_trailer_p, P(rk_trailer_layout)]),
    "rk_trailer_get_geometry": (rk_status, [rk_trailer_p, P(rk_trailer_geometry)]),
    "rk_trailer_set_refreshing_with_state_of_task": (rk_status, [rk_trailer_p, rk_task_p]),
    "rk_trailer_style_name": (c_char_p, [rk_trailer_style]),
    # 1.2: the auto footer
    "rk_auto_footer_create": (rk_status, [rk_context_p, rk_auto_footer_style, P(rk_auto_footer_p)]),
    "rk_auto_footer_destroy": (rk_status, [rk_auto_footer_p]),
    "rk_auto_footer_set_metrics": (rk_status, [rk_auto_footer_p, P(rk_scroll_metrics)]),
    "rk_auto_footer_set_visible": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_hidden": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_interaction_enabled": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_height": (rk_status, [rk_auto_footer_p, c_double]),
    "rk_auto_footer_set_ignored_bottom_inset": (rk_status, [rk_auto_footer_p, c_double]),
    "rk_auto_footer_set_trigger_percent": (rk_status, [rk_auto_footer_p, c_double]),
    "rk_auto_footer_set_automatically_refresh": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_auto_trigger_times": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_paging_enabled": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_tap": (rk_status, [rk_auto_footer_p]),
    "rk_auto_footer_begin_refreshing": (
        rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_end_refreshing": (
        rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_end_refreshing_with_no_more_data": (
        rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_reset_no_more_data": (
        rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_set_images": (rk_status, [rk_auto_footer_p, rk_footer_state, P(rk_image), c_uint32]),
    "rk_auto_footer_set_images_with_duration": (
        rk_status, [rk_auto_footer_p, rk_footer_state, P(rk_image), c_uint32, c_double]),
    "rk_auto_footer_set_images_with_frame_durations": (
        rk_status, [rk_auto_footer_p, rk_footer_state, P(rk_image), P(c_double), c_uint32]),
    "rk_auto_footer_set_title": (rk_status, [rk_auto_footer_p, rk_footer_state, c_char_p]),
    "rk_auto_footer_get_title": (
        rk_status, [rk_auto_footer_p, rk_footer_state, P(c_char), c_size_t, P(c_size_t)]),
    "rk_auto_footer_set_language": (rk_status, [rk_auto_footer_p, c_char_p]),
    "rk_auto_footer_get_language": (rk_status, [rk_auto_footer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_auto_footer_get_label": (rk_status, [rk_auto_footer_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_auto_footer_set_refreshing_title_hidden": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_label_left_inset": (rk_status, [rk_auto_footer_p, c_double]),
    "rk_auto_footer_set_text_width": (rk_status, [rk_auto_footer_p, c_double]),
    "rk_auto_footer_set_spinner_size": (rk_status, [rk_auto_footer_p, c_double, c_double]),
    "rk_auto_footer_set_automatically_change_alpha": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_footer_set_animation_durations": (rk_status, [rk_auto_footer_p, c_double, c_double]),
    "rk_auto_footer_get_state": (rk_status, [rk_auto_footer_p, P(rk_footer_state)]),
    "rk_auto_footer_get_pulling_percent": (rk_status, [rk_auto_footer_p, P(c_double)]),
    "rk_auto_footer_get_alpha": (rk_status, [rk_auto_footer_p, P(c_double)]),
    "rk_auto_footer_is_spinner_animating": (rk_status, [rk_auto_footer_p, P(c_int32)]),
    "rk_auto_footer_get_layout": (rk_status, [rk_auto_footer_p, P(rk_auto_footer_layout)]),
    "rk_auto_footer_get_geometry": (rk_status, [rk_auto_footer_p, P(rk_auto_footer_geometry)]),
    "rk_auto_footer_get_gif": (rk_status, [rk_auto_footer_p, P(rk_footer_gif)]),
    "rk_auto_footer_frame_at": (rk_status, [rk_auto_footer_p, c_double, P(c_uint64), P(c_int32)]),
    "rk_auto_footer_set_refreshing_with_state_of_task": (rk_status, [rk_auto_footer_p, rk_task_p]),
    "rk_auto_footer_style_name": (c_char_p, [rk_auto_footer_style]),
    # 1.2: the scroll view
    "rk_scroll_view_create": (rk_status, [rk_context_p, P(rk_scroll_view_p)]),
    "rk_scroll_view_destroy": (rk_status, [rk_scroll_view_p]),
    "rk_scroll_view_set_metrics": (rk_status, [rk_scroll_view_p, P(rk_scroll_metrics)]),
    "rk_scroll_view_attach": (rk_status, [rk_scroll_view_p, c_void_p]),
    "rk_scroll_view_detach": (rk_status, [rk_scroll_view_p, c_void_p]),
    "rk_scroll_view_get_component": (rk_status, [rk_scroll_view_p, rk_kind, P(c_void_p)]),
    "rk_scroll_view_get_metrics": (rk_status, [rk_scroll_view_p, P(rk_scroll_metrics)]),
    "rk_scroll_view_get_host_inset": (rk_status, [rk_scroll_view_p, rk_scroll_edge, P(c_double)]),
    "rk_scroll_view_content_inserted": (rk_status, [rk_scroll_view_p, rk_scroll_edge, c_double, c_int64]),
    "rk_scroll_view_get_load_states": (rk_status, [rk_scroll_view_p, P(rk_load_states)]),
    "rk_load_status_name": (c_char_p, [rk_load_status]),
    "rk_component_cancel_load": (rk_status, [c_void_p, rk_load_id]),
    "rk_component_restart_load": (rk_status, [c_void_p, rk_component_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_load_cancel_reason_name": (c_char_p, [rk_load_cancel_reason]),
    # 1.3: F17's failure and retry, for every member of the family
    "rk_footer_end_refreshing_with_failure": (
        rk_status, [rk_footer_p, c_char_p, rk_completion_fn, c_void_p]),
    "rk_footer_retry": (rk_status, [rk_footer_p, rk_completion_fn, c_void_p]),
    "rk_header_end_refreshing_with_failure": (
        rk_status, [rk_header_p, c_char_p, rk_header_completion_fn, c_void_p]),
    "rk_header_retry": (rk_status, [rk_header_p, rk_header_completion_fn, c_void_p]),
    "rk_auto_footer_end_refreshing_with_failure": (
        rk_status, [rk_auto_footer_p, c_char_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_retry": (rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p]),
    "rk_trailer_end_refreshing_with_failure": (
        rk_status, [rk_trailer_p, c_char_p, rk_trailer_completion_fn, c_void_p]),
    "rk_trailer_retry": (rk_status, [rk_trailer_p, rk_trailer_completion_fn, c_void_p]),
    # 1.3: B8, following a task with flags (the object is any kind that can follow)
    "rk_follow_task": (rk_status, [c_void_p, rk_task_p, c_uint32]),
    # 1.3: F18, load ids, for every member of the family
    "rk_footer_begin_load": (
        rk_status, [rk_footer_p, rk_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_footer_end_load": (
        rk_status,
        [rk_footer_p, rk_load_id, rk_load_outcome, c_char_p, rk_completion_fn, c_void_p]),
    "rk_footer_get_load_id": (rk_status, [rk_footer_p, P(rk_load_id)]),
    "rk_header_begin_load": (
        rk_status, [rk_header_p, rk_header_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_header_end_load": (
        rk_status,
        [rk_header_p, rk_load_id, rk_load_outcome, c_char_p, rk_header_completion_fn, c_void_p]),
    "rk_header_get_load_id": (rk_status, [rk_header_p, P(rk_load_id)]),
    "rk_auto_footer_begin_load": (
        rk_status, [rk_auto_footer_p, rk_auto_footer_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_auto_footer_end_load": (
        rk_status, [rk_auto_footer_p, rk_load_id, rk_load_outcome, c_char_p,
                    rk_auto_footer_completion_fn, c_void_p]),
    "rk_auto_footer_get_load_id": (rk_status, [rk_auto_footer_p, P(rk_load_id)]),
    "rk_trailer_begin_load": (
        rk_status, [rk_trailer_p, rk_trailer_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_trailer_end_load": (
        rk_status,
        [rk_trailer_p, rk_load_id, rk_load_outcome, c_char_p, rk_trailer_completion_fn, c_void_p]),
    "rk_trailer_get_load_id": (rk_status, [rk_trailer_p, P(rk_load_id)]),
    # 1.3: F19, prefetch by item count
    "rk_auto_footer_set_prefetch_items": (rk_status, [rk_auto_footer_p, c_int64]),
    "rk_auto_footer_get_prefetch_items": (rk_status, [rk_auto_footer_p, P(c_int64)]),
    # 1.3: F20, the accessibility action (any member of the family) and reduced motion
    "rk_activate": (rk_status, [c_void_p]),
    "rk_context_set_reduced_motion": (rk_status, [rk_context_p, c_int32]),
    "rk_context_get_reduced_motion": (rk_status, [rk_context_p, P(c_int32)]),
    # 1.3: B7, progress
    "rk_task_set_progress": (rk_status, [rk_task_p, rk_progress_direction, c_int64, c_int64]),
    "rk_task_get_progress": (rk_status, [rk_task_p, rk_progress_direction, P(c_int64), P(c_int64)]),
    "rk_progress_create": (rk_status, [rk_context_p, P(rk_progress_p)]),
    "rk_progress_destroy": (rk_status, [rk_progress_p]),
    "rk_progress_set_task": (rk_status, [rk_progress_p, rk_task_p, rk_progress_direction, c_int32]),
    "rk_progress_set_tasks": (
        rk_status, [rk_progress_p, P(rk_task_p), c_size_t, rk_progress_direction, c_int32]),
    "rk_progress_get_fraction": (rk_status, [rk_progress_p, P(c_double), P(c_int32)]),
    "rk_progress_direction_name": (c_char_p, [rk_progress_direction]),
    # 1.4: the header's last-updated formatter and the context's time zone
    "rk_header_set_last_updated_formatter": (
        rk_status, [rk_header_p, rk_last_updated_formatter, c_void_p, rk_destroy_notify]),
    "rk_context_set_utc_offset": (rk_status, [rk_context_p, c_int32]),
    "rk_context_get_utc_offset": (rk_status, [rk_context_p, P(c_int32)]),
    # 1.4: the refresh family's functions for any kind
    "rk_component_destroy": (rk_status, [c_void_p]),
    "rk_component_set_metrics": (rk_status, [c_void_p, P(rk_scroll_metrics)]),
    "rk_component_set_visible": (rk_status, [c_void_p, c_int32]),
    "rk_component_set_hidden": (rk_status, [c_void_p, c_int32]),
    "rk_component_set_interaction_enabled": (rk_status, [c_void_p, c_int32]),
    "rk_component_set_automatically_change_alpha": (rk_status, [c_void_p, c_int32]),
    "rk_component_set_animation_durations": (rk_status, [c_void_p, c_double, c_double]),
    "rk_component_set_height": (rk_status, [c_void_p, c_double]),
    "rk_component_set_ignored_bottom_inset": (rk_status, [c_void_p, c_double]),
    "rk_component_set_data_count": (rk_status, [c_void_p, c_int64]),
    "rk_component_begin_refreshing": (rk_status, [c_void_p, rk_component_completion_fn, c_void_p]),
    "rk_component_end_refreshing": (rk_status, [c_void_p, rk_component_completion_fn, c_void_p]),
    "rk_component_end_refreshing_with_no_more_data": (
        rk_status, [c_void_p, rk_component_completion_fn, c_void_p]),
    "rk_component_reset_no_more_data": (
        rk_status, [c_void_p, rk_component_completion_fn, c_void_p]),
    "rk_component_end_refreshing_with_failure": (
        rk_status, [c_void_p, c_char_p, rk_component_completion_fn, c_void_p]),
    "rk_component_retry": (rk_status, [c_void_p, rk_component_completion_fn, c_void_p]),
    "rk_component_begin_load": (
        rk_status, [c_void_p, rk_component_completion_fn, c_void_p, P(rk_load_id)]),
    "rk_component_end_load": (
        rk_status, [c_void_p, rk_load_id, rk_load_outcome, c_char_p, rk_component_completion_fn, c_void_p]),
    "rk_component_get_load_id": (rk_status, [c_void_p, P(rk_load_id)]),
    "rk_component_set_refreshing_with_state_of_task": (rk_status, [c_void_p, rk_task_p]),
    "rk_component_set_title": (rk_status, [c_void_p, rk_refresh_state, c_char_p]),
    "rk_component_get_title": (
        rk_status, [c_void_p, rk_refresh_state, P(c_char), c_size_t, P(c_size_t)]),
    "rk_component_set_language": (rk_status, [c_void_p, c_char_p]),
    "rk_component_get_language": (rk_status, [c_void_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_component_get_label": (rk_status, [c_void_p, P(c_char), c_size_t, P(c_size_t)]),
    "rk_component_set_label_hidden": (rk_status, [c_void_p, c_int32]),
    "rk_component_set_label_left_inset": (rk_status, [c_void_p, c_double]),
    "rk_component_set_text_width": (rk_status, [c_void_p, c_double]),
    "rk_component_set_images": (rk_status, [c_void_p, rk_refresh_state, P(rk_image), c_uint32]),
    "rk_component_set_images_with_duration": (
        rk_status, [c_void_p, rk_refresh_state, P(rk_image), c_uint32, c_double]),
    "rk_component_set_images_with_frame_durations": (
        rk_status, [c_void_p, rk_refresh_state, P(rk_image), P(c_double), c_uint32]),
    "rk_component_get_gif": (rk_status, [c_void_p, P(rk_footer_gif)]),
    "rk_component_frame_at": (rk_status, [c_void_p, c_double, P(c_uint64), P(c_int32)]),
    "rk_component_get_state": (rk_status, [c_void_p, P(rk_refresh_state)]),
    "rk_component_get_pulling_percent": (rk_status, [c_void_p, P(c_double)]),
    "rk_component_get_alpha": (rk_status, [c_void_p, P(c_double)]),
    # 1.5: the auto header's own functions
    "rk_auto_header_create": (rk_status, [rk_context_p, rk_auto_footer_style, P(rk_auto_header_p)]),
    "rk_auto_header_set_trigger_percent": (rk_status, [rk_auto_header_p, c_double]),
    "rk_auto_header_set_automatically_refresh": (rk_status, [rk_auto_header_p, c_int32]),
    "rk_auto_header_set_auto_trigger_times": (rk_status, [rk_auto_header_p, c_int32]),
    "rk_auto_header_set_prefetch_items": (rk_status, [rk_auto_header_p, c_int64]),
    "rk_auto_header_get_prefetch_items": (rk_status, [rk_auto_header_p, P(c_int64)]),
    "rk_auto_header_tap": (rk_status, [rk_auto_header_p]),
    "rk_auto_header_set_refreshing_title_hidden": (rk_status, [rk_auto_header_p, c_int32]),
    "rk_auto_header_set_spinner_size": (rk_status, [rk_auto_header_p, c_double, c_double]),
    "rk_auto_header_is_spinner_animating": (rk_status, [rk_auto_header_p, P(c_int32)]),
    "rk_auto_header_get_layout": (rk_status, [rk_auto_header_p, P(rk_auto_header_layout)]),
    "rk_auto_header_get_geometry": (rk_status, [rk_auto_header_p, P(rk_auto_header_geometry)]),
    "rk_auto_footer_set_fills_viewport": (rk_status, [rk_auto_footer_p, c_int32]),
    "rk_auto_header_set_fills_viewport": (rk_status, [rk_auto_header_p, c_int32]),
}
del P


# ---- finding and loading the library ------------------------------------------------------------


class Library:
    """The loaded library: the ctypes handle with every function configured, and where it came from."""

    def __init__(self, cdll: ctypes.CDLL, path: str, how: str):
        self.cdll = cdll
        self.path = path
        self.how = how
        version = cdll.rk_version()
        self.version = ((version >> 16) & 0xFF, (version >> 8) & 0xFF, version & 0xFF)

    def __repr__(self) -> str:
        return "<refreshkit.Library %s %d.%d.%d via %s>" % ((self.path,) + self.version + (self.how,))


def _configure(cdll: ctypes.CDLL) -> None:
    """Sets restype/argtypes of every function; AttributeError names a missing symbol."""
    for name, (restype, argtypes) in SIGNATURES.items():
        fn = getattr(cdll, name)
        fn.restype = restype
        fn.argtypes = argtypes


def _check_abi(cdll: ctypes.CDLL) -> Optional[str]:
    """None when the library speaks ABI_MAJOR, else why not."""
    version = cdll.rk_version()
    if (version >> 16) != ABI_MAJOR:
        return "its rk_version() is %d.%d.%d; this binding needs ABI major %d" % (
            version >> 16, (version >> 8) & 0xFF, version & 0xFF, ABI_MAJOR)
    table = POINTER(rk_api)()
    status = cdll.rk_get_api(ABI_MAJOR, ctypes.byref(table))
    if status != 0:
        return "rk_get_api(%d) returned %d" % (ABI_MAJOR, status)
    return None


def _load_one(target: str) -> Tuple[Optional[ctypes.CDLL], str]:
    """Loads and checks one candidate: (cdll, "") or (None, why it failed)."""
    if os.sep in target and not os.path.exists(target):
        return None, "no such file"
    try:
        cdll = ctypes.CDLL(target)
    except OSError as exc:
        return None, "cannot be loaded: %s" % exc
    try:
        _configure(cdll)
    except AttributeError as exc:
        return None, "is not a complete RefreshKit %d.x: %s" % (ABI_MAJOR, exc)
    why = _check_abi(cdll)
    if why:
        return None, why
    return cdll, ""


class _DlInfo(Structure):
    _fields_ = [("dli_fname", c_char_p), ("dli_fbase", c_void_p),
                ("dli_sname", c_char_p), ("dli_saddr", c_void_p)]


def _loaded_path(cdll: ctypes.CDLL, target: str) -> str:
    """The file the dynamic loader actually opened (dladdr), else the name it was given."""
    try:
        dladdr = ctypes.CDLL(None).dladdr
        dladdr.argtypes = [c_void_p, POINTER(_DlInfo)]
        dladdr.restype = c_int
        info = _DlInfo()
        if dladdr(ctypes.cast(cdll.rk_version, c_void_p), ctypes.byref(info)) and info.dli_fname:
            return os.fsdecode(info.dli_fname)
    except (AttributeError, OSError):
        pass
    return target


def _pkg_config_libdir() -> Tuple[Optional[str], str]:
    try:
        proc = subprocess.run(
            ["pkg-config", "--variable=libdir", "refreshkit"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=30)
    except FileNotFoundError:
        return None, "pkg-config is not installed"
    except (OSError, subprocess.SubprocessError) as exc:
        return None, "pkg-config failed: %s" % exc
    out = proc.stdout.strip()
    if proc.returncode != 0 or not out:
        detail = proc.stderr.strip().splitlines()
        return None, "refreshkit.pc not found (exit %d%s)" % (
            proc.returncode, ": " + detail[0] if detail else "")
    return out, ""


def standard_lib_dirs() -> List[str]:
    """The directories of an install prefix that the binding looks in, in order."""
    multiarch = sysconfig.get_config_var("MULTIARCH") or ""
    dirs: List[str] = []
    for prefix in (sys.prefix, sys.base_prefix, "/usr/local", "/usr", "/"):
        for sub in ("lib", "lib64") + ((os.path.join("lib", multiarch),) if multiarch else ()):
            d = os.path.normpath(os.path.join(prefix, sub))
            if d not in dirs:
                dirs.append(d)
    return dirs


#: This module's package directory: a wheel puts librefreshkit.so.1 here.
PACKAGE_DIR = Path(__file__).resolve().parent


def source_checkout(package_dir: Path = PACKAGE_DIR) -> Optional[Path]:
    """The repository root when package_dir is <root>/Examples/python/src/refreshkit of a RefreshKit
    checkout (the package used from the source tree), else None: an installed package never looks
    outside itself for a library."""
    if package_dir.parent.name != "src" or len(package_dir.parents) < 4:
        return None
    root = package_dir.parents[3]
    if package_dir != root / "Examples" / "python" / "src" / "refreshkit":
        return None
    if not (root / "Include" / "refreshkit.h").is_file() or not (root / "CMakeLists.txt").is_file():
        return None
    return root


def source_version(package_dir: Path = PACKAGE_DIR) -> Optional[str]:
    """The version in the checkout's header (the one place it is written), or None."""
    root = source_checkout(package_dir)
    if root is None:
        return None
    text = (root / "Include" / "refreshkit.h").read_text(encoding="utf-8", errors="replace")
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        match = re.search(r"^#define RK_VERSION_%s +([0-9]+)" % part, text, re.MULTILINE)
        if match is None:
            return None
        parts.append(match.group(1))
    return ".".join(parts)


def _build_tree_candidates(package_dir: Path) -> List[str]:
    """build/librefreshkit.so.1 of the checkout this package is part of; nothing for an installed
    package (a directory above site-packages is nobody's build tree, and anyone could plant a
    library there)."""
    root = source_checkout(package_dir)
    return [] if root is None else [str(root / "build" / SONAME)]


def find_and_load() -> Library:
    """Finds and loads librefreshkit.so.1; raises LibraryNotFoundError listing every attempt.

    Order: $RK_LIBRARY only, when set (an explicit choice never falls back); otherwise the library
    inside this package (what a wheel carries); then the install prefix (pkg-config's libdir for
    refreshkit, the dynamic loader's search path, ctypes.util.find_library, the standard lib
    directories); then, only when this package is the source tree of a RefreshKit checkout, that
    checkout's build/librefreshkit.so.1.
    """
    attempts: List[Tuple[str, str]] = []

    def attempt(place: str, target: str) -> Optional[Library]:
        cdll, why = _load_one(target)
        if cdll is None:
            attempts.append(("%s: %s" % (place, target), why))
            return None
        return Library(cdll, _loaded_path(cdll, target), place)

    env = os.environ.get("RK_LIBRARY")
    if env is not None:
        if not env:
            attempts.append(("RK_LIBRARY", "set but empty"))
        else:
            lib = attempt("RK_LIBRARY", env)
            if lib:
                return lib
        raise LibraryNotFoundError(attempts, explicit=True)

    tried = set()

    def attempt_once(place: str, target: str) -> Optional[Library]:
        key = os.path.realpath(target) if os.sep in target else target
        if key in tried:
            return None
        tried.add(key)
        return attempt(place, target)

    lib = attempt_once("package", str(PACKAGE_DIR / SONAME))
    if lib:
        return lib

    libdir, why = _pkg_config_libdir()
    if libdir is None:
        attempts.append(("pkg-config --variable=libdir refreshkit", why))
    else:
        lib = attempt_once("pkg-config libdir", os.path.join(libdir, SONAME))
        if lib:
            return lib

    lib = attempt_once("dynamic loader search path (LD_LIBRARY_PATH, ld.so.cache)", SONAME)
    if lib:
        return lib

    found = ctypes.util.find_library("refreshkit")
    if found is None:
        attempts.append(("ctypes.util.find_library('refreshkit')", "not found"))
    else:
        lib = attempt_once("ctypes.util.find_library", found)
        if lib:
            return lib

    for d in standard_lib_dirs():
        lib = attempt_once("install prefix", os.path.join(d, SONAME))
        if lib:
            return lib

    for candidate in _build_tree_candidates(PACKAGE_DIR):
        lib = attempt_once("build tree", candidate)
        if lib:
            return lib

    raise LibraryNotFoundError(attempts, explicit=False)


_library: Optional[Library] = None
_library_lock = threading.Lock()


def load_library() -> Library:
    """The library, found and loaded at the first call (thread-safe); later calls return it."""
    global _library
    lib = _library
    if lib is not None:
        return lib
    with _library_lock:
        if _library is None:
            _library = find_and_load()
        return _library
