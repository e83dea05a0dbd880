<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ic::ChatClient</name>
    <message>
        <source>The server answered HTTP %1 for the model list.</source>
        <translation>服务器对模型列表请求返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 for the model list: %2</source>
        <translation>服务器对模型列表请求返回了 HTTP %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::ChatPane</name>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Reveal key</source>
        <translation>显示密钥</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>The model, as /v1/models lists it</source>
        <translation>模型名称，与 /v1/models 列出的一致</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Ask the server for its models</source>
        <translation>向服务器查询其模型</translation>
    </message>
    <message>
        <source>System prompt (optional)</source>
        <translation>系统提示词（可选）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Reasoning: default</source>
        <translation>推理：默认</translation>
    </message>
    <message>
        <source>Reasoning: on</source>
        <translation>推理：开</translation>
    </message>
    <message>
        <source>Reasoning: off</source>
        <translation>推理：关</translation>
    </message>
    <message>
        <source>Extra JSON merged into the body, e.g. {&quot;top_k&quot;: 20}</source>
        <translation>合并到请求体中的额外 JSON，例如 {&quot;top_k&quot;: 20}</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>top_p</source>
        <translation>top_p</translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation>max_tokens</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Preset: capital of France</source>
        <translation>预设：法国首都</translation>
    </message>
    <message>
        <source>Preset: prime function</source>
        <translation>预设：素数函数</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>复制为 curl</translation>
    </message>
    <message>
        <source>The request as a curl command; the key is written as $API_KEY unless revealed</source>
        <translation>以 curl 命令形式复制请求；除非已显示密钥，否则密钥写作 $API_KEY</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Conversation as Markdown…</source>
        <translation>对话导出为 Markdown…</translation>
    </message>
    <message>
        <source>Conversation as JSON…</source>
        <translation>对话导出为 JSON…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Message (Ctrl+Enter sends)</source>
        <translation>消息（Ctrl+Enter 发送）</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) listed.</source>
        <translation>
            <numerusform>列出了 %n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>No API address yet: the tunnel to the host is not open.</source>
        <translation>尚无 API 地址：到主机的隧道尚未打开。</translation>
    </message>
    <message>
        <source>API at %1.</source>
        <translation>API 位于 %1。</translation>
    </message>
    <message>
        <source>The extra JSON does not parse at character %1: %2.</source>
        <translation>额外 JSON 在第 %1 个字符处解析失败：%2。</translation>
    </message>
    <message>
        <source>The extra JSON must be an object, like {&quot;top_k&quot;: 20}.</source>
        <translation>额外 JSON 必须是对象，例如 {&quot;top_k&quot;: 20}。</translation>
    </message>
    <message>
        <source>Asking for the models…</source>
        <translation>正在查询模型…</translation>
    </message>
    <message>
        <source>Nothing to copy: type a message or send one first.</source>
        <translation>没有可复制的内容：请先输入或发送一条消息。</translation>
    </message>
    <message>
        <source>Copied the curl command, with the key.</source>
        <translation>已复制 curl 命令（含密钥）。</translation>
    </message>
    <message>
        <source>Copied the curl command; set API_KEY before running it.</source>
        <translation>已复制 curl 命令；运行前请设置 API_KEY。</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Export turn</source>
        <translation>导出本轮</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Streaming…</source>
        <translation>流式传输中…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
</context>
<context>
    <name>ic::ChatRequest</name>
    <message>
        <source>The model list is not a JSON object: %1</source>
        <translation>模型列表不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>The model list has no &quot;data&quot; array.</source>
        <translation>模型列表中没有“data”数组。</translation>
    </message>
</context>
<context>
    <name>ic::ChatStream</name>
    <message>
        <source>No data from the server for %1 s; the request was abandoned. What arrived is kept.</source>
        <translation>服务器 %1 秒内没有发送数据；已放弃该请求。已收到的内容会保留。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>服务器返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1: %2</source>
        <translation>服务器返回了 HTTP %1：%2</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening yet (still starting?).</source>
        <translation>%1 拒绝连接：服务器尚未开始监听（仍在启动？）。</translation>
    </message>
    <message>
        <source>The request to %1 failed: %2</source>
        <translation>向 %1 发送的请求失败：%2</translation>
    </message>
</context>
<context>
    <name>ic::ChatStreamDecoder</name>
    <message>
        <source>The stream ended without [DONE]; the answer may be incomplete.</source>
        <translation>流在没有 [DONE] 的情况下结束；回答可能不完整。</translation>
    </message>
    <message>
        <source>The server reported an error mid-stream (%1): %2</source>
        <translation>服务器在流传输中途报告错误（%1）：%2</translation>
    </message>
    <message>
        <source>The server reported an error mid-stream: %1</source>
        <translation>服务器在流传输中途报告错误：%1</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurn</name>
    <message>
        <source>The server has no reasoning parser set: the reasoning arrived inline as &lt;think&gt;…&lt;/think&gt; in the answer and was split here.</source>
        <translation>服务器未设置 reasoning parser：推理内容以 &lt;think&gt;…&lt;/think&gt; 形式夹在回答中到达，已在此处拆分。</translation>
    </message>
    <message>
        <source>The answer was cut at max_tokens (finish reason &quot;length&quot;).</source>
        <translation>回答在 max_tokens 处被截断（finish reason 为“length”）。</translation>
    </message>
    <message>
        <source>Stopped before the end; the partial output is kept.</source>
        <translation>在结束前已停止；已输出的部分会保留。</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Tokens: prompt %1, completion %2, total %3, reasoning %4 · reasoning %5 chars · TTFT %6 · first answer %7 · decode %8 tok/s · ITL p50 %9 / p99 %10 · E2E %11 · finish %12</source>
        <translation>Token：prompt %1，completion %2，总计 %3，推理 %4 · 推理 %5 字符 · TTFT %6 · 首个回答 %7 · 解码 %8 tok/s · ITL p50 %9 / p99 %10 · E2E %11 · 结束 %12</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>第 %1 轮</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnView</name>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>No reasoning.</source>
        <translation>无推理内容。</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>正在等待回答…</translation>
    </message>
    <message>
        <source>Hide reasoning</source>
        <translation>隐藏推理</translation>
    </message>
    <message>
        <source>Collapse or expand the reasoning pane</source>
        <translation>折叠或展开推理面板</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>复制为 curl</translation>
    </message>
    <message>
        <source>Export turn (Markdown)</source>
        <translation>导出本轮（Markdown）</translation>
    </message>
    <message>
        <source>Export turn (JSON)</source>
        <translation>导出本轮（JSON）</translation>
    </message>
    <message>
        <source>Show reasoning</source>
        <translation>显示推理</translation>
    </message>
    <message>
        <source>The reasoning came inline as &lt;think&gt; in the content: the server has no reasoning parser set.</source>
        <translation>推理内容以 &lt;think&gt; 形式夹在 content 中：服务器未设置 reasoning parser。</translation>
    </message>
    <message>
        <source>Stopped; what arrived is kept.</source>
        <translation>已停止；已收到的内容会保留。</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <source>Copy code %1</source>
        <translation>复制代码 %1</translation>
    </message>
    <message>
        <source>completion %1</source>
        <translation>completion %1</translation>
    </message>
    <message>
        <source> (reasoning %1)</source>
        <translation> (推理 %1)</translation>
    </message>
    <message>
        <source>prompt %1</source>
        <translation>prompt %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>总计 %1</translation>
    </message>
    <message>
        <source>reasoning %1 chars</source>
        <translation>推理 %1 字符</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>first answer %1</source>
        <translation>首个回答 %1</translation>
    </message>
    <message>
        <source>decode –</source>
        <translation>解码 –</translation>
    </message>
    <message>
        <source>decode %1 tok/s</source>
        <translation>解码 %1 tok/s</translation>
    </message>
    <message>
        <source>ITL p50 %1 p99 %2</source>
        <translation>ITL p50 %1 p99 %2</translation>
    </message>
    <message>
        <source>E2E %1</source>
        <translation>E2E %1</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>流式传输中</translation>
    </message>
    <message>
        <source>finish %1</source>
        <translation>结束 %1</translation>
    </message>
</context>
<context>
    <name>ic::CheckCommand</name>
    <message>
        <source>No API address to check.</source>
        <translation>没有可检查的 API 地址。</translation>
    </message>
</context>
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
    <name>ic::DiagnosisCard</name>
    <message>
        <source>%1 %2 (new)</source>
        <translation>%1 %2（新增）</translation>
    </message>
    <message>
        <source>%1 %2 (removed)</source>
        <translation>%1 %2（已移除）</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Show in journal</source>
        <translation>在 journal 中显示</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>后续步骤</translation>
    </message>
    <message>
        <source>Select the root-cause line in the journal view</source>
        <translation>在 journal 视图中选中根本原因所在行</translation>
    </message>
    <message>
        <source>Copy root cause, next steps, traceback and changes for a ticket</source>
        <translation>复制根本原因、后续步骤、traceback 和变更，用于提交工单</translation>
    </message>
    <message>
        <source>No crash in the current run of %1.</source>
        <translation>%1 当前运行中没有崩溃。</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>规则 %1</translation>
    </message>
    <message>
        <source>No specific advice for this failure; read the traceback in the journal.</source>
        <translation>此故障没有具体建议；请阅读 journal 中的 traceback。</translation>
    </message>
    <message>
        <source>Installed versions:</source>
        <translation>已安装的版本：</translation>
    </message>
    <message>
        <source>Since last known good:</source>
        <translation>自上次已知正常以来：</translation>
    </message>
    <message>
        <source>no known-good snapshot of this host yet.</source>
        <translation>此主机尚无已知正常的快照。</translation>
    </message>
    <message>
        <source>no package changed.</source>
        <translation>没有软件包变更。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 项</numerusform>
        </translation>
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
    <name>ic::EnvironmentView</name>
    <message>
        <source>Package</source>
        <translation>软件包</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>Last known good</source>
        <translation>上次已知正常</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Mark as known good</source>
        <translation>标记为已知正常</translation>
    </message>
    <message>
        <source>Version agreement</source>
        <translation>版本一致性</translation>
    </message>
    <message>
        <source>List the service Python&apos;s packages and the driver version again</source>
        <translation>重新列出服务所用 Python 的软件包和驱动版本</translation>
    </message>
    <message>
        <source>Save the environment as it is now as this host&apos;s last known good</source>
        <translation>将当前环境保存为此主机的上次已知正常状态</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n package(s) · read %2</source>
        <translation>
            <numerusform>%1 · %n 个软件包 · 读取于 %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · refreshing…</source>
        <translation> · 正在刷新…</translation>
    </message>
    <message>
        <source>Reading the service&apos;s packages…</source>
        <translation>正在读取服务的软件包…</translation>
    </message>
    <message>
        <source>Packages not read yet.</source>
        <translation>尚未读取软件包。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (torch build)</source>
        <translation>%1（torch 构建）</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 · CUDA %2</source>
        <translation>NVIDIA 驱动 %1 · CUDA %2</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>The versions that must agree do agree.</source>
        <translation>必须一致的版本均一致。</translation>
    </message>
    <message>
        <source>No last known good snapshot of this host yet.</source>
        <translation>此主机尚无上次已知正常的快照。</translation>
    </message>
    <message>
        <source>Last known good from %1.</source>
        <translation>上次已知正常：%1。</translation>
    </message>
    <message>
        <source>Nothing changed since last known good (%1).</source>
        <translation>自上次已知正常（%1）以来没有变化。</translation>
    </message>
    <message>
        <source>Changed since last known good (%1):</source>
        <translation>自上次已知正常（%1）以来的变更：</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已变更</translation>
    </message>
    <message>
        <source>ExecStart</source>
        <translation>ExecStart</translation>
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
    <name>ic::HostDiagnostics</name>
    <message>
        <source>The service&apos;s Python could not be told from its ExecStart; set the Python command in the host&apos;s settings.</source>
        <translation>无法从 ExecStart 判断服务所用的 Python；请在主机设置中指定 Python 命令。</translation>
    </message>
    <message>
        <source>Listing the packages of %1 failed (exit status %2): %3</source>
        <translation>列出 %1 的软件包失败（退出状态 %2）：%3</translation>
    </message>
    <message>
        <source>The environment could not be read, so nothing was saved: %1</source>
        <translation>无法读取环境，因此未保存任何内容：%1</translation>
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
    <name>ic::HostKeyDialog</name>
    <message>
        <source>Unknown host key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <source>The console has not connected to %1 before. Compare the fingerprint below with the one the host&apos;s administrator gives you (on the host: ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub) before trusting it.</source>
        <translation>控制台此前从未连接过 %1。信任之前，请将下面的指纹与主机管理员提供的指纹进行比对（在主机上运行：ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub）。</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>密钥类型：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyInfo</name>
    <message>
        <source>If you know why the key changed, remove the old entry with
    ssh-keygen -R &apos;%1&apos; -f &apos;%2&apos;
then check the new key out of band (on the host&apos;s console) with
    ssh-keyscan %3-t %4 %5 | ssh-keygen -lf -
and connect again to confirm it.</source>
        <translation>如果你知道密钥变更的原因，请先用以下命令删除旧条目：
    ssh-keygen -R &apos;%1&apos; -f &apos;%2&apos;
然后通过其他途径（在主机的控制台上）用以下命令核对新密钥：
    ssh-keyscan %3-t %4 %5 | ssh-keygen -lf -
最后重新连接以确认。</translation>
    </message>
    <message>
        <source>%1 is not in your known hosts. Its %2 key has the fingerprint %3.</source>
        <translation>%1 不在你的 known hosts 中。其 %2 密钥的指纹为 %3。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed: it now presents the %2 key %3, which does not match the key recorded in %4. Someone may be intercepting the connection, or the host was reinstalled. The console refuses to connect.</source>
        <translation>%1 的主机密钥已变更：它现在提供的 %2 密钥 %3 与 %4 中记录的密钥不符。可能有人在拦截连接，或者该主机已重装。控制台拒绝连接。</translation>
    </message>
    <message>
        <source>%1 presents a %2 key (%3), but only keys of other types are recorded for it in %4. This can be a downgrade attack; the console refuses to connect.</source>
        <translation>%1 提供了 %2 密钥（%3），但 %4 中只记录了它其他类型的密钥。这可能是降级攻击；控制台拒绝连接。</translation>
    </message>
    <message>
        <source>The %2 key %3 presented by %1 is marked @revoked in your known hosts. The console refuses to connect.</source>
        <translation>%1 提供的 %2 密钥 %3 在你的 known hosts 中被标记为 @revoked。控制台拒绝连接。</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyRefusedDialog</name>
    <message>
        <source>Host key refused</source>
        <translation>主机密钥被拒绝</translation>
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
    <name>ic::HttpGet</name>
    <message>
        <source>No answer from %1 within %2 s.</source>
        <translation>%1 在 %2 秒内无响应。</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening yet (still starting?).</source>
        <translation>%1 拒绝连接：服务器尚未开始监听（仍在启动？）。</translation>
    </message>
    <message>
        <source>No answer from %1: %2</source>
        <translation>%1 无响应：%2</translation>
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
    <name>ic::LadderHistory</name>
    <message>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::LadderView</name>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Ladder file…</source>
        <translation>阶梯文件…</translation>
    </message>
    <message>
        <source>Auto-run when a watched restart becomes ready</source>
        <translation>受监视的重启就绪后自动运行</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Past runs on this host</source>
        <translation>此主机上的历史运行</translation>
    </message>
    <message>
        <source>Validation ladder</source>
        <translation>验证阶梯</translation>
    </message>
    <message>
        <source>Ladder (*.json)</source>
        <translation>验证阶梯 (*.json)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>The ladder %1 cannot be used: %2</source>
        <translation>无法使用验证阶梯 %1：%2</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Running on %1…</source>
        <translation>正在 %1 上运行…</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>Validation ladder “%1”: no host selected</source>
        <translation>验证阶梯“%1”：未选择主机</translation>
    </message>
    <message>
        <source>Validation ladder “%1” on %2</source>
        <translation>%2 上的验证阶梯“%1”</translation>
    </message>
    <message>
        <source>Overall: %1 — %2, %3 s</source>
        <translation>总体：%1 — %2，%3 秒</translation>
    </message>
    <message>
        <source>Export ladder report</source>
        <translation>导出验证阶梯报告</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
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
    <name>ic::LoadProbe</name>
    <message>
        <source>%1 completed, %2 failed in %3 s: %4 req/s, output %5 tok/s (peak %6), total %7 tok/s
</source>
        <translation>%3 秒内完成 %1 个、失败 %2 个：%4 req/s，输出 %5 tok/s（峰值 %6），总计 %7 tok/s
</translation>
    </message>
</context>
<context>
    <name>ic::LoadProbeDialog</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Load probe</source>
        <translation>负载探测</translation>
    </message>
    <message>
        <source>empty: the server&apos;s first model</source>
        <translation>留空：使用服务器的第一个模型</translation>
    </message>
    <message>
        <source>for a duration</source>
        <translation>按时长</translation>
    </message>
    <message>
        <source>for a number of requests</source>
        <translation>按请求数</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Concurrent streams</source>
        <translation>并发流</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation>max_tokens</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>%1 completed, %2 failed…</source>
        <translation>已完成 %1 个，失败 %2 个…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Completed / failed</source>
        <translation>完成 / 失败</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>时长（秒）</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>输出 tok/s</translation>
    </message>
    <message>
        <source>Peak output tok/s</source>
        <translation>峰值输出 tok/s</translation>
    </message>
    <message>
        <source>Total tok/s</source>
        <translation>总计 tok/s</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>E2EL (ms)</source>
        <translation>E2EL (ms)</translation>
    </message>
    <message>
        <source>Done: %1 requests.</source>
        <translation>完成：%1 个请求。</translation>
    </message>
    <message>
        <source>Done, with failures: %1</source>
        <translation>完成，但有失败：%1</translation>
    </message>
    <message>
        <source>No API address yet: the tunnel to the host is not open.</source>
        <translation>尚无 API 地址：到主机的隧道尚未打开。</translation>
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
    <name>ic::OpenAiChunk</name>
    <message>
        <source>The server sent an error without a message.</source>
        <translation>服务器发送了一个没有消息的错误。</translation>
    </message>
    <message>
        <source>The event had no data.</source>
        <translation>该事件没有数据。</translation>
    </message>
    <message>
        <source>The event is not valid JSON: %1</source>
        <translation>该事件不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>The event is JSON but not an object: %1</source>
        <translation>该事件是 JSON 但不是对象：%1</translation>
    </message>
    <message>
        <source>The event has no choices: %1</source>
        <translation>该事件没有 choices：%1</translation>
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
    <name>ic::SecretPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <source>%1 accepts your key, which is protected by a passphrase.</source>
        <translation>%1 接受你的密钥，该密钥受口令保护。</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Log in to %1 with a password.</source>
        <translation>使用密码登录 %1。</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>%1 asks:</source>
        <translation>%1 询问：</translation>
    </message>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>保存到桌面密钥环</translation>
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
    <name>ic::ServingMetricsView</name>
    <message>
        <source>KV-cache usage</source>
        <translation>KV cache 使用率</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API：</translation>
    </message>
    <message>
        <source>Requests running:</source>
        <translation>运行中的请求：</translation>
    </message>
    <message>
        <source>Requests waiting:</source>
        <translation>等待中的请求：</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV cache：</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>生成：</translation>
    </message>
    <message>
        <source>Preemptions:</source>
        <translation>抢占：</translation>
    </message>
    <message>
        <source>no host selected</source>
        <translation>未选择主机</translation>
    </message>
    <message>
        <source>not serving yet</source>
        <translation>尚未提供服务</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
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
    <name>ic::Sse</name>
    <message>
        <source>An event was longer than %1 bytes; its first bytes are kept and the rest was dropped.</source>
        <translation>某个事件超过 %1 字节；保留了开头部分，其余已丢弃。</translation>
    </message>
    <message>
        <source>The stream ended inside an event (no blank line after it).</source>
        <translation>流在某个事件中间结束（其后没有空行）。</translation>
    </message>
</context>
<context>
    <name>ic::SshTarget</name>
    <message>
        <source>A user name may not start with &apos;-&apos;.</source>
        <translation>用户名不能以“-”开头。</translation>
    </message>
    <message>
        <source>A host name may not start with &apos;-&apos;.</source>
        <translation>主机名不能以“-”开头。</translation>
    </message>
    <message>
        <source>The user name contains the character &apos;%1&apos;, which is not allowed.</source>
        <translation>用户名包含不允许的字符“%1”。</translation>
    </message>
    <message>
        <source>The host name contains the character &apos;%1&apos;, which is not allowed.</source>
        <translation>主机名包含不允许的字符“%1”。</translation>
    </message>
    <message>
        <source>The ssh destination is empty.</source>
        <translation>SSH 目标为空。</translation>
    </message>
    <message>
        <source>The user name before &apos;@&apos; is empty.</source>
        <translation>“@”之前的用户名为空。</translation>
    </message>
    <message>
        <source>The address &apos;%1&apos; lacks its closing &apos;]&apos;.</source>
        <translation>地址“%1”缺少结尾的“]”。</translation>
    </message>
    <message>
        <source>Unexpected text after &apos;]&apos; in &apos;%1&apos;.</source>
        <translation>“%1”中“]”之后有意外的文本。</translation>
    </message>
    <message>
        <source>The port after &apos;:&apos; is empty.</source>
        <translation>“:”之后的端口为空。</translation>
    </message>
    <message>
        <source>The host name is empty.</source>
        <translation>主机名为空。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port number (1 to 65535).</source>
        <translation>“%1”不是端口号（1 到 65535）。</translation>
    </message>
    <message>
        <source>Line %1 of the ssh config contains control characters; it was skipped.</source>
        <translation>SSH 配置的第 %1 行包含控制字符，已跳过。</translation>
    </message>
    <message>
        <source>Line %1 of the ssh config has an invalid port &apos;%2&apos;.</source>
        <translation>SSH 配置的第 %1 行端口“%2”无效。</translation>
    </message>
</context>
<context>
    <name>ic::SshTransport</name>
    <message>
        <source>No local port could be opened for the tunnel: %1</source>
        <translation>无法为隧道打开本地端口：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable ssh destination: %2</source>
        <translation>“%1”不是可用的 SSH 目标：%2</translation>
    </message>
    <message>
        <source>ssh %1</source>
        <translation>ssh %1</translation>
    </message>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>到 %1 的连接已关闭。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>到 %1 的连接已中断。</translation>
    </message>
    <message>
        <source>The host name %1 could not be resolved.</source>
        <translation>无法解析主机名 %1。</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2; is its ssh server running?</source>
        <translation>%1 拒绝了端口 %2 上的连接；它的 SSH 服务器在运行吗？</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 在 %2 秒内没有响应。</translation>
    </message>
    <message>
        <source>Could not connect to %1.</source>
        <translation>无法连接到 %1。</translation>
    </message>
    <message>
        <source>%1 sent no usable host key.</source>
        <translation>%1 没有发送可用的主机密钥。</translation>
    </message>
    <message>
        <source>%1 key %2 for %3 (known_hosts: %4)</source>
        <translation>%3 的 %1 密钥 %2（known_hosts：%4）</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so the console did not connect.</source>
        <translation>未信任 %1 的主机密钥，因此控制台没有连接。</translation>
    </message>
    <message>
        <source>%1 key %2</source>
        <translation>%1 密钥 %2</translation>
    </message>
    <message>
        <source>The host key of %1 could not be saved to %2.</source>
        <translation>无法将 %1 的主机密钥保存到 %2。</translation>
    </message>
    <message>
        <source>The known hosts file %1 could not be read.</source>
        <translation>无法读取 known hosts 文件 %1。</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>口令：</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>Authentication to %1 failed (tried: %2).</source>
        <translation>在 %1 上身份验证失败（已尝试：%2）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 未连接。</translation>
    </message>
    <message>
        <source>The ssh server does not allow port forwarding (AllowTcpForwarding), so port %1 cannot be reached.</source>
        <translation>SSH 服务器不允许端口转发（AllowTcpForwarding），因此无法访问端口 %1。</translation>
    </message>
    <message>
        <source>Nothing is listening on port %1 on the host.</source>
        <translation>主机上没有程序在监听端口 %1。</translation>
    </message>
    <message>
        <source>The ssh server does not support port forwarding.</source>
        <translation>SSH 服务器不支持端口转发。</translation>
    </message>
    <message>
        <source>The ssh server is out of resources and refused to forward port %1.</source>
        <translation>SSH 服务器资源不足，拒绝转发端口 %1。</translation>
    </message>
    <message>
        <source>Port %1 on the host could not be reached through ssh.</source>
        <translation>无法通过 SSH 访问主机上的端口 %1。</translation>
    </message>
    <message>
        <source>%1 refused to open a channel: %2</source>
        <translation>%1 拒绝打开通道：%2</translation>
    </message>
    <message>
        <source>%1 refused to run the command: %2</source>
        <translation>%1 拒绝运行该命令：%2</translation>
    </message>
    <message>
        <source>The tunnel to port %1 broke: %2</source>
        <translation>到端口 %1 的隧道已断开：%2</translation>
    </message>
    <message>
        <source>The command was not found on %1 (exit status 127).</source>
        <translation>在 %1 上找不到该命令（退出状态 127）。</translation>
    </message>
    <message>
        <source>sudo on %1 needs a password; allow this command without one (NOPASSWD in sudoers).</source>
        <translation>%1 上的 sudo 需要密码；请允许无密码运行此命令（在 sudoers 中设置 NOPASSWD）。</translation>
    </message>
    <message>
        <source>The command was killed by signal %1.</source>
        <translation>该命令被信号 %1 终止。</translation>
    </message>
    <message>
        <source>%1 stopped answering.</source>
        <translation>%1 已停止响应。</translation>
    </message>
    <message>
        <source>No reply to a probe within %1 s.</source>
        <translation>%1 秒内探测无回应。</translation>
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
    <name>ic::StartupNotifier</name>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>%1 is ready</source>
        <translation>%1 已就绪</translation>
    </message>
    <message>
        <source>Started in %1.</source>
        <translation>用时 %1 完成启动。</translation>
    </message>
    <message>
        <source>The server answers.</source>
        <translation>服务器已响应。</translation>
    </message>
    <message>
        <source>%1 failed to start</source>
        <translation>%1 启动失败</translation>
    </message>
    <message>
        <source>The start-up failed after %1.</source>
        <translation>启动在 %1 后失败。</translation>
    </message>
    <message>
        <source>The start-up failed.</source>
        <translation>启动失败。</translation>
    </message>
    <message>
        <source>%1 is possibly stuck</source>
        <translation>%1 可能卡住了</translation>
    </message>
    <message>
        <source>No progress in %1 for %2.</source>
        <translation>%1 已有 %2 没有进展。</translation>
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
    <message>
        <source>%1: not watched.</source>
        <translation>%1：未监视。</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatch</name>
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
        <source>ExecStart has no argv.</source>
        <translation>ExecStart 没有 argv。</translation>
    </message>
    <message>
        <source>ExecStart is empty.</source>
        <translation>ExecStart 为空。</translation>
    </message>
    <message>
        <source>ExecStart has no words.</source>
        <translation>ExecStart 中没有任何词。</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>possibly stuck in %1 (no progress for %2)</source>
        <translation>可能卡在 %1（已有 %2 没有进展）</translation>
    </message>
    <message>
        <source>unknown time</source>
        <translation>未知时长</translation>
    </message>
    <message>
        <source>ready after %1</source>
        <translation>%1 后就绪</translation>
    </message>
    <message>
        <source>crashed after %1</source>
        <translation>%1 后崩溃</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatchDock</name>
    <message>
        <source>%1 (stuck?)</source>
        <translation>%1（卡住？）</translation>
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
        <source>Start-up</source>
        <translation>启动</translation>
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
    <name>ic::ValidationLadder</name>
    <message>
        <source>The ladder is not valid JSON: %1 at offset %2.</source>
        <translation>验证阶梯不是有效的 JSON：%1（偏移 %2）。</translation>
    </message>
    <message>
        <source>The ladder is not a JSON object.</source>
        <translation>验证阶梯不是 JSON 对象。</translation>
    </message>
    <message>
        <source>The ladder has no &quot;steps&quot; list.</source>
        <translation>验证阶梯中没有“steps”列表。</translation>
    </message>
    <message>
        <source>Unknown step id %1; known are: %2.</source>
        <translation>未知的步骤 ID %1；已知的有：%2。</translation>
    </message>
    <message>
        <source>Cannot read the ladder file %1: %2</source>
        <translation>无法读取验证阶梯文件 %1：%2</translation>
    </message>
    <message>
        <source>Validation of %1</source>
        <translation>%1 的验证</translation>
    </message>
    <message>
        <source>**Verdict:** %1 · model %2 · ladder %3 · started %4 · %5</source>
        <translation>**结论：** %1 · 模型 %2 · 阶梯 %3 · 开始于 %4 · %5</translation>
    </message>
    <message>
        <source>Could not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>%1: %2 (model %3, %4)</source>
        <translation>%1：%2（模型 %3，%4）</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Not run (cancelled).</source>
        <translation>未运行（已取消）。</translation>
    </message>
    <message>
        <source>Disabled in this ladder.</source>
        <translation>在此验证阶梯中已禁用。</translation>
    </message>
    <message>
        <source>Skipped: the server did not pass the health check.</source>
        <translation>已跳过：服务器未通过健康检查。</translation>
    </message>
    <message>
        <source>Unknown step %1.</source>
        <translation>未知步骤 %1。</translation>
    </message>
    <message>
        <source>The step has no &quot;prompt&quot;.</source>
        <translation>该步骤没有“prompt”。</translation>
    </message>
    <message>
        <source>The request did not finish.</source>
        <translation>请求未完成。</translation>
    </message>
    <message>
        <source>/health answered 200 in %1 ms.</source>
        <translation>/health 在 %1 毫秒内返回 200。</translation>
    </message>
    <message>
        <source>/health answered %1.</source>
        <translation>/health 返回 %1。</translation>
    </message>
    <message>
        <source>/health answered %1: %2</source>
        <translation>/health 返回 %1：%2</translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <source>/v1/models did not answer: %1</source>
        <translation>/v1/models 无响应：%1</translation>
    </message>
    <message>
        <source>/v1/models lists no model.</source>
        <translation>/v1/models 未列出任何模型。</translation>
    </message>
    <message>
        <source>/v1/models lists %1, not the expected %2.</source>
        <translation>/v1/models 列出的是 %1，而不是预期的 %2。</translation>
    </message>
    <message>
        <source>/v1/models lists %1.</source>
        <translation>/v1/models 列出了 %1。</translation>
    </message>
    <message>
        <source>The &quot;expect&quot; pattern is invalid: %1</source>
        <translation>“expect”模式无效：%1</translation>
    </message>
    <message>
        <source>The answer was empty (finish reason %1, %2 reasoning chars).</source>
        <translation>回答为空（finish reason %1，推理 %2 字符）。</translation>
    </message>
    <message>
        <source>The answer %1 does not match %2.</source>
        <translation>回答 %1 与 %2 不匹配。</translation>
    </message>
    <message>
        <source>Answered %1 in %2 (TTFT %3 ms, %4 tokens).</source>
        <translation>在 %2 内回答 %1（TTFT %3 毫秒，%4 个 token）。</translation>
    </message>
    <message>
        <source>no reasoning arrived</source>
        <translation>没有收到推理内容</translation>
    </message>
    <message>
        <source>the answer has no code block with a function</source>
        <translation>回答中没有包含函数的代码块</translation>
    </message>
    <message>
        <source>finish reason is %1, not %2</source>
        <translation>finish reason 为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>失败：%1。</translation>
    </message>
    <message>
        <source>%1 reasoning chars, a code block with a function, finish reason %2, %3 tokens in %4.</source>
        <translation>推理 %1 字符，含函数的代码块，finish reason %2，%4 内 %3 个 token。</translation>
    </message>
    <message>
        <source>Only %1 of %2 requests finished.</source>
        <translation>%2 个请求中只有 %1 个完成。</translation>
    </message>
    <message>
        <source>Run %1 differs from run 1 at character %2: %3 vs %4.</source>
        <translation>第 %1 次运行在第 %2 个字符处与第 1 次不同：%3 对比 %4。</translation>
    </message>
    <message>
        <source>%1 runs at temperature 0 gave the same %2 characters.</source>
        <translation>温度为 0 的 %1 次运行得到了相同的 %2 个字符。</translation>
    </message>
    <message>
        <source>answer %1 does not match</source>
        <translation>回答 %1 不匹配</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>第 %1 次运行：%2</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed.</source>
        <translation>%2 次运行中有 %1 次通过。</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed; %3.</source>
        <translation>%2 次运行中有 %1 次通过；%3。</translation>
    </message>
    <message>
        <source>Only %1 tokens (at least %2 expected), finish reason %3.</source>
        <translation>只有 %1 个 token（预期至少 %2 个），finish reason %3。</translation>
    </message>
    <message>
        <source>Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.</source>
        <translation>退化重复：%1% 的 4 词序列重复出现（上限 %2%）；文本结尾为 %3。</translation>
    </message>
    <message>
        <source>%1 tokens in %2 at %3 tok/s, %4% repeated 4-word sequences.</source>
        <translation>%2 内 %1 个 token，%3 tok/s，%4% 的 4 词序列重复。</translation>
    </message>
    <message>
        <source>Reasoning arrives inside the content as &lt;think&gt;…&lt;/think&gt; (prompt %1): the server has no reasoning parser set.</source>
        <translation>推理内容以 &lt;think&gt;…&lt;/think&gt; 形式出现在 content 中（prompt %1）：服务器未设置 reasoning parser。</translation>
    </message>
    <message>
        <source>Reasoning arrived but the content is empty (prompt %1): the parser swallowed the answer.</source>
        <translation>收到了推理内容但 content 为空（prompt %1）：解析器吞掉了回答。</translation>
    </message>
    <message>
        <source>%1 answers checked: no &lt;think&gt; in content; %2 carried separate reasoning.</source>
        <translation>已检查 %1 个回答：content 中没有 &lt;think&gt;；%2 个带有单独的推理内容。</translation>
    </message>
    <message>
        <source>No GPU memory readings are available for this host.</source>
        <translation>此主机没有可用的显存读数。</translation>
    </message>
    <message>
        <source>GPU memory was unknown when the ladder started.</source>
        <translation>验证阶梯开始时显存未知。</translation>
    </message>
    <message>
        <source>GPU memory could not be read after the ladder.</source>
        <translation>验证阶梯结束后无法读取显存。</translation>
    </message>
    <message>
        <source>GPU memory %1 MiB, baseline %2 MiB (%3%4 MiB, tolerance %5 MiB).</source>
        <translation>显存 %1 MiB，基线 %2 MiB（%3%4 MiB，容差 %5 MiB）。</translation>
    </message>
    <message>
        <source>GPU memory did not return to its baseline: %1 MiB now, %2 MiB before the ladder (+%3 MiB, tolerance %4 MiB).</source>
        <translation>显存未回到基线：当前 %1 MiB，验证阶梯前 %2 MiB（+%3 MiB，容差 %4 MiB）。</translation>
    </message>
    <message>
        <source>Decode speed could not be measured (%1 tokens).</source>
        <translation>无法测量解码速度（%1 个 token）。</translation>
    </message>
    <message>
        <source>Measured %1 tok/s; no baseline is saved for this host yet.</source>
        <translation>测得 %1 tok/s；尚未保存此主机的基线。</translation>
    </message>
    <message>
        <source>%1 tok/s against a baseline of %2 tok/s (%3%4%, tolerance %5%)</source>
        <translation>%1 tok/s，基线为 %2 tok/s（%3%4%，容差 %5%）</translation>
    </message>
    <message>
        <source>Decode is slow: %1.</source>
        <translation>解码速度慢：%1。</translation>
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
    <message>
        <source>Run the validation ladder against a host without a display and print the report. Exit status: 0 every step passed, 1 a step failed, 2 the ladder could not run.</source>
        <translation>在无显示界面的情况下对某台主机运行验证阶梯并输出报告。退出状态：0 表示所有步骤通过，1 表示有步骤失败，2 表示验证阶梯无法运行。</translation>
    </message>
    <message>
        <source>The host to check, by its name in the hosts file.</source>
        <translation>要检查的主机，使用其在主机文件中的名称。</translation>
    </message>
    <message>
        <source>Check a simulated host started for the purpose.</source>
        <translation>检查一台专门为此启动的模拟主机。</translation>
    </message>
    <message>
        <source>A ladder file instead of the default ladder.</source>
        <translation>使用指定的验证阶梯文件代替默认阶梯。</translation>
    </message>
    <message>
        <source>The model to ask (default: the first one served).</source>
        <translation>要询问的模型（默认：服务的第一个模型）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--json]</source>
        <translation>用法：inference-console check (--host NAME | --demo) [--ladder FILE] [--json]</translation>
    </message>
    <message>
        <source>There is no host named “%1” in %2.</source>
        <translation>%2 中没有名为“%1”的主机。</translation>
    </message>
    <message>
        <source>No tunnel to the API port of %1: %2</source>
        <translation>没有通往 %1 API 端口的隧道：%2</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
</context>
</TS>
