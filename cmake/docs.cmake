# The API reference and the release notes, included once from the top-level CMakeLists.txt (after
# the ctest suite is enabled).
#
# -DRK_BUILD_DOCS=ON: Doxygen builds the reference from Include/refreshkit.h's doc comments (the
# Doxyfile at the root), as part of `all`, into <build>/docs/{html,man}; `cmake --install` puts the
# HTML under share/doc/refreshkit/html and the man pages (section 3: one for the header, one per
# struct, one per section of the header (its @defgroup: man 3 rk_footer lists the footer's own
# functions and its typed signal connects with their signatures), and a link page per function,
# macro and typedef that leads to its section's page, all named rk_*, RK_* or refreshkit.h) under
# share/man/man3, and the signal reference (the header's @page
# refreshkit-signals) as share/man/man7/refreshkit-signals.7, in the install component "documentation". Off by default, so that building the library needs no Doxygen.
#
# Always: the ctest `docs_reference` (Tests/docs/check.sh) runs Doxygen itself and fails when a
# public declaration is undocumented, Doxygen warns, or a man page is missing or malformed; and the
# licence and the changelog are installed under share/doc/refreshkit.
option(RK_BUILD_DOCS "Build and install the API reference (HTML and man pages; needs doxygen)" OFF)
set(RK_INSTALL_DOCDIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/refreshkit" CACHE PATH
  "Where the licence, the changelog and the HTML reference (html/) are installed")

install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/CHANGELOG.md"
  DESTINATION "${RK_INSTALL_DOCDIR}" COMPONENT documentation)

if(RK_BUILD_DOCS)
  find_program(RK_DOXYGEN NAMES doxygen DOC "Doxygen, for the API reference (RK_BUILD_DOCS)")
  if(NOT RK_DOXYGEN)
    message(FATAL_ERROR "RK_BUILD_DOCS=ON needs Doxygen: install it (Debian/Ubuntu: apt-get install doxygen) "
                        "or configure with -DRK_BUILD_DOCS=OFF")
  endif()
  set(_rk_docs "${PROJECT_BINARY_DIR}/docs")
  # The repository's Doxyfile with this build's paths and the version from the header.
  file(WRITE "${_rk_docs}/Doxyfile.cmake"
    "@INCLUDE = ${PROJECT_SOURCE_DIR}/Doxyfile\n"
    "INPUT = ${PROJECT_SOURCE_DIR}/Include/refreshkit.h\n"
    "OUTPUT_DIRECTORY = ${_rk_docs}\n"
    "PROJECT_NUMBER = ${PROJECT_VERSION}\n"
    "WARN_LOGFILE = ${_rk_docs}/warnings.log\n")
  configure_file("${_rk_docs}/Doxyfile.cmake" "${_rk_docs}/Doxyfile" COPYONLY)
  # Doxygen leaves pages of removed declarations behind: each run starts from empty directories.
  add_custom_command(
    OUTPUT "${_rk_docs}/html/index.html" "${_rk_docs}/man/man3/refreshkit.h.3"
    COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_rk_docs}/html" "${_rk_docs}/man" "${_rk_docs}/xml"
    COMMAND "${RK_DOXYGEN}" "${_rk_docs}/Doxyfile"
    COMMAND "${CMAKE_COMMAND}" "-DRK_MAN_DIR=${_rk_docs}/man/man3" -P "${PROJECT_SOURCE_DIR}/cmake/docs_prune_man.cmake"
    DEPENDS "${PROJECT_SOURCE_DIR}/Include/refreshkit.h" "${PROJECT_SOURCE_DIR}/Doxyfile" "${_rk_docs}/Doxyfile"
            "${PROJECT_SOURCE_DIR}/cmake/docs_prune_man.cmake"
    WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
    COMMENT "Generating the API reference (HTML, man pages) with Doxygen"
    VERBATIM)
  add_custom_target(docs ALL DEPENDS "${_rk_docs}/html/index.html" "${_rk_docs}/man/man3/refreshkit.h.3")
  install(DIRECTORY "${_rk_docs}/html/" DESTINATION "${RK_INSTALL_DOCDIR}/html" COMPONENT documentation)
  install(DIRECTORY "${_rk_docs}/man/man3" "${_rk_docs}/man/man7" DESTINATION "${CMAKE_INSTALL_MANDIR}"
    COMPONENT documentation)
endif()

if(RK_BUILD_TESTS)
  add_test(NAME docs_reference COMMAND bash "${PROJECT_SOURCE_DIR}/Tests/docs/check.sh")
  set_tests_properties(docs_reference PROPERTIES TIMEOUT 120 ENVIRONMENT "CMAKE_COMMAND=${CMAKE_COMMAND}")
  # The design documents under docs/: links and anchors resolve, every fix code has its section.
  find_program(RK_DOCS_PYTHON3 NAMES python3 DOC "The Python 3 interpreter for the docs checks")
  if(RK_DOCS_PYTHON3)
    add_test(NAME docs_design_links
      COMMAND "${RK_DOCS_PYTHON3}" "${PROJECT_SOURCE_DIR}/Tests/docs/check_design_links.py" "${PROJECT_SOURCE_DIR}")
    set_tests_properties(docs_design_links PROPERTIES TIMEOUT 60 ENVIRONMENT "PYTHONDONTWRITEBYTECODE=1")
    # Code, header, tests, examples and the top-level documents cite docs/, never a document outside
    # the repository; the hits still waiting are listed in Tests/docs/outside_citations_allowed.txt,
    # a list that can only shrink.
    add_test(NAME docs_no_outside_citations
      COMMAND "${RK_DOCS_PYTHON3}" "${PROJECT_SOURCE_DIR}/Tests/docs/check_no_outside_citations.py" "${PROJECT_SOURCE_DIR}")
    set_tests_properties(docs_no_outside_citations PROPERTIES TIMEOUT 60 ENVIRONMENT "PYTHONDONTWRITEBYTECODE=1")
    # CONTRIBUTING.md and docs/ARCHITECTURE.md name only paths, Swift and C symbols, version nodes
    # and ctests that exist (after a self-test on a made-up document with a missing one of each).
    add_test(NAME docs_contributing_true
      COMMAND "${RK_DOCS_PYTHON3}" "${PROJECT_SOURCE_DIR}/Tests/docs/check_contributing.py" "${PROJECT_SOURCE_DIR}")
    set_tests_properties(docs_contributing_true PROPERTIES TIMEOUT 60 ENVIRONMENT "PYTHONDONTWRITEBYTECODE=1")
  endif()
endif()
