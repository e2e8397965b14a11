# RK_INSTALL_STRIP: `cmake --install` installs librefreshkit.so.<version> stripped of its symbol
# table and debug sections (the dynamic symbols, the rk_* ABI, stay). The build tree keeps the
# unstripped library for debugging. A distribution that makes its own -dbgsym / -debuginfo package
# (dh_strip, find-debuginfo) turns this off: -DRK_INSTALL_STRIP=OFF.
#
# Included from CMakeLists.txt right after install(TARGETS refreshkit ...): install rules run in the
# order they are declared, so the file is stripped after it was copied.
option(RK_INSTALL_STRIP "Strip the installed librefreshkit (the build tree keeps the unstripped one)" ON)

# rk_install_strip(<file under the install prefix> <component>): strips that installed file.
function(rk_install_strip relative component)
  if(NOT RK_INSTALL_STRIP)
    return()
  endif()
  if(NOT CMAKE_STRIP)
    message(FATAL_ERROR "RK_INSTALL_STRIP is ON but CMake found no strip program: install binutils, "
                        "or configure with -DRK_INSTALL_STRIP=OFF")
  endif()
  if(IS_ABSOLUTE "${relative}")
    set(where "\$ENV{DESTDIR}${relative}")
  else()
    set(where "\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${relative}")
  endif()
  # --strip-unneeded, as Debian's dh_strip does for shared libraries: every symbol a relocation or
  # the dynamic linker needs stays.
  install(CODE "
    set(_rk_file \"${where}\")
    message(STATUS \"Stripping: \${_rk_file}\")
    execute_process(COMMAND [==[${CMAKE_STRIP}]==] --strip-unneeded \"\${_rk_file}\"
                    RESULT_VARIABLE _rk_result)
    if(NOT _rk_result EQUAL 0)
      message(FATAL_ERROR \"strip --strip-unneeded \${_rk_file} failed: \${_rk_result}\")
    endif()
    " COMPONENT ${component})
endfunction()

rk_install_strip("${CMAKE_INSTALL_LIBDIR}/$<TARGET_FILE_NAME:refreshkit>" runtime)
