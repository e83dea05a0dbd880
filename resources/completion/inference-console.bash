# bash completion for inference-console                                   -*- shell-script -*-
#
# Commands, options and which options take a value are read from the program's own help
# (`inference-console --help`, `inference-console help COMMAND`, in the C locale), so the
# completion follows the installed version. Values: host names from the hosts file for --host
# and for a command whose usage starts with HOST,
# the demo scenarios for --scenario, languages for --lang, files where the help says <file> or FILE.

# The help of a command (empty: the console's own), untranslated.
_inference_console_help()
{
    if [[ -n ${2-} ]]; then
        LC_ALL=C.UTF-8 LANGUAGE='' "$1" help "$2" 2>/dev/null
    else
        LC_ALL=C.UTF-8 LANGUAGE='' "$1" --help 2>/dev/null
    fi
}

# The option column of a help text, one option per line: "--name" or "--name <value>".
_inference_console_options()
{
    sed -nE 's/^  (-[^ ]+(, -[^ ]+)*( <[^>]+>)?)(  .*)?$/\1/p' <<<"$1" |
        sed -E 's/^-[^-][^,]*, //'
}

_inference_console_commands()
{
    sed -n '/^Commands:$/,/^$/p' <<<"$1" | sed -nE 's/^  ([a-z][a-z0-9-]*)  .*/\1/p'
}

# Host names of the hosts file: --hosts FILE when given on the line, else the default file.
_inference_console_hosts()
{
    local file=${XDG_CONFIG_HOME:-$HOME/.config}/inference-console/hosts.json i
    # `words` is the caller's, with "--hosts=FILE" kept as one word.
    for ((i = 1; i < ${#words[@]} - 1; i++)); do
        [[ ${words[i]} == --hosts ]] && file=${words[i + 1]/#\~/$HOME}
        [[ ${words[i]} == --hosts=* ]] && file=${words[i]#--hosts=} && file=${file/#\~/$HOME}
    done
    [[ -r $file ]] || return
    grep -oE '"name"[[:space:]]*:[[:space:]]*"[^"\\]+"' -- "$file" 2>/dev/null | sed -E 's/.*"([^"]+)"$/\1/'
}

_inference_console()
{
    local cur prev words cword split=false
    if declare -F _init_completion >/dev/null; then
        _init_completion -s || return
    else
        cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
        words=("${COMP_WORDS[@]}") cword=$COMP_CWORD
        if [[ $cur == --*=* ]]; then
            prev=${cur%%=*} cur=${cur#*=} split=true
        fi
    fi
    local program=${words[0]}
    program=${program/#\~/$HOME}
    type -P -- "$program" >/dev/null || program=inference-console

    local top help options command="" i
    top=$(_inference_console_help "$program") || return
    options=$(_inference_console_options "$top")
    # The command is the first word that is neither an option nor an option's value.
    for ((i = 1; i < cword; i++)); do
        if [[ ${words[i]} == -* ]]; then
            grep -qxE -- "${words[i]%%=*} <.*" <<<"$options" && [[ ${words[i]} != *=* ]] && ((i++))
        else
            command=${words[i]}
            break
        fi
    done
    help=$top
    if [[ -n $command && $command != help ]]; then
        help=$(_inference_console_help "$program" "$command") || return
        options=$(_inference_console_options "$help")
    fi

    # The value of an option.
    local value
    value=$(grep -E -- "^${prev} <" <<<"$options" | sed -E 's/.*<(.*)>/\1/')
    if [[ $prev == -* && -n $value ]]; then
        case $prev in
            --host) mapfile -t COMPREPLY < <(compgen -W "$(_inference_console_hosts)" -- "$cur") ;;
            --lang) mapfile -t COMPREPLY < <(compgen -W "de zh_CN en" -- "$cur") ;;
            --scenario)
                local scenarios
                scenarios=$(grep -E -- '^  --scenario ' <<<"$help" | sed -nE 's/.*: ([^.]*)\..*/\1/p' |
                    sed -E 's/,|\bor\b/ /g')
                mapfile -t COMPREPLY < <(compgen -W "$scenarios" -- "$cur")
                ;;
            *)
                if [[ $value == file ]]; then
                    compopt -o filenames 2>/dev/null
                    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                fi
                ;;
        esac
        return
    fi
    $split && return

    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(sed 's/ <.*//' <<<"$options")" -- "$cur")
        [[ ${COMPREPLY-} == *= ]] && compopt -o nospace 2>/dev/null
    elif [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_inference_console_commands "$top")" -- "$cur")
    elif [[ $command == help ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_inference_console_commands "$top" | grep -vx help)" -- "$cur")
    elif grep -qE "^Usage: [^ ]+ [^ ]+ HOST\b" <<<"$help"; then
        mapfile -t COMPREPLY < <(compgen -W "$(_inference_console_hosts)" -- "$cur")
    elif grep -qE "^Usage: .*\bFILE\b" <<<"$help"; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    fi
}
complete -F _inference_console inference-console
