#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# The menu entry and the AppStream metadata pass Debian's validators with nothing to say:
# desktop-file-validate (desktop-file-utils) and appstreamcli validate --pedantic (appstream).
#   metadata.sh DESKTOP_FILE METAINFO_FILE      exit 77: a validator is not installed
set -uo pipefail
for tool in desktop-file-validate appstreamcli; do
  command -v $tool >/dev/null || { echo "SKIP: $tool is not installed (.ci/install-deps --tests)"; exit 77; }
done
status=0
out=$(desktop-file-validate "$1" 2>&1) || status=1
echo "desktop-file-validate $1:"; echo "${out:-  (nothing)}"
[ -z "$out" ] || status=1
out=$(appstreamcli validate --no-net --pedantic "$2" 2>&1) || status=1
echo "appstreamcli validate $2:"; echo "$out"
grep -qE '^[EWIP]:' <<<"$out" && status=1
exit $status
