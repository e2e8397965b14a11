# The Python wheel's build (scikit-build-core, from Examples/python/pyproject.toml, which points
# cmake.source-dir at this project): `pip wheel Examples/python` configures this CMake project with
# SKBUILD set and installs only the component "python": the stripped library as
# refreshkit/librefreshkit.so.1 inside the package (the binding's loader looks there first) and the
# licence next to it. Outside such a build this file adds nothing.
if(NOT SKBUILD)
  return()
endif()

# scikit-build-core sets the install prefix to the wheel's platlib (site-packages) root.
install(FILES "$<TARGET_FILE:refreshkit>"
  DESTINATION refreshkit RENAME "librefreshkit.so.${PROJECT_VERSION_MAJOR}" COMPONENT python)
rk_install_strip("refreshkit/librefreshkit.so.${PROJECT_VERSION_MAJOR}" python)
if(EXISTS "${PROJECT_SOURCE_DIR}/LICENSE")
  install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION refreshkit COMPONENT python)
else()
  message(WARNING "No LICENSE file at ${PROJECT_SOURCE_DIR}: the wheel will carry no licence text")
endif()
