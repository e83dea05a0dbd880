// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Throughput of the lean journal JSON extractor against a per-line nlohmann::json parse.
// Usage: bench_journal_json [lines]   (default 1000000). Prints one `key=value` line per parser.
#include "formats/JournalJson.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace {

// Messages as vLLM prints them during a start-up and while serving.
const char *const messages[] = {
    "(APIServer pid=8727) INFO 08-19 18:34:29 [api_server.py:1896] vLLM API server version 0.10.1.1",
    "(APIServer pid=8727) INFO 08-19 18:34:29 [utils.py:326] non-default args: {'model_tag': "
    "'Qwen/Qwen3-32B', "
    "'model': 'Qwen/Qwen3-32B', 'max_model_len': 32768, 'tensor_parallel_size': 8}",
    "(EngineCore_DP0 pid=8913) INFO 08-19 18:34:41 [core.py:74] Initializing a V1 LLM engine (v0.10.1.1) "
    "with "
    "config: model='Qwen/Qwen3-32B', speculative_config=None, tokenizer='Qwen/Qwen3-32B', "
    "skip_tokenizer_init=False",
    "(Worker_TP3 pid=9021) INFO 08-19 18:35:02 [gpu_model_runner.py:1953] Model loading took 7.6719 GiB and "
    "21.334188 seconds",
    "(EngineCore_DP0 pid=8913) INFO 08-19 18:35:40 [gpu_worker.py:276] Available KV cache memory: 33.31 GiB",
    "(EngineCore_DP0 pid=8913) INFO 08-19 18:35:41 [kv_cache_utils.py:849] GPU KV cache size: 1,091,520 "
    "tokens",
    "(APIServer pid=8727) INFO:     10.0.3.17:51234 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK",
    "(APIServer pid=8727) INFO 08-19 18:47:12 [loggers.py:123] Engine 000: Avg prompt throughput: 1523.4 "
    "tokens/s, "
    "Avg generation throughput: 812.9 tokens/s, Running: 12 reqs, Waiting: 0 reqs, GPU KV cache usage: "
    "41.7%, "
    "Prefix cache hit rate: 70.2%",
    "(Worker_TP0 pid=9018) WARNING 08-19 18:35:30 [custom_all_reduce.py:137] Custom allreduce is disabled "
    "because "
    "it's not supported on more than two PCIe-only GPUs. To silence this warning, specify "
    "disable_custom_all_reduce=True explicitly.",
};

std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

/// One line in journalctl's own layout, with the trusted fields a real entry carries.
std::string makeLine(int i)
{
    const bool pid1 = i % 997 == 0;
    const bool binary = i % 20 == 7; // tqdm bars with '\r' and colour escapes arrive as byte arrays
    std::string message;
    std::string fields;
    auto add = [&](const char *key, const std::string &value) {
        fields += ", \"";
        fields += key;
        fields += "\" : ";
        fields += value;
    };
    char buf[256];
    std::snprintf(
        buf, sizeof buf,
        "{ \"__CURSOR\" : "
        "\"s=6b5c4d3e2f1a4b5c8d7e6f5a4b3c2d1e;i=%x;b=3f6c2a9e0b1d4c7e8f5a6b2c1d0e9f8a;m=%llx;t=%llx;"
        "x=%016llx\"",
        0x1a2b00 + i, 0x2540be400ULL + i * 1000ULL, 0x61ff3c1d00000ULL + i * 1000ULL, i * 7919ULL);
    std::string line = buf;
    std::snprintf(buf, sizeof buf, "\"%lld\"", 1724092467000000LL + i * 2500LL);
    add("__REALTIME_TIMESTAMP", buf);
    std::snprintf(buf, sizeof buf, "\"%lld\"", 10000000000LL + i * 2500LL);
    add("__MONOTONIC_TIMESTAMP", buf);
    add("_BOOT_ID", "\"3f6c2a9e0b1d4c7e8f5a6b2c1d0e9f8a\"");
    add("_MACHINE_ID", "\"9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b\"");
    add("_HOSTNAME", "\"gpu-node-07\"");
    add("PRIORITY", i % 50 == 3 ? "\"4\"" : "\"6\"");
    add("SYSLOG_FACILITY", "\"3\"");
    add("_UID", "\"998\"");
    add("_GID", "\"998\"");
    add("_CAP_EFFECTIVE", "\"0\"");
    if (pid1) {
        add("SYSLOG_IDENTIFIER", "\"systemd\"");
        add("_PID", "\"1\"");
        add("_COMM", "\"systemd\"");
        add("_TRANSPORT", "\"journal\"");
        add("UNIT", "\"vllm.service\"");
        add("INVOCATION_ID", "\"5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d\"");
        add("MESSAGE", "\"Started vllm.service - vLLM OpenAI-compatible server (Qwen3-32B).\"");
    } else {
        add("SYSLOG_IDENTIFIER", "\"vllm\"");
        add("_PID", i % 3 ? "\"8913\"" : "\"8727\"");
        add("_COMM", "\"vllm\"");
        add("_TRANSPORT", "\"stdout\"");
        add("_STREAM_ID", "\"d41d8cd98f00b204e9800998ecf8427e\"");
        add("_EXE", "\"/usr/bin/python3.12\"");
        add("_CMDLINE",
            "\"/opt/vllm/.venv/bin/python3 /opt/vllm/.venv/bin/vllm serve Qwen/Qwen3-32B "
            "--tensor-parallel-size 8\"");
        add("_SYSTEMD_CGROUP", "\"/system.slice/vllm.service\"");
        add("_SYSTEMD_UNIT", "\"vllm.service\"");
        add("_SYSTEMD_SLICE", "\"system.slice\"");
        add("_SYSTEMD_INVOCATION_ID", "\"5f0c6c2d8e3b4a1f9d7e6c5b4a3f2e1d\"");
        if (binary) {
            std::snprintf(
                buf, sizeof buf,
                "\x1b[1;36m(Worker_TP0 pid=9018)\x1b[0;0m Capturing CUDA graphs: %3d%%|#####     | %d/67 "
                "[00:%02d<00:10,  3.11it/s]\r",
                i % 100, i % 67, i % 60);
            std::string bytes = "[";
            for (const char *p = buf; *p; ++p) {
                if (p != buf)
                    bytes += ", ";
                bytes += std::to_string(int(static_cast<unsigned char>(*p)));
            }
            add("MESSAGE", bytes + "]");
        } else {
            add("MESSAGE", jsonString(messages[i % (sizeof messages / sizeof *messages)]));
        }
    }
    line += fields;
    line += " }";
    return line;
}

/// CPU time of this thread: on a shared, busy machine it is steadier than wall time.
double threadCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

struct Corpus {
    std::string bytes;
    std::vector<std::pair<size_t, size_t>> lines; // offset, length
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::atoi(argv[1]) : 1000000;

    Corpus corpus;
    corpus.bytes.reserve(size_t(count) * 1100);
    for (int i = 0; i < count; ++i) {
        const std::string l = makeLine(i);
        corpus.lines.emplace_back(corpus.bytes.size(), l.size());
        corpus.bytes += l;
        corpus.bytes += '\n';
    }
    const double mib = double(corpus.bytes.size()) / (1024.0 * 1024.0);

    QElapsedTimer timer;
    timer.start();
    double cpu = threadCpuSeconds();
    qint64 checksum = 0;
    int errors = 0;
    for (const auto &[offset, length] : corpus.lines) {
        const ic::JournalEntry e
            = ic::parseJournalJsonLine(QByteArrayView(corpus.bytes.data() + offset, qsizetype(length)));
        checksum += e.message.size() + e.pid;
        errors += e.isValid() ? 0 : 1;
    }
    const double leanSecs = double(timer.nsecsElapsed()) / 1e9;
    const double leanCpu = threadCpuSeconds() - cpu;

    // The same extraction through a DOM: parse the line, then read the same fields.
    timer.restart();
    cpu = threadCpuSeconds();
    qint64 checksumDom = 0;
    for (const auto &[offset, length] : corpus.lines) {
        const auto doc = nlohmann::json::parse(corpus.bytes.data() + offset,
                                               corpus.bytes.data() + offset + length, nullptr, false);
        if (doc.is_discarded())
            continue;
        ic::JournalEntry e;
        e.cursor = QByteArray::fromStdString(doc.value("__CURSOR", std::string()));
        e.realtimeUsec = std::stoll(doc.value("__REALTIME_TIMESTAMP", std::string("0")));
        e.pid = std::stoll(doc.value("_PID", std::string("0")));
        e.priority = std::stoi(doc.value("PRIORITY", std::string("-1")));
        e.identifier = QByteArray::fromStdString(doc.value("SYSLOG_IDENTIFIER", std::string()));
        e.invocationId = QByteArray::fromStdString(doc.value("_SYSTEMD_INVOCATION_ID", std::string()));
        const auto m = doc.find("MESSAGE");
        if (m != doc.end() && m->is_string()) {
            e.message = QString::fromStdString(m->get<std::string>());
        } else if (m != doc.end() && m->is_array()) {
            QByteArray bytes;
            for (const auto &b : *m)
                bytes.append(char(b.get<int>()));
            e.message = QString::fromUtf8(bytes);
        }
        checksumDom += e.message.size() + e.pid;
    }
    const double domSecs = double(timer.nsecsElapsed()) / 1e9;
    const double domCpu = threadCpuSeconds() - cpu;

    std::printf("corpus lines=%d bytes_mib=%.1f avg_line_bytes=%.0f\n", count, mib,
                double(corpus.bytes.size()) / count);
    std::printf("journal_json_lean entries_per_s=%.0f entries_per_cpu_s=%.0f mib_per_cpu_s=%.1f errors=%d "
                "checksum=%lld\n",
                count / leanSecs, count / leanCpu, mib / leanCpu, errors, static_cast<long long>(checksum));
    std::printf(
        "journal_json_nlohmann entries_per_s=%.0f entries_per_cpu_s=%.0f mib_per_cpu_s=%.1f checksum=%lld\n",
        count / domSecs, count / domCpu, mib / domCpu, static_cast<long long>(checksumDom));
    std::printf("ratio lean_over_nlohmann wall=%.2f cpu=%.2f\n", domSecs / leanSecs, domCpu / leanCpu);
    return errors == 0 && checksum == checksumDom ? 0 : 1;
}
