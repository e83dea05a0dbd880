# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# A pristine Debian 12 root for the project's own checks, to be sourced (bash):
#
#   . .ci/fresh-root.sh
#   fresh_root_create            # sets FRESH_ROOT; unpacks a clean root, mounts /dev and /proc
#   fresh_root_run 'apt-get ...' # runs a bash command inside it as root, with a clean environment
#   fresh_root_cleanup           # unmounts and removes it (also done on EXIT by fresh_root_create)
#
# The clean root is made once with mmdebstrap (variant "apt": nothing but apt and its
# essentials, as a new machine has) from this machine's apt sources, and cached as a tar of
# about 160 MB in $XDG_CACHE_HOME; each run unpacks a fresh copy. Needs root.

fresh_root_tarball() { echo "${FRESH_ROOT_TAR:-${XDG_CACHE_HOME:-$HOME/.cache}/inference-console/debian12-root.tar}"; }

fresh_root_create() {
  local tarball
  tarball=$(fresh_root_tarball)
  if [ "$(id -u)" != 0 ]; then
    echo "fresh-root: needs root (mmdebstrap, chroot and mounts)" >&2
    return 2
  fi
  if ! command -v mmdebstrap >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  fi
  if [ ! -s "$tarball" ]; then
    mkdir -p "$(dirname "$tarball")"
    echo "fresh-root: making a clean Debian 12 root (once, about a minute)"
    # mmdebstrap picks the output format from the name: the partial file must end in .tar too.
    mmdebstrap --quiet --variant=apt --mode=root bookworm "${tarball%.tar}.part.tar" &&
      mv "${tarball%.tar}.part.tar" "$tarball"
  fi
  FRESH_ROOT=$(mktemp -d /tmp/ic-fresh-root.XXXXXX)
  trap fresh_root_cleanup EXIT
  tar -xf "$tarball" -C "$FRESH_ROOT"
  mount --bind /dev "$FRESH_ROOT/dev"
  mount --bind /dev/pts "$FRESH_ROOT/dev/pts" 2>/dev/null || true
  mount -t proc proc "$FRESH_ROOT/proc"
  cp /etc/resolv.conf "$FRESH_ROOT/etc/resolv.conf" 2>/dev/null || true
}

fresh_root_run() {
  chroot "$FRESH_ROOT" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    /bin/bash -euo pipefail -c "$1"
}

fresh_root_cleanup() {
  [ -n "${FRESH_ROOT:-}" ] && [ -d "$FRESH_ROOT" ] || return 0
  umount "$FRESH_ROOT/proc" 2>/dev/null || true
  umount "$FRESH_ROOT/dev/pts" 2>/dev/null || true
  umount "$FRESH_ROOT/dev" 2>/dev/null || true
  rm -rf --one-file-system "$FRESH_ROOT"
  FRESH_ROOT=
}
