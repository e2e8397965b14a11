# What the build needs that a fresh machine may lack, checked before project() so that CMake stops
# with one message naming what to install, instead of a compiler-detection error or a pkg-config
# trace. Included from the top-level CMakeLists.txt before project(); Tests/release/requirements.sh
# tests the messages.
#
#   - a Swift compiler of version 6.3 or newer (the exports use @c @implementation, SE-0495, which
#     Swift 6.3 made official), found as CMake would: -DCMAKE_Swift_COMPILER, $SWIFTC, or swiftc on
#     PATH;
#   - the Ninja generator and ninja (CMake builds Swift with no other generator);
#   - libffi's development files, found through pkg-config.
set(RK_MINIMUM_SWIFT_VERSION 6.3)

set(_rk_missing "")

# --- Swift
if(CMAKE_Swift_COMPILER)
  set(_rk_swiftc "${CMAKE_Swift_COMPILER}")
elseif(DEFINED ENV{SWIFTC} AND NOT "$ENV{SWIFTC}" STREQUAL "")
  set(_rk_swiftc "$ENV{SWIFTC}")
else()
  set(_rk_swiftc swiftc)
endif()
if(NOT IS_ABSOLUTE "${_rk_swiftc}")
  find_program(_rk_swiftc_path NAMES "${_rk_swiftc}" NO_CACHE)
  set(_rk_swiftc "${_rk_swiftc_path}")
endif()
set(_rk_swift_install "install the Swift ${RK_MINIMUM_SWIFT_VERSION} toolchain (or newer) from swift.org \
and put its usr/bin on PATH, or pass -DCMAKE_Swift_COMPILER=/path/to/swiftc")
if(NOT _rk_swiftc OR NOT EXISTS "${_rk_swiftc}")
  list(APPEND _rk_missing "no Swift compiler (swiftc is not on PATH): ${_rk_swift_install}.")
else()
  execute_process(COMMAND "${_rk_swiftc}" --version
    OUTPUT_VARIABLE _rk_swift_out ERROR_VARIABLE _rk_swift_err RESULT_VARIABLE _rk_swift_result)
  if(NOT _rk_swift_result EQUAL 0)
    list(APPEND _rk_missing "${_rk_swiftc} --version failed (${_rk_swift_result}): ${_rk_swift_install}.")
  elseif(NOT "${_rk_swift_out}${_rk_swift_err}" MATCHES "Swift version ([0-9]+(\\.[0-9]+)*)")
    list(APPEND _rk_missing "${_rk_swiftc} does not say which Swift version it is: ${_rk_swift_install}.")
  else()
    set(RK_SWIFT_VERSION "${CMAKE_MATCH_1}")
    if(RK_SWIFT_VERSION VERSION_LESS RK_MINIMUM_SWIFT_VERSION)
      list(APPEND _rk_missing
        "Swift ${RK_SWIFT_VERSION} (${_rk_swiftc}) is older than ${RK_MINIMUM_SWIFT_VERSION}: ${_rk_swift_install}.")
    endif()
  endif()
endif()

# --- A generator that builds Swift: CMake's Ninja generators (and Xcode, not a RefreshKit platform).
if(NOT CMAKE_GENERATOR MATCHES "^Ninja")
  list(APPEND _rk_missing
    "CMake builds Swift only with the Ninja generator, not \"${CMAKE_GENERATOR}\": configure a new build \
directory with -G Ninja (Debian/Ubuntu: install ninja-build).")
elseif(NOT CMAKE_MAKE_PROGRAM)
  find_program(_rk_ninja NAMES ninja ninja-build NO_CACHE)
  if(NOT _rk_ninja)
    list(APPEND _rk_missing "no ninja for the Ninja generator: install ninja-build (Debian/Ubuntu).")
  endif()
endif()

# --- libffi, through pkg-config (as FindPkgConfig looks for it)
if(PKG_CONFIG_EXECUTABLE)
  set(_rk_pkg_config "${PKG_CONFIG_EXECUTABLE}")
elseif(DEFINED ENV{PKG_CONFIG} AND NOT "$ENV{PKG_CONFIG}" STREQUAL "")
  set(_rk_pkg_config "$ENV{PKG_CONFIG}")
else()
  find_program(_rk_pkg_config NAMES pkg-config pkgconf NO_CACHE)
endif()
if(NOT _rk_pkg_config)
  list(APPEND _rk_missing "no pkg-config, which finds libffi: install pkg-config (Debian/Ubuntu).")
else()
  execute_process(COMMAND "${_rk_pkg_config}" --exists libffi RESULT_VARIABLE _rk_ffi_result)
  if(NOT _rk_ffi_result EQUAL 0)
    list(APPEND _rk_missing
      "libffi's development files are missing (pkg-config finds no libffi.pc): install libffi-dev (Debian/Ubuntu, or libffi-devel on Fedora).")
  endif()
endif()

if(_rk_missing)
  list(JOIN _rk_missing "\n  - " _rk_list)
  message(FATAL_ERROR
    "RefreshKit cannot be built on this machine yet:\n  - ${_rk_list}\n"
    "(On Debian or Ubuntu as root, `bash Examples/demo.sh` installs the Debian packages itself; the Swift "
    "toolchain always comes from swift.org.)")
endif()
unset(_rk_missing)
