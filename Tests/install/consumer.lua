-- An out-of-tree LuaJIT consumer of an installed RefreshKit, run by Tests/install/run.sh with an
-- empty environment: `luajit consumer.lua <lua dir> <expected library>`. It puts only the
-- installed share/lua/5.1 on package.path (as LuaJIT's default path does for /usr/local and /usr).
local lua_dir, expected = arg[1], arg[2]
package.path = lua_dir .. "/?.lua;" .. package.path
local rk = require("refreshkit")
local function fail(message)
  io.stderr:write("consumer-lua: FAIL: " .. message .. "\n")
  os.exit(1)
end
if package.searchpath then
  local found = package.searchpath("refreshkit", package.path)
  if found ~= lua_dir .. "/refreshkit.lua" then fail("refreshkit.lua came from " .. tostring(found)) end
end
if rk.library ~= expected then fail("loaded " .. tostring(rk.library) .. ", not " .. expected) end
local ctx = rk.context()
local now = 0
ctx:set_clock(function() return now end)
local footer = ctx:footer()
local states = {}
footer:connect("state-changed", function(_, state) states[#states + 1] = rk.footer_state_name(state) end)
footer:set_user_data({page = 2})
footer:set_metrics{viewport_width = 375, viewport_height = 600, content_height = 1000, offset_y = 450,
                   dragging = true}
if table.concat(states, ",") ~= "pulling" then fail("states: " .. table.concat(states, ",")) end
if footer:user_data().page ~= 2 then fail("host data") end
ctx:destroy()
print(string.format("consumer-lua: RefreshKit %s ok from %s (states %s)", rk.version_string(), rk.library,
                    table.concat(states, ",")))
