// refreshkit.hpp — C++17 RAII wrappers over refreshkit.h (header-only). Every kind and every function
// of the header has its wrapper here (Examples/cpp/check_coverage.sh checks that); `cmake --install`
// puts this file next to refreshkit.h.
//
//  * Context, Probe, Footer, Header, Trailer, AutoFooter, ScrollView, Task, Indicator: move-only owners of one
//    handle each; the destructor destroys
//    the object. Destroying an object whose context is already gone is harmless: RefreshKit's
//    handles are generation-checked, so the late destroy just gets RK_ERR_INVALID_HANDLE.
//  * Connection: move-only; its destructor disconnects (a connection that already ended with its
//    object is fine). release() keeps the handler for the object's lifetime instead.
//  * Errors: a status other than RK_OK becomes rk::Error (status, function, the library's message);
//    end_load's stale id (F18) is rk::StaleLoadError, an rk::Error that also carries the load id.
//  * Handlers: any callable, stored in a heap std::function that the connection's user_data owns; a
//    templated trampoline with the signal's exact C signature calls it, and the destroy notify deletes
//    it. The C++ signature is checked against rk_signal_info when connecting.
//  * Exceptions never unwind through RefreshKit's (Swift and C) frames: the trampoline is noexcept,
//    catches everything, and parks the exception; the wrapper call that entered RefreshKit rethrows it
//    as soon as that call returns (Footer::set_metrics, Context::dispatch, ...). The first exception
//    wins; one thrown while another is parked is dropped. A handler that throws still lets the
//    emission continue to the next handlers (RefreshKit does not know about it); a "measure-text"
//    handler that throws answers 0 and a clock that throws answers NaN (RefreshKit then keeps the
//    previous reading).
//
//  * Other callbacks (posted work, timers, the clock, the wakeup, completions) are std::functions
//    owned by the wrapper until RefreshKit is done with them: work and timers until their one call
//    (run, or canceled with on_cancel), the clock and the wakeup until replaced or the context ends.
//
// Thread rules are RefreshKit's: objects are used on the thread that created their context, except
// the calls the header marks "Thread: any" (Context::post, Task::resume/suspend/cancel/complete,
// Footer and AutoFooter setters, ScrollView::set_metrics, Footer, Header, Trailer and AutoFooter
// begin/end_refreshing, end_refreshing_with_failure, retry, begin_load, end_load and activate). A
// wakeup runs on the posting thread; what it throws comes out of that thread's call that posted
// (Context::post, Task::resume, ...).
#ifndef REFRESHKIT_HPP
#define REFRESHKIT_HPP

#include <refreshkit.h>

#include <cstdint>
#include <cstring>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace rk {

// ---- errors ----------------------------------------------------------------------------------

class Error : public std::runtime_error {
public:
    Error(rk_status status, const std::string &function, const std::string &message)
        // The library's messages name the function already ("rk_footer_set_height: height must ...").
        : std::runtime_error((message.empty() ? function + ": failed" : message) + " [" +
                             rk_status_string(status) + ", " + std::to_string(status) + "]"),
          status_(status), function_(function), message_(message) {}
    rk_status status() const noexcept { return status_; }
    const std::string &function() const noexcept { return function_; }
    const std::string &message() const noexcept { return message_; }

private:
    rk_status status_;
    std::string function_;
    std::string message_;
};

// F18 (1.3): end_load named a load that is not the component's current one (it ended another way,
// was canceled or superseded, or never started): RK_ERR_INVALID_STATE, nothing changed, the
// completion never called. The response belongs to a load that is over; the host drops it.
class StaleLoadError : public Error {
public:
    StaleLoadError(const std::string &function, const std::string &message, rk_load_id load_id)
        : Error(RK_ERR_INVALID_STATE, function, message), load_id_(load_id) {}
    // The id the refused call named.
    rk_load_id load_id() const noexcept { return load_id_; }

private:
    rk_load_id load_id_;
};

namespace detail {

// The exception a handler threw, parked until the call into RefreshKit that ran the handler returns.
// Per thread: handlers run on the loop thread, inside a call that thread made.
inline thread_local std::exception_ptr parked;

inline void park(std::exception_ptr e) noexcept {
    if (!parked) parked = std::move(e);
}

inline std::string last_error_message() {
    std::string message(rk_last_error_message(nullptr, 0), '\0');
    if (!message.empty()) rk_last_error_message(&message[0], message.size() + 1);
    return message;
}

// After every call into RefreshKit: a parked handler exception first (it happened first), then the
// status.
inline void check(rk_status status, const char *function) {
    std::string message = status == RK_OK ? std::string() : last_error_message();
    if (parked) std::rethrow_exception(std::exchange(parked, nullptr));
    if (status != RK_OK) throw Error(status, function, message);
}

// For destructors, which must not throw: whatever a handler throws during the destroy is dropped,
// and an exception parked before it stays parked for the enclosing call.
template <typename Call>
void call_quietly(Call &&call) noexcept {
    std::exception_ptr outer = std::exchange(parked, nullptr);
    call();
    parked = std::move(outer);
}

// ---- C++ types of signal parameters ----
template <typename T> struct signal_type;
template <> struct signal_type<void> { static constexpr rk_type value = RK_TYPE_VOID; };
template <> struct signal_type<void *> { static constexpr rk_type value = RK_TYPE_POINTER; };
template <> struct signal_type<std::int32_t> { static constexpr rk_type value = RK_TYPE_INT32; };
template <> struct signal_type<std::int64_t> { static constexpr rk_type value = RK_TYPE_INT64; };
template <> struct signal_type<std::uint64_t> { static constexpr rk_type value = RK_TYPE_UINT64; };
template <> struct signal_type<double> { static constexpr rk_type value = RK_TYPE_DOUBLE; };
template <> struct signal_type<const char *> { static constexpr rk_type value = RK_TYPE_STRING; };

template <typename Signature> struct Trampoline;

// Handler signature R(Args...): RefreshKit calls call(object, args..., user_data) through libffi.
template <typename R, typename... Args>
struct Trampoline<R(Args...)> {
    using Function = std::function<R(Args...)>;

    static R call(void *object, Args... args, void *user_data) noexcept {
        (void)object;
        try {
            return (*static_cast<Function *>(user_data))(args...);
        } catch (...) {
            park(std::current_exception());
        }
        if constexpr (std::is_void_v<R>) return;
        else return R{};
    }

    static void destroy(void *user_data) noexcept { delete static_cast<Function *>(user_data); }

    // The C++ signature against the signal's declaration.
    static bool matches(const rk_signal_desc &desc) noexcept {
        const rk_type types[] = {signal_type<Args>::value..., RK_TYPE_VOID};
        if (desc.return_type != signal_type<R>::value || desc.param_count != sizeof...(Args)) return false;
        for (std::uint32_t i = 0; i < desc.param_count; i++)
            if (desc.param_types[i] != types[i]) return false;
        return true;
    }
};

// A string getter of the header (buf, cap, out_length): asks the length, then copies.
template <typename Call>
std::string get_string(const char *function, Call &&call) {
    std::size_t length = 0;
    check(call(nullptr, 0, &length), function);
    std::string text(length, '\0');
    if (length > 0) check(call(&text[0], length + 1, nullptr), function);
    return text;
}

inline std::int32_t flag(bool value) noexcept { return value ? 1 : 0; }

// Host data (rk_object_set_user_data) for any handle: the raw pointer, or a T the object owns.
inline void set_user_data(void *object, void *data, rk_destroy_notify destroy_notify) {
    check(rk_object_set_user_data(object, data, destroy_notify), "rk_object_set_user_data");
}
inline void *user_data(const void *object) {
    void *data = nullptr;
    check(rk_object_get_user_data(object, &data), "rk_object_get_user_data");
    return data;
}
template <typename T>
void delete_user_data(void *data) noexcept {
    delete static_cast<T *>(data);
}
template <typename T, typename... Args>
T &emplace_user_data(void *object, Args &&...args) {
    auto owned = std::make_unique<T>(std::forward<Args>(args)...);
    T &ref = *owned;
    rk_status status = rk_object_set_user_data(object, owned.get(), &delete_user_data<T>);
    if (status == RK_OK) owned.release(); // the object owns it: its destroy notify deletes it
    check(status, "rk_object_set_user_data");
    return ref;
}

} // namespace detail

// Host data of any kind, for the handles the wrappers hand out (one pointer per object; the
// wrappers below have the same as members).
//   rk::emplace_user_data<T>(handle, args...)  a T owned by the object, deleted exactly once by
//                                              RefreshKit's destroy notify (replace, object or
//                                              context destroy); returns it
//   rk::user_data_as<T>(handle)                that T (only for a T stored by emplace_user_data<T>)
//   rk::set_user_data(handle, data, notify) / rk::user_data(handle): the raw pointer
inline void set_user_data(void *object, void *data, rk_destroy_notify destroy_notify = nullptr) {
    detail::set_user_data(object, data, destroy_notify);
}
inline void *user_data(const void *object) { return detail::user_data(object); }
template <typename T, typename... Args>
T &emplace_user_data(void *object, Args &&...args) {
    return detail::emplace_user_data<T>(object, std::forward<Args>(args)...);
}
template <typename T>
T *user_data_as(const void *object) {
    return static_cast<T *>(detail::user_data(object));
}

// ---- versions, status, errors, kinds, signals, the API table ----------------------------------

// The runtime library's version, (major << 16) | (minor << 8) | patch (rk_version), and as text.
inline std::uint32_t version() noexcept { return rk_version(); }
inline const char *version_string() noexcept { return rk_version_string(); }
// The library's static names for the header's enums ("footer", "will-refresh", ...; "unknown" for
// a value the enum does not have). Never null.
inline const char *kind_name(rk_kind kind) noexcept { return rk_kind_name(kind); }
inline const char *type_name(rk_type type) noexcept { return rk_type_name(type); }
inline const char *footer_state_name(rk_footer_state state) noexcept { return rk_footer_state_name(state); }
inline const char *task_state_name(rk_task_state state) noexcept { return rk_task_state_name(state); }
inline const char *progress_direction_name(rk_progress_direction direction) noexcept {
    return rk_progress_direction_name(direction);
}
inline const char *activity_state_name(rk_activity_state state) noexcept { return rk_activity_state_name(state); }
inline const char *content_mode_name(rk_content_mode mode) noexcept { return rk_content_mode_name(mode); }
inline const char *header_style_name(rk_header_style style) noexcept { return rk_header_style_name(style); }
inline const char *pan_state_name(rk_pan_state pan) noexcept { return rk_pan_state_name(pan); }
inline const char *load_status_name(rk_load_status status) noexcept { return rk_load_status_name(status); }
inline const char *load_cancel_reason_name(rk_load_cancel_reason reason) noexcept {
    return rk_load_cancel_reason_name(reason);
}
inline const char *trailer_style_name(rk_trailer_style style) noexcept { return rk_trailer_style_name(style); }
inline const char *auto_footer_style_name(rk_auto_footer_style style) noexcept {
    return rk_auto_footer_style_name(style);
}
// A static name for a status ("invalid handle"); never null.
inline const char *status_string(rk_status status) noexcept { return rk_status_string(status); }
// The calling thread's last error message (rk::Error carries it already).
inline std::string last_error_message() { return detail::last_error_message(); }
inline void clear_last_error() noexcept { rk_clear_last_error(); }
// The kind of any live handle (RK_KIND_*).
inline rk_kind object_kind(const void *object) {
    rk_kind kind = 0;
    detail::check(rk_object_kind(object, &kind), "rk_object_kind");
    return kind;
}
// How many signals a kind declares, one of them described, one found by name.
inline std::uint32_t signal_count(rk_kind kind) {
    std::uint32_t count = 0;
    detail::check(rk_signal_count(kind, &count), "rk_signal_count");
    return count;
}
inline rk_signal_desc signal_info(rk_kind kind, std::uint32_t index) {
    rk_signal_desc desc{};
    desc.struct_size = sizeof desc;
    detail::check(rk_signal_info(kind, index, &desc), "rk_signal_info");
    return desc;
}
inline std::uint32_t signal_lookup(rk_kind kind, const char *name) {
    std::uint32_t index = 0;
    detail::check(rk_signal_lookup(kind, name, &index), "rk_signal_lookup");
    return index;
}
// The API table of this header's ABI major (static; lives as long as the library).
inline const rk_api &api() {
    const rk_api *table = nullptr;
    detail::check(rk_get_api(RK_ABI_MAJOR, &table), "rk_get_api");
    return *table;
}

// ---- connections -----------------------------------------------------------------------------

class Connection {
public:
    Connection() noexcept = default;
    Connection(rk_context *ctx, rk_connection id) noexcept : ctx_(ctx), id_(id) {}
    Connection(Connection &&other) noexcept
        : ctx_(std::exchange(other.ctx_, nullptr)), id_(std::exchange(other.id_, 0)) {}
    Connection &operator=(Connection &&other) noexcept {
        if (this != &other) {
            disconnect();
            ctx_ = std::exchange(other.ctx_, nullptr);
            id_ = std::exchange(other.id_, 0);
        }
        return *this;
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    ~Connection() { disconnect(); }

    // Ends the connection if it still exists (the object or its context may have ended it already).
    void disconnect() noexcept {
        if (id_ == 0) return;
        rk_context *ctx = std::exchange(ctx_, nullptr);
        rk_connection id = std::exchange(id_, 0);
        detail::call_quietly([&] { (void)rk_disconnect(ctx, id); });
    }
    // Leaves the handler connected until its object or context ends it.
    rk_connection release() noexcept {
        ctx_ = nullptr;
        return std::exchange(id_, 0);
    }
    rk_connection id() const noexcept { return id_; }
    explicit operator bool() const noexcept { return id_ != 0; }

private:
    rk_context *ctx_ = nullptr;
    rk_connection id_ = 0;
};

// Connects f, a callable with the handler signature Signature (without the object and user_data),
// to a signal of object. Throws rk::Error (RK_ERR_INVALID_ARGUMENT) when Signature is not the
// signal's declared one, and whatever rk_connect fails with.
template <typename Signature, typename F>
[[nodiscard]] Connection connect(rk_context *ctx, void *object, const char *signal, F &&f) {
    using T = detail::Trampoline<Signature>;
    rk_kind kind = 0;
    std::uint32_t index = 0;
    rk_signal_desc desc{};
    desc.struct_size = sizeof desc;
    detail::check(rk_object_kind(object, &kind), "rk_object_kind");
    detail::check(rk_signal_lookup(kind, signal, &index), "rk_signal_lookup");
    detail::check(rk_signal_info(kind, index, &desc), "rk_signal_info");
    if (!T::matches(desc))
        throw Error(RK_ERR_INVALID_ARGUMENT, "rk::connect",
                    std::string("rk::connect: the handler's signature is not the one of \"") + signal + "\"");
    auto function = std::make_unique<typename T::Function>(std::forward<F>(f));
    rk_connection id = 0;
    rk_status status = rk_connect(object, signal, reinterpret_cast<rk_callback>(&T::call), function.get(),
                                  &T::destroy, &id);
    if (status != RK_OK) detail::check(status, "rk_connect");
    function.release(); // the connection owns it now; its destroy notify deletes it
    // Connecting may run handlers at once ("measure-text" lays the footer out again): if one threw,
    // the connection ends as the exception leaves (this object's destructor disconnects).
    Connection connection(ctx, id);
    detail::check(RK_OK, "rk_connect");
    return connection;
}

// ---- the header's last-updated formatter (1.4) ------------------------------------------------

// What a last-updated formatter is given: the stored time (none: nothing stored under the header's
// key), the wall clock at the recompute (none: its reading was unusable), and the time zone the
// built-in text uses (the header's own, else its context's), in seconds east of UTC.
struct LastUpdatedInfo {
    std::optional<double> time;
    std::optional<double> now;
    std::int32_t utc_offset = 0;
};

// Returns the time label's text, or std::nullopt for the built-in one.
using LastUpdatedFormatter = std::function<std::optional<std::string>(const LastUpdatedInfo &)>;

namespace detail {

// A formatter owned by its header (its destroy notify deletes it). The snprintf protocol stays
// here: a text too long for the first buffer is kept for the library's second call, so the C++
// callable runs once per recompute. What it throws is parked (the built-in text shows meanwhile).
struct FormatterState {
    LastUpdatedFormatter fn;
    std::optional<std::string> pending;

    static std::size_t call(rk_header *, const rk_last_updated_info *info, char *buf, std::size_t cap,
                            void *user_data) noexcept {
        auto *self = static_cast<FormatterState *>(user_data);
        std::optional<std::string> text = std::exchange(self->pending, std::nullopt);
        if (!text || text->size() + 1 != cap) {
            try {
                LastUpdatedInfo given;
                if (info->has_time) given.time = info->time;
                if (info->has_now) given.now = info->now;
                given.utc_offset = info->utc_offset;
                text = self->fn(given);
            } catch (...) {
                park(std::current_exception());
                return RK_LAST_UPDATED_BUILT_IN;
            }
            if (!text) return RK_LAST_UPDATED_BUILT_IN;
        }
        const std::size_t length = text->size();
        if (length >= cap) {
            self->pending = std::move(text);
        } else {
            std::memcpy(buf, text->data(), length);
            buf[length] = '\0';
        }
        return length;
    }

    static void destroy(void *user_data) noexcept { delete static_cast<FormatterState *>(user_data); }
};

} // namespace detail

// ---- objects ---------------------------------------------------------------------------------

template <typename Handle, rk_status (*Destroy)(Handle *)>
class Object {
public:
    Object(const Object &) = delete;
    Object &operator=(const Object &) = delete;

    Handle *get() const noexcept { return handle_; }
    rk_context *context() const noexcept { return ctx_; }
    explicit operator bool() const noexcept { return handle_ != nullptr; }

    // Destroys the object now (its connections end, their destroy notifies run), checked.
    void destroy() {
        if (handle_ == nullptr) return;
        Handle *handle = std::exchange(handle_, nullptr);
        detail::check(Destroy(handle), "destroy");
    }

    template <typename Signature, typename F>
    [[nodiscard]] Connection connect(const char *signal, F &&f) {
        return rk::connect<Signature>(ctx_, handle_, signal, std::forward<F>(f));
    }

    // Host data (see rk::emplace_user_data): a T this object owns until it is replaced or the
    // object or its context is destroyed; or the raw pointer. Setting is Thread: loop, reading any.
    template <typename T, typename... Args>
    T &emplace_user_data(Args &&...args) {
        return detail::emplace_user_data<T>(handle_, std::forward<Args>(args)...);
    }
    template <typename T>
    T *user_data_as() const {
        return static_cast<T *>(detail::user_data(handle_));
    }
    void set_user_data(void *data, rk_destroy_notify destroy_notify = nullptr) {
        detail::set_user_data(handle_, data, destroy_notify);
    }
    void *user_data() const { return detail::user_data(handle_); }

protected:
    Object() noexcept = default;
    Object(rk_context *ctx, Handle *handle) noexcept : ctx_(ctx), handle_(handle) {}
    Object(Object &&other) noexcept
        : ctx_(std::exchange(other.ctx_, nullptr)), handle_(std::exchange(other.handle_, nullptr)) {}
    Object &operator=(Object &&other) noexcept {
        if (this != &other) {
            reset();
            ctx_ = std::exchange(other.ctx_, nullptr);
            handle_ = std::exchange(other.handle_, nullptr);
        }
        return *this;
    }
    ~Object() { reset(); }

    void reset() noexcept {
        if (handle_ == nullptr) return;
        Handle *handle = std::exchange(handle_, nullptr);
        detail::call_quietly([&] { (void)Destroy(handle); });
    }

    rk_context *ctx_ = nullptr;
    Handle *handle_ = nullptr;
};

class Probe;
class Footer;
class Header;
class Trailer;
class AutoFooter;
class AutoHeader;
class ScrollView;
class Task;
class Indicator;
class Progress;
class ActivityMonitor;

namespace detail {
// A task argument where NULL means "unbind": an empty (moved-from or destroyed) wrapper must not
// silently become that NULL.
template <typename T>
auto *bound_handle(const T *object, const char *function) {
    if (object != nullptr && object->get() == nullptr)
        throw Error(RK_ERR_INVALID_HANDLE, function, std::string(function) + ": the task is empty (moved from or destroyed)");
    return object != nullptr ? object->get() : nullptr;
}
} // namespace detail

class Context {
public:
    Context() { detail::check(rk_context_create(&ctx_), "rk_context_create"); }
    Context(Context &&other) noexcept
        : ctx_(std::exchange(other.ctx_, nullptr)), clock_(std::move(other.clock_)),
          wall_clock_(std::move(other.wall_clock_)), wakeup_(std::move(other.wakeup_)) {}
    Context &operator=(Context &&other) noexcept {
        if (this != &other) {
            reset();
            ctx_ = std::exchange(other.ctx_, nullptr);
            clock_ = std::move(other.clock_);
            wall_clock_ = std::move(other.wall_clock_);
            wakeup_ = std::move(other.wakeup_);
        }
        return *this;
    }
    Context(const Context &) = delete;
    Context &operator=(const Context &) = delete;
    ~Context() { reset(); }

    rk_context *get() const noexcept { return ctx_; }

    int fd() const {
        int fd = -1;
        detail::check(rk_context_fd(ctx_, &fd), "rk_context_fd");
        return fd;
    }
    // Runs pending work and due timers; rethrows what a handler run by them threw.
    std::uint32_t dispatch() {
        std::uint32_t ran = 0;
        detail::check(rk_context_dispatch(ctx_, &ran), "rk_context_dispatch");
        return ran;
    }
    // Seconds until the next timer, 0 when work is pending, -1 when nothing is scheduled.
    double next_timeout() const {
        double seconds = -1;
        detail::check(rk_context_next_timeout(ctx_, &seconds), "rk_context_next_timeout");
        return seconds;
    }
    double now() const {
        double seconds = 0;
        detail::check(rk_context_now(ctx_, &seconds), "rk_context_now");
        return seconds;
    }
    // A host clock (seconds); an empty function restores CLOCK_MONOTONIC. It must not call RefreshKit.
    void set_clock(std::function<double()> clock) {
        auto next = clock ? std::make_unique<std::function<double()>>(std::move(clock)) : nullptr;
        rk_status status = rk_context_set_clock(ctx_, next ? &clock_trampoline : nullptr, next.get());
        // Installed: RefreshKit borrows the new one, and never calls the old one again. (Keep it even
        // when a parked exception comes out of check: the clock is read once while being installed.)
        if (status == RK_OK) clock_ = std::move(next);
        detail::check(status, "rk_context_set_clock");
    }
    // The wall clock the headers stamp and compare with (1.2; F11, F12): seconds since 1970 UTC; an
    // empty function restores the system's real-time clock. A reading that is not finite or outside
    // years 1 to 9999 is ignored (a clock that throws reads as NaN). It must not call RefreshKit.
    void set_wall_clock(std::function<double()> clock) {
        auto next = clock ? std::make_unique<std::function<double()>>(std::move(clock)) : nullptr;
        rk_status status = rk_context_set_wall_clock(ctx_, next ? &clock_trampoline : nullptr, next.get());
        if (status == RK_OK) wall_clock_ = std::move(next); // the old one is never called again
        detail::check(status, "rk_context_set_wall_clock");
    }

    // The last-updated store (1.2, F12): key -> seconds since 1970 UTC. Headers stamp their key when
    // a refresh ends; the host persists the store (last_updated_entries) and restores it
    // (set_last_updated).
    void set_last_updated(const char *key, double time) {
        detail::check(rk_context_set_last_updated(ctx_, key, time), "rk_context_set_last_updated");
    }
    // The time under key, or nullopt when there is none.
    std::optional<double> last_updated(const char *key) const {
        double time = 0;
        rk_status status = rk_context_get_last_updated(ctx_, key, &time);
        if (status == RK_ERR_NOT_FOUND && !detail::parked) return std::nullopt;
        detail::check(status, "rk_context_get_last_updated");
        return time;
    }
    // Removes key's time; false when there was none.
    bool remove_last_updated(const char *key) {
        rk_status status = rk_context_remove_last_updated(ctx_, key);
        if (status == RK_ERR_NOT_FOUND && !detail::parked) return false;
        detail::check(status, "rk_context_remove_last_updated");
        return true;
    }
    // The whole store, in key order.
    std::vector<std::pair<std::string, double>> last_updated_entries() const {
        std::vector<std::pair<std::string, double>> entries;
        for (std::uint32_t index = 0, count = 0;; index++) {
            double time = 0;
            std::string key = detail::get_string(
                "rk_context_last_updated_entry", [&](char *buf, std::size_t cap, std::size_t *length) {
                    rk_status status = rk_context_last_updated_entry(ctx_, index, buf, cap, length, &time, &count);
                    // Past the end: an empty store, or the last entry was read.
                    return status == RK_ERR_NOT_FOUND && index >= count && !detail::parked ? RK_OK : status;
                });
            if (index >= count) return entries;
            entries.emplace_back(std::move(key), time);
        }
    }

    // A wakeup (an empty function removes it): called on the thread that posts work, when the queue
    // goes from empty to pending. It must only wake the loop thread and must not call RefreshKit.
    void set_wakeup(std::function<void()> wakeup) {
        auto next = wakeup ? std::make_unique<std::function<void()>>(std::move(wakeup)) : nullptr;
        rk_status status = rk_context_set_wakeup(ctx_, next ? &wakeup_trampoline : nullptr, next.get());
        // After the call RefreshKit never calls the old one again, so it may go.
        if (status == RK_OK) wakeup_ = std::move(next);
        detail::check(status, "rk_context_set_wakeup");
    }

    // Thread: any. work() runs at a later dispatch on the loop thread; if the context is destroyed
    // first, on_cancel() runs instead (during the destroy). Exactly one of them, exactly once.
    void post(std::function<void()> work, std::function<void()> on_cancel = {}) {
        auto owned = std::make_unique<Work>(Work{std::move(work), std::move(on_cancel)});
        rk_status status = rk_context_post(ctx_, &work_trampoline, owned.get());
        if (status == RK_OK) owned.release(); // RefreshKit calls it exactly once; on an error never
        detail::check(status, "rk_context_post");
    }
    // A one-shot timer: fn() at the first dispatch at or past now() + delay seconds; on_cancel()
    // instead when cancel_timer() or the context's destroy comes first. Returns its id.
    rk_timer start_timer(double delay, std::function<void()> fn, std::function<void()> on_cancel = {}) {
        auto owned = std::make_unique<Work>(Work{std::move(fn), std::move(on_cancel)});
        rk_timer id = 0;
        rk_status status = rk_timer_start(ctx_, delay, &work_trampoline, owned.get(), &id);
        if (status == RK_OK) owned.release();
        detail::check(status, "rk_timer_start");
        return id;
    }
    // Cancels a pending timer (its on_cancel runs now); false when it already ran or was canceled.
    bool cancel_timer(rk_timer id) {
        rk_status status = rk_timer_cancel(ctx_, id);
        if (status == RK_ERR_NOT_FOUND && !detail::parked) return false;
        detail::check(status, "rk_timer_cancel");
        return true;
    }
    // F20 (1.3): the platform's reduced-motion setting for every component (default off). While on,
    // every inset, offset, alpha, arrow and spinner request carries duration 0 and GIFs stay on their
    // state's first frame; the state machine's timing is unchanged. Thread: loop.
    void set_reduced_motion(bool enabled) {
        detail::check(rk_context_set_reduced_motion(ctx_, detail::flag(enabled)), "rk_context_set_reduced_motion");
    }
    bool reduced_motion() const {
        std::int32_t enabled = 0;
        detail::check(rk_context_get_reduced_motion(ctx_, &enabled), "rk_context_get_reduced_motion");
        return enabled != 0;
    }
    // 1.4: the time zone (seconds east of UTC, within +-18 hours; default 0) of every header of the
    // context that was not given its own; they recompute their text during the call. Thread: loop.
    void set_utc_offset(std::int32_t seconds) {
        detail::check(rk_context_set_utc_offset(ctx_, seconds), "rk_context_set_utc_offset");
    }
    std::int32_t utc_offset() const {
        std::int32_t seconds = 0;
        detail::check(rk_context_get_utc_offset(ctx_, &seconds), "rk_context_get_utc_offset");
        return seconds;
    }
    // Ends a connection by id (one that Connection::release() let go of).
    void disconnect(rk_connection id) { detail::check(rk_disconnect(ctx_, id), "rk_disconnect"); }

    // The context's own host data (as Object's; released last at the context's destroy).
    template <typename T, typename... Args>
    T &emplace_user_data(Args &&...args) {
        return detail::emplace_user_data<T>(ctx_, std::forward<Args>(args)...);
    }
    template <typename T>
    T *user_data_as() const {
        return static_cast<T *>(detail::user_data(ctx_));
    }
    void set_user_data(void *data, rk_destroy_notify destroy_notify = nullptr) {
        detail::set_user_data(ctx_, data, destroy_notify);
    }
    void *user_data() const { return detail::user_data(ctx_); }

    template <typename Signature, typename F>
    [[nodiscard]] Connection connect(const char *signal, F &&f) {
        return rk::connect<Signature>(ctx_, ctx_, signal, std::forward<F>(f));
    }

    inline Probe probe();
    inline Footer footer();
    // A pull-down header (1.2): RK_HEADER_STYLE_NORMAL or RK_HEADER_STYLE_GIF.
    inline Header header(rk_header_style style = RK_HEADER_STYLE_NORMAL);
    // A swipe-left trailer (1.2): RK_TRAILER_STYLE_NORMAL (label and arrow) or RK_TRAILER_STYLE_STATE.
    inline Trailer trailer(rk_trailer_style style = RK_TRAILER_STYLE_NORMAL);
    // A load-more auto footer (1.2): RK_AUTO_FOOTER_STYLE_NORMAL (label and spinner) or _GIF.
    inline AutoFooter auto_footer(rk_auto_footer_style style = RK_AUTO_FOOTER_STYLE_NORMAL);
    // An auto header (1.5) that loads older items at the top: the auto footer's styles.
    inline AutoHeader auto_header(rk_auto_footer_style style = RK_AUTO_FOOTER_STYLE_NORMAL);
    // The host's scroll view (1.2), which drives the components attached to it.
    inline ScrollView scroll_view();
    inline Task task();
    inline Indicator indicator();
    inline Progress progress(); // B7 (1.3)
    // The context's activity monitor (its signal, "activity-visibility-changed", is the context's).
    inline ActivityMonitor activity_monitor() const noexcept;

private:
    struct Work {
        std::function<void()> run;
        std::function<void()> cancel;
    };
    static void work_trampoline(void *user_data, std::int32_t finished) noexcept {
        std::unique_ptr<Work> work(static_cast<Work *>(user_data));
        try {
            if (finished) {
                if (work->run) work->run();
            } else if (work->cancel) {
                work->cancel();
            }
        } catch (...) {
            detail::park(std::current_exception());
        }
    }
    static void wakeup_trampoline(void *user_data) noexcept {
        try {
            (*static_cast<std::function<void()> *>(user_data))();
        } catch (...) {
            detail::park(std::current_exception()); // rethrown by this thread's posting call
        }
    }
    static double clock_trampoline(void *user_data) noexcept {
        try {
            return (*static_cast<std::function<double()> *>(user_data))();
        } catch (...) {
            detail::park(std::current_exception());
            return std::numeric_limits<double>::quiet_NaN(); // RefreshKit keeps the previous reading
        }
    }
    void reset() noexcept {
        if (ctx_ == nullptr) return;
        rk_context *ctx = std::exchange(ctx_, nullptr);
        detail::call_quietly([&] { (void)rk_context_destroy(ctx); });
        clock_.reset();
        wall_clock_.reset();
        wakeup_.reset();
    }

    rk_context *ctx_ = nullptr;
    std::unique_ptr<std::function<double()>> clock_;
    std::unique_ptr<std::function<double()>> wall_clock_;
    std::unique_ptr<std::function<void()>> wakeup_;
};

// A diagnostic object whose signals carry every parameter type ("values", "measure", "ping",
// "pair"): a host proves its marshalling with it.
class Probe : public Object<rk_probe, rk_probe_destroy> {
public:
    Probe() noexcept = default;
    explicit Probe(Context &ctx) {
        detail::check(rk_probe_create(ctx.get(), &handle_), "rk_probe_create");
        ctx_ = ctx.get();
    }
    void emit_values(void *pointer, std::int32_t i32, std::int64_t i64, std::uint64_t u64, double real,
                     const char *text) {
        detail::check(rk_probe_emit_values(handle_, pointer, i32, i64, u64, real, text), "rk_probe_emit_values");
    }
    // The last handler's answer, or nullopt when no handler ran.
    std::optional<double> emit_measure(const char *text, double size) {
        double value = 0;
        std::int32_t handled = 0;
        detail::check(rk_probe_emit_measure(handle_, text, size, &value, &handled), "rk_probe_emit_measure");
        return handled ? std::optional<double>(value) : std::nullopt;
    }
    void emit_ping() { detail::check(rk_probe_emit_ping(handle_), "rk_probe_emit_ping"); }
    void emit_pair(std::int32_t first, std::int32_t second) {
        detail::check(rk_probe_emit_pair(handle_, first, second), "rk_probe_emit_pair");
    }
};

// The context's activity monitor (AFNetworkActivityIndicatorManager): a view of the context, valid
// while the context is.
class ActivityMonitor {
public:
    explicit ActivityMonitor(rk_context *ctx) noexcept : ctx_(ctx) {}
    void set_enabled(bool enabled) {
        detail::check(rk_activity_monitor_set_enabled(ctx_, detail::flag(enabled)), "rk_activity_monitor_set_enabled");
    }
    void set_delays(double activation, double completion) {
        detail::check(rk_activity_monitor_set_delays(ctx_, activation, completion), "rk_activity_monitor_set_delays");
    }
    rk_activity_monitor_info info() const {
        rk_activity_monitor_info info{};
        info.struct_size = sizeof info;
        detail::check(rk_activity_monitor_get_info(ctx_, &info), "rk_activity_monitor_get_info");
        return info;
    }
    bool enabled() const { return info().enabled != 0; }
    rk_activity_state state() const { return info().state; }
    bool visible() const { return info().visible != 0; }
    std::int64_t active_tasks() const { return info().active_tasks; }

private:
    rk_context *ctx_;
};

// One-shot component completions: owned by the call until RefreshKit calls them (exactly once).
using Completion = std::function<void(bool finished)>;

namespace detail {
// An rk_component_completion_fn.
inline void completion_trampoline(void *, std::int32_t finished, void *user_data) noexcept {
    std::unique_ptr<Completion> completion(static_cast<Completion *>(user_data));
    try {
        (*completion)(finished != 0);
    } catch (...) {
        park(std::current_exception());
    }
}
// call(fn, user_data) with the completion owned until RefreshKit calls it; returns the status unchecked.
template <typename Call>
rk_status completion_call(Completion completion, Call &&call) {
    if (!completion) return call(nullptr, nullptr);
    auto owned = std::make_unique<Completion>(std::move(completion));
    rk_status status = call(&completion_trampoline, owned.get());
    if (status == RK_OK) owned.release(); // RefreshKit calls it exactly once; on an error never
    return status;
}
template <typename Call>
void with_completion(Completion completion, const char *function, Call &&call) {
    check(completion_call(std::move(completion), std::forward<Call>(call)), function);
}
// After rk_*_end_load (F18): as check, but a stale load id (RK_ERR_INVALID_STATE) is rk::StaleLoadError.
inline void check_end_load(rk_status status, const char *function, rk_load_id load_id) {
    if (status != RK_ERR_INVALID_STATE || parked) return check(status, function);
    throw StaleLoadError(function, last_error_message(), load_id);
}
} // namespace detail

namespace detail {
// The frame a GIF component shows at a time (Component::frame_at).
struct Frame {
    std::uint64_t image_id;
    std::int32_t index;
};
// Object's Destroy for a component of any kind (rk_component_destroy takes void *).
template <typename Handle>
rk_status destroy_component(Handle *handle) {
    return rk_component_destroy(handle);
}
} // namespace detail

// What the footer, the header, the trailer and the auto footer share, written once over the
// rk_component_* functions (1.4), which take any of the four. The verbs every kind has are public;
// the ones only some kinds have are protected here, and a kind publishes those it has with a using
// declaration, so calling a verb a kind lacks stays a compile error.
template <typename Handle>
class Component : public Object<Handle, detail::destroy_component<Handle>> {
public:
    using Frame = detail::Frame;

    // Commands (Thread: any; queued to the loop thread when called elsewhere).
    // One scroll update (the whole 1.2 struct: the appended fields and pan are passed too).
    void set_metrics(const rk_scroll_metrics &metrics) {
        rk_scroll_metrics copy = metrics;
        copy.struct_size = sizeof copy;
        detail::check(rk_component_set_metrics(handle(), &copy), "rk_component_set_metrics");
    }
    void set_visible(bool visible) {
        detail::check(rk_component_set_visible(handle(), detail::flag(visible)), "rk_component_set_visible");
    }
    void set_hidden(bool hidden) {
        detail::check(rk_component_set_hidden(handle(), detail::flag(hidden)), "rk_component_set_hidden");
    }
    void set_interaction_enabled(bool enabled) {
        detail::check(rk_component_set_interaction_enabled(handle(), detail::flag(enabled)),
                      "rk_component_set_interaction_enabled");
    }
    // A custom title for a state; nullptr restores the language's.
    void set_title(rk_footer_state state, const char *title) {
        detail::check(rk_component_set_title(handle(), state, title), "rk_component_set_title");
    }
    void set_language(const char *language) {
        detail::check(rk_component_set_language(handle(), language), "rk_component_set_language");
    }
    void set_automatically_change_alpha(bool enabled) {
        detail::check(rk_component_set_automatically_change_alpha(handle(), detail::flag(enabled)),
                      "rk_component_set_automatically_change_alpha");
    }
    void set_animation_durations(double fast, double slow) {
        detail::check(rk_component_set_animation_durations(handle(), fast, slow),
                      "rk_component_set_animation_durations");
    }
    void begin_refreshing(Completion completion = {}) {
        with_completion(std::move(completion), "rk_component_begin_refreshing", rk_component_begin_refreshing);
    }
    void end_refreshing(Completion completion = {}) {
        with_completion(std::move(completion), "rk_component_end_refreshing", rk_component_end_refreshing);
    }
    // F17 (1.3): ends the load as a failure, at once, to RK_FOOTER_FAILED; the label shows `message`, or with
    // nullptr the Failed title. RK_ERR_INVALID_ARGUMENT for invalid UTF-8 or an over-long message (nothing
    // changes, the completion is never called).
    void end_refreshing_with_failure(const char *message = nullptr, Completion completion = {}) {
        detail::with_completion(std::move(completion), "rk_component_end_refreshing_with_failure",
                                [&](rk_component_completion_fn fn, void *data) {
                                    return rk_component_end_refreshing_with_failure(handle(), message, fn, data);
                                });
    }
    // F17 (1.3): from Failed, begins again as begin_refreshing; in any other state nothing changes and the
    // completion gets false at once.
    void retry(Completion completion = {}) {
        with_completion(std::move(completion), "rk_component_retry", rk_component_retry);
    }
    // F20 (1.3): the accessibility action (rk_activate), what a tap or a pull would do: a load from
    // Idle (with its trigger), a retry from Failed; nothing in another state, hidden or with interaction
    // disabled. Thread: any (queued off the loop thread).
    void activate() { detail::check(rk_activate(handle()), "rk_activate"); }
    // F18 (1.3): begin_refreshing that returns the id of the load it starts, before the begin runs (from
    // any thread the begin is queued). A begin that finds a load under way starts none: its id never
    // becomes current, and the completion gets false.
    rk_load_id begin_load(Completion completion = {}) {
        rk_load_id id = 0;
        detail::with_completion(std::move(completion), "rk_component_begin_load",
                                [&](rk_component_completion_fn fn, void *data) {
                                    return rk_component_begin_load(handle(), fn, data, &id);
                                });
        return id;
    }
    // F18 (1.3): ends the load `id` if it is the current one: RK_LOAD_DONE (to Idle, as end_refreshing),
    // RK_LOAD_NO_MORE_DATA (as end_refreshing_with_no_more_data; the footers only) or RK_LOAD_FAILED (as
    // end_refreshing_with_failure, with `message`; nullptr: the Failed title).
    // `message` must be nullptr for the other outcomes. Any other id throws rk::StaleLoadError
    // (RK_ERR_INVALID_STATE): nothing changes, the completion is never called. From another thread the
    // end is queued; a load that ends before its dispatch changes nothing (the completion gets false).
    void end_load(rk_load_id id, rk_load_outcome outcome = RK_LOAD_DONE, const char *message = nullptr,
                  Completion completion = {}) {
        const rk_status status = detail::completion_call(
            std::move(completion), [&](rk_component_completion_fn fn, void *data) {
                return rk_component_end_load(handle(), id, outcome, message, fn, data);
            });
        detail::check_end_load(status, "rk_component_end_load", id);
    }
    // 1.5: cancels the load `id` (to Idle, told as "load-cancelled" with RK_LOAD_CANCEL_HOST); a load that
    // is not current throws rk::StaleLoadError, nothing changed.
    void cancel_load(rk_load_id id) {
        detail::check_end_load(rk_component_cancel_load(handle(), id), "rk_component_cancel_load", id);
    }
    // 1.5: a new load replaces the one under way ("load-cancelled" with RK_LOAD_CANCEL_SUPERSEDED for the
    // old id), the state unchanged; with none under way, begin_load. Returns the new load's id.
    rk_load_id restart_load(Completion completion = {}) {
        rk_load_id id = 0;
        detail::with_completion(std::move(completion), "rk_component_restart_load",
                                [&](rk_component_completion_fn fn, void *data) {
                                    return rk_component_restart_load(handle(), fn, data, &id);
                                });
        return id;
    }
    // Refreshes while the task runs (B4); nullptr unbinds.
    inline void refresh_with(const Task *task);
    // Follows the task through rk_follow_task (B8, 1.3); nullptr unbinds. flags 0 is refresh_with;
    // RK_FOLLOW_FAILURE: a completion with an error code ends the load in RK_FOOTER_FAILED, the
    // label showing the completion's message. Unknown bits: rk::Error RK_ERR_INVALID_ARGUMENT.
    inline void follow_task(const Task *task, std::uint32_t flags = 0);

    // Queries (Thread: loop).
    rk_footer_state state() const { return read<rk_footer_state>(rk_component_get_state, "rk_component_get_state"); }
    // F18 (1.3): the current load's id, 0 when none (neither Refreshing nor WillRefresh).
    rk_load_id load_id() const { return read<rk_load_id>(rk_component_get_load_id, "rk_component_get_load_id"); }
    double pulling_percent() const {
        return read<double>(rk_component_get_pulling_percent, "rk_component_get_pulling_percent");
    }
    double alpha() const { return read<double>(rk_component_get_alpha, "rk_component_get_alpha"); }
    std::string label() const {
        return detail::get_string("rk_component_get_label", [&](char *buf, std::size_t cap, std::size_t *length) {
            return rk_component_get_label(handle(), buf, cap, length);
        });
    }
    // The title shown in a state (custom, else the language's).
    std::string title(rk_footer_state state) const {
        return detail::get_string("rk_component_get_title", [&](char *buf, std::size_t cap, std::size_t *length) {
            return rk_component_get_title(handle(), state, buf, cap, length);
        });
    }
    // The built-in title table in use ("en", "zh-Hans", ...).
    std::string language() const {
        return detail::get_string("rk_component_get_language", [&](char *buf, std::size_t cap, std::size_t *length) {
            return rk_component_get_language(handle(), buf, cap, length);
        });
    }

protected:
    Component() noexcept = default;

    // The verbs only some kinds have (RefreshKit refuses the others with RK_ERR_INVALID_STATE): each
    // kind publishes its own with `using`.
    void set_height(double height) {
        detail::check(rk_component_set_height(handle(), height), "rk_component_set_height");
    }
    void set_ignored_bottom_inset(double inset) {
        detail::check(rk_component_set_ignored_bottom_inset(handle(), inset), "rk_component_set_ignored_bottom_inset");
    }
    // N, the host's item count (footer, trailer).
    void set_data_count(std::int64_t count) {
        detail::check(rk_component_set_data_count(handle(), count), "rk_component_set_data_count");
    }
    void set_label_hidden(bool hidden) {
        detail::check(rk_component_set_label_hidden(handle(), detail::flag(hidden)), "rk_component_set_label_hidden");
    }
    void set_label_left_inset(double inset) {
        detail::check(rk_component_set_label_left_inset(handle(), inset), "rk_component_set_label_left_inset");
    }
    // The label text's width while no "measure-text" handler is connected.
    void set_text_width(double width) {
        detail::check(rk_component_set_text_width(handle(), width), "rk_component_set_text_width");
    }
    void end_refreshing_with_no_more_data(Completion completion = {}) {
        with_completion(std::move(completion), "rk_component_end_refreshing_with_no_more_data",
                        rk_component_end_refreshing_with_no_more_data);
    }
    void reset_no_more_data(Completion completion = {}) {
        with_completion(std::move(completion), "rk_component_reset_no_more_data", rk_component_reset_no_more_data);
    }
    // A state's GIF frames: 0.1 s each; or `duration` for the whole loop; or one duration per frame.
    void set_images(rk_footer_state state, const std::vector<rk_image> &images) {
        detail::check(rk_component_set_images(handle(), state, images.data(), count(images)),
                      "rk_component_set_images");
    }
    void set_images(rk_footer_state state, const std::vector<rk_image> &images, double duration) {
        detail::check(rk_component_set_images_with_duration(handle(), state, images.data(), count(images), duration),
                      "rk_component_set_images_with_duration");
    }
    void set_images(rk_footer_state state, const std::vector<rk_image> &images, const std::vector<double> &durations) {
        const char *function = "rk_component_set_images_with_frame_durations";
        if (durations.size() != images.size())
            throw Error(RK_ERR_INVALID_ARGUMENT, function,
                        std::string(function) + ": " + std::to_string(durations.size()) + " durations for " +
                            std::to_string(images.size()) + " images");
        detail::check(rk_component_set_images_with_frame_durations(handle(), state, images.data(), durations.data(),
                                                                   count(images)),
                      function);
    }
    rk_footer_gif gif() const {
        rk_footer_gif out{};
        out.struct_size = sizeof out;
        detail::check(rk_component_get_gif(handle(), &out), "rk_component_get_gif");
        return out;
    }
    // The frame shown at time t on the context's clock, or nullopt before any frame was shown.
    std::optional<Frame> frame_at(double t) const {
        Frame frame{0, 0};
        rk_status status = rk_component_frame_at(handle(), t, &frame.image_id, &frame.index);
        if (status == RK_ERR_NOT_FOUND && !detail::parked) return std::nullopt;
        detail::check(status, "rk_component_frame_at");
        return frame;
    }

    // A kind's struct query (layout, geometry): the struct with struct_size set, filled by fn.
    template <typename Struct>
    Struct query(rk_status (*fn)(Handle *, Struct *), const char *function) const {
        Struct out{};
        out.struct_size = sizeof out;
        detail::check(fn(handle(), &out), function);
        return out;
    }

private:
    Handle *handle() const noexcept { return this->get(); }
    template <typename T, typename Fn>
    T read(Fn fn, const char *function) const {
        T value{};
        detail::check(fn(handle(), &value), function);
        return value;
    }
    void with_completion(Completion completion, const char *function,
                         rk_status (*fn)(void *, rk_component_completion_fn, void *)) {
        detail::with_completion(std::move(completion), function,
                                      [&](rk_component_completion_fn cb, void *data) { return fn(handle(), cb, data); });
    }
    static std::uint32_t count(const std::vector<rk_image> &images) {
        if (images.size() > std::numeric_limits<std::uint32_t>::max())
            throw Error(RK_ERR_INVALID_ARGUMENT, "rk_component_set_images", "rk_component_set_images: too many images");
        return static_cast<std::uint32_t>(images.size());
    }
};

class Footer : public Component<rk_footer> {
public:
    // The verbs of Component this kind has beyond those every kind has.
    using Component::set_data_count;
    using Component::set_height;
    using Component::set_ignored_bottom_inset;
    using Component::set_images;
    using Component::set_label_hidden;
    using Component::set_label_left_inset;
    using Component::set_text_width;
    using Component::end_refreshing_with_no_more_data;
    using Component::reset_no_more_data;
    using Component::gif;
    using Component::frame_at;
    Footer() noexcept = default;
    explicit Footer(Context &ctx) {
        detail::check(rk_footer_create(ctx.get(), &handle_), "rk_footer_create");
        ctx_ = ctx.get();
    }

    void disable_animations() {
        detail::check(rk_footer_set_animation_disabled(handle_), "rk_footer_set_animation_disabled");
    }

    rk_footer_layout layout() const { return query(rk_footer_get_layout, "rk_footer_get_layout"); }
    rk_footer_geometry geometry() const { return query(rk_footer_get_geometry, "rk_footer_get_geometry"); }
};

// MJRefresh's pull-down header (1.2): the normal style (arrow and spinner as signals) or the GIF
// style. The footer's machine without NoMoreData; the host applies "inset-requested" (the TOP inset)
// and "offset-requested" to its next set_metrics, and the header adds and removes exactly its own
// part of the inset (F8). Its last-updated text reads the context's store (F11, F12).
class Header : public Component<rk_header> {
public:
    // The verbs of Component this kind has beyond those every kind has.
    using Component::set_height;
    using Component::set_images;
    using Component::set_label_hidden;
    using Component::set_label_left_inset;
    using Component::gif;
    using Component::frame_at;
    Header() noexcept = default;
    explicit Header(Context &ctx, rk_header_style style = RK_HEADER_STYLE_NORMAL) {
        // A new header formats its time text at once (the wall clock): if that throws, the base
        // class's destructor still destroys the header just created.
        detail::check(rk_header_create(ctx.get(), style, &handle_), "rk_header_create");
        ctx_ = ctx.get();
    }

    void set_ignored_top_inset(double inset) {
        detail::check(rk_header_set_ignored_top_inset(handle_, inset), "rk_header_set_ignored_top_inset");
    }
    void set_time_label_hidden(bool hidden) {
        detail::check(rk_header_set_time_label_hidden(handle_, detail::flag(hidden)),
                      "rk_header_set_time_label_hidden");
    }
    // The label widths used while no "measure-text" handler is connected.
    void set_text_widths(double state_width, double time_width) {
        detail::check(rk_header_set_text_widths(handle_, state_width, time_width), "rk_header_set_text_widths");
    }
    // The normal style's arrow and spinner sizes (defaults 15 x 40 and 20 x 20).
    void set_visual_sizes(double arrow_width, double arrow_height, double spinner_width, double spinner_height) {
        detail::check(rk_header_set_visual_sizes(handle_, arrow_width, arrow_height, spinner_width, spinner_height),
                      "rk_header_set_visual_sizes");
    }
    // The key this header reads and stamps in the context's store (default
    // "MJRefreshHeaderLastUpdatedTimeKey"; it survives a language change).
    void set_last_updated_key(const char *key) {
        detail::check(rk_header_set_last_updated_key(handle_, key), "rk_header_set_last_updated_key");
    }
    // A text shown instead of the formatted time; nullptr returns to the formatted text.
    void set_last_updated_text(const char *text) {
        detail::check(rk_header_set_last_updated_text(handle_, text), "rk_header_set_last_updated_text");
    }
    // The time zone of "Today" and the clock, in seconds east of UTC (F11); until it is set, the
    // context's (Context::set_utc_offset).
    void set_utc_offset(std::int32_t seconds) {
        detail::check(rk_header_set_utc_offset(handle_, seconds), "rk_header_set_utc_offset");
    }
    // 1.4: formatter makes the time label's text, at once and at every recompute (a state change,
    // the key, the language, a time zone, the label shown again, a new stored time seen by an
    // update); an empty function returns to the built-in text. A text RefreshKit refuses (invalid
    // UTF-8, a NUL, longer than RK_MAX_STRING_BYTES) shows the built-in text after
    // "time-text-refused"; what formatter throws shows the built-in text and is rethrown by the
    // call that recomputed. The header owns it until it is replaced or destroyed. Thread: loop.
    void set_last_updated_formatter(LastUpdatedFormatter formatter) {
        if (!formatter) {
            detail::check(rk_header_set_last_updated_formatter(handle_, nullptr, nullptr, nullptr),
                          "rk_header_set_last_updated_formatter");
            return;
        }
        // Owned by the header from the call on: the formatter may destroy its header inside the
        // call, whose destroy notify then deletes the state before the call returns.
        auto *state = new detail::FormatterState{std::move(formatter), std::nullopt};
        rk_status status = rk_header_set_last_updated_formatter(handle_, &detail::FormatterState::call, state,
                                                                &detail::FormatterState::destroy);
        if (status != RK_OK) delete state; // not set: the notify is never called
        detail::check(status, "rk_header_set_last_updated_formatter");
    }

    // The last-updated label's text.
    std::string time_label() const {
        return detail::get_string("rk_header_get_time_label", [&](char *buf, std::size_t cap, std::size_t *length) {
            return rk_header_get_time_label(handle_, buf, cap, length);
        });
    }
    std::string last_updated_key() const {
        return detail::get_string("rk_header_get_last_updated_key",
                                  [&](char *buf, std::size_t cap, std::size_t *length) {
                                      return rk_header_get_last_updated_key(handle_, buf, cap, length);
                                  });
    }
    rk_header_layout layout() const { return query(rk_header_get_layout, "rk_header_get_layout"); }
    rk_header_geometry geometry() const { return query(rk_header_get_geometry, "rk_header_get_geometry"); }
};

// MJRefresh's trailer (1.2): swipe past the right edge to see more, the back footer on its side. It
// reads content_width, offset_x, inset_left and inset_right of the metrics; the host applies
// "inset-requested" (the RIGHT inset) and "offset-requested" (offset_x) to its next set_metrics,
// and the trailer adds and removes exactly its own part of the inset (F8). No GIF frames, no
// height, no NoMoreData; the normal style's arrow turns ("arrow-changed", arrow_angle).
class Trailer : public Component<rk_trailer> {
public:
    // The verbs of Component this kind has beyond those every kind has.
    using Component::set_data_count;
    using Component::set_label_hidden;
    Trailer() noexcept = default;
    explicit Trailer(Context &ctx, rk_trailer_style style = RK_TRAILER_STYLE_NORMAL) {
        detail::check(rk_trailer_create(ctx.get(), style, &handle_), "rk_trailer_create");
        ctx_ = ctx.get();
    }

    // gR: moves the trailer right without moving a threshold.
    void set_ignored_right_inset(double inset) {
        detail::check(rk_trailer_set_ignored_right_inset(handle_, inset), "rk_trailer_set_ignored_right_inset");
    }
    // The normal style's arrow size (default 20 x 20).
    void set_arrow_size(double width, double height) {
        detail::check(rk_trailer_set_arrow_size(handle_, width, height), "rk_trailer_set_arrow_size");
    }

    // The normal style's arrow angle in radians: 0 points left (swipe), pi right (release).
    double arrow_angle() const {
        double angle = 0;
        detail::check(rk_trailer_get_arrow_angle(handle_, &angle), "rk_trailer_get_arrow_angle");
        return angle;
    }
    rk_trailer_layout layout() const { return query(rk_trailer_get_layout, "rk_trailer_get_layout"); }
    rk_trailer_geometry geometry() const { return query(rk_trailer_get_geometry, "rk_trailer_get_geometry"); }
};

namespace detail {
// A C function and its name, for the error it throws.
template <class F> struct Named {
    F fn;
    const char *name;
};
#define RK_CPP_NAMED(f) ::rk::detail::Named<decltype(&f)>{&f, #f}

// The functions the auto footer and the auto header both have, by handle type.
template <class Handle> struct AutoLoaderApi;
template <> struct AutoLoaderApi<rk_auto_footer> {
    static constexpr auto set_trigger_percent = RK_CPP_NAMED(rk_auto_footer_set_trigger_percent);
    static constexpr auto set_automatically_refresh = RK_CPP_NAMED(rk_auto_footer_set_automatically_refresh);
    static constexpr auto set_auto_trigger_times = RK_CPP_NAMED(rk_auto_footer_set_auto_trigger_times);
    static constexpr auto set_prefetch_items = RK_CPP_NAMED(rk_auto_footer_set_prefetch_items);
    static constexpr auto get_prefetch_items = RK_CPP_NAMED(rk_auto_footer_get_prefetch_items);
    static constexpr auto tap = RK_CPP_NAMED(rk_auto_footer_tap);
    static constexpr auto set_refreshing_title_hidden = RK_CPP_NAMED(rk_auto_footer_set_refreshing_title_hidden);
    static constexpr auto set_fills_viewport = RK_CPP_NAMED(rk_auto_footer_set_fills_viewport);
    static constexpr auto set_spinner_size = RK_CPP_NAMED(rk_auto_footer_set_spinner_size);
    static constexpr auto is_spinner_animating = RK_CPP_NAMED(rk_auto_footer_is_spinner_animating);
    static constexpr auto get_layout = RK_CPP_NAMED(rk_auto_footer_get_layout);
    static constexpr auto get_geometry = RK_CPP_NAMED(rk_auto_footer_get_geometry);
};
template <> struct AutoLoaderApi<rk_auto_header> {
    static constexpr auto set_trigger_percent = RK_CPP_NAMED(rk_auto_header_set_trigger_percent);
    static constexpr auto set_automatically_refresh = RK_CPP_NAMED(rk_auto_header_set_automatically_refresh);
    static constexpr auto set_auto_trigger_times = RK_CPP_NAMED(rk_auto_header_set_auto_trigger_times);
    static constexpr auto set_prefetch_items = RK_CPP_NAMED(rk_auto_header_set_prefetch_items);
    static constexpr auto get_prefetch_items = RK_CPP_NAMED(rk_auto_header_get_prefetch_items);
    static constexpr auto tap = RK_CPP_NAMED(rk_auto_header_tap);
    static constexpr auto set_refreshing_title_hidden = RK_CPP_NAMED(rk_auto_header_set_refreshing_title_hidden);
    static constexpr auto set_fills_viewport = RK_CPP_NAMED(rk_auto_header_set_fills_viewport);
    static constexpr auto set_spinner_size = RK_CPP_NAMED(rk_auto_header_set_spinner_size);
    static constexpr auto is_spinner_animating = RK_CPP_NAMED(rk_auto_header_is_spinner_animating);
    static constexpr auto get_layout = RK_CPP_NAMED(rk_auto_header_get_layout);
    static constexpr auto get_geometry = RK_CPP_NAMED(rk_auto_header_get_geometry);
};
#undef RK_CPP_NAMED
} // namespace detail

// What the auto footer and the auto header (1.5) share, written once: MJRefresh's auto-footer layer
// at either edge (docs/behaviour/auto-footer.md, docs/behaviour/auto-header.md). Each loads when its
// end of the content comes into view (the offset rule, the pan-end rule, prefetch by item count, a
// tap), with the footer's machine (NoMoreData included), the trigger percent, the trigger budget
// (F9), refreshingTitleHidden and fill the viewport. Alone, its set_metrics attaches it at the first
// update; attached to a ScrollView, that scroll view's set_metrics drives it and its own set_metrics
// throws (RK_ERR_INVALID_STATE). "refreshing" is the moment to load.
template <class Handle> class AutoLoader : public Component<Handle> {
    using Api = detail::AutoLoaderApi<Handle>;
    template <class F, class... Args> void call(const detail::Named<F> &f, Args... args) const {
        detail::check(f.fn(this->handle_, args...), f.name);
    }

public:
    // The verbs of Component the auto loaders have beyond those every kind has.
    using Component<Handle>::set_height;
    using Component<Handle>::end_refreshing_with_no_more_data;
    using Component<Handle>::reset_no_more_data;
    using Component<Handle>::set_images;
    using Component<Handle>::set_label_left_inset;
    using Component<Handle>::set_text_width;
    using Component<Handle>::gif;
    using Component<Handle>::frame_at;

    // r (default 1): where the offset rule's line sits; negative loads earlier (F13 keeps it off
    // the far edge).
    void set_trigger_percent(double percent) { call(Api::set_trigger_percent, percent); }
    void set_automatically_refresh(bool enabled) { call(Api::set_automatically_refresh, detail::flag(enabled)); }
    // n (default 1): drag loads per drag; -1 unlimited, other values <= 0 none (F9).
    void set_auto_trigger_times(std::int32_t times) { call(Api::set_auto_trigger_times, times); }
    // F19: prefetch by item count. With items > 0 a load begins from Idle when fewer than items
    // items lie beyond the visible ones toward the loader's edge (the footer: after
    // last_visible_item; the header: before first_visible_item); edge-triggered (once per arrival,
    // again when the count changes while it holds or after a new pan), drag-caused loads under the
    // budget (F9). 0 (the default) is off; setting it re-arms the rule. Negative:
    // RK_ERR_INVALID_ARGUMENT. Thread: any.
    void set_prefetch_items(std::int64_t items) { call(Api::set_prefetch_items, items); }
    // The prefetch distance (0: off). Thread: loop.
    std::int64_t prefetch_items() const {
        std::int64_t items = 0;
        call(Api::get_prefetch_items, &items);
        return items;
    }
    // A tap on the label: begins loading in Idle, or in Failed (a retry); never counted (F9).
    void tap() { call(Api::tap); }
    // refreshingTitleHidden: an empty label in Refreshing, the spinner or GIF centred.
    void set_refreshing_title_hidden(bool hidden) { call(Api::set_refreshing_title_hidden, detail::flag(hidden)); }
    // 1.5: fill the viewport (off by default): short lists load the next page after each end.
    void set_fills_viewport(bool enabled) { call(Api::set_fills_viewport, detail::flag(enabled)); }
    // The normal style's spinner size (default 20 x 20).
    void set_spinner_size(double width, double height) { call(Api::set_spinner_size, width, height); }

    bool spinner_animating() const {
        std::int32_t animating = 0;
        call(Api::is_spinner_animating, &animating);
        return animating != 0;
    }
    auto layout() const { return this->query(Api::get_layout.fn, Api::get_layout.name); }
    auto geometry() const { return this->query(Api::get_geometry.fn, Api::get_geometry.name); }
};

// MJRefresh's auto footer (1.2): an AutoLoader under the content, with paging and the ignored
// bottom inset.
class AutoFooter : public AutoLoader<rk_auto_footer> {
public:
    using Component::set_ignored_bottom_inset;
    AutoFooter() noexcept = default;
    explicit AutoFooter(Context &ctx, rk_auto_footer_style style = RK_AUTO_FOOTER_STYLE_NORMAL) {
        detail::check(rk_auto_footer_create(ctx.get(), style, &handle_), "rk_auto_footer_create");
        ctx_ = ctx.get();
    }
    void set_paging_enabled(bool enabled) {
        detail::check(rk_auto_footer_set_paging_enabled(handle_, detail::flag(enabled)),
                      "rk_auto_footer_set_paging_enabled");
    }
};

// The auto header (1.5, docs/behaviour/auto-header.md): an AutoLoader above the content, for lists
// that load both ways; NoMoreData reads "no older items". On a ScrollView it takes its own slot
// beside a Header and its load is the load states' prepend; when the older rows arrive, end the
// load and call content_inserted(TOP, height, items). No bottom inset, no paging.
class AutoHeader : public AutoLoader<rk_auto_header> {
public:
    AutoHeader() noexcept = default;
    explicit AutoHeader(Context &ctx, rk_auto_footer_style style = RK_AUTO_FOOTER_STYLE_NORMAL) {
        detail::check(rk_auto_header_create(ctx.get(), style, &handle_), "rk_auto_header_create");
        ctx_ = ctx.get();
    }
};

// The host's scroll view (1.2): one set_metrics per scroll event drives every attached component
// (the header, then the footer or the auto footer, then the trailer), a request of one taken as
// applied for the next. Its "inset-requested" and "offset-requested" ((void *component, int32_t
// edge or axis, double, double)) tell every component's request in one place. The components live
// on when it is destroyed (each gives its inset back through its own signal).
class ScrollView : public Object<rk_scroll_view, rk_scroll_view_destroy> {
public:
    ScrollView() noexcept = default;
    explicit ScrollView(Context &ctx) {
        detail::check(rk_scroll_view_create(ctx.get(), &handle_), "rk_scroll_view_create");
        ctx_ = ctx.get();
    }
    // One scroll update (Thread: any, queued off the loop thread).
    void set_metrics(const rk_scroll_metrics &metrics) {
        rk_scroll_metrics copy = metrics;
        copy.struct_size = sizeof copy;
        detail::check(rk_scroll_view_set_metrics(handle_, &copy), "rk_scroll_view_set_metrics");
    }
    // A Footer, Header, AutoFooter, AutoHeader or Trailer (Thread: loop).
    template <typename Component>
    void attach(const Component &component) {
        static_assert(is_component<Component>(), "a Footer, Header, AutoFooter, AutoHeader or Trailer attaches");
        detail::check(rk_scroll_view_attach(handle_, component.get()), "rk_scroll_view_attach");
    }
    template <typename Component>
    void detach(const Component &component) {
        static_assert(is_component<Component>(), "a Footer, Header, AutoFooter, AutoHeader or Trailer detaches");
        detail::check(rk_scroll_view_detach(handle_, component.get()), "rk_scroll_view_detach");
    }
    // The handle attached in kind's slot if it is of that kind, else nullptr.
    void *component(rk_kind kind) const {
        void *out = nullptr;
        detail::check(rk_scroll_view_get_component(handle_, kind, &out), "rk_scroll_view_get_component");
        return out;
    }
    // The last update's metrics with every request made since applied.
    rk_scroll_metrics metrics() const {
        rk_scroll_metrics out{};
        out.struct_size = sizeof out;
        detail::check(rk_scroll_view_get_metrics(handle_, &out), "rk_scroll_view_get_metrics");
        return out;
    }
    // The host's own inset on an edge: the current one minus the components' contributions (F8).
    double host_inset(rk_scroll_edge edge) const {
        double inset = 0;
        detail::check(rk_scroll_view_get_host_inset(handle_, edge, &inset), "rk_scroll_view_get_host_inset");
        return inset;
    }
    // 1.5: rows inserted at the top or the bottom, items of them (0: not counted); the scroll view
    // asks for the offset that keeps the visible rows still ("offset-requested" naming no
    // component). Counted items join item_count, and a load's "Loaded N new items" leaves out
    // those inserted at the other edge meanwhile.
    void content_inserted(rk_scroll_edge edge, double height, int64_t items = 0) {
        detail::check(rk_scroll_view_content_inserted(handle_, edge, height, items),
                      "rk_scroll_view_content_inserted");
    }
    // 1.5: the list's loads now (refresh, prepend, append); "load-states-changed" tells when.
    rk_load_states load_states() const {
        rk_load_states out{};
        out.struct_size = sizeof out;
        detail::check(rk_scroll_view_get_load_states(handle_, &out), "rk_scroll_view_get_load_states");
        return out;
    }

private:
    template <typename Component>
    static constexpr bool is_component() {
        return std::is_same<Component, Footer>::value || std::is_same<Component, Header>::value ||
               std::is_same<Component, AutoFooter>::value || std::is_same<Component, AutoHeader>::value ||
               std::is_same<Component, Trailer>::value;
    }
};

class Task : public Object<rk_task, rk_task_destroy> {
public:
    Task() noexcept = default;
    explicit Task(Context &ctx) {
        detail::check(rk_task_create(ctx.get(), &handle_), "rk_task_create");
        ctx_ = ctx.get();
    }
    // Thread: any. The events reach observers at the loop's next dispatch.
    void resume() { detail::check(rk_task_resume(handle_), "rk_task_resume"); }
    void suspend() { detail::check(rk_task_suspend(handle_), "rk_task_suspend"); }
    void cancel() { detail::check(rk_task_cancel(handle_), "rk_task_cancel"); }
    void complete(std::int32_t error_code = 0, const char *message = nullptr) {
        detail::check(rk_task_complete(handle_, error_code, message), "rk_task_complete");
    }
    rk_task_state state() const {
        rk_task_state state = 0;
        detail::check(rk_task_get_state(handle_, &state), "rk_task_get_state");
        return state;
    }
    // B7 (1.3). Thread: any. Coalesced: the latest bytes per direction reach observers at the loop's
    // next dispatch. expected RK_PROGRESS_UNKNOWN when the total is not known.
    void set_progress(rk_progress_direction direction, std::int64_t completed,
                      std::int64_t expected = RK_PROGRESS_UNKNOWN) {
        detail::check(rk_task_set_progress(handle_, direction, completed, expected), "rk_task_set_progress");
    }
    // The latest (completed, expected) reported for a direction, delivered or not.
    std::pair<std::int64_t, std::int64_t> progress(rk_progress_direction direction) const {
        std::int64_t completed = 0, expected = 0;
        detail::check(rk_task_get_progress(handle_, direction, &completed, &expected), "rk_task_get_progress");
        return {completed, expected};
    }
};

// A progress bar's model (B7, 1.3): follows one direction of one task, or several tasks combined by
// their byte totals. Signals "progress-changed"(double fraction, int32_t animated) and
// "indeterminate-changed"(int32_t indeterminate). Thread: loop.
class Progress : public Object<rk_progress, rk_progress_destroy> {
public:
    Progress() noexcept = default;
    explicit Progress(Context &ctx) {
        detail::check(rk_progress_create(ctx.get(), &handle_), "rk_progress_create");
        ctx_ = ctx.get();
    }
    // Follows one direction of the task (nullptr unbinds without a signal); the task's bytes are
    // shown during this call.
    void follow(const Task *task, rk_progress_direction direction = RK_PROGRESS_DOWNLOAD, bool animated = false) {
        const char *function = "rk_progress_set_task";
        detail::check(rk_progress_set_task(handle_, detail::bound_handle(task, function), direction, animated ? 1 : 0),
                      function);
    }
    // Follows every task of the list combined by byte totals; an empty list unbinds. The whole list
    // is checked before anything changes.
    void follow_all(const std::vector<const Task *> &tasks, rk_progress_direction direction = RK_PROGRESS_DOWNLOAD,
                    bool animated = false) {
        const char *function = "rk_progress_set_tasks";
        std::vector<rk_task *> handles;
        handles.reserve(tasks.size());
        for (const Task *task : tasks) {
            if (task == nullptr) throw Error(RK_ERR_INVALID_HANDLE, function, "rk_progress_set_tasks: a null task");
            handles.push_back(detail::bound_handle(task, function));
        }
        detail::check(rk_progress_set_tasks(handle_, handles.empty() ? nullptr : handles.data(), handles.size(),
                                            direction, animated ? 1 : 0),
                      function);
    }
    // The last fraction shown (in [0, 1], kept while indeterminate), and whether it is indeterminate.
    double fraction() const { return state().first; }
    bool indeterminate() const { return state().second; }

private:
    std::pair<double, bool> state() const {
        double fraction = 0;
        std::int32_t indeterminate = 0;
        detail::check(rk_progress_get_fraction(handle_, &fraction, &indeterminate), "rk_progress_get_fraction");
        return {fraction, indeterminate != 0};
    }
};

class Indicator : public Object<rk_indicator, rk_indicator_destroy> {
public:
    Indicator() noexcept = default;
    explicit Indicator(Context &ctx) {
        detail::check(rk_indicator_create(ctx.get(), &handle_), "rk_indicator_create");
        ctx_ = ctx.get();
    }
    // Follows the task (nullptr unbinds); the initial command is emitted during this call.
    void follow(const Task *task) {
        const char *function = "rk_indicator_set_animating_with_state_of_task";
        detail::check(rk_indicator_set_animating_with_state_of_task(handle_, detail::bound_handle(task, function)),
                      function);
    }
    // Follows the task through rk_follow_task (1.3), as follow does; the flags are checked as a
    // component's, but an indicator stops at any completion (RK_FOLLOW_FAILURE has no effect on it).
    inline void follow_task(const Task *task, std::uint32_t flags = 0);
    bool animating() const {
        std::int32_t animating = 0;
        detail::check(rk_indicator_is_animating(handle_, &animating), "rk_indicator_is_animating");
        return animating != 0;
    }
};

template <typename Handle>
inline void Component<Handle>::refresh_with(const Task *task) {
    const char *function = "rk_component_set_refreshing_with_state_of_task";
    detail::check(rk_component_set_refreshing_with_state_of_task(handle(), detail::bound_handle(task, function)),
                  function);
}

namespace detail {
// rk_follow_task for every kind that can follow a task (B8, 1.3).
inline void follow_task(void *object, const Task *task, std::uint32_t flags) {
    const char *function = "rk_follow_task";
    check(rk_follow_task(object, bound_handle(task, function), flags), function);
}
} // namespace detail

template <typename Handle>
inline void Component<Handle>::follow_task(const Task *task, std::uint32_t flags) {
    detail::follow_task(handle(), task, flags);
}
inline void Indicator::follow_task(const Task *task, std::uint32_t flags) {
    detail::follow_task(handle_, task, flags);
}

inline Probe Context::probe() { return Probe(*this); }
inline Footer Context::footer() { return Footer(*this); }
inline Header Context::header(rk_header_style style) { return Header(*this, style); }
inline Trailer Context::trailer(rk_trailer_style style) { return Trailer(*this, style); }
inline AutoFooter Context::auto_footer(rk_auto_footer_style style) { return AutoFooter(*this, style); }
inline AutoHeader Context::auto_header(rk_auto_footer_style style) { return AutoHeader(*this, style); }
inline ScrollView Context::scroll_view() { return ScrollView(*this); }
inline Task Context::task() { return Task(*this); }
inline Indicator Context::indicator() { return Indicator(*this); }
inline Progress Context::progress() { return Progress(*this); }
inline ActivityMonitor Context::activity_monitor() const noexcept { return ActivityMonitor(ctx_); }

// 1.4: the refresh family's functions for any kind, for code that holds a component whose kind it
// does not know (they take the raw handle and return the rk_status; the classes above keep calling
// their kind's own functions for now).
namespace component {
inline constexpr auto destroy = &rk_component_destroy;
inline constexpr auto set_metrics = &rk_component_set_metrics;
inline constexpr auto set_visible = &rk_component_set_visible;
inline constexpr auto set_hidden = &rk_component_set_hidden;
inline constexpr auto set_interaction_enabled = &rk_component_set_interaction_enabled;
inline constexpr auto set_automatically_change_alpha = &rk_component_set_automatically_change_alpha;
inline constexpr auto set_animation_durations = &rk_component_set_animation_durations;
inline constexpr auto set_height = &rk_component_set_height;
inline constexpr auto set_ignored_bottom_inset = &rk_component_set_ignored_bottom_inset;
inline constexpr auto set_data_count = &rk_component_set_data_count;
inline constexpr auto begin_refreshing = &rk_component_begin_refreshing;
inline constexpr auto end_refreshing = &rk_component_end_refreshing;
inline constexpr auto end_refreshing_with_no_more_data = &rk_component_end_refreshing_with_no_more_data;
inline constexpr auto reset_no_more_data = &rk_component_reset_no_more_data;
inline constexpr auto end_refreshing_with_failure = &rk_component_end_refreshing_with_failure;
inline constexpr auto retry = &rk_component_retry;
inline constexpr auto begin_load = &rk_component_begin_load;
inline constexpr auto end_load = &rk_component_end_load;
inline constexpr auto get_load_id = &rk_component_get_load_id;
inline constexpr auto set_refreshing_with_state_of_task = &rk_component_set_refreshing_with_state_of_task;
inline constexpr auto set_title = &rk_component_set_title;
inline constexpr auto get_title = &rk_component_get_title;
inline constexpr auto set_language = &rk_component_set_language;
inline constexpr auto get_language = &rk_component_get_language;
inline constexpr auto get_label = &rk_component_get_label;
inline constexpr auto set_label_hidden = &rk_component_set_label_hidden;
inline constexpr auto set_label_left_inset = &rk_component_set_label_left_inset;
inline constexpr auto set_text_width = &rk_component_set_text_width;
inline constexpr auto set_images = &rk_component_set_images;
inline constexpr auto set_images_with_duration = &rk_component_set_images_with_duration;
inline constexpr auto set_images_with_frame_durations = &rk_component_set_images_with_frame_durations;
inline constexpr auto get_gif = &rk_component_get_gif;
inline constexpr auto frame_at = &rk_component_frame_at;
inline constexpr auto get_state = &rk_component_get_state;
inline constexpr auto get_pulling_percent = &rk_component_get_pulling_percent;
inline constexpr auto get_alpha = &rk_component_get_alpha;
} // namespace component

} // namespace rk

#endif // REFRESHKIT_HPP
