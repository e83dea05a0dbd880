#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# The bash completion offers what the program's help says, with bash-completion loaded as on a
# Debian desktop. Each row: a command line (the cursor at its end) and the words expected.
#   completion-bash.sh COMPLETION_FILE BIN_DIR      exit 77: bash-completion is not installed
set -uo pipefail
[ -r /usr/share/bash-completion/bash_completion ] ||
  { echo "SKIP: bash-completion is not installed (.ci/install-deps --tests)"; exit 77; }
source /usr/share/bash-completion/bash_completion
# shellcheck source=/dev/null
source "$1"
export PATH=$2:$PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config
mkdir -p "$tmp/config/inference-console" "$tmp/files"
echo '{"version": 1, "hosts": [{"name": "gpu-01", "target": "local"}, {"name": "gpu-02", "target": "ops@b"}]}' \
  >"$tmp/config/inference-console/hosts.json"
echo '{"version": 1, "hosts": [{"name": "staging-1", "target": "local"}]}' >"$tmp/files/staging.json"
touch "$tmp/files/vllm.log"

status=0
# complete LINE EXPECTED: words split as bash splits them for completion (COMP_WORDBREAKS).
complete_line() {
  local line=$1 expected=$2
  COMP_LINE=$line COMP_POINT=${#line}
  local w
  COMP_WORDS=()
  for w in $line; do
    if [[ $w == --*=* ]]; then COMP_WORDS+=("${w%%=*}" "=" "${w#*=}"); else COMP_WORDS+=("$w"); fi
  done
  [[ $line == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _inference_console inference-console "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
  local got
  got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | xargs)
  if [ "$got" = "$expected" ]; then echo "ok   [$line] -> $got"; else echo "FAIL [$line] -> '$got', expected '$expected'"; status=1; fi
}
complete_line "inference-console " "analyze autopsy check help history rollout trust"
complete_line "inference-console ch" "check"
complete_line "inference-console help " "analyze autopsy check history rollout trust"
complete_line "inference-console --ti" "--time-scale"
complete_line "inference-console --scenario " "crash-flashinfer-mismatch hang healthy oom slow"
complete_line "inference-console --demo --lang " "de en zh_CN"
complete_line "inference-console --scenario oom an" "analyze"
complete_line "inference-console check --j" "--json"
complete_line "inference-console rollout --dr" "--dry-run"
complete_line "inference-console rollout --on" "--on-failure"
complete_line "inference-console check --host " "gpu-01 gpu-02"
complete_line "inference-console autopsy " "gpu-01 gpu-02"
complete_line "inference-console autopsy --hosts $tmp/files/staging.json " "staging-1"
complete_line "inference-console autopsy gpu-01 --o" "--out"
complete_line "inference-console --lang de check --host gpu-0" "gpu-01 gpu-02"
complete_line "inference-console check --hosts $tmp/files/staging.json --host " "staging-1"
complete_line "inference-console check --hosts=$tmp/files/staging.json --host " "staging-1"
complete_line "inference-console check --hosts $tmp/files/st" "$tmp/files/staging.json"
complete_line "inference-console analyze $tmp/files/vl" "$tmp/files/vllm.log"
complete_line "inference-console analyze --js" "--json"
complete_line "inference-console history --host gpu-01 --ph" "--phases"
complete_line "inference-console history --inv" "--invocation"
complete_line "inference-console check --model " ""
exit $status
