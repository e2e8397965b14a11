// An out-of-tree C++17 consumer of an installed RefreshKit: only <refreshkit.hpp> (installed next
// to <refreshkit.h>) and the installed library. Built by Tests/install/run.sh with pkg-config's
// flags and with find_package(RefreshKit), run with an empty environment.
#include <refreshkit.hpp>

#include <cstdio>
#include <string>
#include <vector>

int main() {
    int failures = 0;
    auto expect = [&](bool ok, const char *what) {
        if (!ok) {
            std::fprintf(stderr, "consumer-cpp: FAIL: %s\n", what);
            failures++;
        }
    };
    try {
        rk::Context ctx;
        double now = 1.0;
        ctx.set_clock([&now] { return now; });
        rk::Footer footer = ctx.footer();
        std::vector<std::string> states;
        rk::Connection on_state = footer.connect<void(std::int32_t, std::int32_t)>(
            "state-changed", [&](std::int32_t state, std::int32_t) { states.push_back(rk::footer_state_name(state)); });
        struct Page {
            int number;
        };
        footer.emplace_user_data<Page>(Page{3});
        rk_scroll_metrics m{};
        m.viewport_width = 375;
        m.viewport_height = 600;
        m.content_height = 1000;
        m.offset_y = 450;
        m.dragging = 1;
        footer.set_metrics(m);
        m.dragging = 0;
        footer.set_metrics(m);
        now += 0.3;
        ctx.dispatch();
        expect((states == std::vector<std::string>{"pulling", "refreshing"}), "pulling, then refreshing");
        expect(footer.user_data_as<Page>()->number == 3, "host data");
        expect(footer.label() == "Loading...", "the label");
        expect(rk::version() >> 16 == RK_VERSION_MAJOR, "the library's major is the header's");
        std::printf("consumer-cpp: RefreshKit %s ok (states %s, %s; label \"%s\")\n", rk::version_string(),
                    states[0].c_str(), states[1].c_str(), footer.label().c_str());
    } catch (const std::exception &e) {
        std::fprintf(stderr, "consumer-cpp: FAIL: %s\n", e.what());
        return 1;
    }
    return failures == 0 ? 0 : 1;
}
