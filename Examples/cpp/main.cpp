// rk-cpp-host: a C++17 host of RefreshKit through the RAII wrappers in refreshkit.hpp.
//
// Each scenario prints what happens and checks it; the program exits 0 only if every check held:
//   1. footer     a pull-up on a fake clock: trigger, load, end with a completion
//   2. binding    a spinner and the footer follow a task that a std::thread resumes and completes
//   3. self       a handler that destroys its own object (and what that does to the std::functions)
//   4. exceptions thrown in handlers, caught at the trampoline, rethrown after the C call returned;
//                 status -> rk::Error translation; a handler whose signature does not match
//   5. lifetimes  move-only wrappers, a context destroyed before its objects and connections
//   6. coverage   every other wrapper: the probe's marshalling, timers, post from a thread with a
//                 wakeup, the activity monitor, the footer's setters and getters, signal
//                 descriptions, the API table
//   7. header     the pull-down header (1.2) on a fake clock and a fake wall clock: pull, refresh
//                 with the top inset, the inset rule, end and the last-updated stamp, another
//                 party's inset (F8), a cancelled pan, the GIF style, the layout, the context's
//                 store, a task binding, and every other Header wrapper
//   8. trailer    the swipe-left trailer (1.2) on a fake clock, in the spec's setups TA, TB and TC:
//                 swipe past the trigger, refresh with the right inset and offset, end (the inset
//                 given back, the arrow snapping back), the offset re-assert on more items, F8,
//                 gR, the layout of both styles, titles, WillRefresh, a task binding, and every
//                 other Trailer wrapper
//   9. auto footer  the load-more auto footer and the scroll view (1.2) on a fake clock, in the
//                 spec's setup FA, with a header on the same scroll view: the offset rule, the
//                 budget (F9), paging, NoMoreData and taps, F13 while the header springs back, F8,
//                 the GIF style, a task binding, the refusals, and every other AutoFooter and
//                 ScrollView wrapper
//  10. failure    F17 (1.3) on the footer, the header, the trailer and the auto footer: a load
//                 that ends as a failure (Failed, the message, the completion after the exit),
//                 retry (Refreshing and its trigger), retry outside Failed, the Failed title, a
//                 refused message
//  11. follow     rk_follow_task (B8, 1.3) on the whole family and the indicator: a failed task
//                 ends the load in Failed with its message (RK_FOLLOW_FAILURE), in Idle without
//                 the flag or after a success, the Failed title without a message, refused flags,
//                 unbinding, an indicator that starts and stops
//  12. load ids   F18 (1.3) on the whole family: a begin names its load before its trigger and the
//                 trigger ("refreshing-load") names it again; a double trigger starts one load and
//                 its second id is refused (rk::StaleLoadError); a slow first response cannot end
//                 the next load; an end after a task's cancel; the outcomes (NoMoreData only on
//                 the footers), refused arguments, an id spent once, a retry's new id; a worker
//                 thread's begin and end, queued in order
//  13. prefetch   F19 (1.3) on the auto footer: the host reports its items, the load begins n rows
//                 before the end; once per arrival, again on a count change (a short list fills up
//                 and stops) or a new pan; refused values, through a scroll view, from a std::thread
//  14. accessibility  F20 (1.3) on the whole family: "announcement" (text, priority) for a load's
//                 begin, end (with the new items), no more data and failure, in English and Russian,
//                 only while connected; activate() (a tap or a pull, from a std::thread too); the
//                 context's reduced motion (requests with duration 0, a GIF on its first frame)
//  15. progress   B7 (1.3): a std::thread reports a task's bytes as fast as it can, the loop sees
//                 one delivery with the latest; a Progress following one task and several
//                 combined by byte totals, an unknown total (indeterminate), the completion, a
//                 refused bind, the names
//
// Usage: rk-cpp-host [--quiet]
#include "refreshkit.hpp"

#include <poll.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <condition_variable>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace {

bool quiet = false;
int failures = 0;

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void say(const char *format, ...) {
    if (quiet) return;
    va_list ap;
    va_start(ap, format);
    std::vprintf(format, ap);
    va_end(ap);
    std::fflush(stdout);
}

#define EXPECT(cond)                                                                             \
    do {                                                                                         \
        if (!(cond)) {                                                                           \
            std::fprintf(stderr, "rk-cpp-host: FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);    \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)

// The wrappers are move-only, and moving never throws.
static_assert(!std::is_copy_constructible_v<rk::Context> && !std::is_copy_assignable_v<rk::Context>);
static_assert(!std::is_copy_constructible_v<rk::Footer> && !std::is_copy_assignable_v<rk::Footer>);
static_assert(!std::is_copy_constructible_v<rk::Task> && !std::is_copy_constructible_v<rk::Indicator>);
static_assert(!std::is_copy_constructible_v<rk::Connection>);
static_assert(!std::is_copy_constructible_v<rk::Header> && std::is_nothrow_move_constructible_v<rk::Header>);
static_assert(!std::is_copy_constructible_v<rk::Trailer> && std::is_nothrow_move_constructible_v<rk::Trailer>);
static_assert(!std::is_copy_constructible_v<rk::AutoFooter> && std::is_nothrow_move_constructible_v<rk::AutoFooter>);
static_assert(!std::is_copy_constructible_v<rk::ScrollView> && std::is_nothrow_move_constructible_v<rk::ScrollView>);
static_assert(std::is_nothrow_move_constructible_v<rk::Context> && std::is_nothrow_move_assignable_v<rk::Context>);
static_assert(std::is_nothrow_move_constructible_v<rk::Footer> && std::is_nothrow_move_assignable_v<rk::Footer>);
static_assert(std::is_nothrow_move_constructible_v<rk::Task> && std::is_nothrow_move_constructible_v<rk::Indicator>);
static_assert(std::is_nothrow_move_constructible_v<rk::Connection>);

const char *state_name(std::int32_t state) {
    switch (state) {
    case RK_FOOTER_IDLE: return "Idle";
    case RK_FOOTER_PULLING: return "Pulling";
    case RK_FOOTER_REFRESHING: return "Refreshing";
    case RK_FOOTER_WILL_REFRESH: return "WillRefresh";
    case RK_FOOTER_NO_MORE_DATA: return "NoMoreData";
    case RK_FOOTER_FAILED: return "Failed";
    default: return "?";
    }
}

// `expected` occur in `log` in this order (other entries may come between them).
bool in_order(const std::vector<std::string> &log, const std::vector<std::string> &expected) {
    std::size_t at = 0;
    for (const auto &entry : log)
        if (at < expected.size() && entry == expected[at]) at++;
    if (at == expected.size()) return true;
    std::fprintf(stderr, "rk-cpp-host: expected \"%s\" (number %zu in order) did not arrive; the log:\n",
                 expected[at].c_str(), at + 1);
    for (const auto &entry : log) std::fprintf(stderr, "    %s\n", entry.c_str());
    return false;
}

std::string fixed3(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", value);
    return buf;
}

// Lets time pass on a fake clock, dispatching each timer when it is due.
void advance(rk::Context &ctx, double &now, double seconds) {
    double end = now + seconds;
    for (;;) {
        double timeout = ctx.next_timeout();
        if (timeout < 0 || now + timeout > end) break;
        now += timeout;
        ctx.dispatch();
    }
    now = end;
}

// ---- 1. footer -------------------------------------------------------------------------------

void footer_scenario() {
    say("\n1. A footer pull-up on a fake clock (375 x 600 list, 25 rows of 44, top inset 64):\n");
    rk::Context ctx;
    double now = 10.0;
    ctx.set_clock([&now] { return now; });
    rk::Footer footer = ctx.footer();
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    rk_scroll_metrics metrics{};
    int loads = 0;

    connections.push_back(footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t state, std::int32_t old) {
            say("  %6.3f  state      %s -> %s\n", now, state_name(old), state_name(state));
            log.push_back(std::string("state ") + state_name(old) + "->" + state_name(state));
        }));
    connections.push_back(footer.connect<void(double)>("pulling-percent", [&](double percent) {
        say("  %6.3f  percent    %.3f\n", now, percent);
    }));
    connections.push_back(footer.connect<void(double, double)>("inset-requested", [&](double bottom, double duration) {
        metrics.inset_bottom = bottom; // the host applies the request to its scroll view
        say("  %6.3f  request    bottom inset %g over %.2f s\n", now, bottom, duration);
        log.push_back("inset " + std::to_string(static_cast<int>(bottom)));
    }));
    connections.push_back(footer.connect<void(double, double)>("offset-requested", [&](double offset, double duration) {
        metrics.offset_y = offset;
        say("  %6.3f  request    offset %g over %.2f s\n", now, offset, duration);
    }));
    connections.push_back(footer.connect<void(const char *)>("label-changed", [&](const char *text) {
        say("  %6.3f  label      \"%s\"\n", now, text);
        log.push_back(std::string("label ") + text);
    }));
    connections.push_back(footer.connect<double(const char *)>("measure-text", [](const char *text) {
        return 7.5 * static_cast<double>(std::strlen(text));
    }));
    connections.push_back(footer.connect<void()>("refreshing", [&] {
        loads++;
        say("  %6.3f  REFRESHING load #%d\n", now, loads);
        log.push_back("refreshing at " + fixed3(now));
    }));

    metrics.viewport_width = 375;
    metrics.viewport_height = 600;
    metrics.inset_top = 64;
    metrics.offset_y = -64;
    metrics.content_height = 25 * 44.0;
    footer.set_data_count(25);
    footer.set_metrics(metrics);

    double happen = metrics.content_height - 600 + metrics.inset_bottom;
    for (double pull = 10; pull <= 70; pull += 20) {
        metrics.offset_y = happen + pull;
        metrics.dragging = 1;
        footer.set_metrics(metrics);
        advance(ctx, now, 0.05);
    }
    metrics.offset_y = happen + 66;
    metrics.dragging = 0;
    footer.set_metrics(metrics);
    advance(ctx, now, 0.3);

    say("-- 20 rows arrived; end refreshing\n");
    metrics.content_height += 20 * 44.0;
    footer.set_data_count(45);
    footer.set_metrics(metrics);
    int completions = 0;
    footer.end_refreshing([&](bool finished) {
        completions++;
        say("  %6.3f  completion (finished=%d)\n", now, finished ? 1 : 0);
        log.push_back(std::string("completion ") + (finished ? "1" : "0") + " at " + fixed3(now));
    });
    advance(ctx, now, 0.5);

    EXPECT(in_order(log, {"state Idle->Pulling", "label Release to load more", "state Pulling->Refreshing",
                          "inset 44", "refreshing at 10.450", "state Refreshing->Idle", "inset 0",
                          "label Pull up to load more", "completion 1 at 10.900"}));
    EXPECT(loads == 1);
    EXPECT(completions == 1);
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    EXPECT(footer.label() == "Pull up to load more");
    say("footer: %zu events, %d load, final state %s\n", log.size(), loads, state_name(footer.state()));
}

// ---- 2. binding ------------------------------------------------------------------------------

void binding_scenario() {
    say("\n2. A spinner and the footer follow a task that a std::thread resumes and completes:\n");
    rk::Context ctx;
    rk::Task task = ctx.task();
    rk::Indicator spinner = ctx.indicator();
    rk::Footer footer = ctx.footer();
    std::vector<std::string> log;
    const auto loop_thread = std::this_thread::get_id();
    int off_thread_calls = 0;
    auto note = [&](std::string entry) {
        if (std::this_thread::get_id() != loop_thread) off_thread_calls++;
        say("  loop thread: %s\n", entry.c_str());
        log.push_back(std::move(entry));
    };
    std::vector<rk::Connection> connections;
    connections.push_back(spinner.connect<void()>("start-animating", [&] { note("spinner start"); }));
    connections.push_back(spinner.connect<void()>("stop-animating", [&] { note("spinner stop"); }));
    connections.push_back(footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t state, std::int32_t old) {
            note(std::string("footer ") + state_name(old) + "->" + state_name(state));
        }));
    connections.push_back(ctx.connect<void(void *, std::int32_t, const char *)>(
        "task-completed", [&](void *which, std::int32_t code, const char *message) {
            EXPECT(which == task.get());
            note("task completed " + std::to_string(code) + " " + message);
        }));

    spinner.follow(&task);     // Suspended: "stop-animating" now
    footer.refresh_with(&task); // Suspended: nothing yet
    std::thread network([&task] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        task.resume(); // Thread: any; delivered at the loop's next dispatch
        std::this_thread::sleep_for(std::chrono::milliseconds(40));
        task.complete(0, "200 OK");
    });
    pollfd pfd{ctx.fd(), POLLIN, 0};
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (std::find(log.begin(), log.end(), "task completed 0 200 OK") == log.end() &&
           std::chrono::steady_clock::now() < deadline) {
        double timeout = ctx.next_timeout();
        pfd.revents = 0;
        ::poll(&pfd, 1, timeout < 0 ? 100 : static_cast<int>(timeout * 1000.0 + 0.999));
        ctx.dispatch();
    }
    network.join();
    ctx.dispatch();

    EXPECT(in_order(log, {"spinner stop", "spinner start", "footer Idle->Refreshing", "task completed 0 200 OK"}));
    EXPECT(in_order(log, {"spinner start", "spinner stop"}));
    EXPECT(in_order(log, {"footer Idle->Refreshing", "footer Refreshing->Idle"}));
    EXPECT(off_thread_calls == 0);
    EXPECT(!spinner.animating());
    EXPECT(task.state() == RK_TASK_COMPLETED);
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    say("binding: %zu events, all on the loop thread\n", log.size());
}

// ---- 3. a handler that destroys its own object -----------------------------------------------

void self_destroy_scenario() {
    say("\n3. A handler that destroys its own object:\n");
    rk::Context ctx;
    rk::Task task(ctx);
    std::optional<rk::Indicator> spinner(std::in_place, ctx);
    auto token = std::make_shared<int>(0); // each handler keeps a copy: counts the live std::functions
    int first = 0, second = 0;
    rk::Connection c1 = spinner->connect<void()>("stop-animating", [&, token] {
        first++;
        say("  first handler: destroying the spinner from inside its own emission\n");
        spinner.reset(); // rk_indicator_destroy from the handler; this std::function lives until it returns
    });
    rk::Connection c2 = spinner->connect<void()>("stop-animating", [&, token] { second++; });
    EXPECT(token.use_count() == 3);
    rk::Indicator &ref = *spinner;
    ref.follow(&task); // emits "stop-animating" now; the first handler destroys `ref`'s object
    EXPECT(!spinner.has_value());
    EXPECT(first == 1);
    EXPECT(second == 0);             // the emission stops after the handler that destroyed the object
    EXPECT(token.use_count() == 1);  // both destroy notifies ran: both std::functions are gone
    EXPECT(c1 && c2);                // the wrappers still hold the ids; their destructors find them ended
    c1.disconnect();                 // RK_ERR_NOT_FOUND inside, ignored
    say("self: first handler %d call, second %d, std::functions alive %ld\n", first, second,
        static_cast<long>(token.use_count() - 1));
}

// ---- 4. exceptions ---------------------------------------------------------------------------

struct HostError { // not a std::exception: the trampoline catches anything
    int code;
};

void exceptions_scenario() {
    say("\n4. Exceptions in handlers, and statuses as exceptions:\n");
    rk::Context ctx;
    rk::Footer footer(ctx);
    int later = 0;

    // A throwing handler: the emission goes on to the next handler, the C call completes, and the
    // exception comes out of the wrapper call once RefreshKit has returned.
    rk::Connection thrower = footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [](std::int32_t, std::int32_t) { throw std::runtime_error("the view is gone"); });
    rk::Connection next = footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t, std::int32_t) { later++; });
    bool caught = false;
    try {
        footer.begin_refreshing();
    } catch (const std::runtime_error &e) {
        caught = std::string(e.what()) == "the view is gone";
        say("  begin_refreshing threw after RefreshKit returned: \"%s\"\n", e.what());
    }
    EXPECT(caught);
    EXPECT(later == 1);
    EXPECT(footer.state() == RK_FOOTER_REFRESHING);
    thrower.disconnect();
    footer.end_refreshing(); // no exception left behind
    EXPECT(footer.state() == RK_FOOTER_IDLE);

    // A throwing handler with a return value ("measure-text" -> double): it answers 0. Connecting
    // it lays the footer out again, which asks it at once: the connect throws, and the connection
    // it would have returned is ended while the exception leaves.
    caught = false;
    try {
        rk::Connection early = footer.connect<double(const char *)>("measure-text", [](const char *) -> double {
            throw std::logic_error("no font");
        });
    } catch (const std::logic_error &e) {
        caught = true;
        say("  connect threw after RefreshKit returned: \"%s\"\n", e.what());
    }
    EXPECT(caught);
    int asked = 0;
    rk::Connection ruler = footer.connect<double(const char *)>("measure-text", [&](const char *) -> double {
        if (++asked > 1) throw std::logic_error("no font");
        return 10;
    });
    EXPECT(asked == 1);
    caught = false;
    try {
        footer.set_language("ko");
    } catch (const std::logic_error &e) {
        caught = true;
        say("  set_language threw after RefreshKit returned: \"%s\"\n", e.what());
    }
    EXPECT(caught);

    // Thrown in a handler run at dispatch: dispatch throws it.
    rk::Task task(ctx);
    rk::Indicator spinner(ctx);
    rk::Connection start = spinner.connect<void()>("start-animating", [] { throw HostError{42}; });
    spinner.follow(&task);
    task.resume(); // delivered at dispatch
    int code = 0;
    try {
        ctx.dispatch();
    } catch (const HostError &e) {
        code = e.code;
    }
    say("  dispatch threw HostError{%d}\n", code);
    EXPECT(code == 42);
    EXPECT(spinner.animating());

    // A clock that throws: RefreshKit keeps the previous reading, and each call that read the clock
    // throws: installing it (the new time line starts at its reading), asking the time, and replacing
    // it (timers keep their remaining delays, measured on the old clock).
    int clock_errors = 0;
    auto count_clock_error = [&](auto &&call) {
        try {
            call();
        } catch (const std::runtime_error &e) {
            clock_errors += std::string(e.what()) == "clock broke";
        }
    };
    count_clock_error([&] { ctx.set_clock([]() -> double { throw std::runtime_error("clock broke"); }); });
    count_clock_error([&] { (void)ctx.now(); });
    count_clock_error([&] { ctx.set_clock({}); });
    say("  a throwing clock: %d calls threw its exception\n", clock_errors);
    EXPECT(clock_errors == 3);
    EXPECT(ctx.now() > 0); // CLOCK_MONOTONIC again, nothing left parked

    // Statuses: rk::Error with the status, the function and the library's message.
    try {
        footer.set_height(-1);
        EXPECT(false);
    } catch (const rk::Error &e) {
        say("  set_height(-1): %s\n", e.what());
        EXPECT(e.status() == RK_ERR_INVALID_ARGUMENT);
        EXPECT(e.function() == "rk_component_set_height");
        EXPECT(!e.message().empty());
    }
    try {
        rk::Connection bad = footer.connect<void()>("no-such-signal", [] {});
        EXPECT(false);
    } catch (const rk::Error &e) {
        EXPECT(e.status() == RK_ERR_NOT_FOUND);
    }
    // A handler whose C++ signature is not the signal's: refused before anything is connected.
    auto token = std::make_shared<int>(0);
    try {
        rk::Connection bad = footer.connect<void(double)>("state-changed", [token](double) {});
        EXPECT(false);
    } catch (const rk::Error &e) {
        say("  wrong signature: %s\n", e.what());
        EXPECT(e.status() == RK_ERR_INVALID_ARGUMENT);
    }
    EXPECT(token.use_count() == 1);
    // A handler that calls the wrapper, which throws inside the handler: still only parked.
    rk::Connection nested = footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t, std::int32_t) { footer.set_height(std::nan("")); });
    caught = false;
    try {
        footer.begin_refreshing();
    } catch (const rk::Error &e) {
        caught = e.status() == RK_ERR_INVALID_ARGUMENT && e.function() == "rk_component_set_height";
    }
    EXPECT(caught);
    nested.disconnect();
    // An empty Task is not "no task": binding to it throws instead of silently unbinding.
    rk::Task gone(ctx);
    gone.destroy();
    try {
        spinner.follow(&gone);
        EXPECT(false);
    } catch (const rk::Error &e) {
        EXPECT(e.status() == RK_ERR_INVALID_HANDLE);
    }
    EXPECT(spinner.animating()); // still following `task`
    footer.destroy();
    try {
        (void)footer.state();
        EXPECT(false);
    } catch (const rk::Error &e) {
        EXPECT(e.status() == RK_ERR_INVALID_HANDLE);
    }
}

// ---- 5. lifetimes ----------------------------------------------------------------------------

void lifetimes_scenario() {
    say("\n5. Moves, and a context destroyed before its objects and connections:\n");
    auto token = std::make_shared<int>(0);
    rk::Footer survivor;
    rk::Connection connection;
    {
        rk::Context ctx;
        rk::Footer footer(ctx);
        int states = 0;
        connection = footer.connect<void(std::int32_t, std::int32_t)>(
            "state-changed", [&states, token](std::int32_t, std::int32_t) { states++; });
        rk::Footer moved = std::move(footer);
        EXPECT(!footer);
        moved.begin_refreshing(); // the handler follows the handle, not the wrapper
        EXPECT(states == 1);
        survivor = std::move(moved);
        rk::Context other = std::move(ctx); // moving the context keeps everything working
        survivor.end_refreshing();
        EXPECT(states == 2);
        EXPECT(token.use_count() == 2);
    } // `other` destroyed: every connection ends, the handler's std::function is freed
    EXPECT(token.use_count() == 1);
    EXPECT(survivor); // the wrapper still holds a now-dead handle...
    bool dead = false;
    try {
        (void)survivor.state();
    } catch (const rk::Error &e) {
        dead = e.status() == RK_ERR_INVALID_HANDLE;
    }
    EXPECT(dead);
    // ...and its destructor, and the connection's, are harmless (generation-checked handles).
    say("lifetimes: moved wrappers keep their handlers; late destructors are harmless\n");
}

// ---- 6. coverage ------------------------------------------------------------------------------

// Runs `call`, which must throw rk::Error with `status`.
template <typename Call>
bool throws_status(rk_status status, Call &&call) {
    try {
        call();
    } catch (const rk::Error &e) {
        return e.status() == status;
    }
    return false;
}

void coverage_scenario() {
    say("\n6. The rest of the wrappers:\n");
    rk::Context ctx;
    double now = 100.0;
    ctx.set_clock([&now] { return now; });

    // Versions, statuses, kinds, signal descriptions, the API table.
    EXPECT(rk::version() == rk_version());
    EXPECT(std::string(rk::status_string(RK_ERR_BUSY)) == rk_status_string(RK_ERR_BUSY));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [] { (void)rk::signal_count(99); }));
    EXPECT(!rk::last_error_message().empty()); // the failure just above set it
    rk::clear_last_error();
    EXPECT(rk::last_error_message().empty());
    EXPECT(rk::object_kind(ctx.get()) == RK_KIND_CONTEXT);
    const std::uint32_t measure = rk::signal_lookup(RK_KIND_PROBE, "measure");
    const rk_signal_desc desc = rk::signal_info(RK_KIND_PROBE, measure);
    EXPECT(std::string(desc.name) == "measure" && desc.return_type == RK_TYPE_DOUBLE && desc.param_count == 2);
    EXPECT(rk::signal_count(RK_KIND_FOOTER) == 14); // 1.3 appended "refreshing-load" (F18), "announcement" (F20)
    const rk_api &api = rk::api();
    EXPECT(api.abi_version >> 16 == RK_ABI_MAJOR && api.version == &rk_version);
    EXPECT(RK_API_HAS(&api, probe_emit_pair));

    // The probe: every parameter type through the wrapper's trampolines.
    rk::Probe probe = ctx.probe();
    EXPECT(rk::object_kind(probe.get()) == RK_KIND_PROBE);
    std::string seen;
    int pings = 0, pairs = 0;
    rk::Connection values = probe.connect<void(void *, std::int32_t, std::int64_t, std::uint64_t, double, const char *)>(
        "values", [&](void *pointer, std::int32_t i32, std::int64_t i64, std::uint64_t u64, double real, const char *text) {
            char buf[200];
            std::snprintf(buf, sizeof buf, "%p %" PRId32 " %" PRId64 " %" PRIu64 " %.2f %s", pointer, i32, i64, u64,
                          real, text);
            seen = buf;
        });
    rk::Connection measurer = probe.connect<double(const char *, double)>(
        "measure", [](const char *text, double size) { return size * static_cast<double>(std::strlen(text)); });
    rk::Connection pinger = probe.connect<void()>("ping", [&] { pings++; });
    rk::Connection pairer = probe.connect<void(std::int32_t, std::int32_t)>(
        "pair", [&](std::int32_t first, std::int32_t second) { pairs += first * second; });
    int marker = 0;
    probe.emit_values(&marker, -7, -(std::int64_t{1} << 40), UINT64_MAX, 2.5, "héllo");
    char expected[200];
    std::snprintf(expected, sizeof expected, "%p -7 %" PRId64 " %" PRIu64 " 2.50 héllo", static_cast<void *>(&marker),
                  -(std::int64_t{1} << 40), UINT64_MAX);
    EXPECT(seen == expected);
    EXPECT(probe.emit_measure("abcd", 1.5) == std::optional<double>(6.0));
    measurer.disconnect();
    EXPECT(!probe.emit_measure("abcd", 1.5).has_value()); // no handler ran
    probe.emit_ping();
    probe.emit_pair(6, 7);
    EXPECT(pings == 1 && pairs == 42);
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { probe.emit_values(nullptr, 0, 0, 0, 0, nullptr); }));

    // Timers on the fake clock: one runs, one is canceled (its on_cancel runs), one outlives the
    // context (on_cancel at its destroy, checked at the end).
    std::vector<std::string> log;
    rk_timer first = ctx.start_timer(0.5, [&] { log.push_back("timer 0.5"); }, [&] { log.push_back("never"); });
    rk_timer second = ctx.start_timer(1.0, [&] { log.push_back("never"); }, [&] { log.push_back("canceled 1.0"); });
    EXPECT(first != 0 && second != 0 && first != second);
    EXPECT(std::fabs(ctx.next_timeout() - 0.5) < 1e-9);
    EXPECT(ctx.cancel_timer(second));
    EXPECT(!ctx.cancel_timer(second)); // already canceled
    now += 0.5;
    EXPECT(ctx.dispatch() == 1);
    EXPECT(!ctx.cancel_timer(first)); // already ran
    EXPECT((log == std::vector<std::string>{"canceled 1.0", "timer 0.5"}));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { (void)ctx.start_timer(-1, [] {}); }));

    // post() from a std::thread; the wakeup (on that thread) wakes the loop through a condition.
    std::mutex mutex;
    std::condition_variable woken;
    int wakeups = 0;
    std::atomic<bool> wakeup_on_worker{false};
    const auto loop_thread = std::this_thread::get_id();
    ctx.set_wakeup([&] {
        std::lock_guard<std::mutex> lock(mutex);
        wakeups++;
        wakeup_on_worker = std::this_thread::get_id() != loop_thread;
        woken.notify_one();
    });
    int ran_on_loop = 0;
    std::thread worker([&] { ctx.post([&] { ran_on_loop += std::this_thread::get_id() == loop_thread; }); });
    {
        std::unique_lock<std::mutex> lock(mutex);
        EXPECT(woken.wait_for(lock, std::chrono::seconds(10), [&] { return wakeups > 0; }));
    }
    worker.join();
    EXPECT(wakeup_on_worker);
    EXPECT(ctx.next_timeout() == 0);
    EXPECT(ctx.dispatch() == 1 && ran_on_loop == 1);
    ctx.set_wakeup({});
    bool canceled_work = false;
    rk::Context doomed;
    doomed.post([] {}, [&] { canceled_work = true; });

    // The activity monitor follows a task on the fake clock.
    rk::ActivityMonitor monitor = ctx.activity_monitor();
    EXPECT(!monitor.enabled() && monitor.state() == RK_ACTIVITY_NOT_ACTIVE);
    std::vector<std::int32_t> visibility;
    rk::Connection shown = ctx.connect<void(std::int32_t)>("activity-visibility-changed",
                                                           [&](std::int32_t visible) { visibility.push_back(visible); });
    monitor.set_enabled(true);
    monitor.set_delays(0.2, 0.1);
    EXPECT(monitor.info().activation_delay == 0.2 && monitor.info().completion_delay == 0.1);
    rk::Task task = ctx.task();
    task.resume();
    ctx.dispatch();
    EXPECT(monitor.active_tasks() == 1 && monitor.state() == RK_ACTIVITY_DELAYING_START && !monitor.visible());
    advance(ctx, now, 0.25);
    EXPECT(monitor.state() == RK_ACTIVITY_ACTIVE && monitor.visible());
    task.complete();
    ctx.dispatch();
    advance(ctx, now, 0.15);
    EXPECT(monitor.state() == RK_ACTIVITY_NOT_ACTIVE && !monitor.visible() && monitor.active_tasks() == 0);
    EXPECT((visibility == std::vector<std::int32_t>{1, 0}));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { monitor.set_delays(-1, 0); }));

    // The footer's setters and getters.
    rk::Footer footer = ctx.footer();
    EXPECT(footer.language() == "en");
    footer.set_language("zh-Hant");
    EXPECT(footer.language() == "zh-Hant");
    footer.set_language("en");
    footer.set_title(RK_FOOTER_IDLE, "More, please");
    EXPECT(footer.title(RK_FOOTER_IDLE) == "More, please" && footer.label() == "More, please");
    footer.set_title(RK_FOOTER_IDLE, nullptr);
    EXPECT(footer.title(RK_FOOTER_IDLE) == "Pull up to load more");
    EXPECT(footer.title(RK_FOOTER_WILL_REFRESH).empty());
    footer.set_text_width(100);
    footer.set_label_left_inset(10);
    rk_footer_layout layout = footer.layout();
    EXPECT(layout.content_mode == RK_CONTENT_MODE_RIGHT);
    footer.set_label_hidden(true);
    EXPECT(footer.layout().content_mode == RK_CONTENT_MODE_CENTER);
    footer.set_label_hidden(false);
    footer.set_height(50);
    footer.set_ignored_bottom_inset(8);
    rk_scroll_metrics m{};
    m.viewport_width = 320;
    m.viewport_height = 500;
    m.content_height = 1000;
    m.offset_y = 0;
    footer.set_metrics(m);
    rk_footer_geometry geometry = footer.geometry();
    EXPECT(geometry.height == 50 && geometry.happen_offset == 500 && geometry.trigger_offset == 550);
    layout = footer.layout();
    EXPECT(layout.footer.y == 1008 && layout.footer.width == 320 && layout.footer.height == 50);
    EXPECT(layout.gif.width == 320 / 2.0 - 10 - 100 / 2.0);
    footer.set_automatically_change_alpha(true);
    EXPECT(footer.alpha() == 0); // alpha follows the percent, 0 at rest
    m.offset_y = 525;
    m.dragging = 1;
    footer.set_metrics(m);
    EXPECT(footer.pulling_percent() == 0.5 && footer.alpha() == 0.5);
    footer.set_automatically_change_alpha(false);
    EXPECT(footer.alpha() == 1);
    m.offset_y = 0;
    m.dragging = 0;
    footer.set_metrics(m);
    footer.set_interaction_enabled(false);
    m.offset_y = 600;
    m.dragging = 1;
    const double percent_before = footer.pulling_percent();
    footer.set_metrics(m); // remembered, changes nothing
    EXPECT(footer.state() == RK_FOOTER_IDLE && footer.pulling_percent() == percent_before);
    footer.set_interaction_enabled(true);
    footer.set_hidden(true);
    footer.set_hidden(false);
    EXPECT(footer.frame_at(now) == std::nullopt); // no frame shown yet
    footer.set_images(RK_FOOTER_IDLE, {{11, 20, 20}});
    footer.set_images(RK_FOOTER_PULLING, {{21, 20, 20}, {22, 20, 20}}, 0.4);
    footer.set_images(RK_FOOTER_REFRESHING, {{31, 20, 20}, {32, 20, 20}}, std::vector<double>{0.1, 0.3});
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT,
                         [&] { footer.set_images(RK_FOOTER_REFRESHING, {{31, 20, 20}}, std::vector<double>{}); }));
    std::optional<rk::Footer::Frame> frame = footer.frame_at(now);
    EXPECT(frame && frame->image_id == 11 && frame->index == 0);
    rk_footer_gif gif = footer.gif();
    EXPECT(gif.visible && gif.has_frame && gif.image_id == 11);
    footer.set_animation_durations(0.1, 0.2);
    footer.disable_animations();
    footer.set_visible(false);
    footer.begin_refreshing();
    ctx.dispatch();
    EXPECT(footer.state() == RK_FOOTER_WILL_REFRESH);
    footer.set_visible(true);
    ctx.dispatch();
    EXPECT(footer.state() == RK_FOOTER_REFRESHING);
    int completions = 0;
    footer.end_refreshing_with_no_more_data([&](bool) { completions++; });
    advance(ctx, now, 0.1);
    EXPECT(footer.state() == RK_FOOTER_NO_MORE_DATA && !footer.gif().visible);
    footer.reset_no_more_data([&](bool finished) { completions += finished ? 10 : 100; });
    advance(ctx, now, 0.1);
    EXPECT(footer.state() == RK_FOOTER_IDLE && completions == 11);

    // A released connection ended by id; then by id again: not found.
    rk_connection id = footer.connect<void()>("refreshing", [] {}).release();
    ctx.disconnect(id);
    EXPECT(throws_status(RK_ERR_NOT_FOUND, [&] { ctx.disconnect(id); }));

    doomed = rk::Context(); // destroys the old one: its posted work ends with on_cancel
    EXPECT(canceled_work);

    // Names (1.1): the library's, for logs.
    EXPECT(std::string(rk::version_string()) == std::to_string(rk::version() >> 16) + "." +
                                                   std::to_string((rk::version() >> 8) & 0xffu) + "." +
                                                   std::to_string(rk::version() & 0xffu));
    EXPECT(std::string(rk::kind_name(rk::object_kind(footer.get()))) == "footer");
    EXPECT(std::string(rk::type_name(RK_TYPE_STRING)) == "string");
    EXPECT(std::string(rk::footer_state_name(footer.state())) == "idle");
    EXPECT(std::string(rk::footer_state_name(RK_FOOTER_WILL_REFRESH)) == "will-refresh");
    EXPECT(std::string(rk::task_state_name(task.state())) == "completed");
    EXPECT(std::string(rk::activity_state_name(RK_ACTIVITY_DELAYING_START)) == "delaying-start");
    EXPECT(std::string(rk::content_mode_name(footer.layout().content_mode)) == "right");
    EXPECT(std::string(rk::footer_state_name(42)) == "unknown");

    // Host data (1.1): a record per task that a context-wide handler finds without a map, freed
    // exactly once by RefreshKit (replaced, object destroyed, context destroyed).
    struct Transfer {
        Transfer(std::string where, int *counter) : url(std::move(where)), frees(counter) {}
        Transfer(const Transfer &) = delete;
        Transfer &operator=(const Transfer &) = delete;
        ~Transfer() { ++*frees; }
        std::string url;
        int *frees;
    };
    int frees = 0;
    {
        rk::Context host;
        std::vector<std::string> completed;
        rk::Connection on_done = host.connect<void(void *, std::int32_t, const char *)>(
            "task-completed", [&](void *which, std::int32_t code, const char *) {
                completed.push_back(rk::user_data_as<Transfer>(which)->url + " " + std::to_string(code));
            });
        rk::Task a = host.task(), b = host.task();
        a.emplace_user_data<Transfer>("http://127.0.0.1/a", &frees);
        b.emplace_user_data<Transfer>("http://127.0.0.1/b", &frees);
        EXPECT(a.user_data_as<Transfer>()->url == "http://127.0.0.1/a");
        a.resume();
        b.resume();
        b.complete(404, "not found");
        a.complete();
        host.dispatch();
        EXPECT((completed == std::vector<std::string>{"http://127.0.0.1/b 404", "http://127.0.0.1/a 0"}));
        EXPECT(frees == 0);
        b.emplace_user_data<Transfer>("http://127.0.0.1/b2", &frees); // replaces: the old one is freed
        EXPECT(frees == 1 && b.user_data_as<Transfer>()->url == "http://127.0.0.1/b2");
        a.destroy(); // its record goes with it
        EXPECT(frees == 2);
        int marker = 0;
        host.set_user_data(&marker); // a raw pointer, no notify
        EXPECT(host.user_data() == &marker);
        host.emplace_user_data<Transfer>("context", &frees);
        EXPECT(host.user_data_as<Transfer>()->url == "context" && frees == 2);
        rk::Probe probe = host.probe();
        int raw = 0;
        probe.set_user_data(&raw, nullptr);
        EXPECT(probe.user_data() == &raw && rk::user_data(probe.get()) == &raw);
        EXPECT(throws_status(RK_ERR_INVALID_HANDLE, [&] { (void)rk::user_data(a.get()); }));
    } // the context's destroy frees b's record and its own
    EXPECT(frees == 4);
    say("coverage: probe, timers, post + wakeup, activity monitor, footer getters and setters: checked\n");
}


// ---- 7. header -------------------------------------------------------------------------------

void header_scenario() {
    say("\n7. A pull-down header (setup HA: 375 x 812, content 1500, top inset 88, h 54):\n");
    rk::Context ctx;
    double now = 10.0;
    double wall = 1732807800.0; // 2024-11-28 15:30:00 UTC
    ctx.set_clock([&now] { return now; });
    ctx.set_wall_clock([&wall] { return wall; });
    rk::Header header = ctx.header();
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    rk_scroll_metrics metrics{};
    metrics.viewport_width = 375;
    metrics.viewport_height = 812;
    metrics.content_height = 1500;
    metrics.inset_top = 88;
    metrics.offset_y = -88;
    connections.push_back(header.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t state, std::int32_t old) {
            say("  %6.3f  state      %s -> %s\n", now, state_name(old), state_name(state));
            log.push_back(std::string("state ") + state_name(old) + "->" + state_name(state));
        }));
    connections.push_back(header.connect<void(double, double)>("inset-requested", [&](double top, double duration) {
        metrics.inset_top = top; // applied to the next update (F8)
        say("  %6.3f  request    top inset %g over %.2f s\n", now, top, duration);
        log.push_back("inset " + fixed3(top) + "@" + fixed3(duration));
    }));
    connections.push_back(header.connect<void(double, double)>("offset-requested", [&](double offset, double duration) {
        metrics.offset_y = offset;
        log.push_back("offset " + fixed3(offset) + "@" + fixed3(duration));
    }));
    connections.push_back(header.connect<void()>("refreshing", [&] {
        say("  %6.3f  REFRESH    the host reloads\n", now);
        log.push_back("refreshing");
    }));
    connections.push_back(header.connect<void(const char *)>("time-label-changed", [&](const char *text) {
        say("  %6.3f  time label %s\n", now, text);
        log.push_back(std::string("time ") + text);
    }));
    connections.push_back(header.connect<void(double, double)>("arrow-changed", [&](double angle, double duration) {
        log.push_back("arrow " + fixed3(angle) + "@" + fixed3(duration));
    }));
    connections.push_back(header.connect<void(std::int32_t)>("spinner-changed", [&](std::int32_t animating) {
        log.push_back("spinner " + std::to_string(animating));
    }));
    auto scroll = [&](double y, bool dragging, rk_pan_state pan = RK_PAN_NONE) {
        metrics.offset_y = y;
        metrics.dragging = dragging ? 1 : 0;
        metrics.pan = pan;
        header.set_metrics(metrics);
    };
    header.set_metrics(metrics);

    EXPECT(rk::object_kind(header.get()) == RK_KIND_HEADER);
    EXPECT(header.state() == RK_FOOTER_IDLE && header.alpha() == 1.0);
    EXPECT(header.label() == "Pull down to refresh");
    EXPECT(header.time_label() == "Last update: No record");
    EXPECT(header.language() == "en");
    EXPECT(header.last_updated_key() == "MJRefreshHeaderLastUpdatedTimeKey");
    rk_header_geometry g = header.geometry();
    EXPECT(g.height == 54 && g.base_top == 88 && g.happen_offset == -88 && g.trigger_offset == -142);
    EXPECT(header.layout().header.y == -54 && header.layout().style == RK_HEADER_STYLE_NORMAL);
    EXPECT(!header.frame_at(now));

    scroll(-115, true);
    EXPECT(header.pulling_percent() == 0.5);
    scroll(-142, true);
    EXPECT(header.state() == RK_FOOTER_IDLE); // at the trigger: not past it
    scroll(-160, true);
    EXPECT(header.state() == RK_FOOTER_PULLING);
    scroll(-160, false);
    EXPECT(header.state() == RK_FOOTER_REFRESHING);
    header.set_metrics(metrics); // what the host applied
    advance(ctx, now, 0.25);
    EXPECT(in_order(log, {"state Idle->Pulling", "arrow -3.142@0.250", "state Pulling->Refreshing",
                          "inset 142.000@0.250", "offset -142.000@0.250", "spinner 1", "refreshing"}));
    log.clear();
    scroll(-100, false); // the inset follows the part of the header in view
    scroll(200, false);
    scroll(-300, false);
    EXPECT(in_order(log, {"inset 100.000@0.000", "inset 88.000@0.000", "inset 142.000@0.000"}));
    EXPECT(header.geometry().top_contribution == 54);
    std::optional<bool> ended;
    header.end_refreshing([&](bool finished) { ended = finished; });
    EXPECT(header.state() == RK_FOOTER_IDLE);
    EXPECT(header.time_label() == "Last update: Today 15:30");
    EXPECT(ctx.last_updated("MJRefreshHeaderLastUpdatedTimeKey") == 1732807800.0);
    advance(ctx, now, 0.4);
    EXPECT(ended == true);
    EXPECT(in_order(log, {"state Refreshing->Idle", "inset 88.000@0.400", "time Last update: Today 15:30",
                          "spinner 0"}));

    // F8: an inset another party adds while refreshing is kept; the header gives back its own part.
    header.begin_refreshing();
    advance(ctx, now, 0.25);
    metrics.inset_top += 30;
    header.set_metrics(metrics);
    EXPECT(header.geometry().base_top == 118);
    log.clear();
    header.end_refreshing();
    EXPECT(in_order(log, {"inset 118.000@0.400"}));
    advance(ctx, now, 0.4);

    // A cancelled pan: refreshing without an inset or offset request.
    scroll(-118, false);
    scroll(-200, true);
    log.clear();
    scroll(-200, false, RK_PAN_CANCELLED);
    EXPECT(header.state() == RK_FOOTER_REFRESHING);
    EXPECT(std::none_of(log.begin(), log.end(), [](const std::string &e) { return e.rfind("inset", 0) == 0; }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { scroll(-100, false, 7); }));
    metrics.pan = RK_PAN_NONE; // the refused update changed nothing; the host's view goes on
    header.end_refreshing();

    // The layout (W 375, texts 140 and 170 wide): the arrow left of the widest text.
    header.set_text_widths(140, 170);
    rk_header_layout layout = header.layout();
    EXPECT(layout.arrow.x == 70 && layout.arrow.y == 7 && layout.arrow.width == 15 && layout.arrow.height == 40);
    EXPECT(layout.spinner.x == 67.5 && layout.spinner.width == 20);
    header.set_label_hidden(true);
    EXPECT(header.layout().time_label.height == 54); // F15
    header.set_label_hidden(false);
    header.set_time_label_hidden(true);
    EXPECT(header.layout().state_label.height == 54);
    header.set_time_label_hidden(false);
    header.set_visual_sizes(10, 20, 30, 30);
    EXPECT(header.layout().arrow.width == 10 && header.layout().spinner.height == 30);
    header.set_label_left_inset(10);
    const double trigger = header.geometry().trigger_offset;
    header.set_ignored_top_inset(20); // moves the header up, not the thresholds
    EXPECT(header.layout().header.y == -74 && header.geometry().trigger_offset == trigger);
    EXPECT(header.geometry().ignored_top_inset == 20);

    // Titles, language, key, time zone, the custom text.
    header.set_last_updated_key("feed");
    header.set_title(RK_FOOTER_IDLE, "Custom");
    header.set_language("ko");
    EXPECT(header.last_updated_key() == "feed" && header.label() == "Custom");
    EXPECT(header.title(RK_FOOTER_REFRESHING) == "로딩중...");
    EXPECT(header.time_label() == "마지막 업데이트: 기록 없음");
    header.set_language("en");
    header.set_title(RK_FOOTER_IDLE, nullptr);
    EXPECT(header.label() == "Pull down to refresh");
    wall = 1732836600.0; // 23:30 UTC
    ctx.set_last_updated("feed", 1732831200.0); // 22:00 UTC
    header.set_metrics(metrics);
    EXPECT(header.time_label() == "Last update: Today 22:00");
    header.set_utc_offset(7200);
    EXPECT(header.time_label() == "Last update: Today 00:00");
    header.set_last_updated_text("a minute ago");
    EXPECT(header.time_label() == "a minute ago");
    header.set_last_updated_text(nullptr);

    // 1.4: the host's formatter makes the text, called once per recompute even for a long text;
    // what it throws comes out of the call; an empty function is the built-in text again. The
    // context's time zone serves every header without its own.
    {
        std::vector<rk::LastUpdatedInfo> seen;
        header.set_last_updated_formatter([&](const rk::LastUpdatedInfo &info) -> std::optional<std::string> {
            seen.push_back(info);
            if (!info.time) return std::nullopt;
            return "stored " + std::to_string(static_cast<long long>((*info.now - *info.time) / 60)) + " min ago";
        });
        EXPECT(header.time_label() == "stored 90 min ago" && seen.size() == 1);
        EXPECT(seen[0].time == 1732831200.0 && seen[0].now == wall && seen[0].utc_offset == 7200);
        int long_calls = 0;
        header.set_last_updated_formatter([&](const rk::LastUpdatedInfo &) -> std::optional<std::string> {
            long_calls++;
            return std::string(1000, 'x');
        });
        EXPECT(header.time_label() == std::string(1000, 'x') && long_calls == 1);
        bool thrown = false;
        try {
            header.set_last_updated_formatter(
                [](const rk::LastUpdatedInfo &) -> std::optional<std::string> { throw std::runtime_error("no text"); });
        } catch (const std::runtime_error &e) {
            thrown = std::string(e.what()) == "no text";
        }
        EXPECT(thrown && header.time_label() == "Last update: Today 00:00");
        header.set_last_updated_formatter({});
        EXPECT(header.time_label() == "Last update: Today 00:00");
        EXPECT(ctx.utc_offset() == 0);
        ctx.set_utc_offset(-3600); // the header keeps its own; a new one follows the context
        EXPECT(ctx.utc_offset() == -3600 && header.time_label() == "Last update: Today 00:00");
        rk::Header follower = ctx.header();
        follower.set_last_updated_key("feed");
        EXPECT(follower.time_label() == "Last update: Today 21:00");
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { ctx.set_utc_offset(18 * 3600 + 1); }));
        ctx.set_utc_offset(0);
        say("   the host's formatter (1.4): \"stored 90 min ago\", a 1000-byte text in one call\n");
    }
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { header.set_title(RK_FOOTER_NO_MORE_DATA, "x"); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { header.set_height(0); }));
    header.set_height(60);
    header.set_hidden(true);
    header.set_hidden(false);
    header.set_interaction_enabled(false);
    header.set_interaction_enabled(true);
    header.set_automatically_change_alpha(true);
    header.set_animation_durations(0.1, 0.2);

    // The store.
    auto entries = ctx.last_updated_entries();
    EXPECT(entries.size() == 2 && entries[0].first == "MJRefreshHeaderLastUpdatedTimeKey" && entries[1].first == "feed");
    EXPECT(ctx.remove_last_updated("feed") && !ctx.remove_last_updated("feed"));
    EXPECT(!ctx.last_updated("feed"));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { ctx.set_last_updated("", 0); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { ctx.set_last_updated("k", 1e15); }));

    // A task binding, and a visible-later begin (WillRefresh).
    rk::Task task = ctx.task();
    header.refresh_with(&task);
    task.resume();
    ctx.dispatch();
    EXPECT(header.state() == RK_FOOTER_REFRESHING);
    task.complete();
    ctx.dispatch();
    EXPECT(header.state() == RK_FOOTER_IDLE);
    header.refresh_with(nullptr);
    header.set_visible(false);
    header.begin_refreshing();
    EXPECT(header.state() == RK_FOOTER_WILL_REFRESH && header.label().empty());
    header.set_visible(true);
    EXPECT(header.state() == RK_FOOTER_REFRESHING);
    std::optional<bool> pending;
    header.end_refreshing([&](bool finished) { pending = finished; });
    header.destroy(); // a pending completion ends, not finished
    EXPECT(pending == false);

    // The GIF style: frames follow the pull, then the pulling loop.
    rk::Header gif = ctx.header(RK_HEADER_STYLE_GIF);
    std::vector<rk_image> idle, pulling;
    for (std::uint64_t i = 0; i < 10; i++) idle.push_back({100 + i, 60, 60});
    for (std::uint64_t i = 0; i < 4; i++) pulling.push_back({200 + i, 60, 60});
    gif.set_images(RK_FOOTER_IDLE, idle);
    gif.set_images(RK_FOOTER_PULLING, pulling, 0.4);
    gif.set_images(RK_FOOTER_REFRESHING, pulling, std::vector<double>{0.1, 0.1, 0.1, 0.1});
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { gif.set_images(RK_FOOTER_IDLE, idle, std::vector<double>{0.1}); }));
    metrics.inset_top = 88;
    metrics.offset_y = -118;
    metrics.dragging = 1;
    metrics.pan = RK_PAN_CHANGED;
    gif.set_metrics(metrics);
    EXPECT(gif.geometry().height == 60 && gif.pulling_percent() == 0.5);
    EXPECT(gif.frame_at(now) && gif.frame_at(now)->image_id == 105 && gif.gif().index == 5);
    metrics.offset_y = -149;
    gif.set_metrics(metrics);
    EXPECT(gif.state() == RK_FOOTER_PULLING && gif.gif().animating);
    EXPECT(gif.layout().style == RK_HEADER_STYLE_GIF && gif.layout().content_mode == RK_CONTENT_MODE_RIGHT);

    // A wall clock that throws: the exception comes out of the call that read it.
    ctx.set_wall_clock([]() -> double { throw std::runtime_error("no wall clock"); });
    bool threw = false;
    try {
        rk::Header late = ctx.header();
    } catch (const std::runtime_error &e) {
        threw = std::string(e.what()) == "no wall clock";
    }
    EXPECT(threw);
    ctx.set_wall_clock({});

    EXPECT(std::string(rk::header_style_name(RK_HEADER_STYLE_GIF)) == "gif");
    EXPECT(std::string(rk::pan_state_name(RK_PAN_CANCELLED)) == "cancelled");
    EXPECT(std::string(rk::kind_name(RK_KIND_HEADER)) == "header");
    EXPECT(rk::signal_count(RK_KIND_HEADER) == 20); // with 1.3's "refreshing-load" and "announcement", 1.4's "time-text-refused"
    EXPECT(sizeof(rk_scroll_metrics) == 120 && offsetof(rk_scroll_metrics, content_width) == RK_SCROLL_METRICS_SIZE_1_0);
    EXPECT(offsetof(rk_scroll_metrics, item_count) == RK_SCROLL_METRICS_SIZE_1_2); // 1.3's items after 1.2's
    EXPECT(offsetof(rk_scroll_metrics, first_visible_item) == RK_SCROLL_METRICS_SIZE_1_3); // 1.5's after 1.3's
    say("header: pull, refresh, inset rule, stamp, F8, cancelled pan, layout, store, task, GIF: checked\n");
}

// ---- 8. trailer ------------------------------------------------------------------------------

// Expected values from the spec (part 3.2, 3.3 and the cases of 5.3): TA is W 375, H 200,
// Cw 1000, L0 = R0 = 0, so happen 625, trigger 685, frame (1000, 0, 60, 200); refreshing asks for
// a right inset of 60 and the offset 685. TB: Cw 300 (happen 0, trigger 60; 135 and 60). TC: L0 =
// R0 = 16 (happen 641, trigger 701; 76 and 701).
void trailer_scenario() {
    say("\n8. A swipe-left trailer (setup TA: 375 x 200, content width 1000, w 60):\n");
    rk::Context ctx;
    double now = 10.0;
    ctx.set_clock([&now] { return now; });
    rk::Trailer trailer = ctx.trailer();
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    rk_scroll_metrics metrics{};
    metrics.viewport_width = 375;
    metrics.viewport_height = 200;
    metrics.content_height = 200;
    metrics.content_width = 1000;
    auto watch = [&](rk::Trailer &t) {
        connections.push_back(t.connect<void(std::int32_t, std::int32_t)>(
            "state-changed", [&](std::int32_t state, std::int32_t old) {
                say("  %6.3f  state      %s -> %s\n", now, state_name(old), state_name(state));
                log.push_back(std::string("state ") + state_name(old) + "->" + state_name(state));
            }));
        connections.push_back(t.connect<void(double, double)>("inset-requested", [&](double right, double duration) {
            metrics.inset_right = right; // applied to the next update (F8)
            say("  %6.3f  request    right inset %g over %.2f s\n", now, right, duration);
            log.push_back("inset " + fixed3(right) + "@" + fixed3(duration));
        }));
        connections.push_back(t.connect<void(double, double)>("offset-requested", [&](double x, double duration) {
            metrics.offset_x = x;
            say("  %6.3f  request    offset x %g over %.2f s\n", now, x, duration);
            log.push_back("offset " + fixed3(x) + "@" + fixed3(duration));
        }));
        connections.push_back(t.connect<void()>("refreshing", [&] {
            say("  %6.3f  DETAILS    the host shows them\n", now);
            log.push_back("refreshing");
        }));
        connections.push_back(t.connect<void()>("end-animation-began", [&] { log.push_back("end-began"); }));
        connections.push_back(t.connect<void(const char *)>("label-changed", [&](const char *text) {
            log.push_back(std::string("label ") + text);
        }));
        connections.push_back(t.connect<void(double, double)>("arrow-changed", [&](double angle, double duration) {
            log.push_back("arrow " + fixed3(angle) + "@" + fixed3(duration));
        }));
    };
    watch(trailer);
    auto scroll = [&](rk::Trailer &t, double x, bool dragging) {
        metrics.offset_x = x;
        metrics.dragging = dragging ? 1 : 0;
        t.set_metrics(metrics);
    };
    trailer.set_metrics(metrics);

    EXPECT(rk::object_kind(trailer.get()) == RK_KIND_TRAILER);
    EXPECT(trailer.state() == RK_FOOTER_IDLE && trailer.alpha() == 1.0 && trailer.arrow_angle() == 0);
    EXPECT(trailer.label() == "Swipe to view details"); // F14: RefreshKit's own English wording
    EXPECT(trailer.language() == "en");
    rk_trailer_geometry g = trailer.geometry();
    EXPECT(g.width == 60 && g.happen_offset == 625 && g.trigger_offset == 685 && g.snapshot_left == 0 &&
           g.snapshot_right == 0 && g.right_contribution == 0);
    rk_trailer_layout layout = trailer.layout();
    EXPECT(layout.has_arrow == 1 && layout.trailer.x == 1000 && layout.trailer.y == 0 && layout.trailer.width == 60 &&
           layout.trailer.height == 200);
    EXPECT(layout.arrow.x == 5 && layout.arrow.y == 90 && layout.arrow.width == 20 && layout.arrow.height == 20);
    EXPECT(layout.label.x == 33 && layout.label.y == 0 && layout.label.width == 14 && layout.label.height == 200);

    // Cases 1 to 5: the percent, the strict line, the release, offsets ignored while refreshing.
    trailer.set_data_count(10);
    scroll(trailer, 655, true);
    EXPECT(trailer.pulling_percent() == 0.5);
    scroll(trailer, 685, true);
    EXPECT(trailer.state() == RK_FOOTER_IDLE && trailer.pulling_percent() == 1);
    scroll(trailer, 686, true);
    EXPECT(trailer.state() == RK_FOOTER_PULLING && std::fabs(trailer.pulling_percent() - 61.0 / 60) < 1e-12);
    EXPECT(trailer.label() == "Release to view details" && std::fabs(trailer.arrow_angle() - std::acos(-1.0)) < 1e-12);
    scroll(trailer, 690, false);
    EXPECT(trailer.state() == RK_FOOTER_REFRESHING);
    EXPECT(trailer.geometry().right_contribution == 60);
    trailer.set_metrics(metrics); // what the host applied
    scroll(trailer, 900, true);   // ignored while refreshing
    EXPECT(trailer.pulling_percent() == 1 && trailer.state() == RK_FOOTER_REFRESHING);
    advance(ctx, now, 0.25);
    EXPECT(in_order(log, {"state Idle->Pulling", "label Release to view details", "arrow 3.142@0.250",
                          "state Pulling->Refreshing", "inset 60.000@0.250", "offset 685.000@0.250",
                          "refreshing"}));
    EXPECT(trailer.label() == "Release to view details"); // Refreshing's title is Pulling's

    // Case 6: more items (N 10 -> 20, Cw 1600) re-assert the offset where it is (685 after the host
    // scrolled back), at once.
    scroll(trailer, 685, false);
    trailer.set_data_count(20);
    metrics.content_width = 1600;
    trailer.set_metrics(metrics);
    EXPECT(trailer.layout().trailer.x == 1600);
    log.clear();
    std::optional<bool> ended;
    trailer.end_refreshing([&](bool finished) { ended = finished; });
    EXPECT(trailer.state() == RK_FOOTER_IDLE); // F1
    EXPECT(in_order(log, {"state Refreshing->Idle", "end-began", "inset 0.000@0.400", "offset 685.000@0.000",
                          "label Swipe to view details"}));
    trailer.set_metrics(metrics);
    advance(ctx, now, 0.25);
    EXPECT(in_order(log, {"arrow 0.000@0.000"})); // the arrow snaps back while still Idle (F15)
    advance(ctx, now, 0.15);
    EXPECT(ended == true && trailer.pulling_percent() == 0);

    // F8: an inset another party adds while refreshing is kept.
    metrics.content_width = 1000;
    scroll(trailer, 0, false);
    trailer.begin_refreshing();
    advance(ctx, now, 0.25);
    metrics.inset_right += 30;
    trailer.set_metrics(metrics);
    log.clear();
    trailer.end_refreshing();
    EXPECT(in_order(log, {"inset 30.000@0.400"}));
    advance(ctx, now, 0.4);
    metrics.inset_right = 0;
    trailer.set_metrics(metrics);

    // Case 9: gR moves the trailer, not the thresholds.
    trailer.set_ignored_right_inset(10);
    EXPECT(trailer.layout().trailer.x == 1010 && trailer.geometry().trigger_offset == 685);
    EXPECT(trailer.geometry().ignored_right_inset == 10);
    trailer.set_ignored_right_inset(0);

    // Case 13: the label hidden centres the arrow; the arrow stays 5 from the left edge at any size.
    trailer.set_label_hidden(true);
    EXPECT(trailer.layout().arrow.x == 20 && trailer.layout().arrow.y == 90);
    trailer.set_label_hidden(false);
    trailer.set_arrow_size(30, 10);
    EXPECT(trailer.layout().arrow.x == 5 && trailer.layout().arrow.y == 95 && trailer.layout().arrow.width == 30);

    // Case 12 with F14: titles in every language.
    trailer.set_language("zh-Hans");
    EXPECT(trailer.label() == "滑动查看图文详情" && trailer.title(RK_FOOTER_PULLING) == "释放查看图文详情");
    trailer.set_language("zh-Hant");
    EXPECT(trailer.title(RK_FOOTER_REFRESHING) == "釋放查看圖文詳情");
    trailer.set_language("en");
    trailer.set_title(RK_FOOTER_IDLE, "More");
    EXPECT(trailer.label() == "More");
    trailer.set_title(RK_FOOTER_IDLE, nullptr);
    EXPECT(trailer.label() == "Swipe to view details");
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { trailer.set_title(RK_FOOTER_NO_MORE_DATA, "x"); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { trailer.set_data_count(-1); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { trailer.set_ignored_right_inset(-1); }));

    // Auto alpha, hidden, interaction, durations.
    scroll(trailer, 655, true);
    trailer.set_automatically_change_alpha(true);
    EXPECT(trailer.alpha() == 0.5);
    trailer.set_automatically_change_alpha(false);
    trailer.set_hidden(true);
    scroll(trailer, 670, true);
    EXPECT(trailer.pulling_percent() == 0.5); // a hidden trailer ignores offsets
    trailer.set_hidden(false);
    trailer.set_interaction_enabled(false);
    scroll(trailer, 670, true);
    EXPECT(trailer.pulling_percent() == 0.5);
    trailer.set_interaction_enabled(true);
    scroll(trailer, 0, false);
    trailer.set_animation_durations(0.1, 0.2);

    // Case 16: not in a window: WillRefresh (empty label, no inset), then Refreshing when drawn.
    log.clear();
    trailer.set_visible(false);
    trailer.begin_refreshing();
    EXPECT(trailer.state() == RK_FOOTER_WILL_REFRESH && trailer.label().empty());
    EXPECT(std::none_of(log.begin(), log.end(), [](const std::string &e) { return e.rfind("inset", 0) == 0; }));
    trailer.set_visible(true);
    EXPECT(trailer.state() == RK_FOOTER_REFRESHING);
    EXPECT(in_order(log, {"state WillRefresh->Refreshing", "inset 60.000@0.100", "offset 685.000@0.100"}));
    trailer.end_refreshing();
    advance(ctx, now, 0.2);

    // A task binding; a pending completion ends, not finished, when the trailer is destroyed.
    rk::Task task = ctx.task();
    trailer.refresh_with(&task);
    task.resume();
    ctx.dispatch();
    EXPECT(trailer.state() == RK_FOOTER_REFRESHING);
    task.complete();
    ctx.dispatch();
    EXPECT(trailer.state() == RK_FOOTER_IDLE);
    trailer.refresh_with(nullptr);
    std::optional<bool> pending;
    trailer.begin_refreshing([&](bool finished) { pending = finished; });
    trailer.destroy();
    EXPECT(pending == false);

    // Case 7, TB: a short list.
    metrics = rk_scroll_metrics{};
    metrics.viewport_width = 375;
    metrics.viewport_height = 200;
    metrics.content_height = 200;
    metrics.content_width = 300;
    rk::Trailer tb = ctx.trailer();
    watch(tb);
    tb.set_metrics(metrics);
    EXPECT(tb.geometry().happen_offset == 0 && tb.geometry().trigger_offset == 60 && tb.layout().trailer.x == 375);
    tb.set_data_count(3);
    scroll(tb, 61, true);
    log.clear();
    scroll(tb, 61, false);
    EXPECT(in_order(log, {"state Pulling->Refreshing", "inset 135.000@0.250", "offset 60.000@0.250"}));
    tb.set_metrics(metrics);
    advance(ctx, now, 0.25);
    tb.set_data_count(6);
    log.clear();
    tb.end_refreshing();
    EXPECT(metrics.inset_right == 0);
    EXPECT(std::none_of(log.begin(), log.end(), [](const std::string &e) { return e.rfind("offset", 0) == 0; }));
    advance(ctx, now, 0.4);

    // Case 8, TC: insets of 16 left and right.
    metrics.content_width = 1000;
    metrics.inset_left = metrics.inset_right = 16;
    metrics.offset_x = 0;
    rk::Trailer tc = ctx.trailer();
    watch(tc);
    tc.set_metrics(metrics);
    g = tc.geometry();
    EXPECT(g.snapshot_left == 16 && g.snapshot_right == 16 && g.happen_offset == 641 && g.trigger_offset == 701);
    scroll(tc, 702, true);
    log.clear();
    scroll(tc, 702, false);
    EXPECT(in_order(log, {"inset 76.000@0.250", "offset 701.000@0.250"}));
    EXPECT(tc.geometry().right_contribution == 60);
    tc.set_metrics(metrics);
    advance(ctx, now, 0.25);
    tc.end_refreshing();
    EXPECT(metrics.inset_right == 16); // exactly 60 given back (F8)

    // The state style, F15: the label column centred from the first layout; no arrow.
    rk::Trailer state_only = ctx.trailer(RK_TRAILER_STYLE_STATE);
    state_only.set_metrics(metrics);
    layout = state_only.layout();
    EXPECT(layout.has_arrow == 0 && layout.label.x == 23 && layout.label.y == 0 && layout.arrow.width == 0);
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { rk::Trailer bad = ctx.trailer(2); }));

    EXPECT(std::string(rk::trailer_style_name(RK_TRAILER_STYLE_STATE)) == "state");
    EXPECT(std::string(rk::trailer_style_name(RK_TRAILER_STYLE_NORMAL)) == "normal");
    EXPECT(std::string(rk::kind_name(RK_KIND_TRAILER)) == "trailer");
    EXPECT(rk::signal_count(RK_KIND_TRAILER) == 13); // with 1.3's "refreshing-load" and "announcement"
    say("trailer: swipe, refresh, end, re-assert, F8, gR, layout, titles, WillRefresh, task, TB, TC: checked\n");
}

// ---- 9. auto footer and scroll view ----------------------------------------------------------

// The auto footer attached (docs/behaviour/auto-footer.md §2), setup FA: H 600, W 375, T 64, B0 0, C 1000, h 44: attached, the bottom inset is 44 and
// the trigger and pan-end lines are 444. The host applies every request the scroll view relays.
void auto_footer_scenario() {
    say("\n9. An auto footer on a scroll view with a header (setup FA: 375 x 600, content 1000):\n");
    rk::Context ctx;
    double now = 20.0;
    ctx.set_clock([&now] { return now; });
    rk::ScrollView sv = ctx.scroll_view();
    rk::AutoFooter footer = ctx.auto_footer();
    rk::Header header = ctx.header();
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    rk_scroll_metrics metrics{};
    metrics.viewport_width = 375;
    metrics.viewport_height = 600;
    metrics.content_height = 1000;
    metrics.content_width = 375;
    metrics.inset_top = 64;
    metrics.offset_y = -64;
    connections.push_back(sv.connect<void(void *, std::int32_t, double, double)>(
        "inset-requested", [&](void *component, std::int32_t edge, double inset, double duration) {
            if (edge == RK_SCROLL_EDGE_TOP) metrics.inset_top = inset;
            if (edge == RK_SCROLL_EDGE_BOTTOM) metrics.inset_bottom = inset;
            if (edge == RK_SCROLL_EDGE_RIGHT) metrics.inset_right = inset;
            const char *who = component == footer.get() ? "footer" : component == header.get() ? "header" : "?";
            say("  %6.3f  request    %s inset %g (edge %d) over %.2f s\n", now, who, inset, (int)edge, duration);
            log.push_back(std::string("inset ") + who + " " + fixed3(inset));
        }));
    connections.push_back(sv.connect<void(void *, std::int32_t, double, double)>(
        "offset-requested", [&](void *component, std::int32_t axis, double offset, double duration) {
            (axis == RK_SCROLL_AXIS_VERTICAL ? metrics.offset_y : metrics.offset_x) = offset;
            const char *who = component == footer.get() ? "footer" : component == header.get() ? "header" : "?";
            say("  %6.3f  request    %s offset %g over %.2f s\n", now, who, offset, duration);
            log.push_back(std::string("offset ") + who + " " + fixed3(offset));
        }));
    connections.push_back(footer.connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t state, std::int32_t old) {
            say("  %6.3f  state      %s -> %s\n", now, state_name(old), state_name(state));
            log.push_back(std::string("state ") + state_name(old) + "->" + state_name(state));
        }));
    connections.push_back(footer.connect<void()>("refreshing", [&] {
        say("  %6.3f  LOAD MORE  the host requests the next page\n", now);
        log.push_back("refreshing");
    }));
    connections.push_back(footer.connect<void()>("end-animation-began", [&] { log.push_back("end-began"); }));
    connections.push_back(footer.connect<void(std::int32_t)>("spinner-changed", [&](std::int32_t animating) {
        log.push_back(animating ? "spinner on" : "spinner off");
    }));
    connections.push_back(footer.connect<void(const char *)>("label-changed", [&](const char *text) {
        log.push_back(std::string("label ") + text);
    }));
    auto scroll = [&](double y, bool dragging, rk_pan_state pan) {
        metrics.offset_y = y;
        metrics.dragging = dragging ? 1 : 0;
        metrics.pan = pan;
        sv.set_metrics(metrics);
    };

    EXPECT(rk::object_kind(footer.get()) == RK_KIND_AUTO_FOOTER && rk::object_kind(sv.get()) == RK_KIND_SCROLL_VIEW);
    EXPECT(footer.state() == RK_FOOTER_IDLE && footer.alpha() == 1.0 && footer.pulling_percent() == 0);
    EXPECT(footer.label() == "Tap or pull up to load more" && footer.language() == "en");
    footer.set_text_width(70);
    sv.set_metrics(metrics);
    sv.attach(header);
    sv.attach(footer);
    EXPECT(sv.component(RK_KIND_HEADER) == header.get() && sv.component(RK_KIND_AUTO_FOOTER) == footer.get());
    EXPECT(sv.component(RK_KIND_FOOTER) == nullptr && sv.component(RK_KIND_TRAILER) == nullptr);
    EXPECT(metrics.inset_bottom == 44 && sv.metrics().inset_bottom == 44 && sv.host_inset(RK_SCROLL_EDGE_BOTTOM) == 0);
    rk_auto_footer_geometry g = footer.geometry();
    EXPECT(g.attached == 1 && g.tall == 1 && g.trigger_offset == 444 && g.pan_end_offset == 444 &&
           g.bottom_contribution == 44 && g.remaining_trigger_times == 1);
    rk_auto_footer_layout layout = footer.layout();
    EXPECT(layout.style == RK_AUTO_FOOTER_STYLE_NORMAL && layout.footer.y == 1000 && layout.footer.height == 44);
    EXPECT(layout.spinner.x == 117.5 && layout.spinner.width == 20); // centre 127.5 = 375/2 - (70/2 + 25)

    // Case 1 (F10): the state, label and spinner come before "refreshing"; no inset change.
    scroll(443, true, RK_PAN_CHANGED);
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    log.clear();
    scroll(444, true, RK_PAN_CHANGED);
    EXPECT(in_order(log, {"state Idle->Refreshing", "label Loading...", "spinner on", "refreshing"}));
    EXPECT(footer.spinner_animating() && metrics.inset_bottom == 44 && footer.geometry().remaining_trigger_times == 0);
    // Case 5 (F9): the budget is spent in this drag; a new pan refills it.
    bool ended = false;
    footer.end_refreshing([&](bool finished) { ended = finished; });
    EXPECT(ended && footer.state() == RK_FOOTER_IDLE);
    scroll(446, true, RK_PAN_CHANGED);
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    scroll(440, true, RK_PAN_BEGAN);
    scroll(445, true, RK_PAN_CHANGED);
    EXPECT(footer.state() == RK_FOOTER_REFRESHING);
    // Case 19: paging ends on the page boundary (y - B over the slow duration), the completion after.
    footer.set_paging_enabled(true);
    ended = false;
    log.clear();
    footer.end_refreshing([&](bool finished) { ended = finished; });
    EXPECT(in_order(log, {"state Refreshing->Idle", "offset footer 401.000", "end-began"}));
    EXPECT(!ended && metrics.offset_y == 401);
    advance(ctx, now, 0.4);
    EXPECT(ended);
    footer.set_paging_enabled(false);
    // Case 14: NoMoreData turns the rules and taps off; a begin still works; reset to Idle.
    footer.begin_refreshing();
    footer.end_refreshing_with_no_more_data();
    EXPECT(footer.state() == RK_FOOTER_NO_MORE_DATA && footer.label() == "No more data");
    scroll(440, true, RK_PAN_BEGAN);
    scroll(460, false, RK_PAN_ENDED);
    footer.tap();
    EXPECT(footer.state() == RK_FOOTER_NO_MORE_DATA);
    footer.reset_no_more_data();
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    footer.tap();
    EXPECT(footer.state() == RK_FOOTER_REFRESHING);
    footer.end_refreshing();

    // Case 13 (F13): a header springing back asks for y = -118, which the footer (driven after it in
    // the same update) sees as this update's offset; with r = -2 its line is -128, yet it stays Idle.
    scroll(-64, false, RK_PAN_NONE);
    metrics.content_height = 560;
    sv.set_metrics(metrics);
    footer.set_trigger_percent(-2);
    EXPECT(footer.geometry().trigger_offset == -128);
    scroll(-150, true, RK_PAN_CHANGED);
    EXPECT(header.state() == RK_FOOTER_PULLING);
    log.clear();
    scroll(-150, false, RK_PAN_NONE);
    EXPECT(header.state() == RK_FOOTER_REFRESHING && metrics.offset_y == -118 && metrics.inset_top == 118);
    EXPECT(in_order(log, {"inset header 118.000", "offset header -118.000"}));
    EXPECT(footer.state() == RK_FOOTER_IDLE && footer.geometry().top_rest_offset == -118);
    EXPECT(sv.host_inset(RK_SCROLL_EDGE_TOP) == 64); // F8: 118 minus the header's 54
    header.end_refreshing();
    advance(ctx, now, 0.4);
    footer.set_trigger_percent(1);
    metrics.content_height = 1000;
    sv.set_metrics(metrics);

    // The setters (any thread) and the rest of the queries.
    footer.set_visible(true);
    footer.set_interaction_enabled(true);
    footer.set_automatically_refresh(true);
    footer.set_auto_trigger_times(2);
    EXPECT(footer.geometry().auto_trigger_times == 2 && footer.geometry().automatically_refresh == 1);
    footer.set_ignored_bottom_inset(3);
    EXPECT(footer.layout().footer.y == 1003);
    footer.set_label_left_inset(30);
    footer.set_spinner_size(24, 24);
    EXPECT(footer.layout().spinner.width == 24);
    footer.set_refreshing_title_hidden(true);
    footer.set_automatically_change_alpha(false);
    footer.set_animation_durations(0.2, 0.3);
    footer.set_language("zh-Hans");
    EXPECT(footer.language() == "zh-Hans");
    footer.set_title(RK_FOOTER_IDLE, "more, please");
    EXPECT(footer.title(RK_FOOTER_IDLE) == "more, please" && footer.label() == "more, please");
    footer.set_title(RK_FOOTER_IDLE, nullptr);
    footer.set_height(50);
    EXPECT(metrics.inset_bottom == 50); // F8: asks for B0 + the new h at once
    footer.set_hidden(true);
    EXPECT(metrics.inset_bottom == 0 && sv.metrics().inset_bottom == 0);
    footer.set_hidden(false);
    EXPECT(metrics.inset_bottom == 50);
    // The normal style keeps images unused; the GIF style shows Refreshing's frames only.
    footer.set_images(RK_FOOTER_REFRESHING, {rk_image{1, 10, 10}});
    footer.set_images(RK_FOOTER_REFRESHING, {rk_image{1, 10, 10}, rk_image{2, 10, 10}}, 0.2);
    footer.set_images(RK_FOOTER_REFRESHING, {rk_image{1, 10, 10}, rk_image{2, 10, 10}}, std::vector<double>{0.1, 0.1});
    EXPECT(footer.gif().visible == 0 && !footer.frame_at(now));
    rk::AutoFooter gif = ctx.auto_footer(RK_AUTO_FOOTER_STYLE_GIF);
    gif.set_images(RK_FOOTER_REFRESHING, {rk_image{7, 30, 30}, rk_image{8, 30, 30}}, 0.2);
    gif.begin_refreshing();
    EXPECT(gif.gif().visible == 1 && gif.layout().style == RK_AUTO_FOOTER_STYLE_GIF && !gif.spinner_animating());
    std::optional<rk::Footer::Frame> frame = gif.frame_at(now + 0.15);
    EXPECT(frame && frame->image_id == 8 && frame->index == 1);

    // A task binding (B4: the task is the load; no "refreshing").
    rk::Task task = ctx.task();
    footer.refresh_with(&task);
    log.clear();
    task.resume();
    ctx.dispatch();
    EXPECT(footer.state() == RK_FOOTER_REFRESHING && footer.pulling_percent() == 1);
    EXPECT(std::none_of(log.begin(), log.end(), [](const std::string &e) { return e == "refreshing"; }));
    task.complete();
    ctx.dispatch();
    EXPECT(footer.state() == RK_FOOTER_IDLE);
    footer.refresh_with(nullptr);

    // Errors: what the scroll view refuses, an attached footer's own update, bad values.
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { footer.set_metrics(metrics); }));
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { sv.attach(footer); }));
    rk::Footer back = ctx.footer();
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { sv.attach(back); })); // the footer slot is taken
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { sv.detach(back); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { sv.component(RK_KIND_TASK); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { sv.host_inset(7); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { footer.set_trigger_percent(std::nan("")); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { rk::AutoFooter bad = ctx.auto_footer(2); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] {
        footer.set_images(RK_FOOTER_REFRESHING, {rk_image{1, 1, 1}}, std::vector<double>{});
    }));

    // Detach gives the inset back at once (F8); a lone footer attaches by its own first update.
    sv.detach(footer);
    EXPECT(metrics.inset_bottom == 0 && footer.geometry().attached == 0);
    rk_scroll_metrics lone = metrics;
    footer.set_metrics(lone);
    EXPECT(footer.geometry().attached == 1);
    sv.detach(header);
    EXPECT(sv.component(RK_KIND_HEADER) == nullptr);

    EXPECT(std::string(rk::auto_footer_style_name(RK_AUTO_FOOTER_STYLE_GIF)) == "gif");
    EXPECT(std::string(rk::kind_name(RK_KIND_AUTO_FOOTER)) == "auto-footer");
    EXPECT(std::string(rk::kind_name(RK_KIND_SCROLL_VIEW)) == "scroll-view");
    EXPECT(rk::signal_count(RK_KIND_AUTO_FOOTER) == 16 && rk::signal_count(RK_KIND_SCROLL_VIEW) == 3); // 1.3: F18, F20
    say("auto footer: cases 1, 5, 13, 14, 19, taps, F8, setters, GIF, task, errors, detach, lone: checked\n");
}

// ---- 10. failure and retry -------------------------------------------------------------------

// The lists scenarios 10 and 11 drive every member of the family on: a phone-sized list at rest
// under a 64-point bar (header, footers), and a row to swipe past its right end (trailer).
rk_scroll_metrics phone_list() {
    rk_scroll_metrics m{};
    m.viewport_width = 375;
    m.viewport_height = 600;
    m.content_height = 1000;
    m.content_width = 375;
    m.inset_top = 64;
    m.offset_y = -64;
    return m;
}

rk_scroll_metrics swipe_row() {
    rk_scroll_metrics m{};
    m.viewport_width = 375;
    m.viewport_height = 200;
    m.content_height = 200;
    m.content_width = 1000;
    return m;
}

// One member of the family, visible and at rest: begin, fail with a message, retry, and the rest.
// exit_seconds: how long its exit animation runs (the failure's completion waits for it);
// begin_seconds: how long its begin animation runs (the trigger and the retry's completion wait).
template <typename Component>
void fail_and_retry(const char *name, Component &component, rk::Context &ctx, double &now, double exit_seconds,
                    double begin_seconds) {
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    connections.push_back(component.template connect<void(std::int32_t, std::int32_t)>(
        "state-changed", [&](std::int32_t state, std::int32_t old) {
            say("  %6.3f  %-11s %s -> %s\n", now, name, state_name(old), state_name(state));
            log.push_back(std::string("state ") + state_name(old) + "->" + state_name(state));
        }));
    connections.push_back(component.template connect<void(const char *)>("label-changed", [&](const char *text) {
        log.push_back(std::string("label ") + text);
    }));
    connections.push_back(component.template connect<void()>("refreshing", [&] {
        say("  %6.3f  %-11s REFRESHING\n", now, name);
        log.push_back("refreshing at " + fixed3(now));
    }));
    auto done = [&](const char *what) {
        return [&log, &now, what](bool finished) {
            log.push_back(std::string(what) + " " + (finished ? "1" : "0") + " at " + fixed3(now));
        };
    };

    component.begin_refreshing();
    advance(ctx, now, 0.5);
    EXPECT(component.state() == RK_FOOTER_REFRESHING);
    const double failed_at = now;
    component.end_refreshing_with_failure("boom", done("failure"));
    EXPECT(component.state() == RK_FOOTER_FAILED); // at once (F1)
    EXPECT(component.label() == "boom");
    advance(ctx, now, 1.0);
    const double retried_at = now;
    component.retry(done("retry"));
    EXPECT(component.state() == RK_FOOTER_REFRESHING);
    advance(ctx, now, 1.0);
    EXPECT(in_order(log, {"state Refreshing->Failed", "label boom", "failure 1 at " + fixed3(failed_at + exit_seconds),
                          "state Failed->Refreshing", "refreshing at " + fixed3(retried_at + begin_seconds),
                          "retry 1 at " + fixed3(retried_at + begin_seconds)}));
    EXPECT(std::count(log.begin(), log.end(), "failure 1 at " + fixed3(failed_at + exit_seconds)) == 1);

    // Refused messages: nothing changes, the completion is never called.
    const std::size_t before = log.size();
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { component.end_refreshing_with_failure("\xff", done("never")); }));
    const std::string long_message(RK_MAX_STRING_BYTES + 1, 'x');
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT,
                         [&] { component.end_refreshing_with_failure(long_message.c_str(), done("never")); }));
    advance(ctx, now, 1.0);
    EXPECT(log.size() == before);
    EXPECT(component.state() == RK_FOOTER_REFRESHING);

    // No message: the Failed title. Another failure in Failed changes only the label (completion 0).
    component.end_refreshing_with_failure();
    EXPECT(component.label() == component.title(RK_FOOTER_FAILED));
    EXPECT(component.label() == "Loading failed. Tap to retry");
    component.set_title(RK_FOOTER_FAILED, "Try again");
    component.end_refreshing_with_failure(nullptr, done("again"));
    EXPECT(component.label() == "Try again");
    EXPECT(log.back() == "again 0 at " + fixed3(now));

    // Outside Failed, retry changes nothing: finished = 0 at once.
    component.end_refreshing();
    advance(ctx, now, 1.0);
    EXPECT(component.state() == RK_FOOTER_IDLE);
    component.retry(done("idle retry"));
    EXPECT(log.back() == "idle retry 0 at " + fixed3(now));
    EXPECT(component.state() == RK_FOOTER_IDLE);
    say("%s: failure, retry, the Failed title, refusals: checked\n", name);
}

void failure_scenario() {
    say("\n10. Failure and retry (F17, 1.3) on every member of the family:\n");
    rk::Context ctx;
    double now = 50.0;
    ctx.set_clock([&now] { return now; });
    EXPECT(std::string(rk::footer_state_name(RK_FOOTER_FAILED)) == "failed");
    const rk_scroll_metrics vertical = phone_list();
    {
        rk::Footer footer = ctx.footer();
        footer.set_metrics(vertical);
        fail_and_retry("footer", footer, ctx, now, 0.4, 0.25);
    }
    {
        rk::Header header = ctx.header();
        header.set_metrics(vertical);
        fail_and_retry("header", header, ctx, now, 0.4, 0.25);
        EXPECT(!ctx.last_updated("MJRefreshHeaderLastUpdatedTimeKey")); // a failure stamps nothing
    }
    {
        rk::Trailer trailer = ctx.trailer();
        const rk_scroll_metrics horizontal = swipe_row();
        trailer.set_metrics(horizontal);
        fail_and_retry("trailer", trailer, ctx, now, 0.4, 0.25);
    }
    {
        rk::AutoFooter footer = ctx.auto_footer();
        footer.set_metrics(vertical); // a lone auto footer attaches by its own update
        fail_and_retry("auto footer", footer, ctx, now, 0.0, 0.0);
    }
}

// ---- 11. following a task (B8) --------------------------------------------------------------

// One member of the family follows a task that runs and then completes with (code, message): the
// state after the completion's dispatch, and its label then.
template <typename Component>
std::pair<rk_footer_state, std::string> follow_and_complete(Component &component, rk::Context &ctx, double &now,
                                                            std::uint32_t flags, std::int32_t code,
                                                            const char *message) {
    rk::Task task = ctx.task();
    component.follow_task(&task, flags);
    task.resume();
    advance(ctx, now, 0.5); // the resume's dispatch, then the begin animation
    EXPECT(component.state() == RK_FOOTER_REFRESHING);
    task.complete(code, message);
    EXPECT(component.state() == RK_FOOTER_REFRESHING); // the end waits for the dispatch
    advance(ctx, now, 1.0);
    std::pair<rk_footer_state, std::string> outcome{component.state(), component.label()};
    component.follow_task(nullptr);
    if (outcome.first == RK_FOOTER_FAILED) {
        component.retry(); // back to Idle for the next case: a retry, then an end
        advance(ctx, now, 0.5);
        component.end_refreshing();
        advance(ctx, now, 1.0);
    }
    EXPECT(component.state() == RK_FOOTER_IDLE);
    return outcome;
}

template <typename Component>
void follow_failure(const char *name, Component &component, rk::Context &ctx, double &now) {
    const auto failed = follow_and_complete(component, ctx, now, RK_FOLLOW_FAILURE, 503, "Service unavailable");
    EXPECT(failed.first == RK_FOOTER_FAILED);
    EXPECT(failed.second == "Service unavailable");
    say("%s: follows a failed task with RK_FOLLOW_FAILURE: %s \"%s\"\n", name, state_name(failed.first),
        failed.second.c_str());
}

void follow_scenario() {
    say("\n11. Following a task (B8, 1.3): a failed task's component enters Failed:\n");
    rk::Context ctx;
    double now = 70.0;
    ctx.set_clock([&now] { return now; });
    const rk_scroll_metrics vertical = phone_list();
    {
        rk::Footer footer = ctx.footer();
        footer.set_metrics(vertical);
        follow_failure("footer", footer, ctx, now);
        // The Failed title without a message (or with an empty one).
        const auto untitled = follow_and_complete(footer, ctx, now, RK_FOLLOW_FAILURE, 7, nullptr);
        EXPECT(untitled.first == RK_FOOTER_FAILED);
        EXPECT(untitled.second == "Loading failed. Tap to retry");
        EXPECT(follow_and_complete(footer, ctx, now, RK_FOLLOW_FAILURE, 7, "").second ==
               "Loading failed. Tap to retry");
        // Without the flag a failed task ends the load in Idle (as refresh_with); a success too.
        EXPECT(follow_and_complete(footer, ctx, now, 0, 7, "Service unavailable").first == RK_FOOTER_IDLE);
        EXPECT(follow_and_complete(footer, ctx, now, RK_FOLLOW_FAILURE, 0, "ok").first == RK_FOOTER_IDLE);
        EXPECT(footer.label() != "Service unavailable");
        // A cancel completes later and ends in Idle, the flag or not.
        rk::Task canceled = ctx.task();
        canceled.resume();
        footer.follow_task(&canceled, RK_FOLLOW_FAILURE);
        EXPECT(footer.state() == RK_FOOTER_REFRESHING); // a running task begins at bind (B6)
        canceled.cancel();
        advance(ctx, now, 1.0);
        EXPECT(footer.state() == RK_FOOTER_IDLE);
        // Unknown bits: rk::Error, nothing bound; an empty task wrapper is not "unbind".
        rk::Task task = ctx.task();
        task.resume();
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { footer.follow_task(&task, 2); }));
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT,
                             [&] { footer.follow_task(&task, RK_FOLLOW_FAILURE | 0x80000000u); }));
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { footer.follow_task(nullptr, 4); }));
        EXPECT(footer.state() == RK_FOOTER_IDLE);
        rk::Task moved = ctx.task();
        rk::Task taker = std::move(moved);
        EXPECT(throws_status(RK_ERR_INVALID_HANDLE, [&] { footer.follow_task(&moved, RK_FOLLOW_FAILURE); }));
        // Unbinding: a later completion no longer ends the load.
        footer.follow_task(&task, RK_FOLLOW_FAILURE);
        EXPECT(footer.state() == RK_FOOTER_REFRESHING);
        footer.follow_task(nullptr);
        task.complete(7, "late");
        advance(ctx, now, 1.0);
        EXPECT(footer.state() == RK_FOOTER_REFRESHING);
        say("footer: the Failed title, Idle without the flag or on success, a cancel, refused flags, unbind: "
            "checked\n");
    }
    {
        rk::Header header = ctx.header();
        header.set_metrics(vertical);
        follow_failure("header", header, ctx, now);
    }
    {
        rk::Trailer trailer = ctx.trailer();
        const rk_scroll_metrics horizontal = swipe_row();
        trailer.set_metrics(horizontal);
        follow_failure("trailer", trailer, ctx, now);
    }
    {
        rk::AutoFooter footer = ctx.auto_footer();
        footer.set_metrics(vertical); // a lone auto footer attaches by its own update
        follow_failure("auto footer", footer, ctx, now);
    }
    {
        rk::Indicator spinner = ctx.indicator();
        std::vector<std::string> log;
        rk::Connection start = spinner.connect<void()>("start-animating", [&] { log.push_back("start"); });
        rk::Connection stop = spinner.connect<void()>("stop-animating", [&] { log.push_back("stop"); });
        rk::Task task = ctx.task();
        spinner.follow_task(&task, RK_FOLLOW_FAILURE); // Suspended: stopped at bind
        EXPECT(log == std::vector<std::string>{"stop"});
        task.resume();
        ctx.dispatch();
        EXPECT(spinner.animating());
        task.complete(7, "Service unavailable"); // the flag changes nothing for an indicator: it stops
        ctx.dispatch();
        EXPECT(!spinner.animating());
        EXPECT((log == std::vector<std::string>{"stop", "start", "stop"}));
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { spinner.follow_task(&task, 8); }));
        say("indicator: follow_task starts and stops it: checked\n");
    }
}

// ---- 12. load ids (F18) ---------------------------------------------------------------------

// call() throws rk::StaleLoadError for the load `id`: RK_ERR_INVALID_STATE, the id it named.
template <typename Call>
bool stale_load(rk_load_id id, Call &&call) {
    try {
        call();
    } catch (const rk::StaleLoadError &e) {
        if (e.status() == RK_ERR_INVALID_STATE && e.load_id() == id) return true;
        std::fprintf(stderr, "rk-cpp-host: a stale load error for %" PRIu64 ", not %" PRIu64 ": %s\n", e.load_id(),
                     id, e.what());
        return false;
    } catch (const rk::Error &e) {
        std::fprintf(stderr, "rk-cpp-host: not a stale load error: %s\n", e.what());
        return false;
    }
    return false;
}

// One member of the family, visible and at rest, through its loads.
template <typename Component>
void load_ids(const char *name, Component &component, rk::Context &ctx, double &now) {
    constexpr bool footers = std::is_same_v<Component, rk::Footer> || std::is_same_v<Component, rk::AutoFooter>;
    std::vector<std::string> log;
    std::vector<rk::Connection> connections;
    connections.push_back(component.template connect<void()>("refreshing", [&] { log.push_back("refreshing"); }));
    connections.push_back(component.template connect<void(std::uint64_t)>("refreshing-load", [&](std::uint64_t id) {
        say("  %6.3f  %-11s load %" PRIu64 " triggered\n", now, name, id);
        log.push_back("load " + std::to_string(id));
    }));
    auto done = [&](const char *what) {
        return [&log, what](bool finished) { log.push_back(std::string(what) + (finished ? " 1" : " 0")); };
    };
    auto count = [&](const std::string &entry) { return std::count(log.begin(), log.end(), entry); };

    // A begin names its load before its trigger; a second begin while it loads (a double trigger)
    // starts none, and the response of a request sent for it is refused.
    EXPECT(component.load_id() == 0);
    const rk_load_id first = component.begin_load(done("first"));
    EXPECT(first != 0 && component.load_id() == first);
    const rk_load_id second = component.begin_load(done("second"));
    EXPECT(second == first + 1 && component.load_id() == first);
    EXPECT(count("second 0") == 1); // at once
    advance(ctx, now, 0.5);
    EXPECT(in_order(log, {"refreshing", "load " + std::to_string(first), "first 1"}));
    EXPECT(count("refreshing") == 1);
    EXPECT(stale_load(second, [&] { component.end_load(second, RK_LOAD_DONE, nullptr, done("never")); }));
    EXPECT(component.state() == RK_FOOTER_REFRESHING && component.load_id() == first);

    // A slow first response: the host's timeout ends the first load its own way, the next load
    // runs, then the first one's response arrives. It cannot end the next load.
    component.end_refreshing();
    advance(ctx, now, 1.0);
    const rk_load_id next = component.begin_load();
    EXPECT(next == second + 1);
    advance(ctx, now, 0.5);
    EXPECT(stale_load(first, [&] { component.end_load(first, RK_LOAD_FAILED, "timeout", done("never")); }));
    EXPECT(component.state() == RK_FOOTER_REFRESHING && component.load_id() == next);

    // The outcomes. Refused arguments change nothing, and are not stale-load errors.
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { component.end_load(next, RK_LOAD_DONE, "words"); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { component.end_load(next, 7); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { component.end_load(next, RK_LOAD_FAILED, "\xff"); }));
    EXPECT(component.load_id() == next);
    if constexpr (footers) {
        component.end_load(next, RK_LOAD_NO_MORE_DATA, nullptr, done("no more"));
        EXPECT(component.state() == RK_FOOTER_NO_MORE_DATA && component.load_id() == 0);
        advance(ctx, now, 1.0);
        EXPECT(count("no more 1") == 1);
        component.reset_no_more_data();
    } else {
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { component.end_load(next, RK_LOAD_NO_MORE_DATA); }));
        component.end_load(next, RK_LOAD_DONE, nullptr, done("done"));
        EXPECT(component.state() == RK_FOOTER_IDLE && component.load_id() == 0);
        advance(ctx, now, 1.0);
        EXPECT(count("done 1") == 1);
    }
    const rk_load_id failing = component.begin_load();
    advance(ctx, now, 0.5);
    component.end_load(failing, RK_LOAD_FAILED, "503");
    EXPECT(component.state() == RK_FOOTER_FAILED && component.label() == "503");
    // An id is spent once, 0 is never one; a retry is a new load, named by its trigger.
    EXPECT(stale_load(failing, [&] { component.end_load(failing); }));
    EXPECT(stale_load(0, [&] { component.end_load(0); }));
    advance(ctx, now, 1.0);
    component.retry();
    const rk_load_id retried = component.load_id();
    EXPECT(retried == failing + 1);
    advance(ctx, now, 0.5);
    EXPECT(log.back() == "load " + std::to_string(retried));
    component.end_load(retried);
    advance(ctx, now, 1.0);
    EXPECT(component.state() == RK_FOOTER_IDLE);

    // From a worker thread: the begin's id before its dispatch, an end of that load queued behind
    // it, and a stale id refused at the call.
    rk_load_id queued = 0;
    rk_load_id refused = 0;
    std::thread worker([&] {
        queued = component.begin_load();
        component.end_load(queued, RK_LOAD_DONE, nullptr, done("worker end"));
        try {
            component.end_load(queued + 1);
        } catch (const rk::StaleLoadError &e) {
            refused = e.load_id();
        }
    });
    worker.join();
    EXPECT(queued == retried + 1 && refused == queued + 1);
    EXPECT(component.load_id() == 0 && component.state() == RK_FOOTER_IDLE); // queued
    advance(ctx, now, 1.0);
    EXPECT(component.state() == RK_FOOTER_IDLE && log.back() == "worker end 1");
    EXPECT(count("never 0") == 0 && count("never 1") == 0);
    say("%s: ids, the double trigger, a slow first response, the outcomes, a worker: checked\n", name);
}

void load_ids_scenario() {
    say("\n12. Load ids (F18, 1.3) on every member of the family:\n");
    rk::Context ctx;
    double now = 90.0;
    ctx.set_clock([&now] { return now; });
    const rk_scroll_metrics vertical = phone_list();
    {
        rk::Footer footer = ctx.footer();
        footer.set_metrics(vertical);
        load_ids("footer", footer, ctx, now);
        // An end after a cancel: the task the footer follows is canceled, then its response arrives.
        rk::Task task = ctx.task();
        task.resume();
        footer.follow_task(&task, RK_FOLLOW_FAILURE);
        const rk_load_id id = footer.load_id();
        EXPECT(id != 0); // a task's load has an id too
        advance(ctx, now, 0.5);
        task.cancel();
        advance(ctx, now, 1.0);
        EXPECT(footer.state() == RK_FOOTER_IDLE);
        EXPECT(stale_load(id, [&] { footer.end_load(id, RK_LOAD_FAILED, "canceled"); }));
        footer.follow_task(nullptr);
        say("footer: an end after the task's cancel is refused: checked\n");
    }
    {
        rk::Header header = ctx.header();
        header.set_metrics(vertical);
        load_ids("header", header, ctx, now);
    }
    {
        rk::Trailer trailer = ctx.trailer();
        const rk_scroll_metrics horizontal = swipe_row();
        trailer.set_metrics(horizontal);
        load_ids("trailer", trailer, ctx, now);
    }
    {
        rk::AutoFooter footer = ctx.auto_footer();
        footer.set_metrics(vertical); // a lone auto footer attaches by its own update
        load_ids("auto footer", footer, ctx, now);
    }
}

// ---- 13. prefetch by item count (F19) ------------------------------------------------------

// The log's entries joined by spaces; the log is emptied.
std::string take(std::vector<std::string> &log) {
    std::string out;
    for (const auto &entry : log) out += (out.empty() ? "" : " ") + entry;
    log.clear();
    return out;
}

void prefetch_scenario() {
    say("\n13. Prefetch by item count (F19, 1.3) on the auto footer:\n");
    rk::Context ctx;
    double now = 200.0;
    ctx.set_clock([&now] { return now; });
    std::vector<std::string> log;
    rk_scroll_metrics m = phone_list(); // setup FA: the pixel line at 444
    m.offset_y = 100;
    m.last_visible_item = -1;
    auto watch = [&](rk::AutoFooter &footer, std::vector<rk::Connection> &connections) {
        connections.push_back(footer.connect<void(std::int32_t, std::int32_t)>(
            "state-changed", [&](std::int32_t state, std::int32_t old) {
                log.push_back(std::string(state_name(old)) + "->" + state_name(state));
            }));
        connections.push_back(footer.connect<void()>("refreshing", [&] {
            say("  %6.3f  auto footer REFRESHING at row %" PRId64 " of %" PRId64 "\n", now, m.last_visible_item,
                m.item_count);
            log.push_back("refreshing");
        }));
    };
    {
        rk::AutoFooter footer = ctx.auto_footer();
        std::vector<rk::Connection> connections;
        watch(footer, connections);
        EXPECT(footer.prefetch_items() == 0); // off by default
        footer.set_prefetch_items(5);
        EXPECT(footer.prefetch_items() == 5);
        footer.set_metrics(m);
        auto items = [&](std::int64_t count, std::int64_t last, bool dragging) {
            m.item_count = count;
            m.last_visible_item = last;
            m.dragging = dragging;
            m.pan = dragging ? RK_PAN_CHANGED : RK_PAN_NONE;
            footer.set_metrics(m);
        };
        take(log);
        items(100, 94, true);
        EXPECT(take(log).empty()); // six rows from the end
        items(100, 95, true);      // 95 >= 100 - 5: far above the pixel line
        EXPECT(take(log) == "Idle->Refreshing refreshing");
        items(100, 97, true);
        EXPECT(take(log).empty()); // one load at a time
        footer.end_refreshing();
        take(log);
        items(100, 98, true); // the page brought nothing: the same count, no repeat
        items(100, 99, false);
        EXPECT(take(log).empty() && footer.state() == RK_FOOTER_IDLE);
        items(120, 117, false); // 20 rows arrived and the end still shows: the count changed
        EXPECT(take(log) == "Idle->Refreshing refreshing");
        footer.end_refreshing();
        items(120, 118, true);
        take(log);
        m.pan = RK_PAN_BEGAN; // a new drag: the arrival counts again
        footer.set_metrics(m);
        EXPECT(take(log) == "Idle->Refreshing refreshing");
        footer.end_refreshing_with_no_more_data();
        items(140, 139, false);
        EXPECT(footer.state() == RK_FOOTER_NO_MORE_DATA); // never in NoMoreData
        footer.reset_no_more_data();

        // Refused values change nothing.
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { footer.set_prefetch_items(-1); }));
        EXPECT(footer.prefetch_items() == 5);
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { items(10, 10, false); })); // past the end
        EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { items(-1, -1, false); }));
        take(log);

        // The setter from a std::thread is queued until the loop dispatches.
        std::thread worker([&] { footer.set_prefetch_items(10); });
        worker.join();
        EXPECT(footer.prefetch_items() == 5);
        ctx.dispatch();
        EXPECT(footer.prefetch_items() == 10);
        say("auto footer: an arrival once, no repeat, a count change, a new pan, refusals, a worker: checked\n");
    }
    {
        // A list shorter than the screen fills up: each page that leaves its end visible loads the next.
        rk::AutoFooter footer = ctx.auto_footer();
        std::vector<rk::Connection> connections;
        watch(footer, connections);
        footer.set_prefetch_items(1);
        m.item_count = 0; // attached by an update that reports no items yet
        m.last_visible_item = -1;
        footer.set_metrics(m);
        int loads = 0;
        std::int64_t count = 4;
        for (; count < 40; count += 4) {
            m.item_count = count;
            m.last_visible_item = count < 12 ? count - 1 : 11; // 12 rows fit on the screen
            m.dragging = 0;
            m.pan = RK_PAN_NONE;
            footer.set_metrics(m);
            if (footer.state() != RK_FOOTER_REFRESHING) break;
            loads++;
            footer.end_refreshing();
        }
        EXPECT(loads == 3 && count == 16); // 4, 8 and 12 rows showed their last; 16 did not
        say("auto footer: a short list filled up in %d loads and stopped at %" PRId64 " rows: checked\n", loads,
            count);
    }
    {
        // Through a scroll view: its update carries the items, and reads them back.
        rk::AutoFooter footer = ctx.auto_footer();
        rk::ScrollView sv = ctx.scroll_view();
        std::vector<rk::Connection> connections;
        watch(footer, connections);
        footer.set_prefetch_items(2);
        m.item_count = 30;
        m.last_visible_item = 20;
        sv.set_metrics(m);
        sv.attach(footer);
        take(log);
        m.last_visible_item = 28;
        sv.set_metrics(m);
        EXPECT(take(log) == "Idle->Refreshing refreshing");
        const rk_scroll_metrics back = sv.metrics();
        EXPECT(back.item_count == 30 && back.last_visible_item == 28);
        say("scroll view: the items reach the auto footer and read back: checked\n");
    }
}

// ---- 14. accessibility (F20) ---------------------------------------------------------------

const char *priority_name(std::int32_t priority) {
    switch (priority) {
    case RK_ANNOUNCEMENT_LOW: return "low";
    case RK_ANNOUNCEMENT_MEDIUM: return "medium";
    case RK_ANNOUNCEMENT_HIGH: return "high";
    default: return "?";
    }
}

// Connects a component's "announcement" to `log` as "TEXT/priority" (and prints it).
template <typename Component>
rk::Connection announcements(const char *name, Component &component, std::vector<std::string> &log,
                             const double &now) {
    return component.template connect<void(const char *, std::int32_t)>(
        "announcement", [&log, &now, name](const char *text, std::int32_t priority) {
            say("  %6.3f  %-11s says \"%s\" (%s)\n", now, name, text, priority_name(priority));
            log.push_back(std::string(text) + "/" + priority_name(priority));
        });
}

void accessibility_scenario() {
    say("\n14. Accessibility (F20, 1.3): announcements, activate, reduced motion:\n");
    rk::Context ctx;
    double now = 300.0;
    ctx.set_clock([&now] { return now; });
    std::vector<std::string> log;
    rk_scroll_metrics m = phone_list();
    m.last_visible_item = -1;
    {
        rk::Footer footer = ctx.footer();
        footer.set_metrics(m);
        rk::Connection said = announcements("footer", footer, log, now);
        // A pull past the trigger, released, reporting `items` rows (the last visible).
        auto pull = [&](std::int64_t items) {
            m.item_count = items;
            m.last_visible_item = items > 0 ? items - 1 : -1;
            m.offset_y = 460;
            m.dragging = 1;
            footer.set_metrics(m);
            m.dragging = 0;
            footer.set_metrics(m);
        };
        auto report = [&](std::int64_t items) { // the page arrived, reported before the end
            m.item_count = items;
            footer.set_metrics(m);
        };
        pull(0);
        EXPECT(take(log) == "Loading/low");
        footer.end_refreshing();
        EXPECT(take(log) == "Loaded/medium");
        advance(ctx, now, 0.5);
        pull(20);
        report(32);
        footer.end_refreshing();
        EXPECT(take(log) == "Loading/low Loaded 12 new items/medium");
        advance(ctx, now, 0.5);
        pull(32);
        report(33);
        footer.end_load(footer.load_id());
        EXPECT(take(log) == "Loading/low Loaded 1 new item/medium");
        advance(ctx, now, 0.5);
        pull(0);
        footer.end_refreshing_with_no_more_data();
        EXPECT(take(log) == "Loading/low No more data/medium");
        footer.reset_no_more_data();
        advance(ctx, now, 0.5);
        pull(0);
        footer.end_refreshing_with_failure("Server said 503");
        EXPECT(take(log) == "Loading/low Server said 503/high");
        footer.retry();
        footer.end_refreshing_with_failure();
        EXPECT(take(log) == "Loading/low Loading failed. Tap to retry/high");
        // In the component's language.
        footer.set_language("ru");
        report(33); // the count when the retry begins
        footer.retry();
        report(43);
        footer.end_refreshing();
        EXPECT(take(log) == "Загрузка/low Загружено новых элементов: 10/medium");
        footer.set_language("en");
        advance(ctx, now, 0.5);
        // Nobody listening: nothing is emitted.
        said.disconnect();
        pull(43);
        footer.end_refreshing();
        EXPECT(log.empty());
        advance(ctx, now, 0.5);

        // activate(): a tap or a pull. From Idle a load, loading nothing, from Failed a retry, in
        // NoMoreData or hidden nothing; from a std::thread it is queued.
        said = announcements("footer", footer, log, now);
        footer.activate();
        EXPECT(footer.state() == RK_FOOTER_REFRESHING && take(log) == "Loading/low");
        footer.activate();
        EXPECT(log.empty());
        footer.end_refreshing_with_failure("offline");
        advance(ctx, now, 0.5);
        take(log);
        std::thread worker([&] { footer.activate(); });
        worker.join();
        EXPECT(footer.state() == RK_FOOTER_FAILED); // queued
        ctx.dispatch();
        EXPECT(footer.state() == RK_FOOTER_REFRESHING && take(log) == "Loading/low");
        footer.end_refreshing_with_no_more_data();
        footer.activate();
        EXPECT(footer.state() == RK_FOOTER_NO_MORE_DATA);
        footer.reset_no_more_data();
        footer.set_hidden(true);
        take(log);
        footer.activate();
        EXPECT(footer.state() == RK_FOOTER_IDLE && log.empty());
        say("footer: announcements, new items, Russian, only while connected, activate: checked\n");
    }
    {
        // The rest of the family announces and activates too.
        rk::Header header = ctx.header();
        rk::Trailer trailer = ctx.trailer();
        rk::AutoFooter more = ctx.auto_footer();
        std::vector<rk::Connection> connections;
        connections.push_back(announcements("header", header, log, now));
        connections.push_back(announcements("trailer", trailer, log, now));
        connections.push_back(announcements("auto footer", more, log, now));
        header.activate();
        EXPECT(header.state() == RK_FOOTER_REFRESHING);
        header.end_refreshing_with_failure();
        trailer.activate();
        EXPECT(trailer.state() == RK_FOOTER_REFRESHING);
        trailer.end_refreshing();
        more.activate(); // its tap
        EXPECT(more.state() == RK_FOOTER_REFRESHING);
        more.end_refreshing_with_no_more_data();
        EXPECT(take(log) == "Loading/low Loading failed. Tap to retry/high Loading/low Loaded/medium "
                            "Loading/low No more data/medium");
        say("header, trailer, auto footer: announcements and activate: checked\n");
    }
    {
        // Reduced motion: every request immediate, the GIF on its first frame; off, motion again.
        rk::Footer footer = ctx.footer();
        m = phone_list();
        footer.set_metrics(m);
        footer.set_images(RK_FOOTER_REFRESHING, {{201, 40, 40}, {202, 40, 40}, {203, 40, 40}});
        std::vector<rk::Connection> connections;
        connections.push_back(footer.connect<void(double, double)>("inset-requested", [&](double inset, double duration) {
            log.push_back("inset " + fixed3(inset) + "@" + fixed3(duration));
        }));
        connections.push_back(footer.connect<void(std::uint64_t, std::int32_t)>(
            "frame-changed", [&](std::uint64_t id, std::int32_t) { log.push_back("frame " + std::to_string(id)); }));
        EXPECT(!ctx.reduced_motion());
        ctx.set_reduced_motion(true);
        EXPECT(ctx.reduced_motion());
        auto pull = [&] {
            m.offset_y = 460;
            m.dragging = 1;
            footer.set_metrics(m);
            m.dragging = 0;
            footer.set_metrics(m);
        };
        pull();
        EXPECT(take(log) == "inset 44.000@0.000 frame 201");
        advance(ctx, now, 1.0);
        EXPECT(log.empty()); // no frame loop
        footer.end_refreshing();
        EXPECT(take(log) == "inset 0.000@0.000");
        advance(ctx, now, 0.5);
        ctx.set_reduced_motion(false);
        m.offset_y = -64;
        footer.set_metrics(m);
        take(log);
        pull();
        advance(ctx, now, 0.1);
        EXPECT(in_order(log, {"inset 44.000@0.250", "frame 202"})); // 201 still shows: the loop goes on
        say("reduced motion: durations 0, the first frame, motion back when off: checked\n");
    }
}

// ---- 16. auto header (1.5) -----------------------------------------------------------------

// A 600-high viewport, top inset 30 (74 with the auto header's 44), bottom inset 10, content 2400:
// beside a header, a scroll to the top loads older rows (prepend); their insertion is anchored.
void auto_header_scenario() {
    say("\n== 16. auto header: older items at the top (1.5) ==\n");
    rk::Context ctx;
    rk::ScrollView sv = ctx.scroll_view();
    rk::Header header = ctx.header();
    rk::AutoHeader older = ctx.auto_header();
    std::vector<rk::Connection> connections;
    std::vector<double> asked;
    connections.push_back(sv.connect<void(void *, std::int32_t, double, double)>(
        "offset-requested", [&](void *, std::int32_t, double offset, double) { asked.push_back(offset); }));
    rk_scroll_metrics m{};
    m.viewport_width = m.content_width = 320;
    m.viewport_height = 600;
    m.content_height = 2400;
    m.inset_top = 30;
    m.inset_bottom = 10;
    m.offset_y = 900;
    m.last_visible_item = m.first_visible_item = -1;
    sv.set_metrics(m);
    sv.attach(header);
    sv.attach(older);
    ctx.dispatch();
    EXPECT(sv.component(RK_KIND_AUTO_HEADER) == static_cast<void *>(older.get()));
    EXPECT(sv.metrics().inset_top == 74 && older.geometry().trigger_offset == -74);
    m = sv.metrics();
    m.offset_y = -74;
    sv.set_metrics(m);
    ctx.dispatch();
    EXPECT(older.state() == RK_FOOTER_REFRESHING && header.state() == RK_FOOTER_IDLE);
    const rk_load_id id = older.load_id();
    rk_load_states states = sv.load_states();
    EXPECT(states.prepend.status == RK_LOAD_STATUS_LOADING && states.prepend.load_id == id);
    say("  prepend loading, load #%llu\n", static_cast<unsigned long long>(id));
    older.end_load(id);
    sv.content_inserted(RK_SCROLL_EDGE_TOP, 1200, 25); // 25 older rows of 48
    ctx.dispatch();
    EXPECT(asked.size() == 1 && asked[0] == 1126);
    m = sv.metrics();
    EXPECT(m.offset_y == 1126 && m.content_height == 3600);
    sv.set_metrics(m);
    ctx.dispatch();
    EXPECT(older.state() == RK_FOOTER_IDLE && sv.load_states().prepend.status == RK_LOAD_STATUS_NOT_LOADING);
    say("  1200 inserted above: offset 900 -> 1126, no jump, no second load\n");

    older.set_trigger_percent(0.25);
    older.set_automatically_refresh(false);
    older.set_auto_trigger_times(3);
    older.set_prefetch_items(5);
    older.set_refreshing_title_hidden(true);
    older.set_spinner_size(24, 24);
    ctx.dispatch();
    const rk_auto_header_geometry g = older.geometry();
    EXPECT(g.trigger_percent == 0.25 && g.automatically_refresh == 0 && g.auto_trigger_times == 3);
    EXPECT(older.prefetch_items() == 5 && older.layout().header.height == 44 && !older.spinner_animating());
    older.tap();
    ctx.dispatch();
    EXPECT(older.state() == RK_FOOTER_REFRESHING);
    EXPECT(std::string(rk::kind_name(RK_KIND_AUTO_HEADER)) == "auto-header");
    EXPECT(rk::signal_count(RK_KIND_AUTO_HEADER) == rk::signal_count(RK_KIND_AUTO_FOOTER));
    say("auto header: prepend load, anchoring, setters, tap, kind, signals: checked\n");
}

// ---- 15. progress (B7) -----------------------------------------------------------------------

void progress_scenario() {
    say("\n== 15. progress: B7 (1.3) ==\n");
    rk::Context ctx;
    rk::Task task = ctx.task();
    rk::Task other = ctx.task();
    rk::Progress bar = ctx.progress();
    std::vector<std::string> log;
    rk::Connection changed = bar.connect<void(double, std::int32_t)>(
        "progress-changed", [&](double fraction, std::int32_t animated) {
            log.push_back("f=" + std::to_string(fraction) + (animated ? "a" : ""));
        });
    rk::Connection indeterminate = bar.connect<void(std::int32_t)>(
        "indeterminate-changed", [&](std::int32_t on) { log.push_back(on ? "ind" : "det"); });
    int deliveries = 0;
    rk::Connection reported = task.connect<void(std::int32_t, std::int64_t, std::int64_t)>(
        "progress", [&](std::int32_t direction, std::int64_t completed, std::int64_t expected) {
            // The first delivery carries the worker's last report.
            if (deliveries == 0) EXPECT(direction == RK_PROGRESS_DOWNLOAD && completed == 5000 && expected == 10000);
            deliveries++;
        });
    bar.follow(&task, RK_PROGRESS_DOWNLOAD, true);
    EXPECT(log.empty()); // 0 of 0 at bind: nothing changes
    task.resume();
    std::thread worker([&task] {
        for (std::int64_t n = 1; n <= 5000; n++) task.set_progress(RK_PROGRESS_DOWNLOAD, n, 10000);
    });
    worker.join();
    EXPECT(task.progress(RK_PROGRESS_DOWNLOAD) == std::make_pair(std::int64_t{5000}, std::int64_t{10000}));
    ctx.dispatch();
    EXPECT(deliveries == 1);
    EXPECT(log == std::vector<std::string>{"f=0.500000a"});
    task.set_progress(RK_PROGRESS_DOWNLOAD, 6000); // unknown total
    ctx.dispatch();
    EXPECT(bar.indeterminate() && bar.fraction() == 0.5);
    task.complete(0);
    ctx.dispatch();
    EXPECT((log == std::vector<std::string>{"f=0.500000a", "ind", "det", "f=1.000000a"}));
    EXPECT(throws_status(RK_ERR_INVALID_STATE, [&] { task.set_progress(RK_PROGRESS_DOWNLOAD, 1, 1); }));
    // Combined by byte totals; a refused list changes nothing.
    other.set_progress(RK_PROGRESS_UPLOAD, 1, 3);
    bar.follow_all({&task, &other}, RK_PROGRESS_UPLOAD);
    // task finished having uploaded 0 bytes: it adds nothing to the byte totals; other has 1 of 3.
    EXPECT(std::fabs(bar.fraction() - 1.0 / 3.0) < 1e-12);
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { bar.follow_all({&other, &other}); }));
    EXPECT(throws_status(RK_ERR_INVALID_ARGUMENT, [&] { bar.follow(&other, 2); }));
    other.set_progress(RK_PROGRESS_UPLOAD, 3, 3);
    ctx.dispatch();
    EXPECT(bar.fraction() == 1.0);
    EXPECT(std::string(rk::progress_direction_name(RK_PROGRESS_UPLOAD)) == "upload");
    say("progress: one delivery for 5000 reports, indeterminate, completion, combined, refusals: checked\n");
}

} // namespace

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--quiet") == 0) quiet = true;
        else {
            std::printf("usage: rk-cpp-host [--quiet]\n");
            return std::strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    const std::uint32_t version = rk_version();
    say("RefreshKit %u.%u.%u (header %d.%d.%d)\n", version >> 16, (version >> 8) & 0xffu, version & 0xffu,
        RK_VERSION_MAJOR, RK_VERSION_MINOR, RK_VERSION_PATCH);
    EXPECT(version >> 16 == RK_VERSION_MAJOR);

    const struct {
        const char *name;
        void (*run)();
    } scenarios[] = {{"footer", footer_scenario},
                     {"binding", binding_scenario},
                     {"self-destroy", self_destroy_scenario},
                     {"exceptions", exceptions_scenario},
                     {"lifetimes", lifetimes_scenario},
                     {"coverage", coverage_scenario},
                     {"header", header_scenario},
                     {"trailer", trailer_scenario},
                     {"auto footer", auto_footer_scenario},
                     {"failure", failure_scenario},
                     {"follow", follow_scenario},
                     {"load ids", load_ids_scenario},
                     {"prefetch", prefetch_scenario},
                     {"accessibility", accessibility_scenario},
                     {"progress", progress_scenario},
                     {"auto header", auto_header_scenario}};
    for (const auto &scenario : scenarios) {
        try {
            scenario.run();
        } catch (const std::exception &e) {
            std::fprintf(stderr, "rk-cpp-host: FAIL: scenario %s threw: %s\n", scenario.name, e.what());
            failures++;
        }
    }
    std::printf("rk-cpp-host: %s (%d failures)\n", failures == 0 ? "ok" : "FAILED", failures);
    return failures == 0 ? 0 : 1;
}
