// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Over 600 lines on purpose: the simulated start-up as one script — every phase's log lines,
// memory ramp and timing per scenario — reads best top to bottom in one file.
#include "SimTimeline.h"

#include "SimUnitFiles.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ic {

namespace {

constexpr double kShards = 64;
constexpr double kWeightsStart = 30.0;
constexpr double kWeightsEnd = 342.0;
constexpr double kCompileStart = 345.0;
constexpr double kDynamo = 366.0;
constexpr double kCompileEnd = 437.0;
constexpr double kKv = 701.0;
constexpr double kGraphsStart = 704.0;
constexpr double kGraphsEnd = 742.0;
constexpr double kInitDone = 754.55;
constexpr double kReady = 779.0;
constexpr double kCrashMismatch = 33.0;
constexpr double kCrashOom = 560.0;

// Memory per card (MiB) at the phase boundaries; ready lands on ~73.7 GiB.
constexpr double kMemContext = 614;
constexpr double kMemWeights = 61480;
constexpr double kMemCompiled = 62310;
constexpr double kMemProfilePeak = 64020;
constexpr double kMemKv = 73180;
constexpr double kMemReady = 75470;

const QByteArray kVenv = "/opt/vllm/.venv";
const QByteArray kSitePackages = "/opt/vllm/.venv/lib/python3.12/site-packages";

QByteArray clock(double seconds)
{
    const int s = int(seconds);
    const QByteArray mm = QByteArray::number(s / 60).rightJustified(2, '0');
    const QByteArray ss = QByteArray::number(s % 60).rightJustified(2, '0');
    if (s >= 3600)
        return QByteArray::number(s / 3600) + ':' + QByteArray::number((s / 60) % 60).rightJustified(2, '0')
            + ':' + ss;
    return mm + ':' + ss;
}

QByteArray fixed(double v, int width, int decimals)
{
    return QByteArray::number(v, 'f', decimals).rightJustified(width, ' ');
}

// tqdm's default bar: "desc:  45%|████▌     | 30/67 [00:12<00:14,  2.51it/s]"
QByteArray tqdmBar(const QByteArray &desc, int n, int total, double elapsed)
{
    const double frac = total > 0 ? double(n) / total : 0;
    static const char *const parts[] = { "", "▏", "▎", "▍", "▌", "▋", "▊", "▉" };
    const int width = 10;
    const int eighths = int(frac * width * 8);
    QByteArray bar;
    int cells = 0;
    for (int i = 0; i < eighths / 8; ++i, ++cells)
        bar += "█";
    if (eighths % 8 && cells < width) {
        bar += parts[eighths % 8];
        ++cells;
    }
    bar += QByteArray(width - cells, ' ');
    QByteArray rate = "?it/s";
    QByteArray remaining = "?";
    if (n > 0 && elapsed > 0) {
        const double r = n / elapsed;
        rate = r >= 1 ? fixed(r, 5, 2) + "it/s" : fixed(1 / r, 5, 2) + "s/it";
        remaining = clock((total - n) / r);
    }
    return desc + ": " + fixed(frac * 100, 3, 0) + "%|" + bar + "| " + QByteArray::number(n) + '/'
        + QByteArray::number(total) + " [" + clock(elapsed) + '<' + remaining + ", " + rate + ']';
}

QByteArray thousands(qint64 v)
{
    QByteArray s = QByteArray::number(v);
    for (int i = s.size() - 3; i > 0; i -= 3)
        s.insert(i, ',');
    return s;
}

} // namespace

SimTimeline::SimTimeline(const SimState &state, const SimInvocation &invocation)
    : m_state(state.forInvocation(invocation))
    , m_inv(invocation)
{
    m_stretch = m_state.scenario == SimScenario::Slow ? 2.5 : 1.0;
    m_apiPid = invocation.mainPid > 0 ? invocation.mainPid : 4242;
    m_enginePid = m_apiPid + 313;
    build();
}

double SimTimeline::t(double base) const
{
    return base <= kWeightsStart ? base : kWeightsStart + (base - kWeightsStart) * m_stretch;
}

qint64 SimTimeline::simMsAtReal(qint64 realMs) const
{
    return qint64(std::floor(double(realMs - m_inv.startMs) * m_state.timeScale));
}

qint64 SimTimeline::realMsAtSim(qint64 simMs) const
{
    return m_inv.startMs + qint64(std::ceil(double(simMs) / m_state.timeScale));
}

QByteArray SimTimeline::header(double simSeconds, const char *level, const char *source) const
{
    // vLLM prints host-local time without a year, on the engine's own (simulated) clock.
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(m_inv.startMs + qint64(simSeconds * 1000));
    return QByteArray(level) + ' ' + at.toString(QStringLiteral("MM-dd HH:mm:ss")).toLatin1() + " [" + source
        + "] ";
}

QByteArray SimTimeline::worker(int rank) const
{
    return "(Worker_TP" + QByteArray::number(rank) + " pid=" + QByteArray::number(workerPid(rank)) + ") ";
}

void SimTimeline::add(double s, const QByteArray &prefix, const char *level, const char *source,
                      const QByteArray &text)
{
    m_lines.append({ qint64(s * 1000), 6, prefix + header(s, level, source) + text, false });
}

void SimTimeline::addRaw(double s, const QByteArray &text)
{
    m_lines.append({ qint64(s * 1000), 6, text, false });
}

void SimTimeline::addSystemd(double s, int priority, const QByteArray &text)
{
    m_lines.append({ qint64(s * 1000), priority, text, true });
}

void SimTimeline::addTraceback(double s, const QByteArray &prefix, bool withHeader, const char *source,
                               const QList<QByteArray> &lines)
{
    for (const QByteArray &l : lines) {
        if (withHeader)
            add(s, prefix, "ERROR", source, l);
        else
            addRaw(s, prefix + l);
        s += 0.001;
    }
}

QByteArray SimTimeline::execStartCommandLine(const SimState &state)
{
    return kVenv + "/bin/vllm serve " + state.model.toUtf8() + " --tensor-parallel-size "
        + QByteArray::number(state.gpus)
        + " --enable-expert-parallel --trust-remote-code --max-model-len 262144"
          " --gpu-memory-utilization 0.90 --reasoning-parser kimi_k2 --tool-call-parser kimi_k2"
          " --enable-auto-tool-choice --host 127.0.0.1 --port "
        + QByteArray::number(state.port);
}

void SimTimeline::build()
{
    const QByteArray api = "(APIServer pid=" + QByteArray::number(m_apiPid) + ") ";
    const QByteArray engine = "(EngineCore_DP0 pid=" + QByteArray::number(m_enginePid) + ") ";
    const QByteArray model = m_state.model.toUtf8();
    const int gpus = std::max(1, m_state.gpus);
    QRandomGenerator rng(quint32(m_state.seed ^ (m_state.seed >> 32)) ^ qHash(m_inv.id));

    m_weightsStart = qint64(t(kWeightsStart) * 1000);
    m_weightsEnd = qint64(t(kWeightsEnd) * 1000);
    m_compileEnd = qint64(t(kCompileEnd) * 1000);
    m_kvAt = qint64(t(kKv) * 1000);
    m_graphsStart = qint64(t(kGraphsStart) * 1000);
    m_graphsEnd = qint64(t(kGraphsEnd) * 1000);
    m_initDone = qint64(t(kInitDone) * 1000);

    addSystemd(0, 6,
               "Started " + m_state.unit.toUtf8() + " - vLLM OpenAI-compatible server (" + model + ").");

    // A flag this vLLM does not know: argparse ends the process at once, as in
    // tests/fixtures/crashes/vllm-unrecognized-arguments.log.
    if (const QString flag = simhost::simUnknownFlag(m_inv.execStart); !flag.isEmpty()) {
        // Python's imports come first: seconds of wall-clock time whatever the time scale (never
        // less than two), as on a real host.
        const double at = std::max(4.8, 2.0 * std::max(1.0, m_state.timeScale));
        addRaw(at, "usage: vllm [-h] [-v] {chat,complete,serve,bench,collect-env,run-batch} ...");
        addRaw(at + 0.01, "vllm: error: unrecognized arguments: " + flag.toUtf8());
        addSystemd(at + 0.1, 5,
                   m_state.unit.toUtf8() + ": Main process exited, code=exited, status=2/INVALIDARGUMENT");
        addSystemd(at + 0.101, 4, m_state.unit.toUtf8() + ": Failed with result 'exit-code'.");
        m_exitMs = qint64((at + 0.102) * 1000);
        return;
    }

    // Launch.
    add(3.1, api, "INFO", "__init__.py:216", "Automatically detected platform cuda.");
    add(5.2, api, "INFO", "api_server.py:1977", "vLLM API server version " + vllmVersion().toLatin1());
    add(5.3, api, "INFO", "utils.py:253",
        "non-default args: {'model_tag': '" + model
            + "', 'enable_auto_tool_choice': True, 'tool_call_parser': 'kimi_k2', 'host': '127.0.0.1', "
              "'port': "
            + QByteArray::number(m_state.port) + ", 'model': '" + model
            + "', 'trust_remote_code': True, 'max_model_len': 262144, 'reasoning_parser': 'kimi_k2', "
              "'tensor_parallel_size': "
            + QByteArray::number(gpus) + ", 'enable_expert_parallel': True, 'gpu_memory_utilization': 0.9}");
    add(7.8, api, "INFO", "model.py:631", "Resolved architecture: KimiK25ForConditionalGeneration");
    add(7.9, api, "INFO", "model.py:1745", "Using max model len 262144");
    add(8.0, api, "INFO", "scheduler.py:225", "Chunked prefill is enabled with max_num_batched_tokens=8192.");

    // Engine init.
    QByteArray sizes;
    for (int s = 512; s >= 8; s -= 8)
        sizes += QByteArray::number(s) + ',';
    sizes += "4,2,1";
    add(10.4, engine, "INFO", "__init__.py:216", "Automatically detected platform cuda.");
    add(11.2, engine, "INFO", "core.py:93",
        "Initializing a V1 LLM engine (v" + vllmVersion().toLatin1() + ") with config: model='" + model
            + "', speculative_config=None, tokenizer='" + model
            + "', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, "
              "trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=262144, download_dir=None, "
              "load_format=auto, tensor_parallel_size="
            + QByteArray::number(gpus)
            + ", pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, "
              "quantization=compressed-tensors, enforce_eager=False, kv_cache_dtype=auto, "
              "device_config=cuda, "
              "structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_fallback=False, "
              "disable_any_whitespace=False, disable_additional_properties=False, "
              "reasoning_parser='kimi_k2'), "
              "observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, "
              "otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name="
            + model
            + ", enable_prefix_caching=True, enable_chunked_prefill=True, pooler_config=None, "
              "compilation_config={\"level\":3,\"debug_dump_path\":\"\",\"cache_dir\":\"\",\"backend\":\"\","
              "\"custom_ops\":[],\"splitting_ops\":[\"vllm::unified_attention\","
              "\"vllm::unified_attention_with_output\",\"vllm::mamba_mixer2\",\"vllm::mamba_mixer\","
              "\"vllm::short_conv\",\"vllm::linear_attention\",\"vllm::gdn_attention\","
              "\"vllm::sparse_attn_indexer\"],\"use_inductor\":true,\"compile_sizes\":[],"
              "\"inductor_compile_config\":{\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},"
              "\"cudagraph_mode\":[2,1],\"use_cudagraph\":true,\"cudagraph_num_of_warmups\":1,"
              "\"cudagraph_capture_sizes\":["
            + sizes
            + "],\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":false,"
              "\"use_inductor_graph_partition\":false,\"pass_config\":{},\"max_capture_size\":512,"
              "\"local_cache_dir\":null}");
    add(12.0, engine, "INFO", "multiproc_executor.py:720",
        "Reducing Torch parallelism from 112 threads to 1 to avoid unnecessary CPU contention. Set "
        "OMP_NUM_THREADS in the external environment to tune this value as needed.");

    // Distributed init.
    for (int r = 0; r < gpus; ++r)
        add(15.0 + r * 0.21, worker(r), "INFO", "__init__.py:216", "Automatically detected platform cuda.");
    for (int r = 0; r < gpus; ++r)
        add(22.0 + r * 0.03, worker(r), "INFO", "parallel_state.py:1208",
            "rank " + QByteArray::number(r) + " in world size " + QByteArray::number(gpus)
                + " is assigned as DP rank 0, PP rank 0, TP rank " + QByteArray::number(r) + ", EP rank "
                + QByteArray::number(r));
    add(24.1, worker(0), "INFO", "pynccl.py:103", "vLLM is using nccl==2.27.3");
    if (m_state.scenario == SimScenario::HangNccl) {
        // Stops once NCCL is set up, before any weight: only the broadcast message keeps coming,
        // as when a rank never reaches a collective (resources/reference §2, "hang after vLLM is
        // using nccl==").
        m_hangMs = 24600;
        m_shmFirst = qint64((24.1 + 60) * 1000);
        return;
    }
    for (int r = 0; r < gpus; ++r)
        add(28.0 + r * 0.02, worker(r), "INFO", "gpu_model_runner.py:3338",
            "Starting to load model " + model + "...");

    if (m_state.scenario == SimScenario::CrashFlashinferMismatch) {
        const QByteArray fi = kSitePackages + "/flashinfer";
        crashTail(
            kCrashMismatch, {},
            { "  File \"" + kSitePackages
                  + "/vllm/model_executor/layers/fused_moe/layer.py\", line 412, in __init__",
              "    from flashinfer.fused_moe import cutlass_fused_moe",
              "  File \"" + fi + "/__init__.py\", line 25, in <module>",
              "    from .activation import gelu_and_mul as gelu_and_mul",
              "  File \"" + fi + "/activation.py\", line 24, in <module>",
              "    from .jit import gen_act_and_mul_module",
              "  File \"" + fi + "/jit/__init__.py\", line 20, in <module>", "    from . import env as env",
              "  File \"" + fi + "/jit/env.py\", line 62, in <module>",
              "    FLASHINFER_CUBIN_DIR = _get_cubin_dir()", "                           ^^^^^^^^^^^^^^^^",
              "  File \"" + fi + "/jit/env.py\", line 48, in _get_cubin_dir", "    raise RuntimeError(",
              "RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4). "
              "Please install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to "
              "bypass this check." },
            0);
        return;
    }

    // Weights: tqdm on stderr, first rank only, no prefix; the 100 % line twice.
    const QByteArray desc = "Loading safetensors checkpoint shards";
    double at = t(kWeightsStart);
    const double per = (t(kWeightsEnd) - t(kWeightsStart) - 2) / kShards;
    addRaw(at, desc + ":   0% Completed | 0/64 [00:00<?, ?it/s]");
    double elapsed = 0;
    for (int n = 1; n <= int(kShards); ++n) {
        const double step = per * (0.8 + 0.4 * rng.generateDouble());
        elapsed += step;
        const double rate = elapsed / n;
        const QByteArray line = desc + ": " + fixed(100.0 * n / kShards, 3, 0) + "% Completed | "
            + QByteArray::number(n) + "/64 [" + clock(elapsed) + '<' + clock(rate * (kShards - n)) + ", "
            + fixed(rate, 5, 2) + "s/it]";
        addRaw(std::min(at + elapsed, t(kWeightsEnd) - 1.5), line);
        if (n == int(kShards))
            addRaw(std::min(at + elapsed, t(kWeightsEnd) - 1.5) + 0.01, line);
    }
    for (int r = 0; r < gpus; ++r)
        add(t(kWeightsEnd) - 1 + r * 0.05, worker(r), "INFO", "default_loader.py:314",
            "Loading weights took " + QByteArray::number(t(298.61) - 30 + r * 0.37 + 30, 'f', 2)
                + " seconds");
    for (int r = 0; r < gpus; ++r)
        add(t(kWeightsEnd) + r * 0.05, worker(r), "INFO", "gpu_model_runner.py:3420",
            "Model loading took 70.51 GiB memory and "
                + QByteArray::number(t(312.4) - 30 + 30 + r * 0.1, 'f', 1) + " seconds");

    // torch.compile (per rank), with the broadcast warning every 60 s while it runs.
    for (int r = 0; r < gpus; ++r)
        add(t(kCompileStart) + r * 0.04, worker(r), "INFO", "backends.py:631",
            "Using cache directory: /root/.cache/vllm/torch_compile_cache/3f2a9c1b7e/rank_"
                + QByteArray::number(r) + "_0/backbone for vLLM's torch.compile");
    for (int r = 0; r < gpus; ++r)
        add(t(kDynamo) + r * 0.06, worker(r), "INFO", "backends.py:647",
            "Dynamo bytecode transform time: " + QByteArray::number(t(kDynamo) - t(kCompileStart), 'f', 2)
                + " s");
    m_shmFirst = qint64((t(kCompileStart) + 60) * 1000);
    if (m_state.scenario == SimScenario::Hang) {
        // Stops mid-compile; only the broadcast message keeps coming, like a real hang.
        m_hangMs = qint64((t(kDynamo) + 1) * 1000);
        return;
    }
    for (int r = 0; r < gpus; ++r)
        add(t(kCompileEnd) - 2 + r * 0.05, worker(r), "INFO", "backends.py:282",
            "Compiling a graph for compile range (1, 8192) takes "
                + QByteArray::number(t(kCompileEnd) - 2 - t(kDynamo), 'f', 2) + " s");
    for (int r = 0; r < gpus; ++r)
        add(t(kCompileEnd) + r * 0.05, worker(r), "INFO", "monitor.py:34",
            "torch.compile took "
                + QByteArray::number(m_stretch == 1.0 ? 95.32 : (t(kCompileEnd) - t(kCompileStart) + 3.3),
                                     'f', 2)
                + " s in total");

    if (m_state.scenario == SimScenario::Oom) {
        m_shmLast = qint64(t(kCrashOom) * 1000);
        crashTail(
            t(kCrashOom), {},
            { "  File \"" + kSitePackages
                  + "/vllm/v1/worker/gpu_worker.py\", line 288, in determine_available_memory",
              "    self.model_runner.profile_run()",
              "  File \"" + kSitePackages
                  + "/vllm/v1/worker/gpu_model_runner.py\", line 3916, in profile_run",
              "    hidden_states, last_hidden_states = self._dummy_run(",
              "                                        ^^^^^^^^^^^^^^^^",
              "  File \"" + kSitePackages
                  + "/vllm/model_executor/layers/fused_moe/layer.py\", line 1843, in forward_impl",
              "    final_hidden_states = self.quant_method.apply(",
              "                          ^^^^^^^^^^^^^^^^^^^^^^^",
              "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 7.00 GiB. GPU 3 has a total "
              "capacity "
              "of 95.59 GiB of which 3.19 GiB is free. Including non-PyTorch memory, this process has 92.38 "
              "GiB "
              "memory in use. Of the allocated memory 88.95 GiB is allocated by PyTorch, and 1.62 GiB is "
              "reserved "
              "by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
              "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation "
              "for "
              "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)" },
            3);
        return;
    }

    // Profiling and KV-cache sizing.
    for (int r = 0; r < gpus; ++r)
        add(t(kKv) - 1 + r * 0.03, worker(r), "INFO", "gpu_worker.py:301",
            "Initial profiling/warmup run took " + QByteArray::number(t(kKv) - 1 - t(kCompileEnd), 'f', 2)
                + " s");
    for (int r = 0; r < gpus; ++r)
        add(t(kKv) + r * 0.03, worker(r), "INFO", "gpu_worker.py:348",
            "Available KV cache memory: 11.25 GiB");
    add(t(kKv) + 0.5, engine, "INFO", "kv_cache_utils.py:1229",
        "GPU KV cache size: " + thousands(1587648) + " tokens");
    add(t(kKv) + 0.5, engine, "INFO", "kv_cache_utils.py:1234",
        "Maximum concurrency for 262,144 tokens per request: 6.06x");

    // CUDA graphs: two bars (mixed prefill-decode PIECEWISE, then decode FULL), several
    // '\r' updates glued into each record, rank 0 only, stderr.
    const double g0 = t(kGraphsStart);
    const double gLen = t(kGraphsEnd) - g0 - 1;
    struct Bar {
        QByteArray desc;
        int total;
        double from, to;
    };
    const Bar bars[] = {
        { "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE)", 67, g0, g0 + gLen * 0.62 },
        { "Capturing CUDA graphs (decode, FULL)", 35, g0 + gLen * 0.62, g0 + gLen },
    };
    for (const Bar &b : bars) {
        const int records = 4;
        int n = 0;
        for (int rec = 0; rec < records; ++rec) {
            QByteArray record;
            const int until = b.total * (rec + 1) / records;
            const int step = std::max(1, (until - n) / 5);
            if (rec == 0)
                record = tqdmBar(b.desc, 0, b.total, 0);
            while (n < until) {
                n = std::min(until, n + step);
                if (!record.isEmpty())
                    record += '\r';
                record += tqdmBar(b.desc, n, b.total, (b.to - b.from) * n / b.total);
            }
            const double at = b.from + (b.to - b.from) * (rec + 1) / records;
            addRaw(at, record);
            if (m_state.scenario == SimScenario::HangGraphCapture && &b == &bars[0] && rec == 1) {
                // Stops half-way through the first capture bar; the broadcast message goes on.
                m_hangMs = qint64((at + 1) * 1000);
                return;
            }
        }
    }
    m_shmLast = qint64(t(kGraphsEnd) * 1000);
    for (int r = 0; r < gpus; ++r)
        add(t(kGraphsEnd) + r * 0.02, worker(r), "INFO", "gpu_model_runner.py:4244",
            "Graph capturing finished in " + QByteArray::number(qRound(t(kGraphsEnd) - g0))
                + " secs, took 2.13 GiB");
    add(t(kInitDone), engine, "INFO", "core.py:250",
        "init engine (profile, create kv cache, warmup model) took "
            + QByteArray::number(t(kInitDone) - t(kWeightsEnd), 'f', 2) + " s (compilation: "
            + QByteArray::number(m_stretch == 1.0 ? 95.3 : t(kCompileEnd) - t(kCompileStart) + 3.3, 'f', 1)
            + " s)");

    // API server.
    const double a = t(kInitDone);
    add(a + 1.2, api, "INFO", "loggers.py:181",
        "Engine 000: vllm cache_config_info with initialization after num_gpu_blocks is: 24807");
    add(a + 2.0, api, "INFO", "api_server.py:1719", "Supported tasks: ['generate']");
    add(a + 2.4, api, "WARNING", "model.py:1589",
        "Default sampling parameters have been overridden by the model's Hugging Face generation config "
        "recommended from the model creator. If this is not intended, please relaunch vLLM instance with "
        "`--generation-config vllm`.");
    add(a + 2.5, api, "INFO", "serving_chat.py:139",
        "Using default chat sampling params from model: {'temperature': 1.0}");
    add(a + 19.8, api, "INFO", "serving_chat.py:153", "Chat template warmup completed in 1432.7ms");
    add(a + 20.5, api, "INFO", "api_server.py:2034",
        "Starting vLLM API server 0 on http://127.0.0.1:" + QByteArray::number(m_state.port));
    add(a + 20.5, api, "INFO", "launcher.py:34", "Available routes are:");
    const char *const routes[][2] = {
        { "/openapi.json", "GET, HEAD" },
        { "/docs", "GET, HEAD" },
        { "/redoc", "GET, HEAD" },
        { "/health", "GET" },
        { "/load", "GET" },
        { "/ping", "POST" },
        { "/ping", "GET" },
        { "/tokenize", "POST" },
        { "/detokenize", "POST" },
        { "/v1/models", "GET" },
        { "/version", "GET" },
        { "/v1/responses", "POST" },
        { "/v1/chat/completions", "POST" },
        { "/v1/completions", "POST" },
        { "/v1/embeddings", "POST" },
        { "/metrics", "GET" },
    };
    for (const auto &r : routes)
        add(a + 20.6, api, "INFO", "launcher.py:42", QByteArray("Route: ") + r[0] + ", Methods: " + r[1]);
    const double ready = t(kReady);
    addRaw(ready - 0.4, api + "INFO:     Started server process [" + QByteArray::number(m_apiPid) + ']');
    addRaw(ready - 0.3, api + "INFO:     Waiting for application startup.");
    addRaw(ready, api + "INFO:     Application startup complete.");
    m_readyMs = qint64(ready * 1000);
}

void SimTimeline::crashTail(double at, const QByteArray &, const QList<QByteArray> &rootLines,
                            int failingRank)
{
    const QByteArray api = "(APIServer pid=" + QByteArray::number(m_apiPid) + ") ";
    const QByteArray engine = "(EngineCore_DP0 pid=" + QByteArray::number(m_enginePid) + ") ";
    const QByteArray vllm = kSitePackages + "/vllm";

    QList<QByteArray> workerTb = {
        "WorkerProc failed to start.",
        "Traceback (most recent call last):",
        "  File \"" + vllm + "/v1/executor/multiproc_executor.py\", line 677, in worker_main",
        "    worker = WorkerProc(*args, **kwargs)",
        "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "  File \"" + vllm + "/v1/executor/multiproc_executor.py\", line 512, in __init__",
        "    self.worker.load_model()",
    };
    workerTb += rootLines;
    addTraceback(at, worker(failingRank), true, "multiproc_executor.py:703", workerTb);

    addTraceback(
        at + 0.6, engine, true, "core.py:842",
        { "EngineCore failed to start.", "Traceback (most recent call last):",
          "  File \"" + vllm + "/v1/engine/core.py\", line 833, in run_engine_core",
          "    engine_core = EngineCoreProc(*args, **kwargs)",
          "                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "  File \"" + vllm + "/v1/executor/multiproc_executor.py\", line 152, in _init_executor",
          "    self.workers = WorkerProc.wait_for_ready(unready_workers)",
          "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
          "  File \"" + vllm + "/v1/executor/multiproc_executor.py\", line 621, in wait_for_ready",
          "    raise e from None",
          "Exception: WorkerProc initialization failed due to an exception in a background process. See "
          "stack trace for root cause." });
    addTraceback(at + 0.7, engine, false, "",
                 { "Process EngineCore_DP0:", "Traceback (most recent call last):",
                   "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap",
                   "    self.run()",
                   "Exception: WorkerProc initialization failed due to an exception in a "
                   "background process. See stack trace for root cause." });
    addTraceback(
        at + 1.9, api, false, "",
        { "Traceback (most recent call last):", "  File \"" + kVenv + "/bin/vllm\", line 10, in <module>",
          "    sys.exit(main())", "             ^^^^^^",
          "  File \"" + vllm + "/entrypoints/cli/main.py\", line 73, in main",
          "    args.dispatch_function(args)",
          "  File \"" + vllm + "/entrypoints/openai/api_server.py\", line 1915, in run_server",
          "    uvloop.run(run_server(args, **uvicorn_kwargs))",
          "  File \"" + vllm + "/v1/engine/utils.py\", line 933, in wait_for_engine_startup",
          "    raise RuntimeError(",
          "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}" });
    const double exit = at + 2.6;
    addSystemd(exit, 5, m_state.unit.toUtf8() + ": Main process exited, code=exited, status=1/FAILURE");
    addSystemd(exit + 0.001, 4, m_state.unit.toUtf8() + ": Failed with result 'exit-code'.");
    addSystemd(exit + 0.002, 6,
               m_state.unit.toUtf8() + ": Consumed " + QByteArray::number(int(exit * 4.3) / 60) + "min "
                   + QByteArray::number(std::fmod(exit * 4.3, 60.0), 'f', 3) + "s CPU time.");
    m_exitMs = qint64(exit * 1000) + 2;
}

QList<SimLogLine> SimTimeline::linesUpTo(qint64 upTo) const
{
    QList<SimLogLine> out;
    auto fixedEnd = m_lines.cbegin();
    const QByteArray engine = "(EngineCore_DP0 pid=" + QByteArray::number(m_enginePid) + ") ";
    const qint64 shmLast = m_hangMs >= 0 ? upTo : m_shmLast;
    qint64 nextShm = m_shmFirst >= 0 ? m_shmFirst : -1;
    // Merge the fixed lines with the periodic broadcast message by time.
    while (true) {
        const bool haveFixed = fixedEnd != m_lines.cend() && fixedEnd->simMs <= upTo
            && (m_hangMs < 0 || fixedEnd->simMs <= m_hangMs);
        const bool haveShm = nextShm >= 0 && nextShm <= shmLast && nextShm <= upTo;
        if (!haveFixed && !haveShm)
            break;
        if (haveFixed && (!haveShm || fixedEnd->simMs <= nextShm)) {
            out.append(*fixedEnd++);
        } else {
            const double s = nextShm / 1000.0;
            out.append(
                { nextShm, 6,
                  engine + header(s, "INFO", "shm_broadcast.py:466")
                      + "No available shared memory broadcast block found in 60 seconds. This typically "
                        "happens when some processes are hanging or doing some time-consuming work (e.g. "
                        "compilation, weight/kv cache quantization).",
                  false });
            nextShm += 60000;
        }
    }
    if (m_state.ansiPrefixes) {
        for (SimLogLine &l : out) {
            const qsizetype close = l.message.indexOf(") ");
            if (!l.fromSystemd && l.message.startsWith('(') && close > 0)
                l.message = "\x1b[1;36m" + l.message.left(close + 1) + "\x1b[0;0m" + l.message.mid(close + 1);
        }
    }
    return out;
}

SimPhase SimTimeline::phaseAt(qint64 ms) const
{
    if (m_exitMs >= 0 && ms >= m_exitMs)
        return SimPhase::Exited;
    if (m_hangMs >= 0 && ms >= m_hangMs)
        return SimPhase::Hung;
    if (m_readyMs >= 0 && ms >= m_readyMs)
        return SimPhase::Ready;
    if (ms < m_weightsStart)
        return SimPhase::Launch;
    if (ms < m_weightsEnd)
        return SimPhase::Weights;
    if (ms < m_compileEnd)
        return SimPhase::Compile;
    if (ms < m_graphsStart)
        return SimPhase::Profiling;
    if (ms < m_graphsEnd)
        return SimPhase::CudaGraphs;
    return SimPhase::ApiServer;
}

double SimTimeline::gpuMemoryMiB(int gpu, qint64 ms) const
{
    if (ms < 0 || gpu >= m_state.gpus || (m_exitMs >= 0 && ms >= m_exitMs))
        return 0;
    auto lerp = [](double a, double b, qint64 x, qint64 x0, qint64 x1) {
        if (x1 <= x0)
            return b;
        return a + (b - a) * std::clamp(double(x - x0) / double(x1 - x0), 0.0, 1.0);
    };
    // Rank 0 holds a little more (sampler, tokenizer state); the others differ by a few MiB.
    const double rankExtra = gpu == 0 ? 186 : double((gpu * 37 + int(m_state.seed % 11)) % 23);
    const qint64 ctxStart = 15000, ctxEnd = 25000;
    const qint64 frozen = m_hangMs >= 0 ? std::min(ms, m_hangMs) : ms;
    ms = frozen;
    double v;
    if (ms < ctxStart)
        return 0;
    if (ms < ctxEnd)
        v = lerp(0, kMemContext, ms, ctxStart, ctxEnd);
    else if (ms < m_weightsStart)
        v = kMemContext;
    else if (ms < m_weightsEnd)
        v = lerp(kMemContext, kMemWeights, ms, m_weightsStart, m_weightsEnd);
    else if (ms < m_compileEnd)
        v = lerp(kMemWeights, kMemCompiled, ms, m_weightsEnd, m_compileEnd);
    else if (ms < m_kvAt) {
        // The profiling run peaks and releases its activations.
        const qint64 mid = (m_compileEnd + m_kvAt) / 2;
        v = ms < mid ? lerp(kMemCompiled, kMemProfilePeak, ms, m_compileEnd, mid)
                     : lerp(kMemProfilePeak, kMemCompiled, ms, mid, m_kvAt - 1000);
    } else if (ms < m_graphsStart)
        v = kMemKv;
    else
        v = lerp(kMemKv, kMemReady, ms, m_graphsStart, m_graphsEnd);
    return std::round(v + rankExtra);
}

double SimTimeline::hostMemoryBytes(qint64 ms) const
{
    if (m_exitMs >= 0 && ms >= m_exitMs)
        return 0;
    const double gib = 1024.0 * 1024 * 1024;
    if (ms < m_weightsStart)
        return (2.1 + 1.4 * std::min(1.0, ms / 25000.0)) * gib;
    if (ms < m_weightsEnd)
        return (3.5 + 38.0 * double(ms - m_weightsStart) / double(m_weightsEnd - m_weightsStart)) * gib;
    return 24.7 * gib;
}

SimUnitStatus simUnitStatus(const SimState &state, qint64 nowMs, const SimTimeline *timeline)
{
    SimUnitStatus st;
    st.invocation = state.current();
    if (!st.invocation)
        return st;
    std::optional<SimTimeline> built;
    if (!timeline)
        timeline = &built.emplace(state, *st.invocation);
    const SimTimeline &tl = *timeline;
    st.simMs = tl.simMsAtReal(nowMs);
    st.phase = tl.phaseAt(st.simMs);
    const qint64 exitReal = tl.exitSimMs() >= 0 ? tl.realMsAtSim(tl.exitSimMs()) : -1;
    const qint64 stopReal = st.invocation->stopMs;
    if (exitReal >= 0 && exitReal <= nowMs && (stopReal == 0 || exitReal <= stopReal)) {
        st.failed = true;
        st.exitRealMs = exitReal;
    } else if (stopReal > 0 && stopReal <= nowMs) {
        st.stopped = true;
        st.exitRealMs = stopReal;
    } else {
        st.active = true;
    }
    return st;
}

} // namespace ic
