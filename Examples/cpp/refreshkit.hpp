// refreshkit.hpp — small C++17 RAII wrappers over refreshkit.h (header-only, an example host's).
//
//  * Context, Footer, Task, Indicator: move-only owners of one handle each; the destructor destroys
//    the object. Destroying an object whose context is already gone is harmless: RefreshKit's
//    handles are generation-checked, so the late destroy just gets RK_ERR_INVALID_HANDLE.
//  * Connection: move-only; its destructor disconnects (a connection that already ended with its
//    object is fine). release() keeps the handler for the object's lifetime instead.
//  * Errors: a status other than RK_OK becomes rk::Error (status, function, the library's message).
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
// Thread rules are RefreshKit's: objects are used on the thread that created their context, except
// the calls the header marks "Thread: any" (Task::resume/suspend/cancel/complete, Footer setters).
#ifndef REFRESHKIT_HPP
#define REFRESHKIT_HPP

#include <refreshkit.h>

#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
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

} // namespace detail

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

class Footer;
class Task;
class Indicator;

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
        : ctx_(std::exchange(other.ctx_, nullptr)), clock_(std::move(other.clock_)) {}
    Context &operator=(Context &&other) noexcept {
        if (this != &other) {
            reset();
            ctx_ = std::exchange(other.ctx_, nullptr);
            clock_ = std::move(other.clock_);
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

    template <typename Signature, typename F>
    [[nodiscard]] Connection connect(const char *signal, F &&f) {
        return rk::connect<Signature>(ctx_, ctx_, signal, std::forward<F>(f));
    }

    inline Footer footer();
    inline Task task();
    inline Indicator indicator();

private:
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
    }

    rk_context *ctx_ = nullptr;
    std::unique_ptr<std::function<double()>> clock_;
};

// One-shot footer completions: owned by the call until RefreshKit calls them (exactly once).
using Completion = std::function<void(bool finished)>;

namespace detail {
inline void completion_trampoline(rk_footer *, std::int32_t finished, void *user_data) noexcept {
    std::unique_ptr<Completion> completion(static_cast<Completion *>(user_data));
    try {
        (*completion)(finished != 0);
    } catch (...) {
        park(std::current_exception());
    }
}
template <typename Call>
void with_completion(Completion completion, const char *function, Call &&call) {
    if (!completion) {
        check(call(nullptr, nullptr), function);
        return;
    }
    auto owned = std::make_unique<Completion>(std::move(completion));
    rk_status status = call(&completion_trampoline, owned.get());
    if (status == RK_OK) owned.release(); // RefreshKit calls it exactly once; on an error never
    check(status, function);
}
} // namespace detail

class Footer : public Object<rk_footer, rk_footer_destroy> {
public:
    Footer() noexcept = default;
    explicit Footer(Context &ctx) {
        detail::check(rk_footer_create(ctx.get(), &handle_), "rk_footer_create");
        ctx_ = ctx.get();
    }

    void set_metrics(const rk_scroll_metrics &metrics) {
        rk_scroll_metrics copy = metrics;
        copy.struct_size = sizeof copy;
        detail::check(rk_footer_set_metrics(handle_, &copy), "rk_footer_set_metrics");
    }
    void set_data_count(std::int64_t count) {
        detail::check(rk_footer_set_data_count(handle_, count), "rk_footer_set_data_count");
    }
    void set_height(double height) { detail::check(rk_footer_set_height(handle_, height), "rk_footer_set_height"); }
    void set_images(rk_footer_state state, const std::vector<rk_image> &images) {
        detail::check(rk_footer_set_images(handle_, state, images.data(), static_cast<std::uint32_t>(images.size())),
                      "rk_footer_set_images");
    }
    void set_language(const char *language) {
        detail::check(rk_footer_set_language(handle_, language), "rk_footer_set_language");
    }
    void begin_refreshing(Completion completion = {}) {
        detail::with_completion(std::move(completion), "rk_footer_begin_refreshing",
                                [&](rk_completion_fn fn, void *data) { return rk_footer_begin_refreshing(handle_, fn, data); });
    }
    void end_refreshing(Completion completion = {}) {
        detail::with_completion(std::move(completion), "rk_footer_end_refreshing",
                                [&](rk_completion_fn fn, void *data) { return rk_footer_end_refreshing(handle_, fn, data); });
    }
    void end_refreshing_with_no_more_data(Completion completion = {}) {
        detail::with_completion(std::move(completion), "rk_footer_end_refreshing_with_no_more_data",
                                [&](rk_completion_fn fn, void *data) {
                                    return rk_footer_end_refreshing_with_no_more_data(handle_, fn, data);
                                });
    }
    rk_footer_state state() const {
        rk_footer_state state = 0;
        detail::check(rk_footer_get_state(handle_, &state), "rk_footer_get_state");
        return state;
    }
    std::string label() const {
        std::size_t length = 0;
        detail::check(rk_footer_get_label(handle_, nullptr, 0, &length), "rk_footer_get_label");
        std::string text(length, '\0');
        if (length > 0) detail::check(rk_footer_get_label(handle_, &text[0], length + 1, nullptr), "rk_footer_get_label");
        return text;
    }
    // Refreshes while the task runs (the refresh control's binding); nullptr unbinds.
    inline void refresh_with(const Task *task);
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
    bool animating() const {
        std::int32_t animating = 0;
        detail::check(rk_indicator_is_animating(handle_, &animating), "rk_indicator_is_animating");
        return animating != 0;
    }
};

inline void Footer::refresh_with(const Task *task) {
    const char *function = "rk_footer_set_refreshing_with_state_of_task";
    detail::check(rk_footer_set_refreshing_with_state_of_task(handle_, detail::bound_handle(task, function)),
                  function);
}

inline Footer Context::footer() { return Footer(*this); }
inline Task Context::task() { return Task(*this); }
inline Indicator Context::indicator() { return Indicator(*this); }

} // namespace rk

#endif // REFRESHKIT_HPP
