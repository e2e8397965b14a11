// rk-cpp-host: a C++17 host of RefreshKit through the RAII wrappers in refreshkit.hpp.
//
// Each scenario prints what happens and checks it; the program exits 0 only if every check held:
//   1. footer     a pull-up on a fake clock: trigger, load, end with a completion
//   2. binding    a spinner and the footer follow a task that a std::thread resumes and completes
//   3. self       a handler that destroys its own object (and what that does to the std::functions)
//   4. exceptions thrown in handlers, caught at the trampoline, rethrown after the C call returned;
//                 status -> rk::Error translation; a handler whose signature does not match
//   5. lifetimes  move-only wrappers, a context destroyed before its objects and connections
//
// Usage: rk-cpp-host [--quiet]
#include "refreshkit.hpp"

#include <poll.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
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
        EXPECT(e.function() == "rk_footer_set_height");
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
        caught = e.status() == RK_ERR_INVALID_ARGUMENT && e.function() == "rk_footer_set_height";
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
                     {"lifetimes", lifetimes_scenario}};
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
