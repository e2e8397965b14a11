# RK_STATIC_LIBFFI: link libffi into librefreshkit.so.1 instead of depending on libffi.so.<n>.
#
# Off by default: a distribution package depends on the system's libffi. The Python wheel turns it
# on (Examples/python/pyproject.toml) so that the library inside the wheel needs only glibc,
# libstdc++ and libgcc_s, which every manylinux platform provides, and nothing the installing
# machine may lack or carry under another SONAME (libffi.so.7 vs .8). libffi's symbols stay local:
# the version script exports rk_* only.
#
# Included from CMakeLists.txt right after pkg_check_modules(FFI ...): it points the imported
# target PkgConfig::FFI at the static archive, so every target that links it gets the archive.
option(RK_STATIC_LIBFFI "Link libffi statically into librefreshkit (needs libffi_pic.a or a PIC libffi.a)" OFF)
if(NOT RK_STATIC_LIBFFI)
  return()
endif()

# Debian and Ubuntu ship a position-independent archive as libffi_pic.a next to libffi.a (whose
# objects may not be PIC); other distributions build libffi.a with -fPIC.
find_library(RK_LIBFFI_ARCHIVE
  NAMES libffi_pic.a libffi.a
  HINTS ${FFI_LIBRARY_DIRS} ${FFI_LIBDIR}
  DOC "The static libffi archive linked into librefreshkit when RK_STATIC_LIBFFI is ON")
if(NOT RK_LIBFFI_ARCHIVE)
  message(FATAL_ERROR
    "RK_STATIC_LIBFFI is ON but no static libffi (libffi_pic.a or libffi.a) was found in "
    "'${FFI_LIBRARY_DIRS}': install libffi-dev, or set RK_LIBFFI_ARCHIVE to the archive, "
    "or configure with -DRK_STATIC_LIBFFI=OFF")
endif()
message(STATUS "libffi: linked statically from ${RK_LIBFFI_ARCHIVE}")
set_property(TARGET PkgConfig::FFI PROPERTY INTERFACE_LINK_LIBRARIES "${RK_LIBFFI_ARCHIVE}")
# The Swift module CLibFFI also autolinks "-lffi" (its module map's `link "ffi"`), which would
# still find libffi.so. A directory that holds only the archive, as libffi.a, and comes first on
# the library path makes that -lffi resolve to the archive too (ld takes the first directory that
# has either libffi.so or libffi.a).
set(_rk_static_ffi_dir "${PROJECT_BINARY_DIR}/static-libffi")
file(MAKE_DIRECTORY "${_rk_static_ffi_dir}")
file(CREATE_LINK "${RK_LIBFFI_ARCHIVE}" "${_rk_static_ffi_dir}/libffi.a" SYMBOLIC)
set_property(TARGET PkgConfig::FFI PROPERTY INTERFACE_LINK_DIRECTORIES "${_rk_static_ffi_dir}")
