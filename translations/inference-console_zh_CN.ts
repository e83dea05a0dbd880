<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ic</name>
    <message>
        <source>the host</source>
        <translation>该主机</translation>
    </message>
    <message>
        <source>sudo is not installed on %1: install it, or clear the privilege prefix in the host&apos;s settings if your user may run the command directly.</source>
        <translation>%1 上未安装 sudo：请安装它；如果您的用户可以直接运行该命令，也可以在主机设置中清空权限前缀。</translation>
    </message>
    <message>
        <source>nvidia-smi was not found on %1: install the NVIDIA driver utilities, or set the path of nvidia-smi in the host&apos;s tools.</source>
        <translation>在 %1 上找不到 nvidia-smi：请安装 NVIDIA 驱动工具，或在主机的工具设置中填写 nvidia-smi 的路径。</translation>
    </message>
    <message>
        <source>%1 was not found on %2: install it, or set its path in the host&apos;s tools.</source>
        <translation>在 %2 上找不到 %1：请安装它，或在主机的工具设置中填写其路径。</translation>
    </message>
    <message>
        <source>sudo on %1 asks for a password: allow these commands without one (NOPASSWD in sudoers); the console never types a password for sudo.</source>
        <translation>%1 上的 sudo 要求输入密码：请允许这些命令免密码运行（sudoers 中的 NOPASSWD）；控制台从不为 sudo 输入密码。</translation>
    </message>
    <message>
        <source>sudoers on %1 does not allow your user to run this command: add a rule for it, or use another privilege prefix.</source>
        <translation>%1 上的 sudoers 不允许您的用户运行此命令：请为其添加规则，或使用其他权限前缀。</translation>
    </message>
    <message>
        <source>%1 does not run systemd (PID 1 is another init system), so its services cannot be managed with systemctl.</source>
        <translation>%1 未运行 systemd（PID 1 是其他 init 系统），因此无法用 systemctl 管理其服务。</translation>
    </message>
    <message>
        <source>Your user on %1 may not read the system journal: add it to the systemd-journal (or adm) group, or give journalctl a privilege prefix in the host&apos;s tools.</source>
        <translation>您在 %1 上的用户无权读取系统 journal：请将其加入 systemd-journal（或 adm）组，或在主机的工具设置中为 journalctl 设置权限前缀。</translation>
    </message>
    <message>
        <source>The unit %1 does not exist on %2: check the unit name in the host&apos;s settings (systemctl list-unit-files on the host).</source>
        <translation>%2 上不存在单元 %1：请检查主机设置中的单元名称（在主机上运行 systemctl list-unit-files）。</translation>
    </message>
    <message>
        <source>named</source>
        <translation>（指定名称）</translation>
    </message>
    <message>
        <source>nvidia-smi on %1 cannot talk to the NVIDIA driver: the driver is not loaded or does not match the installed utilities (a reboot after a driver update often fixes it).</source>
        <translation>%1 上的 nvidia-smi 无法与 NVIDIA 驱动通信：驱动未加载，或与已安装的工具版本不符（驱动更新后重启通常可以解决）。</translation>
    </message>
    <message>
        <source>A command was not found on %1 (exit status 127): check the host&apos;s tools.</source>
        <translation>在 %1 上找不到某个命令（退出状态 127）：请检查主机的工具设置。</translation>
    </message>
</context>
<context>
    <name>ic::AutopsyDialog</name>
    <message>
        <source>running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Stall autopsy</source>
        <translation>停滞剖析</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>What was found, or why not</source>
        <translation>发现了什么，或为何没有</translation>
    </message>
    <message>
        <source>The report shows here when the autopsy ends.</source>
        <translation>剖析结束后报告显示在这里。</translation>
    </message>
    <message>
        <source>&amp;Run autopsy</source>
        <translation>运行剖析(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;bundle as…</source>
        <translation>将资料包另存为(&amp;B)…</translation>
    </message>
    <message>
        <source>Gathers from %1, each piece under its own deadline: the unit, the journal, the engine&apos;s process tree, py-spy dumps, the NCCL/CUDA environment, nvidia-smi topo -m and the kernel&apos;s Xid lines.</source>
        <translation>从 %1 收集，每项都有各自的期限：单元、日志、引擎的进程树、py-spy 转储、NCCL/CUDA 环境、nvidia-smi topo -m 以及内核的 Xid 行。</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>Gathering from %1 (at most %2 s)…</source>
        <translation>正在从 %1 收集（最多 %2 秒）…</translation>
    </message>
    <message>
        <source>stopped by the user</source>
        <translation>已被用户停止</translation>
    </message>
    <message>
        <source>Nothing could be gathered: %1</source>
        <translation>无法收集任何内容：%1</translation>
    </message>
    <message>
        <source>%1: %2 (confidence %3), in %4 s.</source>
        <translation>%1：%2（置信度 %3），用时 %4 秒。</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Save the autopsy bundle in</source>
        <translation>将剖析资料包保存到</translation>
    </message>
</context>
<context>
    <name>ic::AutopsyReport</name>
    <message>
        <source>Stall autopsy of %1 (%2)</source>
        <translation>%1（%2）的卡顿剖析</translation>
    </message>
    <message>
        <source>Taken %1, in %2 (deadline %3 s).</source>
        <translation>生成于 %1，用时 %2（时限 %3 秒）。</translation>
    </message>
    <message>
        <source>Main PID %1.</source>
        <translation>主进程 PID %1。</translation>
    </message>
    <message>
        <source>Unit %1 (%2).</source>
        <translation>单元 %1（%2）。</translation>
    </message>
    <message>
        <source>The deadline passed before every piece was gathered.</source>
        <translation>在收集完所有部分之前时限已到。</translation>
    </message>
    <message>
        <source>Nothing gathered:</source>
        <translation>未收集到任何内容：</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>no evidence points anywhere</source>
        <translation>没有证据指向任何方向</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>置信度 %1</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>证据：</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>背景：</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>下一步：</translation>
    </message>
    <message>
        <source>The stall rules could not be read: %1</source>
        <translation>无法读取卡顿规则：%1</translation>
    </message>
    <message>
        <source>What was gathered</source>
        <translation>收集的内容</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>result or reason</source>
        <translation>结果或原因</translation>
    </message>
    <message>
        <source>Commands run on the host:</source>
        <translation>在主机上运行的命令：</translation>
    </message>
    <message>
        <source>Process tree</source>
        <translation>进程树</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>running for</source>
        <translation>已运行</translation>
    </message>
    <message>
        <source>waits in</source>
        <translation>等待于</translation>
    </message>
    <message>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Python stacks (py-spy %1)</source>
        <translation>Python 调用栈（py-spy %1）</translation>
    </message>
    <message>
        <source>Environment (NCCL, CUDA, engine variables)</source>
        <translation>环境（NCCL、CUDA 和引擎变量）</translation>
    </message>
    <message>
        <source>(none of them set)</source>
        <translation>（均未设置）</translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s) with names of secrets (keys, tokens, passwords) were withheld.</source>
        <translation>
            <numerusform>%n 个名称像机密（密钥、令牌、密码）的变量已被隐去。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU topology (nvidia-smi topo -m)</source>
        <translation>GPU 拓扑（nvidia-smi topo -m）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), every pair joined by NVLink.</source>
        <translation>
            <numerusform>%n 块 GPU，每一对都由 NVLink 相连。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s); pairs without NVLink: %1.</source>
        <translation>
            <numerusform>%n 块 GPU；没有 NVLink 的GPU对：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel GPU errors (Xid)</source>
        <translation>内核中的 GPU 错误（Xid）</translation>
    </message>
    <message numerus="yes">
        <source>From %1: %n line(s) read, %2 Xid line(s).</source>
        <translation>
            <numerusform>来自 %1：读取 %n 行，其中 Xid 行 %2 条。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Journal (the run&apos;s last %n line(s))</source>
        <translation>
            <numerusform>日志（本次运行的最后 %n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Start-up phase: %1 (%2).</source>
        <translation>启动阶段：%1（%2）。</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Threads of PID %1 (two readings %2 s apart)</source>
        <translation>PID %1 的线程（两次读取，相隔 %2 秒）</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>CPU ticks between</source>
        <translation>期间的 CPU 节拍</translation>
    </message>
    <message>
        <source> (main)</source>
        <translation> （主）</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
</context>
<context>
    <name>ic::ChatArchive</name>
    <message>
        <source>The stored chat turn has no format version.</source>
        <translation>存储的聊天轮次没有格式版本。</translation>
    </message>
    <message>
        <source>The stored chat turn has no prompt.</source>
        <translation>存储的聊天轮次没有提示词。</translation>
    </message>
    <message>
        <source>The stored chat turn has an unknown state &quot;%1&quot;.</source>
        <translation>存储的聊天轮次状态“%1”未知。</translation>
    </message>
    <message>
        <source>The history kept only the first %1 of this answer&apos;s %2 characters (and the first %3 of its reasoning&apos;s %4).</source>
        <translation>历史记录只保留了此回答 %2 个字符中的前 %1 个（以及其推理 %4 个字符中的前 %3 个）。</translation>
    </message>
</context>
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
    <name>ic::ChatExport</name>
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
</context>
<context>
    <name>ic::ChatPane</name>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
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
        <source>Asking for the models…</source>
        <translation>正在查询模型…</translation>
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
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Capital of France</source>
        <translation>法国首都</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Prime function</source>
        <translation>质数函数</translation>
    </message>
    <message>
        <source>Remove every turn; Undo brings them back until the next message</source>
        <translation>移除所有轮次；在发送下一条消息之前可用“撤销”恢复</translation>
    </message>
    <message>
        <source>Bring back the turns Clear removed</source>
        <translation>恢复被“清空”移除的轮次</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter)</source>
        <translation>发送消息（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Stop the answer; what arrived is kept (Esc)</source>
        <translation>停止回答；已收到的内容会保留（Esc）</translation>
    </message>
    <message>
        <source>Ask again for the last answer (Ctrl+R)</source>
        <translation>重新请求最后一个回答（Ctrl+R）</translation>
    </message>
    <message numerus="yes">
        <source>The server answers again: %n model(s) listed.</source>
        <translation>
            <numerusform>服务器重新响应：列出了 %n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Asking again in %2 s.</source>
        <translation>%1 %2 秒后重试。</translation>
    </message>
    <message>
        <source>Cleared.</source>
        <translation>已清空。</translation>
    </message>
    <message numerus="yes">
        <source>Cleared %n turn(s).</source>
        <translation>
            <numerusform>已清空 %n 个轮次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought back %n turn(s).</source>
        <translation>
            <numerusform>已恢复 %n 个轮次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Editing turn %1: sending replaces it and the %n turn(s) after it. Esc cancels.</source>
        <translation>
            <numerusform>正在编辑第 %1 轮：发送将替换该轮及其后的 %n 轮。按 Esc 取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>Editing turn %1: sending replaces it. Esc cancels.</source>
        <translation>正在编辑第 %1 轮：发送将替换该轮。按 Esc 取消。</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
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
    <name>ic::ChatSettingsForm</name>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Reveal key</source>
        <translation>显示密钥</translation>
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
        <source>Temperature, top_p, max_tokens, seed, system prompt and extra JSON</source>
        <translation>温度、top_p、max_tokens、seed、系统提示词和额外 JSON</translation>
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
        <source>The extra JSON does not parse at character %1: %2.</source>
        <translation>额外 JSON 在第 %1 个字符处解析失败：%2。</translation>
    </message>
    <message>
        <source>The extra JSON must be an object, like {&quot;top_k&quot;: 20}.</source>
        <translation>额外 JSON 必须是对象，例如 {&quot;top_k&quot;: 20}。</translation>
    </message>
    <message>
        <source>Parameters (%1 set)</source>
        <translation>参数（已设置 %1 个）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
</context>
<context>
    <name>ic::ChatStream</name>
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
    <message>
        <source>What arrived is kept.</source>
        <translation>已收到的内容会保留。</translation>
    </message>
    <message>
        <source>The request was abandoned; what arrived is kept.</source>
        <translation>请求已放弃；已收到的内容会保留。</translation>
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
    <message>
        <source>None of the %1 events was a chat chunk; the first began &quot;%2&quot;.</source>
        <translation>%1 个事件中没有一个是聊天分块；第一个以“%2”开头。</translation>
    </message>
    <message>
        <source>The server sent one event of more than %1 KiB; the stream was abandoned.</source>
        <translation>服务器发送了一个超过 %1 KiB 的事件；已放弃该流。</translation>
    </message>
    <message>
        <source>The server sent an event with bytes that are not UTF-8.</source>
        <translation>服务器发送的事件中含有非 UTF-8 字节。</translation>
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
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>流式传输中</translation>
    </message>
    <message>
        <source>cut at max_tokens</source>
        <translation>在 max_tokens 处截断</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>主机：%1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>API: %1</source>
        <translation>API：%1</translation>
    </message>
    <message>
        <source>Inference Console %1</source>
        <translation>Inference Console %1</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnList</name>
    <message>
        <source>Turns</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>The turns of this conversation; pick one to scroll to it</source>
        <translation>此对话的各轮；选择一轮即可滚动到该处</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnListModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · [%2] %3</source>
        <translation>%1 · [%2] %3</translation>
    </message>
    <message numerus="yes">
        <source>%1

%2, %n output token(s)</source>
        <translation>
            <numerusform>%1

%2，%n 个输出 token</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
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
        <source>Show reasoning</source>
        <translation>显示推理</translation>
    </message>
    <message>
        <source>The reasoning came inline as &lt;think&gt; in the content: the server has no reasoning parser set.</source>
        <translation>推理内容以 &lt;think&gt; 形式夹在 content 中：服务器未设置 reasoning parser。</translation>
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
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Put this prompt back in the input box; sending replaces this turn and the ones after it</source>
        <translation>将此提示词放回输入框；发送将替换此轮及其后的各轮</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Ask again for this answer (Ctrl+R)</source>
        <translation>重新请求此回答（Ctrl+R）</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Copy or export this turn</source>
        <translation>复制或导出此轮</translation>
    </message>
    <message>
        <source>Export turn (Markdown)…</source>
        <translation>导出此轮（Markdown）…</translation>
    </message>
    <message>
        <source>Export turn (JSON)…</source>
        <translation>导出此轮（JSON）…</translation>
    </message>
    <message>
        <source>Stopped before any answer.</source>
        <translation>在任何回答之前已停止。</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>没有回答。</translation>
    </message>
</context>
<context>
    <name>ic::CheckCommand</name>
    <message>
        <source>No API address to check.</source>
        <translation>没有可检查的 API 地址。</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed before the ladder could start</source>
        <translation>在验证阶梯开始之前，%1 秒的 --timeout 已到</translation>
    </message>
    <message>
        <source>the --timeout of %1 s</source>
        <translation>%1 秒的 --timeout</translation>
    </message>
    <message>
        <source>%1 was not recorded as known good: the environment and the unit were not read within %2 s.</source>
        <translation>%1 未记录为已知良好状态：未能在 %2 秒内读取环境和单元。</translation>
    </message>
    <message>
        <source>%1 was not recorded as known good: %2</source>
        <translation>%1 未记录为已知良好状态：%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%n Python package(s)</source>
        <translation>
            <numerusform>%n 个 Python 包</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Python package(s) (%1)</source>
        <translation>
            <numerusform>%n 个 Python 包（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Recorded as the last known good of %1: %2, NVIDIA driver %3, CUDA %4.</source>
        <translation>已记录为 %1 的最近已知良好状态：%2，NVIDIA 驱动 %3，CUDA %4。</translation>
    </message>
    <message>
        <source>Recorded the unit %1 as known good: ExecStart=%2</source>
        <translation>已将单元 %1 记录为已知良好：ExecStart=%2</translation>
    </message>
    <message>
        <source>The unit %1 was not recorded: %2</source>
        <translation>单元 %1 未记录：%2</translation>
    </message>
</context>
<context>
    <name>ic::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>命令面板</translation>
    </message>
    <message>
        <source>Go to a host, a panel or an action…</source>
        <translation>跳转到主机、面板或操作…</translation>
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
    <message>
        <source>Preflight findings</source>
        <translation>预检结果</translation>
    </message>
    <message>
        <source>Type the host&apos;s name to override</source>
        <translation>输入主机名以强制放行</translation>
    </message>
    <message>
        <source>type “%1” to restart despite the blocking findings</source>
        <translation>输入“%1”以忽略阻断项并重启</translation>
    </message>
    <message>
        <source>Checking %1 before the restart…</source>
        <translation>重启前正在检查 %1…</translation>
    </message>
    <message>
        <source>The preflight could not check %1: %2. Nothing is known to block the restart; decide yourself.</source>
        <translation>预检无法检查 %1：%2。未发现阻止重启的因素；请自行决定。</translation>
    </message>
    <message>
        <source>no check measured anything</source>
        <translation>没有任何检查测得结果</translation>
    </message>
    <message numerus="yes">
        <source>The preflight found %n blocking finding(s). Restart anyway only by typing the host&apos;s name; the override is kept in the history.</source>
        <translation>
            <numerusform>预检发现 %n 个阻断项。只有输入主机名才能强制重启；此次放行会记入历史。</numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found nothing that blocks the restart.</source>
        <translation>预检未发现阻止重启的问题。</translation>
    </message>
    <message>
        <source>BLOCK  %1</source>
        <translation>阻断  %1</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>补救措施：%1</translation>
    </message>
</context>
<context>
    <name>ic::ConnectionTest</name>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>%n 秒内没有响应。</numerusform>
        </translation>
    </message>
    <message>
        <source>No transport is available for “%1”.</source>
        <translation>“%1”没有可用的传输方式。</translation>
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
        <translation>找不到 systemctl</translation>
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
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>nvidia-smi was not found.</source>
        <translation>找不到 nvidia-smi。</translation>
    </message>
    <message>
        <source>nvidia-smi failed: %1</source>
        <translation>nvidia-smi 失败：%1</translation>
    </message>
    <message>
        <source>nvidia-smi sees no GPU.</source>
        <translation>nvidia-smi 未发现 GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi sees one GPU.</source>
        <translation>nvidia-smi 发现 1 个 GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi sees %1 GPUs.</source>
        <translation>nvidia-smi 发现 %1 个 GPU。</translation>
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
    <message>
        <source>Kernel JIT compilation (FlashInfer, Triton, ninja, nvcc)</source>
        <translation>内核 JIT 编译（FlashInfer、Triton、ninja、nvcc）</translation>
    </message>
    <message>
        <source>CUDA driver or toolkit mismatch</source>
        <translation>CUDA 驱动与工具包版本不匹配</translation>
    </message>
    <message>
        <source>Model files (shards, tokenizer, config)</source>
        <translation>模型文件（分片、tokenizer、配置）</translation>
    </message>
    <message>
        <source>Download or authentication</source>
        <translation>下载或身份验证</translation>
    </message>
    <message>
        <source>Port already in use</source>
        <translation>端口已被占用</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Uncertain: the log does not show the cause</source>
        <translation>不确定：日志中看不到原因</translation>
    </message>
</context>
<context>
    <name>ic::DemoFleet</name>
    <message>
        <source>A demo fleet has 1 to 1024 hosts, not %1.</source>
        <translation>演示集群应有 1 到 1024 台主机，而不是 %1。</translation>
    </message>
    <message>
        <source>Simulated host %1 of %2: %3</source>
        <translation>模拟主机 %1/%2：%3</translation>
    </message>
    <message>
        <source>No simulated hosts to export.</source>
        <translation>没有可导出的模拟主机。</translation>
    </message>
    <message>
        <source>The simulated host program inference-console-simhost was not found next to the console.</source>
        <translation>在控制台程序旁未找到模拟主机程序 inference-console-simhost。</translation>
    </message>
    <message>
        <source>The simulated DCGM exporters did not start (%1 of %2 listening): %3</source>
        <translation>模拟的 DCGM exporter 未能启动（%2 个中有 %1 个在监听）：%3</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>未及时应答</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Start the exporters before Prometheus.</source>
        <translation>请先启动 exporter，再启动 Prometheus。</translation>
    </message>
    <message>
        <source>The prometheus program is not installed (Debian package prometheus).</source>
        <translation>未安装 prometheus 程序（Debian 软件包 prometheus）。</translation>
    </message>
    <message>
        <source>No free loopback port for Prometheus.</source>
        <translation>没有可供 Prometheus 使用的空闲回环端口。</translation>
    </message>
    <message>
        <source>Prometheus did not start: %1</source>
        <translation>Prometheus 未能启动：%1</translation>
    </message>
    <message>
        <source>Prometheus did not become ready within %1 s (its log: %2).</source>
        <translation>Prometheus 未在 %1 s 内就绪（其日志：%2）。</translation>
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
    <name>ic::DesktopNotifier</name>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>%1 passed validation</source>
        <translation>%1 通过了验证</translation>
    </message>
    <message>
        <source>Every step of the validation ladder passed.</source>
        <translation>验证阶梯的每一步都已通过。</translation>
    </message>
    <message>
        <source>%1 failed validation</source>
        <translation>%1 未通过验证</translation>
    </message>
    <message>
        <source>A step of the validation ladder failed; the Validation tab shows the evidence.</source>
        <translation>验证阶梯中有一步失败；“验证”标签页中有证据。</translation>
    </message>
    <message>
        <source>%1: validation skipped</source>
        <translation>%1：验证已跳过</translation>
    </message>
    <message>
        <source>No step of the validation ladder could run.</source>
        <translation>验证阶梯中没有任何一步能够运行。</translation>
    </message>
    <message>
        <source>%1: validation could not judge</source>
        <translation>%1：验证无法得出结论</translation>
    </message>
    <message>
        <source>A step of the validation ladder could not be judged; the Validation tab says why.</source>
        <translation>验证阶梯中有一步无法判定；“验证”标签页说明了原因。</translation>
    </message>
    <message>
        <source>Server ready</source>
        <translation>服务器就绪</translation>
    </message>
    <message>
        <source>Start-up failed</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>Possibly stuck</source>
        <translation>可能卡住了</translation>
    </message>
    <message>
        <source>Validation verdict</source>
        <translation>验证结论</translation>
    </message>
    <message>
        <source>&amp;Notifications</source>
        <translation>通知(&amp;N)</translation>
    </message>
    <message>
        <source>Notify on the &amp;desktop</source>
        <translation>桌面通知(&amp;D)</translation>
    </message>
    <message>
        <source>Server stuck while healthy</source>
        <translation>服务器健康检查正常但已卡住</translation>
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
    <name>ic::DiskFree</name>
    <message>
        <source>df printed nothing.</source>
        <translation>df 没有输出任何内容。</translation>
    </message>
    <message>
        <source>Not the output of df --output=file,size,avail,target: no “File” header.</source>
        <translation>不是 df --output=file,size,avail,target 的输出：没有“File”表头。</translation>
    </message>
    <message>
        <source>Rows df printed that could not be read: %1</source>
        <translation>df 输出中无法读取的行：%1</translation>
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
    <message>
        <source>GET %1: nothing arrived for %2 s.</source>
        <translation>GET %1：%2 秒内没有收到任何内容。</translation>
    </message>
    <message>
        <source>GET %1 answered HTTP %2.</source>
        <translation>GET %1 返回了 HTTP %2。</translation>
    </message>
    <message>
        <source>GET %1: %2</source>
        <translation>GET %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::EngineLogLine</name>
    <message>
        <source>a log prefix must be a pattern or {&quot;pattern&quot;, &quot;kind&quot;}</source>
        <translation>日志前缀必须是模式字符串或 {&quot;pattern&quot;, &quot;kind&quot;}</translation>
    </message>
    <message>
        <source>log prefix kind &quot;%1&quot; is not header, process or level</source>
        <translation>日志前缀 kind &quot;%1&quot; 不是 header、process 或 level</translation>
    </message>
    <message>
        <source>log prefix &quot;%1&quot; must be a valid regular expression starting with ^</source>
        <translation>日志前缀 &quot;%1&quot; 必须是以 ^ 开头的有效正则表达式</translation>
    </message>
    <message>
        <source>process prefix &quot;%1&quot; needs a named group &quot;process&quot;</source>
        <translation>process 前缀 &quot;%1&quot; 需要名为 &quot;process&quot; 的命名组</translation>
    </message>
</context>
<context>
    <name>ic::EngineProfile</name>
    <message>
        <source>%1: &quot;%2&quot; must be a string or a list of strings.</source>
        <translation>%1：“%2”必须是字符串或字符串列表。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must hold non-empty strings only.</source>
        <translation>%1：“%2”只能包含非空字符串。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a path starting with &apos;/&apos;.</source>
        <translation>%1：“%2”必须是以 &apos;/&apos; 开头的路径。</translation>
    </message>
    <message>
        <source>The profile folder %1 does not exist.</source>
        <translation>配置文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Cannot read the profile %1: %2</source>
        <translation>无法读取配置 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The profile is not valid JSON: %1 at offset %2.</source>
        <translation>配置不是有效的 JSON：%1（偏移 %2）。</translation>
    </message>
    <message>
        <source>The profile must be a JSON object.</source>
        <translation>配置必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <source>The profile has no &quot;engine&quot; name.</source>
        <translation>配置中没有 &quot;engine&quot; 名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is reserved for detecting the engine; a profile cannot use it.</source>
        <translation>&quot;%1&quot; 保留用于检测引擎；配置不能使用它。</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>配置 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;reasoning&quot; must be an object whose &quot;on&quot; and &quot;off&quot; are objects merged into the request.</source>
        <translation>%1：&quot;reasoning&quot; 必须是一个对象，其 &quot;on&quot; 和 &quot;off&quot; 均为合并到请求中的对象。</translation>
    </message>
    <message>
        <source>%1: reasoning &quot;response&quot; must be &quot;field&quot; or &quot;inline&quot;, not &quot;%2&quot;.</source>
        <translation>%1：reasoning 的 &quot;response&quot; 必须是 &quot;field&quot; 或 &quot;inline&quot;，而不是 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1: &quot;detectionOrder&quot; must be a whole number.</source>
        <translation>%1：&quot;detectionOrder&quot; 必须是整数。</translation>
    </message>
    <message>
        <source>%1: &quot;command&quot; must be an object; its &quot;positionalModel&quot; and &quot;native&quot; are true or false.</source>
        <translation>%1：&quot;command&quot; 必须是对象；其 &quot;positionalModel&quot; 和 &quot;native&quot; 为 true 或 false。</translation>
    </message>
    <message>
        <source>%1: &quot;liveness&quot; must be an object.</source>
        <translation>%1：“liveness”必须是一个对象。</translation>
    </message>
    <message>
        <source>%1: liveness &quot;%2&quot; must be a number of seconds above 0 and at most 86400.</source>
        <translation>%1：liveness “%2”必须是大于 0 且不超过 86400 的秒数。</translation>
    </message>
    <message>
        <source>%1: &quot;preflight&quot; must be an object; its &quot;modelFile&quot; an object with a &quot;magic&quot; of 1 to 16 characters, its &quot;shm&quot; true or false.</source>
        <translation>%1：&quot;preflight&quot; 必须是对象；其 &quot;modelFile&quot; 必须是对象，且 &quot;magic&quot; 为 1 到 16 个字符；其 &quot;shm&quot; 为 true 或 false。</translation>
    </message>
</context>
<context>
    <name>ic::EnvironmentSnapshot</name>
    <message>
        <source>The snapshot has no package list.</source>
        <translation>快照中没有软件包列表。</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>不可读</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>模型大小</translation>
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
    <message>
        <source>Read the service&apos;s environment (its Python&apos;s packages, or a native binary&apos;s version and model file) and the driver version again</source>
        <translation>重新读取服务的环境（其 Python 的软件包，或原生二进制程序的版本和模型文件）以及驱动版本</translation>
    </message>
    <message>
        <source>%1 is a native binary (%2): it has no Python environment, so there are no packages to list.</source>
        <translation>%1 是原生二进制程序（%2）：它没有 Python 环境，因此没有可列出的软件包。</translation>
    </message>
    <message>
        <source>being read…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>not named in ExecStart</source>
        <translation>ExecStart 中未指定</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>不可读</translation>
    </message>
    <message>
        <source>%1 version %2 · model %3</source>
        <translation>%1 版本 %2 · 模型 %3</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>模型大小</translation>
    </message>
    <message>
        <source>Nothing to compare: a native binary has no Python packages that must agree.</source>
        <translation>无可比较：原生二进制程序没有必须保持一致的 Python 软件包。</translation>
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
    <message>
        <source>Changes to the hosts are not saved, because %1 has an error: %2</source>
        <translation>对主机的更改不会保存，因为 %1 有错误：%2</translation>
    </message>
    <message>
        <source>No transport could be made for “%1” (%2).</source>
        <translation>无法为“%1”创建传输（%2）。</translation>
    </message>
    <message>
        <source>“%1” cannot be reached: this console was started without a way to reach remote hosts, so the commands meant for %2 are not run anywhere.</source>
        <translation>无法访问“%1”：本控制台启动时没有访问远程主机的方式，因此发往 %2 的命令不会在任何地方运行。</translation>
    </message>
</context>
<context>
    <name>ic::FleetCardDelegate</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
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
    <message>
        <source>%1 (before the last restart)</source>
        <translation>%1（上次重启之前）</translation>
    </message>
    <message>
        <source>%1 of %2 GiB, stale</source>
        <translation>%1 / %2 GiB，已过时</translation>
    </message>
    <message>
        <source>From Prometheus; newest reading %1 s old%2</source>
        <translation>来自 Prometheus；最新读数距今 %1 s%2</translation>
    </message>
    <message>
        <source> (stale: older than two scrape intervals)</source>
        <translation> （已过时：超过两个抓取间隔）</translation>
    </message>
    <message>
        <source>From Prometheus; no reading yet</source>
        <translation>来自 Prometheus；尚无读数</translation>
    </message>
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
        <translation>崩溃</translation>
    </message>
    <message>
        <source>%1 since %2</source>
        <translation>%1，自 %2 起</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进展</translation>
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
    <message>
        <source>Fleet overview cards</source>
        <translation>机群概览卡片</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message numerus="yes">
        <source>GPU readings of %n host(s) from Prometheus at %1: last answer %2 s ago (asked every %3 s).</source>
        <translation>
            <numerusform>来自 %1 处 Prometheus 的 %n 台主机 GPU 读数：上次应答于 %2 s 前（每 %3 s 查询一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU readings of %n host(s) from Prometheus at %1: no answer yet.</source>
        <translation>
            <numerusform>来自 %1 处 Prometheus 的 %n 台主机 GPU 读数：尚无应答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) stale (no reading for two scrape intervals).</source>
        <translation>
            <numerusform>%n 台主机已过时（两个抓取间隔内无读数）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::FlightReport</name>
    <message>
        <source>before the first phase</source>
        <translation>在第一个阶段之前</translation>
    </message>
    <message>
        <source>no median yet: first start-up of this unit, model and arguments on %1 (no earlier one became ready)</source>
        <translation>尚无中位数：这是 %1 上该单元、模型和参数的第一次启动（之前没有一次进入就绪）</translation>
    </message>
    <message>
        <source>no group median: %1 was in no group when this start-up was recorded</source>
        <translation>无组中位数：记录此次启动时 %1 不属于任何组</translation>
    </message>
    <message>
        <source>no group median: no other host of group %1 has a ready start-up of this unit, model and arguments before this one</source>
        <translation>无组中位数：组 %1 中没有其他主机在此之前有该单元、模型和参数的就绪启动</translation>
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
    <message>
        <source>From Prometheus: no reading yet</source>
        <translation>来自 Prometheus：尚无读数</translation>
    </message>
    <message>
        <source>From Prometheus: newest reading %1 s old</source>
        <translation>来自 Prometheus：最新读数距今 %1 s</translation>
    </message>
    <message>
        <source>stale (older than two scrape intervals)</source>
        <translation>已过时（超过两个抓取间隔）</translation>
    </message>
</context>
<context>
    <name>ic::GpuChartPainter</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>已用显存 (GiB)</translation>
    </message>
    <message>
        <source>GiB</source>
        <comment>unit on the GPU chart&apos;s value axis</comment>
        <translation>GiB</translation>
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
        <source>W</source>
        <comment>unit on the GPU chart&apos;s value axis: watts</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>总计 %1 GiB</translation>
    </message>
    <message>
        <source>limit %1 W</source>
        <translation>上限 %1 W</translation>
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
    <message>
        <source>Wheel or + and − zoom, drag or the arrow keys move through time, End goes back to live.</source>
        <translation>滚轮或 + 和 − 缩放，拖动或方向键在时间上移动，End 键回到实时。</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>回到实时</translation>
    </message>
    <message>
        <source>Follow the newest readings again (End)</source>
        <translation>重新跟随最新读数（End）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 (min–max over %2 s)</source>
        <translation>%1（%2 s 内的最小–最大值）</translation>
    </message>
    <message>
        <source>%1–%2 · min–max over %3 s</source>
        <translation>%1–%2 · %3 秒内最小值–最大值</translation>
    </message>
    <message>
        <source>GPU memory is not charted.</source>
        <translation>不绘制 GPU 显存图表。</translation>
    </message>
    <message>
        <source>GPU utilisation is not charted.</source>
        <translation>不绘制 GPU 利用率图表。</translation>
    </message>
    <message>
        <source>GPU temperature is not charted.</source>
        <translation>不绘制 GPU 温度图表。</translation>
    </message>
    <message>
        <source>GPU power is not charted.</source>
        <translation>不绘制 GPU 功率图表。</translation>
    </message>
    <message>
        <source>The console asks nvidia-smi again once a minute.</source>
        <translation>控制台每分钟重新查询一次 nvidia-smi。</translation>
    </message>
    <message>
        <source>The console asks nvidia-smi again every %1 s.</source>
        <translation>控制台每 %1 秒重新查询一次 nvidia-smi。</translation>
    </message>
</context>
<context>
    <name>ic::GpuMonitor</name>
    <message>
        <source>nvidia-smi exited with status %1.</source>
        <translation>nvidia-smi 已退出，状态码 %1。</translation>
    </message>
    <message>
        <source>No GPU tool on this host: %1 was not found.</source>
        <translation>此主机上没有 GPU 工具：未找到 %1。</translation>
    </message>
    <message>
        <source>nvidia-smi found no GPU on this host (&quot;%1&quot;).</source>
        <translation>nvidia-smi 在此主机上未找到 GPU（“%1”）。</translation>
    </message>
    <message>
        <source>The GPU tool on this host fails: %1</source>
        <translation>此主机上的 GPU 工具运行失败：%1</translation>
    </message>
    <message>
        <source>no GPU tool</source>
        <translation>无 GPU 工具</translation>
    </message>
    <message>
        <source>GPU tool fails</source>
        <translation>GPU 工具失败</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>无 GPU</translation>
    </message>
</context>
<context>
    <name>ic::GpuNowRow</name>
    <message>
        <source>Current values</source>
        <translation>当前值</translation>
    </message>
    <message numerus="yes">
        <source>Processes (%n leftover)</source>
        <translation>
            <numerusform>进程（%n 个残留）</numerusform>
        </translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程</translation>
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
    <name>ic::GpuProcessesView</name>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>GPU processes are not listed.</source>
        <translation>不列出 GPU 进程。</translation>
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
    <name>ic::HistoryDatabase</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian package libqt6sql6-sqlite); the console works without history.</source>
        <translation>未安装 Qt 的 SQLite 驱动（Debian 软件包 libqt6sql6-sqlite）；控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the history database; the console works without history.</source>
        <translation>无法为历史数据库创建文件夹 %1；控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not the console&apos;s history; it is left untouched and the console works without history.</source>
        <translation>%1 是 SQLite 数据库，但不是控制台的历史记录；不会改动它，控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>%1 was written by a newer Inference Console (history schema %2; this build knows up to %3). It is left untouched; the console works without history. Open it with a newer build, or move it aside to start a new history.</source>
        <translation>%1 由较新版本的 Inference Console 写入（历史架构 %2；此版本最多支持 %3）。不会改动它；控制台将在没有历史记录的情况下工作。请用较新版本打开它，或将其移走以开始新的历史记录。</translation>
    </message>
    <message>
        <source>%1 cannot use write-ahead logging (journal mode %2); the console works without history.</source>
        <translation>%1 无法使用预写日志（journal 模式 %2）；控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>The history database %1 did not keep the entry.</source>
        <translation>历史数据库 %1 未保存该条目。</translation>
    </message>
    <message>
        <source>The history database %1 was locked by another process (the console waits up to %2 s for it, and some steps cannot wait); the entry was not kept.</source>
        <translation>历史数据库 %1 被另一个进程锁定（控制台最多等待 %2 秒，有些步骤无法等待）；该条目未保存。</translation>
    </message>
    <message>
        <source>The history database %1 is read-only (check the permissions of the file and its folder); the console works without history.</source>
        <translation>历史数据库 %1 为只读（请检查该文件及其文件夹的权限）；控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>The disk holding the history database %1 is full; the entry was not kept. Free some space; the console keeps working without it.</source>
        <translation>存放历史数据库 %1 的磁盘已满；该条目未保存。请释放一些空间；控制台在此期间照常工作。</translation>
    </message>
    <message>
        <source>Cannot open the history database %1 (is its folder writable?); the console works without history.</source>
        <translation>无法打开历史数据库 %1（其文件夹是否可写？）；控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>%1 is damaged or not a database (%2); it is left untouched and the console works without history.</source>
        <translation>%1 已损坏或不是数据库（%2）；不会改动它，控制台将在没有历史记录的情况下工作。</translation>
    </message>
    <message>
        <source>Input/output error on the history database %1: %2</source>
        <translation>历史数据库 %1 发生输入/输出错误：%2</translation>
    </message>
    <message>
        <source>History database %1: %2</source>
        <translation>历史数据库 %1：%2</translation>
    </message>
</context>
<context>
    <name>ic::HistoryStore</name>
    <message>
        <source>The chat turn is %1 bytes of JSON, more than the %2 bytes the history keeps for one turn.</source>
        <translation>该聊天轮次的 JSON 为 %1 字节，超过历史记录每轮保留的 %2 字节。</translation>
    </message>
    <message>
        <source>The stored chat turn is not valid JSON (%1 at byte %2).</source>
        <translation>存储的聊天轮次不是有效的 JSON（%1，位于字节 %2）。</translation>
    </message>
    <message>
        <source>The stored chat turn is not a JSON object.</source>
        <translation>存储的聊天轮次不是 JSON 对象。</translation>
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
        <source>Host “%1”: unknown engine “%2” (known: %3).</source>
        <translation>主机“%1”：未知引擎“%2”（已知：%3）。</translation>
    </message>
    <message>
        <source>Host “%1”: liveness.stuckAfterSeconds must be a number above 0.</source>
        <translation>主机“%1”：liveness.stuckAfterSeconds 必须是大于 0 的数字。</translation>
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
    <message>
        <source>marked known good after a passing validation ladder</source>
        <translation>验证阶梯通过后标记为已知良好</translation>
    </message>
    <message>
        <source>the validation ladder “%1” passed (run of %2)</source>
        <translation>验证阶梯“%1”已通过（%2 的运行）</translation>
    </message>
    <message>
        <source>The unit&apos;s ExecStart names no %1 binary (%2), so its version and model file could not be read.</source>
        <translation>单元的 ExecStart 中没有 %1 的二进制程序（%2），因此无法读取其版本和模型文件。</translation>
    </message>
    <message>
        <source>The version of %1 could not be asked for: %2</source>
        <translation>无法查询 %1 的版本：%2</translation>
    </message>
    <message>
        <source>%1 --version did not say its version (exit status %2): %3</source>
        <translation>%1 --version 未给出其版本（退出状态 %2）：%3</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
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
</context>
<context>
    <name>ic::HostFacts</name>
    <message>
        <source>The host&apos;s liveness monitor is gone.</source>
        <translation>该主机的活性监视器已不存在。</translation>
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
    <message>
        <source>Recorded in:</source>
        <translation>记录于：</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyInfo</name>
    <message>
        <source>%1 is not in your known hosts. Its %2 key has the fingerprint %3.</source>
        <translation>%1 不在你的 known hosts 中。其 %2 密钥的指纹为 %3。</translation>
    </message>
    <message>
        <source>If you know why the key changed, remove the old entry with
    %1
then check the new key out of band (on the host&apos;s console) with
    %2
and trust it with
    %3</source>
        <translation>如果您知道密钥为何更改，请用以下命令删除旧条目
    %1
然后通过其他渠道（在主机的控制台上）用以下命令核对新密钥
    %2
再用以下命令信任它
    %3</translation>
    </message>
    <message>
        <source>The host needs a new host key. Only if the revocation is a mistake, delete line %1 of %2.</source>
        <translation>该主机需要新的主机密钥。只有在吊销是误操作时，才删除 %2 的第 %1 行。</translation>
    </message>
    <message>
        <source>Compare the fingerprint with the one the host&apos;s administrator gives you, or check it out of band with
    %1
then trust it with
    %2</source>
        <translation>请将指纹与主机管理员提供的指纹比对，或通过其他渠道用以下命令核对
    %1
然后用以下命令信任它
    %2</translation>
    </message>
    <message>
        <source>The host key of %1 is not known, and this command cannot ask whether to trust it. Its %2 key has the fingerprint %3.</source>
        <translation>%1 的主机密钥未知，且此命令无法询问是否信任它。其 %2 密钥的指纹为 %3。</translation>
    </message>
    <message>
        <source>%1 is not in your known hosts and StrictHostKeyChecking is yes for it. Its %2 key has the fingerprint %3. The console refuses to connect.</source>
        <translation>%1 不在您的已知主机中，且其 StrictHostKeyChecking 为 yes。其 %2 密钥的指纹为 %3。控制台拒绝连接。</translation>
    </message>
    <message>
        <source>WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! The host key of %1 has changed: it now presents the %2 key %3, which does not match the key recorded at %4. Someone may be intercepting the connection, or the host was reinstalled. The console refuses to connect.</source>
        <translation>警告：远程主机标识已更改！%1 的主机密钥已更改：它现在提供 %2 密钥 %3，与 %4 中记录的密钥不符。可能有人在拦截连接，或者该主机已重新安装。控制台拒绝连接。</translation>
    </message>
    <message>
        <source>%1 presents a %2 key (%3), but only keys of other types are recorded for it (%4). This can be a downgrade attack; the console refuses to connect.</source>
        <translation>%1 提供了 %2 密钥（%3），但为其记录的只有其他类型的密钥（%4）。这可能是降级攻击；控制台拒绝连接。</translation>
    </message>
    <message>
        <source>The %2 key %3 presented by %1 is marked @revoked at %4. The console refuses to connect.</source>
        <translation>%1 提供的 %2 密钥 %3 在 %4 中被标记为 @revoked。控制台拒绝连接。</translation>
    </message>
    <message>
        <source>The host key of %1 is known, but its address is recorded with a different key at %2 (possible DNS spoofing). The console refuses to connect.</source>
        <translation>%1 的主机密钥已知，但其地址在 %2 中记录了另一个密钥（可能是 DNS 欺骗）。控制台拒绝连接。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyPolicy</name>
    <message>
        <source>no user known_hosts file is configured (UserKnownHostsFile none)</source>
        <translation>未配置用户 known_hosts 文件（UserKnownHostsFile none）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Accepted: %1 records this %2 key for %3.</source>
        <translation>已接受：%1 为 %3 记录了此 %2 密钥。</translation>
    </message>
    <message>
        <source>Asking: no known_hosts file records a key for %1.</source>
        <translation>询问：没有任何 known_hosts 文件记录 %1 的密钥。</translation>
    </message>
    <message>
        <source>Refused: no known_hosts file records a key for %1, and StrictHostKeyChecking is yes.</source>
        <translation>已拒绝：没有任何 known_hosts 文件记录 %1 的密钥，且 StrictHostKeyChecking 为 yes。</translation>
    </message>
    <message>
        <source>Refused: %1 records a different %2 key for %3; the host key has changed.</source>
        <translation>已拒绝：%1 为 %3 记录了不同的 %2 密钥；主机密钥已更改。</translation>
    </message>
    <message>
        <source>Refused: %1 records a %2 key for %3, but the host presented a %4 key (possible downgrade).</source>
        <translation>已拒绝：%1 为 %3 记录的是 %2 密钥，但主机提供的是 %4 密钥（可能是降级攻击）。</translation>
    </message>
    <message>
        <source>Refused: %1 marks the presented %2 key @revoked.</source>
        <translation>已拒绝：%1 将所提供的 %2 密钥标记为 @revoked。</translation>
    </message>
    <message>
        <source>%1: %2 records a different key for the address %3 of %4 (possible DNS spoofing).</source>
        <translation>%1：%2 为 %4 的地址 %3 记录了不同的密钥（可能存在 DNS 欺骗）。</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>询问</translation>
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
    <name>ic::HostStatusBar</name>
    <message>
        <source>Link status</source>
        <translation>连接状态</translation>
    </message>
    <message>
        <source>API address</source>
        <translation>API 地址</translation>
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
        <source>Open chat</source>
        <translation>打开聊天</translation>
    </message>
    <message>
        <source>Switch to the Chat layout (Ctrl+2)</source>
        <translation>切换到聊天布局（Ctrl+2）</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Dismiss the chat offer</source>
        <translation>关闭聊天提示</translation>
    </message>
    <message>
        <source>%1 is ready —</source>
        <translation>%1 已就绪 —</translation>
    </message>
</context>
<context>
    <name>ic::HostStore</name>
    <message>
        <source>The hosts file %1 cannot be written: %2</source>
        <translation>无法写入主机文件 %1：%2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>%1: host %2 has no “%3”, which every host needs.</source>
        <translation>%1：主机 %2 缺少每个主机都必需的“%3”。</translation>
    </message>
    <message>
        <source>%1: %2“%3” must be a string, not %4.</source>
        <translation>%1：%2“%3”必须是字符串，而不是%4。</translation>
    </message>
    <message>
        <source>the hosts file</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON: %4.</source>
        <translation>%1:%2:%3：不是有效的 JSON：%4。</translation>
    </message>
    <message>
        <source>%1: the file must be one JSON object, {&quot;version&quot;: %2, &quot;hosts&quot;: […]}.</source>
        <translation>%1：该文件必须是一个 JSON 对象，{&quot;version&quot;: %2, &quot;hosts&quot;: […]}。</translation>
    </message>
    <message>
        <source>%1: no “version”; read as version %2.</source>
        <translation>%1：没有“version”；按版本 %2 读取。</translation>
    </message>
    <message>
        <source>%1: “version” is %2, but this build reads only version %3 of the hosts file. Was it written by a newer Inference Console?</source>
        <translation>%1：“version”为 %2，但此版本只能读取第 %3 版主机文件。它是否由较新版本的 Inference Console 写入？</translation>
    </message>
    <message>
        <source>%1: unknown key “%2” ignored.</source>
        <translation>%1：已忽略未知键“%2”。</translation>
    </message>
    <message>
        <source>%1: there is no “hosts” list.</source>
        <translation>%1：没有“hosts”列表。</translation>
    </message>
    <message>
        <source>%1: “hosts” must be a list, not %2.</source>
        <translation>%1：“hosts”必须是列表，而不是%2。</translation>
    </message>
    <message>
        <source>%1: each host must be an object, not %2.</source>
        <translation>%1：每个主机都必须是对象，而不是%2。</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>第 %1 个</translation>
    </message>
    <message>
        <source>%1: host number %2 has an empty “name”.</source>
        <translation>%1：第 %2 个主机的“name”为空。</translation>
    </message>
    <message>
        <source>host “%1”</source>
        <translation>主机“%1”</translation>
    </message>
    <message>
        <source>%1: %2: “apiPort” must be an integer from 1 to 65535, not %3.</source>
        <translation>%1：%2：“apiPort”必须是 1 到 65535 之间的整数，而不是 %3。</translation>
    </message>
    <message>
        <source>%1: %2: “tags” must be a list of strings.</source>
        <translation>%1：%2：“tags”必须是字符串列表。</translation>
    </message>
    <message>
        <source>%1: %2: “tools” must be an object, not %3.</source>
        <translation>%1：%2：“tools”必须是对象，而不是%3。</translation>
    </message>
    <message>
        <source>%1: %2: unknown tool “%3” ignored.</source>
        <translation>%1：%2：已忽略未知工具“%3”。</translation>
    </message>
    <message>
        <source>%1: %2: unknown key “%3” ignored.</source>
        <translation>%1：%2：已忽略未知键“%3”。</translation>
    </message>
    <message>
        <source>%1: host “%2” is defined twice; the second one is ignored.</source>
        <translation>%1：主机“%2”定义了两次；第二个被忽略。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a hosts file.</source>
        <translation>%1 是文件夹，不是主机文件。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, FIFO or socket), so it is not read as a hosts file.</source>
        <translation>%1 不是普通文件（而是设备、FIFO 或套接字），因此不作为主机文件读取。</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a hosts file is at most %3 MiB, so it is not read.</source>
        <translation>%1 大小为 %2 MiB；主机文件最大为 %3 MiB，因此不读取。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: “prometheus” must be an object, {&quot;url&quot;: &quot;http://…:9090&quot;}, not %2.</source>
        <translation>%1：“prometheus”必须是对象，{&quot;url&quot;: &quot;http://…:9090&quot;}，而不是%2。</translation>
    </message>
    <message>
        <source>%1: prometheus: unknown key “%2” ignored.</source>
        <translation>%1：prometheus：已忽略未知键“%2”。</translation>
    </message>
    <message>
        <source>%1: prometheus: “url” must be the server&apos;s http:// or https:// address, e.g. http://prometheus.example:9090, not “%2”.</source>
        <translation>%1：prometheus：“url”必须是服务器的 http:// 或 https:// 地址，例如 http://prometheus.example:9090，而不是“%2”。</translation>
    </message>
    <message>
        <source>%1: prometheus: “%2” must be a Prometheus label name (letters, digits, _), not “%3”.</source>
        <translation>%1：prometheus：“%2”必须是 Prometheus 标签名（字母、数字、_），而不是“%3”。</translation>
    </message>
    <message>
        <source>%1: prometheus: “interval_s” must be a number of seconds from 0.2 to 3600, not %2.</source>
        <translation>%1：prometheus：“interval_s”必须是 0.2 到 3600 之间的秒数，而不是 %2。</translation>
    </message>
    <message>
        <source>%1: %2: “prometheus” must be an object, {&quot;gpu&quot;: &quot;…&quot;, &quot;engine&quot;: &quot;…&quot;}, not %3.</source>
        <translation>%1：%2：“prometheus”必须是对象，{&quot;gpu&quot;: &quot;…&quot;, &quot;engine&quot;: &quot;…&quot;}，而不是%3。</translation>
    </message>
    <message>
        <source>%1: %2: prometheus: unknown key “%3” ignored.</source>
        <translation>%1：%2：prometheus：已忽略未知键“%3”。</translation>
    </message>
    <message>
        <source>%1: %2: “prometheus” label values are ignored: the file names no Prometheus server (a top-level &quot;prometheus&quot;: {&quot;url&quot;: …}).</source>
        <translation>%1：%2：已忽略“prometheus”标签值：文件中没有指定 Prometheus 服务器（顶层的 &quot;prometheus&quot;: {&quot;url&quot;: …}）。</translation>
    </message>
    <message>
        <source>%1: %2: “liveness” must be an object, {&quot;stuckAfterSeconds&quot;: 120} with a number of seconds above 0, not %3.</source>
        <translation>%1：%2：“liveness”必须是对象，如 {&quot;stuckAfterSeconds&quot;: 120}，秒数大于 0，而不是 %3。</translation>
    </message>
    <message>
        <source>%1: %2: liveness: unknown key “%3” ignored.</source>
        <translation>%1：%2：liveness：已忽略未知键“%3”。</translation>
    </message>
</context>
<context>
    <name>ic::HttpGet</name>
    <message>
        <source>%1: cancelled.</source>
        <translation>%1：已取消。</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening (still starting, or stopped?).</source>
        <translation>%1 拒绝连接：服务器未在监听（仍在启动，还是已停止？）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ic::HttpLimits</name>
    <message>
        <source>connect %1, first byte %2, idle %3, total %4, body %5</source>
        <translation>连接 %1，首字节 %2，空闲 %3，总计 %4，正文 %5</translation>
    </message>
    <message>
        <source>%1: no connection within the connect deadline of %2.</source>
        <translation>%1：在 %2 的连接时限内未建立连接。</translation>
    </message>
    <message>
        <source>%1: the response headers were not complete within the first-byte deadline of %2.</source>
        <translation>%1：在 %2 的首字节时限内响应头未接收完整。</translation>
    </message>
    <message>
        <source>%1: the server sent nothing for %2 (idle deadline); %3 bytes had arrived.</source>
        <translation>%1：服务器在 %2 内未发送任何内容（空闲时限）；已收到 %3 字节。</translation>
    </message>
    <message>
        <source>%1: not finished within the total deadline of %2; %3 bytes had arrived.</source>
        <translation>%1：未在 %2 的总时限内完成；已收到 %3 字节。</translation>
    </message>
    <message>
        <source>%1: the body grew past the cap of %2 and was cut off.</source>
        <translation>%1：正文超过 %2 的上限，已被截断。</translation>
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
        <source>MESSAGE is neither a string, a byte array nor null.</source>
        <translation>MESSAGE 既不是字符串、字节数组，也不是 null。</translation>
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
    <name>ic::JsonPullReader</name>
    <message>
        <source>The JSON ends early</source>
        <translation>JSON 提前结束</translation>
    </message>
    <message>
        <source>Unexpected character in the JSON</source>
        <translation>JSON 中有意外字符</translation>
    </message>
    <message>
        <source>Invalid escape in a string</source>
        <translation>字符串中有无效的转义</translation>
    </message>
    <message>
        <source>A control character inside a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>A malformed number</source>
        <translation>格式错误的数字</translation>
    </message>
    <message>
        <source>The JSON is nested too deeply</source>
        <translation>JSON 嵌套过深</translation>
    </message>
    <message>
        <source>A value of an unexpected type</source>
        <translation>值的类型不符合预期</translation>
    </message>
    <message>
        <source>Unexpected data after the JSON value</source>
        <translation>JSON 值之后有意外数据</translation>
    </message>
    <message>
        <source>%1 (at byte %2).</source>
        <translation>%1（位于字节 %2）。</translation>
    </message>
</context>
<context>
    <name>ic::Keyring</name>
    <message>
        <source>The desktop keyring could not be used: %1</source>
        <translation>无法使用桌面密钥环：%1</translation>
    </message>
    <message>
        <source>The desktop keyring did not answer within %1 s.</source>
        <translation>桌面密钥环未在 %1 秒内响应。</translation>
    </message>
    <message>
        <source>This console was built without keyring support (QtKeychain).</source>
        <translation>本控制台构建时未包含密钥环支持（QtKeychain）。</translation>
    </message>
</context>
<context>
    <name>ic::KnownGoodUnitState</name>
    <message>
        <source>systemctl cat did not finish within %1 s</source>
        <translation>systemctl cat 未在 %1 s 内完成</translation>
    </message>
    <message>
        <source>the host went away</source>
        <translation>主机已断开</translation>
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
    <message>
        <source>&amp;Load probe…</source>
        <translation>负载探测(&amp;L)…</translation>
    </message>
    <message>
        <source>Engine, version and model as the server reports them</source>
        <translation>服务器报告的引擎、版本和模型</translation>
    </message>
    <message>
        <source>N concurrent streams: TTFT, TPOT, ITL and E2EL percentiles and goodput</source>
        <translation>N 个并发流：TTFT、TPOT、ITL 和 E2EL 百分位数以及 goodput</translation>
    </message>
    <message>
        <source>%1 (optional)</source>
        <translation>%1（可选）</translation>
    </message>
    <message>
        <source>%1 — %2. Limits: %3.</source>
        <translation>%1 — %2。限制：%3。</translation>
    </message>
    <message>
        <source>required: the run passes only if it passes</source>
        <translation>必需：只有此步通过，整次运行才算通过</translation>
    </message>
    <message>
        <source>optional: may skip, but a fail fails the run</source>
        <translation>可选：可以跳过，但失败会导致整次运行失败</translation>
    </message>
    <message>
        <source>[interrupted] %1</source>
        <translation>[已中断] %1</translation>
    </message>
    <message>
        <source>Overall: %1 — %2, %3 s — %4</source>
        <translation>总体：%1 — %2，%3 秒 — %4</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>正在服务：%1</translation>
    </message>
    <message>
        <source>changed since the last known good: %1</source>
        <translation>自上次已知正常以来已更改：%1</translation>
    </message>
    <message>
        <source>load probe, %1 streams</source>
        <translation>负载探测，%1 个流</translation>
    </message>
    <message>
        <source>The ladder cannot be used: %1</source>
        <translation>验证阶梯无法使用：%1</translation>
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
    <name>ic::LegacyImport</name>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>未导入 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not imported: it is not a JSON object (%2); it stays where it is.</source>
        <translation>未导入 %1：它不是 JSON 对象（%2）；文件保留在原处。</translation>
    </message>
    <message>
        <source>%1 was imported but could not be renamed to %2.</source>
        <translation>%1 已导入，但无法重命名为 %2。</translation>
    </message>
    <message>
        <source>it names no host or holds no package list</source>
        <translation>其中没有主机名或没有软件包列表</translation>
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
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>retrying in %1 s (attempt %2)</source>
        <translation>%1 秒后重试（第 %2 次尝试）</translation>
    </message>
</context>
<context>
    <name>ic::ListeningSockets</name>
    <message>
        <source>Rows ss printed that could not be read: %1</source>
        <translation>ss 输出中无法读取的行：%1</translation>
    </message>
</context>
<context>
    <name>ic::LivenessJudge</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>服务中</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>卡住</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <source>the clock went back by %1: every window started again</source>
        <translation>时钟回退了 %1：所有时间窗口重新开始</translation>
    </message>
    <message>
        <source>probe answered with a token in %1</source>
        <translation>探测请求在 %1 内返回了一个 token</translation>
    </message>
    <message>
        <source>probe got no token in %1: %2</source>
        <translation>探测请求在 %1 内没有得到 token：%2</translation>
    </message>
    <message>
        <source>probe refused: %1</source>
        <translation>探测请求被拒绝：%1</translation>
    </message>
    <message>
        <source>probe failed (no verdict from it): %1</source>
        <translation>探测请求失败（不据此下结论）：%1</translation>
    </message>
    <message>
        <source>/health: %1 for %2%3</source>
        <translation>/health：%1，持续 %2%3</translation>
    </message>
    <message>
        <source> (says nothing about progress)</source>
        <translation> （不说明是否有进展）</translation>
    </message>
    <message>
        <source>metrics %1 old: running %2, waiting %3, generation counter %4, %5 tokens/s</source>
        <translation>指标（%1 前）：运行中 %2，等待中 %3，生成计数器 %4，%5 tokens/s</translation>
    </message>
    <message>
        <source>metrics endpoint: %1</source>
        <translation>指标端点：%1</translation>
    </message>
    <message>
        <source>our probe pending for %1</source>
        <translation>我们的探测请求已等待 %1</translation>
    </message>
    <message>
        <source>requests pending for %1</source>
        <translation>请求已等待 %1</translation>
    </message>
    <message>
        <source>generation counter flat at %1 for %2</source>
        <translation>生成计数器停在 %1 已有 %2</translation>
    </message>
    <message>
        <source>no tokens generated for %1</source>
        <translation>%1 内没有生成 token</translation>
    </message>
    <message>
        <source>the generation counter went down (the engine restarted): compared again from the next sample</source>
        <translation>生成计数器下降了（引擎已重启）：从下一次采样起重新比较</translation>
    </message>
    <message>
        <source>tokens last counted %1 ago</source>
        <translation>最后一次统计到 token 是 %1 前</translation>
    </message>
    <message>
        <source>no GPU readings</source>
        <translation>没有 GPU 读数</translation>
    </message>
    <message>
        <source>GPUs (%1 old): no utilisation readable on %2 GPUs</source>
        <translation>GPU（%1 前）：%2 个 GPU 无法读取利用率</translation>
    </message>
    <message>
        <source>GPUs (%1 old): utilisation at most %2 % on %3 of %4 GPUs</source>
        <translation>GPU（%1 前）：%4 个 GPU 中有 %3 个利用率不超过 %2 %</translation>
    </message>
    <message>
        <source>, %1 MiB of memory in use</source>
        <translation>，已用显存 %1 MiB</translation>
    </message>
    <message>
        <source>GPUs idle (at most %1 %) for %2</source>
        <translation>GPU 空闲（不超过 %1 %）已有 %2</translation>
    </message>
    <message>
        <source>probe sent %1 ago, no answer yet</source>
        <translation>探测请求已于 %1 前发出，尚无回应</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1（%2 前）</translation>
    </message>
    <message>
        <source>Not judged: /health has not answered yet.</source>
        <translation>未判定：/health 尚未响应。</translation>
    </message>
    <message>
        <source>The API does not answer.</source>
        <translation>API 没有响应。</translation>
    </message>
    <message>
        <source>The API refuses connections after it was ready.</source>
        <translation>API 在就绪后拒绝连接。</translation>
    </message>
    <message>
        <source>Not judged before the engine is ready: it refuses connections while it starts.</source>
        <translation>引擎就绪前不作判定：启动期间它会拒绝连接。</translation>
    </message>
    <message>
        <source>Not judged while /health does not answer 200: liveness counts from the engine&apos;s ready on.</source>
        <translation>/health 未返回 200 时不作判定：存活判断从引擎就绪起开始。</translation>
    </message>
    <message>
        <source>Not judged: no serving metrics have arrived since the engine became ready.</source>
        <translation>未判定：引擎就绪以来没有收到服务指标。</translation>
    </message>
    <message>
        <source>Not judged: the serving metrics stopped arriving.</source>
        <translation>未判定：服务指标不再到达。</translation>
    </message>
    <message>
        <source>Not judged: the metrics carry none of the engine&apos;s request or token counters.</source>
        <translation>未判定：指标中没有引擎的请求或 token 计数器。</translation>
    </message>
    <message>
        <source>Stuck: requests pending, no token generated and the GPUs idle for %1 or longer.</source>
        <translation>卡住：有请求等待、没有生成 token，且 GPU 空闲已达 %1 或更久。</translation>
    </message>
    <message>
        <source>Not judged: requests are pending, but the metrics carry no generation counter to tell progress.</source>
        <translation>未判定：有请求等待，但指标中没有可判断进展的生成计数器。</translation>
    </message>
    <message>
        <source>Not judged: requests are pending and no token came, but no GPU utilisation is at hand to tell an idle engine from a busy one.</source>
        <translation>未判定：有请求等待且没有 token，但没有 GPU 利用率可用来区分空闲与繁忙的引擎。</translation>
    </message>
    <message>
        <source>Not judged: requests are pending and no token came, but the GPUs are busy (a long prefill and a rank spinning in a collective look alike).</source>
        <translation>未判定：有请求等待且没有 token，但 GPU 正忙（长时间的 prefill 与在集合通信中空转的 rank 看起来一样）。</translation>
    </message>
    <message>
        <source>Serving.</source>
        <translation>服务中。</translation>
    </message>
    <message>
        <source>Idle: no requests pending and no tokens generated.</source>
        <translation>空闲：没有等待的请求，也没有生成 token。</translation>
    </message>
    <message>
        <source>Not judged: the serving metrics do not answer (%1).</source>
        <translation>未判断：服务指标没有应答（%1）。</translation>
    </message>
    <message>
        <source>/metrics taken and not answered for %1</source>
        <translation>/metrics 已接受连接，但已有 %1 未应答</translation>
    </message>
    <message>
        <source>our probes got no token for %1</source>
        <translation>我们的探测请求已有 %1 没有得到 token</translation>
    </message>
    <message>
        <source>no GPU readings (%1)</source>
        <translation>没有 GPU 读数（%1）</translation>
    </message>
    <message>
        <source>stuck after %1 of requests pending with no token generated, or of /metrics unanswered while /health says 200 (and the GPUs idle, where there are readings)</source>
        <translation>以下情况持续 %1 即判定为卡住：有请求等待且没有生成 token，或 /health 返回 200 而 /metrics 未应答（有读数时还要求 GPU 空闲）</translation>
    </message>
    <message>
        <source>Not judged: /metrics does not answer, but the GPUs are busy (a long step and a hang look alike).</source>
        <translation>未判定：/metrics 没有响应，但 GPU 正忙（长时间的单步与卡死看起来一样）。</translation>
    </message>
    <message>
        <source>Stuck: /health answers 200, but the engine has not answered /metrics for %1 or longer: its loop does not run.</source>
        <translation>卡住：/health 返回 200，但引擎已有 %1 或更久没有响应 /metrics：其主循环没有运行。</translation>
    </message>
    <message>
        <source>Not judged yet: /health answers 200, but /metrics has not answered for %1; stuck at %2 if nothing moves.</source>
        <translation>尚未判定：/health 返回 200，但 /metrics 已有 %1 未响应；若仍无变化，到 %2 时判定为卡住。</translation>
    </message>
    <message>
        <source>Stuck: requests pending and no token generated for %1 or longer (no GPU readings on this host to add).</source>
        <translation>卡住：有请求等待，且已有 %1 或更久没有生成 token（此主机上没有可补充的 GPU 读数）。</translation>
    </message>
    <message>
        <source>Answering: the probe got its token; no serving metrics to tell more (%1).</source>
        <translation>有应答：探测请求得到了 token；没有服务指标可提供更多信息（%1）。</translation>
    </message>
</context>
<context>
    <name>ic::LivenessMonitor</name>
    <message>
        <source>cancelled: the monitor stopped</source>
        <translation>已取消：监视已停止</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>HTTP 200</source>
        <translation>HTTP 200</translation>
    </message>
    <message>
        <source>HTTP %1 (%2)</source>
        <translation>HTTP %1（%2）</translation>
    </message>
    <message>
        <source>no answer (timeout or network error)</source>
        <translation>无响应（超时或网络错误）</translation>
    </message>
    <message>
        <source>%1 answered in %2 s.</source>
        <translation>%1 在 %2 秒内响应。</translation>
    </message>
    <message>
        <source>%1 answered 200 without a choice: %2</source>
        <translation>%1 返回 200 但没有 choice：%2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 返回 HTTP %2：%3</translation>
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
    <message>
        <source>  goodput %1 req/s: %2 of %3 requests within the SLO (%4)
</source>
        <translation>  goodput %1 req/s：%3 个请求中有 %2 个满足 SLO（%4）
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
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>TTFT ≤</source>
        <translation>TTFT ≤</translation>
    </message>
    <message>
        <source>TPOT ≤</source>
        <translation>TPOT ≤</translation>
    </message>
    <message>
        <source>E2EL ≤</source>
        <translation>E2EL ≤</translation>
    </message>
    <message>
        <source>Goodput SLO</source>
        <translation>Goodput SLO</translation>
    </message>
    <message>
        <source>Load probe — %1</source>
        <translation>负载探测 — %1</translation>
    </message>
    <message>
        <source>Goodput (req/s)</source>
        <translation>Goodput（req/s）</translation>
    </message>
    <message>
        <source>%1 / %2 in SLO</source>
        <translation>%1 / %2 满足 SLO</translation>
    </message>
    <message>
        <source>Against the run of %1: %2</source>
        <translation>与 %1 的运行相比：%2</translation>
    </message>
    <message>
        <source>no comparable figures</source>
        <translation>没有可比较的数据</translation>
    </message>
    <message>
        <source>No earlier run at %1 streams on %2 to compare with.</source>
        <translation>%2 上没有 %1 个流的早期运行可供比较。</translation>
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
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a directory; give the log file itself.</source>
        <translation>无法读取 %1：它是一个目录；请指定日志文件本身。</translation>
    </message>
    <message>
        <source>%1 is not a log: no line break in the first %2 MiB.</source>
        <translation>%1 不是日志：前 %2 MiB 中没有换行符。</translation>
    </message>
    <message>
        <source>%1 is empty: there is no log to analyze.</source>
        <translation>%1 为空：没有可分析的日志。</translation>
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
    <message>
        <source>Older lines dropped at the memory budget — %1 lines; the host&apos;s journal keeps them.</source>
        <translation>因内存预算丢弃了较早的行 — %1 行；主机的日志仍保留它们。</translation>
    </message>
    <message>
        <source>Older lines dropped at the memory budget — %1 lines; the host&apos;s journal keeps them (%2).</source>
        <translation>因内存预算丢弃了较早的行 — %1 行；主机的日志仍保留它们（%2）。</translation>
    </message>
    <message>
        <source>The journal view keeps a share of the console&apos;s memory budget for each host; the oldest lines leave first. Everything stays in the host&apos;s journal.</source>
        <translation>日志视图为每台主机保留控制台内存预算的一份；最旧的行最先移除。所有内容仍保留在主机的日志中。</translation>
    </message>
    <message>
        <source>This line was longer than the journal view keeps of one line; its start is kept.</source>
        <translation>此行超过日志视图对单行保留的长度；保留了其开头部分。</translation>
    </message>
</context>
<context>
    <name>ic::LogView</name>
    <message>
        <source>Invert</source>
        <translation>反选</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>更早的运行</translation>
    </message>
    <message>
        <source>Journal filter</source>
        <translation>journal 筛选</translation>
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
    <message>
        <source>Regular expression (Ctrl+Alt+R)</source>
        <translation>正则表达式（Ctrl+Alt+R）</translation>
    </message>
    <message>
        <source>Match case (Ctrl+Alt+C)</source>
        <translation>区分大小写（Ctrl+Alt+C）</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>仅匹配行</translation>
    </message>
    <message>
        <source>Hide the lines that do not match; off: mark the matches (Ctrl+Alt+M)</source>
        <translation>隐藏不匹配的行；关闭时：标记匹配项（Ctrl+Alt+M）</translation>
    </message>
    <message>
        <source>Show the lines that do not match (Ctrl+Alt+I)</source>
        <translation>显示不匹配的行（Ctrl+Alt+I）</translation>
    </message>
    <message>
        <source>Filter lines — text or regular expression  ( / )</source>
        <translation>筛选行 — 文本或正则表达式  ( / )</translation>
    </message>
    <message>
        <source>Recent filters (Up/Down in the filter field)</source>
        <translation>最近的筛选条件（在筛选框中按上/下键）</translation>
    </message>
    <message>
        <source>Recent filters</source>
        <translation>最近的筛选条件</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Show %1 lines</source>
        <translation>显示%1行</translation>
    </message>
    <message>
        <source>Show info lines and lines without a level</source>
        <translation>显示信息行和无级别的行</translation>
    </message>
    <message>
        <source>Show error and critical lines</source>
        <translation>显示错误行和严重错误行</translation>
    </message>
    <message>
        <source>Go to time ( t )</source>
        <translation>跳转到时间 ( t )</translation>
    </message>
    <message>
        <source>14:05, 14:05:30, 2025-12-02 14:05:30, or -10m / -2h before the newest line</source>
        <translation>14:05、14:05:30、2025-12-02 14:05:30，或 -10m / -2h（相对于最新一行之前）</translation>
    </message>
    <message>
        <source>Go to time</source>
        <translation>跳转到时间</translation>
    </message>
    <message>
        <source>Keep the newest line in view (G, End)</source>
        <translation>保持显示最新一行（G、End）</translation>
    </message>
    <message>
        <source>Previous match (N, Shift+F3)</source>
        <translation>上一个匹配（N、Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (n, F3)</source>
        <translation>下一个匹配（n、F3）</translation>
    </message>
    <message>
        <source>No recent filters</source>
        <translation>没有最近的筛选条件</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>筛选…</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Newest line, follow</source>
        <translation>最新一行，跟随</translation>
    </message>
    <message>
        <source>Oldest line</source>
        <translation>最旧一行</translation>
    </message>
    <message>
        <source>Go to time…</source>
        <translation>跳转到时间…</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Journal：%1</translation>
    </message>
    <message>
        <source>invalid pattern</source>
        <translation>无效的模式</translation>
    </message>
    <message>
        <source>not matching: %1</source>
        <translation>不匹配：%1</translation>
    </message>
    <message>
        <source>match %1 of %2</source>
        <translation>第 %1 个匹配，共 %2 个</translation>
    </message>
    <message>
        <source>matching lines: %1</source>
        <translation>匹配行：%1</translation>
    </message>
    <message>
        <source>Search wrapped to the oldest line</source>
        <translation>搜索已从最旧一行重新开始</translation>
    </message>
    <message>
        <source>Search wrapped to the newest line</source>
        <translation>搜索已从最新一行重新开始</translation>
    </message>
    <message>
        <source>Not a time: %1 (try 14:05, 14:05:30, 2025-12-02 14:05 or -10m)</source>
        <translation>不是时间：%1（可尝试 14:05、14:05:30、2025-12-02 14:05 或 -10m）</translation>
    </message>
    <message>
        <source>These lines carry no time.</source>
        <translation>这些行没有时间。</translation>
    </message>
    <message>
        <source>Regular expression on or off</source>
        <translation>开关正则表达式</translation>
    </message>
    <message>
        <source>Match case on or off</source>
        <translation>开关区分大小写</translation>
    </message>
    <message>
        <source>Only matching lines, or mark the matches</source>
        <translation>仅显示匹配行，或标记匹配项</translation>
    </message>
    <message>
        <source>Invert the filter on or off</source>
        <translation>开关反向筛选</translation>
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
        <source>%1: %2</source>
        <translation>%1：%2</translation>
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
    <message>
        <source>History off: %1</source>
        <translation>历史记录已关闭：%1</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation>转到(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Rolling restart of the f&amp;leet…</source>
        <translation>滚动重启集群(&amp;L)…</translation>
    </message>
    <message>
        <source>A rolling restart did not finish (%1): Host ▸ Rolling restart of the fleet… resumes or reports it.</source>
        <translation>有一次滚动重启未完成（%1）：通过“主机 ▸ 滚动重启集群…”可继续执行或查看报告。</translation>
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
    <name>ic::NvidiaTopology</name>
    <message>
        <source>nvidia-smi topo -m printed nothing.</source>
        <translation>nvidia-smi topo -m 没有输出任何内容。</translation>
    </message>
    <message>
        <source>No topology matrix in the output: “%1”.</source>
        <translation>输出中没有拓扑矩阵：“%1”。</translation>
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
    <name>ic::OverflowRow</name>
    <message>
        <source>More</source>
        <translation>更多</translation>
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
    <name>ic::Preflight</name>
    <message>
        <source>The service&apos;s Python could not be told from its ExecStart; set the Python command in the host&apos;s settings.</source>
        <translation>无法从服务的 ExecStart 中判断其 Python；请在主机设置中指定 Python 命令。</translation>
    </message>
    <message>
        <source>No connection to %1 within the preflight&apos;s %2 s: %3</source>
        <translation>预检的 %2 秒内未能连接到 %1：%3</translation>
    </message>
    <message>
        <source>%1 did not answer within the preflight&apos;s %2 s.</source>
        <translation>%1 未在预检的 %2 秒内响应。</translation>
    </message>
    <message>
        <source>%1 could not run: %2</source>
        <translation>%1 无法运行：%2</translation>
    </message>
    <message>
        <source>%1 is not installed on the host (exit status %2: %3).</source>
        <translation>%1 未安装在主机上（退出状态 %2：%3）。</translation>
    </message>
    <message>
        <source>%1 is not allowed to run (exit status %2: %3).</source>
        <translation>%1 不允许运行（退出状态 %2：%3）。</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2): %3</source>
        <translation>%1 失败（退出状态 %2）：%3</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>pip listed no packages: %1</source>
        <translation>pip 未列出任何包：%1</translation>
    </message>
    <message>
        <source>Package pairs that must match</source>
        <translation>必须匹配的包组合</translation>
    </message>
    <message>
        <source>%1 packages listed by %2 -m pip list</source>
        <translation>%2 -m pip list 列出了 %1 个包</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>（未安装）</translation>
    </message>
    <message>
        <source>rule: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Install the last known good versions in the service&apos;s environment before restarting: %1 -m pip install %2</source>
        <translation>重启前请在服务的环境中安装上次已知正常的版本：%1 -m pip install %2</translation>
    </message>
    <message>
        <source>Make the versions agree before restarting, e.g. %1 -m pip install %2==%3</source>
        <translation>重启前请使版本一致，例如 %1 -m pip install %2==%3</translation>
    </message>
    <message>
        <source>Install the versions the rule asks for before restarting.</source>
        <translation>重启前请安装规则要求的版本。</translation>
    </message>
    <message>
        <source>Drift against the last known good</source>
        <translation>相对上次已知正常状态的偏移</translation>
    </message>
    <message>
        <source>No last known good is recorded for %1 (%2) yet: a validation run that passes records one.</source>
        <translation>尚未为 %1（%2）记录上次已知正常状态：通过的验证运行会记录一个。</translation>
    </message>
    <message>
        <source>last known good of %1</source>
        <translation>%1 的上次已知正常状态</translation>
    </message>
    <message>
        <source>the same %1 packages</source>
        <translation>相同的 %1 个包</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>（不存在）</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>（已移除）</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) changed since the last known good</source>
        <translation>
            <numerusform>自上次已知正常状态以来有 %n 个包发生变化</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 以及另外 %1 个</translation>
    </message>
    <message>
        <source>Expect the start-up to differ from the last one that passed (recompiles, new kernels); if it fails, reinstall the last known good versions.</source>
        <translation>预计本次启动会与上次通过的启动不同（重新编译、新内核）；如果失败，请重新安装上次已知正常的版本。</translation>
    </message>
    <message>
        <source>The unit&apos;s command line changed since the last known good</source>
        <translation>自上次已知正常状态以来，单元的命令行已更改</translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation>之前：%1</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>现在：%1</translation>
    </message>
    <message>
        <source>Check the new arguments (systemctl cat %1) before restarting.</source>
        <translation>重启前请检查新的参数（systemctl cat %1）。</translation>
    </message>
    <message>
        <source>Driver and CUDA against the last known good</source>
        <translation>驱动和 CUDA 与上次已知正常状态的对比</translation>
    </message>
    <message>
        <source>nvidia-smi printed no driver version: %1</source>
        <translation>nvidia-smi 未输出驱动版本：%1</translation>
    </message>
    <message>
        <source>driver %1 (nvidia-smi --query-gpu=driver_version)</source>
        <translation>驱动 %1（nvidia-smi --query-gpu=driver_version）</translation>
    </message>
    <message>
        <source>CUDA %1 (torch %2)</source>
        <translation>CUDA %1（torch %2）</translation>
    </message>
    <message>
        <source>No last known good is recorded for %1 (%2) yet: nothing to compare the driver with.</source>
        <translation>尚未为 %1（%2）记录上次已知正常状态：没有可与驱动比较的对象。</translation>
    </message>
    <message>
        <source>The last known good has no driver version (it was recorded without nvidia-smi).</source>
        <translation>上次已知正常状态中没有驱动版本（记录时没有 nvidia-smi）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver changed since the last known good: %1 → %2</source>
        <translation>自上次已知正常状态以来，NVIDIA 驱动已更改：%1 → %2</translation>
    </message>
    <message>
        <source>last known good: driver %1</source>
        <translation>上次已知正常：驱动 %1</translation>
    </message>
    <message>
        <source>now: driver %1</source>
        <translation>现在：驱动 %1</translation>
    </message>
    <message>
        <source>A driver update needs the host rebooted or the kernel module reloaded before the engine can use it; check that nvidia-smi and the driver agree, and that the driver supports the CUDA the torch wheel was built for.</source>
        <translation>驱动更新后，需要重启主机或重新加载内核模块，引擎才能使用新驱动；请检查 nvidia-smi 与驱动是否一致，以及驱动是否支持 torch wheel 构建时所用的 CUDA。</translation>
    </message>
    <message>
        <source>The CUDA of the torch wheel changed since the last known good: %1 → %2</source>
        <translation>自上次已知正常状态以来，torch wheel 的 CUDA 已更改：%1 → %2</translation>
    </message>
    <message>
        <source>last known good: CUDA %1</source>
        <translation>上次已知正常：CUDA %1</translation>
    </message>
    <message>
        <source>now: CUDA %1 (torch %2)</source>
        <translation>现在：CUDA %1（torch %2）</translation>
    </message>
    <message>
        <source>Make sure driver %1 supports CUDA %2 (NVIDIA&apos;s CUDA compatibility table) before restarting.</source>
        <translation>重启前请确认驱动 %1 支持 CUDA %2（参见 NVIDIA 的 CUDA 兼容性表）。</translation>
    </message>
    <message>
        <source>Leftover processes holding GPU memory</source>
        <translation>占用 GPU 显存的残留进程</translation>
    </message>
    <message>
        <source>nvidia-smi printed a line that is not a compute app: %1</source>
        <translation>nvidia-smi 输出了一行不是计算应用的内容：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU process(es); the service&apos;s main pid is %1</source>
        <translation>
            <numerusform>%n 个 GPU 进程；服务的主 PID 为 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>ps: pid %1, parent %2, %3 — not below the service&apos;s main pid %4</source>
        <translation>ps：PID %1，父进程 %2，%3 — 不在服务主 PID %4 之下</translation>
    </message>
    <message>
        <source>Stop it before the restart (kill %1, or sudo kill %1 if another user owns it): the engine counts the whole GPU and fails with out-of-memory when memory is already taken.</source>
        <translation>重启前请将其停止（kill %1；若属于其他用户，则用 sudo kill %1）：引擎按整块 GPU 计算，显存已被占用时会因内存不足（out-of-memory）而失败。</translation>
    </message>
    <message>
        <source>Free disk for the caches</source>
        <translation>缓存的可用磁盘空间</translation>
    </message>
    <message>
        <source>%1 (%2): no part of the path exists on the host</source>
        <translation>%1（%2）：该路径的任何部分在主机上都不存在</translation>
    </message>
    <message>
        <source>%1 %2: %3 free of %4 on %5 (measured at %6)</source>
        <translation>%1 %2：%5 上 %4 中有 %3 可用（在 %6 处测量）</translation>
    </message>
    <message>
        <source>Only %1 free on %2, where the %3 lives (%4 below %5)</source>
        <translation>%2 上仅剩 %1 可用，%3 位于此处（低于 %5 时%4）</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>阻止</translation>
    </message>
    <message>
        <source>warns</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Free space on %1 before restarting: a start-up that recompiles or downloads writes to %2.</source>
        <translation>重启前请释放 %1 上的空间：需要重新编译或下载的启动会写入 %2。</translation>
    </message>
    <message>
        <source>df measured none of the cache paths: %1</source>
        <translation>df 未测量任何缓存路径：%1</translation>
    </message>
    <message>
        <source>Shared memory (/dev/shm)</source>
        <translation>共享内存（/dev/shm）</translation>
    </message>
    <message>
        <source>df did not measure %1: %2</source>
        <translation>df 未测量 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 free of %3</source>
        <translation>%1：%3 中有 %2 可用</translation>
    </message>
    <message>
        <source>%1 has only %2 free (%3 below %4): NCCL and PyTorch&apos;s worker processes share tensors there</source>
        <translation>%1 仅剩 %2 可用（低于 %4 时%3）：NCCL 和 PyTorch 的工作进程在此共享张量</translation>
    </message>
    <message>
        <source>Give %1 more room: in a container run it with --ipc=host or --shm-size (Docker&apos;s default is 64 MB); on the host, remount the tmpfs larger (mount -o remount,size=… %1) or remove stale segments.</source>
        <translation>请为 %1 提供更多空间：在容器中使用 --ipc=host 或 --shm-size 运行（Docker 默认为 64 MB）；在主机上以更大的容量重新挂载 tmpfs（mount -o remount,size=… %1）或删除陈旧的段。</translation>
    </message>
    <message>
        <source>API port %1 free for the service</source>
        <translation>API 端口 %1 可供服务使用</translation>
    </message>
    <message>
        <source>nothing listens on port %1 (ss -Hltnp &apos;sport = :%1&apos; printed no socket)</source>
        <translation>端口 %1 上没有监听（ss -Hltnp &apos;sport = :%1&apos; 未输出任何套接字）</translation>
    </message>
    <message>
        <source>Port %1 is held by a process ss cannot name (the service is %2; it may be its own)</source>
        <translation>端口 %1 被 ss 无法识别的进程占用（服务状态为 %2；可能是服务自身）</translation>
    </message>
    <message>
        <source>Port %1 is held while the service is %2</source>
        <translation>服务状态为 %2 时端口 %1 被占用</translation>
    </message>
    <message>
        <source>ss names a socket&apos;s process only to its owner or root: run sudo ss -ltnp &apos;sport = :%1&apos; to see who holds it.</source>
        <translation>ss 只向套接字的所有者或 root 显示其进程：请运行 sudo ss -ltnp &apos;sport = :%1&apos; 查看占用者。</translation>
    </message>
    <message>
        <source>Port %1 is held by the service itself (%2, pid %3): the restart frees it</source>
        <translation>端口 %1 由服务自身占用（%2，PID %3）：重启会释放它</translation>
    </message>
    <message>
        <source>Port %1 is taken by %2 (pid %3), which is not part of the service</source>
        <translation>端口 %1 被不属于该服务的 %2（PID %3）占用</translation>
    </message>
    <message>
        <source>Stop that process (kill %1) or move the service to another --port: the engine would fail with “address already in use”.</source>
        <translation>请停止该进程（kill %1）或将服务改用其他 --port：否则引擎会因“address already in use”而失败。</translation>
    </message>
    <message>
        <source>The unit&apos;s User= “%1” is not a login name whose home can be found.</source>
        <translation>单元的 User=“%1”不是可找到其主目录的登录名。</translation>
    </message>
    <message>
        <source>df measured nothing: %1</source>
        <translation>df 未测量任何内容：%1</translation>
    </message>
    <message>
        <source>BLOCKED</source>
        <translation>已阻止</translation>
    </message>
    <message>
        <source>COULD NOT RUN</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Preflight %1 (%2): %3 — %4 blocking, %5 warnings, %6 s</source>
        <translation>预检 %1（%2）：%3 — %4 项阻止，%5 项警告，%6 秒</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>found</source>
        <translation>有发现</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>Nothing blocks the restart of %1: there is nothing to override.</source>
        <translation>没有任何因素阻止 %1 的重启：无需覆盖。</translation>
    </message>
    <message>
        <source>The confirmation must be the host&apos;s name, “%1”.</source>
        <translation>确认内容必须是主机名“%1”。</translation>
    </message>
    <message>
        <source>The unit&apos;s ExecStart names no model file (-m or --model): %1</source>
        <translation>单元的 ExecStart 中没有指定模型文件（-m 或 --model）：%1</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>Nothing to measure with df.</source>
        <translation>没有需要用 df 测量的内容。</translation>
    </message>
    <message>
        <source>%1 is a native binary: its command line is compared, no Python packages</source>
        <translation>%1 是原生二进制程序：比较的是其命令行，而非 Python 包</translation>
    </message>
    <message>
        <source>Model file named by ExecStart</source>
        <translation>ExecStart 指定的模型文件</translation>
    </message>
    <message>
        <source>%1: does not exist</source>
        <translation>%1：不存在</translation>
    </message>
    <message>
        <source>The model file %1 does not exist: the engine would fail to load it</source>
        <translation>模型文件 %1 不存在：引擎将无法加载它</translation>
    </message>
    <message>
        <source>Put the model at %1, or correct the -m/--model path in the unit (systemctl edit %2).</source>
        <translation>请将模型放到 %1，或修正单元中 -m/--model 的路径（systemctl edit %2）。</translation>
    </message>
    <message>
        <source>stat could not look at %1: %2</source>
        <translation>stat 无法检查 %1：%2</translation>
    </message>
    <message>
        <source>stat did not say what %1 is: %2</source>
        <translation>stat 未说明 %1 是什么：%2</translation>
    </message>
    <message>
        <source>stat: %1, %2 bytes</source>
        <translation>stat：%1，%2 字节</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a model file</source>
        <translation>%1 是 %2，不是模型文件</translation>
    </message>
    <message>
        <source>Point -m/--model at the .gguf file itself (for a split model, its first part).</source>
        <translation>请让 -m/--model 指向 .gguf 文件本身（拆分的模型则指向其第一部分）。</translation>
    </message>
    <message>
        <source>%1: regular file, %2 (%3 bytes)</source>
        <translation>%1：普通文件，%2（%3 字节）</translation>
    </message>
    <message>
        <source>The model file %1 is empty</source>
        <translation>模型文件 %1 为空</translation>
    </message>
    <message>
        <source>Download the model again: an empty file is what an interrupted copy leaves.</source>
        <translation>请重新下载模型：中断的复制会留下空文件。</translation>
    </message>
    <message>
        <source>%1 is not readable by the console&apos;s user: its first bytes were not checked</source>
        <translation>控制台的用户无法读取 %1：未检查其开头的字节</translation>
    </message>
    <message>
        <source>Make sure the service&apos;s user (User= of %1) may read it; the console checks the %2 header when its own user may read it too.</source>
        <translation>请确保服务的用户（%1 的 User=）可以读取它；当控制台自己的用户也能读取时，控制台会检查 %2 文件头。</translation>
    </message>
    <message>
        <source>starts with %1 (the %2 header)</source>
        <translation>以 %1 开头（%2 文件头）</translation>
    </message>
    <message>
        <source>%1 is not a %2 file: it starts with “%3” (%4), not “%2”</source>
        <translation>%1 不是 %2 文件：它以“%3”（%4）开头，而不是“%2”</translation>
    </message>
    <message>
        <source>Point -m/--model at a %1 model (a Hugging Face checkpoint must be converted first), or download it again if the file is damaged.</source>
        <translation>请让 -m/--model 指向 %1 模型（Hugging Face checkpoint 需要先转换）；如果文件已损坏，请重新下载。</translation>
    </message>
    <message>
        <source>Free disk where the model file lives</source>
        <translation>模型文件所在磁盘的可用空间</translation>
    </message>
    <message>
        <source>Free disk for the caches and the model file</source>
        <translation>缓存和模型文件的可用磁盘空间</translation>
    </message>
    <message>
        <source>The %1 profile names no cache a start-up writes to, and no model file was found to measure.</source>
        <translation>%1 配置档没有指定启动时写入的缓存，也没有找到可测量的模型文件。</translation>
    </message>
</context>
<context>
    <name>ic::ProcessEnviron</name>
    <message>
        <source>The environment is empty (a kernel thread, or a process that has exited).</source>
        <translation>环境为空（内核线程，或已退出的进程）。</translation>
    </message>
    <message>
        <source>Not an environment block: no entry has the NAME=value form.</source>
        <translation>不是环境块：没有任何条目是 NAME=值 的形式。</translation>
    </message>
</context>
<context>
    <name>ic::ProcessStatus</name>
    <message numerus="yes">
        <source>%n line(s) of the process list were not `pid ppid stat etimes pcpu rss wchan args`, the first: “%1”.</source>
        <translation>
            <numerusform>进程列表中有 %n 行不是 `pid ppid stat etimes pcpu rss wchan args` 格式，第一行：“%1”。</numerusform>
        </translation>
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
    <name>ic::PrometheusApi</name>
    <message>
        <source>Prometheus answered HTTP %1 with an empty body.</source>
        <translation>Prometheus 返回 HTTP %1，正文为空。</translation>
    </message>
    <message>
        <source>Prometheus answered with an empty body.</source>
        <translation>Prometheus 的回答正文为空。</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（%1，位于字节 %2）</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>Prometheus answered HTTP %1, and the body is %2: %3</source>
        <translation>Prometheus 返回 HTTP %1，正文%2：%3</translation>
    </message>
    <message>
        <source>The answer is %1, so it is not from Prometheus&apos; query API: %2</source>
        <translation>回答%1，因此不是来自 Prometheus 的查询 API：%2</translation>
    </message>
    <message>
        <source>Prometheus refused the query (%1): %2</source>
        <translation>Prometheus 拒绝了查询（%1）：%2</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>The answer has no &quot;status&quot;: &quot;success&quot;, so it is not from Prometheus&apos; query API: %1</source>
        <translation>回答中没有 &quot;status&quot;: &quot;success&quot;，因此不是来自 Prometheus 的查询 API：%1</translation>
    </message>
    <message>
        <source>Prometheus answered HTTP %1.</source>
        <translation>Prometheus 返回 HTTP %1。</translation>
    </message>
    <message>
        <source>The answer&apos;s result type is “%1”; a query answers a matrix, vector, scalar or string.</source>
        <translation>回答的结果类型为“%1”；查询应返回 matrix、vector、scalar 或 string。</translation>
    </message>
    <message>
        <source>The answer&apos;s &quot;result&quot; is not a list.</source>
        <translation>回答中的 &quot;result&quot; 不是列表。</translation>
    </message>
</context>
<context>
    <name>ic::PrometheusSource</name>
    <message>
        <source>Prometheus&apos; answer to %1 grew past %2 MiB and was cut off; ask for fewer hosts or a longer interval.</source>
        <translation>Prometheus 对 %1 的回答超过 %2 MiB，已被截断；请查询更少的主机或使用更长的间隔。</translation>
    </message>
    <message>
        <source>Prometheus did not answer %1 in time (the %2 deadline of %3 s passed).</source>
        <translation>Prometheus 未能及时回答 %1（%3 秒的%2时限已到）。</translation>
    </message>
    <message>
        <source>Prometheus at %1 refuses connections: is it running, and is the address in the hosts file right?</source>
        <translation>%1 上的 Prometheus 拒绝连接：它是否在运行？主机文件中的地址是否正确？</translation>
    </message>
    <message>
        <source>Prometheus at %1 cannot be reached: %2</source>
        <translation>无法访问 %1 上的 Prometheus：%2</translation>
    </message>
    <message>
        <source>Prometheus answered %1 with a redirect (HTTP %2); put the address it redirects to in the hosts file.</source>
        <translation>Prometheus 对 %1 返回了重定向（HTTP %2）；请将重定向的目标地址写入主机文件。</translation>
    </message>
    <message>
        <source>Prometheus answered %1 with HTTP %2.</source>
        <translation>Prometheus 对 %1 返回 HTTP %2。</translation>
    </message>
    <message>
        <source>Prometheus has no GPU series with %1=&quot;%2&quot; (%3 and the other DCGM exporter metrics): check the label value in the hosts file and that Prometheus scrapes the exporter.</source>
        <translation>Prometheus 中没有 %1=&quot;%2&quot; 的 GPU 序列（%3 及 DCGM exporter 的其他指标）：请检查主机文件中的标签值，以及 Prometheus 是否在抓取该 exporter。</translation>
    </message>
    <message>
        <source>Prometheus has no GPU samples with %1=&quot;%2&quot; since %3: the exporter stopped answering or is no longer scraped.</source>
        <translation>自 %3 起 Prometheus 中没有 %1=&quot;%2&quot; 的 GPU 样本：exporter 已不再响应或不再被抓取。</translation>
    </message>
    <message>
        <source>Prometheus&apos; answer to %1 broke off: %2</source>
        <translation>Prometheus 对 %1 的应答中断：%2</translation>
    </message>
</context>
<context>
    <name>ic::PySpyDump</name>
    <message>
        <source>py-spy printed nothing.</source>
        <translation>py-spy 没有输出任何内容。</translation>
    </message>
    <message>
        <source>Not a py-spy dump (no thread in it): “%1”.</source>
        <translation>不是 py-spy 转储（其中没有线程）：“%1”。</translation>
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
    <message>
        <source>No path to measure.</source>
        <translation>没有要测量的路径。</translation>
    </message>
    <message>
        <source>“%1” is neither an absolute path nor ~user/path.</source>
        <translation>“%1”既不是绝对路径，也不是 ~user/path。</translation>
    </message>
    <message>
        <source>Port 0 is not a TCP port.</source>
        <translation>端口 0 不是 TCP 端口。</translation>
    </message>
    <message>
        <source>“%1” is not a drop-in directory of %2.</source>
        <translation>“%1”不是 %2 的 drop-in 目录。</translation>
    </message>
    <message>
        <source>“%1” is not a drop-in file name (letters, digits, “_.-”, ending in .conf).</source>
        <translation>“%1”不是有效的 drop-in 文件名（字母、数字、“_.-”，以 .conf 结尾）。</translation>
    </message>
    <message>
        <source>The drop-in is empty.</source>
        <translation>drop-in 为空。</translation>
    </message>
    <message>
        <source>A command&apos;s deadline must be at least one second.</source>
        <translation>命令的时限至少为一秒。</translation>
    </message>
    <message>
        <source>The host has no privilege prefix (such as sudo -n) to run this with.</source>
        <translation>该主机没有可用于运行此命令的提权前缀（例如 sudo -n）。</translation>
    </message>
    <message>
        <source>%1 is not a process id.</source>
        <translation>%1 不是进程 ID。</translation>
    </message>
    <message>
        <source>No program to ask for its version.</source>
        <translation>没有可查询版本的程序。</translation>
    </message>
    <message>
        <source>“%1” is not a program: it starts with “-”.</source>
        <translation>“%1”不是程序：它以“-”开头。</translation>
    </message>
    <message>
        <source>No model file to look at.</source>
        <translation>没有可检查的模型文件。</translation>
    </message>
    <message>
        <source>The model path %1 is not absolute.</source>
        <translation>模型路径 %1 不是绝对路径。</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistory</name>
    <message>
        <source>Restart history of %1</source>
        <translation>%1 的重启历史</translation>
    </message>
    <message>
        <source>Each restart against the median of the ten ready restarts before it: a start-up %1 % slower, or GPU memory settling %2 % higher, is flagged.</source>
        <translation>每次重启都与其之前十次就绪重启的中位数比较：启动慢 %1 % 或 GPU 显存稳定值高 %2 % 即被标记。</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>启动耗时</translation>
    </message>
    <message>
        <source>vs median</source>
        <translation>对比中位数</translation>
    </message>
    <message>
        <source>Peak MiB</source>
        <translation>峰值 MiB</translation>
    </message>
    <message>
        <source>Settled MiB</source>
        <translation>稳定 MiB</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>变慢</translation>
    </message>
    <message>
        <source>%1 higher</source>
        <translation>高 %1</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistoryChart</name>
    <message>
        <source>Start-up time and settled GPU memory per restart</source>
        <translation>每次重启的启动耗时与稳定后 GPU 显存</translation>
    </message>
    <message>
        <source>No restarts recorded yet</source>
        <translation>尚未记录任何重启</translation>
    </message>
    <message>
        <source>Start-up (bars)</source>
        <translation>启动耗时（柱）</translation>
    </message>
    <message>
        <source>Settled GPU memory, GiB (dots)</source>
        <translation>稳定后 GPU 显存，GiB（点）</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistoryView</name>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>启动耗时</translation>
    </message>
    <message>
        <source>vs median</source>
        <translation>对比中位数</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>峰值 GiB</translation>
    </message>
    <message>
        <source>Settled GiB</source>
        <translation>稳定 GiB</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>未选择主机。</translation>
    </message>
    <message>
        <source>No restart of %1 has been recorded yet: restarts the console watches are kept here.</source>
        <translation>尚未记录 %1 的任何重启：控制台监视的重启会保存在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s) of %1. Each is compared with the median of the ten ready restarts before it: a start-up 20 % slower or GPU memory 5 % higher is flagged.</source>
        <translation>
            <numerusform>%1 的 %n 次重启。每次都与其之前十次就绪重启的中位数比较：启动慢 20 % 或 GPU 显存高 5 % 即被标记。</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest restart did not become ready (%1 after %2).</source>
        <translation>最近一次重启未能就绪（%2 后%1）。</translation>
    </message>
    <message>
        <source>The latest restart has nothing to compare with yet.</source>
        <translation>最近一次重启尚无可比较的对象。</translation>
    </message>
    <message>
        <source>The latest restart is flagged: start-up %1, memory %2 against the median of %3.</source>
        <translation>最近一次重启被标记：相对 %3 次的中位数，启动 %1，显存 %2。</translation>
    </message>
    <message>
        <source>The latest restart is within its median (start-up %1, memory %2).</source>
        <translation>最近一次重启在中位数范围内（启动 %1，显存 %2）。</translation>
    </message>
    <message>
        <source>Flagged in the list: %1 slower, %2 higher.</source>
        <translation>列表中的标记：%1 表示变慢，%2 表示偏高。</translation>
    </message>
    <message>
        <source>median of %1: %2</source>
        <translation>%1 次的中位数：%2</translation>
    </message>
    <message>
        <source>no earlier ready restart to compare with</source>
        <translation>之前没有可比较的就绪重启</translation>
    </message>
    <message>
        <source>median of %1: %2 GiB</source>
        <translation>%1 次的中位数：%2 GiB</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export the restart history</source>
        <translation>导出重启历史</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Phases of the start-up of %1 (%2 after %3)</source>
        <translation>%1 的启动各阶段（%3 后%2）</translation>
    </message>
    <message numerus="yes">
        <source>Host median: the %n earlier ready start-up(s) of this unit, model and arguments.</source>
        <translation>
            <numerusform>主机中位数：该单元、模型和参数之前的 %n 次就绪启动。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group median (%1): the median of %n other host(s)&apos; medians.</source>
        <translation>
            <numerusform>组中位数（%1）：%n 台其他主机中位数的中位数。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start offsets and silences were not recorded for this start-up: it was recorded by an older version of the console.</source>
        <translation>此次启动未记录各阶段的开始时刻和静默：它由旧版本的控制台记录。</translation>
    </message>
    <message>
        <source>before the first phase</source>
        <translation>在第一个阶段之前</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>在 %1 期间</translation>
    </message>
    <message>
        <source>No log line for %1 %2, until the start-up ended (from %3 after the start).</source>
        <translation>%2 %1 没有日志行，直到启动结束（从启动后 %3 起）。</translation>
    </message>
    <message>
        <source>No log line for %1 %2 (from %3 after the start).</source>
        <translation>%2 %1 没有日志行（从启动后 %3 起）。</translation>
    </message>
    <message>
        <source>No silence longer than %1 (the engine&apos;s usual silence).</source>
        <translation>没有超过 %1 的静默（引擎的通常静默）。</translation>
    </message>
    <message numerus="yes">
        <source>%n shorter silence(s) not kept.</source>
        <translation>
            <numerusform>未保留 %n 段较短的静默。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s clock went back %n time(s) during this start-up (at most %1).</source>
        <translation>
            <numerusform>此次启动期间主机时钟回退了 %n 次（最多 %1）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::Rollout</name>
    <message>
        <source>The host %1 is not in the fleet.</source>
        <translation>主机 %1 不在集群中。</translation>
    </message>
    <message>
        <source>Pausing once batch %1 has finished.</source>
        <translation>将在批次 %1 完成后暂停。</translation>
    </message>
    <message>
        <source>Paused before batch %1.</source>
        <translation>已在批次 %1 之前暂停。</translation>
    </message>
    <message>
        <source>Carrying on after batch %1.</source>
        <translation>批次 %1 之后继续执行。</translation>
    </message>
    <message>
        <source>Aborted by the operator.</source>
        <translation>已被操作员中止。</translation>
    </message>
    <message>
        <source>aborted while %1</source>
        <translation>中止于：%1</translation>
    </message>
    <message>
        <source>Only a failed or blocked host of a stopped rollout can be skipped.</source>
        <translation>只有已停止的滚动重启中失败或被阻断的主机才能跳过。</translation>
    </message>
    <message>
        <source>skipped after: %1</source>
        <translation>已跳过，原因：%1</translation>
    </message>
    <message>
        <source>skipped by %1 after: %2</source>
        <translation>已由 %1 跳过，原因：%2</translation>
    </message>
    <message>
        <source>Only a blocked host of a stopped rollout can be overridden.</source>
        <translation>只有已停止的滚动重启中被阻断的主机才能强制放行。</translation>
    </message>
    <message>
        <source>The confirmation must be the host&apos;s name, “%1”.</source>
        <translation>确认内容必须是主机名“%1”。</translation>
    </message>
    <message>
        <source>override given; checking again before the restart</source>
        <translation>已强制放行；重启前再次检查</translation>
    </message>
    <message>
        <source>Every host passed.</source>
        <translation>所有主机均已通过。</translation>
    </message>
    <message>
        <source>Batch %1 of %2: %3</source>
        <translation>批次 %1/%2：%3</translation>
    </message>
    <message>
        <source>checking before the restart</source>
        <translation>重启前检查中</translation>
    </message>
    <message>
        <source>the preflight could not run: %1</source>
        <translation>预检无法运行：%1</translation>
    </message>
    <message>
        <source>no check measured anything</source>
        <translation>没有任何检查测得结果</translation>
    </message>
    <message>
        <source>blocking findings overridden (kept in the history): %1</source>
        <translation>阻断项已强制放行（已记入历史）：%1</translation>
    </message>
    <message>
        <source>blocked by the preflight: %1</source>
        <translation>被预检阻断：%1</translation>
    </message>
    <message numerus="yes">
        <source>nothing blocks (%n finding(s) to note)</source>
        <translation>
            <numerusform>无阻断（%n 项发现需留意）</numerusform>
        </translation>
    </message>
    <message>
        <source>cleared, not restarted: another host of the batch stopped it</source>
        <translation>已通过检查但未重启：本批次另一台主机使其停止</translation>
    </message>
    <message>
        <source>another service action is running on the host</source>
        <translation>该主机上正在执行另一项服务操作</translation>
    </message>
    <message>
        <source>the restart failed: %1</source>
        <translation>重启失败：%1</translation>
    </message>
    <message>
        <source>sent: %1</source>
        <translation>已发送：%1</translation>
    </message>
    <message>
        <source>resumed: waiting for the start-up to be ready (at most %1 s)</source>
        <translation>已继续：等待启动就绪（最多 %1 s）</translation>
    </message>
    <message>
        <source>restarted (invocation %1); watching the start-up (at most %2 s)</source>
        <translation>已重启（invocation %1）；正在监视启动（最多 %2 s）</translation>
    </message>
    <message>
        <source>not ready within %1 s (the profile&apos;s phase budgets)</source>
        <translation>未在 %1 s 内就绪（配置档的各阶段时限）</translation>
    </message>
    <message>
        <source>the start-up failed</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>no root cause was found in the journal</source>
        <translation>未在 journal 中找到根本原因</translation>
    </message>
    <message>
        <source>diagnosing…</source>
        <translation>诊断中…</translation>
    </message>
    <message>
        <source>the ladder file cannot be used: %1</source>
        <translation>阶梯文件无法使用：%1</translation>
    </message>
    <message>
        <source>ready; running the validation ladder</source>
        <translation>已就绪；正在运行验证阶梯</translation>
    </message>
    <message>
        <source>validated: %1</source>
        <translation>已验证：%1</translation>
    </message>
    <message>
        <source>the ladder said %1: %2</source>
        <translation>验证阶梯结果为 %1：%2</translation>
    </message>
    <message>
        <source>the rollout&apos;s validation deadline of %1 s passed</source>
        <translation>已超过滚动重启的验证时限 %1 s</translation>
    </message>
    <message>
        <source>the ladder could not start: no API tunnel</source>
        <translation>验证阶梯无法启动：没有 API 隧道</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>In batch %1: %2; the hosts after it were not restarted.</source>
        <translation>在批次 %1 中：%2；其后的主机未重启。</translation>
    </message>
    <message numerus="yes">
        <source>Rolling restart of %n host(s) (%1): %2 at a time (batch %3, at most %4 unavailable).</source>
        <translation>
            <numerusform>滚动重启 %n 台主机（%1）：每次 %2 台（批次 %3，最多 %4 台不可用）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each batch: preflight every host; restart them only when nothing blocks; watch each start-up to ready; run the validation ladder; the next batch starts only when every host passed.</source>
        <translation>每个批次：对每台主机执行预检；仅当无阻断项时才重启；监视每次启动直至就绪；运行验证阶梯；只有每台主机都通过后才开始下一批次。</translation>
    </message>
    <message>
        <source>There is no host named “%1”.</source>
        <translation>不存在名为“%1”的主机。</translation>
    </message>
    <message>
        <source>There is no group named “%1”: no host has a group.</source>
        <translation>不存在名为“%1”的分组：没有任何主机属于分组。</translation>
    </message>
    <message>
        <source>There is no group named “%1” (groups: %2).</source>
        <translation>不存在名为“%1”的分组（现有分组：%2）。</translation>
    </message>
    <message>
        <source>No host has the tag “%1”.</source>
        <translation>没有主机带有标签“%1”。</translation>
    </message>
    <message>
        <source>No host was picked: name a group, a tag or hosts.</source>
        <translation>未选中任何主机：请指定分组、标签或主机。</translation>
    </message>
    <message>
        <source>the unit&apos;s command line, user and environment</source>
        <translation>unit 的命令行、用户和环境</translation>
    </message>
    <message>
        <source>installed packages</source>
        <translation>已安装的软件包</translation>
    </message>
    <message>
        <source>[PYTHON: the interpreter of the unit&apos;s ExecStart]</source>
        <translation>[PYTHON：unit 的 ExecStart 所用的解释器]</translation>
    </message>
    <message>
        <source>driver and GPUs</source>
        <translation>驱动和 GPU</translation>
    </message>
    <message>
        <source>processes holding GPU memory</source>
        <translation>占用 GPU 显存的进程</translation>
    </message>
    <message>
        <source>the process tree</source>
        <translation>进程树</translation>
    </message>
    <message>
        <source>free disk for the caches and /dev/shm</source>
        <translation>缓存和 /dev/shm 的可用磁盘空间</translation>
    </message>
    <message>
        <source>[and the cache folders from the unit&apos;s User= and Environment=]</source>
        <translation>[以及 unit 的 User= 和 Environment= 所指的缓存目录]</translation>
    </message>
    <message>
        <source>who listens on the API port</source>
        <translation>监听 API 端口的进程</translation>
    </message>
    <message>
        <source>restart the service</source>
        <translation>重启服务</translation>
    </message>
    <message>
        <source>service state until a new invocation is active</source>
        <translation>服务状态，直至新的 invocation 变为 active</translation>
    </message>
    <message>
        <source>the start-up in the journal (already followed)</source>
        <translation>journal 中的启动过程（已在跟踪）</translation>
    </message>
    <message>
        <source>the validation ladder over the SSH tunnel</source>
        <translation>经 SSH 隧道运行验证阶梯</translation>
    </message>
    <message>
        <source>[HTTP to 127.0.0.1:%1 on the host: GET /health, GET /v1/models, POST /v1/chat/completions …]</source>
        <translation>[在主机上通过 HTTP 访问 127.0.0.1:%1：GET /health、GET /v1/models、POST /v1/chat/completions …]</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Preflight</source>
        <translation>预检</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>已阻断</translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation>重启中</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Validating</source>
        <translation>验证中</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>已计划</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source># Rolling restart %1</source>
        <translation># 滚动重启 %1</translation>
    </message>
    <message>
        <source>- State: **%1**</source>
        <translation>- 状态：**%1**</translation>
    </message>
    <message>
        <source>- Reason: %1</source>
        <translation>- 原因：%1</translation>
    </message>
    <message numerus="yes">
        <source>- Hosts: %1 (%n host(s)), %2 at a time (batch %3, at most %4 unavailable)</source>
        <translation>
            <numerusform>- 主机：%1（%n 台），每次 %2 台（批次 %3，最多 %4 台不可用）</numerusform>
        </translation>
    </message>
    <message>
        <source>- Started: %1</source>
        <translation>- 开始时间：%1</translation>
    </message>
    <message>
        <source>| batch | host | state | start-up | ladder | detail |</source>
        <translation>| 批次 | 主机 | 状态 | 启动 | 阶梯 | 详情 |</translation>
    </message>
    <message>
        <source>## Diagnosis of %1</source>
        <translation>## %1 的诊断</translation>
    </message>
    <message>
        <source>## Plan</source>
        <translation>## 计划</translation>
    </message>
    <message>
        <source>There is no rollout “%1” in the history.</source>
        <translation>历史中没有滚动重启“%1”。</translation>
    </message>
    <message>
        <source>The rollout “%1” names %2, which is not in the fleet.</source>
        <translation>滚动重启“%1”涉及 %2，但该主机不在集群中。</translation>
    </message>
    <message>
        <source>rolled back to the known-good unit state; %1</source>
        <translation>已回滚到已知良好的单元状态；%1</translation>
    </message>
    <message>
        <source>the roll back did not help: %1</source>
        <translation>回滚未能解决问题：%1</translation>
    </message>
    <message>
        <source>Every other host passed; rolled back to its known-good unit state: %1.</source>
        <translation>其他主机均已通过；已回滚到其已知良好的单元状态：%1。</translation>
    </message>
    <message>
        <source>Rolling back</source>
        <translation>正在回滚</translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>## Roll back of %1</source>
        <translation>## %1 的回滚</translation>
    </message>
    <message>
        <source>- Failure it answered: %1</source>
        <translation>- 应对的故障：%1</translation>
    </message>
    <message>
        <source>- Known-good state: recorded %1 (%2)</source>
        <translation>- 已知良好状态：记录于 %1（%2）</translation>
    </message>
    <message>
        <source>- Outcome: %1</source>
        <translation>- 结果：%1</translation>
    </message>
    <message>
        <source>- Drop-in left in place: `%1` (remove it and run `systemctl daemon-reload` once the unit is fixed)</source>
        <translation>- 保留的 drop-in：`%1`（修复单元后将其删除并运行 `systemctl daemon-reload`）</translation>
    </message>
    <message>
        <source>the console stopped while rolling back; check %1 on the host</source>
        <translation>控制台在回滚期间停止；请在主机上检查 %1</translation>
    </message>
    <message>
        <source>the unit file %1 is not %2 in a systemd unit directory</source>
        <translation>单元文件 %1 不是 systemd 单元目录中的 %2</translation>
    </message>
    <message>
        <source>the %1 profile does not say how to roll back</source>
        <translation>%1的配置未说明如何回滚</translation>
    </message>
    <message>
        <source>engine&apos;s</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>the %1 profile cannot roll back: %2</source>
        <translation>%1的配置无法回滚：%2</translation>
    </message>
    <message>
        <source>the recorded known-good unit state has no ExecStart</source>
        <translation>记录的已知良好单元状态没有 ExecStart</translation>
    </message>
    <message>
        <source>the known-good ExecStart carries a secret (such as --api-key) that the console does not keep</source>
        <translation>已知良好的 ExecStart 包含控制台不保存的密钥（如 --api-key）</translation>
    </message>
    <message>
        <source>Written by Inference Console, rollout %1: %2 as it was known good on %3 (%4).
Remove this file and run systemctl daemon-reload once the unit is fixed.</source>
        <translation>由 Inference Console 写入，滚动重启 %1：%2，为其于 %3（%4）已知良好时的状态。
修复单元后删除此文件并运行 systemctl daemon-reload。</translation>
    </message>
    <message>
        <source>Secret values (tokens, keys) were not recorded: those variables keep their current values and Environment= is not reset.</source>
        <translation>未记录密钥值（令牌、密钥）：这些变量保留当前值，且不重置 Environment=。</translation>
    </message>
    <message>
        <source>EnvironmentFile= contents are not restored: %1</source>
        <translation>EnvironmentFile= 的内容不会恢复：%1</translation>
    </message>
    <message>
        <source>No package versions were recorded with the known-good state.</source>
        <translation>已知良好状态未记录软件包版本。</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>（未安装）</translation>
    </message>
    <message>
        <source>Packages differ from the known-good state and are not reinstalled: %1</source>
        <translation>软件包与已知良好状态不同，且不会重新安装：%1</translation>
    </message>
    <message>
        <source>write the known-good ExecStart and Environment as a drop-in (%1)</source>
        <translation>将已知良好的 ExecStart 和 Environment 写为 drop-in（%1）</translation>
    </message>
    <message>
        <source>make systemd load it</source>
        <translation>让 systemd 加载它</translation>
    </message>
    <message>
        <source>check that the effective ExecStart is the known-good one</source>
        <translation>检查生效的 ExecStart 是否为已知良好的版本</translation>
    </message>
    <message>
        <source>restart on the known-good state</source>
        <translation>以已知良好状态重启</translation>
    </message>
    <message>
        <source>watch the start-up to ready</source>
        <translation>观察从启动到就绪</translation>
    </message>
    <message>
        <source>[the journal and the service state]</source>
        <translation>[日志和服务状态]</translation>
    </message>
    <message>
        <source>run the validation ladder again</source>
        <translation>再次运行验证阶梯</translation>
    </message>
    <message>
        <source>[HTTP through the API tunnel]</source>
        <translation>[通过 API 隧道的 HTTP]</translation>
    </message>
    <message>
        <source>Roll back %1 to its unit state known good on %2 (%3):</source>
        <translation>将 %1 回滚到其于 %2（%3）已知良好的单元状态：</translation>
    </message>
    <message>
        <source>Drop-in %1:</source>
        <translation>drop-in %1：</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>%1 is not in this rollout.</source>
        <translation>%1 不在此滚动重启中。</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: its engine is not known (set it in the host&apos;s settings).</source>
        <translation>%1 无法回滚：其引擎未知（请在主机设置中指定）。</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: no known-good unit state of %2 was recorded (a host that passes the validation ladder in a rollout records one)%3.</source>
        <translation>%1 无法回滚：未记录 %2 的已知良好单元状态（主机在滚动重启中通过验证阶梯时会记录）%3。</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: %2.</source>
        <translation>%1 无法回滚：%2。</translation>
    </message>
    <message>
        <source>Only a failed host can be rolled back.</source>
        <translation>只能回滚失败的主机。</translation>
    </message>
    <message>
        <source>%1 was rolled back once already: %2</source>
        <translation>%1 已回滚过一次：%2</translation>
    </message>
    <message>
        <source>Only a failed host of a stopped rollout can be rolled back.</source>
        <translation>只能回滚已停止的滚动重启中失败的主机。</translation>
    </message>
    <message>
        <source>the roll back failed: %1</source>
        <translation>回滚失败：%1</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>正在写入 %1</translation>
    </message>
    <message>
        <source>systemctl daemon-reload</source>
        <translation>systemctl daemon-reload</translation>
    </message>
    <message>
        <source>checking the effective ExecStart</source>
        <translation>正在检查生效的 ExecStart</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 未在 %2 s 内完成</translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation>%1 失败（%2）</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>after the reload the unit still starts “%1”, not the known-good “%2”; a drop-in sorting after %3 overrides it</source>
        <translation>重新加载后，单元仍启动“%1”，而非已知良好的“%2”；排在 %3 之后的 drop-in 覆盖了它</translation>
    </message>
    <message>
        <source>%1: the known-good unit state was not recorded: %2</source>
        <translation>%1：未记录已知良好单元状态：%2</translation>
    </message>
    <message>
        <source>%1: known-good unit state recorded: %2</source>
        <translation>%1：已记录已知良好单元状态：%2</translation>
    </message>
    <message>
        <source>the load before the restart was not measured: %1</source>
        <translation>重启前的负载未测得：%1</translation>
    </message>
    <message>
        <source>the load after the restart was not measured: %1</source>
        <translation>重启后的负载未测得：%1</translation>
    </message>
    <message>
        <source>the engine version before the restart is not known: %1</source>
        <translation>重启前的引擎版本未知：%1</translation>
    </message>
    <message>
        <source>the engine version after the restart is not known: %1</source>
        <translation>重启后的引擎版本未知：%1</translation>
    </message>
    <message>
        <source>%1% lower</source>
        <translation>低 %1%</translation>
    </message>
    <message>
        <source>%1% higher</source>
        <translation>高 %1%</translation>
    </message>
    <message>
        <source>output throughput %1 tok/s before, %2 tok/s after (%3)</source>
        <translation>输出吞吐量：之前 %1 tok/s，之后 %2 tok/s（%3）</translation>
    </message>
    <message>
        <source>engine version unchanged (%1); %2</source>
        <translation>引擎版本未变（%1）；%2</translation>
    </message>
    <message>
        <source>engine %1 → %2</source>
        <translation>引擎 %1 → %2</translation>
    </message>
    <message>
        <source>%1: %2, more than the %3% allowed</source>
        <translation>%1：%2，超过允许的 %3%</translation>
    </message>
    <message>
        <source>%1: %2, within the %3% allowed</source>
        <translation>%1：%2，在允许的 %3% 以内</translation>
    </message>
    <message>
        <source>no API tunnel to the host</source>
        <translation>没有到该主机的 API 隧道</translation>
    </message>
    <message>
        <source>the gate&apos;s run did not finish within %1 s</source>
        <translation>关卡的运行未在 %1 秒内结束</translation>
    </message>
    <message>
        <source>the server did not name its version</source>
        <translation>服务器未给出其版本</translation>
    </message>
    <message>
        <source>no request completed (%1 failed: %2)</source>
        <translation>没有请求完成（%1 个失败：%2）</translation>
    </message>
    <message>
        <source>no request was sent</source>
        <translation>没有发送请求</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed (%3)</source>
        <translation>%2 个请求中 %1 个失败（%3）</translation>
    </message>
    <message>
        <source>no output token was counted in %1 requests</source>
        <translation>%1 个请求中没有统计到输出令牌</translation>
    </message>
    <message>
        <source>## Upgrade gate</source>
        <translation>## 升级关卡</translation>
    </message>
    <message>
        <source>Output throughput (tok/s of the completed requests) of the same load before the restart and after the ladder passed; at most %1% lower when the engine version changed.</source>
        <translation>同一负载在重启前和验证阶梯通过后的输出吞吐量（已完成请求的 tok/s）；引擎版本改变时最多低 %1%。</translation>
    </message>
    <message>
        <source>| host | before | after | drop | versions | verdict | reason |</source>
        <translation>| 主机 | 之前 | 之后 | 下降 | 版本 | 结论 | 原因 |</translation>
    </message>
    <message>
        <source>Upgrade gate: before each restart and after the ladder passed, %1 requests (%2 at once, at most %3 tokens each, seed %4, temperature 0); if the engine version changed and the output throughput fell by more than %5%, the rollout stops there.</source>
        <translation>升级关卡：每次重启前以及验证阶梯通过后，发送 %1 个请求（同时 %2 个，每个最多 %3 个令牌，种子 %4，温度 0）；如果引擎版本改变且输出吞吐量下降超过 %5%，滚动重启在此停止。</translation>
    </message>
    <message>
        <source>upgrade gate: measuring the load before the restart (%1 requests, %2 at once)</source>
        <translation>升级关卡：正在测量重启前的负载（%1 个请求，同时 %2 个）</translation>
    </message>
    <message>
        <source>%1: upgrade gate before the restart: %2 tok/s output throughput, engine %3</source>
        <translation>%1：重启前的升级关卡：输出吞吐量 %2 tok/s，引擎 %3</translation>
    </message>
    <message>
        <source>version unknown (%1)</source>
        <translation>版本未知（%1）</translation>
    </message>
    <message>
        <source>%1: upgrade gate before the restart: not measured: %2</source>
        <translation>%1：重启前的升级关卡：未测得：%2</translation>
    </message>
    <message>
        <source>validated; upgrade gate: measuring the load again after the restart</source>
        <translation>已验证；升级关卡：正在重启后再次测量负载</translation>
    </message>
    <message>
        <source>nothing was measured before the restart</source>
        <translation>重启前没有测得任何数据</translation>
    </message>
    <message>
        <source>the upgrade gate failed: %1; the rollout stops here</source>
        <translation>升级关卡未通过：%1；滚动重启在此停止</translation>
    </message>
    <message>
        <source>validated: %1 %2</source>
        <translation>已验证：%1 %2</translation>
    </message>
    <message>
        <source>Upgrade gate passed: %1.</source>
        <translation>升级关卡通过：%1。</translation>
    </message>
    <message>
        <source>Upgrade gate skipped (a skip does not stop the rollout): %1.</source>
        <translation>升级关卡已跳过（跳过不会停止滚动重启）：%1。</translation>
    </message>
    <message>
        <source>%1 failed the upgrade gate (%2)</source>
        <translation>%1 未通过升级关卡（%2）</translation>
    </message>
    <message>
        <source>the host is no longer in the fleet</source>
        <translation>该主机已不在集群中</translation>
    </message>
    <message>
        <source>it did not settle within %1 s</source>
        <translation>未在 %1 秒内完成</translation>
    </message>
    <message>
        <source>%1: the host is no longer in the fleet</source>
        <translation>%1：该主机已不在集群中</translation>
    </message>
</context>
<context>
    <name>ic::RolloutDialog</name>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>&amp;Override and continue</source>
        <translation>强制放行并继续(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;kip host</source>
        <translation>跳过主机(&amp;K)</translation>
    </message>
    <message>
        <source>Roll &amp;back</source>
        <translation>回滚(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Start rollout</source>
        <translation>开始滚动重启(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation>中止(&amp;B)</translation>
    </message>
    <message>
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>继续执行(&amp;R)</translation>
    </message>
    <message>
        <source>Rolling restart</source>
        <translation>滚动重启</translation>
    </message>
    <message>
        <source>Hosts in restart order</source>
        <translation>按重启顺序排列的主机</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>选择(&amp;P)：</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>批次大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Max &amp;unavailable:</source>
        <translation>最大不可用数(&amp;U)：</translation>
    </message>
    <message>
        <source>Plan with every command</source>
        <translation>计划（含每条命令）</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Progress per host</source>
        <translation>各主机进度</translation>
    </message>
    <message>
        <source>type the host&apos;s name to override its blocking findings</source>
        <translation>输入主机名以强制放行其阻断项</translation>
    </message>
    <message>
        <source>P&amp;lan (every command, as it will run):</source>
        <translation>计划（每条命令，按实际执行方式）(&amp;L)：</translation>
    </message>
    <message>
        <source>Pro&amp;gress:</source>
        <translation>进度(&amp;G)：</translation>
    </message>
    <message>
        <source>All hosts</source>
        <translation>所有主机</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>分组：%1</translation>
    </message>
    <message>
        <source>Tag: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>An earlier rollout did not finish: %1 (%2, %3).</source>
        <translation>之前的一次滚动重启未完成：%1（%2，%3）。</translation>
    </message>
    <message>
        <source>Tick the hosts to restart.</source>
        <translation>勾选要重启的主机。</translation>
    </message>
    <message>
        <source>A rollout is already shown here.</source>
        <translation>此处已显示一个滚动重启。</translation>
    </message>
    <message>
        <source>%1 — batch %2 of %3</source>
        <translation>%1 — 批次 %2/%3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Stopped: %1 is blocked by its preflight</source>
        <translation>已停止：%1 被预检阻断</translation>
    </message>
    <message>
        <source>Stopped: %1 failed</source>
        <translation>已停止：%1 失败</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>补救措施：%1</translation>
    </message>
    <message>
        <source>type “%1” to override its blocking findings</source>
        <translation>输入“%1”以强制放行其阻断项</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Export rollout report</source>
        <translation>导出滚动重启报告</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
    <message>
        <source>Roll back %1</source>
        <translation>回滚 %1</translation>
    </message>
    <message>
        <source>Roll &amp;back %1</source>
        <translation>回滚(&amp;B) %1</translation>
    </message>
    <message>
        <source>These commands run on %1, in this order:</source>
        <translation>以下命令将按此顺序在 %1 上运行：</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Upgrade gate: the same load probe runs before each restart and after the ladder passed; when the engine version changed and the output throughput fell by more than this, the rollout stops.</source>
        <translation>升级关卡：在每次重启前和验证阶梯通过后运行同一负载探测；当引擎版本改变且输出吞吐量下降超过此值时，滚动重启停止。</translation>
    </message>
    <message>
        <source>Upgrade gate, &amp;max drop:</source>
        <translation>升级关卡，最大下降(&amp;M)：</translation>
    </message>
    <message>
        <source>Gate s&amp;treams:</source>
        <translation>关卡并发流(&amp;T)：</translation>
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
    <message>
        <source>Instructions from %1</source>
        <translation>来自 %1 的说明</translation>
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
    <message>
        <source>Retry &amp;now</source>
        <translation>立即重试(&amp;N)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Try to connect now instead of waiting for the next attempt</source>
        <translation>立即连接，而不是等待下一次尝试</translation>
    </message>
    <message>
        <source>Not connected — retrying in %1 s (attempt %2).</source>
        <translation>未连接 — %1 秒后重试（第 %2 次尝试）。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>The override could not be kept in the history, so nothing was sent: %1</source>
        <translation>强制放行无法记入历史，因此未发送任何操作：%1</translation>
    </message>
</context>
<context>
    <name>ic::ServiceState</name>
    <message>
        <source>active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>正在重新加载</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>未活动</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>activating</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>deactivating</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维护中</translation>
    </message>
    <message>
        <source>refreshing</source>
        <translation>正在刷新</translation>
    </message>
    <message>
        <source>stub</source>
        <translation>存根</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>已加载</translation>
    </message>
    <message>
        <source>not-found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>bad-setting</source>
        <translation>设置有误</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>已合并</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已屏蔽</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>条件未满足</translation>
    </message>
    <message>
        <source>start-pre</source>
        <translation>启动前</translation>
    </message>
    <message>
        <source>start</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>start-post</source>
        <translation>启动后</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>已退出</translation>
    </message>
    <message>
        <source>reload</source>
        <translation>正在重新加载</translation>
    </message>
    <message>
        <source>reload-signal</source>
        <translation>正在重新加载（信号）</translation>
    </message>
    <message>
        <source>reload-notify</source>
        <translation>正在重新加载（通知）</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>stop-watchdog</source>
        <translation>正在停止（看门狗）</translation>
    </message>
    <message>
        <source>stop-sigterm</source>
        <translation>正在停止（SIGTERM）</translation>
    </message>
    <message>
        <source>stop-sigkill</source>
        <translation>正在停止（SIGKILL）</translation>
    </message>
    <message>
        <source>stop-post</source>
        <translation>停止后处理</translation>
    </message>
    <message>
        <source>final-watchdog</source>
        <translation>最终处理（看门狗）</translation>
    </message>
    <message>
        <source>final-sigterm</source>
        <translation>最终处理（SIGTERM）</translation>
    </message>
    <message>
        <source>final-sigkill</source>
        <translation>最终处理（SIGKILL）</translation>
    </message>
    <message>
        <source>auto-restart</source>
        <translation>自动重启</translation>
    </message>
    <message>
        <source>auto-restart-queued</source>
        <translation>自动重启已排队</translation>
    </message>
    <message>
        <source>dead-before-auto-restart</source>
        <translation>自动重启前已停止</translation>
    </message>
    <message>
        <source>failed-before-auto-restart</source>
        <translation>自动重启前失败</translation>
    </message>
    <message>
        <source>dead-resources-pinned</source>
        <translation>已停止（资源保留）</translation>
    </message>
    <message>
        <source>cleaning</source>
        <translation>正在清理</translation>
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
    <name>ic::SessionRolloutHost</name>
    <message>
        <source>the host is no longer in the fleet</source>
        <translation>该主机已不在集群中</translation>
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
    <message>
        <source>%1 acts on a running engine: use configure</source>
        <translation>%1 作用于正在运行的引擎：请使用 configure</translation>
    </message>
    <message>
        <source>no engine is running to wedge</source>
        <translation>没有可以使其卡住的正在运行的引擎</translation>
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
        <source>The host key of %1 was not trusted, so the console did not connect.</source>
        <translation>未信任 %1 的主机密钥，因此控制台没有连接。</translation>
    </message>
    <message>
        <source>%1 key %2</source>
        <translation>%1 密钥 %2</translation>
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
        <source>Could not connect to %1 through ProxyJump %2 (the hops are reached with OpenSSH&apos;s ssh in batch mode; try “ssh -J %2 %1” in a terminal).</source>
        <translation>无法通过 ProxyJump %2 连接到 %1（跳板以批处理模式用 OpenSSH 的 ssh 连接；请在终端中尝试“ssh -J %2 %1”）。</translation>
    </message>
    <message>
        <source>No reply to a channel probe within %1 s.</source>
        <translation>通道探测在 %1 秒内没有回应。</translation>
    </message>
    <message>
        <source>%1 key %2 for %3 (%4)</source>
        <translation>%3 的 %1 密钥 %2（%4）</translation>
    </message>
    <message>
        <source>The host key of %1 could not be saved: %2</source>
        <translation>无法保存 %1 的主机密钥：%2</translation>
    </message>
    <message>
        <source>Authentication to %1 failed: the server closed the connection after the keys offered (tried: %2). Too many keys may have been offered; name the right one with IdentityFile and IdentitiesOnly yes.</source>
        <translation>向 %1 身份验证失败：服务器在收到提供的密钥后关闭了连接（已尝试：%2）。可能提供了太多密钥；请用 IdentityFile 和 IdentitiesOnly yes 指定正确的密钥。</translation>
    </message>
</context>
<context>
    <name>ic::StallAutopsy</name>
    <message>
        <source>did not finish within %1 s on the host (ended by timeout)</source>
        <translation>未能在主机上 %1 秒内完成（被 timeout 终止）</translation>
    </message>
    <message>
        <source>no answer within the autopsy&apos;s %1 s</source>
        <translation>在剖析的 %1 秒内没有应答</translation>
    </message>
    <message>
        <source>There is no connection to the host.</source>
        <translation>没有到该主机的连接。</translation>
    </message>
    <message>
        <source>No connection to %1: %2 (%3)</source>
        <translation>无法连接到 %1：%2（%3）</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>py-spy dumps and environment</source>
        <translation>py-spy 转储和环境</translation>
    </message>
    <message>
        <source>not run: %1 before the process tree was known</source>
        <translation>未运行：在得知进程树之前已 %1</translation>
    </message>
    <message>
        <source>the command could not be built: %1</source>
        <translation>无法构建命令：%1</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内没有应答</translation>
    </message>
    <message>
        <source>unit state (systemctl show)</source>
        <translation>单元状态（systemctl show）</translation>
    </message>
    <message>
        <source>systemctl exited with %1: %2</source>
        <translation>systemctl 以 %1 退出：%2</translation>
    </message>
    <message>
        <source>%1 (%2), main PID %3</source>
        <translation>%1（%2），主进程 PID %3</translation>
    </message>
    <message>
        <source>the unit&apos;s journal</source>
        <translation>单元的日志</translation>
    </message>
    <message>
        <source>journalctl is not installed: %1</source>
        <translation>未安装 journalctl：%1</translation>
    </message>
    <message>
        <source>no permission to read the journal: %1</source>
        <translation>无权读取日志：%1</translation>
    </message>
    <message>
        <source>journalctl exited with %1: %2</source>
        <translation>journalctl 以 %1 退出：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of this run</source>
        <translation>
            <numerusform>本次运行的 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>process tree (ps)</source>
        <translation>进程树（ps）</translation>
    </message>
    <message>
        <source>ps exited with %1: %2</source>
        <translation>ps 以 %1 退出：%2</translation>
    </message>
    <message>
        <source>no process list: %1</source>
        <translation>没有进程列表：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) on the host</source>
        <translation>
            <numerusform>主机上有 %n 个进程</numerusform>
        </translation>
    </message>
    <message>
        <source>py-spy on the host</source>
        <translation>主机上的 py-spy</translation>
    </message>
    <message>
        <source>py-spy is missing: it is not installed on the host (%1)</source>
        <translation>缺少 py-spy：主机上没有安装（%1）</translation>
    </message>
    <message>
        <source>py-spy --version exited with %1: %2</source>
        <translation>py-spy --version 以 %1 退出：%2</translation>
    </message>
    <message>
        <source>GPU topology (nvidia-smi topo -m)</source>
        <translation>GPU 拓扑（nvidia-smi topo -m）</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed: %1</source>
        <translation>未安装 nvidia-smi：%1</translation>
    </message>
    <message>
        <source>nvidia-smi exited with %1: %2</source>
        <translation>nvidia-smi 以 %1 退出：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), all joined by NVLink</source>
        <translation>
            <numerusform>%n 块 GPU，全部由 NVLink 相连</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 pair(s) without NVLink</source>
        <translation>
            <numerusform>%n 块 GPU，%1 对没有 NVLink</numerusform>
        </translation>
    </message>
    <message>
        <source>kernel GPU errors (Xid lines)</source>
        <translation>内核中的 GPU 错误（Xid 行）</translation>
    </message>
    <message>
        <source>no permission to read the kernel log: %1</source>
        <translation>无权读取内核日志：%1</translation>
    </message>
    <message>
        <source>the kernel log could not be read: %1</source>
        <translation>无法读取内核日志：%1</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s on the host (ended by timeout)</source>
        <translation>%1 未能在主机上 %2 秒内完成（被 timeout 终止）</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>未安装 %1</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 以 %2 退出：%3</translation>
    </message>
    <message numerus="yes">
        <source>no Xid line in %n kernel line(s)</source>
        <translation>
            <numerusform>%n 行内核日志中没有 Xid 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Xid line(s)</source>
        <translation>
            <numerusform>%n 条 Xid 行</numerusform>
        </translation>
    </message>
    <message>
        <source>the unit has no main process (%1): nothing to dump</source>
        <translation>该单元没有主进程（%1）：没有可转储的内容</translation>
    </message>
    <message>
        <source>the process list could not be read, so the engine&apos;s processes are not known</source>
        <translation>无法读取进程列表，因此不知道引擎的进程</translation>
    </message>
    <message>
        <source>PID %1 is not in the process list (it has exited)</source>
        <translation>PID %1 不在进程列表中（已退出）</translation>
    </message>
    <message>
        <source>environment of PID %1</source>
        <translation>PID %1 的环境</translation>
    </message>
    <message>
        <source>py-spy dumps</source>
        <translation>py-spy 转储</translation>
    </message>
    <message>
        <source>py-spy could not be checked: %1</source>
        <translation>无法检查 py-spy：%1</translation>
    </message>
    <message>
        <source>py-spy dump of PID %1 (%2)</source>
        <translation>PID %1（%2）的 py-spy 转储</translation>
    </message>
    <message>
        <source>py-spy dumps of the other processes</source>
        <translation>其余进程的 py-spy 转储</translation>
    </message>
    <message numerus="yes">
        <source>%n more process(es) in the tree; the first %1 were dumped</source>
        <translation>
            <numerusform>进程树中还有 %n 个进程；只转储了前 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>no permission (py-spy needs root or CAP_SYS_PTRACE): %1</source>
        <translation>无权限（py-spy 需要 root 或 CAP_SYS_PTRACE）：%1</translation>
    </message>
    <message>
        <source>not a Python process: %1</source>
        <translation>不是 Python 进程：%1</translation>
    </message>
    <message>
        <source>the process has exited: %1</source>
        <translation>该进程已退出：%1</translation>
    </message>
    <message>
        <source>py-spy exited with %1: %2</source>
        <translation>py-spy 以 %1 退出：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) in %3</source>
        <translation>%1（%2）位于 %3</translation>
    </message>
    <message>
        <source>no permission: %1</source>
        <translation>无权限：%1</translation>
    </message>
    <message>
        <source>reading the environment exited with %1: %2</source>
        <translation>读取环境以 %1 退出：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s) kept</source>
        <translation>
            <numerusform>保留了 %n 个变量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n withheld as secret(s)</source>
        <translation>
            <numerusform>，%n 个作为机密被隐去</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a native binary: py-spy reads Python stacks only</source>
        <translation>%1 是原生二进制程序：py-spy 只能读取 Python 调用栈</translation>
    </message>
    <message>
        <source>%1 is a native binary: read its threads&apos; stacks with `gdb -p %2 -batch -ex &apos;thread apply all bt&apos;` (the engine pauses while gdb reads them)</source>
        <translation>%1 是原生二进制程序：请用 `gdb -p %2 -batch -ex &apos;thread apply all bt&apos;` 读取其各线程的调用栈（gdb 读取期间引擎会暂停）</translation>
    </message>
    <message>
        <source>threads of PID %1</source>
        <translation>PID %1 的线程</translation>
    </message>
    <message>
        <source>cat exited with %1: %2</source>
        <translation>cat 以 %1 退出：%2</translation>
    </message>
    <message>
        <source>no thread was listed</source>
        <translation>未列出任何线程</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s); the main thread (%1) in %2, %3 CPU tick(s) in %4 s</source>
        <translation>
            <numerusform>%n 个线程；主线程（%1）处于 %2，%4 秒内 %3 个 CPU 节拍</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s); the main thread has exited</source>
        <translation>
            <numerusform>%n 个线程；主线程已退出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the main thread (%1) is in %2 (%3) and used %n CPU tick(s) in %4 s: the engine&apos;s main loop is not running</source>
        <translation>
            <numerusform>主线程（%1）处于 %2（%3），%4 秒内使用了 %n 个 CPU 节拍：引擎的主循环没有在运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::StallDiagnosis</name>
    <message>
        <source>NCCL / collective communication</source>
        <translation>NCCL / 集合通信</translation>
    </message>
    <message>
        <source>torch.compile / Triton compilation</source>
        <translation>torch.compile / Triton 编译</translation>
    </message>
    <message>
        <source>CUDA graph capture</source>
        <translation>CUDA 图捕获</translation>
    </message>
    <message>
        <source>Loading or downloading weights</source>
        <translation>加载或下载权重</translation>
    </message>
    <message>
        <source>Ray placement group</source>
        <translation>Ray 放置组</translation>
    </message>
    <message>
        <source>Unknown: nothing gathered points anywhere</source>
        <translation>未知：收集到的内容没有指向任何方向</translation>
    </message>
    <message>
        <source>%1, inside %2</source>
        <translation>%1，位于 %2 之内</translation>
    </message>
    <message>
        <source>py-spy of PID %1 (%2), thread %3</source>
        <translation>PID %1（%2）的 py-spy，线程 %3</translation>
    </message>
    <message>
        <source>start-up tracker</source>
        <translation>启动跟踪器</translation>
    </message>
    <message>
        <source>the start-up stopped in the phase “%1”</source>
        <translation>启动停在了阶段“%1”</translation>
    </message>
    <message>
        <source>the start-up stopped in the phase “%1”, begun at %2</source>
        <translation>启动停在了阶段“%1”，该阶段始于 %2</translation>
    </message>
    <message>
        <source>the start-up is in the phase “%1”</source>
        <translation>启动处于阶段“%1”</translation>
    </message>
    <message>
        <source>the last phase the start-up reached, “%1”, had finished</source>
        <translation>启动到达的最后一个阶段“%1”已经完成</translation>
    </message>
    <message>
        <source>journal line</source>
        <translation>日志行</translation>
    </message>
    <message>
        <source>journal line at %1</source>
        <translation>%1 的日志行</translation>
    </message>
    <message>
        <source>kernel line</source>
        <translation>内核日志行</translation>
    </message>
    <message>
        <source>kernel line at %1</source>
        <translation>%1 的内核日志行</translation>
    </message>
    <message>
        <source>classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>the evidence points to several places equally; no single cause</source>
        <translation>证据同样指向多个地方；没有单一原因</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m</source>
        <translation>nvidia-smi topo -m</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink: %1</source>
        <translation>
            <numerusform>%n 对 GPU 没有 NVLink：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>environment</source>
        <translation>环境</translation>
    </message>
</context>
<context>
    <name>ic::StartupNotifier</name>
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
    <message>
        <source>%1 is stuck</source>
        <translation>%1 已卡住</translation>
    </message>
</context>
<context>
    <name>ic::StartupPhasesChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Phases of the selected start-up against the host&apos;s and the group&apos;s medians</source>
        <translation>所选启动的各阶段与主机和组中位数的对比</translation>
    </message>
    <message>
        <source>started after %1, took %2</source>
        <translation>在 %1 后开始，耗时 %2</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>耗时 %1</translation>
    </message>
    <message>
        <source>the start-up failed here</source>
        <translation>启动在此失败</translation>
    </message>
    <message>
        <source>(the engine said %1)</source>
        <translation>（引擎报告 %1）</translation>
    </message>
    <message numerus="yes">
        <source>Host median: %1 over %n earlier start-up(s) (%2)</source>
        <translation>
            <numerusform>主机中位数：之前 %n 次启动为 %1（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Host median: the phase did not occur in the %n earlier start-up(s)</source>
        <translation>
            <numerusform>主机中位数：之前的 %n 次启动中没有此阶段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group %1 median: %2 over %n other host(s)</source>
        <translation>
            <numerusform>组 %1 中位数：%n 台其他主机为 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Group %1 median: the phase did not occur on the other hosts</source>
        <translation>组 %1 中位数：其他主机上没有此阶段</translation>
    </message>
    <message>
        <source>No log line for %1, from %2 after the start</source>
        <translation>%1 没有日志行，从启动后 %2 起</translation>
    </message>
    <message>
        <source>Select a restart to see its phases.</source>
        <translation>选择一次重启以查看其各阶段。</translation>
    </message>
    <message>
        <source>No phase was recorded for this start-up.</source>
        <translation>此次启动没有记录任何阶段。</translation>
    </message>
    <message>
        <source>this start-up</source>
        <translation>此次启动</translation>
    </message>
    <message>
        <source>host median</source>
        <translation>主机中位数</translation>
    </message>
    <message>
        <source>group median</source>
        <translation>组中位数</translation>
    </message>
    <message>
        <source>no log line for over %1</source>
        <translation>超过 %1 没有日志行</translation>
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
    <message>
        <source>the start-up profile names engine &quot;%1&quot;, the engine list &quot;%2&quot;</source>
        <translation>启动配置指定的引擎为 &quot;%1&quot;，引擎列表中为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: &quot;usualSilenceSeconds&quot; must be a number of seconds above 0.</source>
        <translation>配置文件“%1”：“usualSilenceSeconds”必须是大于 0 的秒数。</translation>
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
    <message>
        <source>serving (running since %1; its start-up was not watched)</source>
        <translation>服务中（自 %1 起运行；未监视其启动）</translation>
    </message>
    <message>
        <source>serving (its start-up was not watched)</source>
        <translation>服务中（未监视其启动）</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatchDock</name>
    <message>
        <source>Start-up</source>
        <translation>启动</translation>
    </message>
</context>
<context>
    <name>ic::SystemctlCat</name>
    <message>
        <source>systemctl cat printed nothing.</source>
        <translation>systemctl cat 没有输出。</translation>
    </message>
    <message>
        <source>The output does not start with a file (“# /path”): %1</source>
        <translation>输出不是以文件（“# /path”）开头：%1</translation>
    </message>
    <message>
        <source>systemctl cat printed no file.</source>
        <translation>systemctl cat 没有输出任何文件。</translation>
    </message>
    <message>
        <source>No unit file.</source>
        <translation>没有单元文件。</translation>
    </message>
    <message>
        <source>The unit&apos;s files set no ExecStart.</source>
        <translation>单元的文件未设置 ExecStart。</translation>
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
    <name>ic::TaskLayouts</name>
    <message>
        <source>&amp;Watch</source>
        <translation>监视(&amp;W)</translation>
    </message>
    <message>
        <source>Start-up, GPUs and journal around the fleet</source>
        <translation>以机群为中心，周围是启动、GPU 和日志</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>The chat alone in the window: reasoning and answer side by side</source>
        <translation>窗口中只有聊天：推理与回答并排显示</translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation>机群(&amp;F)</translation>
    </message>
    <message>
        <source>Every host as cards or a table, at full width</source>
        <translation>以卡片或表格显示所有主机，占满整个宽度</translation>
    </message>
    <message>
        <source>&amp;Save layout as…</source>
        <translation>布局另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Remove layout</source>
        <translation>移除布局(&amp;R)</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>已保存的布局</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>保存布局</translation>
    </message>
    <message>
        <source>Name of this layout (listed under View ▸ Layout):</source>
        <translation>此布局的名称（列在“视图 ▸ 布局”下）：</translation>
    </message>
</context>
<context>
    <name>ic::ThreadStates</name>
    <message numerus="yes">
        <source>%n line(s) of the thread list could not be read (the first, line %1: &quot;%2&quot;)</source>
        <translation>
            <numerusform>线程列表中有 %n 行无法读取（第一行，第 %1 行：“%2”）</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>sleeping</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <source>disk sleep (uninterruptible)</source>
        <translation>磁盘睡眠（不可中断）</translation>
    </message>
    <message>
        <source>zombie</source>
        <translation>僵尸</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>tracing stop</source>
        <translation>跟踪停止</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>已死亡</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>parked</source>
        <translation>已停放</translation>
    </message>
    <message>
        <source>waking</source>
        <translation>唤醒中</translation>
    </message>
    <message>
        <source>wakekill</source>
        <translation>唤醒终止</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>状态 %1</translation>
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
    <name>ic::UnavailableTransport</name>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
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
        <source>Disabled in this ladder.</source>
        <translation>在此验证阶梯中已禁用。</translation>
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
        <source>The &quot;expect&quot; pattern is invalid: %1</source>
        <translation>“expect”模式无效：%1</translation>
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
        <source>Only %1 of %2 requests finished.</source>
        <translation>%2 个请求中只有 %1 个完成。</translation>
    </message>
    <message>
        <source>Run %1 differs from run 1 at character %2: %3 vs %4.</source>
        <translation>第 %1 次运行在第 %2 个字符处与第 1 次不同：%3 对比 %4。</translation>
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
        <source>Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.</source>
        <translation>退化重复：%1% 的 4 词序列重复出现（上限 %2%）；文本结尾为 %3。</translation>
    </message>
    <message>
        <source>No GPU memory readings are available for this host.</source>
        <translation>此主机没有可用的显存读数。</translation>
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
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>&quot;limits&quot; must be an object of seconds and KiB.</source>
        <translation>“limits”必须是由秒数和 KiB 组成的对象。</translation>
    </message>
    <message>
        <source>Step %1: &quot;limits&quot; must be an object.</source>
        <translation>步骤 %1：“limits”必须是对象。</translation>
    </message>
    <message>
        <source>the request did not finish.</source>
        <translation>请求未完成。</translation>
    </message>
    <message>
        <source>%1: the answer was empty (finish reason %2, %3 reasoning chars).</source>
        <translation>%1：回答为空（结束原因 %2，推理 %3 个字符）。</translation>
    </message>
    <message>
        <source>%1 answered %2, which does not match %3.</source>
        <translation>%1 的回答为 %2，与 %3 不匹配。</translation>
    </message>
    <message>
        <source>%1 answered %2 in %3 (TTFT %4 ms, %5 tokens).</source>
        <translation>%1 在 %3 内回答了 %2（TTFT %4 毫秒，%5 个 token）。</translation>
    </message>
    <message>
        <source>%1: %2; the answer begins %3.</source>
        <translation>%1：%2；回答以 %3 开头。</translation>
    </message>
    <message>
        <source>%1: %2 reasoning chars, a code block with a function, finish reason %3, %4 tokens in %5.</source>
        <translation>%1：推理 %2 个字符，一个含函数的代码块，结束原因 %3，%5 内 %4 个 token。</translation>
    </message>
    <message>
        <source>%1: the answer was empty; empty answers cannot show determinism.</source>
        <translation>%1：回答为空；空回答无法证明确定性。</translation>
    </message>
    <message>
        <source>%1 runs of %2 at temperature 0 gave the same %3 characters: %4.</source>
        <translation>%2 在温度 0 下运行 %1 次，得到相同的 %3 个字符：%4。</translation>
    </message>
    <message>
        <source>%1 of %2 runs of %3 matched %4.</source>
        <translation>%3 的 %2 次运行中有 %1 次匹配 %4。</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed; %3</source>
        <translation>%2 次运行中 %1 次通过；%3</translation>
    </message>
    <message>
        <source>%1: only %2 tokens (at least %3 expected), finish reason %4.</source>
        <translation>%1：只有 %2 个 token（预期至少 %3 个），结束原因 %4。</translation>
    </message>
    <message>
        <source>%1: %2 tokens in %3 at %4 tok/s, %5% repeated 4-word sequences.</source>
        <translation>%1：%3 内 %2 个 token，%4 tok/s，%5% 为重复的 4 词序列。</translation>
    </message>
    <message>
        <source>%1: reasoning arrives inside the content as &lt;think&gt;…&lt;/think&gt;; the server has no reasoning parser set. The content begins %2.</source>
        <translation>%1：推理以 &lt;think&gt;…&lt;/think&gt; 形式出现在内容中；服务器未设置推理解析器。内容以 %2 开头。</translation>
    </message>
    <message>
        <source>%1: %2 chars of reasoning arrived but the content is empty: the parser swallowed the answer.</source>
        <translation>%1：收到了 %2 个字符的推理，但内容为空：解析器吞掉了回答。</translation>
    </message>
    <message>
        <source>Nothing to judge: none of %1 finished answers carried reasoning (no reasoning or reasoning_content field, no &lt;think&gt; tags).</source>
        <translation>无可判定：%1 个已完成的回答都没有推理（没有 reasoning 或 reasoning_content 字段，也没有 &lt;think&gt; 标签）。</translation>
    </message>
    <message>
        <source>%1 of %2 finished answers carried %3 chars of reasoning in a separate field; no &lt;think&gt; in any content.</source>
        <translation>%2 个已完成回答中有 %1 个在单独字段中带有 %3 个字符的推理；所有内容中都没有 &lt;think&gt;。</translation>
    </message>
    <message>
        <source>No GPU memory reading when the ladder started (no nvidia-smi on the host, or no sample yet): nothing to compare with.</source>
        <translation>验证阶梯开始时没有显存读数（主机上没有 nvidia-smi，或尚无采样）：无可比较。</translation>
    </message>
    <message>
        <source>%1: decode speed could not be measured (%2 tokens, %3 chunks).</source>
        <translation>%1：无法测量解码速度（%2 个 token，%3 个分块）。</translation>
    </message>
    <message>
        <source>Could not run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>Stopped before the end (%1); the report is partial.</source>
        <translation>在结束前已停止（%1）；报告不完整。</translation>
    </message>
    <message>
        <source>Required steps without a pass: %1.</source>
        <translation>未通过的必需步骤：%1。</translation>
    </message>
    <message>
        <source>Required steps without a pass: %1; %2 more skipped.</source>
        <translation>未通过的必需步骤：%1；另有 %2 个被跳过。</translation>
    </message>
    <message>
        <source>No step passed: nothing was judged.</source>
        <translation>没有任何步骤通过：没有做出任何判定。</translation>
    </message>
    <message>
        <source>Every required step passed.</source>
        <translation>所有必需步骤都已通过。</translation>
    </message>
    <message>
        <source>engine %1 → %2</source>
        <translation>引擎 %1 → %2</translation>
    </message>
    <message>
        <source>%1 version %2 → %3</source>
        <translation>%1 版本 %2 → %3</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>模型 %1 → %2</translation>
    </message>
    <message>
        <source>step %1 passed then, %2 now</source>
        <translation>步骤 %1 当时通过，现在为 %2</translation>
    </message>
    <message>
        <source>decode %1 → %2 tok/s (%3)</source>
        <translation>解码 %1 → %2 tok/s（%3）</translation>
    </message>
    <message>
        <source>output under load (%1 streams) %2 → %3 tok/s (%4)</source>
        <translation>负载下输出（%1 个流）%2 → %3 tok/s（%4）</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>验证阶梯</translation>
    </message>
    <message>
        <source>started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必需</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> (interrupted)</source>
        <translation> （已中断）</translation>
    </message>
    <message>
        <source>Under load</source>
        <translation>负载下</translation>
    </message>
    <message>
        <source>Against the last known good</source>
        <translation>与上次已知正常相比</translation>
    </message>
    <message>
        <source>No earlier passing run of this host to compare with.</source>
        <translation>此主机没有早先通过的运行可供比较。</translation>
    </message>
    <message>
        <source>Last known good: %1, %2.</source>
        <translation>上次已知正常：%1，%2。</translation>
    </message>
    <message>
        <source>No difference in engine, version, model, step verdicts or speed.</source>
        <translation>引擎、版本、模型、各步结论和速度均无差异。</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1：%2（%3，%4）</translation>
    </message>
    <message>
        <source>(steps marked ? are optional: they may skip, but a fail fails the run)</source>
        <translation>（标有 ? 的步骤为可选：可以跳过，但失败会导致整次运行失败）</translation>
    </message>
    <message>
        <source>[interrupted] </source>
        <translation>[已中断] </translation>
    </message>
    <message>
        <source>since the last known good: %1</source>
        <translation>自上次已知正常以来：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Interrupted (%1) after %2 s, before this step could judge anything.</source>
        <translation>在 %2 秒后被中断（%1），此步骤尚未做出任何判定。</translation>
    </message>
    <message>
        <source>Not run: the run was stopped (%1).</source>
        <translation>未运行：运行已停止（%1）。</translation>
    </message>
    <message>
        <source>Not run: the health check did not pass (%1).</source>
        <translation>未运行：健康检查未通过（%1）。</translation>
    </message>
    <message>
        <source>a broken answer</source>
        <translation>损坏的回答</translation>
    </message>
    <message>
        <source>GET /health answered 200, but its JSON body is broken (cut off?): %1</source>
        <translation>GET /health 返回 200，但其 JSON 正文已损坏（被截断？）：%1</translation>
    </message>
    <message>
        <source>GET /health answered 200 in %1 ms (%2 bytes).</source>
        <translation>GET /health 在 %1 毫秒内返回 200（%2 字节）。</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>no whole answer</source>
        <translation>没有完整的回答</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>GET /health answered %1.</source>
        <translation>GET /health 返回 %1。</translation>
    </message>
    <message>
        <source>GET /health answered %1: %2</source>
        <translation>GET /health 返回 %1：%2</translation>
    </message>
    <message>
        <source>GET /v1/models answered HTTP %1: %2</source>
        <translation>GET /v1/models 返回 HTTP %1：%2</translation>
    </message>
    <message>
        <source>GET /v1/models: %1 The body begins %2.</source>
        <translation>GET /v1/models：%1 正文以 %2 开头。</translation>
    </message>
    <message>
        <source>GET /v1/models lists no model.</source>
        <translation>GET /v1/models 未列出任何模型。</translation>
    </message>
    <message>
        <source>GET /v1/models lists %1, not the expected %2.</source>
        <translation>GET /v1/models 列出的是 %1，而不是预期的 %2。</translation>
    </message>
    <message>
        <source>GET /v1/models lists %1 (%2 ms).</source>
        <translation>GET /v1/models 列出 %1（%2 毫秒）。</translation>
    </message>
    <message>
        <source>The server named neither its version nor its model (%1).</source>
        <translation>服务器既未报告版本也未报告模型（%1）。</translation>
    </message>
    <message>
        <source>no engine profile says where to ask</source>
        <translation>没有引擎配置说明该向哪里查询</translation>
    </message>
    <message>
        <source>Only part of the identity is known: %1 (%2).</source>
        <translation>只知道部分身份信息：%1（%2）。</translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation>版本 %1 → %2</translation>
    </message>
    <message>
        <source>%1 differs from the last known good: %2 (%3).</source>
        <translation>%1 与上次已知正常不同：%2（%3）。</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1（%2）。</translation>
    </message>
    <message>
        <source>%1 (%2). Changed since the last known good: %3.</source>
        <translation>%1（%2）。自上次已知正常以来的变更：%3。</translation>
    </message>
    <message>
        <source>GET %1 answered HTTP %2: %3</source>
        <translation>GET %1 返回 HTTP %2：%3</translation>
    </message>
    <message>
        <source>GET %1 answered 200 with a body that is not valid UTF-8: %2</source>
        <translation>GET %1 返回 200，但正文不是有效的 UTF-8：%2</translation>
    </message>
    <message>
        <source>GET %1 answered 200 with a body that is not JSON (%2 at offset %3): %4</source>
        <translation>GET %1 返回 200，但正文不是 JSON（%2，偏移 %3）：%4</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>模型 %1</translation>
    </message>
    <message>
        <source>200 without %1</source>
        <translation>200 但没有 %1</translation>
    </message>
    <message>
        <source>%1 streams for %2 s: %3 requests, output %4 tok/s, TTFT p50 %5 ms, TPOT p50 %6 ms</source>
        <translation>%1 个流持续 %2 秒：%3 个请求，输出 %4 tok/s，TTFT p50 %5 毫秒，TPOT p50 %6 毫秒</translation>
    </message>
    <message>
        <source>No request finished under load (%1 failed): %2</source>
        <translation>负载下没有请求完成（%1 个失败）：%2</translation>
    </message>
    <message>
        <source>no request was sent</source>
        <translation>未发送任何请求</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed under load: %3 (%4).</source>
        <translation>负载下 %2 个请求中有 %1 个失败：%3（%4）。</translation>
    </message>
    <message>
        <source>%1; no baseline at %2 streams in the last known good run yet.</source>
        <translation>%1；上次已知正常的运行中尚无 %2 个流的基线。</translation>
    </message>
    <message>
        <source>%1; the last known good made %2 tok/s (tolerance %3%)</source>
        <translation>%1；上次已知正常时为 %2 tok/s（容差 %3%）</translation>
    </message>
    <message>
        <source>Slower under load: %1.</source>
        <translation>负载下变慢：%1。</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Step &quot;%1&quot;: &quot;%2&quot; must be %3.</source>
        <translation>步骤“%1”：“%2”必须是%3。</translation>
    </message>
    <message>
        <source>No liveness verdict after %1 s: %2</source>
        <translation>%1 秒后仍无活性结论：%2</translation>
    </message>
    <message>
        <source>No liveness monitor for this host (an API given by its address alone has no GPU readings or journal to judge progress by).</source>
        <translation>此主机没有活性监视器（仅以地址给出的 API 没有可用来判断进展的 GPU 读数或日志）。</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>No liveness verdict: %1</source>
        <translation>没有活性结论：%1</translation>
    </message>
    <message>
        <source>No liveness verdict after %1 s: the idle probe has not answered yet. %2</source>
        <translation>%1 秒后仍无活性结论：空闲探测尚未应答。%2</translation>
    </message>
    <message>
        <source>**Verdict:** %1 — %2</source>
        <translation>**结论：** %1 — %2</translation>
    </message>
    <message>
        <source>No GPU memory to compare: %1</source>
        <translation>没有可比较的 GPU 显存：%1</translation>
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
    <name>ic::WindowCommands</name>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Panel</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>标签页</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Journal filter: apply and go to the lines</source>
        <translation>journal 筛选：应用并转到各行</translation>
    </message>
    <message>
        <source>Journal filter: recent filters</source>
        <translation>journal 筛选：最近的筛选条件</translation>
    </message>
    <message>
        <source>Journal filter or time: back to the lines</source>
        <translation>journal 筛选或时间：返回各行</translation>
    </message>
    <message>
        <source>Chat: send</source>
        <translation>对话：发送</translation>
    </message>
    <message>
        <source>Chat: stop the answer, or end an edit</source>
        <translation>对话：停止回答，或结束编辑</translation>
    </message>
    <message>
        <source>Chat: regenerate the last answer</source>
        <translation>对话：重新生成最后一个回答</translation>
    </message>
</context>
<context>
    <name>ic::cli</name>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示此帮助并退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本并退出。</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>界面语言，例如 de 或 zh_CN。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Exit status: 0 success (every step passed), 1 a check failed, 2 could not run (usage error, unreadable input, unreachable host, timeout, interrupted).</source>
        <translation>退出状态：0 成功（每一步都通过），1 有检查失败，2 无法运行（用法错误、输入无法读取、主机不可达、超时、被中断）。</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>（默认：%1）</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>help on a command, e.g. “%1 help check”</source>
        <translation>某个命令的帮助，例如“%1 help check”</translation>
    </message>
    <message>
        <source>Options of the console:</source>
        <translation>控制台选项：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>(see “%1”)</source>
        <translation>（参见“%1”）</translation>
    </message>
    <message>
        <source>“%1” is not a command.</source>
        <translation>“%1”不是命令。</translation>
    </message>
    <message>
        <source>“%1” is not a command. Did you mean “%2”?</source>
        <translation>“%1”不是命令。您是指“%2”吗？</translation>
    </message>
    <message>
        <source>unknown option “%1”.</source>
        <translation>未知选项“%1”。</translation>
    </message>
    <message>
        <source>Did you mean “%1”?</source>
        <translation>您是指“%1”吗？</translation>
    </message>
    <message>
        <source>unexpected argument “%1”. Did you mean the command “%2”? Commands come first.</source>
        <translation>意外的参数“%1”。您是指命令“%2”吗？命令应放在最前面。</translation>
    </message>
    <message>
        <source>unexpected argument “%1”.</source>
        <translation>意外的参数“%1”。</translation>
    </message>
    <message>
        <source>missing argument; usage: %1</source>
        <translation>缺少参数；用法：%1</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY and WAYLAND_DISPLAY are unset). The commands check and analyze run without one.</source>
        <translation>没有显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。check 和 analyze 命令无需显示器即可运行。</translation>
    </message>
    <message>
        <source>inference-console: the window is the program inference-console-gui, which could not be started: %1. Reinstall the console; the commands check and analyze need no window.</source>
        <translation>inference-console：窗口是程序 inference-console-gui，无法启动：%1。请重新安装控制台；check 和 analyze 命令不需要窗口。</translation>
    </message>
</context>
<context>
    <name>ic::data</name>
    <message>
        <source>no rule knows this error yet: read the traceback block, and compare the environment with the last good start</source>
        <translation>尚无规则识别此错误：请阅读 traceback 块，并将环境与上次正常启动时比较</translation>
    </message>
    <message>
        <source>flashinfer-cubin {1} does not match flashinfer-python {2}: pin both to the same version, e.g. pip install flashinfer-cubin=={2}</source>
        <translation>flashinfer-cubin {1} 与 flashinfer-python {2} 不匹配：将两者固定为同一版本，例如 pip install flashinfer-cubin=={2}</translation>
    </message>
    <message>
        <source>if flashinfer-jit-cache is installed, pin it to {2} as well</source>
        <translation>如果安装了 flashinfer-jit-cache，也将其固定为 {2}</translation>
    </message>
    <message>
        <source>flashinfer-jit-cache {1} does not match flashinfer-python {2}: install the flashinfer-jit-cache build of {2} for your CUDA version</source>
        <translation>flashinfer-jit-cache {1} 与 flashinfer-python {2} 不匹配：请安装适合您 CUDA 版本的 {2} 版 flashinfer-jit-cache</translation>
    </message>
    <message>
        <source>{1} was built against a different torch: reinstall vllm together with the torch version it pins, or rebuild it</source>
        <translation>{1} 是针对另一个 torch 版本构建的：请将 vllm 与其固定的 torch 版本一起重新安装，或重新构建它</translation>
    </message>
    <message>
        <source>the module {1} is missing from the service&apos;s Python: install it in that environment, or compare the package list with the last good start</source>
        <translation>服务的 Python 中缺少模块 {1}：请在该环境中安装它，或将软件包列表与上次正常启动时比较</translation>
    </message>
    <message>
        <source>{2} no longer provides {1}: the installed {2} does not match what the engine expects; compare versions with the last good start</source>
        <translation>{2} 不再提供 {1}：已安装的 {2} 与引擎的预期不符；请将版本与上次正常启动时比较</translation>
    </message>
    <message>
        <source>the installed transformers does not know the model type {1}: upgrade transformers (pip install -U transformers) within the range the engine allows</source>
        <translation>已安装的 transformers 不认识模型类型 {1}：请在引擎允许的范围内升级 transformers（pip install -U transformers）</translation>
    </message>
    <message>
        <source>another process may hold GPU memory: check the GPU processes on the host</source>
        <translation>可能有其他进程占用显存：请检查主机上的 GPU 进程</translation>
    </message>
    <message>
        <source>lower --gpu-memory-utilization, --max-num-seqs or --max-model-len, or spread the model over more GPUs</source>
        <translation>降低 --gpu-memory-utilization、--max-num-seqs 或 --max-model-len，或将模型分布到更多 GPU 上</translation>
    </message>
    <message>
        <source>only {1} of {2} GiB were free at start-up: stop the other processes on the GPU, or lower --gpu-memory-utilization below {3}</source>
        <translation>启动时 {2} GiB 中只有 {1} GiB 空闲：请停止 GPU 上的其他进程，或将 --gpu-memory-utilization 降到 {3} 以下</translation>
    </message>
    <message>
        <source>other processes hold GPU memory: stop them, or lower --gpu-memory-utilization</source>
        <translation>其他进程占用了显存：请停止它们，或降低 --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>the weights do not fit: use more GPUs (--tensor-parallel-size) or a quantized model</source>
        <translation>权重放不下：请使用更多 GPU（--tensor-parallel-size）或量化模型</translation>
    </message>
    <message>
        <source>allocating {1} MiB on GPU {2} failed: offload fewer layers (-ngl), reduce the context (-c), or use a smaller quantization</source>
        <translation>在 GPU {2} 上分配 {1} MiB 失败：请减少卸载的层数（-ngl）、缩小上下文（-c），或使用更小的量化</translation>
    </message>
    <message>
        <source>offload fewer layers (-ngl), reduce the context (-c), or use a smaller quantization</source>
        <translation>减少卸载的层数（-ngl）、缩小上下文（-c），或使用更小的量化</translation>
    </message>
    <message>
        <source>the engine estimated the maximum model length at {1:n} tokens: start with --max-model-len {1} or raise --gpu-memory-utilization</source>
        <translation>引擎估计最大模型长度为 {1:n} 个 token：请以 --max-model-len {1} 启动，或提高 --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>{1:n} tokens need {2} of KV cache but only {3} are available: lower --max-model-len or raise --gpu-memory-utilization</source>
        <translation>{1:n} 个 token 需要 {2} 的 KV 缓存，但只有 {3} 可用：请降低 --max-model-len 或提高 --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>the KV cache holds {2:n} tokens: start with --max-model-len {2} or raise --gpu-memory-utilization</source>
        <translation>KV 缓存可容纳 {2:n} 个 token：请以 --max-model-len {2} 启动，或提高 --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>nothing was left for the KV cache after loading the weights: raise --gpu-memory-utilization, lower --max-model-len, or use more GPUs</source>
        <translation>加载权重后没有剩余空间给 KV 缓存：请提高 --gpu-memory-utilization、降低 --max-model-len，或使用更多 GPU</translation>
    </message>
    <message>
        <source>out of GPU memory while capturing CUDA graphs, after the weights and the KV cache were in place: lower --gpu-memory-utilization by 0.02-0.05, cap the captured batch sizes (vLLM --max-num-seqs or --cuda-graph-sizes, SGLang --cuda-graph-max-bs), or confirm with --enforce-eager</source>
        <translation>权重和 KV 缓存就位后，在捕获 CUDA 图时显存不足：请将 --gpu-memory-utilization 降低 0.02–0.05，限制捕获的批大小（vLLM --max-num-seqs 或 --cuda-graph-sizes，SGLang --cuda-graph-max-bs），或用 --enforce-eager 确认</translation>
    </message>
    <message>
        <source>out of GPU memory while loading the weights: the model does not fit; use more GPUs (--tensor-parallel-size), a quantized checkpoint, or check that no other process holds GPU memory (nvidia-smi)</source>
        <translation>加载权重时显存不足：模型放不下；请使用更多 GPU（--tensor-parallel-size）或量化的 checkpoint，或确认没有其他进程占用显存（nvidia-smi）</translation>
    </message>
    <message>
        <source>out of GPU memory while serving (the start-up had finished): lower --gpu-memory-utilization to leave room for activations, or lower --max-num-seqs / --max-num-batched-tokens</source>
        <translation>服务期间显存不足（启动已完成）：请降低 --gpu-memory-utilization 为激活值留出空间，或降低 --max-num-seqs / --max-num-batched-tokens</translation>
    </message>
    <message>
        <source>out of GPU memory: check that no other process holds the GPUs (nvidia-smi), then lower --gpu-memory-utilization, --max-model-len or --max-num-seqs</source>
        <translation>显存不足：请确认没有其他进程占用 GPU（nvidia-smi），然后降低 --gpu-memory-utilization、--max-model-len 或 --max-num-seqs</translation>
    </message>
    <message>
        <source>NCCL reported &quot;{1}&quot;: rerun with NCCL_DEBUG=INFO for details</source>
        <translation>NCCL 报告“{1}”：请用 NCCL_DEBUG=INFO 重新运行以查看详情</translation>
    </message>
    <message>
        <source>in containers give /dev/shm enough room (--ipc=host or --shm-size); on machines without NVLink try NCCL_P2P_DISABLE=1</source>
        <translation>在容器中为 /dev/shm 留出足够空间（--ipc=host 或 --shm-size）；在没有 NVLink 的机器上可尝试 NCCL_P2P_DISABLE=1</translation>
    </message>
    <message>
        <source>NCCL reported &quot;{1}&quot;: rerun with NCCL_DEBUG=INFO to see which rank and transport failed</source>
        <translation>NCCL 报告“{1}”：请用 NCCL_DEBUG=INFO 重新运行，查看是哪个 rank 和哪种传输失败</translation>
    </message>
    <message>
        <source>check that every GPU is visible and healthy (nvidia-smi topo -m), that /dev/shm is large enough (docker: --shm-size or --ipc=host), and try NCCL_P2P_DISABLE=1 once to rule out peer-to-peer</source>
        <translation>确认每个 GPU 都可见且健康（nvidia-smi topo -m），/dev/shm 足够大（docker：--shm-size 或 --ipc=host），并尝试一次 NCCL_P2P_DISABLE=1 以排除点对点通信问题</translation>
    </message>
    <message>
        <source>NCCL failed while setting up the GPUs: rerun with NCCL_DEBUG=INFO; check /dev/shm size and try NCCL_P2P_DISABLE=1</source>
        <translation>NCCL 在初始化 GPU 时失败：请用 NCCL_DEBUG=INFO 重新运行；检查 /dev/shm 大小并尝试 NCCL_P2P_DISABLE=1</translation>
    </message>
    <message>
        <source>--tool-call-parser {1} is not known to this engine version: pick one of the parsers it lists, or upgrade</source>
        <translation>此引擎版本不认识 --tool-call-parser {1}：请从它列出的解析器中选择一个，或升级</translation>
    </message>
    <message>
        <source>--reasoning-parser {1} is not known to this engine version: pick one of the parsers it lists, or upgrade</source>
        <translation>此引擎版本不认识 --reasoning-parser {1}：请从它列出的解析器中选择一个，或升级</translation>
    </message>
    <message>
        <source>this engine version does not accept {1}: remove or rename it in the unit&apos;s ExecStart (compare with --help of the installed version)</source>
        <translation>此引擎版本不接受 {1}：请在单元的 ExecStart 中删除或重命名它（对照已安装版本的 --help）</translation>
    </message>
    <message>
        <source>{2} is not a valid value for {1}: fix it in the unit&apos;s ExecStart</source>
        <translation>{2} 不是 {1} 的有效值：请在单元的 ExecStart 中修正</translation>
    </message>
    <message>
        <source>FlashInfer could not compile a kernel (JIT): check that the CUDA toolkit (nvcc) matches torch&apos;s CUDA, or install the flashinfer-jit-cache wheel for your CUDA version</source>
        <translation>FlashInfer 无法编译内核（JIT）：请确认 CUDA 工具包（nvcc）与 torch 的 CUDA 版本一致，或安装适合您 CUDA 版本的 flashinfer-jit-cache wheel</translation>
    </message>
    <message>
        <source>as a workaround set VLLM_USE_FLASHINFER_SAMPLER=0 or choose another --attention-backend</source>
        <translation>临时解决办法：设置 VLLM_USE_FLASHINFER_SAMPLER=0，或选择其他 --attention-backend</translation>
    </message>
    <message>
        <source>the failure is inside FlashInfer: set VLLM_USE_FLASHINFER_SAMPLER=0 or choose another --attention-backend</source>
        <translation>故障发生在 FlashInfer 内部：请设置 VLLM_USE_FLASHINFER_SAMPLER=0，或选择其他 --attention-backend</translation>
    </message>
    <message>
        <source>check that flashinfer-python, flashinfer-cubin and flashinfer-jit-cache have the same version</source>
        <translation>确认 flashinfer-python、flashinfer-cubin 和 flashinfer-jit-cache 版本相同</translation>
    </message>
    <message>
        <source>torch.compile failed: start with --enforce-eager (or -O0) to confirm, then check the torch / triton versions</source>
        <translation>torch.compile 失败：请先以 --enforce-eager（或 -O0）启动确认，然后检查 torch / triton 版本</translation>
    </message>
    <message>
        <source>a worker process died without a traceback of its own: look for a kernel OOM kill, a segfault or an Xid error in the host&apos;s kernel log (journalctl -k)</source>
        <translation>某个 worker 进程在没有自身 traceback 的情况下退出：请在主机的内核日志（journalctl -k）中查找内核 OOM kill、段错误或 Xid 错误</translation>
    </message>
    <message>
        <source>worker {1} failed in {2}: see its own traceback</source>
        <translation>worker {1} 在 {2} 中失败：请查看它自己的 traceback</translation>
    </message>
    <message>
        <source>the RPC {1} timed out: a collective is probably hung; check all GPUs are healthy and restart the service</source>
        <translation>RPC {1} 超时：某个集合通信可能卡住了；请确认所有 GPU 都健康，然后重启服务</translation>
    </message>
    <message>
        <source>the installed torch/vllm wheels were not built for this GPU&apos;s compute capability: install a build that supports it (e.g. CUDA 12.8+ wheels for Blackwell, sm_120)</source>
        <translation>已安装的 torch/vllm wheel 不是为此 GPU 的计算能力构建的：请安装支持它的版本（例如 Blackwell、sm_120 需要 CUDA 12.8+ 的 wheel）</translation>
    </message>
    <message>
        <source>compare `python -c &apos;import torch; print(torch.cuda.get_arch_list())&apos;` with `nvidia-smi --query-gpu=compute_cap --format=csv`</source>
        <translation>对比 `python -c &apos;import torch; print(torch.cuda.get_arch_list())&apos;` 与 `nvidia-smi --query-gpu=compute_cap --format=csv` 的输出</translation>
    </message>
    <message>
        <source>the NVIDIA driver is older than the CUDA runtime the wheels need: upgrade the driver, or install wheels built for the CUDA version `nvidia-smi` shows</source>
        <translation>NVIDIA 驱动比 wheel 所需的 CUDA 运行时旧：请升级驱动，或安装针对 `nvidia-smi` 显示的 CUDA 版本构建的 wheel</translation>
    </message>
    <message>
        <source>the Hugging Face Hub refused the download: accept the model&apos;s licence on its page, then give the service a token (HF_TOKEN in the unit&apos;s Environment=, or `huggingface-cli login` as the service user)</source>
        <translation>Hugging Face Hub 拒绝了下载：请在模型页面上接受其许可，然后为服务提供 token（在单元的 Environment= 中设置 HF_TOKEN，或以服务用户身份运行 `huggingface-cli login`）</translation>
    </message>
    <message>
        <source>or download the model once by hand and point --model at the local folder</source>
        <translation>或者手动下载一次模型，并让 --model 指向本地文件夹</translation>
    </message>
    <message>
        <source>the model is not in the local cache and downloads are off or unreachable: download it where the Hub is reachable, or unset HF_HUB_OFFLINE</source>
        <translation>模型不在本地缓存中，且下载已关闭或无法访问：请在能访问 Hub 的地方下载它，或取消设置 HF_HUB_OFFLINE</translation>
    </message>
    <message>
        <source>another process holds the port: find it with `ss -ltnp &apos;sport = :PORT&apos;`; a previous instance of the service may still be shutting down</source>
        <translation>另一个进程占用了该端口：用 `ss -ltnp &apos;sport = :PORT&apos;` 找到它；服务的上一个实例可能仍在关闭</translation>
    </message>
    <message>
        <source>a safetensors shard is damaged or incomplete: delete the model&apos;s cache folder (or the shard) and download it again; compare sizes with the Hub</source>
        <translation>某个 safetensors 分片已损坏或不完整：删除模型的缓存文件夹（或该分片）后重新下载；将大小与 Hub 上的对比</translation>
    </message>
    <message>
        <source>a file of the model is missing (a shard, the tokenizer or config.json): check the model folder is complete, or pass --tokenizer</source>
        <translation>模型缺少某个文件（分片、tokenizer 或 config.json）：请确认模型文件夹完整，或传入 --tokenizer</translation>
    </message>
    <message>
        <source>a kernel compiled at start-up did not build: read the first compiler error above it; check that nvcc matches the CUDA of torch (`nvcc --version`) and that the GPU architecture is supported by this FlashInfer/vLLM version</source>
        <translation>启动时编译的某个内核构建失败：请阅读其上方的第一个编译器错误；确认 nvcc 与 torch 的 CUDA 版本一致（`nvcc --version`），并且此 FlashInfer/vLLM 版本支持该 GPU 架构</translation>
    </message>
    <message>
        <source>installing the prebuilt flashinfer-jit-cache for your CUDA avoids compiling at start-up</source>
        <translation>安装适合您 CUDA 版本的预构建 flashinfer-jit-cache 可避免启动时编译</translation>
    </message>
    <message>
        <source>this llama.cpp build does not know the architecture {1}: update llama.cpp (or the program that bundles it) to a release that supports it</source>
        <translation>此 llama.cpp 构建不认识架构 {1}：请将 llama.cpp（或捆绑它的程序）升级到支持该架构的版本</translation>
    </message>
    <message>
        <source>the GGUF file could not be opened or read: check that {1} exists, is readable by the service user, is not truncated (compare its size), and that the path has no characters the platform mangles</source>
        <translation>无法打开或读取 GGUF 文件：请确认 {1} 存在、服务用户可读、未被截断（对比文件大小），并且路径中没有会被平台误处理的字符</translation>
    </message>
    <message>
        <source>a kernel was compiled at start-up and the build failed: check nvcc and ninja are installed and match the CUDA of torch (`nvcc --version`), and that the JIT cache folder is writable</source>
        <translation>启动时编译内核失败：请确认已安装 nvcc 和 ninja 且与 torch 的 CUDA 版本一致（`nvcc --version`），并且 JIT 缓存文件夹可写</translation>
    </message>
    <message>
        <source>with FlashInfer, installing the prebuilt flashinfer-jit-cache for your CUDA avoids compiling at start-up</source>
        <translation>使用 FlashInfer 时，安装适合您 CUDA 版本的预构建 flashinfer-jit-cache 可避免启动时编译</translation>
    </message>
    <message>
        <source>a step did not answer in time: look at what the log printed last (download, weights, compile, NCCL init) and at GPU utilisation; raise the timeout only once you know what was slow</source>
        <translation>某一步未能及时响应：请查看日志最后输出的内容（下载、权重、编译、NCCL 初始化）以及 GPU 利用率；在弄清楚哪里慢之前不要提高超时时间</translation>
    </message>
    <message>
        <source>the engine rejected its arguments before it started: fix the flag the message names in the unit&apos;s ExecStart</source>
        <translation>引擎在启动前拒绝了其参数：请在单元的 ExecStart 中修正消息所指的参数</translation>
    </message>
    <message>
        <source>the engine had {1} GiB left for the KV cache after loading weights and profiling: raise --gpu-memory-utilization, lower --max-model-len or --max-num-seqs, or use more GPUs</source>
        <translation>加载权重并完成性能分析后，引擎只剩 {1} GiB 给 KV 缓存：请提高 --gpu-memory-utilization、降低 --max-model-len 或 --max-num-seqs，或使用更多 GPU</translation>
    </message>
    <message>
        <source>llama-server could not load the model ({1}): check the model path and that the file is a complete GGUF</source>
        <translation>llama-server 无法加载模型（{1}）：请检查模型路径，并确认该文件是完整的 GGUF</translation>
    </message>
    <message>
        <source>the kernel killed the service for lack of host memory: check RAM and swap, or lower --swap-space / CPU offload</source>
        <translation>内核因主机内存不足终止了服务：请检查内存和交换空间，或降低 --swap-space / CPU 卸载</translation>
    </message>
    <message>
        <source>the service exited ({1}, status {2}) without an exception in the journal: read the last lines before the exit</source>
        <translation>服务已退出（{1}，状态 {2}），journal 中没有异常：请阅读退出前的最后几行</translation>
    </message>
    <message>
        <source>the log shows only a wrapper (&quot;failed to start&quot;, &quot;see stack trace&quot;) or a traceback cut before its last line: the cause is in another process&apos;s output; look for the first ERROR or Traceback of the worker processes (journalctl -u UNIT -o cat | grep -n -m5 -E &apos;Error|Traceback&apos;)</source>
        <translation>日志中只有包装信息（“failed to start”、“see stack trace”）或在最后一行之前被截断的 traceback：原因在另一个进程的输出中；请查找 worker 进程的第一个 ERROR 或 Traceback（journalctl -u UNIT -o cat | grep -n -m5 -E &apos;Error|Traceback&apos;）</translation>
    </message>
    <message>
        <source>candidates, most common first: GPU out of memory, NCCL, CUDA driver or toolkit mismatch, model files</source>
        <translation>可能的原因，按常见程度排列：显存不足、NCCL、CUDA 驱动或工具包不匹配、模型文件</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>进程启动</translation>
    </message>
    <message>
        <source>Model load</source>
        <translation>加载模型</translation>
    </message>
    <message>
        <source>Context and KV cache</source>
        <translation>上下文与 KV 缓存</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>A deprecation notice from a Python package; it does not affect serving.</source>
        <translation>来自某个 Python 包的弃用提示；不影响服务。</translation>
    </message>
    <message>
        <source>A library warning printed during import or tracing; it does not stop the start-up.</source>
        <translation>导入或追踪期间打印的库警告；不会中止启动。</translation>
    </message>
    <message>
        <source>Gloo reports its CPU process group; every rank prints it.</source>
        <translation>Gloo 报告其 CPU 进程组；每个 rank 都会打印。</translation>
    </message>
    <message>
        <source>A tuned MoE config is missing; slower, not broken.</source>
        <translation>缺少调优过的 MoE 配置；会变慢，但不是故障。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s shutdown notice; it follows the real error, it is never the cause.</source>
        <translation>PyTorch 的关闭提示；它出现在真正的错误之后，从来不是原因。</translation>
    </message>
    <message>
        <source>Distributed init</source>
        <translation>分布式初始化</translation>
    </message>
    <message>
        <source>shard {n}/{tot}</source>
        <translation>分片 {n}/{tot}</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>batch {n}/{tot}</source>
        <translation>批次 {n}/{tot}</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>API server</source>
        <translation>API 服务器</translation>
    </message>
    <message>
        <source>trtllm-serve fills an unset engine option with its default; informational.</source>
        <translation>trtllm-serve 用默认值填充未设置的引擎选项；仅供参考。</translation>
    </message>
    <message>
        <source>An optional engine parameter is absent; the default applies.</source>
        <translation>缺少某个可选引擎参数；使用默认值。</translation>
    </message>
    <message>
        <source>Weights / engine</source>
        <translation>权重 / 引擎</translation>
    </message>
    <message>
        <source>The engine core repeats this every 60 s while a worker compiles, autotunes, captures graphs or quantises; it is not progress, and it only means trouble when nothing else moves.</source>
        <translation>当 worker 在编译、自动调优、捕获图或量化时，引擎核心每 60 秒重复打印此消息；这不代表进展，只有在其他一切都不动时才说明有问题。</translation>
    </message>
    <message>
        <source>Transformers renamed an argument; harmless.</source>
        <translation>Transformers 重命名了某个参数；无害。</translation>
    </message>
    <message>
        <source>Only a rate-limit notice from the Hugging Face Hub client.</source>
        <translation>只是 Hugging Face Hub 客户端的限流提示。</translation>
    </message>
    <message>
        <source>vLLM falls back to a native kernel for one op; expected on some builds.</source>
        <translation>vLLM 对某个算子回退到原生内核；在某些构建中属正常现象。</translation>
    </message>
    <message>
        <source>Inductor skips one autotuning mode on smaller GPUs.</source>
        <translation>Inductor 在较小的 GPU 上跳过一种自动调优模式。</translation>
    </message>
    <message>
        <source>The model ships its own generation defaults; informational.</source>
        <translation>模型自带生成默认参数；仅供参考。</translation>
    </message>
    <message>
        <source>Engine init</source>
        <translation>引擎初始化</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Profiling and KV cache</source>
        <translation>性能分析与 KV 缓存</translation>
    </message>
    <message>
        <source>{kind} {n}/{tot}</source>
        <translation>{kind} {n}/{tot}</translation>
    </message>
    <message>
        <source>/health answers 200</source>
        <translation>/health 返回 200</translation>
    </message>
    <message>
        <source>The engine names its version and model</source>
        <translation>引擎报告其版本和模型</translation>
    </message>
    <message>
        <source>/v1/models lists the expected model</source>
        <translation>/v1/models 列出预期的模型</translation>
    </message>
    <message>
        <source>The France prompt answers Paris</source>
        <translation>法国问题的回答是巴黎</translation>
    </message>
    <message>
        <source>The prime prompt reasons and writes a function</source>
        <translation>质数问题先推理再写出函数</translation>
    </message>
    <message>
        <source>Temperature 0 gives the same text twice</source>
        <translation>温度 0 两次给出相同文本</translation>
    </message>
    <message>
        <source>Repeats at temperature 0.6 all pass</source>
        <translation>温度 0.6 下的重复运行全部通过</translation>
    </message>
    <message>
        <source>A long answer without degenerate repetition</source>
        <translation>长回答中没有退化性重复</translation>
    </message>
    <message>
        <source>Reasoning parser: no &lt;think&gt; in content, an answer after reasoning</source>
        <translation>推理解析器：内容中没有 &lt;think&gt;，推理之后有回答</translation>
    </message>
    <message>
        <source>GPU memory back to its pre-ladder baseline</source>
        <translation>显存回到验证阶梯开始前的基线</translation>
    </message>
    <message>
        <source>Decode tok/s within tolerance of the saved baseline</source>
        <translation>解码 tok/s 在已保存基线的容差范围内</translation>
    </message>
    <message>
        <source>Output tok/s under load within tolerance of the last known good</source>
        <translation>负载下输出 tok/s 在上次已知正常值的容差范围内</translation>
    </message>
    <message>
        <source>torch.compile cache</source>
        <translation>torch.compile 缓存</translation>
    </message>
    <message>
        <source>model cache</source>
        <translation>模型缓存</translation>
    </message>
    <message>
        <source>tensor {n}/{tot}</source>
        <translation>张量 {n}/{tot}</translation>
    </message>
    <message>
        <source>the engine reported a failed kernel compile at start-up (the nvcc command above is the one that failed): read the compiler&apos;s first error in the full log; check that nvcc matches the CUDA of torch (`nvcc --version`) and supports this GPU</source>
        <translation>引擎报告启动时内核编译失败（上面的 nvcc 命令即失败的命令）：请在完整日志中查看编译器的第一个错误；检查 nvcc 是否与 torch 的 CUDA 版本一致（`nvcc --version`）并支持此 GPU</translation>
    </message>
    <message>
        <source>installing the prebuilt flashinfer-jit-cache for your CUDA, or another --attention-backend, avoids compiling at start-up</source>
        <translation>为你的 CUDA 安装预构建的 flashinfer-jit-cache，或改用其他 --attention-backend，可避免启动时编译</translation>
    </message>
    <message>
        <source>a first compile can take many minutes; compare with the last start-up&apos;s compile time</source>
        <translation>首次编译可能需要很多分钟；请与上次启动的编译时间比较</translation>
    </message>
    <message>
        <source>restart with --enforce-eager (vLLM) or -O0 to confirm torch.compile is the cause</source>
        <translation>使用 --enforce-eager（vLLM）或 -O0 重启，以确认原因是 torch.compile</translation>
    </message>
    <message>
        <source>clear the torch.compile cache (~/.cache/vllm/torch_compile_cache) if it was written by another version</source>
        <translation>如果 torch.compile 缓存（~/.cache/vllm/torch_compile_cache）是由其他版本写入的，请清除它</translation>
    </message>
    <message>
        <source>restart with --enforce-eager (vLLM) or --disable-cuda-graph (SGLang) to confirm CUDA graph capture is the cause</source>
        <translation>使用 --enforce-eager（vLLM）或 --disable-cuda-graph（SGLang）重启，以确认原因是 CUDA 图捕获</translation>
    </message>
    <message>
        <source>lower the capture sizes (--max-num-seqs, --cuda-graph-max-bs) or try --compilation-config &apos;{&quot;cudagraph_mode&quot;: &quot;PIECEWISE&quot;}&apos;</source>
        <translation>减小捕获尺寸（--max-num-seqs、--cuda-graph-max-bs），或尝试 --compilation-config &apos;{&quot;cudagraph_mode&quot;: &quot;PIECEWISE&quot;}&apos;</translation>
    </message>
    <message>
        <source>a capture that waits in a collective is an NCCL problem: see whether every rank is capturing</source>
        <translation>在集合操作中等待的捕获是 NCCL 问题：检查是否每个 rank 都在捕获</translation>
    </message>
    <message>
        <source>every rank must reach the same collective: dump all of them (py-spy) and look for the one that is elsewhere</source>
        <translation>每个 rank 都必须到达同一个集合操作：转储所有 rank（py-spy），找出停在别处的那一个</translation>
    </message>
    <message>
        <source>restart with NCCL_DEBUG=INFO (and NCCL_DEBUG_SUBSYS=INIT,NET) to see where NCCL waits</source>
        <translation>使用 NCCL_DEBUG=INFO（以及 NCCL_DEBUG_SUBSYS=INIT,NET）重启，查看 NCCL 在哪里等待</translation>
    </message>
    <message>
        <source>check /dev/shm size and that NCCL_P2P_DISABLE / NCCL_IB_DISABLE match the hardware</source>
        <translation>检查 /dev/shm 的大小，以及 NCCL_P2P_DISABLE / NCCL_IB_DISABLE 是否与硬件相符</translation>
    </message>
    <message>
        <source>multi-node: the hosts must reach each other on the NCCL_SOCKET_IFNAME interface</source>
        <translation>多节点：各主机必须能通过 NCCL_SOCKET_IFNAME 接口互相访问</translation>
    </message>
    <message>
        <source>run `ray status` and `ray list nodes`: the placement group needs GPUs Ray does not see</source>
        <translation>运行 `ray status` 和 `ray list nodes`：放置组需要 Ray 看不到的 GPU</translation>
    </message>
    <message>
        <source>the IP addresses Ray registered must match VLLM_HOST_IP on every node</source>
        <translation>Ray 注册的 IP 地址必须与每个节点上的 VLLM_HOST_IP 一致</translation>
    </message>
    <message>
        <source>install py-spy on the host (pip install py-spy) so the next autopsy can read the engine&apos;s stacks</source>
        <translation>在主机上安装 py-spy（pip install py-spy），以便下次剖析能读取引擎的调用栈</translation>
    </message>
    <message>
        <source>compare with the last start-up&apos;s phase durations (history) before calling it a stall</source>
        <translation>在认定为卡住之前，请与上次启动各阶段的耗时（历史记录）比较</translation>
    </message>
    <message>
        <source>check the disk and network the weights come from (iostat, the model cache&apos;s file system)</source>
        <translation>检查权重来源的磁盘和网络（iostat、模型缓存所在的文件系统）</translation>
    </message>
    <message>
        <source>a cold Hugging Face cache downloads silently: look at the cache directory growing</source>
        <translation>冷的 Hugging Face 缓存会静默下载：观察缓存目录是否在增长</translation>
    </message>
    <message>
        <source>set HF_HUB_OFFLINE=1 once the weights are local, so no download is attempted</source>
        <translation>权重到本地后设置 HF_HUB_OFFLINE=1，这样就不会尝试下载</translation>
    </message>
    <message>
        <source>NCCL_P2P_DISABLE is set: NCCL routes through host memory instead of NVLink or PCIe peer-to-peer</source>
        <translation>设置了 NCCL_P2P_DISABLE：NCCL 经由主机内存而不是 NVLink 或 PCIe 点对点传输</translation>
    </message>
    <message>
        <source>NCCL_IB_DISABLE is set: no InfiniBand between hosts</source>
        <translation>设置了 NCCL_IB_DISABLE：主机之间不使用 InfiniBand</translation>
    </message>
    <message>
        <source>CUDA_LAUNCH_BLOCKING=1 makes every kernel launch synchronous: everything is much slower</source>
        <translation>CUDA_LAUNCH_BLOCKING=1 会使每次内核启动都同步：一切都会慢很多</translation>
    </message>
    <message>
        <source>NCCL_DEBUG={value}: NCCL&apos;s own lines are in the journal</source>
        <translation>NCCL_DEBUG={value}：NCCL 自己的日志行在日志中</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME={value}</source>
        <translation>NCCL_SOCKET_IFNAME={value}</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES={value}</source>
        <translation>CUDA_VISIBLE_DEVICES={value}</translation>
    </message>
    <message>
        <source>the engine keeps saying a worker does not answer (shared-memory broadcast): a rank is hanging or busy</source>
        <translation>引擎不断报告有 worker 未应答（共享内存广播）：某个 rank 卡住了或很忙</translation>
    </message>
    <message>
        <source>NVLink error on the GPU at {pci}: collectives over NVLink can hang</source>
        <translation>位于 {pci} 的 GPU 出现 NVLink 错误：经由 NVLink 的集合通信可能卡住</translation>
    </message>
    <message>
        <source>the GPU at {pci} fell off the bus: it needs a reset or a reboot</source>
        <translation>位于 {pci} 的 GPU 已从总线上掉线：需要重置或重启</translation>
    </message>
    <message>
        <source>GPU memory error on {pci}</source>
        <translation>{pci} 上的 GPU 显存错误</translation>
    </message>
    <message>
        <source>the GPU System Processor at {pci} stopped answering</source>
        <translation>位于 {pci} 的 GPU 系统处理器（GSP）已停止应答</translation>
    </message>
    <message>
        <source>GPU error Xid {xid} on {pci}</source>
        <translation>{pci} 上的 GPU 错误 Xid {xid}</translation>
    </message>
    <message>
        <source>The engine makes progress (not stuck behind a healthy /health)</source>
        <translation>引擎有进展（没有在健康的 /health 背后卡住）</translation>
    </message>
    <message>
        <source>llama-server could not open the model file {1} ({2}): check that the path after -m in the unit&apos;s ExecStart is right, that the file is on the host (ls -l {1}) and that the service&apos;s user can read it</source>
        <translation>llama-server 无法打开模型文件 {1}（{2}）：请检查单元 ExecStart 中 -m 后面的路径是否正确、文件是否在主机上（ls -l {1}），以及服务的用户能否读取它</translation>
    </message>
    <message>
        <source>if the file was moved or deleted, put it back or point -m at where it is now, then restart the service</source>
        <translation>如果文件被移动或删除，请将其放回原处，或让 -m 指向其当前位置，然后重启服务</translation>
    </message>
    <message>
        <source>the model file {2} is truncated or damaged: the data of tensor {1} lies beyond its end; copy or download the file again</source>
        <translation>模型文件 {2} 被截断或已损坏：张量 {1} 的数据超出了文件末尾；请重新复制或下载该文件</translation>
    </message>
    <message>
        <source>the data of tensor {1} lies beyond the end of the GGUF file: compare the file&apos;s size and checksum (sha256sum) with the source&apos;s; an interrupted copy or download leaves such a file</source>
        <translation>张量 {1} 的数据超出了 GGUF 文件末尾：请将文件的大小和校验和（sha256sum）与来源的进行比较；中断的复制或下载会留下这样的文件</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Print the report as JSON.</source>
        <translation>以 JSON 格式输出报告。</translation>
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
        <source>factor</source>
        <translation>factor</translation>
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
        <source>Hosts file</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
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
        <translation>负载</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine output; a file, a FIFO or - for standard input, read as a stream): engine, phases, outcome, root cause</source>
        <translation>对已保存的启动日志做事后分析（journalctl 的 short 或 JSON 输出，或引擎的原始输出；文件、FIFO 或 - 表示标准输入，以流方式读取）：引擎、阶段、结果、根本原因</translation>
    </message>
    <message>
        <source>--timeout takes a whole number of seconds above 0, not “%1”.</source>
        <translation>--timeout 需要大于 0 的整数秒数，而不是“%1”。</translation>
    </message>
    <message>
        <source>--load takes a number of concurrent streams from 1 to 1024, not “%1”.</source>
        <translation>--load 需要 1 到 1024 之间的并发流数量，而不是“%1”。</translation>
    </message>
    <message>
        <source>%1 while %2</source>
        <translation>%2时%1</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed while %2</source>
        <translation>%2时 %1 秒的 --timeout 已到</translation>
    </message>
    <message>
        <source>opening the tunnel</source>
        <translation>打开隧道</translation>
    </message>
    <message>
        <source>waiting for the host</source>
        <translation>等待主机</translation>
    </message>
    <message>
        <source>run the validation ladder without a display and print the report</source>
        <translation>在无显示器的情况下运行验证阶梯并打印报告</translation>
    </message>
    <message>
        <source>Stop after this many seconds (default 900), print the partial report with the interrupted step marked, and exit with 2.</source>
        <translation>在这么多秒后停止（默认 900），打印标出被中断步骤的部分报告，并以 2 退出。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>Also run the load step: N concurrent streams, TTFT/TPOT/ITL/E2EL percentiles and goodput, output tok/s against the last known good.</source>
        <translation>同时运行负载步骤：N 个并发流，TTFT/TPOT/ITL/E2EL 百分位数和 goodput，以及与上次已知正常相比的输出 tok/s。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Also write the report to this file: Markdown for *.md, JSON otherwise.</source>
        <translation>同时将报告写入此文件：*.md 为 Markdown，其余为 JSON。</translation>
    </message>
    <message>
        <source>inference-console: --time-scale must be a number between 0 and 100000, not “%1”.</source>
        <translation>inference-console：--time-scale 必须是 0 到 100000 之间的数字，而不是“%1”。</translation>
    </message>
    <message>
        <source>inference-console: --gpus must be a whole number from 1 to 64, not “%1”.</source>
        <translation>inference-console：--gpus 必须是 1 到 64 之间的整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>Your file has not been changed.</source>
        <translation>您的文件未被修改。</translation>
    </message>
    <message>
        <source>inference-console: --quit-after must be a number of seconds, not “%1”.</source>
        <translation>inference-console：--quit-after 必须是秒数，而不是“%1”。</translation>
    </message>
    <message>
        <source>inference-console: cannot write the screenshot %1</source>
        <translation>inference-console：无法写入截图 %1</translation>
    </message>
    <message>
        <source>Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.</source>
        <translation>监视和控制 GPU 主机上的 LLM 推理服务（vLLM、SGLang、llama-server）。</translation>
    </message>
    <message>
        <source>Demo speed in simulated seconds per real second.</source>
        <translation>演示速度，以每真实秒对应的模拟秒数计。</translation>
    </message>
    <message>
        <source>GPUs of the demo host.</source>
        <translation>演示主机的 GPU 数量。</translation>
    </message>
    <message>
        <source>Quit after this many seconds (for screenshots and tests).</source>
        <translation>在这么多秒后退出（用于截图和测试）。</translation>
    </message>
    <message>
        <source>With --quit-after: save a picture of the window first.</source>
        <translation>与 --quit-after 一起使用：先保存窗口截图。</translation>
    </message>
    <message>
        <source>median of the last ten start-ups: %1</source>
        <translation>最近十次启动的中位数：%1</translation>
    </message>
    <message>
        <source>restarts (%1, newest first):</source>
        <translation>重启（%1，最新的在前）：</translation>
    </message>
    <message>
        <source>(imported; the old file kept no times)</source>
        <translation>（已导入；旧文件没有记录时间）</translation>
    </message>
    <message>
        <source>ladder runs (%1, newest first):</source>
        <translation>验证阶梯运行（%1，最新的在前）：</translation>
    </message>
    <message>
        <source>--since: %1 is not a date (use 2026-12-01 or 2026-12-01T14:05:00Z).</source>
        <translation>--since：%1 不是日期（请使用 2026-12-01 或 2026-12-01T14:05:00Z）。</translation>
    </message>
    <message>
        <source>%1: no such history database.</source>
        <translation>%1：没有这个历史数据库。</translation>
    </message>
    <message>
        <source>No history for the host %1 in %2.</source>
        <translation>%2 中没有主机 %1 的历史记录。</translation>
    </message>
    <message>
        <source>History database: %1</source>
        <translation>历史数据库：%1</translation>
    </message>
    <message>
        <source>No host has any history yet.</source>
        <translation>还没有任何主机有历史记录。</translation>
    </message>
    <message>
        <source>Only this host (repeat for more); default: every host.</source>
        <translation>仅此主机（可重复以指定多个）；默认：所有主机。</translation>
    </message>
    <message>
        <source>Only what started on or after DATE (2026-12-01 or 2026-12-01T14:05:00Z).</source>
        <translation>仅显示在该日期当天或之后开始的内容（2026-12-01 或 2026-12-01T14:05:00Z）。</translation>
    </message>
    <message>
        <source>Print each host&apos;s history as JSON (an export).</source>
        <translation>以 JSON 打印每个主机的历史记录（导出）。</translation>
    </message>
    <message>
        <source>Read this history database (e.g. a copy) instead of the console&apos;s.</source>
        <translation>读取此历史数据库（例如副本），而不是控制台自己的。</translation>
    </message>
    <message>
        <source>%1 is reached without ssh; there is no host key to trust.</source>
        <translation>%1 无需 ssh 即可访问；没有需要信任的主机密钥。</translation>
    </message>
    <message>
        <source>The host key of %1 is already trusted.</source>
        <translation>%1 的主机密钥已受信任。</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>Host:         %1</source>
        <translation>主机：      %1</translation>
    </message>
    <message>
        <source>Key type:     %1</source>
        <translation>密钥类型：  %1</translation>
    </message>
    <message>
        <source>Fingerprint:  %1</source>
        <translation>指纹：      %1</translation>
    </message>
    <message>
        <source>Recorded in:  %1</source>
        <translation>记录于：    %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Check it out of band (on a machine you trust, or the host&apos;s console):</source>
        <translation>请通过其他渠道核对（在您信任的机器上，或在主机的控制台上）：</translation>
    </message>
    <message>
        <source>Trust this key? Type yes to record it: </source>
        <translation>信任此密钥吗？输入 yes 以记录它： </translation>
    </message>
    <message>
        <source>Not trusted; nothing was written.</source>
        <translation>未信任；未写入任何内容。</translation>
    </message>
    <message>
        <source>Recorded the %1 key of %2 in %3.</source>
        <translation>已将 %2 的 %1 密钥记录到 %3。</translation>
    </message>
    <message>
        <source>show a host&apos;s SSH key fingerprint and record it in known_hosts after you type yes</source>
        <translation>显示主机的 SSH 密钥指纹，并在您输入 yes 后将其记录到 known_hosts</translation>
    </message>
    <message>
        <source>Instead of the ladder, run the checks before a restart on each --host (repeatable): package pairs, drift and driver against the last known good, leftover GPU processes, free disk, /dev/shm, the API port. Exit 0 nothing blocks, 1 a blocking finding, 2 could not run; --timeout defaults to 30 s.</source>
        <translation>不运行验证阶梯，而是在每个 --host（可重复）上运行重启前检查：包组合、相对上次已知正常状态的偏移与驱动、残留 GPU 进程、可用磁盘、/dev/shm、API 端口。退出码 0 表示没有阻止项，1 表示有阻止性发现，2 表示无法运行；--timeout 默认为 30 秒。</translation>
    </message>
    <message>
        <source>Usage: inference-console check --preflight (--host NAME [--host NAME]… | --demo) [--hosts FILE] [--timeout SECONDS] [--json]</source>
        <translation>用法：inference-console check --preflight (--host 名称 [--host 名称]… | --demo) [--hosts 文件] [--timeout 秒数] [--json]</translation>
    </message>
    <message>
        <source>A ladder file instead of the one chosen in the console (or the built-in ladder).</source>
        <translation>使用该阶梯文件，而非控制台中选择的文件（或内置阶梯）。</translation>
    </message>
    <message>
        <source>inference-console: --demo-fleet must be a whole number from 1 to 1024, not “%1”.</source>
        <translation>inference-console: --demo-fleet 必须是 1 到 1024 之间的整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>inference-console: --demo-prometheus needs --demo or --demo-fleet N.</source>
        <translation>inference-console: --demo-prometheus 需要配合 --demo 或 --demo-fleet N 使用。</translation>
    </message>
    <message>
        <source>The simulated host&apos;s state: %1 (restart it from a shell with inference-console-simhost --state %1 systemctl restart vllm.service)</source>
        <translation>模拟主机的状态：%1（可在 shell 中用 inference-console-simhost --state %1 systemctl restart vllm.service 重启它）</translation>
    </message>
    <message>
        <source>Simulated DCGM exporters (label Hostname = host name): %1</source>
        <translation>模拟的 DCGM exporter（标签 Hostname = 主机名）：%1</translation>
    </message>
    <message>
        <source>A Prometheus configuration that scrapes them: %1</source>
        <translation>用于抓取它们的 Prometheus 配置：%1</translation>
    </message>
    <message>
        <source>inference-console: --demo-prometheus: %1</source>
        <translation>inference-console: --demo-prometheus: %1</translation>
    </message>
    <message>
        <source>Prometheus for the demo: %1</source>
        <translation>演示用 Prometheus：%1</translation>
    </message>
    <message>
        <source>Start N simulated hosts (a mix of GPU counts and start-up scenarios) and watch them.</source>
        <translation>启动 N 台模拟主机（混合不同 GPU 数量和启动场景）并进行监视。</translation>
    </message>
    <message>
        <source>With --demo or --demo-fleet: start a local prometheus scraping the simulated DCGM exporters and read the GPUs from it.</source>
        <translation>与 --demo 或 --demo-fleet 一起使用：启动本地 prometheus 抓取模拟的 DCGM exporter，并从中读取 GPU 数据。</translation>
    </message>
    <message>
        <source>--restarts: the format is csv, json or markdown, not %1.</source>
        <translation>--restarts: 格式应为 csv、json 或 markdown，而不是 %1。</translation>
    </message>
    <message>
        <source>Print each host&apos;s restarts (phases, peak and settled GPU memory, verdict, versions) against the median of the ten before, as csv, json or markdown.</source>
        <translation>以 csv、json 或 markdown 格式输出每台主机的重启记录（阶段、峰值和稳定后 GPU 显存、结论、版本），并与之前十次的中位数对比。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number above 0, not “%2”.</source>
        <translation>--%1 需要大于 0 的整数，而不是“%2”。</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
    <message>
        <source>--override-preflight takes HOST:CONFIRM (the host&apos;s name typed again), not “%1”.</source>
        <translation>--override-preflight 的参数应为 HOST:CONFIRM（再次输入的主机名），而不是“%1”。</translation>
    </message>
    <message>
        <source>(hosts file: %1)</source>
        <translation>（主机文件：%1）</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>分组 %1</translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>--override-preflight names %1, which is not in this rollout.</source>
        <translation>--override-preflight 指定了 %1，但该主机不在此次滚动重启中。</translation>
    </message>
    <message>
        <source>Note: the rollout %1 did not finish (%2); resume it with --resume %1.</source>
        <translation>注意：滚动重启 %1 未完成（%2）；可使用 --resume %1 继续执行。</translation>
    </message>
    <message>
        <source>There is no rollout “%1” in the history.</source>
        <translation>历史中没有滚动重启“%1”。</translation>
    </message>
    <message>
        <source>The rollout stopped on a host; a headless resume ends it as failed. Skip or roll back in the console.</source>
        <translation>滚动重启在某台主机上停止；无界面模式下继续执行会将其以失败结束。请在控制台中跳过或回滚。</translation>
    </message>
    <message>
        <source>%1: the rollout was interrupted.</source>
        <translation>%1：滚动重启被中断。</translation>
    </message>
    <message>
        <source>Stopped on a host; nobody can decide headless.</source>
        <translation>在某台主机上停止；无界面模式下无人可以决定。</translation>
    </message>
    <message>
        <source>The --timeout of %1 s passed.</source>
        <translation>已超过 --timeout 设定的 %1 s。</translation>
    </message>
    <message>
        <source>restart hosts in batches, each gated on preflight, start-up and the ladder</source>
        <translation>分批重启主机，每批均需通过预检、启动和验证阶梯</translation>
    </message>
    <message>
        <source>Restart the hosts of this group, in the hosts file&apos;s order.</source>
        <translation>按主机文件中的顺序重启该分组的主机。</translation>
    </message>
    <message>
        <source>Restart the hosts with this tag (repeatable).</source>
        <translation>重启带有此标签的主机（可重复）。</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>tag</translation>
    </message>
    <message>
        <source>Restart this host (repeatable; in the order given).</source>
        <translation>重启此主机（可重复；按给出的顺序）。</translation>
    </message>
    <message>
        <source>Hosts restarted together (default 1).</source>
        <translation>同时重启的主机数（默认 1）。</translation>
    </message>
    <message>
        <source>Never more than N hosts down at once (default: the batch size); a batch is cut to it.</source>
        <translation>同时停机的主机绝不超过 N 台（默认：批次大小）；批次会被削减至该值。</translation>
    </message>
    <message>
        <source>Print the plan with every exact command and exit; nothing is connected to or changed.</source>
        <translation>输出包含每条确切命令的计划后退出；不连接也不更改任何内容。</translation>
    </message>
    <message>
        <source>Print the plan or the report as JSON.</source>
        <translation>以 JSON 格式输出计划或报告。</translation>
    </message>
    <message>
        <source>Override the blocking preflight findings of HOST; CONFIRM is the host&apos;s name typed again. Kept in the history (repeatable).</source>
        <translation>强制放行 HOST 的阻断性预检发现；CONFIRM 为再次输入的主机名。会记入历史（可重复）。</translation>
    </message>
    <message>
        <source>host:confirm</source>
        <translation>host:confirm</translation>
    </message>
    <message>
        <source>Abort after this many seconds (default: the sum of every step&apos;s own deadline).</source>
        <translation>超过此秒数后中止（默认：各步骤自身时限之和）。</translation>
    </message>
    <message>
        <source>Carry on with a rollout the history kept (or report it when it has ended).</source>
        <translation>继续执行历史中保存的滚动重启（若已结束则输出其报告）。</translation>
    </message>
    <message>
        <source>uid</source>
        <translation>uid</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启记录</translation>
    </message>
    <message>
        <source>--on-failure takes stop or rollback, not “%1”.</source>
        <translation>--on-failure 只接受 stop 或 rollback，而非“%1”。</translation>
    </message>
    <message>
        <source>On a failed host: roll it back to its last known-good unit state (when its profile says how and one was recorded), each command printed before it runs; otherwise stop.</source>
        <translation>主机失败时：将其回滚到上次已知良好的单元状态（当其配置说明了方法且已有记录时），每条命令运行前先打印；否则停止。</translation>
    </message>
    <message>
        <source>On a failed host: stop (exit 1); the hosts after it are not restarted.</source>
        <translation>主机失败时：停止（退出码 1）；其后的主机不会重启。</translation>
    </message>
    <message>
        <source>What a failed host does: stop (the default; exit 1, the hosts after it untouched) or rollback (write its last known-good ExecStart and Environment back as a drop-in, daemon-reload, restart, watch and validate it again, then carry on; exit 1 all the same, since that host did not take the change). Without a recorded known-good unit state or a profile that says how, it stops.</source>
        <translation>主机失败时的处理：stop（默认；退出码 1，其后的主机不受影响）或 rollback（将其上次已知良好的 ExecStart 和 Environment 写回为 drop-in，daemon-reload，重启，观察并再次验证，然后继续；退出码仍为 1，因为该主机未接受此变更）。若没有记录的已知良好单元状态或配置未说明方法，则停止。</translation>
    </message>
    <message>
        <source>action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--timeout SECONDS] [--load N] [--report FILE] [--json] [--no-record]</source>
        <translation>用法：inference-console check (--host 名称 | --demo) [--ladder 文件] [--timeout 秒数] [--load N] [--report 文件] [--json] [--no-record]</translation>
    </message>
    <message>
        <source>Do not record a passing run as the host&apos;s last known good (its package, driver and CUDA versions and the unit&apos;s definition, as the console records after a passing ladder).</source>
        <translation>不将通过的运行记录为主机的最近已知良好状态（即控制台在阶梯通过后记录的包、驱动和 CUDA 版本以及单元定义）。</translation>
    </message>
    <message>
        <source>inference-console: --tab: no tab “%1”; the tabs are %2.</source>
        <translation>inference-console：--tab：没有标签页“%1”；可用的标签页为 %2。</translation>
    </message>
    <message>
        <source>Show this tab of the window: fleet, gpu-readings, chat, validation or restarts.</source>
        <translation>显示窗口的此标签页：fleet、gpu-readings、chat、validation 或 restarts。</translation>
    </message>
    <message>
        <source>before the first phase</source>
        <translation>在第一个阶段之前</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>在 %1 期间</translation>
    </message>
    <message>
        <source>no log line for %1 %2, until the start-up ended (from %3)</source>
        <translation>%2 %1 没有日志行，直到启动结束（从 %3 起）</translation>
    </message>
    <message>
        <source>no log line for %1 %2 (from %3)</source>
        <translation>%2 %1 没有日志行（从 %3 起）</translation>
    </message>
    <message>
        <source>%1: start-up of %2, %3 after %4</source>
        <translation>%1：%2 的启动，%4 后%3</translation>
    </message>
    <message>
        <source>invocation %1</source>
        <translation>调用 %1</translation>
    </message>
    <message numerus="yes">
        <source>host median: %n earlier ready start-up(s) of this unit, model and arguments</source>
        <translation>
            <numerusform>主机中位数：该单元、模型和参数之前的 %n 次就绪启动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>group %1: the median of %n other host(s)&apos; medians</source>
        <translation>
            <numerusform>组 %1：%n 台其他主机中位数的中位数</numerusform>
        </translation>
    </message>
    <message>
        <source>a silence is more than %1 without any log line (the engine profile&apos;s usual silence)</source>
        <translation>静默指超过 %1 没有任何日志行（引擎配置文件的通常静默）</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>took</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>host median</source>
        <translation>主机中位数</translation>
    </message>
    <message>
        <source>vs host</source>
        <translation>对比主机</translation>
    </message>
    <message>
        <source>group median</source>
        <translation>组中位数</translation>
    </message>
    <message>
        <source>vs group</source>
        <translation>对比组</translation>
    </message>
    <message>
        <source>no phase was recorded for this start-up</source>
        <translation>此次启动没有记录任何阶段</translation>
    </message>
    <message>
        <source>Start offsets and silences were not recorded for this start-up: it was recorded by an older version of the console.</source>
        <translation>此次启动未记录各阶段的开始时刻和静默：它由旧版本的控制台记录。</translation>
    </message>
    <message>
        <source>No silence longer than %1.</source>
        <translation>没有超过 %1 的静默。</translation>
    </message>
    <message numerus="yes">
        <source>%n shorter silence(s) not kept.</source>
        <translation>
            <numerusform>未保留 %n 段较短的静默。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s clock went back %n time(s) during this start-up (at most %1): a silence is measured from the newest time before it.</source>
        <translation>
            <numerusform>此次启动期间主机时钟回退了 %n 次（最多 %1）：静默从此前最新的时间起算。</numerusform>
        </translation>
    </message>
    <message>
        <source>! the start-up failed in this phase</source>
        <translation>! 启动在此阶段失败</translation>
    </message>
    <message>
        <source>--phases shows one host&apos;s start-up: give one --host NAME.</source>
        <translation>--phases 显示一台主机的启动：请给出一个 --host NAME。</translation>
    </message>
    <message>
        <source>--phases does not go with --%1.</source>
        <translation>--phases 不能与 --%1 同用。</translation>
    </message>
    <message numerus="yes">
        <source>--invocation %1 names %n start-ups of %2: give more of the id.</source>
        <translation>
            <numerusform>--invocation %1 匹配 %2 的 %n 次启动：请给出更长的 ID。</numerusform>
        </translation>
    </message>
    <message>
        <source>No start-up of %1 with the invocation id %2 in %3.</source>
        <translation>%3 中没有 %1 调用 ID 为 %2 的启动。</translation>
    </message>
    <message>
        <source>No start-up of %1 has been recorded in %2.</source>
        <translation>%2 中没有记录 %1 的任何启动。</translation>
    </message>
    <message>
        <source>--invocation picks the start-up that --phases shows: add --phases.</source>
        <translation>--invocation 选择 --phases 显示的启动：请加上 --phases。</translation>
    </message>
    <message>
        <source>restarts and ladder runs from the history database; with --json, each host&apos;s whole history as JSON; with --phases, one start-up&apos;s phases and silences</source>
        <translation>历史数据库中的重启和验证阶梯运行；使用 --json 时，以 JSON 输出每个主机的完整历史；使用 --phases 时输出一次启动的各阶段和静默</translation>
    </message>
    <message>
        <source>Print the host&apos;s latest start-up phase by phase: start, duration, the host&apos;s median and its group&apos;s, and every silence longer than the engine&apos;s usual one.</source>
        <translation>逐阶段输出主机最近一次启动：开始时刻、耗时、主机及其组的中位数，以及每段超过引擎通常静默的静默。</translation>
    </message>
    <message>
        <source>With --phases: the start-up with this systemd invocation id (or the start of it) instead of the latest.</source>
        <translation>与 --phases 一起：显示具有此 systemd 调用 ID（或其开头）的启动，而不是最近一次。</translation>
    </message>
    <message>
        <source>Stall autopsy of %1 (%2): %3</source>
        <translation>%1（%2）的卡顿剖析：%3</translation>
    </message>
    <message>
        <source>(confidence %1)</source>
        <translation>（置信度 %1）</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>各部分：</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>下一步：</translation>
    </message>
    <message>
        <source>Took %1 s.</source>
        <translation>用时 %1 秒。</translation>
    </message>
    <message>
        <source>No transport reaches %1.</source>
        <translation>没有可到达 %1 的传输方式。</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed</source>
        <translation>--timeout 的 %1 秒已到</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>find out where a stalled start-up or a stuck server is waiting, and save the evidence</source>
        <translation>找出卡住的启动或卡死的服务器在等待什么，并保存证据</translation>
    </message>
    <message>
        <source>Write the bundle (autopsy-HOST-TIME.md and .json) into this folder (default: the current one).</source>
        <translation>将结果包（autopsy-HOST-TIME.md 和 .json）写入此文件夹（默认：当前文件夹）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Print the report as one JSON object instead of text.</source>
        <translation>以一个 JSON 对象而不是文本输出报告。</translation>
    </message>
    <message>
        <source>Give up after this many seconds, connecting included (default 60).</source>
        <translation>在这么多秒后放弃，包括建立连接的时间（默认 60）。</translation>
    </message>
    <message>
        <source>Stall &amp;autopsy…</source>
        <translation>停滞剖析(&amp;A)…</translation>
    </message>
    <message>
        <source>Gather the process tree, py-spy dumps, NCCL/CUDA environment, GPU topology and kernel Xid lines of the current host, and classify the stall</source>
        <translation>收集当前主机的进程树、py-spy 转储、NCCL/CUDA 环境、GPU 拓扑和内核 Xid 行，并对停滞进行分类</translation>
    </message>
    <message>
        <source>Usage: inference-console rollout (--group NAME | --tag TAG | --host NAME …) [--batch N] [--max-unavailable N] [--dry-run] [--json] [--report FILE] [--override-preflight HOST:CONFIRM …] [--on-failure stop|rollback] [--gate-drop PERCENT [--gate-concurrency N] [--gate-requests N]] | --resume UID</source>
        <translation>用法：inference-console rollout (--group 名称 | --tag 标签 | --host 名称 …) [--batch N] [--max-unavailable N] [--dry-run] [--json] [--report 文件] [--override-preflight 主机:确认 …] [--on-failure stop|rollback] [--gate-drop 百分比 [--gate-concurrency N] [--gate-requests N]] | --resume UID</translation>
    </message>
    <message>
        <source>--gate-drop takes a percentage from 0 to 100, not “%1”.</source>
        <translation>--gate-drop 需要 0 到 100 的百分比，而不是“%1”。</translation>
    </message>
    <message>
        <source>--gate-concurrency and --gate-requests shape the upgrade gate: give --gate-drop too.</source>
        <translation>--gate-concurrency 和 --gate-requests 用于设定升级关卡：请同时给出 --gate-drop。</translation>
    </message>
    <message>
        <source>Upgrade gate: run the same load probe before each restart and after the ladder passed; when the engine version changed and the output throughput fell by more than PERCENT, the host fails and the rollout stops. A gate that cannot compare (nothing measured, version unknown or unchanged) is skipped and the rollout carries on.</source>
        <translation>升级关卡：在每次重启前和验证阶梯通过后运行同一负载探测；当引擎版本改变且输出吞吐量下降超过百分比时，该主机失败，滚动重启停止。无法比较的关卡（未测得、版本未知或未变）将被跳过，滚动重启继续。</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>Streams at once in the upgrade gate&apos;s load probe (default 4).</source>
        <translation>升级关卡负载探测中同时进行的流数（默认 4）。</translation>
    </message>
    <message>
        <source>Requests in all in each run of the upgrade gate&apos;s load probe (default 16).</source>
        <translation>升级关卡负载探测每次运行的请求总数（默认 16）。</translation>
    </message>
</context>
</TS>
