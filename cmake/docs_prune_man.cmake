# cmake -DRK_MAN_DIR=<dir with the .3 pages> -P cmake/docs_prune_man.cmake
#
# Doxygen's MAN_LINKS writes a link page for every member it documents, struct fields included:
# x.3, width.3, state.3, index.3 (which would shadow libc's index(3)), and @0.3 for anonymous enums.
# Installed into share/man/man3 they would clash with other packages' pages, so only RefreshKit's
# own names stay: rk_* (functions, types, structs), RK_* (macros) and refreshkit.h.
#
# The signal reference (the header's @page refreshkit-signals) is an overview, not a function:
# Doxygen writes every page in MAN_EXTENSION's section (3), so it moves here to section 7, as
# <RK_MAN_DIR>/../man7/refreshkit-signals.7 (man 7 refreshkit-signals).
if(NOT RK_MAN_DIR OR NOT IS_DIRECTORY "${RK_MAN_DIR}")
  message(FATAL_ERROR "docs_prune_man.cmake: pass -DRK_MAN_DIR=<directory of man pages>")
endif()
file(GLOB _rk_pages "${RK_MAN_DIR}/*.3")
set(_rk_removed 0)
foreach(_rk_page IN LISTS _rk_pages)
  get_filename_component(_rk_name "${_rk_page}" NAME)
  if(NOT _rk_name MATCHES "^(rk_|RK_|refreshkit)")
    file(REMOVE "${_rk_page}")
    math(EXPR _rk_removed "${_rk_removed} + 1")
  endif()
endforeach()
message(STATUS "man pages: removed ${_rk_removed} link pages of struct fields and anonymous enums")

set(_rk_signals "${RK_MAN_DIR}/refreshkit-signals.3")
if(EXISTS "${_rk_signals}")
  file(READ "${_rk_signals}" _rk_text)
  string(REGEX REPLACE "^\\.TH \"refreshkit-signals\" 3 " ".TH \"refreshkit-signals\" 7 " _rk_text "${_rk_text}")
  get_filename_component(_rk_man7 "${RK_MAN_DIR}/../man7" ABSOLUTE)
  file(MAKE_DIRECTORY "${_rk_man7}")
  file(WRITE "${_rk_man7}/refreshkit-signals.7" "${_rk_text}")
  file(REMOVE "${_rk_signals}")
  message(STATUS "man pages: the signal reference moved to section 7 (man7/refreshkit-signals.7)")
endif()
