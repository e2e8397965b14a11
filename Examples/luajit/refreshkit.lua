-- refreshkit.lua: a LuaJIT FFI binding of RefreshKit.
--
--   local rk = require("refreshkit")     -- loads $RK_LIBRARY, else the installed library, else
--                                         -- "librefreshkit.so.1" through the dynamic loader
--   local ctx = rk.context()
--   local footer = ctx:footer()             -- or ctx:header() (1.2), the pull-down header, or
--                                         -- ctx:trailer() (1.2), the swipe-left trailer, or
--                                         -- ctx:auto_footer() (1.2), the load-more footer;
--                                         -- ctx:scroll_view() (1.2) drives them attached
--   footer:connect("state-changed", function(footer, state, old) ... end)
--   footer:set_metrics{viewport_width = 375, viewport_height = 600, content_height = 1100, ...}
--   ctx:wait(0.1)                         -- poll the context's fd, then dispatch
--
-- Declarations: ffi.cdef of the whole header, generated from Include/refreshkit.h at build time by
-- gen_cdef.sh (`cc -E -P` with stub system headers, plus the integer #defines as static consts) into
-- refreshkit_cdef.lua, which must be on package.path next to this file or in the build folder.
-- Nothing is copied by hand, so the binding cannot drift from the header. `cmake --install` puts
-- both in share/lua/5.1/ (on LuaJIT's default package.path under /usr/local and /usr); the
-- installed refreshkit_cdef.lua also names the library of that install, which is then loaded.
--
-- Rules this binding follows, because LuaJIT needs them (see README.md):
--  * Lua callbacks run only on the thread that runs Lua: RefreshKit calls handlers, destroy notifies,
--    completions and the clock only on a context's loop thread (the one that created it, here the
--    Lua thread), during a call that thread made: a footer call, or ctx:dispatch(). Events from
--    elsewhere wait in the queue (the context's fd is readable) until Lua dispatches. The one
--    callback RefreshKit may call from another thread, the wakeup, is never installed.
--  * A callback must not be entered from a JIT-compiled FFI call (LuaJIT aborts with "bad callback").
--    A C function that calls back only now and then (rk_context_dispatch with nothing pending, a
--    footer setter that emits only on a change) would not be blacklisted in time, so every function
--    of this module that calls into RefreshKit is excluded from compilation with jit.off. A trace
--    that reaches one of them stops there; the calls themselves run in the interpreter.
--  * Errors in Lua callbacks never unwind through RefreshKit's frames: each callback runs under
--    pcall, the error is parked and raised by the binding call that entered RefreshKit once that
--    call has returned (a handler error during ctx:dispatch() comes out of ctx:dispatch()).
--  * Each connection's handler is an ffi.cast of the Lua function to the signal's exact C type,
--    built from rk_signal_info, and stays anchored until the connection's destroy notify frees it.
--    Destroy notifies, completions, timers and clocks share one permanent callback each (their
--    user_data is a token), so they never need freeing.
--  * __gc finalizers destroy objects and contexts that were dropped without destroy(). They are safe
--    in any order (handles are generation-checked: destroying an object of a destroyed context just
--    gets RK_ERR_INVALID_HANDLE, which a finalizer ignores), inside callbacks (a context whose
--    destroy would be RK_ERR_BUSY is retried after the next dispatch), and they hold no reference to
--    their handle (which would keep it alive forever). Handler errors raised during a finalizer are
--    dropped. Objects keep their context alive; connected handlers do not keep their object alive
--    (the handler gets the object as its first argument instead of capturing it).
local ffi = require("ffi")
local bit = require("bit")
local jit = require("jit")

local M = {}

-- ---- declarations and library ----------------------------------------------------------------

local found, declarations = pcall(require, "refreshkit_cdef")
if not found then
  error("refreshkit: refreshkit_cdef.lua not found on package.path; it is generated from "
        .. "Include/refreshkit.h at build time (cmake --build build --target rk-luajit-cdef, then add "
        .. "build/Examples/luajit/?.lua to LUA_PATH), or by hand: sh Examples/luajit/gen_cdef.sh cc "
        .. "Include/refreshkit.h refreshkit_cdef.lua\n" .. tostring(declarations), 0)
end
-- The build tree's module is the declarations (a string); the installed one is a table that also
-- names the library installed with them (cmake/InstallBindings.cmake).
local installed_library = nil
if type(declarations) == "table" then
  installed_library = declarations.library
  declarations = declarations.declarations
end
ffi.cdef(declarations)
-- poll(2), for ctx:wait(); another module may have declared it already.
pcall(ffi.cdef, [[
struct pollfd { int fd; short events; short revents; };
int poll(struct pollfd *fds, unsigned long nfds, int timeout);
]])

-- The library: $RK_LIBRARY when set (an explicit choice: no fallback), else the one installed with
-- these declarations, else "librefreshkit.so.1" through the dynamic loader's search.
local function load_library()
  local env = os.getenv("RK_LIBRARY")
  if env ~= nil and env ~= "" then return env, ffi.load(env) end
  if installed_library ~= nil then
    local file = io.open(installed_library, "rb")
    if file ~= nil then
      file:close()
      return installed_library, ffi.load(installed_library)
    end
  end
  return "librefreshkit.so.1", ffi.load("librefreshkit.so.1")
end
local C
M.library, C = load_library()
M.C = C

-- Every RK_* constant of the header, without the prefix: rk.OK, rk.ERR_BUSY, rk.FOOTER_IDLE, ...
for name in declarations:gmatch("(RK_[%w_]+)%s*=") do
  M[name:sub(4)] = tonumber(ffi.C[name])
end

local version = C.rk_version()
M.version = {major = bit.rshift(version, 16), minor = bit.band(bit.rshift(version, 8), 0xff),
             patch = bit.band(version, 0xff)}
if M.version.major ~= M.VERSION_MAJOR then
  error(string.format("refreshkit: %s is version %d.%d.%d; these declarations are for %d.x",
                      M.library, M.version.major, M.version.minor, M.version.patch, M.VERSION_MAJOR), 0)
end

local T_POINTER, T_STRING, T_DOUBLE, T_UINT64 = M.TYPE_POINTER, M.TYPE_STRING, M.TYPE_DOUBLE, M.TYPE_UINT64
local BUSY, INVALID_HANDLE = M.ERR_BUSY, M.ERR_INVALID_HANDLE

-- ---- errors ----------------------------------------------------------------------------------

-- A failed call raises an rk.Error: {status = -1, name = "invalid argument", message = "...",
-- func = "rk_footer_set_height"}; tostring gives "<message> [<name>, <status>]".
local Error = {}
Error.__index = Error
Error.__tostring = function(e) return string.format("%s [%s, %d]", e.message, e.name, e.status) end
M.Error = Error
function M.is_error(value) return getmetatable(value) == Error end
local rk_is_error = M.is_error
-- An end_load refused because its load is not the current one (F18, 1.3): the response of a load
-- that is over, which the host drops. err.load_id is the id it named.
function M.is_stale_load(value)
  return getmetatable(value) == Error and value.status == M.ERR_INVALID_STATE and value.load_id ~= nil
end

function M.status_name(status) return ffi.string(C.rk_status_string(status)) end

-- The library's version as text ("1.2.0") and its names for the header's enums ("footer",
-- "will-refresh", ...; "unknown" for a value an enum does not have).
function M.version_string() return ffi.string(C.rk_version_string()) end
function M.kind_name(kind) return ffi.string(C.rk_kind_name(kind)) end
function M.type_name(t) return ffi.string(C.rk_type_name(t)) end
function M.footer_state_name(state) return ffi.string(C.rk_footer_state_name(state)) end
function M.task_state_name(state) return ffi.string(C.rk_task_state_name(state)) end
function M.progress_direction_name(direction) return ffi.string(C.rk_progress_direction_name(direction)) end
function M.activity_state_name(state) return ffi.string(C.rk_activity_state_name(state)) end
function M.content_mode_name(mode) return ffi.string(C.rk_content_mode_name(mode)) end
function M.header_style_name(style) return ffi.string(C.rk_header_style_name(style)) end
function M.pan_state_name(pan) return ffi.string(C.rk_pan_state_name(pan)) end
function M.load_status_name(status) return ffi.string(C.rk_load_status_name(status)) end
function M.load_cancel_reason_name(reason) return ffi.string(C.rk_load_cancel_reason_name(reason)) end
function M.trailer_style_name(style) return ffi.string(C.rk_trailer_style_name(style)) end
function M.auto_footer_style_name(style) return ffi.string(C.rk_auto_footer_style_name(style)) end

local function last_error_message()
  local length = tonumber(C.rk_last_error_message(nil, 0))
  if length == 0 then return "" end
  local buf = ffi.new("char[?]", length + 1)
  C.rk_last_error_message(buf, length + 1)
  return ffi.string(buf)
end

-- The first error a callback raised, waiting for the binding call that entered RefreshKit to return.
local parked = nil
local function park(err)
  if parked == nil then parked = {err} end
end

local function raise(status, func, message)
  error(setmetatable({status = status, name = M.status_name(status), func = func,
                      message = (message ~= nil and message ~= "") and message or (func .. " failed")},
                     Error), 0)
end

-- After every call into RefreshKit: a parked callback error first (it happened first), then the status.
local function check(status, func)
  local message = status ~= 0 and last_error_message() or nil
  if parked ~= nil then
    local err = parked[1]
    parked = nil
    error(err, 0)
  end
  if status ~= 0 then raise(status, func, message) end
end

-- For finalizers: whatever callbacks raise meanwhile is dropped; an earlier parked error stays.
local function quietly(fn, a)
  local outer = parked
  parked = nil
  local status = fn(a)
  parked = outer
  return status
end

-- ---- the object registry: handle -> Lua object (weak, for handlers' arguments) -----------------

local objects = setmetatable({}, {__mode = "v"})
local function key(pointer) return tostring(ffi.cast("uintptr_t", pointer)) end
local function lookup(pointer)
  if pointer == nil then return nil end
  return objects[key(pointer)]
end

local function token_of(user_data) return tonumber(ffi.cast("uintptr_t", user_data)) end
local function as_user_data(token) return ffi.cast("void *", token) end

local function flag(value)
  if value == true then return 1 elseif value == false or value == nil then return 0 end
  return value -- a number is passed on as it is (RefreshKit rejects anything but 0 and 1)
end

-- ---- signals and connections -----------------------------------------------------------------

local c_type = {[M.TYPE_VOID] = "void", [M.TYPE_POINTER] = "void *", [M.TYPE_INT32] = "int32_t",
                [M.TYPE_INT64] = "int64_t", [M.TYPE_UINT64] = "uint64_t", [M.TYPE_DOUBLE] = "double",
                [M.TYPE_STRING] = "const char *"}

local signals = {} -- kind -> name -> description
-- A signal's description, with the exact C function pointer type of its handler:
--   ret (*)(void *object, params..., void *user_data)
local function signal_of(kind, name)
  local by_name = signals[kind]
  if by_name == nil then
    by_name = {}
    signals[kind] = by_name
  end
  local signal = by_name[name]
  if signal ~= nil then return signal end
  if type(name) ~= "string" then raise(M.ERR_INVALID_ARGUMENT, "connect", "connect: the signal name must be a string") end
  local index = ffi.new("uint32_t[1]")
  check(C.rk_signal_lookup(kind, name, index), "rk_signal_lookup")
  local desc = ffi.new("rk_signal_desc")
  desc.struct_size = ffi.sizeof(desc)
  check(C.rk_signal_info(kind, index[0], desc), "rk_signal_info")
  local params, names, c_params = {}, {}, {"void *"}
  for i = 0, desc.param_count - 1 do
    params[i + 1] = tonumber(desc.param_types[i])
    names[i + 1] = ffi.string(desc.param_names[i])
    c_params[#c_params + 1] = c_type[params[i + 1]]
  end
  c_params[#c_params + 1] = "void *"
  local ret = tonumber(desc.return_type)
  local declaration = c_type[ret] .. " (*)(" .. table.concat(c_params, ", ") .. ")"
  signal = {name = name, index = tonumber(index[0]), ret = ret, params = params, param_names = names,
            declaration = declaration, ctype = ffi.typeof(declaration)}
  by_name[name] = signal
  return signal
end
M.signal_of = signal_of

-- The Lua side of a handler: converts the C arguments (strings copied, handles to their Lua
-- objects, load ids to Lua numbers), calls fn(object, params...) under pcall, and returns its number
-- for double signals. Other 64-bit integers stay uint64_t/int64_t cdata, exact.
local function handler_for(signal, fn)
  local count, params, returns_double = #signal.params, signal.params, signal.ret == T_DOUBLE
  local names = signal.param_names
  return function(object, ...)
    local args = {...} -- the params, then user_data
    for i = 1, count do
      local t = params[i]
      if t == T_STRING then
        args[i] = ffi.string(args[i])
      elseif t == T_POINTER then
        args[i] = lookup(args[i]) or args[i]
      elseif t == T_UINT64 and names[i] == "load_id" then
        args[i] = tonumber(args[i]) -- "refreshing-load" (1.3): as begin_load returns it
      end
    end
    local ok, result = pcall(fn, lookup(object), unpack(args, 1, count))
    if not ok then
      park(result)
      result = 0
    end
    if returns_double then return tonumber(result) or 0 end
  end
end

local anchors = {} -- token -> {callback = cdata, fn = Lua function, signal = name}
local anchored = 0
local next_token = 0
local function new_token()
  next_token = next_token + 1
  return next_token
end

-- One permanent destroy notify for every connection: frees that connection's callback.
local destroy_notify = ffi.cast("rk_destroy_notify", function(user_data)
  local token = token_of(user_data)
  local anchor = anchors[token]
  if anchor ~= nil then
    anchors[token] = nil
    anchored = anchored - 1
    anchor.callback:free() -- after the handler's last call: RefreshKit promises it
  end
end)

-- Handler callbacks alive (one per connection until its destroy notify): for tests and leak checks.
function M.live_callbacks() return anchored end

local function connect(context, handle, kind, name, fn)
  if type(fn) ~= "function" and not (getmetatable(fn) or {}).__call then
    raise(M.ERR_INVALID_ARGUMENT, "connect", "connect: the handler must be a function")
  end
  local signal = signal_of(kind, name)
  local callback = ffi.cast(signal.ctype, handler_for(signal, fn))
  local token = new_token()
  anchors[token] = {callback = callback, fn = fn, signal = name}
  anchored = anchored + 1
  local out = ffi.new("rk_connection[1]")
  local status = C.rk_connect(handle, name, ffi.cast("rk_callback", callback), as_user_data(token),
                              destroy_notify, out)
  if status ~= 0 then -- destroy_notify is not called on failure
    anchors[token] = nil
    anchored = anchored - 1
    callback:free()
  elseif parked ~= nil then
    -- The handler ran during the connect (connecting "measure-text" lays the footer out at once)
    -- and failed: the caller never gets the id, so the connection ends as the error leaves.
    C.rk_disconnect(context.handle, out[0])
  end
  check(status, "rk_connect")
  return out[0]
end

-- ---- shared completion and clock callbacks ---------------------------------------------------

local completions = {} -- token -> Lua function(finished)
local function complete(_, finished, user_data)
  local token = token_of(user_data)
  local fn = completions[token]
  completions[token] = nil
  if fn ~= nil then
    local ok, err = pcall(fn, finished ~= 0)
    if not ok then park(err) end
  end
end
-- One permanent callback for every component's completions (rk_component_completion_fn).
local completion_callback = ffi.cast("rk_component_completion_fn", complete)

local clocks = {} -- token -> Lua function() -> seconds
local clock_callback = ffi.cast("rk_clock_fn", function(user_data)
  local fn = clocks[token_of(user_data)]
  if fn == nil then return 0 / 0 end
  local ok, seconds = pcall(fn)
  if ok and type(seconds) == "number" then return seconds end
  park(ok and ("the clock returned " .. type(seconds) .. ", not a number") or seconds)
  return 0 / 0 -- NaN: RefreshKit keeps its previous reading
end)

local works = {} -- token -> Lua function(finished)
local work_callback = ffi.cast("rk_work_fn", function(user_data, finished)
  local token = token_of(user_data)
  local fn = works[token]
  works[token] = nil
  if fn ~= nil then
    local ok, err = pcall(fn, finished ~= 0)
    if not ok then park(err) end
  end
end)

-- ---- objects ---------------------------------------------------------------------------------

local Object = {}
Object.__index = Object

function Object:connect(signal, fn)
  return connect(self.context, self.handle, self.kind, signal, fn)
end

function Object:disconnect(connection)
  check(C.rk_disconnect(self.context.handle, connection), "rk_disconnect")
end

-- Destroys the object now: its connections end (their destroy notifies run) before this returns.
-- Destroying it again, or after its context is gone, does nothing.
function Object:destroy()
  local handle = self.handle
  if handle == nil then return end
  local status = self.destroy_fn(handle)
  ffi.gc(handle, nil)
  objects[key(handle)] = nil
  self.handle = nil
  if status == INVALID_HANDLE then status = 0 end -- its context took it already
  check(status, self.destroy_name)
end

function Object:alive() return self.handle ~= nil end

-- ---- host data (rk_object_set_user_data) -------------------------------------------------------

-- Lua values attached to objects and contexts, by token (the C user_data). Each stays here until
-- RefreshKit's destroy notify for it runs, exactly once: when it is replaced, or when its object
-- or context is destroyed. (A value that refers to its own object keeps that object alive until
-- destroy() or its context's destroy, as anything in a registry does.)
local attached = {} -- token -> {value}
local attached_count = 0
local user_data_notify = ffi.cast("rk_destroy_notify", function(user_data)
  local token = token_of(user_data)
  if attached[token] ~= nil then
    attached[token] = nil
    attached_count = attached_count - 1
  end
end)

-- Attaches any Lua value (nil detaches); see above. Thread: the loop's (Lua's).
function Object:set_user_data(value)
  if value == nil then
    check(C.rk_object_set_user_data(self.handle, nil, nil), "rk_object_set_user_data")
    return
  end
  local token = new_token()
  attached[token] = {value}
  attached_count = attached_count + 1
  local status = C.rk_object_set_user_data(self.handle, as_user_data(token), user_data_notify)
  if status ~= 0 then -- nothing was stored: the notify is never called
    attached[token] = nil
    attached_count = attached_count - 1
  end
  check(status, "rk_object_set_user_data")
end

-- The value last attached, or nil; a pointer C code attached to the handle comes back as cdata.
function Object:user_data()
  local out = ffi.new("void *[1]")
  check(C.rk_object_get_user_data(self.handle, out), "rk_object_get_user_data")
  if out[0] == nil then return nil end
  local box = attached[token_of(out[0])]
  if box ~= nil then return box[1] end
  return out[0]
end

-- Lua values attached now (for tests and leak checks).
function M.attached_values() return attached_count end

function Object:__tostring()
  return string.format("rk.%s(%s)", self.class_name, self.handle ~= nil and key(self.handle) or "destroyed")
end

local function class(name, kind, destroy_name)
  local cls = setmetatable({}, {__index = Object})
  cls.__index = cls
  cls.__tostring = Object.__tostring
  cls.class_name = name
  cls.kind = kind
  cls.destroy_name = destroy_name
  cls.destroy_fn = C[destroy_name]
  -- The finalizer gets the handle as its argument and captures nothing that refers to it.
  local destroy_fn = cls.destroy_fn
  cls.finalizer = function(handle) quietly(destroy_fn, handle) end
  return cls
end

local Context = setmetatable({}, {__index = Object})
Context.__index = Context
Context.__tostring = Object.__tostring
Context.class_name = "Context"
Context.kind = M.KIND_CONTEXT
M.Context = Context

-- The refresh family's verbs live once in Component (below); each kind keeps only its own.
local Component = {}
local Footer = class("Footer", M.KIND_FOOTER, "rk_component_destroy")
local Header = class("Header", M.KIND_HEADER, "rk_component_destroy")
local Trailer = class("Trailer", M.KIND_TRAILER, "rk_component_destroy")
local AutoFooter = class("AutoFooter", M.KIND_AUTO_FOOTER, "rk_component_destroy")
local AutoHeader = class("AutoHeader", M.KIND_AUTO_HEADER, "rk_component_destroy") -- 1.5
local ScrollView = class("ScrollView", M.KIND_SCROLL_VIEW, "rk_scroll_view_destroy")
local Task = class("Task", M.KIND_TASK, "rk_task_destroy")
local Indicator = class("Indicator", M.KIND_INDICATOR, "rk_indicator_destroy")
local Progress = class("Progress", M.KIND_PROGRESS, "rk_progress_destroy") -- B7 (1.3)
M.Footer, M.Header, M.Trailer, M.Task, M.Indicator = Footer, Header, Trailer, Task, Indicator
M.Progress = Progress
M.AutoFooter, M.ScrollView = AutoFooter, ScrollView
M.AutoHeader = AutoHeader

local function wrap(cls, context, handle)
  local object = setmetatable({handle = ffi.gc(handle, cls.finalizer), context = context}, cls)
  objects[key(handle)] = object
  return object
end

local function create(cls, context, create_fn, create_name, ctype)
  local out = ffi.new(ctype .. "[1]")
  check(create_fn(context.handle, out), create_name)
  return wrap(cls, context, out[0])
end

-- ---- context ---------------------------------------------------------------------------------

-- A destroyed context's clock and wall clock are never called again.
local function release_clocks(state)
  if state.clock ~= nil then clocks[state.clock] = nil end
  if state.wall_clock ~= nil then clocks[state.wall_clock] = nil end
  state.clock, state.wall_clock = nil, nil
end

-- Contexts whose finalizer ran inside one of their own callbacks (RK_ERR_BUSY): retried later.
local deferred = {}
local function retry_deferred()
  for i = #deferred, 1, -1 do
    local entry = deferred[i]
    if quietly(C.rk_context_destroy, entry.handle) ~= BUSY then
      table.remove(deferred, i)
      release_clocks(entry.state)
    end
  end
end
function M.deferred_contexts() return #deferred end

local function context_finalizer(state)
  return function(handle)
    if quietly(C.rk_context_destroy, handle) == BUSY then
      -- A copy: ffi.cast to the same type would return this very (finalized) cdata.
      deferred[#deferred + 1] = {handle = ffi.new("rk_context *", handle), state = state}
    else
      release_clocks(state)
    end
  end
end

-- A new context; the calling (Lua) thread becomes its loop thread.
function M.context()
  retry_deferred()
  local out = ffi.new("rk_context *[1]")
  check(C.rk_context_create(out), "rk_context_create")
  local state = {clock = nil, wall_clock = nil} -- what the finalizer needs: never the handle itself
  local context = setmetatable({handle = ffi.gc(out[0], context_finalizer(state)), state = state}, Context)
  context.context = context
  objects[key(out[0])] = context
  return context
end

-- Destroys the context and everything in it (every destroy notify runs before this returns).
-- Inside one of its own callbacks this raises RK_ERR_BUSY and changes nothing.
function Context:destroy()
  local handle = self.handle
  if handle == nil then return end
  local status = C.rk_context_destroy(handle)
  if status ~= BUSY then
    ffi.gc(handle, nil)
    objects[key(handle)] = nil
    self.handle = nil
    release_clocks(self.state)
  end
  check(status, "rk_context_destroy")
end

function Context:footer() return create(Footer, self, C.rk_footer_create, "rk_footer_create", "rk_footer *") end
-- A pull-down header (1.2); style rk.HEADER_STYLE_NORMAL (the default) or rk.HEADER_STYLE_GIF.
function Context:header(style)
  local out = ffi.new("rk_header *[1]")
  local status = C.rk_header_create(self.handle, style or M.HEADER_STYLE_NORMAL, out)
  -- Wrapped before a parked error is raised (a new header reads the wall clock at once): the
  -- object exists, and its finalizer or the context's destroy ends it.
  if status == 0 then wrap(Header, self, out[0]) end
  check(status, "rk_header_create")
  return lookup(out[0])
end
-- A swipe-left trailer (1.2); style rk.TRAILER_STYLE_NORMAL (the default: label and arrow) or
-- rk.TRAILER_STYLE_STATE (the label alone).
function Context:trailer(style)
  local out = ffi.new("rk_trailer *[1]")
  check(C.rk_trailer_create(self.handle, style or M.TRAILER_STYLE_NORMAL, out), "rk_trailer_create")
  return wrap(Trailer, self, out[0])
end
-- A load-more auto footer (1.2); style rk.AUTO_FOOTER_STYLE_NORMAL (the default: label and spinner)
-- or rk.AUTO_FOOTER_STYLE_GIF (label and per-state images).
function Context:auto_footer(style)
  local out = ffi.new("rk_auto_footer *[1]")
  check(C.rk_auto_footer_create(self.handle, style or M.AUTO_FOOTER_STYLE_NORMAL, out), "rk_auto_footer_create")
  return wrap(AutoFooter, self, out[0])
end
-- An auto header (1.5): the auto footer at the top edge, which loads older items; the same styles.
function Context:auto_header(style)
  local out = ffi.new("rk_auto_header *[1]")
  check(C.rk_auto_header_create(self.handle, style or M.AUTO_FOOTER_STYLE_NORMAL, out), "rk_auto_header_create")
  return wrap(AutoHeader, self, out[0])
end
-- The host's scroll view (1.2): attach components to it and give it the scroll updates.
function Context:scroll_view()
  return create(ScrollView, self, C.rk_scroll_view_create, "rk_scroll_view_create", "rk_scroll_view *")
end
function Context:task() return create(Task, self, C.rk_task_create, "rk_task_create", "rk_task *") end
function Context:indicator()
  return create(Indicator, self, C.rk_indicator_create, "rk_indicator_create", "rk_indicator *")
end
-- A progress bar's model bound to tasks' bytes (B7, 1.3).
function Context:progress()
  return create(Progress, self, C.rk_progress_create, "rk_progress_create", "rk_progress *")
end

function Context:fd()
  local out = ffi.new("int[1]")
  check(C.rk_context_fd(self.handle, out), "rk_context_fd")
  return out[0]
end

-- Runs pending work and due timers; raises what a callback run by them raised. Returns how many ran.
function Context:dispatch()
  local ran = ffi.new("uint32_t[1]")
  local status = C.rk_context_dispatch(self.handle, ran)
  retry_deferred()
  check(status, "rk_context_dispatch")
  return tonumber(ran[0])
end

-- Seconds until the next timer: 0 when work is pending, -1 when nothing is scheduled.
function Context:next_timeout()
  local out = ffi.new("double[1]")
  check(C.rk_context_next_timeout(self.handle, out), "rk_context_next_timeout")
  return out[0]
end

function Context:now()
  local out = ffi.new("double[1]")
  check(C.rk_context_now(self.handle, out), "rk_context_now")
  return out[0]
end

-- Is work waiting for dispatch? (The fd is readable.)
function Context:pending()
  local pfd = ffi.new("struct pollfd[1]")
  pfd[0].fd = self:fd()
  pfd[0].events = 1 -- POLLIN
  return ffi.C.poll(pfd, 1, 0) > 0
end

-- Waits until work is pending or a timer is due (at most max_seconds; nil waits as long as needed),
-- then dispatches. Returns what dispatch returns.
function Context:wait(max_seconds)
  local timeout = self:next_timeout()
  if timeout < 0 or (max_seconds ~= nil and timeout > max_seconds) then timeout = max_seconds or -1 end
  local pfd = ffi.new("struct pollfd[1]")
  pfd[0].fd = self:fd()
  pfd[0].events = 1 -- POLLIN
  ffi.C.poll(pfd, 1, timeout < 0 and -1 or math.ceil(timeout * 1000))
  return self:dispatch()
end

-- A host clock: fn() returns monotonic seconds; nil restores CLOCK_MONOTONIC. It must not call
-- RefreshKit. (Installing or replacing a clock reads the clocks involved.)
local function install_clock(context, fn, c_name, slot)
  local token = nil
  if fn ~= nil then
    token = new_token()
    clocks[token] = fn
  end
  local status = C[c_name](context.handle, fn ~= nil and clock_callback or nil,
                           token ~= nil and as_user_data(token) or nil)
  if status == 0 then
    if context.state[slot] ~= nil then clocks[context.state[slot]] = nil end -- never called again
    context.state[slot] = token
  elseif token ~= nil then
    clocks[token] = nil
  end
  check(status, c_name)
end

function Context:set_clock(fn) install_clock(self, fn, "rk_context_set_clock", "clock") end

-- The wall clock the headers stamp and compare with (1.2, F11/F12): fn() returns seconds since
-- 1970 UTC; nil restores the system's real-time clock. A reading that is not a finite time within
-- years 1 to 9999 is ignored (nothing stamped, no "Today"). It must not call RefreshKit.
function Context:set_wall_clock(fn) install_clock(self, fn, "rk_context_set_wall_clock", "wall_clock") end

-- The last-updated store (1.2, F12): key -> seconds since 1970 UTC, which the headers stamp when a
-- refresh ends and show as their time text. The host persists it: last_updated_entries() to save,
-- set_last_updated(key, time) to restore.
function Context:set_last_updated(key, time)
  check(C.rk_context_set_last_updated(self.handle, key, time), "rk_context_set_last_updated")
end

-- The time stored under key, or nil.
function Context:last_updated(key)
  local out = ffi.new("double[1]")
  local status = C.rk_context_get_last_updated(self.handle, key, out)
  if status == M.ERR_NOT_FOUND and parked == nil then return nil end
  check(status, "rk_context_get_last_updated")
  return out[0]
end

-- Removes key's time; false when there was none.
function Context:remove_last_updated(key)
  local status = C.rk_context_remove_last_updated(self.handle, key)
  if status == M.ERR_NOT_FOUND and parked == nil then return false end
  check(status, "rk_context_remove_last_updated")
  return true
end

-- The whole store in key order: a list of {key = "...", time = seconds}.
function Context:last_updated_entries()
  local entries, count = {}, ffi.new("uint32_t[1]")
  local length, time = ffi.new("size_t[1]"), ffi.new("double[1]")
  local cap = M.LAST_UPDATED_KEY_MAX + 1
  local buf = ffi.new("char[?]", cap)
  local index = 0
  while true do
    local status = C.rk_context_last_updated_entry(self.handle, index, buf, cap, length, time, count)
    if status == M.ERR_NOT_FOUND and parked == nil then return entries end
    check(status, "rk_context_last_updated_entry")
    local n = tonumber(length[0])
    if n >= cap then -- never for a key the library accepted; read it whole anyway
      cap = n + 1
      buf = ffi.new("char[?]", cap)
    else
      entries[#entries + 1] = {key = ffi.string(buf, n), time = time[0]}
      index = index + 1
      if index >= count[0] then return entries end
    end
  end
end

-- A fake clock starting at `start` seconds: clock.now, clock:advance(seconds) lets that much time
-- pass, dispatching each timer when it is due.
function Context:fake_clock(start)
  local context = self
  local clock = {now = start or 0}
  function clock:advance(seconds)
    local finish = self.now + seconds
    while true do
      local timeout = context:next_timeout()
      if timeout < 0 or self.now + timeout > finish then break end
      self.now = self.now + timeout
      context:dispatch()
    end
    self.now = finish
  end
  self:set_clock(function() return clock.now end)
  return clock
end

-- A one-shot timer: fn(finished) runs at the first dispatch at or after now + seconds (finished =
-- true), or with false when canceled or when the context is destroyed first. Returns its id.
function Context:timer(seconds, fn)
  local token = new_token()
  works[token] = fn
  local out = ffi.new("rk_timer[1]")
  local status = C.rk_timer_start(self.handle, seconds, work_callback, as_user_data(token), out)
  if status ~= 0 then works[token] = nil end
  check(status, "rk_timer_start")
  return out[0]
end

function Context:cancel_timer(timer)
  check(C.rk_timer_cancel(self.handle, timer), "rk_timer_cancel")
end

-- F20 (1.3): the platform's reduced-motion setting for every component of the context (default off):
-- while on, every inset, offset, alpha, arrow and spinner request has duration 0 and GIFs stay on
-- their state's first frame. Loop thread.
function Context:set_reduced_motion(enabled)
  check(C.rk_context_set_reduced_motion(self.handle, flag(enabled)), "rk_context_set_reduced_motion")
end
function Context:reduced_motion()
  local out = ffi.new("int32_t[1]")
  check(C.rk_context_get_reduced_motion(self.handle, out), "rk_context_get_reduced_motion")
  return out[0] ~= 0
end

-- 1.4: the time zone (seconds east of UTC, within +-18 hours; default 0) of every header of the
-- context that was not given its own (Header:set_utc_offset); they recompute their text now.
function Context:set_utc_offset(seconds)
  check(C.rk_context_set_utc_offset(self.handle, seconds), "rk_context_set_utc_offset")
end
function Context:utc_offset()
  local out = ffi.new("int32_t[1]")
  check(C.rk_context_get_utc_offset(self.handle, out), "rk_context_get_utc_offset")
  return out[0]
end

function Context:set_activity_monitor_enabled(enabled)
  check(C.rk_activity_monitor_set_enabled(self.handle, flag(enabled)), "rk_activity_monitor_set_enabled")
end

function Context:set_activity_monitor_delays(activation, completion)
  check(C.rk_activity_monitor_set_delays(self.handle, activation, completion), "rk_activity_monitor_set_delays")
end

function Context:activity_monitor()
  local info = ffi.new("rk_activity_monitor_info")
  info.struct_size = ffi.sizeof(info)
  check(C.rk_activity_monitor_get_info(self.handle, info), "rk_activity_monitor_get_info")
  return {enabled = info.enabled ~= 0, state = info.state, visible = info.visible ~= 0,
          active_tasks = tonumber(info.active_tasks), activation_delay = info.activation_delay,
          completion_delay = info.completion_delay}
end

-- ---- footer, header and trailer -------------------------------------------------------------

-- The numeric fields of rk_scroll_metrics (content_width, inset_right and offset_x appended in 1.2);
-- besides them dragging (a boolean), pan (rk.PAN_*, 1.2), F19's item_count and last_visible_item
-- (integers, 1.3) and first_visible_item (an integer, 1.5; the auto header counts the rows above it).
local metrics_fields = {"viewport_width", "viewport_height", "content_height", "inset_top", "inset_bottom",
                        "inset_left", "offset_y", "content_width", "inset_right", "offset_x"}
local metrics_known = {dragging = true, pan = true, item_count = true, last_visible_item = true,
                       first_visible_item = true}
for _, field in ipairs(metrics_fields) do metrics_known[field] = true end

-- An int64_t argument: a Lua number that is an exact integer, or 64-bit integer cdata. LuaJIT would
-- truncate 1.5 to 1 (and a NaN to anything) silently: refused here instead.
local MAX_EXACT = 2 ^ 53
local function int64_arg(c_name, what, value)
  if type(value) == "number" then
    if value == math.floor(value) and value >= -MAX_EXACT and value <= MAX_EXACT then return value end
  elseif ffi.istype("int64_t", value) then
    return value
  elseif ffi.istype("uint64_t", value) and value < 2ULL ^ 63 then
    return ffi.cast("int64_t", value)
  end
  raise(M.ERR_INVALID_ARGUMENT, c_name, c_name .. ": " .. what .. " must be an integer, not " .. tostring(value))
end

-- The whole rk_scroll_metrics (1.5 size) of a table of fields; missing fields are 0, except
-- last_visible_item and first_visible_item, which are -1 (none) when missing.
local function metrics_of(m)
  if type(m) ~= "table" then raise(M.ERR_INVALID_ARGUMENT, "set_metrics", "set_metrics: expected a table") end
  for field in pairs(m) do
    if not metrics_known[field] then
      raise(M.ERR_INVALID_ARGUMENT, "set_metrics", "set_metrics: unknown field '" .. tostring(field) .. "'")
    end
  end
  local metrics = ffi.new("rk_scroll_metrics")
  metrics.struct_size = ffi.sizeof(metrics)
  metrics.dragging = flag(m.dragging)
  metrics.pan = m.pan or M.PAN_NONE
  for _, field in ipairs(metrics_fields) do metrics[field] = m[field] or 0 end
  metrics.item_count = int64_arg("set_metrics", "item_count", m.item_count or 0)
  metrics.last_visible_item = int64_arg("set_metrics", "last_visible_item", m.last_visible_item or -1)
  metrics.first_visible_item = int64_arg("set_metrics", "first_visible_item", m.first_visible_item or -1)
  return metrics
end

local function setter(c_name, convert)
  local fn = C[c_name]
  if convert then
    return function(self, value) check(fn(self.handle, convert(value)), c_name) end
  end
  return function(self, ...) check(fn(self.handle, ...), c_name) end
end

-- Commands with a one-shot completion(finished) (optional), called exactly once, later or during the call.
-- with_message: the C function takes a message (const char *, NULL allowed) before the completion,
-- and the command is (self, message, completion) (end_refreshing_with_failure, 1.3). The message must
-- be nil or a string without NUL bytes (C would read only up to the first), else rk.Error.
local function check_message(c_name, message)
  if message == nil then return end
  if type(message) ~= "string" then
    raise(M.ERR_INVALID_ARGUMENT, c_name, c_name .. ": the message must be a string or nil, not a " .. type(message))
  elseif message:find("\0", 1, true) then
    raise(M.ERR_INVALID_ARGUMENT, c_name, c_name .. ": the message contains a NUL byte")
  end
end

-- run(callback or nil, user_data or nil) with completion registered for that one call: the status,
-- the completion forgotten again when the call fails (RefreshKit never calls it then).
local function with_completion(completion, callback, run)
  if completion == nil then return run(nil, nil) end
  local token = new_token()
  completions[token] = completion
  local status = run(callback, as_user_data(token))
  if status ~= 0 then completions[token] = nil end
  return status
end

local function command(c_name, callback, with_message)
  local fn = C[c_name]
  local function call(self, message, completion)
    if with_message then check_message(c_name, message) end
    local handle = self.handle
    check(with_completion(completion, callback, function(cb, user_data)
      if with_message then return fn(handle, message, cb, user_data) end
      return fn(handle, cb, user_data)
    end), c_name)
  end
  if with_message then return call end
  return function(self, completion) return call(self, nil, completion) end
end

-- ---- load ids (F18, 1.3) ----
-- A load id reaches Lua as a number (begin_load, load_id, the "refreshing-load" handler): ids start
-- at 1 and grow by one a load, so they stay far below 2^53, where numbers are exact, and work as
-- table keys. end_load takes a number or a 64-bit integer cdata.

local function load_id_arg(c_name, id)
  if type(id) == "number" then
    if id == math.floor(id) and id >= 0 and id <= MAX_EXACT then return id end
  elseif ffi.istype("uint64_t", id) then
    return id
  elseif ffi.istype("int64_t", id) and id >= 0 then
    return ffi.cast("uint64_t", id)
  end
  -- LuaJIT would truncate 1.5 to load 1 and wrap -1 to 2^64 - 1: refused here instead.
  raise(M.ERR_INVALID_ARGUMENT, c_name, c_name .. ": the load id must be a non-negative integer, not "
        .. tostring(id))
end

-- begin_load(completion) -> id: begin_refreshing that names the load it starts.
local function begin_load(c_name, callback)
  local fn = C[c_name]
  return function(self, completion)
    local out = ffi.new("rk_load_id[1]")
    local handle = self.handle
    check(with_completion(completion, callback, function(cb, user_data)
      return fn(handle, cb, user_data, out)
    end), c_name)
    return tonumber(out[0])
  end
end

-- end_load(id, outcome, message, completion): outcome nil is rk.LOAD_DONE. A load that is not
-- current raises rk.Error ERR_INVALID_STATE whose load_id field is the id named (rk.is_stale_load).
local function end_load(c_name, callback)
  local fn = C[c_name]
  return function(self, id, outcome, message, completion)
    local c_id = load_id_arg(c_name, id)
    if outcome == nil then outcome = M.LOAD_DONE end
    if type(outcome) ~= "number" or outcome ~= math.floor(outcome) or outcome < -2 ^ 31 or outcome >= 2 ^ 31 then
      raise(M.ERR_INVALID_ARGUMENT, c_name, c_name .. ": the outcome must be an integer (rk.LOAD_DONE, "
            .. "rk.LOAD_NO_MORE_DATA, rk.LOAD_FAILED), not " .. tostring(outcome))
    end
    check_message(c_name, message)
    local handle = self.handle
    local status = with_completion(completion, callback, function(cb, user_data)
      return fn(handle, c_id, outcome, message, cb, user_data)
    end)
    local ok, err = pcall(check, status, c_name)
    if ok then return end
    if rk_is_error(err) and err.status == M.ERR_INVALID_STATE then err.load_id = tonumber(c_id) end
    error(err, 0)
  end
end

local function getter(c_name, ctype)
  local fn = C[c_name]
  return function(self)
    local out = ffi.new(ctype .. "[1]")
    check(fn(self.handle, out), c_name)
    return out[0]
  end
end

-- Reads a string through a (buf, cap, out_length) function.
local function read_string(c_name, call)
  local length = ffi.new("size_t[1]")
  check(call(nil, 0, length), c_name)
  local n = tonumber(length[0])
  local buf = ffi.new("char[?]", n + 1)
  check(call(buf, n + 1, nil), c_name)
  return ffi.string(buf, n)
end

-- A string getter of the form fn(object, buf, cap, out_length).
local function string_getter(c_name)
  local fn = C[c_name]
  return function(self)
    return read_string(c_name, function(b, c, l) return fn(self.handle, b, c, l) end)
  end
end

local function rect(r) return {x = r.x, y = r.y, width = r.width, height = r.height} end

-- The handle of an optional task argument: nil for nil, an error for a destroyed task (a NULL
-- handle would silently mean "unbind").
local function task_handle(task, func)
  if task == nil then return nil end
  if task.handle == nil then raise(INVALID_HANDLE, func, func .. ": the task was destroyed") end
  return task.handle
end

-- rk_follow_task (B8, 1.3) for every kind that can follow a task. flags: nil or false (0, the kind's own
-- bind), true (rk.FOLLOW_FAILURE) or a number of flag bits; a number that is not an integer of
-- uint32_t is refused here (LuaJIT would truncate or wrap it into other bits), unknown bits by
-- RefreshKit: rk.Error ERR_INVALID_ARGUMENT either way, nothing bound.
local function follow_task(self, task, flags)
  local name = "rk_follow_task"
  if flags == nil or flags == false then
    flags = 0
  elseif flags == true then
    flags = M.FOLLOW_FAILURE
  elseif type(flags) ~= "number" or flags ~= math.floor(flags) or flags < 0 or flags > 0xffffffff then
    raise(M.ERR_INVALID_ARGUMENT, name, name .. ": flags must be nil, a boolean or an integer of "
          .. "uint32_t, not " .. tostring(flags))
  end
  check(C.rk_follow_task(self.handle, task_handle(task, name), flags), name)
end

local function activate(self) check(C.rk_activate(self.handle), "rk_activate") end

-- What the footer, the header, the trailer and the auto footer share, written once over the
-- rk_component_* functions (1.4), which take any of the four. Each kind gets a copy of every verb
-- but those it lacks (see the end of this section), which stay nil on it as before.
local function c(name) return "rk_component_" .. name end

-- One scroll update: {viewport_width, viewport_height, content_height, inset_top, inset_bottom,
-- inset_left, offset_y, dragging (boolean), content_width, inset_right, offset_x, pan}; missing
-- fields are 0.
function Component:set_metrics(m) check(C.rk_component_set_metrics(self.handle, metrics_of(m)), c("set_metrics")) end

for _, verb in ipairs({"set_visible", "set_hidden", "set_interaction_enabled", "set_label_hidden",
                       "set_automatically_change_alpha"}) do
  Component[verb] = setter(c(verb), flag)
end
for _, verb in ipairs({"set_animation_durations", "set_language", "set_title", "set_height",
                       "set_label_left_inset", "set_data_count", "set_ignored_bottom_inset",
                       "set_text_width"}) do
  Component[verb] = setter(c(verb))
end
for _, verb in ipairs({"begin_refreshing", "end_refreshing", "retry", "end_refreshing_with_no_more_data",
                       "reset_no_more_data"}) do
  Component[verb] = command(c(verb), completion_callback)
end
-- F17 (1.3): (message or nil, completion) to FOOTER_FAILED; retry(completion) begins again from it.
Component.end_refreshing_with_failure = command(c("end_refreshing_with_failure"), completion_callback, true)
-- F18 (1.3): begin_load(completion) -> id; end_load(id, outcome, message, completion) ends only the
-- current load; load_id() reads it (0: none). "refreshing-load" handlers get the id as a number.
Component.begin_load = begin_load(c("begin_load"), completion_callback)
Component.end_load = end_load(c("end_load"), completion_callback)
-- 1.5: restart_load(completion) -> id: a new load replaces the one under way ("load-cancelled" with
-- rk.LOAD_CANCEL_SUPERSEDED for the old id); cancel_load(id): to Idle, told as "load-cancelled"
-- (rk.LOAD_CANCEL_HOST). A load that is not current raises rk.Error ERR_INVALID_STATE.
Component.restart_load = begin_load(c("restart_load"), completion_callback)
local cancel_load = C.rk_component_cancel_load
function Component:cancel_load(id)
  local c_id = load_id_arg("rk_component_cancel_load", id)
  local ok, err = pcall(check, cancel_load(self.handle, c_id), "rk_component_cancel_load")
  if ok then return end
  if rk_is_error(err) and err.status == M.ERR_INVALID_STATE then err.load_id = tonumber(c_id) end
  error(err, 0)
end
local get_load_id = getter(c("get_load_id"), "rk_load_id")
function Component:load_id() return tonumber(get_load_id(self)) end

Component.state = getter(c("get_state"), "rk_footer_state")
Component.percent = getter(c("get_pulling_percent"), "double")
Component.alpha = getter(c("get_alpha"), "double")
Component.label = string_getter(c("get_label"))
Component.language = string_getter(c("get_language"))
function Component:title(state)
  return read_string(c("get_title"), function(b, n, l) return C.rk_component_get_title(self.handle, state, b, n, l) end)
end

-- Refreshes while the task runs (B4); nil unbinds.
function Component:refresh_with(task)
  local name = c("set_refreshing_with_state_of_task")
  check(C.rk_component_set_refreshing_with_state_of_task(self.handle, task_handle(task, name)), name)
end
-- rk_follow_task (1.3): as refresh_with, and with true (rk.FOLLOW_FAILURE) a completion with an
-- error code ends the load in FOOTER_FAILED, the label showing the completion's message.
Component.follow_task = follow_task
-- F20 (1.3): the accessibility action, what a tap or a pull would do (rk_activate): a load from
-- Idle, a retry from Failed, nothing in another state, hidden or with interaction disabled.
-- From another thread it is queued. The "announcement" handler gets (object, text, priority),
-- the priority one of rk.ANNOUNCEMENT_LOW, _MEDIUM and _HIGH (0, 1, 2), the text a Lua string.
Component.activate = activate

-- images: a list of {id = n, width = w, height = h} (or {n, w, h}); duration: nil (0.1 s a frame),
-- one number for the loop, or a list of per-frame durations. Footer, header, auto footer.
function Component:set_images(state, images, duration)
  local count = #images
  local array = ffi.new("rk_image[?]", math.max(count, 1))
  for i, image in ipairs(images) do
    array[i - 1].id = image.id or image[1]
    array[i - 1].width = image.width or image[2]
    array[i - 1].height = image.height or image[3]
  end
  local pointer = count > 0 and array or nil
  if duration == nil then
    check(C.rk_component_set_images(self.handle, state, pointer, count), c("set_images"))
  elseif type(duration) == "table" then
    local durations = ffi.new("double[?]", math.max(#duration, 1), duration)
    if #duration ~= count then
      raise(M.ERR_INVALID_ARGUMENT, "set_images", "set_images: one duration per image expected")
    end
    check(C.rk_component_set_images_with_frame_durations(self.handle, state, pointer, durations, count),
          c("set_images_with_frame_durations"))
  else
    check(C.rk_component_set_images_with_duration(self.handle, state, pointer, count, duration),
          c("set_images_with_duration"))
  end
end

function Component:gif()
  local out = ffi.new("rk_footer_gif")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_component_get_gif(self.handle, out), c("get_gif"))
  return {visible = out.visible ~= 0, animating = out.animating ~= 0, has_frame = out.has_frame ~= 0,
          index = out.index, image_id = out.image_id}
end

-- The frame a render loop shows at time t of the context's clock: image_id, index; nil before any.
function Component:frame_at(t)
  local image_id, index = ffi.new("uint64_t[1]"), ffi.new("int32_t[1]")
  local status = C.rk_component_frame_at(self.handle, t, image_id, index)
  if status == M.ERR_NOT_FOUND and parked == nil then return nil end
  check(status, c("frame_at"))
  return image_id[0], index[0]
end

-- Each kind takes the shared verbs but those it lacks (RefreshKit would refuse them with
-- ERR_INVALID_STATE): copied into the kind's own table, so a method call stays one table lookup.
local function inherit(cls, lacks)
  local lacking = {}
  for _, verb in ipairs(lacks) do lacking[verb] = true end
  for verb, fn in pairs(Component) do
    if not lacking[verb] then cls[verb] = fn end
  end
end
inherit(Footer, {})
inherit(Header, {"set_data_count", "set_ignored_bottom_inset", "set_text_width",
                 "end_refreshing_with_no_more_data", "reset_no_more_data"})
inherit(Trailer, {"set_height", "set_ignored_bottom_inset", "set_text_width", "set_label_left_inset",
                  "end_refreshing_with_no_more_data", "reset_no_more_data", "set_images", "gif", "frame_at"})
inherit(AutoFooter, {"set_data_count", "set_label_hidden"})
inherit(AutoHeader, {"set_data_count", "set_label_hidden", "set_ignored_bottom_inset"})

-- The footer: MJRefresh's back GIF footer.
Footer.set_animation_disabled = setter("rk_footer_set_animation_disabled")

function Footer:layout()
  local out = ffi.new("rk_footer_layout")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_footer_get_layout(self.handle, out), "rk_footer_get_layout")
  return {content_mode = out.content_mode, footer = rect(out.footer), gif = rect(out.gif)}
end

function Footer:geometry()
  local out = ffi.new("rk_footer_geometry")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_footer_get_geometry(self.handle, out), "rk_footer_get_geometry")
  return {height = out.height, happen_offset = out.happen_offset, trigger_offset = out.trigger_offset,
          bottom_inset = out.bottom_inset, offset_y = out.offset_y, bottom_delta = out.bottom_delta}
end

-- The header (1.2): MJRefresh's pull-down header, normal (arrow and spinner signals) or GIF. No
-- NoMoreData. The host applies "inset-requested" (the top inset) to its next update (F8).
Header.set_ignored_top_inset = setter("rk_header_set_ignored_top_inset")
Header.set_time_label_hidden = setter("rk_header_set_time_label_hidden", flag)
Header.set_text_widths = setter("rk_header_set_text_widths")    -- (state_width, time_width)
Header.set_visual_sizes = setter("rk_header_set_visual_sizes")  -- (arrow w, h, spinner w, h)
Header.set_last_updated_key = setter("rk_header_set_last_updated_key")
Header.set_last_updated_text = setter("rk_header_set_last_updated_text") -- nil: the formatted time
Header.set_utc_offset = setter("rk_header_set_utc_offset")      -- seconds east of UTC (F11); else the context's

-- The header's last-updated formatter (1.4): fn(info) makes the time label's text, at once and at
-- every recompute (a state change, the key, the language, a time zone, the label shown again, a new
-- stored time seen by an update). info = {time = seconds since 1970 UTC or nil when nothing is
-- stored, now = the wall clock or nil, utc_offset = the zone the built-in text uses}. It returns the
-- text (a string, passed as it is: RefreshKit refuses invalid UTF-8 and says so with
-- "time-text-refused"), or nil for the built-in text; an error shows the built-in text and is raised
-- by the call that recomputed. nil instead of fn: the built-in text again. A text longer than the
-- library's first buffer is kept for its second call, so fn runs once per recompute. Loop thread.
local formatters = {} -- token -> {fn = function(info), pending = string or nil}
local formatter_count = 0
local BUILT_IN = ffi.cast("size_t", -1)
local formatter_notify = ffi.cast("rk_destroy_notify", function(user_data)
  local token = token_of(user_data)
  if formatters[token] ~= nil then
    formatters[token] = nil
    formatter_count = formatter_count - 1
  end
end)
local formatter_callback = ffi.cast("rk_last_updated_formatter", function(_, info, buf, cap, user_data)
  local entry = formatters[token_of(user_data)]
  if entry == nil then return BUILT_IN end
  local text = entry.pending
  entry.pending = nil
  cap = tonumber(cap)
  if text == nil or #text + 1 ~= cap then
    local ok, result = pcall(entry.fn, {time = info.has_time ~= 0 and info.time or nil,
                                        now = info.has_now ~= 0 and info.now or nil,
                                        utc_offset = info.utc_offset})
    if not ok then
      park(result)
      return BUILT_IN
    end
    if result == nil then return BUILT_IN end
    text = tostring(result)
  end
  if #text >= cap then
    entry.pending = text
  else
    ffi.copy(buf, text, #text)
    buf[#text] = 0
  end
  return #text
end)

function Header:set_last_updated_formatter(fn)
  local name = "rk_header_set_last_updated_formatter"
  if fn == nil then
    check(C.rk_header_set_last_updated_formatter(self.handle, nil, nil, nil), name)
    return
  end
  if type(fn) ~= "function" and not (getmetatable(fn) or {}).__call then
    raise(M.ERR_INVALID_ARGUMENT, name, name .. ": the formatter must be a function")
  end
  local token = new_token()
  formatters[token] = {fn = fn}
  formatter_count = formatter_count + 1
  local status = C.rk_header_set_last_updated_formatter(self.handle, formatter_callback, as_user_data(token),
                                                        formatter_notify)
  if status ~= 0 then -- nothing was set: the notify is never called
    formatters[token] = nil
    formatter_count = formatter_count - 1
  end
  check(status, name)
end

-- Formatters kept now (for tests and leak checks).
function M.live_formatters() return formatter_count end
Header.last_updated_key = string_getter("rk_header_get_last_updated_key")
Header.time_label = string_getter("rk_header_get_time_label")

function Header:layout()
  local out = ffi.new("rk_header_layout")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_header_get_layout(self.handle, out), "rk_header_get_layout")
  return {style = out.style, header = rect(out.header), state_label = rect(out.state_label),
          time_label = rect(out.time_label), arrow = rect(out.arrow), spinner = rect(out.spinner),
          gif = rect(out.gif), content_mode = out.content_mode}
end

function Header:geometry()
  local out = ffi.new("rk_header_geometry")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_header_get_geometry(self.handle, out), "rk_header_get_geometry")
  return {height = out.height, base_top = out.base_top, happen_offset = out.happen_offset,
          trigger_offset = out.trigger_offset, top_contribution = out.top_contribution,
          ignored_top_inset = out.ignored_top_inset}
end

-- The trailer (1.2): MJRefresh's trailer, the back footer on its side (reads content_width,
-- offset_x, inset_left and inset_right). No GIF frames, no height, no NoMoreData. The host applies
-- "inset-requested" (the right inset) and "offset-requested" (offset_x) to its next update (F8).
Trailer.set_ignored_right_inset = setter("rk_trailer_set_ignored_right_inset")
Trailer.set_arrow_size = setter("rk_trailer_set_arrow_size")  -- (width, height), normal style
Trailer.arrow_angle = getter("rk_trailer_get_arrow_angle", "double") -- 0 left, pi right

function Trailer:layout()
  local out = ffi.new("rk_trailer_layout")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_trailer_get_layout(self.handle, out), "rk_trailer_get_layout")
  return {has_arrow = out.has_arrow ~= 0, trailer = rect(out.trailer), label = rect(out.label),
          arrow = rect(out.arrow)}
end

function Trailer:geometry()
  local out = ffi.new("rk_trailer_geometry")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_trailer_get_geometry(self.handle, out), "rk_trailer_get_geometry")
  return {width = out.width, snapshot_left = out.snapshot_left, snapshot_right = out.snapshot_right,
          happen_offset = out.happen_offset, trigger_offset = out.trigger_offset,
          right_contribution = out.right_contribution, ignored_right_inset = out.ignored_right_inset}
end

-- What the auto footer and the auto header (1.5) share, each through its own rk_<prefix>_* functions:
-- the trigger percent r (negative too), the offset rule, the trigger budget n (-1 unlimited, F9), F19's
-- prefetch by item count, refreshingTitleHidden, the spinner's size, taps.
local function auto_loader(cls, prefix)
  cls.set_trigger_percent = setter(prefix .. "_set_trigger_percent")
  cls.set_automatically_refresh = setter(prefix .. "_set_automatically_refresh", flag)
  cls.set_auto_trigger_times = setter(prefix .. "_set_auto_trigger_times")
  -- F19: with n > 0 a load begins from Idle when fewer than n rows lie beyond the visible ones on the
  -- kind's edge (the auto footer reads last_visible_item, the auto header first_visible_item);
  -- edge-triggered (once per arrival, again on a count change while it holds or after a new pan).
  -- 0 (the default) is off; setting it re-arms the rule. Queued off the loop thread.
  local set_name = prefix .. "_set_prefetch_items"
  local set_prefetch_items = C[set_name]
  function cls:set_prefetch_items(n)
    check(set_prefetch_items(self.handle, int64_arg(set_name, "the item count", n)), set_name)
  end
  local get_prefetch_items = getter(prefix .. "_get_prefetch_items", "int64_t")
  function cls:prefetch_items() return tonumber(get_prefetch_items(self)) end
  cls.set_refreshing_title_hidden = setter(prefix .. "_set_refreshing_title_hidden", flag)
  cls.set_fills_viewport = setter(prefix .. "_set_fills_viewport", flag)
  cls.set_spinner_size = setter(prefix .. "_set_spinner_size")          -- (width, height)
  cls.tap = setter(prefix .. "_tap")
  local spinner_animating = getter(prefix .. "_is_spinner_animating", "int32_t")
  function cls:spinner_animating() return spinner_animating(self) ~= 0 end
end

-- The auto footer (1.2): MJRefresh's auto footer, which loads when the end of the content comes
-- into view (the offset rule, the pan-end rule, a tap). Alone, its first set_metrics attaches it;
-- on a scroll view, the scroll view's set_metrics drives it and its own raises RK_ERR_INVALID_STATE.
auto_loader(AutoFooter, "rk_auto_footer")
AutoFooter.set_paging_enabled = setter("rk_auto_footer_set_paging_enabled", flag)

function AutoFooter:layout()
  local out = ffi.new("rk_auto_footer_layout")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_auto_footer_get_layout(self.handle, out), "rk_auto_footer_get_layout")
  return {style = out.style, footer = rect(out.footer), label = rect(out.label), spinner = rect(out.spinner),
          gif = rect(out.gif), content_mode = out.content_mode}
end

function AutoFooter:geometry()
  local out = ffi.new("rk_auto_footer_geometry")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_auto_footer_get_geometry(self.handle, out), "rk_auto_footer_get_geometry")
  return {tall = out.tall ~= 0, height = out.height, base_bottom = out.base_bottom,
          bottom_contribution = out.bottom_contribution, trigger_percent = out.trigger_percent,
          trigger_offset = out.trigger_offset, pan_end_offset = out.pan_end_offset,
          top_rest_offset = out.top_rest_offset, ignored_bottom_inset = out.ignored_bottom_inset,
          previous_offset = out.previous_offset, attached = out.attached ~= 0,
          automatically_refresh = out.automatically_refresh ~= 0, paging_enabled = out.paging_enabled ~= 0,
          auto_trigger_times = out.auto_trigger_times, remaining_trigger_times = out.remaining_trigger_times}
end

-- The auto header (1.5, docs/behaviour/auto-header.md): the auto footer at the top edge, for lists
-- that load both ways; it loads older items when the start of the content comes into view. On a
-- scroll view it takes its own slot beside a header, and its load is the load states' prepend; when
-- the older rows arrive, end the load and tell the scroll view with content_inserted(SCROLL_EDGE_TOP, h, n).
auto_loader(AutoHeader, "rk_auto_header")

function AutoHeader:layout()
  local out = ffi.new("rk_auto_header_layout")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_auto_header_get_layout(self.handle, out), "rk_auto_header_get_layout")
  return {style = out.style, header = rect(out.header), label = rect(out.label), spinner = rect(out.spinner),
          gif = rect(out.gif), content_mode = out.content_mode}
end

function AutoHeader:geometry()
  local out = ffi.new("rk_auto_header_geometry")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_auto_header_get_geometry(self.handle, out), "rk_auto_header_get_geometry")
  return {tall = out.tall ~= 0, height = out.height, base_top = out.base_top,
          top_contribution = out.top_contribution, trigger_percent = out.trigger_percent,
          trigger_offset = out.trigger_offset, pan_end_offset = out.pan_end_offset,
          bottom_rest_offset = out.bottom_rest_offset, previous_offset = out.previous_offset,
          attached = out.attached ~= 0, automatically_refresh = out.automatically_refresh ~= 0,
          auto_trigger_times = out.auto_trigger_times, remaining_trigger_times = out.remaining_trigger_times}
end

-- The scroll view (1.2): one set_metrics per scroll event drives every attached component (the
-- header, then the footer or auto footer, then the trailer). Its "inset-requested" and
-- "offset-requested" (component, edge or axis, value, duration) tell every component's request;
-- the component arrives as its Lua object.
local component_classes = {[Footer] = true, [Header] = true, [Trailer] = true, [AutoFooter] = true,
                           [AutoHeader] = true}
local function component_handle(value, func)
  if type(value) ~= "table" or not component_classes[getmetatable(value)] then
    raise(M.ERR_INVALID_ARGUMENT, func, func .. ": a footer, header, auto footer, auto header or trailer is expected")
  end
  if value.handle == nil then raise(INVALID_HANDLE, func, func .. ": the component was destroyed") end
  return value.handle
end

function ScrollView:set_metrics(m)
  check(C.rk_scroll_view_set_metrics(self.handle, metrics_of(m)), "rk_scroll_view_set_metrics")
end
function ScrollView:attach(component_object)
  check(C.rk_scroll_view_attach(self.handle, component_handle(component_object, "rk_scroll_view_attach")),
        "rk_scroll_view_attach")
end
function ScrollView:detach(component_object)
  check(C.rk_scroll_view_detach(self.handle, component_handle(component_object, "rk_scroll_view_detach")),
        "rk_scroll_view_detach")
end
-- The component in the slot of kind (rk.KIND_HEADER, _AUTO_HEADER, _FOOTER, _AUTO_FOOTER, _TRAILER), or nil.
function ScrollView:component(kind)
  local out = ffi.new("void *[1]")
  check(C.rk_scroll_view_get_component(self.handle, kind, out), "rk_scroll_view_get_component")
  if out[0] == nil then return nil end
  return lookup(out[0]) or out[0]
end
-- The last update's metrics with every request since applied, as a table of set_metrics' fields.
function ScrollView:metrics()
  local out = ffi.new("rk_scroll_metrics")
  out.struct_size = ffi.sizeof(out)
  check(C.rk_scroll_view_get_metrics(self.handle, out), "rk_scroll_view_get_metrics")
  local m = {dragging = out.dragging ~= 0, pan = out.pan, item_count = tonumber(out.item_count),
             last_visible_item = tonumber(out.last_visible_item),
             first_visible_item = tonumber(out.first_visible_item)}
  for _, field in ipairs(metrics_fields) do m[field] = out[field] end
  return m
end
-- The host's own inset on an edge (rk.SCROLL_EDGE_*): the current one minus the contributions (F8).
local host_inset = C.rk_scroll_view_get_host_inset
function ScrollView:host_inset(edge)
  local out = ffi.new("double[1]")
  check(host_inset(self.handle, edge, out), "rk_scroll_view_get_host_inset")
  return out[0]
end
-- 1.5: rows `height` high inserted at an edge (rk.SCROLL_EDGE_TOP or BOTTOM); the scroll view asks,
-- in the call, for the offset that keeps the visible rows still ("offset-requested", component nil).
-- 1.5: the list's loads now: {refresh = {status, load_id, failure_message_length}, prepend, append};
-- "load-states-changed" (refresh, prepend, append statuses) tells when they change.
local function load_state(s)
  return {status = s.status, load_id = tonumber(s.load_id), failure_message_length = tonumber(s.failure_message_length)}
end
function ScrollView:load_states()
  local out = ffi.new("rk_load_states")
  out.struct_size = ffi.sizeof("rk_load_states")
  check(C.rk_scroll_view_get_load_states(self.handle, out), "rk_scroll_view_get_load_states")
  return {refresh = load_state(out.refresh), prepend = load_state(out.prepend), append = load_state(out.append)}
end
local content_inserted = C.rk_scroll_view_content_inserted
-- items: how many rows (nil or 0: not counted); they join the metrics' item_count, and a load's
-- "Loaded N new items" leaves out those inserted at the other edge meanwhile.
function ScrollView:content_inserted(edge, height, items)
  check(content_inserted(self.handle, edge, height, items or 0), "rk_scroll_view_content_inserted")
end

-- ---- task and indicator ----------------------------------------------------------------------

Task.resume = setter("rk_task_resume")
Task.suspend = setter("rk_task_suspend")
Task.cancel = setter("rk_task_cancel")
function Task:complete(error_code, message)
  check(C.rk_task_complete(self.handle, error_code or 0, message), "rk_task_complete")
end
Task.state = getter("rk_task_get_state", "rk_task_state")

-- ---- progress (B7, 1.3) -------------------------------------------------------------------------

-- A byte count for an int64_t parameter: an integer number (LuaJIT would truncate 1.5) or an
-- int64_t/uint64_t cdata; anything else is refused here as ERR_INVALID_ARGUMENT.
local function byte_count(value, what, name)
  if type(value) == "number" and value == math.floor(value) and value >= -2 ^ 63 and value < 2 ^ 63 then
    return value
  end
  if type(value) == "cdata" and (ffi.istype("int64_t", value) or ffi.istype("uint64_t", value)) then
    return value
  end
  raise(M.ERR_INVALID_ARGUMENT, name, name .. ": " .. what .. " must be an integer, not " .. tostring(value))
end

-- Reports the task's bytes in one direction (rk.PROGRESS_UPLOAD or rk.PROGRESS_DOWNLOAD): from any
-- thread, coalesced, delivered at the loop's next dispatch; expected nil or rk.PROGRESS_UNKNOWN when
-- the total is not known.
function Task:set_progress(direction, completed, expected)
  local name = "rk_task_set_progress"
  if expected == nil then expected = M.PROGRESS_UNKNOWN end
  check(C.rk_task_set_progress(self.handle, direction, byte_count(completed, "completed", name),
                               byte_count(expected, "expected", name)), name)
end
-- The latest (completed, expected) reported for a direction, as Lua numbers.
function Task:progress(direction)
  local completed, expected = ffi.new("int64_t[1]"), ffi.new("int64_t[1]")
  check(C.rk_task_get_progress(self.handle, direction, completed, expected), "rk_task_get_progress")
  return tonumber(completed[0]), tonumber(expected[0])
end

-- Follows one direction of the task (default rk.PROGRESS_DOWNLOAD; nil task unbinds without a
-- signal); the task's bytes are shown during this call. animated: a boolean.
function Progress:follow(task, direction, animated)
  local name = "rk_progress_set_task"
  check(C.rk_progress_set_task(self.handle, task_handle(task, name), direction or M.PROGRESS_DOWNLOAD,
                               animated and 1 or 0), name)
end
-- Follows every task of the list combined by their byte totals; an empty list unbinds. The whole list
-- is checked before anything changes.
function Progress:follow_all(tasks, direction, animated)
  local name = "rk_progress_set_tasks"
  local count = #tasks
  local array = count > 0 and ffi.new("rk_task *[?]", count) or nil
  for i = 1, count do array[i - 1] = task_handle(tasks[i], name) end
  check(C.rk_progress_set_tasks(self.handle, array, count, direction or M.PROGRESS_DOWNLOAD,
                                animated and 1 or 0), name)
end
-- The last fraction shown (in [0, 1], kept while indeterminate) and whether it is indeterminate.
function Progress:fraction()
  local fraction, indeterminate = ffi.new("double[1]"), ffi.new("int32_t[1]")
  check(C.rk_progress_get_fraction(self.handle, fraction, indeterminate), "rk_progress_get_fraction")
  return fraction[0], indeterminate[0] ~= 0
end

-- Follows the task (nil unbinds); the initial start/stop is emitted during this call.
function Indicator:follow(task)
  local name = "rk_indicator_set_animating_with_state_of_task"
  check(C.rk_indicator_set_animating_with_state_of_task(self.handle, task_handle(task, name)), name)
end
-- rk_follow_task (1.3): as follow; the flags are checked as a component's, but an indicator stops at
-- any completion (FOLLOW_FAILURE has no effect on it).
Indicator.follow_task = follow_task
local is_animating = getter("rk_indicator_is_animating", "int32_t")
function Indicator:animating() return is_animating(self) ~= 0 end

-- ---- no JIT on the way into RefreshKit -------------------------------------------------------

-- jit.off(fn, true) also covers the functions defined inside fn (the per-call closures).
local function no_jit(t)
  for _, value in pairs(t) do
    if type(value) == "function" then jit.off(value, true) end
  end
end
for _, t in ipairs({Object, Context, Component, Footer, Header, Trailer, AutoFooter, AutoHeader, ScrollView, Task,
                    Indicator, Progress, M}) do
  no_jit(t)
end
for _, cls in ipairs({Footer, Header, Trailer, AutoFooter, AutoHeader, ScrollView, Task, Indicator, Progress}) do
  jit.off(cls.finalizer)
end
for _, fn in ipairs({check, quietly, connect, create, retry_deferred, read_string, context_finalizer, setter,
                     getter, command, string_getter, install_clock, metrics_of,
                     component_handle, with_completion, begin_load, end_load, activate, int64_arg,
                     auto_loader}) do
  jit.off(fn, true)
end

return M
