-- LuaRocks package of the LuaJIT binding: refreshkit.lua and its FFI declarations, generated at
-- install time from the refreshkit.h of an installed RefreshKit (`cmake --install`, or the
-- distribution's package), whose librefreshkit.so.1 it then loads. LuaJIT only (it needs the FFI).
--
--   luarocks make Examples/luajit/refreshkit-scm-1.rockspec              from the repository root
--   luarocks make Examples/luajit/refreshkit-scm-1.rockspec REFRESHKIT_DIR=/opt/refreshkit
--
-- (REFRESHKIT_DIR: the prefix RefreshKit is installed in, when LuaRocks does not find it in its
-- external_deps_dirs, /usr/local and /usr.) For a release, `luarocks new_version` makes
-- refreshkit-<version>-1.rockspec from this one with the release's tag.
rockspec_format = "3.0"
package = "refreshkit"
version = "scm-1"
source = {
   -- The repository's address goes here when it is published; `luarocks make` builds the checkout
   -- it runs in and fetches nothing.
   url = "git+file://./refreshkit",
}
description = {
   summary = "LuaJIT FFI binding of RefreshKit: headless pull-up footers and task-bound indicators",
   detailed = [[
RefreshKit is a headless loading-state engine (MJRefresh's footer, AFNetworking's task binder)
behind a C ABI. This rock is its LuaJIT binding: Lua objects for the context, footer, task and
indicator, Lua functions as signal handlers, errors as Lua errors. It needs an installed
librefreshkit.so.1 and its header (the declarations are generated from it at install time).]],
   license = "MIT",
   labels = { "ffi", "luajit", "ui", "networking" },
}
dependencies = {
   "lua == 5.1", -- LuaJIT; the binding checks for the ffi module when loaded
}
external_dependencies = {
   REFRESHKIT = { header = "refreshkit.h", library = "refreshkit" },
}
build = {
   type = "command",
   -- Under build/ (ignored by git): the declarations, and the library they were generated for.
   build_command = [[mkdir -p build/luarocks && sh Examples/luajit/gen_cdef.sh "$(CC)" "$(REFRESHKIT_INCDIR)/refreshkit.h" build/luarocks/refreshkit_cdef.lua "$(REFRESHKIT_LIBDIR)/librefreshkit.so.1"]],
   install = {
      lua = {
         refreshkit = "Examples/luajit/refreshkit.lua",
         refreshkit_cdef = "build/luarocks/refreshkit_cdef.lua",
      },
   },
}
