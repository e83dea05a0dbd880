#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Proves a freshly made real host root serves its models: run inside the root (chroot).

For each model: starts llama-server on a free loopback port, waits (at most 60 s) for /health
200, asks /v1/chat/completions for 200 tokens and checks they came at 1000 tokens/s or more;
the thinking model must answer in reasoning_content under --reasoning-format deepseek.
Exit 0 when every check passed; otherwise says which did not and exits 1.
"""
import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check(model, extra, want_reasoning):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    cmd = ["/usr/bin/llama-server", "-m", model, "--host", "127.0.0.1", "--port", str(port),
           "-t", "1", "-c", "1024", "-np", "2", "--metrics", "--slots"] + extra
    log = open(f"/tmp/check-engine-{port}.log", "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                return f"{model}: llama-server exited ({proc.returncode}) before /health answered"
            try:
                with urllib.request.urlopen(base + "/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                return f"{model}: /health did not answer 200 within 60 s"
            time.sleep(0.1)
        body = json.dumps({"messages": [{"role": "user", "content": "Say something."}],
                           "max_tokens": 200, "temperature": 1.0}).encode()
        req = urllib.request.Request(base + "/v1/chat/completions", data=body,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            answer = json.load(r)
        n = answer["usage"]["completion_tokens"]
        rate = answer["timings"]["predicted_per_second"]
        message = answer["choices"][0]["message"]
        if n < 1:
            return f"{model}: no tokens generated"
        if rate < 1000:
            return f"{model}: {rate:.0f} tokens/s, expected 1000 or more"
        if want_reasoning and not message.get("reasoning_content"):
            return f"{model}: no reasoning_content in {json.dumps(message)[:200]}"
        print(f"{model}: {n} tokens at {rate:.0f} tokens/s"
              + (", reasoning_content present" if want_reasoning else ""))
        return None
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main():
    failures = [f for f in (
        check("/models/tiny.gguf", [], False),
        check("/models/tiny-think.gguf", ["--reasoning-format", "deepseek"], True),
    ) if f]
    for f in failures:
        print("check-engine: " + f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
