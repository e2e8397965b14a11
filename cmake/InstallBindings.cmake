# What `cmake --install` puts next to the library and refreshkit.h for the other languages:
#   include/refreshkit.hpp           the C++17 RAII wrappers (Examples/cpp/refreshkit.hpp)
#   share/lua/5.1/refreshkit.lua     the LuaJIT FFI binding (Examples/luajit/refreshkit.lua)
#   share/lua/5.1/refreshkit_cdef.lua  its FFI declarations, generated from refreshkit.h at build
#                                    time (no C compiler at use), plus the installed library's path
# share/lua/5.1 is where LuaJIT's default package.path looks under /usr/local and /usr (LuaJIT
# speaks Lua 5.1); -DRK_LUA_INSTALL_DIR=... changes it (a relative path is under the prefix).
# The reference documentation (man pages, HTML) is installed by the documentation option's own
# file (cmake/*.cmake of the docs build), not here.
#
# Included once from CMakeLists.txt, after the library's install rules.

install(FILES "${PROJECT_SOURCE_DIR}/Examples/cpp/refreshkit.hpp"
  DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT development)

# --- LuaJIT: the declarations, generated at build time (Examples/luajit/gen_cdef.sh: the header
# through `cc -E -P` with stub system headers, plus its integer #defines). The output stays where
# the in-tree tests, the valgrind run and the README snippets look for it.
set(RK_LUAJIT_CDEF "${PROJECT_BINARY_DIR}/Examples/luajit/refreshkit_cdef.lua")
add_custom_command(
  OUTPUT "${RK_LUAJIT_CDEF}"
  COMMAND sh "${PROJECT_SOURCE_DIR}/Examples/luajit/gen_cdef.sh" "${CMAKE_C_COMPILER}"
          "${PROJECT_SOURCE_DIR}/Include/refreshkit.h" "${RK_LUAJIT_CDEF}"
  DEPENDS "${PROJECT_SOURCE_DIR}/Include/refreshkit.h" "${PROJECT_SOURCE_DIR}/Examples/luajit/gen_cdef.sh"
  COMMENT "Generating the LuaJIT cdef from refreshkit.h"
  VERBATIM)
add_custom_target(rk-luajit-cdef ALL DEPENDS "${RK_LUAJIT_CDEF}")

set(RK_LUA_INSTALL_DIR "${CMAKE_INSTALL_DATADIR}/lua/5.1" CACHE PATH
    "Where refreshkit.lua and refreshkit_cdef.lua are installed (relative: under the prefix)")
install(FILES "${PROJECT_SOURCE_DIR}/Examples/luajit/refreshkit.lua"
  DESTINATION "${RK_LUA_INSTALL_DIR}" COMPONENT lua)
# The installed refreshkit_cdef.lua is the build's, turned into a table that also names the library
# of this install (written at install time, when the prefix is known: `cmake --install --prefix P`),
# so that require("refreshkit") loads the library the declarations were generated for, without
# LD_LIBRARY_PATH or RK_LIBRARY. refreshkit.lua falls back to the dynamic loader's search when that
# file is gone (a moved prefix). DESTDIR stages without changing the recorded path.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(_rk_lua_libdir "${CMAKE_INSTALL_LIBDIR}")
else()
  set(_rk_lua_libdir "\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${RK_LUA_INSTALL_DIR}")
  set(_rk_lua_dest "${RK_LUA_INSTALL_DIR}")
else()
  set(_rk_lua_dest "\${CMAKE_INSTALL_PREFIX}/${RK_LUA_INSTALL_DIR}")
endif()
install(CODE "
  set(_rk_library \"${_rk_lua_libdir}/librefreshkit.so.${PROJECT_VERSION_MAJOR}\")
  file(READ [==[${RK_LUAJIT_CDEF}]==] _rk_cdef)
  string(FIND \"\${_rk_cdef}\" \"return [==[\" _rk_at)
  if(_rk_at LESS 0 OR _rk_library MATCHES \"[]][=]*[]]\")
    message(FATAL_ERROR \"${RK_LUAJIT_CDEF} is not gen_cdef.sh's output, or the library path contains ']]'\")
  endif()
  string(REPLACE \"return [==[\" \"return {library = [==[\${_rk_library}]==], declarations = [==[\" _rk_cdef \"\${_rk_cdef}\")
  string(REGEX REPLACE \"]==][ \\n]*\$\" \"]==]}\\n\" _rk_cdef \"\${_rk_cdef}\")
  file(WRITE [==[${PROJECT_BINARY_DIR}/lua-install/refreshkit_cdef.lua]==] \"\${_rk_cdef}\")
  # (file(INSTALL) prepends DESTDIR itself.)
  file(INSTALL [==[${PROJECT_BINARY_DIR}/lua-install/refreshkit_cdef.lua]==]
       DESTINATION \"${_rk_lua_dest}\")
  " COMPONENT lua)
