#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# Every command the console lists has its man page, the pages name every option the programs'
# help names, and mandoc's and groff's linters have nothing to say about them.
#   man-pages.sh CONSOLE MAN1_DIR      exit 77: mandoc or man is not installed
set -uo pipefail
console=$1 dir=$2
for tool in mandoc man; do
  command -v $tool >/dev/null || { echo "SKIP: $tool is not installed (.ci/install-deps --tests)"; exit 77; }
done
HOME=$(mktemp -d)
export LC_ALL=C.UTF-8 LANGUAGE='' HOME XDG_CONFIG_HOME='' XDG_DATA_HOME=''
trap 'rm -rf "$HOME"' EXIT
commands=$("$console" --help | sed -n '/^Commands:$/,/^$/p' | sed -nE 's/^  ([a-z][a-z0-9-]*)  .*/\1/p' | grep -vx help)
[ -n "$commands" ] || { echo "FAIL: no commands in $console --help"; exit 1; }
status=0
check_page() { # PAGE HELP-TEXT
  local page=$dir/$1.1.gz option lint warnings
  if [ ! -s "$page" ]; then echo "FAIL: $page is missing"; status=1; return; fi
  # The page as text once: `zcat | grep -q` under pipefail fails at random when grep quits early.
  local text
  text=$(zcat "$page" | sed 's/\\-/-/g')
  for option in $(sed -nE 's/^  (-[^ ]+(, -[^ ]+)*)( <[^>]+>)?(  .*)?$/\1/p' <<<"$2" | tr ',' ' '); do
    grep -qF -- "$option" <<<"$text" || { echo "FAIL: $1(1) does not name $option"; status=1; }
  done
  lint=$(mandoc -T lint -W warning "$page" 2>&1)
  [ -z "$lint" ] || { echo "FAIL: mandoc on $1(1): $lint"; status=1; }
  warnings=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "FAIL: man --warnings on $1(1): $warnings"; status=1; }
  echo "$1(1): $(zcat "$page" | grep -c '^\.TP') options and items, checked"
}
check_page inference-console "$("$console" --help)"
for c in $commands; do
  check_page "inference-console-$c" "$("$console" help "$c")"
done
check_page inference-console-simhost ""
exit $status
