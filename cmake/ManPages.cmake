# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# Writes the man pages from the programs' own --help with help2man, so that they say what the
# program says. Run at build time by cmake/Install.cmake:
#
#   cmake -DCONSOLE=... -DSIMHOST=... -DVERSION=... -DDATE=YYYY-MM-DD -DHELP2MAN=... -DGZIP=... -DINCLUDES=dir -DOUT=dir -P ManPages.cmake
#
# Pages: inference-console.1; inference-console-NAME.1 for every command that
# `inference-console --help` lists under "Commands:" (so a new command gets its page and
# `man inference-console NAME` finds it); inference-console-simhost.1. Hand-written sections
# (exit status, files, examples) come from INCLUDES/<page>.h2m where one exists. The help is read
# in the C locale with empty settings folders, so a developer's language choice cannot leak in.
foreach(var CONSOLE SIMHOST VERSION DATE HELP2MAN GZIP INCLUDES OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "ManPages.cmake: -D${var}=... is missing")
  endif()
endforeach()

get_filename_component(_work ${OUT} DIRECTORY)
get_filename_component(_work ${_work} DIRECTORY)
set(_work ${_work}/man-work)
set(_home ${_work}/empty-home)
file(REMOVE_RECURSE ${OUT} ${_work})
file(MAKE_DIRECTORY ${OUT} ${_home})
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
set(ENV{HOME} ${_home})
set(ENV{XDG_CONFIG_HOME} ${_home}/config)
set(ENV{XDG_DATA_HOME} ${_home}/data)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
unset(ENV{QT_QPA_PLATFORM})

execute_process(COMMAND ${CONSOLE} --help OUTPUT_VARIABLE _help RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${CONSOLE} --help exited with ${_rc}")
endif()

# The commands: "  name   summary" lines between "Commands:" and the next blank line.
string(REPLACE "\n" ";" _lines "${_help}")
set(_in_commands FALSE)
set(_commands)
foreach(_line IN LISTS _lines)
  if(_line STREQUAL "Commands:")
    set(_in_commands TRUE)
  elseif(_in_commands AND _line STREQUAL "")
    break()
  elseif(_in_commands AND _line MATCHES "^  ([a-z][a-z0-9-]*)  +(.+)$")
    if(NOT CMAKE_MATCH_1 STREQUAL "help")
      list(APPEND _commands ${CMAKE_MATCH_1})
      set(_summary_${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
    endif()
  endif()
endforeach()
if(NOT _commands)
  message(FATAL_ERROR "No \"Commands:\" list in the output of ${CONSOLE} --help")
endif()

# SEE ALSO of the main page names every command's page.
set(_see_also ".BR inference-console-simhost (1)")
foreach(c IN LISTS _commands)
  string(APPEND _see_also ",\n.BR inference-console-${c} (1)")
endforeach()
string(APPEND _see_also ",\n.BR ssh_config (5),\n.BR systemctl (1),\n.BR journalctl (1)\n")

# help2man PROGRAM PAGE NAME-LINE [extra help2man arguments]
function(write_page program page name_line)
  set(_include ${_work}/${page}.h2m)
  set(_text "")
  if(EXISTS ${INCLUDES}/${page}.h2m)
    file(READ ${INCLUDES}/${page}.h2m _text)
  endif()
  if(page STREQUAL "inference-console")
    string(APPEND _text "\n[SEE ALSO]\n${_see_also}")
  elseif(NOT _text MATCHES "\\[SEE ALSO\\]")
    string(APPEND _text "\n[SEE ALSO]\n.BR inference-console (1)\n")
  endif()
  file(WRITE ${_include} "${_text}")
  execute_process(
    COMMAND ${HELP2MAN} --no-info --section=1 --source=inference-console --name=${name_line}
            --include=${_include} --output=${OUT}/${page}.1 ${ARGN} ${program}
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man for ${page} failed: ${err}")
  endif()
  # The release date instead of the build month; the program's "Exit status:" paragraph
  # becomes the EXIT STATUS section.
  file(READ ${OUT}/${page}.1 _page)
  string(REGEX REPLACE "(\n\\.TH [^ ]+ \"1\") \"[^\"]*\"" "\\1 \"${DATE}\"" _page "${_page}")
  if(_page MATCHES "\n\\.PP\nExit status: ([^\n]*)")
    set(_exit "${CMAKE_MATCH_1}")
    string(REGEX REPLACE "\n\\.PP\nExit status: [^\n]*" "" _page "${_page}")
    # before the first of the sections that follow it in man-pages(7)'s order
    string(LENGTH "${_page}" _at)
    foreach(_next ENVIRONMENT FILES EXAMPLES "\"SEE ALSO\"")
      string(FIND "${_page}" "\n.SH ${_next}\n" _pos)
      if(_pos GREATER -1 AND _pos LESS _at)
        set(_at ${_pos})
      endif()
    endforeach()
    string(SUBSTRING "${_page}" 0 ${_at} _head)
    string(SUBSTRING "${_page}" ${_at} -1 _tail)
    set(_page "${_head}\n.SH \"EXIT STATUS\"\n${_exit}${_tail}")
  endif()
  # Typographic quotes as groff escapes: they render in every locale.
  string(REPLACE "“" "\\(lq" _page "${_page}")
  string(REPLACE "”" "\\(rq" _page "${_page}")
  string(REPLACE "‘" "\\(oq" _page "${_page}")
  string(REPLACE "’" "\\(cq" _page "${_page}")
  file(WRITE ${OUT}/${page}.1 "${_page}")
  execute_process(COMMAND ${GZIP} -9nf ${OUT}/${page}.1 RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip ${OUT}/${page}.1 failed")
  endif()
endfunction()

write_page(${CONSOLE} inference-console "operations console for LLM inference servers on GPU hosts")
foreach(c IN LISTS _commands)
  write_page(${CONSOLE} inference-console-${c} "${_summary_${c}}" "--help-option=${c} --help"
             "--version-string=inference-console-${c} ${VERSION}")
endforeach()
# The simulator's help is a table of tool command lines that help2man would reflow: its page
# shows the help as it is, below the hand-written description.
execute_process(COMMAND ${SIMHOST} --help OUTPUT_VARIABLE _sim RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0 OR NOT _sim MATCHES "^Usage: ([^\n]*)\n(.*)$")
  message(FATAL_ERROR "${SIMHOST} --help exited with ${_rc} or printed no \"Usage:\" line")
endif()
set(_synopsis "${CMAKE_MATCH_1}")
set(_body "${CMAKE_MATCH_2}")
foreach(_v _synopsis _body)
  string(REPLACE "\\" "\\e" ${_v} "${${_v}}")
  string(REPLACE "-" "\\-" ${_v} "${${_v}}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" ${_v} "${${_v}}")
endforeach()
string(STRIP "${_body}" _body)
file(READ ${INCLUDES}/inference-console-simhost.h2m _text)
string(REGEX REPLACE ".*\\[>DESCRIPTION\\]\n(.*)\n\\[SEE ALSO\\].*" "\\1" _description "${_text}")
string(REGEX REPLACE "^\\.PP\n" "" _description "${_description}")
file(WRITE ${OUT}/inference-console-simhost.1
  ".TH INFERENCE-CONSOLE-SIMHOST \"1\" \"${DATE}\" \"inference-console ${VERSION}\" \"User Commands\"\n"
  ".SH NAME\ninference-console-simhost \\- a simulated GPU host for inference-console\n"
  ".SH SYNOPSIS\n.nf\n${_synopsis}\n.fi\n"
  ".SH DESCRIPTION\n${_description}\n.PP\n.nf\n${_body}\n.fi\n"
  ".SH \"SEE ALSO\"\n.BR inference-console (1)\n")
execute_process(COMMAND ${GZIP} -9nf ${OUT}/inference-console-simhost.1 RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "gzip ${OUT}/inference-console-simhost.1 failed")
endif()
