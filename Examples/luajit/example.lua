-- example.lua: RefreshKit from LuaJIT, printed as timelines on a fake clock.
--
--   RK_LIBRARY=build/librefreshkit.so.1 \
--   LUA_PATH="Examples/luajit/?.lua;build/Examples/luajit/?.lua;;" luajit Examples/luajit/example.lua
--
-- 1. A footer pull-up: drag past the trigger, release, the load-more trigger fires after the fast
--    animation, rows arrive, end refreshing; the completion comes after the slow animation.
-- 2. A spinner and the footer follow a network task. LuaJIT has no threads, so Lua itself reports
--    the task's transitions; they reach the spinner, the footer and the activity monitor only when
--    Lua dispatches the context (the fd says when), exactly as events from a worker thread would.
-- Exits non-zero if an expected event is missing.
local rk = require("refreshkit")

local failures = 0
local function expect(condition, what)
  if not condition then
    failures = failures + 1
    io.stderr:write("example.lua: FAIL: " .. what .. "\n")
  end
end

local state_names = {[rk.FOOTER_IDLE] = "Idle", [rk.FOOTER_PULLING] = "Pulling",
                     [rk.FOOTER_REFRESHING] = "Refreshing", [rk.FOOTER_WILL_REFRESH] = "WillRefresh",
                     [rk.FOOTER_NO_MORE_DATA] = "NoMoreData"}

print(string.format("RefreshKit %d.%d.%d from %s", rk.version.major, rk.version.minor, rk.version.patch,
                    rk.library))

-- ---- 1. the footer -------------------------------------------------------------------------------

print("\n1. A footer under a 375 x 600 list of 25 rows (top inset 64), fake clock at 100 s:")
local ctx = rk.context()
local clock = ctx:fake_clock(100)
local function at(fmt, ...) print(string.format("  %7.3f  " .. fmt, clock.now, ...)) end

local footer = ctx:footer()
local view = {viewport_width = 375, viewport_height = 600, inset_top = 64, offset_y = -64, content_height = 0}
local rows, loads, transitions = 0, 0, {}

footer:connect("state-changed", function(_, state, old)
  at("state      %s -> %s", state_names[old], state_names[state])
  transitions[#transitions + 1] = state_names[old] .. "->" .. state_names[state]
end)
footer:connect("pulling-percent", function(_, percent) at("percent    %.3f", percent) end)
footer:connect("frame-changed", function(_, image, index) at("gif frame  image %d (#%d)", tonumber(image), index) end)
footer:connect("layout-changed", function(_, x, y, w, h, gx, gy, gw, gh)
  at("layout     footer (%g, %g, %g x %g), gif (%g, %g, %g x %g)", x, y, w, h, gx, gy, gw, gh)
end)
-- The footer's requests: the host applies them to its scroll view.
footer:connect("inset-requested", function(_, bottom, duration)
  view.inset_bottom = bottom
  at("request    bottom inset %g over %.2f s", bottom, duration)
end)
footer:connect("offset-requested", function(_, offset, duration)
  view.offset_y = offset
  at("request    offset %g over %.2f s", offset, duration)
end)
footer:connect("label-changed", function(_, text) at("label      %q", text) end)
footer:connect("measure-text", function(_, text) return 7.5 * #text end) -- a monospace font
footer:connect("refreshing", function()
  loads = loads + 1
  at("REFRESHING load #%d: fetching 20 more rows", loads)
end)

local function images(first, count)
  local list = {}
  for i = 1, count do list[i] = {id = first + i - 1, width = 40, height = 40} end
  return list
end
footer:set_images(rk.FOOTER_IDLE, images(100, 4))
footer:set_images(rk.FOOTER_PULLING, images(200, 2))
footer:set_images(rk.FOOTER_REFRESHING, images(300, 3))

local function rows_arrived(count)
  rows = rows + count
  view.content_height = 44 * rows
  footer:set_data_count(rows)
  footer:set_metrics(view)
end

rows_arrived(25)
print("-- drag up past the trigger, release")
local happen = view.content_height - 600 + (view.inset_bottom or 0)
for pull = 10, 70, 20 do
  view.offset_y, view.dragging = happen + pull, true
  footer:set_metrics(view)
  clock:advance(0.05)
end
view.offset_y, view.dragging = happen + 66, false
footer:set_metrics(view)
clock:advance(0.3)
print("-- 20 rows arrived; end refreshing")
rows_arrived(20)
local finished_at
footer:end_refreshing(function(finished)
  at("completion end (finished=%s)", tostring(finished))
  if finished then finished_at = clock.now end
end)
clock:advance(0.5)

expect(table.concat(transitions, " ") == "Idle->Pulling Pulling->Refreshing Refreshing->Idle",
       "footer transitions: " .. table.concat(transitions, " "))
expect(loads == 1, "one load-more trigger")
expect(finished_at and math.abs(finished_at - 100.9) < 1e-9, "the end completion at 100.9 s")
expect(footer:label() == "Pull up to load more", "the idle label")
footer:destroy()

-- ---- 2. a task, a spinner, the footer, the activity monitor -------------------------------------

print("\n2. A spinner and the footer follow a task; the activity monitor shows after 1 s of activity:")
local spinner = ctx:indicator()
footer = ctx:footer()
local task = ctx:task()
local events = {}
local function note(fmt, ...)
  local text = string.format(fmt, ...)
  events[#events + 1] = text
  at("%s", text)
end
spinner:connect("start-animating", function() note("spinner start") end)
spinner:connect("stop-animating", function() note("spinner stop") end)
footer:connect("state-changed", function(_, state, old)
  note("footer %s -> %s", state_names[old], state_names[state])
end)
ctx:connect("task-completed", function(_, which, code, message)
  note("task completed (%d, %q)%s", code, message, which == task and "" or " for ANOTHER task?")
end)
ctx:connect("activity-visibility-changed", function(_, visible)
  note("network activity %s", visible ~= 0 and "SHOWN" or "hidden")
end)
ctx:set_activity_monitor_enabled(true)

spinner:follow(task)      -- Suspended: stop now
footer:refresh_with(task) -- Suspended: waits for the resume

local function report(what)
  at("%-22s fd %s, spinner %s", what, ctx:pending() and "readable" or "quiet",
     spinner:animating() and "animating" or "still")
end
task:resume()
report("task:resume()")
local ran = ctx:dispatch()
report(string.format("ctx:dispatch() ran %d", ran))
clock:advance(1.2)
task:complete(0, "200 OK")
report("task:complete()")
ctx:dispatch()
clock:advance(0.5)

local expected = {"spinner stop", "spinner start", "footer Idle -> Refreshing", "network activity SHOWN",
                  "task completed (0, \"200 OK\")", "spinner stop", "footer Refreshing -> Idle",
                  "network activity hidden"}
expect(table.concat(events, "|") == table.concat(expected, "|"), "binder events: " .. table.concat(events, "|"))

ctx:destroy()
expect(rk.live_callbacks() == 0, "every handler callback freed by its destroy notify")
print(string.format("\nexample.lua: %s", failures == 0 and "ok" or (failures .. " failures")))
os.exit(failures == 0 and 0 or 1)
