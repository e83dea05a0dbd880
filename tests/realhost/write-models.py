#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Writes the real host's two tiny models (random weights, a real tokenizer) with gguf-py.

Run inside the real host's root (python3-gguf, python3-numpy):
    write-models.py OUTDIR
writes OUTDIR/tiny.gguf (a plain ChatML template) and OUTDIR/tiny-think.gguf (a Qwen3-style
thinking template: the generation prompt opens <think>, so `--reasoning-format deepseek` puts
what the model writes into reasoning_content). Llama architecture, 2 layers, 64 wide, f32,
seeded random weights (about 0.6 MB each): the text is garbage, but llama-server loads the
model, tokenizes, templates and generates thousands of tokens per second on one core.

The tokenizer is GPT-2 style byte-level BPE: the 256 byte symbols, a few merges of common
English pairs, and the special tokens the templates use.
"""
import sys

import gguf
import numpy as np

N_EMBD = 64
N_HEAD = 4
N_LAYER = 2
N_FF = 128
N_CTX = 4096


def byte_symbols():
    """GPT-2's byte -> printable unicode map, in byte order."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    table = dict(zip(bs, (chr(c) for c in cs)))
    return [table[b] for b in range(256)]


def vocabulary():
    """tokens, token types and merges; the special tokens at the end."""
    sym = byte_symbols()
    tokens = list(sym)
    merges = []
    known = set(tokens)

    def merge(a, b):
        if a in known and b in known and a + b not in known:
            merges.append(a + " " + b)
            tokens.append(a + b)
            known.add(a + b)

    space = sym[ord(" ")]
    letters = "etaoinshrdlucmfwypvbgkqjxz"
    for c in letters:  # " e", " t", ...: word starts
        merge(space, c)
    pairs = ["th", "he", "in", "er", "an", "re", "on", "at", "en", "nd", "ti", "es", "or", "te",
             "of", "ed", "is", "it", "al", "ar", "st", "to", "nt", "ng", "se", "ha", "as", "ou",
             "io", "le", "ve", "co", "me", "de", "hi", "ri", "ro", "ic", "ne", "ea", "ra", "ce"]
    for p in pairs:
        merge(p[0], p[1])
    for p in pairs[:20]:
        merge(space + p[0], p[1])
    types = [gguf.TokenType.NORMAL] * len(tokens)
    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    for s in specials:
        tokens.append(s)
        types.append(gguf.TokenType.CONTROL)
    for s in ["<think>", "</think>"]:
        tokens.append(s)
        types.append(gguf.TokenType.USER_DEFINED)
    return tokens, types, merges


PLAIN_TEMPLATE = (
    "{%- for message in messages -%}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' -}}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}{{- '<|im_start|>assistant\\n' -}}{%- endif -%}"
)

# Qwen3's shape: earlier assistant turns lose their thinking; the generation prompt opens
# <think> unless enable_thinking is false (then an empty block closes it).
THINK_TEMPLATE = (
    "{%- for message in messages -%}"
    "{%- set content = message['content'] if message['content'] is string else '' -%}"
    "{%- if message['role'] == 'assistant' and '</think>' in content -%}"
    "{%- set content = content.split('</think>')[-1].lstrip('\\n') -%}"
    "{%- endif -%}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + content + '<|im_end|>\\n' -}}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}"
    "{{- '<|im_start|>assistant\\n' -}}"
    "{%- if enable_thinking is defined and enable_thinking is false -%}"
    "{{- '<think>\\n\\n</think>\\n\\n' -}}"
    "{%- else -%}"
    "{{- '<think>\\n' -}}"
    "{%- endif -%}"
    "{%- endif -%}"
)


def write(path, name, template, seed):
    tokens, types, merges = vocabulary()
    n_vocab = len(tokens)
    rng = np.random.default_rng(seed)

    def rand(*shape, scale=0.02):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    w = gguf.GGUFWriter(path, "llama")
    w.add_name(name)
    w.add_context_length(N_CTX)
    w.add_embedding_length(N_EMBD)
    w.add_block_count(N_LAYER)
    w.add_feed_forward_length(N_FF)
    w.add_head_count(N_HEAD)
    w.add_head_count_kv(N_HEAD)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_dimension_count(N_EMBD // N_HEAD)
    w.add_rope_freq_base(10000.0)
    w.add_vocab_size(n_vocab)
    w.add_file_type(gguf.LlamaFileType.ALL_F32)

    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("default")
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_token_merges(merges)
    eot = tokens.index("<|endoftext|>")
    w.add_bos_token_id(eot)
    w.add_eos_token_id(tokens.index("<|im_end|>"))
    w.add_pad_token_id(eot)
    w.add_add_bos_token(False)
    w.add_chat_template(template)

    w.add_tensor("token_embd.weight", rand(n_vocab, N_EMBD, scale=1.0))
    for i in range(N_LAYER):
        p = f"blk.{i}."
        w.add_tensor(p + "attn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        for t in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(p + t + ".weight", rand(N_EMBD, N_EMBD))
        w.add_tensor(p + "ffn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        w.add_tensor(p + "ffn_gate.weight", rand(N_FF, N_EMBD))
        w.add_tensor(p + "ffn_up.weight", rand(N_FF, N_EMBD))
        w.add_tensor(p + "ffn_down.weight", rand(N_EMBD, N_FF))
    w.add_tensor("output_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    w.add_tensor("output.weight", rand(n_vocab, N_EMBD, scale=0.5))

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/models"
    write(out + "/tiny.gguf", "tiny", PLAIN_TEMPLATE, 1)
    write(out + "/tiny-think.gguf", "tiny-think", THINK_TEMPLATE, 2)


if __name__ == "__main__":
    main()
