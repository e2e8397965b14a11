-- tests.lua: tests of the LuaJIT binding (refreshkit.lua). The last line is "N passed, M failed";
-- the exit status is non-zero when a test failed.
--
--   RK_LIBRARY=build/librefreshkit.so.1 \
--   LUA_PATH="Examples/luajit/?.lua;build/Examples/luajit/?.lua;;" luajit Examples/luajit/tests.lua [pattern]
local ffi = require("ffi")
local rk = require("refreshkit")

-- ---- a tiny harness --------------------------------------------------------------------------

local passed, failed = 0, 0
local only = arg and arg[1]

local function test(name, fn)
  if only and not name:find(only, 1, true) then return end
  local ok, err = xpcall(fn, function(e)
    return debug.traceback(rk.is_error(e) and tostring(e) or e, 2)
  end)
  if ok then
    passed = passed + 1
    print("ok      " .. name)
  else
    failed = failed + 1
    print("FAILED  " .. name .. "\n" .. tostring(err))
  end
  collectgarbage()
end

local function eq(actual, expected, what)
  if actual ~= expected then
    error(string.format("%s: expected %s, got %s", what or "value", tostring(expected), tostring(actual)), 2)
  end
end

local function near(actual, expected, what)
  if type(actual) ~= "number" or math.abs(actual - expected) > 1e-9 then
    error(string.format("%s: expected %s, got %s", what or "value", tostring(expected), tostring(actual)), 2)
  end
end

-- fn must raise an rk.Error with this status (and a message matching pattern); returns it.
local function raises(status, pattern, fn, ...)
  local ok, err = pcall(fn, ...)
  if ok then error("expected an error with status " .. rk.status_name(status) .. ", got none", 2) end
  if not rk.is_error(err) then error("expected an rk.Error, got: " .. tostring(err), 2) end
  if err.status ~= status then
    error(string.format("expected status %d (%s), got %s", status, rk.status_name(status), tostring(err)), 2)
  end
  if err.message == "" or (pattern and not err.message:find(pattern)) then
    error("message '" .. err.message .. "' does not match '" .. tostring(pattern) .. "'", 2)
  end
  eq(tostring(err), string.format("%s [%s, %d]", err.message, err.name, err.status), "tostring")
  return err
end

local function join(list) return table.concat(list, " ") end

local state_names = {[rk.FOOTER_IDLE] = "Idle", [rk.FOOTER_PULLING] = "Pulling",
                     [rk.FOOTER_REFRESHING] = "Refreshing", [rk.FOOTER_WILL_REFRESH] = "WillRefresh",
                     [rk.FOOTER_NO_MORE_DATA] = "NoMoreData", [rk.FOOTER_FAILED] = "Failed"}
local FAILED_TITLE = "Loading failed. Tap to retry"

local baseline = rk.live_callbacks()

-- ---- the declarations ------------------------------------------------------------------------

test("the generated cdef matches the library's layout and version", function()
  local api = ffi.new("const rk_api *[1]")
  eq(rk.C.rk_get_api(rk.ABI_MAJOR, api), rk.OK, "rk_get_api")
  eq(api[0].struct_size, ffi.sizeof("rk_api"), "rk_api size (LuaJIT's layout vs the library's)")
  eq(bit.rshift(api[0].abi_version, 16), rk.ABI_MAJOR, "ABI major")
  eq(rk.version.major, rk.VERSION_MAJOR, "version major")
  eq(rk.C.rk_get_api(rk.ABI_MAJOR + 1, api), rk.ERR_VERSION, "a foreign major")
  eq(rk.SIGNAL_MAX_PARAMS, 12, "a #define as a constant")
  eq(rk.ERR_BUSY, -10, "an enum constant")
end)

test("handler types come from rk_signal_info", function()
  eq(rk.signal_of(rk.KIND_FOOTER, "layout-changed").declaration,
     "void (*)(void *, double, double, double, double, double, double, double, double, int32_t, void *)")
  eq(rk.signal_of(rk.KIND_FOOTER, "measure-text").declaration, "double (*)(void *, const char *, void *)")
  eq(rk.signal_of(rk.KIND_CONTEXT, "task-completed").declaration,
     "void (*)(void *, void *, int32_t, const char *, void *)")
  eq(rk.signal_of(rk.KIND_FOOTER, "frame-changed").param_names[1], "image_id")
end)

-- ---- footer ----------------------------------------------------------------------------------

-- A list of 25 rows of 44 under a 375 x 600 viewport, top inset 64; returns the pieces.
local function footer_fixture()
  local ctx = rk.context()
  local clock = ctx:fake_clock(100)
  local footer = ctx:footer()
  local view = {viewport_width = 375, viewport_height = 600, inset_top = 64, offset_y = -64,
                content_height = 25 * 44}
  local log = {}
  footer:connect("state-changed", function(_, state, old)
    log[#log + 1] = state_names[old] .. "->" .. state_names[state]
  end)
  footer:connect("inset-requested", function(_, bottom) view.inset_bottom = bottom end)
  footer:connect("offset-requested", function(_, offset) view.offset_y = offset end)
  footer:set_data_count(25)
  footer:set_metrics(view)
  local function pull(distance, dragging)
    view.offset_y = view.content_height - 600 + (view.inset_bottom or 0) + distance
    view.dragging = dragging
    footer:set_metrics(view)
  end
  return ctx, clock, footer, view, log, pull
end

test("footer scenario: pull up, trigger after the fast animation, end with a completion", function()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  local triggers, labels = {}, {}
  footer:connect("refreshing", function(object)
    eq(object, footer, "the handler's object")
    triggers[#triggers + 1] = clock.now
  end)
  footer:connect("label-changed", function(_, text) labels[#labels + 1] = text end)
  pull(30, true)
  near(footer:percent(), 30 / 44, "percent")
  pull(50, true)
  eq(footer:state(), rk.FOOTER_PULLING, "state while dragging past the trigger")
  clock:advance(0.1)
  pull(50, false)
  eq(footer:state(), rk.FOOTER_REFRESHING, "state after the release")
  eq(#triggers, 0, "the trigger waits for the animation")
  clock:advance(0.25)
  eq(#triggers, 1, "the trigger")
  near(triggers[1], 100.35, "the trigger's time")
  view.content_height = 45 * 44
  footer:set_data_count(45)
  footer:set_metrics(view)
  local completions = {}
  footer:end_refreshing(function(finished) completions[#completions + 1] = {finished, clock.now} end)
  eq(footer:state(), rk.FOOTER_IDLE, "state right after end_refreshing (F1)")
  clock:advance(1)
  eq(#completions, 1, "one completion")
  eq(completions[1][1], true, "finished")
  near(completions[1][2], 100.75, "the completion's time")
  eq(join(log), "Idle->Pulling Pulling->Refreshing Refreshing->Idle", "transitions")
  eq(join(labels), "Release to load more Loading... Pull up to load more", "labels")
  eq(footer:label(), "Pull up to load more", "label")
  -- A completion for a call that changes nothing comes at once, not finished.
  local idle_completion
  footer:end_refreshing(function(finished) idle_completion = finished end)
  eq(idle_completion, false, "end_refreshing from Idle")
  -- No more data: the GIF hides, dragging does not refresh any more.
  footer:begin_refreshing()
  footer:end_refreshing_with_no_more_data()
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "NoMoreData")
  eq(footer:gif().visible, false, "GIF hidden in NoMoreData")
  footer:reset_no_more_data()
  eq(footer:state(), rk.FOOTER_IDLE, "reset")
  local layout = footer:layout()
  eq(layout.footer.y, 45 * 44, "footer y")
  eq(layout.footer.width, 375, "footer width")
  footer:set_language("zh-CN")
  eq(footer:language(), "zh-Hans", "language")
  ctx:destroy()
end)

test("a pending completion runs with finished = false when its footer is destroyed", function()
  local ctx, clock, footer = footer_fixture()
  local got
  footer:begin_refreshing(function(finished) got = finished end)
  eq(got, nil, "not yet")
  footer:destroy()
  eq(got, false, "finished")
  clock:advance(1)
  ctx:destroy()
end)

test("footer failure (F17): Failed with the message, the completion after the exit, retry", function()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  local labels, triggers = {}, 0
  footer:connect("label-changed", function(_, text) labels[#labels + 1] = text end)
  footer:connect("refreshing", function() triggers = triggers + 1 end)
  pull(50, true)
  pull(50, false)
  clock:advance(0.25)
  eq(triggers, 1, "the first load")
  local done = {}
  footer:end_refreshing_with_failure("boom", function(finished) done[#done + 1] = {finished, clock.now} end)
  eq(footer:state(), rk.FOOTER_FAILED, "Failed at once (F1)")
  eq(footer:label(), "boom", "the label shows the message")
  eq(labels[#labels], "boom", "label-changed")
  eq(view.inset_bottom, 0, "the inset given back")
  eq(#done, 0, "the completion waits for the exit animation")
  clock:advance(0.3999)
  eq(#done, 0, "not before 0.4 s")
  clock:advance(0.0001)
  eq(#done, 1, "one completion")
  eq(done[1][1], true, "finished")
  near(done[1][2], 100.65, "at the end of the exit animation")
  local retried
  footer:retry(function(finished) retried = finished end)
  eq(footer:state(), rk.FOOTER_REFRESHING, "retry begins again")
  eq(labels[#labels], "Loading...", "the Refreshing title")
  eq(retried, nil, "the retry's completion waits for the begin animation")
  clock:advance(0.25)
  eq(triggers, 2, "the refreshing trigger again")
  eq(retried, true, "the retry's completion")
  clock:advance(1)
  eq(#done, 1, "the failure's completion ran once")
  eq(join(log), "Idle->Pulling Pulling->Refreshing Refreshing->Failed Failed->Refreshing", "transitions")
  -- No message: the Failed title, the language's or a custom one.
  eq(rk.footer_state_name(rk.FOOTER_FAILED), "failed", "its name")
  eq(footer:title(rk.FOOTER_FAILED), FAILED_TITLE, "the Failed title")
  footer:end_refreshing_with_failure(nil)
  eq(footer:label(), FAILED_TITLE, "shown without a message")
  footer:set_title(rk.FOOTER_FAILED, "Try again")
  local again
  footer:end_refreshing_with_failure(nil, function(finished) again = finished end)
  eq(footer:label(), "Try again", "a custom Failed title")
  eq(again, false, "in Failed already only the label changes")
  -- Outside Failed, retry changes nothing: finished = false at once.
  footer:reset_no_more_data()
  eq(footer:state(), rk.FOOTER_IDLE, "back to Idle")
  local idle
  footer:retry(function(finished) idle = finished end)
  eq(idle, false, "retry from Idle")
  eq(footer:state(), rk.FOOTER_IDLE, "still Idle")
  ctx:destroy()
end)

test("footer failure: a bad message raises rk.Error and changes nothing", function()
  local ctx, clock, footer = footer_fixture()
  footer:begin_refreshing()
  clock:advance(0.25)
  local called = false
  local function completion() called = true end
  local e = raises(rk.ERR_INVALID_ARGUMENT, "UTF%-8", footer.end_refreshing_with_failure, footer,
                   "\255 not UTF-8", completion)
  eq(e.func, "rk_component_end_refreshing_with_failure", "func")
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.end_refreshing_with_failure, footer,
         string.rep("x", rk.MAX_STRING_BYTES + 1), completion)
  raises(rk.ERR_INVALID_ARGUMENT, "string or nil", footer.end_refreshing_with_failure, footer, 42, completion)
  raises(rk.ERR_INVALID_ARGUMENT, "NUL", footer.end_refreshing_with_failure, footer, "a\0b", completion)
  clock:advance(1)
  eq(called, false, "a refused call never calls its completion")
  eq(footer:state(), rk.FOOTER_REFRESHING, "still Refreshing")
  ctx:destroy()
end)

-- ---- binder ----------------------------------------------------------------------------------

test("binder scenario: a spinner and the footer follow a task, events at dispatch", function()
  local ctx = rk.context()
  local clock = ctx:fake_clock(0)
  local spinner, footer, task = ctx:indicator(), ctx:footer(), ctx:task()
  local log = {}
  spinner:connect("start-animating", function(object)
    eq(object, spinner, "the handler's object")
    log[#log + 1] = "start"
  end)
  spinner:connect("stop-animating", function() log[#log + 1] = "stop" end)
  task:connect("resumed", function(object) eq(object, task); log[#log + 1] = "resumed" end)
  task:connect("completed", function(_, code, message) log[#log + 1] = "completed " .. code .. " " .. message end)
  footer:connect("state-changed", function(_, state) log[#log + 1] = "footer " .. state_names[state] end)
  ctx:connect("task-completed", function(object, which, code)
    eq(object, ctx, "the context handler's object")
    eq(which, task, "the task, as its Lua object")
    log[#log + 1] = "ctx completed " .. code
  end)
  spinner:follow(task)
  footer:refresh_with(task)
  eq(join(log), "stop", "at bind: a suspended task stops the spinner, the footer waits")
  eq(ctx:pending(), false, "nothing queued")
  task:resume()
  eq(task:state(), rk.TASK_RUNNING, "the state changes at once")
  eq(join(log), "stop", "the events wait for dispatch")
  eq(ctx:pending(), true, "the fd is readable")
  eq(ctx:dispatch(), 1, "one queued item")
  eq(join(log), "stop resumed start footer Refreshing", "delivered")
  eq(spinner:animating(), true, "animating")
  task:complete(404, "Not Found")
  clock:advance(0)
  eq(join(log), "stop resumed start footer Refreshing completed 404 Not Found ctx completed 404 stop footer Idle",
     "completion delivered")
  raises(rk.ERR_INVALID_STATE, nil, task.resume, task) -- Completed is final (B2)
  -- Binding to a completed task stops at once and binds nothing (B3).
  local other = ctx:indicator()
  local stops = 0
  other:connect("stop-animating", function() stops = stops + 1 end)
  other:follow(task)
  eq(stops, 1, "stopped at bind")
  ctx:destroy()
end)

test("follow_task (B8): a failed task ends the footer's load in Failed with its message", function()
  -- flags, the completion's code and message -> the footer's state and label after the dispatch
  local cases = {
    {true, 7, "Server said no", rk.FOOTER_FAILED, "Server said no"},
    {rk.FOLLOW_FAILURE, 7, nil, rk.FOOTER_FAILED, FAILED_TITLE},
    {rk.FOLLOW_FAILURE, 7, "", rk.FOOTER_FAILED, FAILED_TITLE},
    {nil, 7, "Server said no", rk.FOOTER_IDLE, nil},
    {false, 7, "Server said no", rk.FOOTER_IDLE, nil},
    {0, 7, "Server said no", rk.FOOTER_IDLE, nil},
    {true, 0, "fine", rk.FOOTER_IDLE, nil},
  }
  for i, case in ipairs(cases) do
    local flags, code, message, state, label = case[1], case[2], case[3], case[4], case[5]
    local ctx, clock, footer, _, log = footer_fixture()
    local task = ctx:task()
    task:resume()
    footer:follow_task(task, flags)
    eq(footer:state(), rk.FOOTER_REFRESHING, "case " .. i .. ": a running task begins at bind (B6)")
    clock:advance(0.25)
    task:complete(code, message)
    eq(footer:state(), rk.FOOTER_REFRESHING, "case " .. i .. ": the end waits for the dispatch")
    ctx:dispatch()
    eq(footer:state(), state, "case " .. i .. ": the end")
    eq(log[#log], "Refreshing->" .. state_names[state], "case " .. i .. ": state-changed")
    if label then eq(footer:label(), label, "case " .. i .. ": the label") end
    if state == rk.FOOTER_IDLE then eq(footer:label() ~= "Server said no", true, "case " .. i .. ": no message") end
    ctx:destroy()
  end
  -- A cancel completes later and still ends in Idle.
  local ctx, _, footer = footer_fixture()
  local task = ctx:task()
  task:resume()
  footer:follow_task(task, true)
  task:cancel()
  for _ = 1, 10 do ctx:dispatch() end
  eq(footer:state(), rk.FOOTER_IDLE, "a cancel ends in Idle")
  ctx:destroy()
end)

test("follow_task: bad flags and kinds raise rk.Error and bind nothing; nil unbinds", function()
  local ctx, _, footer = footer_fixture()
  local task = ctx:task()
  task:resume()
  local e = raises(rk.ERR_INVALID_ARGUMENT, nil, footer.follow_task, footer, task, 2)
  eq(e.func, "rk_follow_task", "func")
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.follow_task, footer, task, 0x80000000)
  raises(rk.ERR_INVALID_ARGUMENT, "uint32_t", footer.follow_task, footer, task, -1)
  raises(rk.ERR_INVALID_ARGUMENT, "uint32_t", footer.follow_task, footer, task, 2 ^ 32) -- would wrap to 0
  raises(rk.ERR_INVALID_ARGUMENT, "uint32_t", footer.follow_task, footer, task, 1.5) -- would truncate to 1
  raises(rk.ERR_INVALID_ARGUMENT, "uint32_t", footer.follow_task, footer, task, "1")
  eq(footer:state(), rk.FOOTER_IDLE, "nothing bound")
  -- A scroll view and a task cannot follow (the method, lent to them, reaches RefreshKit's check).
  raises(rk.ERR_INVALID_HANDLE, nil, rk.Footer.follow_task, ctx:scroll_view(), task, 0)
  raises(rk.ERR_INVALID_HANDLE, nil, rk.Indicator.follow_task, ctx:task(), task, true)
  local gone = ctx:task()
  gone:destroy()
  raises(rk.ERR_INVALID_HANDLE, "destroyed", footer.follow_task, footer, gone, true)
  footer:follow_task(task, true)
  eq(footer:state(), rk.FOOTER_REFRESHING, "bound")
  footer:follow_task(nil)
  task:complete(7, "late")
  ctx:dispatch()
  eq(footer:state(), rk.FOOTER_REFRESHING, "unbound: the completion no longer ends the load")
  ctx:destroy()
end)

test("follow_task: an indicator starts and stops (FOLLOW_FAILURE changes nothing for it)", function()
  local ctx = rk.context()
  local spinner, task = ctx:indicator(), ctx:task()
  local log = {}
  spinner:connect("start-animating", function() log[#log + 1] = "start" end)
  spinner:connect("stop-animating", function() log[#log + 1] = "stop" end)
  spinner:follow_task(task, rk.FOLLOW_FAILURE)
  eq(join(log), "stop", "a suspended task stops it at bind")
  task:resume()
  ctx:dispatch()
  eq(join(log), "stop start", "started at the dispatch")
  eq(spinner:animating(), true, "animating")
  task:complete(7, "Server said no")
  ctx:dispatch()
  eq(join(log), "stop start stop", "a failed completion stops it")
  eq(spinner:animating(), false, "stopped")
  raises(rk.ERR_INVALID_ARGUMENT, nil, spinner.follow_task, spinner, task, 4)
  ctx:destroy()
end)

test("the activity monitor shows after its delay and hides after the completion delay", function()
  local ctx = rk.context()
  local clock = ctx:fake_clock(0)
  local seen = {}
  ctx:connect("activity-visibility-changed", function(_, visible) seen[#seen + 1] = {visible, clock.now} end)
  ctx:set_activity_monitor_delays(0.5, 0.2)
  ctx:set_activity_monitor_enabled(true)
  local task = ctx:task()
  task:resume()
  ctx:dispatch()
  eq(ctx:activity_monitor().active_tasks, 1, "counted")
  clock:advance(1)
  task:cancel()
  ctx:dispatch()
  clock:advance(1)
  eq(#seen, 2, "shown and hidden")
  eq(seen[1][1], 1, "shown")
  near(seen[1][2], 0.5, "shown at")
  eq(seen[2][1], 0, "hidden")
  near(seen[2][2], 1.2, "hidden at")
  ctx:destroy()
end)

-- ---- reentrancy ------------------------------------------------------------------------------

test("a handler that disconnects itself is not called again, and its callback is freed", function()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  local before = rk.live_callbacks()
  local first, second = 0, 0
  local connection
  connection = footer:connect("pulling-percent", function(object)
    first = first + 1
    object:disconnect(connection)
    eq(rk.live_callbacks(), before + 2, "still anchored while it runs")
  end)
  footer:connect("pulling-percent", function() second = second + 1 end)
  pull(10, true)
  pull(20, true)
  pull(30, true)
  eq(first, 1, "the self-disconnecting handler")
  eq(second, 3, "the other handler")
  eq(rk.live_callbacks(), before + 1, "freed by its destroy notify")
  raises(rk.ERR_NOT_FOUND, nil, footer.disconnect, footer, connection)
  ctx:destroy()
end)

test("a handler that disconnects a later one: it is not called in the same emission", function()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  local calls = {}
  local later
  footer:connect("pulling-percent", function(object)
    calls[#calls + 1] = "first"
    if later then object:disconnect(later); later = nil end
  end)
  later = footer:connect("pulling-percent", function() calls[#calls + 1] = "later" end)
  pull(10, true)
  pull(20, true)
  eq(join(calls), "first first", "calls")
  ctx:destroy()
end)

test("an object destroyed with handlers connected: every callback freed, the handle dead", function()
  local ctx, clock, footer = footer_fixture()
  local before = rk.live_callbacks()
  for _, signal in ipairs({"state-changed", "pulling-percent", "frame-changed", "label-changed", "refreshing",
                           "measure-text", "layout-changed", "alpha-changed", "gif-visibility"}) do
    footer:connect(signal, function() end)
  end
  eq(rk.live_callbacks(), before + 9, "anchored")
  footer:destroy()
  eq(rk.live_callbacks(), before - 3, "the fixture's 3 and these 9 freed")
  eq(footer:alive(), false, "alive")
  footer:destroy() -- again: nothing
  raises(rk.ERR_INVALID_HANDLE, nil, footer.state, footer)
  raises(rk.ERR_INVALID_HANDLE, nil, footer.set_height, footer, 50)
  raises(rk.ERR_INVALID_HANDLE, nil, footer.connect, footer, "refreshing", function() end)
  eq(rk.live_callbacks(), before - 3, "a failed connect anchors nothing")
  ctx:destroy()
end)

test("a handler that destroys its own object: the emission stops, the call returns", function()
  local ctx, clock, footer = footer_fixture()
  local after = 0
  footer:connect("state-changed", function(object) object:destroy() end)
  footer:connect("state-changed", function() after = after + 1 end)
  footer:begin_refreshing()
  eq(after, 0, "handlers after the destroying one")
  eq(footer:alive(), false, "destroyed")
  ctx:destroy()
end)

test("destroying the context ends every connection of every object", function()
  local ctx = rk.context()
  local footer, task, spinner = ctx:footer(), ctx:task(), ctx:indicator()
  local before = rk.live_callbacks()
  footer:connect("refreshing", function() end)
  task:connect("resumed", function() end)
  spinner:connect("start-animating", function() end)
  ctx:connect("task-resumed", function() end)
  eq(rk.live_callbacks(), before + 4, "anchored")
  ctx:destroy()
  eq(rk.live_callbacks(), before, "freed")
  raises(rk.ERR_INVALID_HANDLE, nil, task.resume, task)
  footer:destroy() -- its context took it: nothing to do
  ctx:destroy()
end)

-- ---- bad input -------------------------------------------------------------------------------

test("bad input raises rk.Error with the status and the library's message", function()
  local ctx, clock, footer, view = footer_fixture()
  local e = raises(rk.ERR_INVALID_ARGUMENT, "height", footer.set_height, footer, -1)
  eq(e.func, "rk_component_set_height", "func")
  eq(e.name, "invalid argument", "name")
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_height, footer, 0 / 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_height, footer, math.huge)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_visible, footer, 2)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_title, footer, rk.FOOTER_IDLE, "\255 not UTF-8")
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_title, footer, 42, "no such state")
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_images, footer, rk.FOOTER_PULLING, {{id = 1, width = -1, height = 1}})
  raises(rk.ERR_INVALID_ARGUMENT, "content_height", footer.set_metrics, footer,
         {viewport_width = 1, viewport_height = 1, content_height = -5})
  raises(rk.ERR_INVALID_ARGUMENT, "unknown field 'ofset_y'", footer.set_metrics, footer, {ofset_y = 3})
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_animation_durations, footer, -1, 0.4)
  raises(rk.ERR_NOT_FOUND, nil, footer.connect, footer, "no-such-signal", function() end)
  raises(rk.ERR_INVALID_ARGUMENT, "function", footer.connect, footer, "refreshing", 42)
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.set_activity_monitor_delays, ctx, -1, 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.timer, ctx, 0 / 0, function() end)
  raises(rk.ERR_NOT_FOUND, nil, ctx.cancel_timer, ctx, 12345)
  local task = ctx:task()
  raises(rk.ERR_INVALID_STATE, nil, task.complete, task, 0, "a suspended task cannot complete")
  raises(rk.ERR_INVALID_ARGUMENT, nil, task.complete, task, 0, "\192\128") -- overlong NUL: invalid UTF-8
  task:destroy()
  local spinner = ctx:indicator()
  raises(rk.ERR_INVALID_HANDLE, "destroyed", spinner.follow, spinner, task)
  -- Nothing changed: still Idle, same height, the monitor's delays untouched.
  eq(footer:state(), rk.FOOTER_IDLE, "state")
  eq(footer:geometry().height, 44, "height")
  near(ctx:activity_monitor().activation_delay, 1.0, "activation delay")
  -- A handle from another context is refused.
  local other = rk.context()
  local foreign = other:task()
  raises(rk.ERR_INVALID_HANDLE, nil, spinner.follow, spinner, foreign)
  other:destroy()
  ctx:destroy()
  raises(rk.ERR_INVALID_HANDLE, nil, ctx.dispatch, ctx)
end)

-- ---- errors raised in callbacks --------------------------------------------------------------

test("an error in a handler comes out of the call that ran it, after RefreshKit returned", function()
  local ctx, clock, footer = footer_fixture()
  local later = 0
  footer:connect("state-changed", function() error({code = "view gone"}) end)
  footer:connect("state-changed", function() later = later + 1 end)
  local ok, err = pcall(footer.begin_refreshing, footer)
  eq(ok, false, "raised")
  eq(type(err) == "table" and err.code, "view gone", "the handler's own error value")
  eq(later, 1, "the emission went on")
  eq(footer:state(), rk.FOOTER_REFRESHING, "the call completed")
  -- At dispatch: the error comes out of ctx:dispatch().
  local task = ctx:task()
  task:connect("resumed", function() error("resumed handler failed") end)
  task:resume()
  local ok2, err2 = pcall(ctx.dispatch, ctx)
  eq(ok2, false, "dispatch raised")
  eq(tostring(err2):find("resumed handler failed", 1, true) ~= nil, true, "message: " .. tostring(err2))
  -- A double-returning handler that fails answers 0. Connecting "measure-text" lays the footer out
  -- at once, so a handler that always fails fails the connect, which leaves nothing connected.
  local kept = rk.live_callbacks()
  ok, err = pcall(footer.connect, footer, "measure-text", function() error("no font") end)
  eq(ok, false, "the connect raised")
  eq(tostring(err):find("no font", 1, true) ~= nil, true, tostring(err))
  eq(rk.live_callbacks(), kept, "the failed handler's connection is gone")
  local asked = 0
  footer:connect("measure-text", function()
    asked = asked + 1
    if asked > 1 then error("no font") end
    return 10
  end)
  eq(asked, 1, "asked once while connecting")
  -- Asked again only when the layout's text width may have changed: a new title for the state
  -- shown (the footer is Refreshing), not a new gap beside the label.
  footer:set_label_left_inset(10)
  eq(asked, 1, "a new left inset asks nothing")
  ok, err = pcall(footer.set_title, footer, rk.FOOTER_REFRESHING, "Fetching")
  eq(ok, false, "raised")
  eq(asked, 2, "the new text was measured")
  -- A completion, a timer and a clock that fail.
  ok = pcall(footer.end_refreshing, footer, function() error("completion failed") end)
  clock:advance(0) -- nothing is raised here: the completion runs later
  ok = pcall(clock.advance, clock, 1)
  eq(ok, false, "the completion's error from the dispatch that ran it")
  ctx:timer(0.5, function() error("timer failed") end)
  ok, err = pcall(clock.advance, clock, 1)
  eq(ok, false, "the timer's error")
  ok, err = pcall(ctx.set_clock, ctx, function() return "soon" end)
  eq(ok, false, "a clock that returns a string")
  eq(tostring(err):find("not a number", 1, true) ~= nil, true, tostring(err))
  ok = pcall(ctx.set_clock, ctx, nil) -- replacing it reads it once more (remaining timer delays)
  eq(ok, false, "replacing the broken clock")
  eq(ctx:now() > 0, true, "CLOCK_MONOTONIC again, nothing left parked")
  ctx:destroy()
end)

-- ---- __gc ------------------------------------------------------------------------------------

test("__gc: a dropped footer with handlers is destroyed and its callbacks freed", function()
  local ctx = rk.context()
  local before = rk.live_callbacks()
  do
    local footer = ctx:footer()
    -- The handlers get the footer as an argument instead of capturing it: nothing pins it.
    footer:connect("state-changed", function(object) object:set_height(50) end)
    footer:connect("refreshing", function() end)
    eq(rk.live_callbacks(), before + 2, "anchored")
  end
  collectgarbage()
  collectgarbage()
  eq(rk.live_callbacks(), before, "freed by the finalizer's destroy")
  ctx:destroy()
end)

test("__gc: a dropped context with objects, in any finalization order", function()
  local before = rk.live_callbacks()
  for round = 1, 20 do
    local ctx = rk.context()
    local footer, task, spinner = ctx:footer(), ctx:task(), ctx:indicator()
    spinner:follow(task)
    footer:refresh_with(task)
    footer:connect("refreshing", function() end)
    ctx:connect("task-resumed", function() end)
    task:resume()
    if round % 2 == 0 then ctx:destroy() end -- objects collected after their context
  end
  collectgarbage()
  collectgarbage()
  eq(rk.live_callbacks(), before, "every callback freed")
end)

-- A context and a footer whose completion drops the last references to both and collects garbage.
-- Only a copy of the context's handle (without the finalizer) is kept, in result.handle: ffi.new,
-- since ffi.cast to the same type returns the same cdata. Locals that went out of scope stay GC
-- roots while their stack slot is not reused, so the objects are made in a frame that scrub()
-- then overwrites with nils.
local function make_context_dropped_in_callback(result)
  local holder = {ctx = rk.context()}
  holder.footer = holder.ctx:footer()
  holder.footer:set_animation_disabled() -- a zero duration completes at the next dispatch
  holder.footer:begin_refreshing(function()
    result.ran = true
    holder.ctx, holder.footer = nil, nil
    collectgarbage()
    collectgarbage() -- the context's finalizer runs here, inside its own dispatch: RK_ERR_BUSY
  end)
  result.handle = ffi.new("rk_context *", holder.ctx.handle)
end
local scrub = loadstring("local " .. string.rep("_, ", 149) .. "_ = nil")
local function context_dropped_in_callback(result)
  make_context_dropped_in_callback(result)
  scrub()
end

test("__gc: a context collected inside its own callback is destroyed after the dispatch", function()
  local result = {}
  context_dropped_in_callback(result)
  local handle = result.handle
  collectgarbage()
  eq(rk.C.rk_context_dispatch(handle, nil), rk.OK, "dispatch")
  local ran = result.ran
  eq(ran, true, "the completion ran")
  eq(rk.deferred_contexts(), 1, "the destroy was deferred")
  local now = ffi.new("double[1]")
  eq(rk.C.rk_context_now(handle, now), rk.OK, "still alive while deferred")
  rk.context():destroy() -- any later binding call that creates or dispatches retries it
  eq(rk.deferred_contexts(), 0, "retried")
  eq(rk.C.rk_context_now(handle, now), rk.ERR_INVALID_HANDLE, "destroyed")
end)

-- ---- the JIT ---------------------------------------------------------------------------------

test("hot loops into RefreshKit are safe with the JIT on (no 'bad callback')", function()
  local ctx = rk.context()
  local footer = ctx:footer()
  local fired, percents = 0, 0
  footer:connect("pulling-percent", function() percents = percents + 1 end)
  -- A real-time timer: dispatch calls back only once, after many calls that did nothing. Called
  -- from a compiled trace, that callback would abort LuaJIT; the binding's jit.off prevents it.
  ctx:timer(0.02, function() fired = fired + 1 end)
  local spins = 0
  while fired == 0 do
    ctx:dispatch()
    spins = spins + 1
  end
  eq(fired, 1, "the timer")
  -- A setter that emits only when the value changes.
  local m = {viewport_width = 375, viewport_height = 600, content_height = 1100, dragging = true}
  for i = 1, 3000 do
    m.offset_y = 500 + math.floor(i / 1000)
    footer:set_metrics(m)
  end
  eq(percents >= 2, true, "percent changes seen: " .. percents)
  ctx:destroy()
end)

test("host data: any Lua value on any object, released exactly once by RefreshKit", function()
  local ctx = rk.context()
  local base = rk.attached_values()
  local footer, task, indicator = ctx:footer(), ctx:task(), ctx:indicator()
  for _, object in ipairs({ctx, footer, task, indicator}) do
    eq(object:user_data(), nil, tostring(object) .. " starts with none")
  end
  local record = {url = "http://127.0.0.1/page/1"}
  task:set_user_data(record)
  ctx:set_user_data("the context's")
  footer:set_user_data(false) -- any value, false included
  eq(task:user_data(), record, "the same table back")
  eq(ctx:user_data(), "the context's", "the context takes one too")
  eq(footer:user_data(), false, "false is a value")
  eq(rk.attached_values(), base + 3, "three attached")
  -- A context-wide handler finds the host's record from the task it names: no map needed.
  local seen
  ctx:connect("task-completed", function(_, which, code) seen = which:user_data().url .. " " .. code end)
  task:resume()
  task:complete(7, "HTTP 500")
  ctx:dispatch()
  eq(seen, "http://127.0.0.1/page/1 7", "found through the handle")
  task:set_user_data({url = "replaced"}) -- the old one is released during the call
  eq(rk.attached_values(), base + 3, "replaced, not added")
  footer:set_user_data(nil) -- detaches
  eq(footer:user_data(), nil, "detached")
  eq(rk.attached_values(), base + 2, "released")
  indicator:set_user_data(indicator) -- refers to itself: kept until destroy
  indicator:destroy()
  eq(rk.attached_values(), base + 2, "the indicator's released with it")
  local ok, err = pcall(indicator.set_user_data, indicator, 1)
  eq(ok, false, "a destroyed object refuses")
  eq(err.status, rk.ERR_INVALID_HANDLE, "status " .. tostring(err))
  eq(rk.attached_values(), base + 2, "nothing kept for the refused call")
  ctx:destroy() -- the task's and the context's
  eq(rk.attached_values(), base, "all released by the context's destroy")
end)

test("names and the version string come from the library", function()
  eq(rk.version_string(), string.format("%d.%d.%d", rk.version.major, rk.version.minor, rk.version.patch), "version")
  eq(rk.kind_name(rk.KIND_FOOTER), "footer", "kind")
  eq(rk.type_name(rk.TYPE_UINT64), "uint64", "type")
  eq(rk.footer_state_name(rk.FOOTER_WILL_REFRESH), "will-refresh", "footer state")
  eq(rk.task_state_name(rk.TASK_CANCELING), "canceling", "task state")
  eq(rk.activity_state_name(rk.ACTIVITY_DELAYING_END), "delaying-end", "activity state")
  eq(rk.content_mode_name(rk.CONTENT_MODE_RIGHT), "right", "content mode")
  eq(rk.footer_state_name(77), "unknown", "a value the enum does not have")
end)

-- ---- header (1.2) ----------------------------------------------------------------------------

local NOW = 1732807800 -- 2024-11-28 15:30:00 UTC
local DEFAULT_KEY = "MJRefreshHeaderLastUpdatedTimeKey"

-- Setup HA of the spec: H=812, W=375, C=1500, T0=88, h=54 (happen -88, trigger -142). The host
-- applies the header's inset and offset requests to its next update; log gets short strings.
local function header_fixture(style)
  local ctx = rk.context()
  local clock = ctx:fake_clock(100)
  local wall = {now = NOW}
  ctx:set_wall_clock(function() return wall.now end)
  local header = ctx:header(style)
  local view = {viewport_width = 375, viewport_height = 812, content_height = 1500, inset_top = 88,
                offset_y = -88}
  local log = {}
  local function add(text) log[#log + 1] = text end
  header:connect("state-changed", function(_, state, old) add(state_names[old] .. "->" .. state_names[state]) end)
  header:connect("inset-requested", function(_, top, duration)
    view.inset_top = top
    add(string.format("inset:%g@%g", top, duration))
  end)
  header:connect("offset-requested", function(_, offset, duration)
    view.offset_y = offset
    add(string.format("offset:%g@%g", offset, duration))
  end)
  header:connect("label-changed", function(_, text) add("label:" .. text) end)
  header:connect("time-label-changed", function(_, text) add("time:" .. text) end)
  header:connect("refreshing", function() add("refreshing") end)
  header:connect("end-animation-began", function() add("end-began") end)
  header:connect("arrow-changed", function(_, angle, duration) add(string.format("arrow:%.6f@%g", angle, duration)) end)
  header:connect("spinner-changed", function(_, animating) add("spinner:" .. animating) end)
  header:connect("frame-changed", function(_, image, index) add(string.format("frame:%d/%d", tonumber(image), index)) end)
  header:set_metrics(view)
  local function scroll(y, dragging, pan)
    view.offset_y, view.dragging, view.pan = y, dragging, pan
    header:set_metrics(view)
  end
  local function take()
    local text = join(log)
    for i = #log, 1, -1 do log[i] = nil end
    return text
  end
  take()
  return ctx, clock, wall, header, view, scroll, take
end

test("header scenario: pull down, refresh with the inset, the inset rule, end and stamp", function()
  local ctx, clock, _, header, view, scroll, take = header_fixture()
  eq(header.kind, rk.KIND_HEADER, "kind")
  eq(header:label(), "Pull down to refresh", "idle label")
  eq(header:time_label(), "Last update: No record", "time label")
  eq(header:last_updated_key(), DEFAULT_KEY, "default key")
  local g = header:geometry()
  eq(g.happen_offset, -88, "happen")
  eq(g.trigger_offset, -142, "trigger")
  eq(header:layout().header.y, -54, "header y")
  scroll(-115, true)
  near(header:percent(), 0.5, "percent")
  scroll(-142, true)
  eq(header:state(), rk.FOOTER_IDLE, "at the trigger: still Idle")
  take()
  scroll(-143, true)
  eq(header:state(), rk.FOOTER_PULLING, "past the trigger")
  eq(take(), "Idle->Pulling label:Release to refresh " .. string.format("arrow:%.6f@0.25", -math.pi + 1e-6), "pulling")
  scroll(-160, false)
  eq(header:state(), rk.FOOTER_REFRESHING, "released")
  eq(take(), "Pulling->Refreshing inset:142@0.25 offset:-142@0.25 label:Loading... spinner:1", "refreshing")
  header:set_metrics(view) -- what the host applied: nothing new
  clock:advance(0.25)
  eq(take(), "refreshing", "after the begin animation")
  for _, step in ipairs({{-100, 100, 12}, {200, 88, 0}, {-300, 142, 54}}) do
    scroll(step[1], false)
    eq(take(), string.format("inset:%d@0", step[2]), "the inset at " .. step[1])
    eq(header:geometry().top_contribution, step[3], "contribution at " .. step[1])
  end
  local finished
  header:end_refreshing(function(f) finished = f end)
  eq(header:state(), rk.FOOTER_IDLE, "Idle at once (F1)")
  eq(take(), "Refreshing->Idle inset:88@0.4 end-began label:Pull down to refresh "
     .. "time:Last update: Today 15:30 arrow:0.000000@0", "the end")
  eq(ctx:last_updated(DEFAULT_KEY), NOW, "stamped in the context's store (F12)")
  clock:advance(0.4)
  eq(finished, true, "the end completion")
  eq(take(), "spinner:0", "the spinner stops after the end animation")
  ctx:destroy()
end)

test("header failure (F17): the inset given back, no stamp, retry refreshes again", function()
  local ctx, clock, _, header, view, scroll, take = header_fixture()
  scroll(-160, true)
  scroll(-160, false)
  header:set_metrics(view)
  clock:advance(0.25)
  eq(header:state(), rk.FOOTER_REFRESHING, "refreshing")
  take()
  local finished
  header:end_refreshing_with_failure("boom", function(f) finished = f end)
  eq(header:state(), rk.FOOTER_FAILED, "Failed at once")
  eq(take(), "Refreshing->Failed inset:88@0.4 end-began label:boom arrow:0.000000@0", "the exit")
  eq(header:label(), "boom", "the message")
  eq(ctx:last_updated(DEFAULT_KEY), nil, "nothing loaded: no stamp")
  eq(header:time_label(), "Last update: No record", "the time label unchanged")
  eq(finished, nil, "waits for the exit animation")
  clock:advance(0.4)
  eq(finished, true, "the completion")
  eq(take(), "spinner:0", "the spinner stops after the exit")
  header:set_metrics(view)
  local retried
  header:retry(function(f) retried = f end)
  eq(header:state(), rk.FOOTER_REFRESHING, "retry")
  eq(take(), "Failed->Refreshing inset:142@0.25 offset:-142@0.25 label:Loading... spinner:1", "the begin")
  clock:advance(0.25)
  eq(take(), "refreshing", "the trigger")
  eq(retried, true, "the retry's completion")
  header:end_refreshing_with_failure()
  eq(header:label(), FAILED_TITLE, "the Failed title")
  raises(rk.ERR_INVALID_ARGUMENT, "UTF%-8", header.end_refreshing_with_failure, header, "\255")
  raises(rk.ERR_INVALID_ARGUMENT, nil, header.end_refreshing_with_failure, header, {})
  header:end_refreshing()
  local idle
  header:retry(function(f) idle = f end)
  eq(idle, false, "retry from Idle changes nothing")
  eq(header:state(), rk.FOOTER_IDLE, "Idle")
  ctx:destroy()
end)

test("header: another party's inset is kept (F8), a cancelled pan asks for nothing", function()
  local ctx, clock, _, header, view, scroll, take = header_fixture()
  header:begin_refreshing()
  clock:advance(0.25)
  take()
  view.inset_top = view.inset_top + 30
  header:set_metrics(view)
  eq(header:geometry().base_top, 118, "the base inset read live")
  eq(take(), "inset:142@0", "172 - 54 + 24")
  header:end_refreshing()
  eq(take():match("inset:[%d.]+@[%d.]+"), "inset:118@0.4", "exactly its own part given back")
  clock:advance(0.4)
  scroll(-118, false)
  scroll(-190, true)
  take()
  scroll(-190, false, rk.PAN_CANCELLED)
  eq(header:state(), rk.FOOTER_REFRESHING, "refreshing")
  eq(take(), "Pulling->Refreshing label:Loading... spinner:1", "no inset, no offset")
  raises(rk.ERR_INVALID_ARGUMENT, "pan", header.set_metrics, header, {pan = 5})
  raises(rk.ERR_INVALID_ARGUMENT, "unknown field", header.set_metrics, header, {offset = 1})
  ctx:destroy()
end)

test("header: the GIF style, its layout and frames", function()
  local ctx, clock, _, header, _, scroll, take = header_fixture(rk.HEADER_STYLE_GIF)
  eq(header:layout().style, rk.HEADER_STYLE_GIF, "style")
  header:set_text_widths(140, 170)
  local layout = header:layout()
  eq(layout.gif.width, 82.5, "gif width (W/2 - tw/2 - 20)")
  eq(layout.content_mode, rk.CONTENT_MODE_RIGHT, "content mode")
  local idle, pulling = {}, {}
  for i = 0, 9 do idle[#idle + 1] = {100 + i, 60, 60} end
  for i = 0, 3 do pulling[#pulling + 1] = {id = 200 + i, width = 60, height = 60} end
  header:set_images(rk.FOOTER_IDLE, idle)
  header:set_images(rk.FOOTER_PULLING, pulling, 0.4)
  header:set_images(rk.FOOTER_REFRESHING, pulling, {0.1, 0.1, 0.1, 0.1})
  eq(header:geometry().height, 60, "the images grow the header")
  eq(header:geometry().trigger_offset, -148, "trigger of HG")
  take()
  scroll(-118, true)
  eq(take(), "frame:105/5", "the idle frame follows the percent")
  scroll(-149, true)
  -- p is stored first (idle frame 9, case 15), then the pulling loop starts.
  eq(take(), "frame:109/9 Idle->Pulling label:Release to refresh frame:200/0", "the pulling loop starts")
  clock:advance(0.1)
  local image, index = header:frame_at(ctx:now())
  eq(tonumber(image), 201, "frame_at image")
  eq(index, 1, "frame_at index")
  raises(rk.ERR_INVALID_STATE, "NoMoreData", header.set_title, header, rk.FOOTER_NO_MORE_DATA, "x")
  raises(rk.ERR_INVALID_ARGUMENT, nil, header.set_images, header, rk.FOOTER_IDLE, idle, {0.1})
  ctx:destroy()
end)

test("header: normal layout, labels, language, key and time zone", function()
  local ctx, _, wall, header, view = header_fixture()
  header:set_text_widths(140, 170)
  local layout = header:layout()
  eq(layout.arrow.x, 70, "arrow x")
  eq(layout.arrow.y, 7, "arrow y")
  eq(layout.spinner.x, 67.5, "spinner x")
  eq(layout.state_label.height, 27, "state label half the height")
  header:set_label_hidden(true)
  eq(header:layout().time_label.height, 54, "F15: the time label takes the bounds")
  header:set_label_hidden(false)
  header:set_visual_sizes(10, 20, 30, 30)
  eq(header:layout().arrow.width, 10, "arrow size")
  header:set_last_updated_key("feed")
  header:set_title(rk.FOOTER_IDLE, "Custom")
  header:set_language("uk")
  eq(header:last_updated_key(), "feed", "the key survives a language change (F12)")
  eq(header:label(), "Custom", "the custom title survives (F7)")
  eq(header:title(rk.FOOTER_PULLING), "Відпустіть для оновлення", "Ukrainian")
  eq(header:time_label(), "Останнє оновлення: Немає запису", "Ukrainian no record")
  header:set_language("en")
  wall.now = 1732836600 -- 2024-11-28 23:30 UTC
  ctx:set_last_updated("feed", 1732831200) -- 22:00 UTC
  header:set_metrics(view)
  eq(header:time_label(), "Last update: Today 22:00", "UTC")
  header:set_utc_offset(7200)
  eq(header:time_label(), "Last update: Today 00:00", "the host's time zone (F11)")
  header:set_last_updated_text("just now")
  eq(header:time_label(), "just now", "a custom text")
  header:set_last_updated_text(nil)
  eq(header:time_label(), "Last update: Today 00:00", "back to the formatted time")
  raises(rk.ERR_INVALID_ARGUMENT, nil, header.set_utc_offset, header, 18 * 3600 + 1)
  raises(rk.ERR_INVALID_ARGUMENT, nil, header.set_last_updated_key, header, "")
  ctx:destroy()
end)

test("header (1.4): a formatter makes the time text; the context's time zone", function()
  local ctx = rk.context()
  local wall = {now = 1732807800} -- 2024-11-28 15:30 UTC
  ctx:set_wall_clock(function() return wall.now end)
  local header = ctx:header()
  local refused, texts = {}, {}
  header:connect("time-text-refused", function(_, reason) refused[#refused + 1] = reason end)
  header:connect("time-label-changed", function(_, text) texts[#texts + 1] = text end)
  local seen = {}
  local formatters_before = rk.live_formatters()
  header:set_last_updated_formatter(function(info)
    seen[#seen + 1] = info
    if info.time == nil then return "never" end
    return string.format("%d min ago", (info.now - info.time) / 60)
  end)
  eq(header:time_label(), "never", "asked at once, nothing stored")
  eq(seen[1].now, 1732807800, "the wall clock")
  eq(seen[1].utc_offset, 0, "UTC")
  eq(rk.live_formatters(), formatters_before + 1, "kept")
  ctx:set_last_updated("MJRefreshHeaderLastUpdatedTimeKey", 1732807800 - 600)
  header:set_language("en") -- a recompute
  eq(header:time_label(), "10 min ago", "the stored time")
  ctx:set_utc_offset(3600)
  eq(ctx:utc_offset(), 3600, "the context's time zone")
  eq(seen[#seen].utc_offset, 3600, "given to the formatter of a header without its own")
  -- nil: the built-in text, in the context's time zone.
  header:set_last_updated_formatter(function() return nil end)
  eq(header:time_label(), "Last update: Today 16:20", "the built-in text (UTC+1)")
  eq(rk.live_formatters(), formatters_before + 1, "the first formatter released")
  -- A long text: one Lua call.
  local calls = 0
  header:set_last_updated_formatter(function() calls = calls + 1; return string.rep("x", 1000) end)
  eq(#header:time_label(), 1000, "a text longer than the first buffer")
  eq(calls, 1, "one Lua call for the two C calls")
  -- Refused bytes: the built-in text after "time-text-refused".
  header:set_last_updated_formatter(function() return "\255" end)
  eq(refused[#refused], rk.TIME_TEXT_INVALID_UTF8, "refused")
  eq(header:time_label(), "Last update: Today 16:20", "the built-in text")
  -- An error comes out of the call that recomputed.
  local ok, err = pcall(header.set_last_updated_formatter, header, function() error("no text today") end)
  eq(ok, false, "the formatter's error is raised")
  eq(tostring(err):find("no text today") ~= nil, true, "its message")
  -- The header's own time zone wins over the context's.
  header:set_last_updated_formatter(nil)
  header:set_utc_offset(-5 * 3600)
  ctx:set_utc_offset(7200)
  eq(header:time_label(), "Last update: Today 10:20", "its own zone")
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.set_utc_offset, ctx, 18 * 3600 + 1)
  eq(ctx:utc_offset(), 7200, "unchanged")
  eq(rk.live_formatters(), formatters_before, "every formatter released")
  ctx:destroy()
end)

test("the context's last-updated store: import, read, remove, export", function()
  local ctx = rk.context()
  eq(#ctx:last_updated_entries(), 0, "empty")
  ctx:set_last_updated("b", 2)
  ctx:set_last_updated("a", 1.5)
  local entries = ctx:last_updated_entries()
  eq(#entries, 2, "two entries")
  eq(entries[1].key .. "=" .. entries[1].time .. " " .. entries[2].key .. "=" .. entries[2].time,
     "a=1.5 b=2", "in key order")
  eq(ctx:last_updated("a"), 1.5, "read")
  eq(ctx:last_updated("none"), nil, "absent")
  eq(ctx:remove_last_updated("a"), true, "removed")
  eq(ctx:remove_last_updated("a"), false, "already gone")
  raises(rk.ERR_INVALID_ARGUMENT, "empty", ctx.set_last_updated, ctx, "", 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.set_last_updated, ctx, string.rep("k", rk.LAST_UPDATED_KEY_MAX + 1), 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.set_last_updated, ctx, "t", 0 / 0)
  ctx:set_last_updated(string.rep("k", rk.LAST_UPDATED_KEY_MAX), 3)
  eq(#ctx:last_updated_entries()[2].key, rk.LAST_UPDATED_KEY_MAX, "the longest key, read whole")
  ctx:destroy()
end)

test("header: follow_task with FOLLOW_FAILURE ends a failed load in Failed, unstamped", function()
  local ctx, clock, _, header = header_fixture()
  local task = ctx:task()
  header:follow_task(task, rk.FOLLOW_FAILURE)
  task:resume()
  ctx:dispatch()
  eq(header:state(), rk.FOOTER_REFRESHING, "refreshing while the task runs")
  clock:advance(0.25)
  task:complete(503, "Service unavailable")
  ctx:dispatch()
  eq(header:state(), rk.FOOTER_FAILED, "Failed")
  eq(header:label(), "Service unavailable", "the message")
  eq(ctx:last_updated(DEFAULT_KEY), nil, "nothing loaded: no stamp")
  ctx:destroy()
end)

test("header: follows a task, ends pending completions on destroy, a failing wall clock", function()
  local ctx, clock, _, header = header_fixture()
  local task = ctx:task()
  header:refresh_with(task)
  task:resume()
  ctx:dispatch()
  eq(header:state(), rk.FOOTER_REFRESHING, "refreshing while the task runs")
  clock:advance(0.25)
  task:complete()
  ctx:dispatch()
  eq(header:state(), rk.FOOTER_IDLE, "idle once it completed")
  eq(ctx:last_updated(DEFAULT_KEY), NOW, "stamped")
  header:refresh_with(nil)
  local got
  header:begin_refreshing(function(f) got = f end)
  header:destroy()
  eq(got, false, "a pending completion, not finished")
  ctx:set_wall_clock(function() error("no wall clock") end)
  local ok, err = pcall(ctx.header, ctx)
  eq(ok, false, "the clock's error comes out of the create")
  eq(tostring(err):find("no wall clock", 1, true) ~= nil, true, "that error: " .. tostring(err))
  ctx:set_wall_clock(nil)
  ctx:destroy()
end)

test("header names, kind and signal types", function()
  eq(rk.kind_name(rk.KIND_HEADER), "header", "kind")
  eq(rk.header_style_name(rk.HEADER_STYLE_GIF), "gif", "style")
  eq(rk.pan_state_name(rk.PAN_CANCELLED), "cancelled", "pan")
  eq(rk.pan_state_name(9), "unknown", "a pan state the enum does not have")
  eq(rk.signal_of(rk.KIND_HEADER, "layout-changed").declaration,
     "void (*)(void *, double, double, double, double, void *)", "layout-changed")
  eq(rk.signal_of(rk.KIND_HEADER, "inset-requested").param_names[1], "top", "the header's inset is the top")
  eq(ffi.sizeof("rk_scroll_metrics"), 120, "the metrics with the 1.2 fields, 1.3's items and 1.5's first item")
  eq(ffi.offsetof("rk_scroll_metrics", "content_width"), rk.SCROLL_METRICS_SIZE_1_0, "appended after 1.0's")
  eq(ffi.offsetof("rk_scroll_metrics", "item_count"), rk.SCROLL_METRICS_SIZE_1_2, "1.3's after 1.2's")
  eq(ffi.offsetof("rk_scroll_metrics", "first_visible_item"), rk.SCROLL_METRICS_SIZE_1_3, "1.5's after 1.3's")
end)

-- ---- trailer (1.2) ---------------------------------------------------------------------------

-- Setups of the spec (part 3.2): TA W=375, H=200, Cw=1000, L0=R0=0 (happen 625, trigger 685, frame
-- x 1000); TB Cw=300 (happen 0, trigger 60, frame x 375); TC L0=R0=16 (happen 641, trigger 701).
-- The host applies the trailer's right-inset and offset requests to its next update (F8).
local function trailer_fixture(style, content_width, inset)
  local ctx = rk.context()
  local clock = ctx:fake_clock(100)
  local trailer = ctx:trailer(style)
  local view = {viewport_width = 375, viewport_height = 200, content_height = 200,
                content_width = content_width or 1000, inset_left = inset or 0,
                inset_right = inset or 0, offset_x = 0}
  local log = {}
  local function add(text) log[#log + 1] = text end
  trailer:connect("state-changed", function(_, state, old) add(state_names[old] .. "->" .. state_names[state]) end)
  trailer:connect("pulling-percent", function(_, p) add(string.format("pct:%g", p)) end)
  trailer:connect("inset-requested", function(_, right, duration)
    view.inset_right = right
    add(string.format("inset:%g@%g", right, duration))
  end)
  trailer:connect("offset-requested", function(_, x, duration)
    view.offset_x = x
    add(string.format("offset:%g@%g", x, duration))
  end)
  trailer:connect("alpha-changed", function(_, a, duration) add(string.format("alpha:%g@%g", a, duration)) end)
  trailer:connect("label-changed", function(_, text) add("label:" .. text) end)
  trailer:connect("refreshing", function() add("refreshing") end)
  trailer:connect("end-animation-began", function() add("end-began") end)
  trailer:connect("arrow-changed", function(_, angle, duration) add(string.format("arrow:%.6f@%g", angle, duration)) end)
  trailer:set_metrics(view)
  local function scroll(x, dragging)
    view.offset_x, view.dragging = x, dragging
    trailer:set_metrics(view)
  end
  local function take()
    local text = join(log)
    for i = #log, 1, -1 do log[i] = nil end
    return text
  end
  take()
  return ctx, clock, trailer, view, scroll, take
end

local ARROW_RIGHT = string.format("arrow:%.6f@0.25", math.pi)

test("trailer scenario (TA): swipe past the trigger, refresh with the inset and offset, end", function()
  local ctx, clock, trailer, view, scroll, take = trailer_fixture()
  eq(trailer.kind, rk.KIND_TRAILER, "kind")
  eq(trailer:label(), "Swipe to view details", "idle label (F14)")
  local g = trailer:geometry()
  eq(g.width, 60, "w")
  eq(g.happen_offset, 625, "happen")
  eq(g.trigger_offset, 685, "trigger")
  local frame = trailer:layout().trailer
  eq(frame.x .. "," .. frame.y .. "," .. frame.width .. "," .. frame.height, "1000,0,60,200", "frame")
  scroll(655, true) -- case 1
  eq(trailer:percent(), 0.5, "percent at 655")
  scroll(685, true) -- case 2: the line is strict
  eq(trailer:state(), rk.FOOTER_IDLE, "at the trigger: still Idle")
  eq(take(), "pct:0.5 pct:1", "percents")
  scroll(686, true) -- case 3
  eq(trailer:state(), rk.FOOTER_PULLING, "past the trigger")
  near(trailer:percent(), 61 / 60, "percent at 686")
  eq(take(), "pct:1.01667 Idle->Pulling label:Release to view details " .. ARROW_RIGHT, "pulling")
  near(trailer:arrow_angle(), math.pi, "the arrow points right")
  scroll(690, false) -- case 4: let go
  eq(trailer:state(), rk.FOOTER_REFRESHING, "released")
  eq(take(), "pct:1 Pulling->Refreshing inset:60@0.25 offset:685@0.25", "the enter")
  eq(trailer:geometry().right_contribution, 60, "c")
  eq(trailer:label(), "Release to view details", "Refreshing shows the Pulling title")
  trailer:set_metrics(view) -- what the host applied: nothing new
  scroll(900, true) -- case 5: ignored while refreshing
  eq(take(), "", "nothing while refreshing")
  clock:advance(0.25)
  eq(take(), "refreshing", "the details at +0.25 s")
  scroll(685, false)
  local finished
  trailer:end_refreshing(function(f) finished = f end)
  eq(trailer:state(), rk.FOOTER_IDLE, "Idle at once (F1)")
  eq(take(), "Refreshing->Idle end-began inset:0@0.4 label:Swipe to view details", "the exit")
  trailer:set_metrics(view)
  clock:advance(0.25)
  eq(take(), "arrow:0.000000@0", "the arrow snaps back at +0.25 s")
  clock:advance(0.15)
  eq(take(), "pct:0", "p := 0 at +0.4 s")
  eq(finished, true, "the end completion ran to its end")
  ctx:destroy()
end)

test("trailer failure (F17): the inset given back, the message, retry", function()
  local ctx, clock, trailer, view, scroll, take = trailer_fixture()
  scroll(686, true)
  scroll(690, false)
  trailer:set_metrics(view)
  clock:advance(0.25)
  eq(trailer:state(), rk.FOOTER_REFRESHING, "refreshing")
  take()
  local finished
  trailer:end_refreshing_with_failure("boom", function(f) finished = f end)
  eq(trailer:state(), rk.FOOTER_FAILED, "Failed at once")
  eq(take(), "Refreshing->Failed end-began inset:0@0.4 label:boom", "the exit")
  eq(trailer:geometry().right_contribution, 0, "c given back (F8)")
  trailer:set_metrics(view)
  clock:advance(0.4)
  eq(finished, true, "the completion after the exit")
  eq(take(), "arrow:0.000000@0 pct:0", "the exit's end")
  local retried
  trailer:retry(function(f) retried = f end)
  eq(trailer:state(), rk.FOOTER_REFRESHING, "retry")
  eq(take(), "pct:1 Failed->Refreshing inset:60@0.25 offset:685@0.25 label:Release to view details", "the begin")
  trailer:set_metrics(view)
  clock:advance(0.25)
  eq(take(), "refreshing", "the trigger")
  eq(retried, true, "the retry's completion")
  trailer:end_refreshing_with_failure(nil)
  eq(trailer:label(), FAILED_TITLE, "the Failed title")
  eq(trailer:title(rk.FOOTER_FAILED), FAILED_TITLE, "title")
  raises(rk.ERR_INVALID_ARGUMENT, "UTF%-8", trailer.end_refreshing_with_failure, trailer, "\255")
  raises(rk.ERR_INVALID_ARGUMENT, nil, trailer.end_refreshing_with_failure, trailer, true)
  trailer:end_refreshing()
  local idle
  trailer:retry(function(f) idle = f end)
  eq(idle, false, "retry from Idle changes nothing")
  ctx:destroy()
end)

test("trailer: more items re-assert the offset (case 6); TB and TC insets (cases 7, 8); gR (case 9)", function()
  local ctx, clock, trailer, view, scroll, take = trailer_fixture()
  trailer:set_data_count(10)
  scroll(686, true)
  scroll(690, false)
  trailer:set_metrics(view)
  clock:advance(0.25)
  trailer:set_data_count(20)
  view.content_width = 1600
  trailer:set_metrics(view)
  eq(trailer:layout().trailer.x, 1600, "the frame follows the content")
  take()
  trailer:end_refreshing()
  eq(take():match("^Refreshing%->Idle end%-began inset:0@0%.4 offset:685@0") ~= nil, true,
     "re-asserted where it is, at once")
  trailer:set_ignored_right_inset(10)
  eq(trailer:layout().trailer.x, 1610, "gR moves the frame")
  eq(trailer:geometry().trigger_offset, 1285, "not the trigger (1600 - 375 + 60)")
  raises(rk.ERR_INVALID_ARGUMENT, nil, trailer.set_ignored_right_inset, trailer, -1)
  raises(rk.ERR_INVALID_ARGUMENT, nil, trailer.set_data_count, trailer, -1)
  ctx:destroy()

  ctx, clock, trailer, view, scroll, take = trailer_fixture(nil, 300)
  local g = trailer:geometry()
  eq(g.happen_offset .. " " .. g.trigger_offset, "0 60", "TB thresholds")
  eq(trailer:layout().trailer.x, 375, "TB frame x")
  scroll(61, true)
  take()
  scroll(61, false)
  eq(take(), "pct:1 Pulling->Refreshing inset:135@0.25 offset:60@0.25", "TB enter")
  trailer:set_metrics(view)
  clock:advance(0.25)
  trailer:set_data_count(5)
  take()
  trailer:end_refreshing()
  eq(take():match("offset") == nil, true, "no re-assert for a short list")
  eq(view.inset_right, 0, "all of it given back")
  ctx:destroy()

  ctx, clock, trailer, view, scroll, take = trailer_fixture(nil, 1000, 16)
  g = trailer:geometry()
  eq(g.happen_offset .. " " .. g.trigger_offset, "641 701", "TC thresholds")
  eq(g.snapshot_left .. " " .. g.snapshot_right, "16 16", "TC snapshot")
  scroll(702, true)
  take()
  scroll(702, false)
  eq(take(), "pct:1 Pulling->Refreshing inset:76@0.25 offset:701@0.25", "TC enter")
  trailer:set_metrics(view)
  clock:advance(0.25)
  take()
  trailer:end_refreshing()
  eq(view.inset_right, 16, "exactly 60 given back (F8)")
  ctx:destroy()
end)

test("trailer: layout of both styles, titles, bounce, not in a window, alpha", function()
  local ctx, clock, trailer, view, scroll, take = trailer_fixture()
  local layout = trailer:layout()
  eq(layout.has_arrow, true, "normal style")
  local a, l = layout.arrow, layout.label
  eq(a.x .. "," .. a.y .. "," .. a.width .. "," .. a.height, "5,90,20,20", "arrow (case 13)")
  eq(l.x .. "," .. l.y .. "," .. l.width .. "," .. l.height, "33,0,14,200", "label (case 13)")
  trailer:set_label_hidden(true)
  a = trailer:layout().arrow
  eq(a.x .. "," .. a.y, "20,90", "a hidden label centres the arrow")
  trailer:set_label_hidden(false)
  trailer:set_arrow_size(30, 10)
  a = trailer:layout().arrow
  eq(a.x .. "," .. a.y .. "," .. a.width .. "," .. a.height, "5,95,30,10", "5 from the left edge")
  trailer:set_language("zh-Hans")
  eq(trailer:language(), "zh-Hans", "language")
  eq(trailer:label(), "滑动查看图文详情", "zh-Hans idle (MJRefresh's)")
  eq(trailer:title(rk.FOOTER_PULLING), "释放查看图文详情", "zh-Hans pulling")
  trailer:set_language("zh-Hant")
  eq(trailer:title(rk.FOOTER_REFRESHING), "釋放查看圖文詳情", "zh-Hant refreshing = pulling")
  trailer:set_language("en")
  trailer:set_title(rk.FOOTER_IDLE, "More")
  eq(trailer:label(), "More", "a custom title, shown at once")
  trailer:set_title(rk.FOOTER_IDLE, nil)
  eq(trailer:label(), "Swipe to view details", "back to the language's")
  raises(rk.ERR_INVALID_STATE, nil, trailer.set_title, trailer, rk.FOOTER_NO_MORE_DATA, "x")
  eq(trailer.set_images, nil, "no GIF frames")
  eq(trailer.set_height, nil, "no height")
  eq(trailer.end_refreshing_with_no_more_data, nil, "no NoMoreData")
  scroll(655, true)
  take()
  scroll(700, false) -- case 11: a bounce past 1 is not stored
  eq(trailer:percent(), 0.5, "p kept")
  scroll(670, false)
  eq(trailer:percent(), 0.75, "p below 1 stored")
  scroll(0, false)
  take()
  trailer:set_automatically_change_alpha(true)
  eq(trailer:alpha(), 0.75, "alpha := p")
  trailer:set_automatically_change_alpha(false)
  trailer:set_visible(false) -- case 16
  trailer:begin_refreshing()
  eq(trailer:state(), rk.FOOTER_WILL_REFRESH, "not in a window: WillRefresh")
  eq(trailer:label(), "", "an empty label")
  eq(take():match("inset") == nil, true, "no inset yet")
  trailer:set_visible(true)
  eq(trailer:state(), rk.FOOTER_REFRESHING, "drawn: Refreshing")
  eq(take():match("inset:60@0%.25 offset:685@0%.25") ~= nil, true, "the inset and offset now")
  ctx:destroy()

  ctx, _, trailer = trailer_fixture(rk.TRAILER_STYLE_STATE)
  layout = trailer:layout()
  eq(layout.has_arrow, false, "state style")
  l = layout.label
  eq(l.x .. "," .. l.y .. "," .. l.width .. "," .. l.height, "23,0,14,200", "F15: centred from the first layout")
  eq(layout.arrow.width, 0, "no arrow")
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.trailer, ctx, 2)
  ctx:destroy()
end)

test("trailer: follow_task with FOLLOW_FAILURE ends a failed load in Failed", function()
  local ctx, clock, trailer = trailer_fixture()
  local task = ctx:task()
  trailer:follow_task(task, true)
  task:resume()
  ctx:dispatch()
  eq(trailer:state(), rk.FOOTER_REFRESHING, "refreshing while the task runs")
  clock:advance(0.25)
  task:complete(-1, "Timed out")
  ctx:dispatch()
  eq(trailer:state(), rk.FOOTER_FAILED, "Failed")
  eq(trailer:label(), "Timed out", "the message")
  ctx:destroy()
end)

test("trailer: follows a task, ends pending completions on destroy, names", function()
  local ctx, clock, trailer = trailer_fixture()
  local task = ctx:task()
  trailer:refresh_with(task)
  task:resume()
  ctx:dispatch()
  eq(trailer:state(), rk.FOOTER_REFRESHING, "refreshing while the task runs")
  clock:advance(0.25)
  task:complete()
  ctx:dispatch()
  eq(trailer:state(), rk.FOOTER_IDLE, "idle once it completed")
  trailer:refresh_with(nil)
  local got
  trailer:begin_refreshing(function(f) got = f end)
  trailer:destroy()
  eq(got, false, "a pending completion, not finished")
  eq(trailer:alive(), false, "destroyed")
  ctx:destroy()
  eq(rk.kind_name(rk.KIND_TRAILER), "trailer", "kind")
  eq(rk.trailer_style_name(rk.TRAILER_STYLE_STATE), "state", "style")
  eq(rk.trailer_style_name(rk.TRAILER_STYLE_NORMAL), "normal", "style")
  eq(rk.trailer_style_name(5), "unknown", "a style the enum does not have")
  eq(rk.signal_of(rk.KIND_TRAILER, "layout-changed").declaration,
     "void (*)(void *, double, double, double, double, void *)", "layout-changed")
  eq(rk.signal_of(rk.KIND_TRAILER, "inset-requested").param_names[1], "right", "the trailer's inset is the right")
  eq(rk.signal_of(rk.KIND_TRAILER, "arrow-changed").declaration,
     "void (*)(void *, double, double, void *)", "arrow-changed")
end)

-- ---- the auto footer and the scroll view (1.2) -------------------------------------------------

-- The auto footer attached (docs/behaviour/auto-footer.md §2), setup FA: H 600, W 375, T 64, B0 0, C 1000, h 44 (attached: the bottom inset is 44, the
-- trigger and pan-end lines 444), the label 70 wide; the host applies every request the scroll view
-- relays to its next update. Returns ctx, clock, footer, view, scroll, take, sv, relayed.
local function auto_footer_fixture(style, content_height)
  local ctx = rk.context()
  local clock = ctx:fake_clock(100)
  local sv = ctx:scroll_view()
  local footer = ctx:auto_footer(style)
  footer:set_text_width(70)
  local view = {viewport_width = 375, viewport_height = 600, content_height = content_height or 1000,
                content_width = 375, inset_top = 64, offset_y = -64}
  local log, relayed = {}, {}
  local function add(text) log[#log + 1] = text end
  footer:connect("state-changed", function(_, state, old) add(state_names[old] .. "->" .. state_names[state]) end)
  footer:connect("pulling-percent", function(_, p) add(string.format("pct:%g", p)) end)
  footer:connect("label-changed", function(_, text) add("label:" .. text) end)
  footer:connect("spinner-changed", function(_, a) add("spinner:" .. a) end)
  footer:connect("refreshing", function() add("refreshing") end)
  footer:connect("end-animation-began", function() add("end-began") end)
  footer:connect("offset-requested", function(_, y, duration) add(string.format("offset:%g@%g", y, duration)) end)
  local edges = {[rk.SCROLL_EDGE_TOP] = "inset_top", [rk.SCROLL_EDGE_BOTTOM] = "inset_bottom",
                 [rk.SCROLL_EDGE_RIGHT] = "inset_right"}
  sv:connect("inset-requested", function(_, component, edge, inset)
    view[edges[edge]] = inset
    relayed[#relayed + 1] = {component, edge, inset}
  end)
  sv:connect("offset-requested", function(_, component, axis, offset)
    view[axis == rk.SCROLL_AXIS_VERTICAL and "offset_y" or "offset_x"] = offset
    relayed[#relayed + 1] = {component, axis, offset}
  end)
  sv:set_metrics(view)
  sv:attach(footer)
  local function scroll(y, dragging, pan)
    view.offset_y, view.dragging, view.pan = y, dragging, pan or rk.PAN_NONE
    sv:set_metrics(view)
  end
  local function take()
    local text = join(log)
    for i = #log, 1, -1 do log[i] = nil end
    return text
  end
  take()
  return ctx, clock, footer, view, scroll, take, sv, relayed
end

test("auto footer (FA): case 1 loads at the line while dragging (F10), case 5 the budget (F9)", function()
  local ctx, _, footer, view, scroll, take, sv, relayed = auto_footer_fixture()
  eq(view.inset_bottom, 44, "the attach's request, applied")
  eq(relayed[1][1], footer, "the relay names the footer as its Lua object")
  eq(relayed[1][2], rk.SCROLL_EDGE_BOTTOM, "on the bottom edge")
  local g = footer:geometry()
  eq(g.trigger_offset, 444, "trigger line")
  eq(g.pan_end_offset, 444, "pan-end line")
  eq(g.bottom_contribution, 44, "contribution")
  eq(g.tall, true, "tall")
  eq(sv:component(rk.KIND_AUTO_FOOTER), footer, "in the footer slot")
  eq(sv:component(rk.KIND_FOOTER), nil, "not a back footer")
  scroll(443, true, rk.PAN_CHANGED)
  eq(take(), "", "below the line")
  scroll(444, true, rk.PAN_CHANGED)
  eq(take(), "pct:1 Idle->Refreshing label:Loading... spinner:1 refreshing", "case 1")
  eq(footer:spinner_animating(), true, "spinning")
  eq(footer:geometry().remaining_trigger_times, 0, "the unit used")
  footer:end_refreshing()
  scroll(446, true, rk.PAN_CHANGED)
  scroll(444, false, rk.PAN_ENDED)
  eq(footer:state(), rk.FOOTER_IDLE, "the budget says no")
  scroll(440, true, rk.PAN_BEGAN)
  eq(footer:geometry().remaining_trigger_times, 1, "a new pan refills it")
  scroll(445, true, rk.PAN_CHANGED)
  eq(footer:state(), rk.FOOTER_REFRESHING, "case 5")
  ctx:destroy()
end)

test("auto footer: case 10 short content (pan end), 14 NoMoreData, 18 F8, 19 paging", function()
  local ctx, clock, footer, view, scroll, take, sv = auto_footer_fixture(nil, 300)
  eq(footer:geometry().tall, false, "short")
  eq(footer:geometry().pan_end_offset, -64, "-T")
  eq(footer:layout().footer.y, 300, "right after the last row")
  scroll(-30, true, rk.PAN_CHANGED)
  scroll(-60, false, rk.PAN_ENDED)
  eq(footer:state(), rk.FOOTER_REFRESHING, "case 10")
  ctx:destroy()

  ctx, clock, footer, view, scroll, take, sv = auto_footer_fixture()
  scroll(444, true, rk.PAN_CHANGED)
  footer:end_refreshing_with_no_more_data()
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "NoMoreData")
  eq(footer:label(), "No more data", "its title")
  scroll(400, true, rk.PAN_BEGAN)
  scroll(460, false, rk.PAN_ENDED)
  footer:tap()
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "case 14: the rules and taps are off")
  take()
  local got
  footer:reset_no_more_data(function(f) got = f end)
  eq(take(), "NoMoreData->Idle label:Tap or pull up to load more", "reset")
  eq(got, true, "its completion")
  view.inset_bottom = 84 -- case 18: the host's inset changed meanwhile
  scroll(-64, false)
  eq(footer:geometry().base_bottom, 40, "B0 read live")
  eq(sv:host_inset(rk.SCROLL_EDGE_BOTTOM), 40, "the host's own inset")
  footer:set_hidden(true)
  eq(view.inset_bottom, 40, "exactly 44 given back (F8)")
  footer:set_hidden(false)
  eq(view.inset_bottom, 84, "and added again")
  footer:set_paging_enabled(true) -- case 19
  scroll(444 + 40, true, rk.PAN_CHANGED)
  eq(footer:state(), rk.FOOTER_REFRESHING, "loading")
  take()
  got = nil
  footer:end_refreshing(function(f) got = f end)
  eq(take(), "Refreshing->Idle label:Tap or pull up to load more spinner:0 offset:400@0.4 end-began", "paging end")
  eq(view.offset_y, 400, "y - B")
  eq(got, nil, "waits for the animation")
  clock:advance(0.4)
  ctx:dispatch()
  eq(got, true, "then finished")
  eq(footer:percent(), 1, "never reset")
  ctx:destroy()
end)

test("auto footer failure (F17): no load by itself in Failed; retry, a tap or a new drag", function()
  local ctx, _, footer, _, scroll, take = auto_footer_fixture()
  scroll(444, true, rk.PAN_CHANGED)
  eq(footer:state(), rk.FOOTER_REFRESHING, "loading")
  take()
  local done = {}
  local function record(f) done[#done + 1] = f end
  footer:end_refreshing_with_failure("boom", record)
  eq(footer:state(), rk.FOOTER_FAILED, "Failed at once")
  eq(take(), "Refreshing->Failed label:boom spinner:0 end-began", "the exit's signals")
  eq(footer:spinner_animating(), false, "the spinner stops")
  eq(done[1], true, "the completion")
  scroll(450, true, rk.PAN_CHANGED)
  scroll(450, false, rk.PAN_ENDED)
  eq(footer:state(), rk.FOOTER_FAILED, "the offset and pan-end rules wait")
  eq(take(), "", "nothing asked again")
  footer:retry(record)
  eq(take(), "Failed->Refreshing label:Loading... spinner:1 refreshing", "retry")
  eq(done[2], true, "the retry's completion")
  footer:end_refreshing_with_failure()
  eq(footer:label(), FAILED_TITLE, "the Failed title")
  take()
  footer:tap()
  eq(take(), "Failed->Refreshing label:Loading... spinner:1 refreshing", "a tap retries")
  footer:end_refreshing_with_failure()
  take()
  scroll(400, true, rk.PAN_BEGAN)
  eq(take(), "Failed->Idle label:Tap or pull up to load more", "a new drag returns to Idle")
  footer:retry(record)
  eq(done[3], false, "retry from Idle changes nothing")
  raises(rk.ERR_INVALID_ARGUMENT, "UTF%-8", footer.end_refreshing_with_failure, footer, "\255", record)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.end_refreshing_with_failure, footer, 1)
  eq(#done, 3, "no completion for a refused call")
  eq(footer:state(), rk.FOOTER_IDLE, "nothing changed")
  ctx:destroy()
end)

test("scroll view: a header and an auto footer from one update (case 13, F13)", function()
  local ctx, _, footer, view, scroll, _, sv, relayed = auto_footer_fixture(nil, 560)
  local header = ctx:header()
  sv:detach(footer)
  eq(view.inset_bottom, 0, "detach gives the inset back")
  sv:attach(header)
  sv:attach(footer)
  eq(sv:component(rk.KIND_HEADER), header, "the header's slot")
  footer:set_trigger_percent(-2)
  eq(footer:geometry().trigger_offset, -128, "r = -2")
  scroll(-150, true, rk.PAN_CHANGED)
  eq(header:state(), rk.FOOTER_PULLING, "the header pulls")
  scroll(-150, false)
  eq(header:state(), rk.FOOTER_REFRESHING, "released")
  eq(view.offset_y, -118, "the header's offset request")
  eq(view.inset_top, 118, "and its inset")
  eq(relayed[#relayed][1], header, "relayed naming the header")
  eq(footer:geometry().top_rest_offset, -118, "the footer saw the request in the same update")
  eq(footer:state(), rk.FOOTER_IDLE, "F13: no load from the top edge")
  eq(sv:host_inset(rk.SCROLL_EDGE_TOP), 64, "118 minus the header's 54")
  local m = sv:metrics()
  eq(m.inset_top, 118, "the metrics with the requests applied")
  eq(m.offset_y, -118, "offset")
  header:end_refreshing()
  eq(view.inset_top, 64, "given back")
  ctx:destroy()
end)

test("auto footer: follow_task with FOLLOW_FAILURE ends in Failed; a tap retries", function()
  local ctx, _, footer, _, _, take = auto_footer_fixture()
  local task = ctx:task()
  footer:follow_task(task, true)
  task:resume()
  ctx:dispatch()
  eq(footer:state(), rk.FOOTER_REFRESHING, "follows the task")
  take()
  task:complete(2, "Offline")
  ctx:dispatch()
  eq(footer:state(), rk.FOOTER_FAILED, "Failed")
  eq(footer:label(), "Offline", "the message")
  eq(take():find("Refreshing->Failed", 1, true) ~= nil, true, "state-changed")
  footer:follow_task(nil)
  footer:tap()
  eq(footer:state(), rk.FOOTER_REFRESHING, "a tap in Failed retries")
  ctx:destroy()
end)

test("auto footer: setters, GIF style, a lone footer, a task, errors, names", function()
  local ctx, clock, footer, view, scroll, take, sv = auto_footer_fixture()
  footer:set_visible(true)
  footer:set_interaction_enabled(true)
  footer:set_automatically_refresh(false)
  footer:set_auto_trigger_times(-1)
  local g = footer:geometry()
  eq(g.automatically_refresh, false, "offset rule off")
  eq(g.auto_trigger_times, -1, "unlimited")
  footer:set_automatically_refresh(true)
  footer:set_ignored_bottom_inset(3)
  eq(footer:layout().footer.y, 1003, "gB moves the footer")
  footer:set_label_left_inset(30)
  footer:set_spinner_size(24, 24)
  eq(footer:layout().spinner.width, 24, "spinner size")
  footer:set_refreshing_title_hidden(true)
  footer:set_automatically_change_alpha(false)
  footer:set_animation_durations(0.2, 0.3)
  footer:set_height(50)
  eq(view.inset_bottom, 50, "a new height asks for B0 + h at once (F8)")
  footer:set_language("ko")
  eq(footer:language(), "ko", "language")
  footer:set_title(rk.FOOTER_IDLE, "More")
  eq(footer:label(), "More", "a custom title")
  eq(footer:title(rk.FOOTER_IDLE), "More", "title")
  footer:set_title(rk.FOOTER_IDLE, nil)
  footer:set_images(rk.FOOTER_REFRESHING, {{1, 10, 10}})
  footer:set_images(rk.FOOTER_REFRESHING, {{1, 10, 10}, {2, 10, 10}}, 0.2)
  footer:set_images(rk.FOOTER_REFRESHING, {{1, 10, 10}, {2, 10, 10}}, {0.1, 0.1})
  eq(footer:gif().visible, false, "the normal style shows no GIF")
  eq(footer:frame_at(clock.now), nil, "no frame")
  eq(footer.set_label_hidden, nil, "the auto footer hides only its Refreshing title")
  raises(rk.ERR_INVALID_STATE, nil, footer.set_metrics, footer, view)
  raises(rk.ERR_INVALID_STATE, nil, sv.attach, sv, footer)
  raises(rk.ERR_INVALID_STATE, nil, sv.attach, sv, ctx:footer())
  raises(rk.ERR_INVALID_STATE, nil, sv.detach, sv, ctx:trailer())
  raises(rk.ERR_INVALID_ARGUMENT, nil, sv.attach, sv, ctx:task())
  raises(rk.ERR_INVALID_ARGUMENT, nil, sv.component, sv, rk.KIND_TASK)
  raises(rk.ERR_INVALID_ARGUMENT, nil, sv.host_inset, sv, 7)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_trigger_percent, footer, 0 / 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_images, footer, rk.FOOTER_REFRESHING, {{1, 1, 1}, {2, 1, 1}}, 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.auto_footer, ctx, 2)
  local task = ctx:task()
  footer:refresh_with(task)
  take()
  task:resume()
  ctx:dispatch()
  eq(footer:state(), rk.FOOTER_REFRESHING, "follows the task")
  eq(take():find("refreshing", 1, true), nil, "B4: the task is the load")
  task:complete()
  ctx:dispatch()
  eq(footer:state(), rk.FOOTER_IDLE, "ends with it")
  footer:refresh_with(nil)
  sv:detach(footer)
  footer:set_metrics(view)
  eq(footer:geometry().attached, true, "a lone footer attaches by its own update")
  sv:destroy()
  eq(sv:alive(), false, "destroyed")
  local gif = ctx:auto_footer(rk.AUTO_FOOTER_STYLE_GIF)
  gif:set_images(rk.FOOTER_REFRESHING, {{7, 30, 30}, {8, 30, 30}}, 0.2)
  gif:begin_refreshing()
  eq(gif:gif().visible, true, "Refreshing's frames shown")
  local id, index = gif:frame_at(clock.now + 0.15)
  eq(tonumber(id), 8, "frame id")
  eq(index, 1, "frame index")
  eq(gif:layout().style, rk.AUTO_FOOTER_STYLE_GIF, "style")
  local done
  gif:end_refreshing(function(f) done = f end)
  eq(done, true, "its completion")
  ctx:destroy()
  eq(rk.kind_name(rk.KIND_AUTO_FOOTER), "auto-footer", "kind")
  eq(rk.kind_name(rk.KIND_SCROLL_VIEW), "scroll-view", "kind")
  eq(rk.auto_footer_style_name(rk.AUTO_FOOTER_STYLE_GIF), "gif", "style")
  eq(rk.auto_footer_style_name(2), "unknown", "a style the enum does not have")
  eq(rk.signal_of(rk.KIND_SCROLL_VIEW, "inset-requested").declaration,
     "void (*)(void *, void *, int32_t, double, double, void *)", "the scroll view's inset-requested")
  eq(rk.signal_of(rk.KIND_AUTO_FOOTER, "measure-text").declaration,
     "double (*)(void *, const char *, void *)", "measure-text")
end)

-- ---- load ids (F18, 1.3) ---------------------------------------------------------------------

-- fn must raise the rk.Error of a stale end_load (ERR_INVALID_STATE, err.load_id the id it named).
local function stale(id, pattern, fn, ...)
  local e = raises(rk.ERR_INVALID_STATE, pattern, fn, ...)
  eq(rk.is_stale_load(e), true, "rk.is_stale_load")
  eq(e.load_id, id, "err.load_id")
  return e
end

-- The footer fixture with "refreshing" and "refreshing-load" logged: take() returns the log since.
local function load_fixture()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  footer:connect("refreshing", function() log[#log + 1] = "refreshing" end)
  footer:connect("refreshing-load", function(object, id)
    eq(object, footer, "the handler's object")
    eq(type(id), "number", "the id reaches Lua as a number")
    log[#log + 1] = "load:" .. id
  end)
  local function take()
    local text = join(log)
    for i = #log, 1, -1 do log[i] = nil end
    return text
  end
  local function release()
    pull(50, true)
    pull(50, false)
    eq(footer:state(), rk.FOOTER_REFRESHING, "released past the trigger")
  end
  take()
  return ctx, clock, footer, release, take
end

test("load ids: a pull's load, named by its trigger, ended by its id; the next id", function()
  local ctx, clock, footer, release, take = load_fixture()
  eq(footer:load_id(), 0, "no load")
  eq(rk.signal_of(rk.KIND_FOOTER, "refreshing-load").index, 11, "appended to the footer's signals")
  eq(rk.signal_of(rk.KIND_HEADER, "refreshing-load").index, 16, "the header's")
  eq(rk.signal_of(rk.KIND_TRAILER, "refreshing-load").index, 10, "the trailer's")
  eq(rk.signal_of(rk.KIND_AUTO_FOOTER, "refreshing-load").index, 13, "the auto footer's")
  release()
  eq(footer:load_id(), 1, "the pull's load")
  clock:advance(0.25)
  eq(take(), "Idle->Pulling Pulling->Refreshing refreshing load:1", "\"refreshing\", then its id")
  local done
  footer:end_load(1, nil, nil, function(finished) done = finished end)
  eq(footer:state(), rk.FOOTER_IDLE, "ended at once")
  eq(footer:load_id(), 0, "no load after it")
  clock:advance(0.4)
  eq(done, true, "the completion after the exit animation")
  release()
  eq(footer:load_id(), 2, "the next load has the next id")
  footer:end_load(ffi.new("uint64_t", 2), rk.LOAD_NO_MORE_DATA) -- a cdata id works too
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "LOAD_NO_MORE_DATA")
  ctx:destroy()
end)

test("load ids: a double trigger starts one load; the second begin's id is refused", function()
  local ctx, clock, footer, release, take = load_fixture()
  release()
  take()
  local second_done
  local second = footer:begin_load(function(finished) second_done = finished end)
  eq(second, 2, "begin_load returns an id")
  eq(second_done, false, "no second begin: false at once")
  eq(footer:load_id(), 1, "the first load is current")
  clock:advance(0.25)
  eq(take(), "refreshing load:1", "one trigger")
  local called = false
  local e = stale(2, "load 2 is not the footer's current load %(the current load is 1%)",
                  footer.end_load, footer, second, rk.LOAD_DONE, nil, function() called = true end)
  eq(e.func, "rk_component_end_load", "func")
  clock:advance(1)
  eq(called, false, "a refused end never calls its completion")
  eq(footer:state(), rk.FOOTER_REFRESHING, "still loading")
  footer:end_load(1)
  eq(footer:state(), rk.FOOTER_IDLE, "the first load's end")
  ctx:destroy()
end)

test("load ids: a slow first response cannot end the second load; an id is spent once", function()
  local ctx, clock, footer, _, take = load_fixture()
  local first = footer:begin_load()
  clock:advance(0.25)
  footer:end_refreshing() -- the host's timeout
  clock:advance(0.4)
  local second = footer:begin_load()
  clock:advance(0.25)
  take()
  stale(first, nil, footer.end_load, footer, first, rk.LOAD_FAILED, "timeout")
  stale(first, nil, footer.end_load, footer, first)
  clock:advance(1)
  eq(take(), "", "nothing happened")
  eq(footer:load_id(), second, "the second load runs")
  eq(footer:label(), "Loading...", "its label")
  footer:end_load(second, rk.LOAD_FAILED, "503")
  eq(footer:state(), rk.FOOTER_FAILED, "LOAD_FAILED")
  eq(footer:label(), "503", "with the message")
  eq(take(), "Refreshing->Failed", "one transition")
  stale(second, "no load is current", footer.end_load, footer, second)
  stale(0, nil, footer.end_load, footer, 0)
  -- A retry is a new load, named by its trigger.
  footer:retry()
  clock:advance(0.25)
  eq(take(), "Failed->Refreshing refreshing load:3", "the retry's load")
  ctx:destroy()
end)

test("load ids: an end after a task's cancel, and after the host's own, is refused", function()
  local ctx, clock, footer, release, take = load_fixture()
  local task = ctx:task()
  task:resume()
  footer:follow_task(task, true)
  local id = footer:load_id()
  eq(id, 1, "a task's load has an id too")
  clock:advance(0.25)
  take()
  task:cancel()
  ctx:dispatch()
  eq(take(), "Refreshing->Idle", "the cancel ends the load")
  stale(id, nil, footer.end_load, footer, id, rk.LOAD_FAILED, "canceled")
  footer:follow_task(nil)
  clock:advance(0.4)
  release()
  id = footer:load_id()
  footer:reset_no_more_data() -- back to Idle: a cancel
  release()
  take()
  stale(id, nil, footer.end_load, footer, id)
  eq(take(), "", "nothing changed")
  eq(footer:load_id(), id + 1, "the new load runs")
  task:destroy()
  ctx:destroy()
end)

test("load ids: a \"refreshing-load\" handler may end its load at once", function()
  local ctx, clock, footer, _, take = load_fixture()
  local done
  footer:connect("refreshing-load", function(self, id)
    self:end_load(id, rk.LOAD_DONE, nil, function(finished) done = finished end)
  end)
  footer:begin_load()
  clock:advance(0.25)
  eq(footer:state(), rk.FOOTER_IDLE, "ended inside the trigger")
  clock:advance(0.4)
  eq(done, true, "its completion")
  eq(take(), "Idle->Refreshing refreshing load:1 Refreshing->Idle", "in order")
  ctx:destroy()
end)

test("load ids: bad ids, outcomes and messages raise rk.Error and change nothing", function()
  local ctx, clock, footer, _, take = load_fixture()
  local id = footer:begin_load()
  clock:advance(0.25)
  take()
  local called = false
  local function completion() called = true end
  local function refused(pattern, ...)
    local e = raises(rk.ERR_INVALID_ARGUMENT, pattern, footer.end_load, footer, ...)
    eq(e.func, "rk_component_end_load", "func")
    eq(rk.is_stale_load(e), false, "not a stale load")
  end
  refused("non%-negative integer", 1.5, nil, nil, completion) -- LuaJIT would truncate it to 1
  refused("non%-negative integer", -1, nil, nil, completion) -- and wrap this to 2^64 - 1
  refused("non%-negative integer", 2 ^ 60, nil, nil, completion) -- not exact as a number
  refused("non%-negative integer", "1", nil, nil, completion)
  refused("non%-negative integer", ffi.new("int64_t", -1), nil, nil, completion)
  refused(nil, id, 4, nil, completion) -- an outcome RefreshKit does not have
  refused("outcome", id, 0.5, nil, completion)
  refused(nil, id, rk.LOAD_DONE, "words", completion) -- a message outside LOAD_FAILED
  refused("UTF%-8", id, rk.LOAD_FAILED, "\255", completion)
  refused("NUL", id, rk.LOAD_FAILED, "a\0b", completion)
  refused("string or nil", id, rk.LOAD_FAILED, 42, completion)
  raises(rk.ERR_INVALID_ARGUMENT, "header has no NoMoreData", ctx:header().end_load, ctx:header(), 1,
         rk.LOAD_NO_MORE_DATA)
  clock:advance(1)
  eq(called, false, "no completion called")
  eq(take(), "", "nothing changed")
  eq(footer:load_id(), id, "the load is still current")
  footer:end_load(id)
  ctx:destroy()
end)

test("load ids: the auto footer's trigger names its load; a header keeps its id from WillRefresh", function()
  local ctx, _, footer, _, scroll, take = auto_footer_fixture()
  local ids = {}
  footer:connect("refreshing-load", function(_, id) ids[#ids + 1] = id end)
  scroll(450, true, rk.PAN_BEGAN)
  eq(take(), "pct:1 Idle->Refreshing label:Loading... spinner:1 refreshing", "the trigger")
  eq(join(ids), "1", "\"refreshing-load\" with it, at once")
  eq(footer:load_id(), 1, "current")
  scroll(470, true, rk.PAN_CHANGED)
  scroll(480, true, rk.PAN_BEGAN)
  eq(join(ids), "1", "no second load while it loads (F9)")
  stale(2, "auto footer's current load", footer.end_load, footer, 2)
  footer:end_load(1, rk.LOAD_NO_MORE_DATA)
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "NoMoreData")
  eq(footer:load_id(), 0, "no load")
  ctx:destroy()

  local hctx, hclock, _, header = header_fixture()
  header:set_visible(false)
  local id = header:begin_load()
  eq(header:state(), rk.FOOTER_WILL_REFRESH, "not visible: WillRefresh")
  eq(header:load_id(), id, "its load is current already")
  header:set_visible(true)
  hclock:advance(0.25)
  eq(header:state(), rk.FOOTER_REFRESHING, "visible: Refreshing")
  eq(header:load_id(), id, "the same load")
  header:end_load(id, rk.LOAD_FAILED)
  eq(header:label(), FAILED_TITLE, "LOAD_FAILED without a message: the Failed title")
  hctx:destroy()
end)

test("load ids: a trailer ends its load inside the trigger; no NoMoreData", function()
  local ctx, clock, trailer, _, _, take = trailer_fixture()
  local first = trailer:begin_load()
  raises(rk.ERR_INVALID_ARGUMENT, "trailer has no NoMoreData", trailer.end_load, trailer, first,
         rk.LOAD_NO_MORE_DATA)
  trailer:end_load(first)
  clock:advance(1)
  local done
  trailer:connect("refreshing-load", function(self, id)
    self:end_load(id, nil, nil, function(finished) done = finished end)
  end)
  take()
  local id = trailer:begin_load()
  eq(id, first + 1, "the next id")
  clock:advance(0.25)
  eq(trailer:state(), rk.FOOTER_IDLE, "ended inside the trigger")
  clock:advance(0.4)
  eq(done, true, "its completion")
  stale(id, nil, trailer.end_load, trailer, id)
  ctx:destroy()
end)

-- ---- prefetch by item count (F19, 1.3) ---------------------------------------------------------

-- A lone auto footer in setup FA (the pixel line at 444) at rest at y 100, prefetching n items.
-- items(count, last, dragging) is one update at y 100 reporting them; take() returns the log since.
local function prefetch_fixture(n)
  local ctx = rk.context()
  ctx:fake_clock(100)
  local footer = ctx:auto_footer()
  local log = {}
  footer:connect("state-changed", function(_, state, old) log[#log + 1] = state_names[old] .. "->" .. state_names[state] end)
  footer:connect("refreshing", function() log[#log + 1] = "refreshing" end)
  footer:set_prefetch_items(n)
  local view = {viewport_width = 375, viewport_height = 600, content_height = 1000, content_width = 375,
                inset_top = 64, offset_y = 100}
  footer:set_metrics(view)
  local function items(count, last, dragging)
    view.item_count, view.last_visible_item, view.dragging = count, last, dragging
    view.pan = dragging and rk.PAN_CHANGED or rk.PAN_NONE
    footer:set_metrics(view)
  end
  local function take()
    local text = join(log)
    for i = #log, 1, -1 do log[i] = nil end
    return text
  end
  return ctx, footer, view, items, take
end

test("prefetch (F19): an arrival loads once; a load that brought nothing does not repeat", function()
  local ctx, footer, _, items, take = prefetch_fixture(5)
  eq(footer:prefetch_items(), 5, "the getter")
  items(100, 93, true)
  items(100, 94, true)
  eq(take(), "", "six rows from the end")
  items(100, 95, true)
  eq(take(), "Idle->Refreshing refreshing", "95 >= 100 - 5, far above the pixel line")
  items(100, 97, true)
  eq(take(), "", "one load at a time")
  footer:end_refreshing()
  take()
  items(100, 98, true)
  items(100, 99, false)
  eq(take(), "", "the same count: no repeat")
  eq(footer:state(), rk.FOOTER_IDLE, "idle")
  ctx:destroy()
end)

test("prefetch: a count change loads again; a short list fills up and stops; a new pan re-arms", function()
  local ctx, footer, view, items, take = prefetch_fixture(1)
  local loads, count = 0, 4
  while count < 40 do
    items(count, count < 12 and count - 1 or 11, false) -- 12 rows fit on the screen
    if footer:state() ~= rk.FOOTER_REFRESHING then break end
    loads = loads + 1
    footer:end_refreshing()
    count = count + 4
  end
  eq(loads, 3, "4, 8 and 12 rows showed their last")
  eq(count, 16, "16 did not")
  ctx:destroy()
  ctx, footer, view, items, take = prefetch_fixture(3)
  items(50, 48, false)
  footer:end_refreshing()
  take()
  items(20, 19, false)
  eq(take(), "Idle->Refreshing refreshing", "a refresh replaced the data: a shrinking count")
  footer:end_refreshing()
  items(20, 19, true)
  take()
  view.pan = rk.PAN_BEGAN
  footer:set_metrics(view)
  eq(take(), "Idle->Refreshing refreshing", "a new drag: the arrival counts again")
  ctx:destroy()
end)

test("prefetch: refused values change nothing; the scroll view's items; a 1.2-sized caller", function()
  local ctx, footer, view, items, take = prefetch_fixture(5)
  raises(rk.ERR_INVALID_ARGUMENT, nil, footer.set_prefetch_items, footer, -1)
  raises(rk.ERR_INVALID_ARGUMENT, "must be an integer", footer.set_prefetch_items, footer, 2.5)
  eq(footer:prefetch_items(), 5, "unchanged")
  raises(rk.ERR_INVALID_ARGUMENT, nil, items, 10, 10, false) -- the last visible item past the end
  raises(rk.ERR_INVALID_ARGUMENT, "last_visible_item must be an integer", items, 10, 8.5, false)
  eq(take(), "", "nothing happened")
  footer:set_prefetch_items(ffi.new("int64_t", 2)) -- 64-bit cdata works too
  eq(footer:prefetch_items(), 2, "set from cdata")
  local sv = ctx:scroll_view()
  view.item_count, view.last_visible_item, view.pan, view.dragging = 30, 20, rk.PAN_NONE, false
  sv:set_metrics(view)
  sv:attach(footer)
  take()
  view.last_visible_item = 28
  sv:set_metrics(view)
  eq(take(), "Idle->Refreshing refreshing", "through the scroll view")
  local back = sv:metrics()
  eq(back.item_count, 30, "item_count read back as a number")
  eq(back.last_visible_item, 28, "last_visible_item")
  view.item_count, view.last_visible_item = nil, nil
  sv:set_metrics(view)
  eq(sv:metrics().last_visible_item, -1, "a missing last_visible_item is -1 (none)")
  -- A caller of the 1.2 struct: its items are never read.
  footer:end_refreshing()
  sv:detach(footer)
  local m = ffi.new("rk_scroll_metrics", {struct_size = rk.SCROLL_METRICS_SIZE_1_2, viewport_width = 375,
                                           viewport_height = 600, content_height = 1000, content_width = 375,
                                           inset_top = 64, offset_y = 100, item_count = 100, last_visible_item = 99})
  take()
  eq(rk.C.rk_auto_footer_set_metrics(footer.handle, m), rk.OK, "accepted")
  eq(take(), "", "no items read past a 1.2 struct's end")
  ctx:destroy()
end)

-- ---- accessibility (F20, 1.3) --------------------------------------------------------------------

local priority_names = {[rk.ANNOUNCEMENT_LOW] = "low", [rk.ANNOUNCEMENT_MEDIUM] = "medium",
                        [rk.ANNOUNCEMENT_HIGH] = "high"}

-- The footer fixture with its announcements logged as "say:TEXT/priority"; release(items) pulls
-- past the trigger and lets go, reporting `items` rows; report(items) a page's new count.
local function say_fixture()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  local connection = footer:connect("announcement", function(object, text, priority)
    eq(object, footer, "the handler's object")
    eq(type(text), "string", "the text is a Lua string")
    log[#log + 1] = "say:" .. text .. "/" .. priority_names[priority]
  end)
  local function report(items)
    view.item_count, view.last_visible_item = items, items > 0 and items - 1 or -1
    footer:set_metrics(view)
  end
  local function release(items)
    view.item_count, view.last_visible_item = items or 0, (items or 0) > 0 and items - 1 or -1
    pull(50, true)
    pull(50, false)
    eq(footer:state(), rk.FOOTER_REFRESHING, "released past the trigger")
  end
  local function take()
    local said = {}
    for _, entry in ipairs(log) do
      if entry:sub(1, 4) == "say:" then said[#said + 1] = entry end
    end
    for i = #log, 1, -1 do log[i] = nil end
    return join(said)
  end
  return ctx, clock, footer, release, report, take, connection
end

test("announcements (F20): loading, loaded with the new items, no more data, failed", function()
  local ctx, clock, footer, release, report, take = say_fixture()
  eq(rk.signal_of(rk.KIND_FOOTER, "announcement").index, 12, "appended to the footer's signals")
  eq(rk.signal_of(rk.KIND_HEADER, "announcement").index, 17, "the header's")
  eq(rk.signal_of(rk.KIND_TRAILER, "announcement").index, 11, "the trailer's")
  eq(rk.signal_of(rk.KIND_AUTO_FOOTER, "announcement").index, 14, "the auto footer's")
  eq(rk.signal_of(rk.KIND_FOOTER, "announcement").declaration, "void (*)(void *, const char *, int32_t, void *)",
     "(text, priority)")
  release()
  eq(take(), "say:Loading/low", "a load began")
  footer:end_refreshing()
  eq(take(), "say:Loaded/medium", "ended, no item counts")
  clock:advance(0.5)
  release(20)
  report(32)
  take()
  footer:end_refreshing()
  eq(take(), "say:Loaded 12 new items/medium", "the count reported before the end minus the one at the begin")
  clock:advance(0.5)
  release(32)
  report(33)
  take()
  footer:end_load(footer:load_id())
  eq(take(), "say:Loaded 1 new item/medium", "one")
  clock:advance(0.5)
  release()
  footer:end_refreshing_with_no_more_data()
  eq(take(), "say:Loading/low say:No more data/medium", "no more data")
  footer:reset_no_more_data()
  clock:advance(0.5)
  release()
  footer:end_refreshing_with_failure()
  eq(take(), "say:Loading/low say:" .. FAILED_TITLE .. "/high", "failed: the Failed title, urgently")
  footer:retry()
  footer:end_refreshing_with_failure("Server said 503")
  eq(take(), "say:Loading/low say:Server said 503/high", "the failure's message")
  ctx:destroy()
end)

test("announcements: in the component's language, and only while a handler listens", function()
  local ctx, clock, footer, release, report, take, connection = say_fixture()
  footer:set_language("ru")
  release(33)
  report(43)
  take()
  footer:end_refreshing()
  eq(take(), "say:Загружено новых элементов: 10/medium", "Russian, with the count")
  clock:advance(0.5)
  footer:set_language("zh-Hans")
  release()
  footer:end_refreshing_with_no_more_data()
  eq(take(), "say:正在加载/low say:没有更多数据了/medium", "Chinese")
  footer:reset_no_more_data()
  footer:set_language("en")
  clock:advance(0.5)
  footer:disconnect(connection)
  local others = 0
  release()
  footer:end_refreshing()
  eq(take(), "", "nobody listens: nothing is said")
  clock:advance(0.5)
  footer:connect("announcement", function() others = others + 1 end)
  release()
  eq(others, 1, "a new handler hears the next one")
  ctx:destroy()
end)

test("activate (F20): a load from Idle, a retry from Failed, nothing elsewhere; the whole family", function()
  local ctx, clock, footer, _, _, take = say_fixture()
  footer:activate()
  eq(footer:state(), rk.FOOTER_REFRESHING, "from Idle: a load")
  eq(take(), "say:Loading/low", "said")
  footer:activate()
  eq(take(), "", "loading: nothing")
  footer:end_refreshing_with_failure("offline")
  clock:advance(0.5)
  take()
  footer:activate()
  eq(footer:state(), rk.FOOTER_REFRESHING, "from Failed: a retry")
  footer:end_refreshing_with_no_more_data()
  footer:activate()
  eq(footer:state(), rk.FOOTER_NO_MORE_DATA, "NoMoreData: a tap does nothing")
  footer:reset_no_more_data()
  footer:set_hidden(true)
  take()
  footer:activate()
  eq(footer:state(), rk.FOOTER_IDLE, "hidden: no tap reaches it")
  eq(take(), "", "nothing said")
  local header, trailer, auto = ctx:header(), ctx:trailer(), ctx:auto_footer()
  local said = {}
  for _, c in ipairs({header, trailer, auto}) do
    c:connect("announcement", function(object, text, priority)
      said[#said + 1] = rk.kind_name(object.kind) .. ":" .. text .. "/" .. priority_names[priority]
    end)
  end
  header:set_language("uk")
  header:activate()
  header:end_refreshing_with_failure()
  trailer:set_language("ko")
  trailer:activate()
  trailer:end_refreshing()
  auto:activate()
  auto:end_refreshing_with_no_more_data()
  eq(join(said), "header:Завантаження/low header:Помилка завантаження. Торкніться, щоб повторити/high "
     .. "trailer:로딩 중/low trailer:로딩 완료/medium auto-footer:Loading/low auto-footer:No more data/medium",
     "every member")
  header:destroy()
  raises(rk.ERR_INVALID_HANDLE, nil, header.activate, header)
  ctx:destroy()
end)

test("reduced motion (F20): every request immediate, GIFs on their first frame; off animates again", function()
  local ctx, clock, footer, view, log, pull = footer_fixture()
  eq(ctx:reduced_motion(), false, "off by default")
  footer:set_images(rk.FOOTER_IDLE, {{101, 40, 40}, {102, 40, 40}, {103, 40, 40}})
  footer:set_images(rk.FOOTER_REFRESHING, {{201, 40, 40}, {202, 40, 40}, {203, 40, 40}})
  footer:set_automatically_change_alpha(true)
  local events = {}
  footer:connect("inset-requested", function(_, bottom, duration) events[#events + 1] = string.format("inset:%g@%g", bottom, duration) end)
  footer:connect("alpha-changed", function(_, alpha, duration) events[#events + 1] = string.format("alpha:%g@%g", alpha, duration) end)
  footer:connect("frame-changed", function(_, id) events[#events + 1] = "frame:" .. tonumber(id) end)
  local function take()
    local text = join(events)
    for i = #events, 1, -1 do events[i] = nil end
    return text
  end
  ctx:set_reduced_motion(true)
  eq(ctx:reduced_motion(), true, "on")
  raises(rk.ERR_INVALID_ARGUMENT, nil, ctx.set_reduced_motion, ctx, 2)
  eq(ctx:reduced_motion(), true, "a refused value changes nothing")
  take()
  pull(20, true)
  eq(take(), "alpha:0.454545@0", "a part of the way: Idle's frames do not follow the pull")
  pull(50, true)
  pull(50, false)
  eq(take():match("inset:44@0 frame:201"), "inset:44@0 frame:201", "the inset at once, the first frame")
  clock:advance(1.0)
  eq(take(), "", "no frame loop")
  footer:end_refreshing()
  eq(take():match("inset:0@0"), "inset:0@0", "the end at once")
  clock:advance(0.5)
  ctx:set_reduced_motion(false)
  view.offset_y, view.dragging = -64, false -- back at rest
  footer:set_metrics(view)
  take()
  pull(50, true)
  pull(50, false)
  eq(take():match("inset:44@0.25") ~= nil, true, "off: the inset animates again")
  clock:advance(0.1)
  eq(take():match("frame:202") ~= nil, true, "and the GIF loops")
  ctx:destroy()
end)

test("no callback is left anchored", function()
  collectgarbage()
  collectgarbage()
  eq(rk.live_callbacks(), baseline, "live handler callbacks")
  eq(rk.deferred_contexts(), 0, "deferred contexts")
end)

test("progress (B7): reports coalesce, a Progress follows one direction, unknown totals, completion", function()
  local ctx = rk.context()
  local task, other = ctx:task(), ctx:task()
  local progress = ctx:progress()
  local log, deliveries = {}, {}
  progress:connect("progress-changed", function(_, fraction, animated)
    log[#log + 1] = string.format("f=%g%s", fraction, animated ~= 0 and "a" or "")
  end)
  progress:connect("indeterminate-changed", function(_, on) log[#log + 1] = on ~= 0 and "ind" or "det" end)
  task:connect("progress", function(_, direction, completed, expected)
    deliveries[#deliveries + 1] = string.format("%d:%d/%d", direction, tonumber(completed), tonumber(expected))
  end)
  for n = 1, 1000 do task:set_progress(rk.PROGRESS_DOWNLOAD, n, 4000) end
  eq(join(deliveries), "", "nothing before the dispatch")
  local completed, expected = task:progress(rk.PROGRESS_DOWNLOAD)
  eq(completed, 1000, "completed")
  eq(expected, 4000, "expected")
  eq(ctx:dispatch(), 1, "one delivery for 1000 reports")
  eq(join(deliveries), "1:1000/4000", "the latest")
  progress:follow(task, rk.PROGRESS_DOWNLOAD, true)
  eq(join(log), "f=0.25a", "the bytes at bind, synchronously")
  task:set_progress(rk.PROGRESS_UPLOAD, 1, 2)
  task:set_progress(rk.PROGRESS_DOWNLOAD, 2000) -- unknown total
  ctx:dispatch()
  eq(join(log), "f=0.25a ind", "indeterminate")
  local fraction, indeterminate = progress:fraction()
  near(fraction, 0.25, "kept while indeterminate")
  eq(indeterminate, true, "indeterminate")
  task:resume()
  task:complete(0)
  ctx:dispatch()
  eq(join(log), "f=0.25a ind det f=1a", "a successful completion fills it")
  raises(rk.ERR_INVALID_STATE, nil, task.set_progress, task, rk.PROGRESS_DOWNLOAD, 1, 1)
  -- Combined by byte totals; a bad list changes nothing.
  other:set_progress(rk.PROGRESS_DOWNLOAD, 1000, 3000)
  progress:follow_all({task, other})
  -- task finished with 2000 bytes of an unknown total (2000 of 2000), other 1000 of 3000.
  near((progress:fraction()), 3000 / 5000, "3000 of 5000")
  raises(rk.ERR_INVALID_ARGUMENT, "tasks%[1%]", progress.follow_all, progress, {other, other})
  raises(rk.ERR_INVALID_ARGUMENT, nil, progress.follow, progress, other, 2)
  raises(rk.ERR_INVALID_ARGUMENT, "integer", task.set_progress, other, rk.PROGRESS_UPLOAD, 1.5, 2)
  raises(rk.ERR_INVALID_ARGUMENT, nil, task.set_progress, other, rk.PROGRESS_UPLOAD, -1, 2)
  other:set_progress(rk.PROGRESS_DOWNLOAD, 3000, 3000)
  ctx:dispatch()
  near((progress:fraction()), 1, "still following both")
  eq(rk.progress_direction_name(rk.PROGRESS_UPLOAD), "upload", "name")
  ctx:destroy()
end)

-- ---- lists that load both ways (1.5) -----------------------------------------------------------

test("anchoring: rows inserted above keep the visible rows still; below, only a list at its end follows", function()
  local ctx = rk.context()
  local sv = ctx:scroll_view()
  local asked = {}
  sv:connect("offset-requested", function(_, component, axis, offset, duration)
    asked[#asked + 1] = string.format("%s/%d/%g@%g", component == nil and "nil" or "c", axis, offset, duration)
  end)
  local view = {viewport_width = 320, viewport_height = 700, content_height = 3000, content_width = 320,
                inset_top = 50, inset_bottom = 20, offset_y = 410.25}
  sv:set_metrics(view)
  sv:content_inserted(rk.SCROLL_EDGE_TOP, 137.5)
  eq(join(asked), "nil/0/547.75@0", "the scroll view's own request, in the call")
  eq(sv:metrics().content_height, 3137.5, "the content grew")
  sv:content_inserted(rk.SCROLL_EDGE_BOTTOM, 62.5)
  eq(#asked, 1, "below, away from the end: nothing moves")
  view.content_height, view.offset_y = 3200, 3200 + 20 - 700
  sv:set_metrics(view)
  sv:content_inserted(rk.SCROLL_EDGE_BOTTOM, 40)
  eq(asked[2], "nil/0/2560@0", "at the end it follows the new end")
  raises(rk.ERR_INVALID_ARGUMENT, "height", sv.content_inserted, sv, rk.SCROLL_EDGE_TOP, 0 / 0)
  raises(rk.ERR_INVALID_ARGUMENT, nil, sv.content_inserted, sv, rk.SCROLL_EDGE_RIGHT, 10)
  raises(rk.ERR_INVALID_ARGUMENT, "items", sv.content_inserted, sv, rk.SCROLL_EDGE_TOP, 10, -1)
  eq(#asked, 2, "refused insertions ask for nothing")
  -- Counted items join item_count; above the visible rows they move the visible indices.
  view.item_count, view.first_visible_item, view.last_visible_item = 60, 8, 21
  sv:set_metrics(view)
  sv:content_inserted(rk.SCROLL_EDGE_TOP, 350, 7)
  local m = sv:metrics()
  eq(string.format("%d/%d/%d", tonumber(m.item_count), tonumber(m.first_visible_item),
                   tonumber(m.last_visible_item)), "67/15/28", "the items joined the count")
  ctx:destroy()
end)

test("cancelled loads: the host's cancel and a restart are told once, with their reasons", function()
  local ctx = rk.context()
  local footer = ctx:auto_footer(rk.AUTO_FOOTER_STYLE_NORMAL)
  local told = {}
  footer:connect("load-cancelled", function(_, id, reason) told[#told + 1] = tonumber(id) .. "/" .. reason end)
  local first = footer:begin_load()
  footer:cancel_load(first)
  eq(join(told), first .. "/" .. rk.LOAD_CANCEL_HOST, "the host's cancel")
  eq(footer:state(), rk.FOOTER_IDLE, "to Idle")
  raises(rk.ERR_INVALID_STATE, nil, footer.cancel_load, footer, first)
  local second = footer:begin_load()
  local third = footer:restart_load()
  eq(told[2], second .. "/" .. rk.LOAD_CANCEL_SUPERSEDED, "superseded")
  eq(footer:load_id(), third, "the new load is current")
  footer:end_load(third)
  eq(#told, 2, "an ended load is never told as cancelled")
  eq(rk.load_cancel_reason_name(rk.LOAD_CANCEL_HIDDEN), "hidden", "name")
  ctx:destroy()
end)

test("load states: one snapshot of the list's loads, told once per change", function()
  local ctx = rk.context()
  local sv = ctx:scroll_view()
  local told = {}
  sv:connect("load-states-changed", function(_, refresh, prepend, append)
    told[#told + 1] = string.format("%d,%d,%d", refresh, prepend, append)
  end)
  sv:set_metrics({viewport_width = 320, viewport_height = 700, content_height = 3000, content_width = 320,
                  inset_top = 50, offset_y = 100})
  local footer = ctx:auto_footer(rk.AUTO_FOOTER_STYLE_NORMAL)
  sv:attach(footer)
  eq(#told, 0, "nothing loads yet")
  local id = footer:begin_load()
  eq(join(told), "0,0,1", "the append loads")
  local states = sv:load_states()
  eq(states.append.status, rk.LOAD_STATUS_LOADING, "loading")
  eq(states.append.load_id, tonumber(id), "its id")
  eq(states.refresh.status, rk.LOAD_STATUS_NOT_LOADING, "no header")
  footer:end_load(id, rk.LOAD_FAILED, "timeout")
  eq(told[2], "0,0,2", "failed")
  eq(sv:load_states().append.failure_message_length, 7, "the message's length")
  eq(rk.load_status_name(rk.LOAD_STATUS_END_REACHED), "end-reached", "name")
  ctx:destroy()
end)

-- ---- auto header (1.5) ----------------------------------------------------------------------

-- A 600-high viewport, top inset 30 (74 with the auto header's 44), bottom inset 10, content 2400.
test("auto header: a scroll to the top loads older items (prepend); the rows inserted above are anchored", function()
  local ctx = rk.context()
  local sv = ctx:scroll_view()
  local header, older = ctx:header(rk.HEADER_STYLE_NORMAL), ctx:auto_header()
  local asked, told = {}, {}
  sv:connect("offset-requested", function(_, component, axis, offset, duration)
    asked[#asked + 1] = string.format("%s/%d/%g@%g", component == nil and "nil" or "c", axis, offset, duration)
  end)
  sv:connect("load-states-changed", function(_, refresh, prepend, append)
    told[#told + 1] = string.format("%d,%d,%d", refresh, prepend, append)
  end)
  sv:set_metrics({viewport_width = 320, viewport_height = 600, content_width = 320, content_height = 2400,
                  inset_top = 30, inset_bottom = 10, offset_y = 900})
  sv:attach(header)
  sv:attach(older)
  ctx:dispatch()
  eq(sv:component(rk.KIND_AUTO_HEADER), older, "its own slot")
  eq(sv:metrics().inset_top, 74, "its 44 on the top edge")
  eq(older:geometry().trigger_offset, -74, "the line: -T + h(1 - r)")
  local m = sv:metrics()
  m.offset_y = -74
  sv:set_metrics(m)
  ctx:dispatch()
  eq(older:state(), rk.FOOTER_REFRESHING, "the auto header loads")
  eq(header:state(), rk.FOOTER_IDLE, "the header does not")
  local id = older:load_id()
  local states = sv:load_states()
  eq(states.prepend.status, rk.LOAD_STATUS_LOADING, "prepend loading")
  eq(states.prepend.load_id, id, "with its id")
  eq(states.refresh.status, rk.LOAD_STATUS_NOT_LOADING, "no refresh")
  eq(told[#told], "0,1,0", "told")
  -- 25 older rows of 48 arrive: the end, then the insertion above, in the same turn.
  older:end_load(id)
  asked = {}
  sv:content_inserted(rk.SCROLL_EDGE_TOP, 1200)
  ctx:dispatch()
  eq(join(asked), "nil/0/1126@0", "the offset moves by 1200 at once")
  m = sv:metrics()
  eq(m.content_height, 3600, "the content grew")
  sv:set_metrics(m)
  ctx:dispatch()
  eq(older:state(), rk.FOOTER_IDLE, "nothing loads again")
  eq(sv:load_states().prepend.status, rk.LOAD_STATUS_NOT_LOADING, "prepend done")
  ctx:destroy()
end)

test("auto header: its own setters and queries, prefetch from the first visible item, what it lacks", function()
  local ctx = rk.context()
  local older = ctx:auto_header(rk.AUTO_FOOTER_STYLE_GIF)
  eq(older.kind, rk.KIND_AUTO_HEADER, "kind")
  eq(rk.kind_name(rk.KIND_AUTO_HEADER), "auto-header", "name")
  older:set_trigger_percent(0.25)
  older:set_automatically_refresh(false)
  older:set_auto_trigger_times(3)
  older:set_refreshing_title_hidden(true)
  older:set_spinner_size(24, 24)
  older:set_prefetch_items(5)
  ctx:dispatch()
  local g = older:geometry()
  eq(g.trigger_percent, 0.25, "r")
  eq(g.automatically_refresh, false, "offset rule off")
  eq(g.auto_trigger_times, 3, "budget")
  eq(older:prefetch_items(), 5, "prefetch")
  eq(older:spinner_animating(), false, "GIF style: no spinner")
  eq(older:layout().style, rk.AUTO_FOOTER_STYLE_GIF, "style")
  eq(older:layout().header.height, 44, "44 high")
  eq(older.set_ignored_bottom_inset, nil, "no bottom inset")
  eq(older.set_paging_enabled, nil, "no paging")
  raises(rk.ERR_INVALID_ARGUMENT, nil, older.set_prefetch_items, older, -1)
  local m = {viewport_width = 320, viewport_height = 600, content_width = 320, content_height = 2400,
             inset_top = 30, inset_bottom = 10, offset_y = 900, item_count = 50, last_visible_item = 30,
             first_visible_item = 18}
  older:set_metrics(m)
  ctx:dispatch()
  eq(older:state(), rk.FOOTER_IDLE, "18 rows above: no load")
  m.offset_y, m.first_visible_item = 800, 4
  older:set_metrics(m)
  ctx:dispatch()
  eq(older:state(), rk.FOOTER_REFRESHING, "4 rows above: it loads")
  m.first_visible_item = 50
  raises(rk.ERR_INVALID_ARGUMENT, nil, older.set_metrics, older, m)
  older:end_refreshing()
  ctx:dispatch()
  older:tap()
  ctx:dispatch()
  eq(older:state(), rk.FOOTER_REFRESHING, "a tap loads")
  ctx:destroy()
end)

print(string.format("%d passed, %d failed", passed, failed))
os.exit(failed == 0 and 0 or 1)
