# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# What `cmake --install` puts under the prefix, and the Debian package CPack makes of it:
#
#   bin/inference-console, bin/inference-console-simhost   (the demo finds the simulator beside it)
#   libexec/inference-console/inference-console-gui        (the window; inference-console starts it)
#   share/applications/inference-console.desktop
#   share/icons/hicolor/{scalable,16x16,...,512x512}/apps/inference-console.{svg,png}
#   share/metainfo/<IC_APPSTREAM_ID>.metainfo.xml
#   share/man/man1/inference-console.1.gz, inference-console-<command>.1.gz for every subcommand,
#                  inference-console-simhost.1.gz          (generated from the programs' --help)
#   share/bash-completion/completions/inference-console, share/zsh/vendor-completions/_inference-console
#   share/doc/inference-console/{copyright,changelog.gz}
#
# The console's translations are compiled into the binary (qt_add_translations in the top-level
# file), so there are no .qm files to install; Qt's own come from qt6-translations-l10n.
#
# `cpack -G DEB` in the build folder makes the .deb; .ci/package-check builds it, validates it
# and installs it on a pristine Debian 12 root.
include(GNUInstallDirs)

# The project's public address: the AppStream id, the homepage and the screenshots' URLs
# derive from it. Change them together.
set(IC_HOMEPAGE_URL "https://github.com/inference-console/inference-console" CACHE STRING
    "The project's homepage (AppStream metadata, Debian package)")
set(IC_APPSTREAM_ID "io.github.inference_console.inference_console" CACHE STRING
    "AppStream component id (reverse DNS of the homepage)")
set(IC_SCREENSHOT_BASE_URL
    "https://raw.githubusercontent.com/inference-console/inference-console/main/resources/screenshots"
    CACHE STRING "Where the screenshots of resources/screenshots/ are published")
set(IC_MAINTAINER "Inference Console maintainers <maintainers@inference-console.invalid>" CACHE STRING
    "Maintainer of the Debian package")

# Build-time tools: rsvg-convert renders the PNG icons from the SVG, help2man writes the man
# pages from the programs' own --help, so neither can drift from its source.
find_program(IC_RSVG_CONVERT rsvg-convert)
find_program(IC_HELP2MAN help2man)
find_program(IC_GZIP gzip)
if(NOT IC_RSVG_CONVERT OR NOT IC_HELP2MAN OR NOT IC_GZIP)
  message(FATAL_ERROR "rsvg-convert, help2man and gzip are needed for the icons and man pages: "
                      "install the Debian packages librsvg2-bin and help2man (.ci/install-deps does)")
endif()

# Every place that names the release must agree with PROJECT_VERSION.
set(_metainfo_in ${PROJECT_SOURCE_DIR}/resources/inference-console.metainfo.xml.in)
set(_changelog ${PROJECT_SOURCE_DIR}/resources/debian/changelog)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_metainfo_in} ${_changelog})
file(READ ${_metainfo_in} _metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\" date=\"([^\"]+)\"" _ ${_metainfo})
set(_metainfo_release ${CMAKE_MATCH_1})
set(IC_RELEASE_DATE ${CMAKE_MATCH_2})
file(STRINGS ${_changelog} _changelog_top LIMIT_COUNT 1)
string(REGEX MATCH "^inference-console \\(([^)]+)\\)" _ "${_changelog_top}")
set(_changelog_release ${CMAKE_MATCH_1})
if(NOT _metainfo_release STREQUAL PROJECT_VERSION OR NOT _changelog_release STREQUAL PROJECT_VERSION)
  message(FATAL_ERROR "Version ${PROJECT_VERSION} needs a release entry on top of "
                      "resources/inference-console.metainfo.xml.in (has ${_metainfo_release}) and "
                      "resources/debian/changelog (has ${_changelog_release})")
endif()

install(TARGETS inference-console inference-console-simhost RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The window's program: started by inference-console (IC_GUI_FROM_BINDIR), not by users.
install(TARGETS inference-console-gui RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/inference-console)

# Menu entry and AppStream metadata.
install(FILES resources/inference-console.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
set(IC_METAINFO ${PROJECT_BINARY_DIR}/${IC_APPSTREAM_ID}.metainfo.xml)
configure_file(${_metainfo_in} ${IC_METAINFO} @ONLY)
install(FILES ${IC_METAINFO} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# Icons: the SVG, and PNGs rendered from it at the sizes menus and docks ask for.
set(_svg ${PROJECT_SOURCE_DIR}/resources/icons/inference-console.svg)
install(FILES ${_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
set(_pngs)
foreach(size 16 22 24 32 48 64 128 256 512)
  set(_dir ${PROJECT_BINARY_DIR}/icons/${size}x${size})
  add_custom_command(OUTPUT ${_dir}/inference-console.png
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_dir}
    COMMAND ${IC_RSVG_CONVERT} --width=${size} --height=${size} --output=${_dir}/inference-console.png ${_svg}
    DEPENDS ${_svg} VERBATIM)
  list(APPEND _pngs ${_dir}/inference-console.png)
  install(FILES ${_dir}/inference-console.png DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
add_custom_target(ic_icons ALL DEPENDS ${_pngs})

# Man pages: one for the console, one per subcommand (the list comes from the program's
# --help, so a new command gets its page), one for the simulator. Hand-written sections
# (exit status, files, examples) are in resources/man/*.h2m.
file(GLOB _h2m CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/man/*.h2m)
set(IC_MAN_DIR ${PROJECT_BINARY_DIR}/man)
add_custom_command(OUTPUT ${IC_MAN_DIR}/man1/inference-console.1.gz
  COMMAND ${CMAKE_COMMAND} -DCONSOLE=$<TARGET_FILE:inference-console>
          -DSIMHOST=$<TARGET_FILE:inference-console-simhost> -DVERSION=${PROJECT_VERSION} -DDATE=${IC_RELEASE_DATE}
          -DHELP2MAN=${IC_HELP2MAN} -DGZIP=${IC_GZIP} -DINCLUDES=${PROJECT_SOURCE_DIR}/resources/man
          -DOUT=${IC_MAN_DIR}/man1 -P ${PROJECT_SOURCE_DIR}/cmake/ManPages.cmake
  DEPENDS inference-console inference-console-simhost ${_h2m} ${PROJECT_SOURCE_DIR}/cmake/ManPages.cmake
  COMMENT "Man pages from the programs' --help" VERBATIM)
add_custom_target(ic_man_pages ALL DEPENDS ${IC_MAN_DIR}/man1/inference-console.1.gz)
install(DIRECTORY ${IC_MAN_DIR}/ DESTINATION ${CMAKE_INSTALL_MANDIR} FILES_MATCHING PATTERN "*.1.gz")

# Shell completion: both ask the installed program for its subcommands and options.
install(FILES resources/completion/inference-console.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME inference-console)
install(FILES resources/completion/_inference-console DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

# Debian's copyright file and changelog (compressed, without a timestamp, as Policy 12.7 asks).
set(_doc ${CMAKE_INSTALL_DATADIR}/doc/inference-console)
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/changelog.gz
  COMMAND ${IC_GZIP} -9nc ${_changelog} > ${PROJECT_BINARY_DIR}/changelog.gz
  DEPENDS ${_changelog} VERBATIM)
add_custom_target(ic_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/changelog.gz)
install(FILES resources/debian/copyright ${PROJECT_BINARY_DIR}/changelog.gz DESTINATION ${_doc})

# The Debian package: `cpack -G DEB` in the build folder.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME inference-console)
set(CPACK_PACKAGE_VENDOR "The Inference Console authors")
set(CPACK_PACKAGE_CONTACT "${IC_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "operations console for LLM inference servers on GPU hosts")
# Read here rather than through CPACK_PACKAGE_DESCRIPTION_FILE, which CPack escapes as XML;
# the text must not contain double quotes (CPack writes it unescaped into CPackConfig.cmake).
file(READ ${PROJECT_SOURCE_DIR}/resources/debian/description CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_INSTALL_DIRECTORY inference-console)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${IC_HOMEPAGE_URL}")
# Libraries the binaries link come from dpkg-shlibdeps; what Qt loads at run time does not
# show up there: the SVG icon engine (libqt6svg6) and the SQLite driver of the history store
# (libqt6sql6-sqlite; without it the window says "History off"). Qt's own translations and
# Wayland are optional.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6, libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland, openssh-client")
include(CPack)

# Tests of what is installed: validators on the menu entry and AppStream metadata, the man pages
# against the programs' help, and both completions in real shells. (.ci/package-check installs
# the package itself on a pristine root; it needs root and runs from .ci/run.)
if(IC_BUILD_TESTS)
  enable_testing()
  set(_t ${PROJECT_SOURCE_DIR}/tests/packaging)
  add_test(NAME packaging_metadata
    COMMAND bash ${_t}/metadata.sh ${PROJECT_SOURCE_DIR}/resources/inference-console.desktop ${IC_METAINFO})
  add_test(NAME packaging_man_pages
    COMMAND bash ${_t}/man-pages.sh $<TARGET_FILE:inference-console> ${IC_MAN_DIR}/man1)
  add_test(NAME packaging_completion_bash
    COMMAND bash ${_t}/completion-bash.sh ${PROJECT_SOURCE_DIR}/resources/completion/inference-console.bash
            $<TARGET_FILE_DIR:inference-console>)
  find_program(IC_ZSH zsh)
  if(IC_ZSH)
    add_test(NAME packaging_completion_zsh
      COMMAND ${IC_ZSH} ${_t}/completion-zsh.zsh ${PROJECT_SOURCE_DIR}/resources/completion
              $<TARGET_FILE_DIR:inference-console>)
  else()
    add_test(NAME packaging_completion_zsh
      COMMAND sh -c "echo 'SKIP: zsh is not installed (.ci/install-deps --tests)'; exit 77")
  endif()
  set_tests_properties(packaging_metadata packaging_man_pages packaging_completion_bash packaging_completion_zsh
    PROPERTIES SKIP_RETURN_CODE 77 LABELS packaging TIMEOUT 300 RUN_SERIAL TRUE)
endif()
