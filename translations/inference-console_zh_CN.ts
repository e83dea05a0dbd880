<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ic::ConfirmActionDialog</name>
    <message>
        <source>Restart service</source>
        <translation>重启服务</translation>
    </message>
    <message>
        <source>Restart %1 on %2? Clients lose their running requests and the model loads again.</source>
        <translation>要重启 %2 上的 %1 吗？客户端会丢失正在处理的请求，模型将重新加载。</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重启(&amp;R)</translation>
    </message>
    <message>
        <source>Stop service</source>
        <translation>停止服务</translation>
    </message>
    <message>
        <source>Stop %1 on %2? The model stops serving until it is started again.</source>
        <translation>要停止 %2 上的 %1 吗？在再次启动之前，模型将不再提供服务。</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Start service</source>
        <translation>启动服务</translation>
    </message>
    <message>
        <source>Start %1 on %2?</source>
        <translation>要启动 %2 上的 %1 吗？</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <source>This command will run on %1:</source>
        <translation>此命令将在 %1 上运行：</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
</context>
<context>
    <name>ic::CrashDiagnosis</name>
    <message>
        <source>GPU out of memory</source>
        <translation>GPU 显存不足</translation>
    </message>
    <message>
        <source>KV cache too small for the maximum model length</source>
        <translation>KV cache 太小，容纳不下最大模型长度</translation>
    </message>
    <message>
        <source>NCCL (multi-GPU communication)</source>
        <translation>NCCL（多 GPU 通信）</translation>
    </message>
    <message>
        <source>FlashInfer / JIT toolchain</source>
        <translation>FlashInfer / JIT 工具链</translation>
    </message>
    <message>
        <source>Compilation (Inductor / Triton)</source>
        <translation>编译（Inductor / Triton）</translation>
    </message>
    <message>
        <source>Configuration / command line</source>
        <translation>配置 / 命令行</translation>
    </message>
    <message>
        <source>Package version mismatch</source>
        <translation>软件包版本不匹配</translation>
    </message>
    <message>
        <source>Worker process died</source>
        <translation>Worker 进程意外终止</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>ic::DemoHost</name>
    <message>
        <source>The simulated host program inference-console-simhost was not found next to the console.</source>
        <translation>在控制台程序所在目录中找不到模拟主机程序 inference-console-simhost。</translation>
    </message>
    <message>
        <source>No temporary directory for the simulated host: %1</source>
        <translation>无法为模拟主机创建临时目录：%1</translation>
    </message>
    <message>
        <source>No free loopback port for the simulated API server.</source>
        <translation>没有可供模拟 API 服务器使用的空闲回环端口。</translation>
    </message>
    <message>
        <source>The simulated host could not be set up: %1</source>
        <translation>无法设置模拟主机：%1</translation>
    </message>
    <message>
        <source>The simulated service did not start: %1</source>
        <translation>模拟服务未能启动：%1</translation>
    </message>
</context>
<context>
    <name>ic::Diagnosis</name>
    <message numerus="yes">
        <source>… %n line(s) left out …</source>
        <translation>
            <numerusform>… 省略了 %n 行 …</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash diagnosis: %1</source>
        <translation>崩溃诊断：%1</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>根本原因</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>后续步骤</translation>
    </message>
    <message>
        <source>Installed versions</source>
        <translation>已安装的版本</translation>
    </message>
    <message>
        <source>Traceback</source>
        <translation>Traceback</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <source>Changes since the last known good start</source>
        <translation>自上次成功启动以来的变更</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>package</source>
        <translation>软件包</translation>
    </message>
    <message>
        <source>last good</source>
        <translation>上次正常</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Command line changed:</source>
        <translation>命令行已变更：</translation>
    </message>
</context>
<context>
    <name>ic::EndpointMonitor</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>not serving yet</source>
        <translation>尚未提供服务</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>加载中</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>异常</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
    </message>
</context>
<context>
    <name>ic::EnvironmentSnapshot</name>
    <message>
        <source>The snapshot has no package list.</source>
        <translation>快照中没有软件包列表。</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a snapshot: %2</source>
        <translation>%1 不是快照：%2</translation>
    </message>
</context>
<context>
    <name>ic::Fleet</name>
    <message>
        <source>A host needs a name.</source>
        <translation>主机需要一个名称。</translation>
    </message>
    <message>
        <source>The API port must be between 1 and 65535.</source>
        <translation>API 端口必须介于 1 到 65535 之间。</translation>
    </message>
    <message>
        <source>The SSH destination “%1” contains “%2”, which no host or user name has.</source>
        <translation>SSH 目标“%1”包含“%2”，主机名和用户名中都不会有该字符。</translation>
    </message>
    <message>
        <source>A host named “%1” already exists.</source>
        <translation>名为“%1”的主机已存在。</translation>
    </message>
    <message>
        <source>There is no host named “%1”.</source>
        <translation>没有名为“%1”的主机。</translation>
    </message>
</context>
<context>
    <name>ic::FleetModel</name>
    <message>
        <source>unit not found</source>
        <translation>未找到单元</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>等待中…</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>GPU %1: %2 of %3 GiB</source>
        <translation>GPU %1：%2 / %3 GiB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Group / tags</source>
        <translation>分组 / 标签</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成速度</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
</context>
<context>
    <name>ic::FleetView</name>
    <message>
        <source>&amp;Group:</source>
        <translation>分组(&amp;G)：</translation>
    </message>
    <message>
        <source>Filter by name, group or tag</source>
        <translation>按名称、分组或标签筛选</translation>
    </message>
    <message>
        <source>Fleet filter</source>
        <translation>机群筛选</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Fleet overview</source>
        <translation>机群概览</translation>
    </message>
    <message>
        <source>All groups</source>
        <translation>全部分组</translation>
    </message>
</context>
<context>
    <name>ic::GpuBarsWidget</name>
    <message>
        <source>%1 was not queried</source>
        <translation>未查询 %1</translation>
    </message>
    <message>
        <source>nvidia-smi reports %1 for %2</source>
        <translation>nvidia-smi 报告 %2 为 %1</translation>
    </message>
    <message>
        <source> (not reported for the whole GPU while MIG is enabled)</source>
        <translation> (启用 MIG 时不报告整块 GPU 的该值)</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 不是数字：%2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 / %2 GiB (%3 %)</source>
        <translation>%1 / %2 GiB (%3%)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation>%1 / %2 W</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>This GPU is missing from nvidia-smi&apos;s output (fell off the bus?)</source>
        <translation>nvidia-smi 的输出中缺少此 GPU（已从总线掉线？）</translation>
    </message>
</context>
<context>
    <name>ic::GpuChartWidget</name>
    <message>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>利用率 (%)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>温度 (°C)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功率 (W)</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 分钟</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 小时</translation>
    </message>
    <message>
        <source>Untick a GPU to hide its line</source>
        <translation>取消勾选某个 GPU 可隐藏其曲线</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Window:</source>
        <translation>时间窗口：</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>已用显存 (GiB)</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>总计 %1 GiB</translation>
    </message>
    <message>
        <source>limit %1 W</source>
        <translation>上限 %1 W</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation>%1 / %2 W</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ic::GpuMonitor</name>
    <message>
        <source>nvidia-smi exited with status %1.</source>
        <translation>nvidia-smi 已退出，状态码 %1。</translation>
    </message>
</context>
<context>
    <name>ic::GpuProcessModel</name>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>残留</translation>
    </message>
    <message>
        <source>service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>%1: not part of the service&apos;s process tree. A start-up that needs this memory will fail until it exits.</source>
        <translation>%1：不属于该服务的进程树。在它退出之前，需要这部分显存的启动都会失败。</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ic::GpuProcessesView</name>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>No process holds GPU memory.</source>
        <translation>没有进程占用显存。</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) on the GPUs, all part of the service.</source>
        <translation>
            <numerusform>GPU 上有 %n 个进程，均属于该服务。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leftover process(es) holding %1 outside the service.</source>
        <translation>
            <numerusform>%n 个残留进程在服务之外占用了 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::GpuReadingsView</name>
    <message>
        <source>GPU readings</source>
        <translation>GPU 读数</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory used / total</source>
        <translation>已用 / 总显存</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Temp</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>Waiting for nvidia-smi…</source>
        <translation>正在等待 nvidia-smi…</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
</context>
<context>
    <name>ic::HostDefinition</name>
    <message>
        <source>A host needs a name.</source>
        <translation>主机需要一个名称。</translation>
    </message>
    <message>
        <source>Host “%1”: the API port %2 is not a TCP port.</source>
        <translation>主机“%1”：API 端口 %2 不是有效的 TCP 端口。</translation>
    </message>
    <message>
        <source>Host “%1”: unknown engine “%2”.</source>
        <translation>主机“%1”：未知引擎“%2”。</translation>
    </message>
</context>
<context>
    <name>ic::HostDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>添加主机</translation>
    </message>
    <message>
        <source>e.g. gpu-01</source>
        <translation>例如 gpu-01</translation>
    </message>
    <message>
        <source>local, or an SSH destination: gpu-01, user@host, user@host:2222</source>
        <translation>local，或 SSH 目标：gpu-01、user@host、user@host:2222</translation>
    </message>
    <message>
        <source>“local” runs the commands on this machine; anything else is an SSH destination as in ~/.ssh/config.</source>
        <translation>“local”表示在本机上运行命令；其他值均为 SSH 目标，写法与 ~/.ssh/config 中相同。</translation>
    </message>
    <message>
        <source>The engine&apos;s HTTP port on the host&apos;s loopback interface (reached through a tunnel).</source>
        <translation>引擎在主机回环接口上的 HTTP 端口（通过隧道访问）。</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>optional, e.g. production</source>
        <translation>可选，例如 production</translation>
    </message>
    <message>
        <source>comma-separated, e.g. h200, kimi</source>
        <translation>以逗号分隔，例如 h200, kimi</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>目标(&amp;D)：</translation>
    </message>
    <message>
        <source>systemd &amp;unit:</source>
        <translation>systemd 单元(&amp;U)：</translation>
    </message>
    <message>
        <source>API &amp;port:</source>
        <translation>API 端口(&amp;P)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>分组(&amp;G)：</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>标签(&amp;A)：</translation>
    </message>
    <message>
        <source>Ad&amp;vanced: tool commands</source>
        <translation>高级：工具命令(&amp;V)</translation>
    </message>
    <message>
        <source>nvidia-smi:</source>
        <translation>nvidia-smi：</translation>
    </message>
    <message>
        <source>systemctl:</source>
        <translation>systemctl：</translation>
    </message>
    <message>
        <source>journalctl:</source>
        <translation>journalctl：</translation>
    </message>
    <message>
        <source>Privilege prefix:</source>
        <translation>提权前缀：</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>Put before systemctl start/stop/restart; empty runs systemctl directly.</source>
        <translation>加在 systemctl start/stop/restart 之前；留空则直接运行 systemctl。</translation>
    </message>
    <message>
        <source>derived from the unit&apos;s ExecStart</source>
        <translation>从该单元的 ExecStart 推断</translation>
    </message>
    <message>
        <source>No answer within 30 seconds.</source>
        <translation>30 秒内无响应。</translation>
    </message>
    <message>
        <source>Edit host %1</source>
        <translation>编辑主机 %1</translation>
    </message>
    <message>
        <source>A host named “%1” already exists.</source>
        <translation>名为“%1”的主机已存在。</translation>
    </message>
    <message>
        <source>privilege prefix</source>
        <translation>提权前缀</translation>
    </message>
    <message>
        <source>The %1 command is empty.</source>
        <translation>%1 命令为空。</translation>
    </message>
    <message>
        <source>The %1 command cannot be used: %2</source>
        <translation>%1 命令无法使用：%2</translation>
    </message>
    <message>
        <source>No transport is available for “%1”.</source>
        <translation>没有可用于“%1”的传输方式。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Could not reach the host: %1</source>
        <translation>无法连接主机：%1</translation>
    </message>
    <message>
        <source>Reached %1: %2; %3</source>
        <translation>已连接 %1：%2；%3</translation>
    </message>
    <message>
        <source>systemctl was not found</source>
        <translation>未找到 systemctl</translation>
    </message>
    <message>
        <source>systemctl show failed (exit status %1)</source>
        <translation>systemctl show 失败（退出状态 %1）</translation>
    </message>
    <message>
        <source>the unit %1 does not exist there</source>
        <translation>该主机上不存在单元 %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 状态为 %2</translation>
    </message>
    <message>
        <source>nvidia-smi was not found.</source>
        <translation>未找到 nvidia-smi。</translation>
    </message>
    <message>
        <source>nvidia-smi failed: %1</source>
        <translation>nvidia-smi 失败：%1</translation>
    </message>
    <message>
        <source>nvidia-smi sees no GPU.</source>
        <translation>nvidia-smi 未检测到 GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi sees one GPU.</source>
        <translation>nvidia-smi 检测到 1 个 GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi sees %1 GPUs.</source>
        <translation>nvidia-smi 检测到 %1 个 GPU。</translation>
    </message>
</context>
<context>
    <name>ic::HostStore</name>
    <message>
        <source>The hosts file is not valid JSON (%1 at byte %2).</source>
        <translation>主机文件不是有效的 JSON（%1，位于字节 %2）。</translation>
    </message>
    <message>
        <source>The hosts file has no “hosts” list.</source>
        <translation>主机文件中没有“hosts”列表。</translation>
    </message>
    <message>
        <source>Host “%1” is defined twice; the second one is ignored.</source>
        <translation>主机“%1”定义了两次；第二个定义将被忽略。</translation>
    </message>
    <message>
        <source>The hosts file %1 cannot be read: %2</source>
        <translation>无法读取主机文件 %1：%2</translation>
    </message>
    <message>
        <source>The hosts file %1 cannot be written: %2</source>
        <translation>无法写入主机文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::ImportHostsDialog</name>
    <message>
        <source>Import hosts from SSH config</source>
        <translation>从 SSH 配置导入主机</translation>
    </message>
    <message>
        <source>Hosts found in the SSH configuration</source>
        <translation>在 SSH 配置中找到的主机</translation>
    </message>
    <message>
        <source>No Host entries were found in the SSH configuration.</source>
        <translation>SSH 配置中没有找到 Host 条目。</translation>
    </message>
    <message>
        <source>Pick the hosts to add. Each watches %1 on port %2; edit a host afterwards to change that.</source>
        <translation>选择要添加的主机。每个主机都将监视端口 %2 上的 %1；如需更改，请在添加后编辑该主机。</translation>
    </message>
    <message>
        <source>%1 — %2 (already in the fleet)</source>
        <translation>%1 — %2（已在机群中）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
</context>
<context>
    <name>ic::JournalJson</name>
    <message>
        <source>The JSON ends early (expected &apos;%1&apos;).</source>
        <translation>JSON 提前结束（应为“%1”）。</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; where &apos;%2&apos; was expected.</source>
        <translation>意外的“%1”，此处应为“%2”。</translation>
    </message>
    <message>
        <source>A string is not terminated.</source>
        <translation>字符串未结束。</translation>
    </message>
    <message>
        <source>Invalid escape \%1 in a string.</source>
        <translation>字符串中有无效的转义 \%1。</translation>
    </message>
    <message>
        <source>A \u escape is truncated.</source>
        <translation>\u 转义被截断。</translation>
    </message>
    <message>
        <source>A \u escape has a non-hex digit.</source>
        <translation>\u 转义中含有非十六进制数字。</translation>
    </message>
    <message>
        <source>The JSON ends inside a value.</source>
        <translation>JSON 在某个值的中间结束。</translation>
    </message>
    <message>
        <source>The JSON is nested too deeply.</source>
        <translation>JSON 嵌套过深。</translation>
    </message>
    <message>
        <source>Mismatched brackets.</source>
        <translation>括号不匹配。</translation>
    </message>
    <message>
        <source>An invalid value in the JSON.</source>
        <translation>JSON 中有无效的值。</translation>
    </message>
    <message>
        <source>An object key is missing.</source>
        <translation>缺少对象键。</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; inside a value.</source>
        <translation>值中出现意外的“%1”。</translation>
    </message>
    <message>
        <source>MESSAGE is neither a string, a byte array nor null.</source>
        <translation>MESSAGE 既不是字符串、字节数组，也不是 null。</translation>
    </message>
    <message>
        <source>The JSON ends inside MESSAGE.</source>
        <translation>JSON 在 MESSAGE 中间结束。</translation>
    </message>
    <message>
        <source>MESSAGE holds a byte that is not 0..255.</source>
        <translation>MESSAGE 中有不在 0..255 范围内的字节。</translation>
    </message>
    <message>
        <source>MESSAGE mixes bytes and strings.</source>
        <translation>MESSAGE 混用了字节和字符串。</translation>
    </message>
    <message>
        <source>The JSON ends before the closing &apos;}&apos;.</source>
        <translation>JSON 在结尾的“}”之前结束。</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; after a value.</source>
        <translation>值之后出现意外的“%1”。</translation>
    </message>
    <message>
        <source>Unexpected data after the JSON object.</source>
        <translation>JSON 对象之后有意外的数据。</translation>
    </message>
    <message>
        <source>The line is not a JSON object.</source>
        <translation>该行不是 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>ic::JournalMonitor</name>
    <message>
        <source>The journal no longer has the last entry seen; some lines may be missing.</source>
        <translation>journal 中已没有上次读到的条目；可能缺少部分行。</translation>
    </message>
    <message>
        <source>journalctl exited with status %1.</source>
        <translation>journalctl 已退出，状态码 %1。</translation>
    </message>
    <message>
        <source>journalctl: %1</source>
        <translation>journalctl：%1</translation>
    </message>
</context>
<context>
    <name>ic::LeftoverProcesses</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>No process table from the host: leftover processes cannot be told apart.</source>
        <translation>未获得主机的进程表：无法识别残留进程。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>leftover process %1 (%2) holding memory on GPU %3</source>
        <translation>残留进程 %1 (%2) 占用 GPU %3 的显存</translation>
    </message>
    <message>
        <source>leftover process %1 (%2) holding %3 on GPU %4</source>
        <translation>残留进程 %1 (%2) 占用 GPU %4 上的 %3</translation>
    </message>
</context>
<context>
    <name>ic::LinkStatus</name>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>连接中</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>reconnecting (attempt %1, next in %2 s)</source>
        <translation>正在重连（第 %1 次尝试，%2 秒后再试）</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>ic::LocalTransport</name>
    <message>
        <source>The shell could not be started.</source>
        <translation>无法启动 shell。</translation>
    </message>
    <message>
        <source>The shell could not be started: %1</source>
        <translation>无法启动 shell：%1</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>ic::LogAnalyzer</name>
    <message>
        <source>Engine:  %1</source>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation>阶段：</translation>
    </message>
    <message>
        <source>(none recognised)</source>
        <translation>（未识别到）</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Root cause (line %1, %2): %3</source>
        <translation>根本原因（第 %1 行，%2）：%3</translation>
    </message>
    <message>
        <source>Root cause: none found</source>
        <translation>根本原因：未找到</translation>
    </message>
    <message>
        <source>Benign warnings skipped: %1</source>
        <translation>已跳过的无害警告：%1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::LogModel</name>
    <message>
        <source>Known harmless: %1</source>
        <translation>已知无害：%1</translation>
    </message>
    <message>
        <source>This message arrived as raw bytes (not valid UTF-8 or with control characters).</source>
        <translation>此消息以原始字节形式到达（不是有效的 UTF-8，或含有控制字符）。</translation>
    </message>
    <message>
        <source>This journal line did not parse; it is shown as it arrived.</source>
        <translation>无法解析此 journal 行；按收到的原样显示。</translation>
    </message>
    <message numerus="yes">
        <source>%n progress update(s) folded into this line.</source>
        <translation>
            <numerusform>此行合并了 %n 条进度更新。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::LogView</name>
    <message>
        <source>Regex</source>
        <translation>正则</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>反选</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>更早的运行</translation>
    </message>
    <message>
        <source>Filter lines (text or regular expression)</source>
        <translation>筛选行（文本或正则表达式）</translation>
    </message>
    <message>
        <source>Journal filter</source>
        <translation>journal 筛选</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <source>Also show the runs before the latest restart</source>
        <translation>同时显示最近一次重启之前的运行</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Keep the newest line in view</source>
        <translation>始终显示最新一行</translation>
    </message>
    <message>
        <source>◀ Error</source>
        <translation>◀ 错误</translation>
    </message>
    <message>
        <source>Previous error (Shift+F8)</source>
        <translation>上一个错误 (Shift+F8)</translation>
    </message>
    <message>
        <source>Error ▶</source>
        <translation>错误 ▶</translation>
    </message>
    <message>
        <source>Next error (F8)</source>
        <translation>下一个错误 (F8)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Journal lines</source>
        <translation>journal 行</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>下一个错误</translation>
    </message>
    <message>
        <source>Previous error</source>
        <translation>上一个错误</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) shown</source>
        <translation>
            <numerusform>显示 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new line(s) ↓</source>
        <translation>
            <numerusform>%n 行新内容 ↓</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1</source>
        <translation>无效的正则表达式：%1</translation>
    </message>
    <message>
        <source>Export journal</source>
        <translation>导出 journal</translation>
    </message>
    <message>
        <source>Text (*.txt);;JSON lines (*.jsonl)</source>
        <translation>文本 (*.txt);;JSON 行 (*.jsonl)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::MainWindow</name>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>&amp;Fleet overview</source>
        <translation>机群概览(&amp;F)</translation>
    </message>
    <message>
        <source>Link status</source>
        <translation>连接状态</translation>
    </message>
    <message>
        <source>API address</source>
        <translation>API 地址</translation>
    </message>
    <message>
        <source>Could not save the hosts: %1</source>
        <translation>无法保存主机：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>添加主机(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import from SSH config…</source>
        <translation>从 SSH 配置导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>主机(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>移除(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Restart service…</source>
        <translation>重启服务(&amp;R)…</translation>
    </message>
    <message>
        <source>S&amp;top service…</source>
        <translation>停止服务(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Start service…</source>
        <translation>启动服务(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Inference Console</source>
        <translation>关于 Inference Console(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 — Inference Console</source>
        <translation>%1 — Inference Console</translation>
    </message>
    <message>
        <source>No hosts yet: File → Add host…</source>
        <translation>尚无主机：文件 → 添加主机…</translation>
    </message>
    <message>
        <source>No host selected</source>
        <translation>未选择主机</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>API: no tunnel yet</source>
        <translation>API：尚无隧道</translation>
    </message>
    <message>
        <source>API: %1 — &lt;a href=&quot;%2/docs&quot;&gt;docs&lt;/a&gt; · &lt;a href=&quot;%2/metrics&quot;&gt;metrics&lt;/a&gt;</source>
        <translation>API：%1 — &lt;a href=&quot;%2/docs&quot;&gt;文档&lt;/a&gt; · &lt;a href=&quot;%2/metrics&quot;&gt;指标&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Local end of the tunnel to port %1 on %2; opens in your browser.</source>
        <translation>通往 %2 上端口 %1 的隧道的本地端；点击在浏览器中打开。</translation>
    </message>
    <message>
        <source>Connection to %1</source>
        <translation>到 %1 的连接</translation>
    </message>
    <message>
        <source>GPU readings</source>
        <translation>GPU 读数</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>添加主机</translation>
    </message>
    <message>
        <source>Edit host</source>
        <translation>编辑主机</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>移除主机</translation>
    </message>
    <message>
        <source>Remove %1 from the console? The host itself and its service are not touched; only the console stops watching it.</source>
        <translation>要从控制台移除 %1 吗？主机本身及其服务不受影响，只是控制台不再监视它。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Import hosts</source>
        <translation>导入主机</translation>
    </message>
    <message>
        <source>Hosts imported: %1.</source>
        <translation>已导入主机：%1。</translation>
    </message>
    <message>
        <source>About Inference Console</source>
        <translation>关于 Inference Console</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Inference Console %1&lt;/h3&gt;&lt;p&gt;Watch and manage LLM inference servers (vLLM, SGLang, llama.cpp) running as systemd services on GPU hosts, over SSH.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Inference Console %1&lt;/h3&gt;&lt;p&gt;通过 SSH 监视和管理在 GPU 主机上作为 systemd 服务运行的 LLM 推理服务器（vLLM、SGLang、llama.cpp）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ic::NvidiaSmi</name>
    <message>
        <source>No fields were requested.</source>
        <translation>未请求任何字段。</translation>
    </message>
    <message>
        <source>The line is empty.</source>
        <translation>该行为空。</translation>
    </message>
    <message>
        <source>nvidia-smi reported an error: %1</source>
        <translation>nvidia-smi 报告了错误：%1</translation>
    </message>
    <message>
        <source>Expected %1 fields but the line has %2.</source>
        <translation>应有 %1 个字段，但该行有 %2 个。</translation>
    </message>
    <message>
        <source>Field %1 is not a number: &quot;%2&quot;.</source>
        <translation>字段 %1 不是数字：“%2”。</translation>
    </message>
    <message>
        <source>The GPU index is not a whole number: &quot;%1&quot;.</source>
        <translation>GPU 索引不是整数：“%1”。</translation>
    </message>
    <message>
        <source>The output has no header line; it starts with &quot;%1&quot;.</source>
        <translation>输出没有标题行；开头为“%1”。</translation>
    </message>
    <message>
        <source>The output is empty.</source>
        <translation>输出为空。</translation>
    </message>
    <message>
        <source>The process id is not a number: &quot;%1&quot;.</source>
        <translation>进程 ID 不是数字：“%1”。</translation>
    </message>
    <message>
        <source>The used memory is not a number: &quot;%1&quot;.</source>
        <translation>已用显存不是数字：“%1”。</translation>
    </message>
</context>
<context>
    <name>ic::PipList</name>
    <message>
        <source>The package list is empty.</source>
        <translation>软件包列表为空。</translation>
    </message>
    <message>
        <source>The output is not a JSON package list: &quot;%1&quot;.</source>
        <translation>输出不是 JSON 格式的软件包列表：“%1”。</translation>
    </message>
    <message>
        <source>The package list is not valid JSON at offset %1: %2.</source>
        <translation>软件包列表在偏移 %1 处不是有效的 JSON：%2。</translation>
    </message>
    <message>
        <source>The package list is not a JSON array.</source>
        <translation>软件包列表不是 JSON 数组。</translation>
    </message>
    <message>
        <source>Entry %1 of the package list has no name or version.</source>
        <translation>软件包列表的第 %1 项缺少名称或版本。</translation>
    </message>
</context>
<context>
    <name>ic::ProcessTable</name>
    <message numerus="yes">
        <source>%n line(s) of the process table did not parse, first: &quot;%1&quot;</source>
        <translation>
            <numerusform>进程表中有 %n 行无法解析，第一行：“%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::Prometheus</name>
    <message>
        <source># %1 without a valid metric name.</source>
        <translation># %1 缺少有效的指标名称。</translation>
    </message>
    <message>
        <source>Unknown metric type &quot;%1&quot;.</source>
        <translation>未知的指标类型“%1”。</translation>
    </message>
    <message>
        <source>The line does not start with a metric name: &quot;%1&quot;.</source>
        <translation>该行不以指标名称开头：“%1”。</translation>
    </message>
    <message>
        <source>The label set is not closed.</source>
        <translation>标签集未闭合。</translation>
    </message>
    <message>
        <source>A label name is invalid in &quot;%1&quot;.</source>
        <translation>“%1”中有无效的标签名。</translation>
    </message>
    <message>
        <source>A label has no &apos;=&apos;.</source>
        <translation>某个标签缺少“=”。</translation>
    </message>
    <message>
        <source>A label value is not quoted.</source>
        <translation>某个标签值没有加引号。</translation>
    </message>
    <message>
        <source>A label value is not terminated.</source>
        <translation>某个标签值未结束。</translation>
    </message>
    <message>
        <source>Label &quot;%1&quot; appears twice.</source>
        <translation>标签“%1”出现了两次。</translation>
    </message>
    <message>
        <source>The sample %1 has no value.</source>
        <translation>样本 %1 没有值。</translation>
    </message>
    <message>
        <source>The value of %1 is not a number: &quot;%2&quot;.</source>
        <translation>%1 的值不是数字：“%2”。</translation>
    </message>
    <message>
        <source>The timestamp of %1 is not an integer: &quot;%2&quot;.</source>
        <translation>%1 的时间戳不是整数：“%2”。</translation>
    </message>
    <message>
        <source>The metrics text is empty.</source>
        <translation>指标文本为空。</translation>
    </message>
    <message>
        <source>None of the %1 lines is a metric sample.</source>
        <translation>%1 行中没有一行是指标样本。</translation>
    </message>
    <message>
        <source>The metrics text has no samples.</source>
        <translation>指标文本中没有样本。</translation>
    </message>
</context>
<context>
    <name>ic::RemoteCommand</name>
    <message>
        <source>“%1” is not a nvidia-smi field name.</source>
        <translation>“%1”不是 nvidia-smi 的字段名。</translation>
    </message>
    <message>
        <source>A line break cannot be passed to a remote command.</source>
        <translation>无法向远程命令传递换行符。</translation>
    </message>
    <message>
        <source>A NUL character cannot be passed to a remote command.</source>
        <translation>无法向远程命令传递 NUL 字符。</translation>
    </message>
    <message>
        <source>“!” cannot be passed to a remote command (shell history expansion).</source>
        <translation>无法向远程命令传递“!”（shell 历史扩展）。</translation>
    </message>
    <message>
        <source>Only printable ASCII can be passed to a remote command.</source>
        <translation>只能向远程命令传递可打印的 ASCII 字符。</translation>
    </message>
    <message>
        <source>The systemd unit name is empty.</source>
        <translation>systemd 单元名称为空。</translation>
    </message>
    <message>
        <source>A systemd unit name has at most 255 characters.</source>
        <translation>systemd 单元名称最多 255 个字符。</translation>
    </message>
    <message>
        <source>A systemd unit name cannot start with “@”.</source>
        <translation>systemd 单元名称不能以“@”开头。</translation>
    </message>
    <message>
        <source>“%1” is not a full systemd unit name (letters, digits, “:-_.\”, an optional @instance and a type suffix such as .service).</source>
        <translation>“%1”不是完整的 systemd 单元名称（应由字母、数字、“:-_.\”、可选的 @实例以及 .service 等类型后缀组成）。</translation>
    </message>
    <message>
        <source>A tool command is empty.</source>
        <translation>某个工具命令为空。</translation>
    </message>
    <message>
        <source>“%1” is not a systemd property name.</source>
        <translation>“%1”不是 systemd 属性名。</translation>
    </message>
</context>
<context>
    <name>ic::ServiceMonitor</name>
    <message>
        <source>systemctl show failed (exit status %1): %2</source>
        <translation>systemctl show 失败（退出状态 %1）：%2</translation>
    </message>
    <message>
        <source>%1 stopped.</source>
        <translation>%1 已停止。</translation>
    </message>
    <message>
        <source>%1 %2: new invocation %3.</source>
        <translation>%1 %2：新的调用 %3。</translation>
    </message>
    <message>
        <source>started</source>
        <translation>已启动</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>已重启</translation>
    </message>
    <message>
        <source>systemctl reported success but no new invocation of %1 appeared.</source>
        <translation>systemctl 报告成功，但 %1 没有出现新的调用。</translation>
    </message>
    <message>
        <source>sudo needs a password on this host: allow passwordless “systemctl” for your user in sudoers, or clear the privilege prefix if you may manage %1 directly.</source>
        <translation>此主机上的 sudo 需要密码：请在 sudoers 中允许你的用户无密码运行“systemctl”；如果你有权直接管理 %1，也可以清空提权前缀。</translation>
    </message>
    <message>
        <source>The unit %1 does not exist on this host.</source>
        <translation>此主机上不存在单元 %1。</translation>
    </message>
    <message>
        <source>Permission denied: your user may not manage %1 (use a privilege prefix such as “sudo -n”).</source>
        <translation>权限被拒绝：你的用户无权管理 %1（请使用“sudo -n”等提权前缀）。</translation>
    </message>
    <message>
        <source>systemctl (or the privilege command) was not found on this host.</source>
        <translation>此主机上未找到 systemctl（或提权命令）。</translation>
    </message>
    <message>
        <source>systemd could not complete the job: %1</source>
        <translation>systemd 无法完成该作业：%1</translation>
    </message>
    <message>
        <source>systemctl failed with exit status %1: %2</source>
        <translation>systemctl 失败，退出状态 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::ServicePanel</name>
    <message>
        <source>&amp;Restart…</source>
        <translation>重启(&amp;R)…</translation>
    </message>
    <message>
        <source>S&amp;top…</source>
        <translation>停止(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>启动(&amp;S)…</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Service state</source>
        <translation>服务状态</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>上次操作</translation>
    </message>
    <message>
        <source>Restart the service (asks first)</source>
        <translation>重启服务（会先确认）</translation>
    </message>
    <message>
        <source>Stop the service (asks first)</source>
        <translation>停止服务（会先确认）</translation>
    </message>
    <message>
        <source>Start the service (asks first)</source>
        <translation>启动服务（会先确认）</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>单元：</translation>
    </message>
    <message>
        <source>Main PID:</source>
        <translation>主 PID：</translation>
    </message>
    <message>
        <source>Up for:</source>
        <translation>运行时长：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重启次数：</translation>
    </message>
    <message>
        <source>Last result:</source>
        <translation>上次结果：</translation>
    </message>
    <message>
        <source>Invocation:</source>
        <translation>调用 ID：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No host selected</source>
        <translation>未选择主机</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>无主机</translation>
    </message>
    <message>
        <source>waiting for the first reading…</source>
        <translation>正在等待首次读数…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>not found: %1 does not exist on this host</source>
        <translation>未找到：此主机上不存在 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (exited with status %2)</source>
        <translation>%1（退出状态 %2）</translation>
    </message>
    <message>
        <source>%1 (killed by signal %2)</source>
        <translation>%1（被信号 %2 终止）</translation>
    </message>
    <message>
        <source>Last poll failed: %1</source>
        <translation>上次轮询失败：%1</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>starting for %1</source>
        <translation>启动中，已用时 %1</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>%1 (since %2)</source>
        <translation>%1（自 %2 起）</translation>
    </message>
    <message>
        <source>Sent “%1” to %2; waiting for systemd…</source>
        <translation>已向 %2 发送“%1”；正在等待 systemd…</translation>
    </message>
</context>
<context>
    <name>ic::SimHost</name>
    <message>
        <source>unknown scenario “%1”</source>
        <translation>未知场景“%1”</translation>
    </message>
    <message>
        <source>unknown option “%1”</source>
        <translation>未知选项“%1”</translation>
    </message>
    <message>
        <source>bad value “%1” for %2</source>
        <translation>%2 的值“%1”无效</translation>
    </message>
    <message>
        <source>--state DIR and a command are required</source>
        <translation>需要 --state DIR 和一个命令</translation>
    </message>
    <message>
        <source>no simulated host in %1 (run init first)</source>
        <translation>%1 中没有模拟主机（请先运行 init）</translation>
    </message>
    <message>
        <source>unknown command “%1”</source>
        <translation>未知命令“%1”</translation>
    </message>
</context>
<context>
    <name>ic::StartupHistory</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a start-up history file: %2</source>
        <translation>%1 不是启动历史文件：%2</translation>
    </message>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>无法创建目录 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::StartupProfile</name>
    <message>
        <source>%1 is not a non-empty string.</source>
        <translation>%1 不是非空字符串。</translation>
    </message>
    <message>
        <source>%1 is not a valid regular expression: %2 at offset %3.</source>
        <translation>%1 不是有效的正则表达式：%2（偏移 %3）。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be an array of patterns.</source>
        <translation>%1：“%2”必须是模式数组。</translation>
    </message>
    <message>
        <source>%1: %2 pattern %3</source>
        <translation>%1：%2 模式 %3</translation>
    </message>
    <message>
        <source>The profile is not valid JSON: %1 at offset %2.</source>
        <translation>配置文件不是有效的 JSON：%1（偏移 %2）。</translation>
    </message>
    <message>
        <source>The profile must be a JSON object.</source>
        <translation>配置文件必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>The profile has no &quot;engine&quot; name.</source>
        <translation>配置文件中没有“engine”名称。</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>配置文件“%1”</translation>
    </message>
    <message>
        <source>%1: detectProcess</source>
        <translation>%1：detectProcess</translation>
    </message>
    <message>
        <source>%1: &quot;detect&quot; needs at least one pattern.</source>
        <translation>%1：“detect”至少需要一个模式。</translation>
    </message>
    <message>
        <source>%1: &quot;ready&quot; needs at least one pattern.</source>
        <translation>%1：“ready”至少需要一个模式。</translation>
    </message>
    <message>
        <source>%1: benign pattern &quot;%2&quot; has no reason.</source>
        <translation>%1：无害模式“%2”缺少原因说明。</translation>
    </message>
    <message>
        <source>%1: &quot;phases&quot; must be a non-empty array.</source>
        <translation>%1：“phases”必须是非空数组。</translation>
    </message>
    <message>
        <source>%1: unknown phase id &quot;%2&quot; (expected one of %3).</source>
        <translation>%1：未知的阶段 ID“%2”（应为 %3 之一）。</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot; is out of order or repeated.</source>
        <translation>%1：阶段“%2”顺序错误或重复。</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot; needs a weight ≥ 0 and a budget &gt; 0.</source>
        <translation>%1：阶段“%2”需要权重 ≥ 0 且预算 &gt; 0。</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot;</source>
        <translation>%1：阶段“%2”</translation>
    </message>
    <message>
        <source>%1: progress pattern &quot;%2&quot; needs named groups n and tot, or pct.</source>
        <translation>%1：进度模式“%2”需要命名组 n 和 tot，或 pct。</translation>
    </message>
    <message>
        <source>%1: hint %2</source>
        <translation>%1：提示 %2</translation>
    </message>
    <message>
        <source>%1: hint %2 names unknown phase &quot;%3&quot;.</source>
        <translation>%1：提示 %2 引用了未知阶段“%3”。</translation>
    </message>
    <message>
        <source>Cannot read the profile %1: %2</source>
        <translation>无法读取配置文件 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ic::StartupView</name>
    <message>
        <source>Start-up progress</source>
        <translation>启动进度</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Start-up phases</source>
        <translation>启动阶段</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>已崩溃</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Start-up: %1</source>
        <translation>启动：%1</translation>
    </message>
    <message>
        <source>%1 start-up: %2</source>
        <translation>%1 启动：%2</translation>
    </message>
    <message>
        <source>— %1 %</source>
        <translation>— %1%</translation>
    </message>
    <message>
        <source>— about %1 left</source>
        <translation>— 约剩 %1</translation>
    </message>
    <message>
        <source>— time left unknown</source>
        <translation>— 剩余时间未知</translation>
    </message>
    <message numerus="yes">
        <source>%n known-harmless warning(s) skipped.</source>
        <translation>
            <numerusform>已跳过 %n 条已知无害的警告。</numerusform>
        </translation>
    </message>
    <message>
        <source>Possibly stuck: no real progress for %1 (only known-harmless warnings).</source>
        <translation>可能卡住了：%1 内没有实际进展（只有已知无害的警告）。</translation>
    </message>
</context>
<context>
    <name>ic::SystemctlShow</name>
    <message>
        <source>Line %1 is not Key=Value: &quot;%2&quot;.</source>
        <translation>第 %1 行不是 Key=Value 格式：“%2”。</translation>
    </message>
    <message>
        <source>systemctl printed no properties.</source>
        <translation>systemctl 未输出任何属性。</translation>
    </message>
</context>
<context>
    <name>ic::Timeline</name>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>停滞</translation>
    </message>
</context>
<context>
    <name>ic::VersionAgreement</name>
    <message>
        <source>%1 %2 is installed but %3 is not</source>
        <translation>已安装 %1 %2，但未安装 %3</translation>
    </message>
    <message>
        <source>%1 %2 does not match %3 %4: they must have the same version</source>
        <translation>%1 %2 与 %3 %4 不匹配：二者必须是同一版本</translation>
    </message>
    <message>
        <source>%1 %2 requires %3 %4, which is not installed</source>
        <translation>%1 %2 需要 %3 %4，但未安装</translation>
    </message>
    <message>
        <source>%1 %2 requires %3 %4, but %3 %5 is installed</source>
        <translation>%1 %2 需要 %3 %4，但安装的是 %3 %5</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine output): engine, phases, outcome, root cause.</source>
        <translation>对保存的启动日志（journalctl 的 short 或 JSON 输出，或引擎的原始输出）做事后分析：引擎、阶段、结果、根本原因。</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>以 JSON 格式输出报告。</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>命令。</translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation>日志文件。</translation>
    </message>
    <message>
        <source>Usage: inference-console analyze FILE [--json]</source>
        <translation>用法：inference-console analyze FILE [--json]</translation>
    </message>
    <message>
        <source>Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.

Commands:
  (none)                 open the console
  check (--host NAME | --demo) [--ladder FILE] [--json]
                         run the validation ladder without a display
  analyze FILE [--json]  post-mortem of a saved start-up log</source>
        <translation>监视和控制 GPU 主机上的 LLM 推理服务（vLLM、SGLang、llama-server）。

命令：
  (无)                   打开控制台
  check (--host NAME | --demo) [--ladder FILE] [--json]
                         在无显示界面的情况下运行验证阶梯
  analyze FILE [--json]  对保存的启动日志做事后分析</translation>
    </message>
    <message>
        <source>Start a simulated 8-GPU vLLM host and watch it.</source>
        <translation>启动一台模拟的 8 GPU vLLM 主机并监视它。</translation>
    </message>
    <message>
        <source>Demo scenario: healthy, crash-flashinfer-mismatch, oom, hang or slow.</source>
        <translation>演示场景：healthy、crash-flashinfer-mismatch、oom、hang 或 slow。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Demo speed in simulated seconds per real second (default 20).</source>
        <translation>演示速度，以每真实秒对应的模拟秒数计（默认 20）。</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>factor</translation>
    </message>
    <message>
        <source>GPUs of the demo host (default 8).</source>
        <translation>演示主机的 GPU 数量（默认 8）。</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>Use this hosts file instead of the default one.</source>
        <translation>使用此主机文件代替默认文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>界面语言，例如 de 或 zh_CN。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Hosts file</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
</context>
</TS>
