#!/usr/bin/env zsh
# The zsh completion offers what the program's help says: a real interactive zsh (zpty) with
# compinit loads the completion function and completes each line; compadd is wrapped to print
# what it is offered. Each row: a command line (the cursor at its end) and the words expected.
#   zsh completion-zsh.zsh COMPLETION_DIR BIN_DIR
emulate -L zsh
setopt err_return pipe_fail
zmodload zsh/zpty || { print "SKIP: zsh/zpty is missing"; exit 77 }
local dir=${1:A} bin=${2:A} tmp=$(mktemp -d)
trap "rm -rf ${(q)tmp}" EXIT
export PATH=$bin:$PATH HOME=$tmp XDG_CONFIG_HOME=$tmp/config
mkdir -p $tmp/config/inference-console $tmp/files
print '{"version": 1, "hosts": [{"name": "gpu-01", "target": "local"}, {"name": "gpu-02", "target": "ops@b"}]}' \
  >$tmp/config/inference-console/hosts.json
print '{"version": 1, "hosts": [{"name": "staging-1", "target": "local"}]}' >$tmp/files/staging.json
touch $tmp/files/vllm.log

integer failures=0 n=0
complete_line() { # LINE EXPECTED
  local line=$1 expected=$2 out="" chunk got
  (( ++n ))
  zpty c zsh -f -i
  zpty -w c "PS1='' PROMPT_EOL_MARK=''; fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"
  # "<h""it>" keeps the echo of this definition from looking like a hit.
  zpty -w c 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi
             local -a __h; builtin compadd -A __h "$@"; local h; for h in $__h; do print -r -- "<h""it>$h"; done
             builtin compadd "$@"; }'
  # Keys are handled in order: Ctrl+X d runs after the completion that Tab started has ended.
  zpty -w c "bindkey '^I' complete-word; done-marker() { print -n '<d''one-$n>'; }; zle -N done-marker; bindkey '^Xd' done-marker"
  zpty -n -w c "$line"$'\t\C-xd'
  # Read until the marker, for at most ten seconds.
  local deadline=$(( EPOCHREALTIME + 10 ))
  while [[ $out != *"<done-$n>"* ]] && (( EPOCHREALTIME < deadline )); do
    sleep 0.1
    while zpty -r -t c chunk; do out+=$chunk; done
  done
  zpty -d c
  got=${(j: :)${(ou)${(M)${(f)${out//$'\r'/}}:#*<hit>*}#*<hit>}}
  if [[ $out != *"<done-$n>"* ]]; then
    print -r -- "FAIL [$line]: zsh did not answer within 10 s"; (( ++failures ))
  elif [[ $got == $expected ]]; then
    print -r -- "ok   [$line] -> $got"
  else
    print -r -- "FAIL [$line] -> '$got', expected '$expected'"; (( ++failures ))
  fi
}
zmodload zsh/datetime
complete_line "inference-console " "analyze autopsy check help history rollout trust"
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
complete_line "inference-console check --hosts $tmp/files/staging.json --host " "staging-1"
complete_line "inference-console check --hosts=$tmp/files/staging.json --host " "staging-1"
complete_line "inference-console check --hosts $tmp/files/st" "staging.json"
complete_line "inference-console analyze $tmp/files/vl" "vllm.log"
complete_line "inference-console analyze --js" "--json"
complete_line "inference-console history --host gpu-01 --ph" "--phases"
complete_line "inference-console history --inv" "--invocation"
exit $(( failures > 0 ))
