// Times programs' starts by the X server's own events (tests/bench/startup_bench.sh runs it on a
// display of its own; a benchmark, not a test): from starting a program to its window being
// mapped (MapNotify on the root window) and to the first drawing in that window (a DAMAGE
// extension event), then its resident memory half a second later. Waiting on events rather
// than polling with xdotool leaves both cores to the program and times it to the event.
//
//   bench_first_paint RUNS PROGRAM [PROGRAM...]    (the programs alternate; each run's first
//                                                  start, cold, is left out)
#include <xcb/damage.h>
#include <xcb/xcb.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Start {
    double mapped = -1; // milliseconds from the start
    double painted = -1;
    double megabytes = 0;
};

struct FreeEvent {
    void operator()(xcb_generic_event_t* event) const { std::free(event); }
};
using Event = std::unique_ptr<xcb_generic_event_t, FreeEvent>;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double residentMegabytes(pid_t pid)
{
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::atof(line.c_str() + 6) / 1024;
    }
    return 0;
}

class Display {
public:
    Display()
        : connection_(xcb_connect(nullptr, nullptr))
    {
        if (xcb_connection_has_error(connection_))
            return;
        const xcb_query_extension_reply_t* damage = xcb_get_extension_data(connection_, &xcb_damage_id);
        if (damage == nullptr || !damage->present)
            return;
        damageEvent_ = damage->first_event + XCB_DAMAGE_NOTIFY;
        std::free(xcb_damage_query_version_reply(
            connection_, xcb_damage_query_version(connection_, 1, 1), nullptr));
        // Every top-level window made or mapped is reported on the root window.
        const uint32_t mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY;
        const xcb_window_t root = xcb_setup_roots_iterator(xcb_get_setup(connection_)).data->root;
        xcb_change_window_attributes(connection_, root, XCB_CW_EVENT_MASK, &mask);
        xcb_flush(connection_);
        usable_ = true;
    }
    ~Display() { xcb_disconnect(connection_); }
    Display(const Display&) = delete;
    Display& operator=(const Display&) = delete;

    bool usable() const { return usable_; }

    Start time(const std::string& program, const std::filesystem::path& settings)
    {
        std::filesystem::remove_all(settings); // a first start every time
        Start start;
        const Clock::time_point begun = Clock::now();
        const pid_t pid = fork();
        if (pid == 0) {
            setenv("XDG_CONFIG_HOME", settings.c_str(), 1);
            if (!std::freopen("/dev/null", "w", stdout) || !std::freopen("/dev/null", "w", stderr))
                _exit(126);
            execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        std::vector<xcb_damage_damage_t> watched;
        xcb_window_t shown = XCB_WINDOW_NONE;
        while (start.painted < 0) {
            const Event event(xcb_wait_for_event(connection_));
            if (!event)
                break;
            const uint8_t type = event->response_type & 0x7f;
            if (type == XCB_CREATE_NOTIFY) {
                // Watched from its making: its first drawing may come before this program
                // hears that it was mapped.
                const auto* made = reinterpret_cast<xcb_create_notify_event_t*>(event.get());
                watched.push_back(xcb_generate_id(connection_));
                xcb_damage_create(
                    connection_, watched.back(), made->window, XCB_DAMAGE_REPORT_LEVEL_NON_EMPTY);
                xcb_flush(connection_);
            } else if (type == XCB_MAP_NOTIFY && start.mapped < 0) {
                start.mapped = millisecondsSince(begun);
                shown = reinterpret_cast<xcb_map_notify_event_t*>(event.get())->window;
            } else if (type == damageEvent_ && start.mapped >= 0
                && reinterpret_cast<xcb_damage_notify_event_t*>(event.get())->drawable == shown) {
                start.painted = millisecondsSince(begun);
            }
        }
        usleep(500'000);
        start.megabytes = residentMegabytes(pid);
        kill(pid, SIGTERM);
        waitpid(pid, nullptr, 0);
        for (const xcb_damage_damage_t damage : watched)
            xcb_damage_destroy(connection_, damage);
        xcb_flush(connection_);
        while (Event(xcb_poll_for_event(connection_))) { } // the ended program's last events
        return start;
    }

private:
    xcb_connection_t* connection_;
    uint8_t damageEvent_ = 0;
    bool usable_ = false;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3 || std::atoi(argv[1]) < 1) {
        std::fprintf(stderr, "usage: %s RUNS PROGRAM [PROGRAM...]\n", argv[0]);
        return 2;
    }
    const int runs = std::atoi(argv[1]);
    const std::vector<std::string> programs(argv + 2, argv + argc);
    Display display;
    if (!display.usable()) {
        std::fprintf(stderr, "%s: no X display with the DAMAGE extension\n", argv[0]);
        return 1;
    }
    const std::filesystem::path settings
        = std::filesystem::temp_directory_path() / ("first-paint-" + std::to_string(getpid()));
    std::vector<std::vector<Start>> starts(programs.size());
    for (int run = 0; run <= runs; ++run) {
        for (std::size_t p = 0; p < programs.size(); ++p) {
            const Start start = display.time(programs[p], settings);
            if (run > 0) // the first start, cold, is left out
                starts[p].push_back(start);
        }
    }
    std::filesystem::remove_all(settings);
    for (std::size_t p = 0; p < programs.size(); ++p) {
        std::vector<double> mapped, painted, megabytes;
        for (const Start& start : starts[p]) {
            mapped.push_back(start.mapped);
            painted.push_back(start.painted);
            megabytes.push_back(start.megabytes);
        }
        std::printf("%s: mapped %.1f ms, first paint %.1f ms (medians of %d starts; paint %.1f-%.1f), "
                    "resident %.1f MB\n",
            programs[p].c_str(), median(mapped), median(painted), runs,
            *std::min_element(painted.begin(), painted.end()),
            *std::max_element(painted.begin(), painted.end()), median(megabytes));
    }
    return 0;
}
