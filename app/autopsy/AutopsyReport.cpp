// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The autopsy bundle: Markdown for a person, JSON for a tool, both from the same report.
#include "AutopsyReport.h"

#include "formats/TerminalText.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::AutopsyReport)
};

/// Host text in Markdown: control characters shown escaped, one line.
QString inlineText(const QString &text)
{
    QString t = printable(text, false);
    // Markdown would read `__exit__` as bold and `|` as a table cell.
    for (const char16_t c : { u'\\', u'|', u'_', u'*', u'[', u']', u'<', u'>' })
        t.replace(QChar(c), QString(u'\\' + QChar(c)));
    t.replace(u'`', u'\'');
    return t;
}

/// Host text as a fenced block whose fence no line of it can close.
QString fenced(const QString &text)
{
    static const QRegularExpression ticks(QStringLiteral("`{3,}"));
    qsizetype longest = 2;
    for (auto it = ticks.globalMatch(text); it.hasNext();)
        longest = std::max(longest, it.next().capturedLength());
    const QString fence(longest + 1, u'`');
    QString body = printable(text, true);
    if (!body.endsWith(u'\n'))
        body += u'\n';
    return fence + u'\n' + body + fence + u'\n';
}

QString secondsText(double s)
{
    return QString::number(s, 'f', s < 10 ? 2 : 1) + QStringLiteral(" s");
}

QJsonArray evidenceJson(const QList<StallEvidence> &list)
{
    QJsonArray a;
    for (const StallEvidence &e : list)
        a.append(QJsonObject { { QStringLiteral("source"), e.source },
                               { QStringLiteral("text"), e.text },
                               { QStringLiteral("category"), e.category },
                               { QStringLiteral("rule"), e.ruleId },
                               { QStringLiteral("weight"), e.weight } });
    return a;
}

QString elapsed(qint64 s)
{
    if (s < 0)
        return QStringLiteral("?");
    if (s >= 3600)
        return QStringLiteral("%1h%2m").arg(s / 3600).arg((s / 60) % 60, 2, 10, QLatin1Char('0'));
    if (s >= 60)
        return QStringLiteral("%1m%2s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1s").arg(s);
}

} // namespace

QString autopsyStatusId(AutopsyStatus status)
{
    switch (status) {
    case AutopsyStatus::Pending:
        return QStringLiteral("pending");
    case AutopsyStatus::Ok:
        return QStringLiteral("ok");
    case AutopsyStatus::Skip:
        return QStringLiteral("skip");
    case AutopsyStatus::Error:
        break;
    }
    return QStringLiteral("error");
}

bool AutopsyReport::gatheredAnything() const
{
    return std::any_of(pieces.cbegin(), pieces.cend(),
                       [](const AutopsyPiece &p) { return p.status == AutopsyStatus::Ok; });
}

AutopsyOutcome AutopsyReport::outcome() const
{
    if (!error.isEmpty() || !gatheredAnything())
        return AutopsyOutcome::NothingGathered;
    return verdict.category == StallCategory::Unknown ? AutopsyOutcome::Unknown : AutopsyOutcome::Classified;
}

const AutopsyPiece *AutopsyReport::piece(const QString &id) const
{
    for (const AutopsyPiece &p : pieces) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

QString AutopsyReport::baseName() const
{
    QString h = host;
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    h.replace(unsafe, QStringLiteral("_"));
    if (h.isEmpty() || h.startsWith(u'.'))
        h.prepend(u'h');
    return QStringLiteral("autopsy-%1-%2")
        .arg(h.left(64), started.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")));
}

QString AutopsyReport::toMarkdown() const
{
    QString md;
    md += QStringLiteral("# %1\n\n")
              .arg(Tr::tr("Stall autopsy of %1 (%2)").arg(inlineText(host), inlineText(unit)));
    md += Tr::tr("Taken %1, in %2 (deadline %3 s).")
              .arg(started.toUTC().toString(Qt::ISODate), secondsText(this->seconds))
              .arg(timeoutSeconds);
    if (mainPid > 0)
        md += u' ' + Tr::tr("Main PID %1.").arg(mainPid);
    if (!activeState.isEmpty())
        md += u' ' + Tr::tr("Unit %1 (%2).").arg(inlineText(activeState), inlineText(subState));
    if (deadlinePassed)
        md += u' ' + Tr::tr("The deadline passed before every piece was gathered.");
    md += QStringLiteral("\n\n");
    if (!error.isEmpty())
        md += QStringLiteral("**%1** %2\n\n").arg(Tr::tr("Nothing gathered:"), inlineText(error));

    md += QStringLiteral("## %1\n\n").arg(Tr::tr("Verdict"));
    md += QStringLiteral("**%1** (%2)\n\n")
              .arg(stallCategoryTitle(verdict.category),
                   verdict.category == StallCategory::Unknown
                       ? Tr::tr("no evidence points anywhere")
                       : Tr::tr("confidence %1").arg(verdict.confidence));
    if (!verdict.evidence.isEmpty()) {
        md += Tr::tr("Evidence:") + QStringLiteral("\n\n");
        for (const StallEvidence &e : verdict.evidence)
            md += QStringLiteral("- %1 → %2: %3\n").arg(inlineText(e.source), e.category, inlineText(e.text));
        md += u'\n';
    }
    if (!verdict.context.isEmpty()) {
        md += Tr::tr("Context:") + QStringLiteral("\n\n");
        for (const StallEvidence &e : verdict.context)
            md += QStringLiteral("- %1: %2\n").arg(inlineText(e.source), inlineText(e.text));
        md += u'\n';
    }
    if (!verdict.nextSteps.isEmpty()) {
        md += Tr::tr("Next steps:") + QStringLiteral("\n\n");
        for (qsizetype i = 0; i < verdict.nextSteps.size(); ++i)
            md += QStringLiteral("%1. %2\n").arg(i + 1).arg(verdict.nextSteps[i]);
        md += u'\n';
    }
    if (!verdict.error.isEmpty())
        md += Tr::tr("The stall rules could not be read: %1").arg(verdict.error) + QStringLiteral("\n\n");

    md += QStringLiteral("## %1\n\n").arg(Tr::tr("What was gathered"));
    md += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---|---:|---|\n")
              .arg(Tr::tr("piece"), Tr::tr("status"), Tr::tr("time"), Tr::tr("result or reason"));
    for (const AutopsyPiece &p : pieces)
        md += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                  .arg(inlineText(p.title), autopsyStatusId(p.status), secondsText(p.seconds),
                       inlineText(p.reason));
    md += u'\n';
    bool anyCommand = false;
    for (const AutopsyPiece &p : pieces)
        anyCommand = anyCommand || !p.commands.isEmpty();
    if (anyCommand) {
        QString cmds;
        for (const AutopsyPiece &p : pieces)
            for (const QString &c : p.commands)
                cmds += c + u'\n';
        md += Tr::tr("Commands run on the host:") + QStringLiteral("\n\n") + fenced(cmds) + u'\n';
    }

    if (!processes.isEmpty()) {
        md += QStringLiteral("## %1\n\n").arg(Tr::tr("Process tree"));
        md += QStringLiteral("| PID | PPID | %1 | %2 | CPU % | RSS MiB | %3 | %4 "
                             "|\n|---:|---:|---|---:|---:|---:|---|---|\n")
                  .arg(Tr::tr("state"), Tr::tr("running for"), Tr::tr("waits in"), Tr::tr("command"));
        for (const ProcessStatus &p : processes)
            md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8%9 |\n")
                      .arg(p.pid)
                      .arg(p.ppid)
                      .arg(inlineText(p.stat), elapsed(p.elapsedSeconds),
                           QString::number(p.cpuPercent, 'f', 1), QString::number(p.rssKiB / 1024),
                           inlineText(p.wchan), QString(p.depth * 2, QChar(0x00a0)),
                           inlineText(p.args.left(160)));
        md += u'\n';
    }

    if (!threads.isEmpty()) {
        md += QStringLiteral("## %1\n\n")
                  .arg(Tr::tr("Threads of PID %1 (two readings %2 s apart)")
                           .arg(mainPid)
                           .arg(QString::number(threadSampleMs / 1000.0, 'f', 1)));
        md += QStringLiteral("| TID | %1 | %2 | %3 |\n|---:|---|---|---:|\n")
                  .arg(Tr::tr("name"), Tr::tr("state"), Tr::tr("CPU ticks between"));
        for (const ThreadActivity &t : threads)
            md += QStringLiteral("| %1%2 | %3 | %4 (%5) | %6 |\n")
                      .arg(t.now.tid)
                      .arg(t.isMain ? Tr::tr(" (main)") : QString())
                      .arg(inlineText(t.now.name), threadStateWord(t.now.state),
                           QString(QLatin1Char(t.now.state)),
                           t.cpuTicksBetween < 0 ? Tr::tr("new") : QString::number(t.cpuTicksBetween));
        md += u'\n';
    }

    if (!stacks.isEmpty()) {
        md += QStringLiteral("## %1\n\n")
                  .arg(Tr::tr("Python stacks (py-spy %1)").arg(inlineText(pySpyVersion)));
        for (const PySpyProcess &proc : stacks) {
            md += QStringLiteral("### PID %1 %2\n\n").arg(proc.pid).arg(inlineText(proc.command.left(120)));
            QString text;
            for (const PySpyThread &t : proc.threads) {
                text += QStringLiteral("Thread %1 (%2): \"%3\"\n").arg(t.id, t.state, t.name);
                for (const PySpyFrame &f : t.frames)
                    text += QStringLiteral("    ") + f.text() + u'\n';
            }
            md += fenced(text) + u'\n';
        }
    }

    if (!environments.isEmpty()) {
        md += QStringLiteral("## %1\n\n").arg(Tr::tr("Environment (NCCL, CUDA, engine variables)"));
        for (auto it = environments.cbegin(); it != environments.cend(); ++it) {
            QString text;
            for (auto v = it.value().cbegin(); v != it.value().cend(); ++v)
                text += v.key() + u'=' + v.value() + u'\n';
            md += QStringLiteral("PID %1:\n\n").arg(it.key())
                + fenced(text.isEmpty() ? Tr::tr("(none of them set)") : text) + u'\n';
        }
        if (environmentWithheld > 0)
            md += Tr::tr("%n variable(s) with names of secrets (keys, tokens, passwords) were withheld.",
                         nullptr, environmentWithheld)
                + QStringLiteral("\n\n");
    }

    if (!topologyText.isEmpty()) {
        md += QStringLiteral("## %1\n\n").arg(Tr::tr("GPU topology (nvidia-smi topo -m)"));
        const QStringList weak = topology.gpuPairsWithoutNvLink();
        if (topology.error.isEmpty())
            md += (weak.isEmpty()
                       ? Tr::tr("%n GPU(s), every pair joined by NVLink.", nullptr, topology.gpuCount())
                       : Tr::tr("%n GPU(s); pairs without NVLink: %1.", nullptr, topology.gpuCount())
                             .arg(inlineText(weak.join(QStringLiteral(", ")))))
                + QStringLiteral("\n\n");
        md += fenced(topologyText) + u'\n';
    }

    if (piece(QStringLiteral("kernel-log"))) {
        md += QStringLiteral("## %1\n\n").arg(Tr::tr("Kernel GPU errors (Xid)"));
        if (!kernelSource.isEmpty())
            md += Tr::tr("From %1: %n line(s) read, %2 Xid line(s).", nullptr, kernel.lines)
                      .arg(kernelSource)
                      .arg(kernel.events.size())
                + QStringLiteral("\n\n");
        if (!kernel.events.isEmpty()) {
            QString text;
            for (const XidEvent &x : kernel.events)
                text += x.line + u'\n';
            md += fenced(text) + u'\n';
        }
    }

    if (!journal.isEmpty()) {
        md += QStringLiteral("## %1\n\n")
                  .arg(Tr::tr("Journal (the run's last %n line(s))", nullptr, int(journal.size())));
        if (!phaseId.isEmpty())
            md += Tr::tr("Start-up phase: %1 (%2).")
                      .arg(inlineText(phaseTitle.isEmpty() ? phaseId : phaseTitle),
                           phaseActive ? Tr::tr("not finished") : Tr::tr("finished"))
                + QStringLiteral("\n\n");
        QString text;
        for (const StallInput::LogLine &l : journal)
            text += (l.time.isEmpty() ? QString() : l.time + u' ') + l.text + u'\n';
        md += fenced(text) + u'\n';
    }
    return md;
}

QJsonObject AutopsyReport::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("kind")] = QStringLiteral("autopsy");
    o[QStringLiteral("host")] = host;
    o[QStringLiteral("unit")] = unit;
    o[QStringLiteral("engine")] = engine;
    o[QStringLiteral("main_pid")] = double(mainPid);
    o[QStringLiteral("active_state")] = activeState;
    o[QStringLiteral("sub_state")] = subState;
    o[QStringLiteral("invocation_id")] = invocationId;
    o[QStringLiteral("started")] = started.toUTC().toString(Qt::ISODateWithMs);
    o[QStringLiteral("seconds")] = seconds;
    o[QStringLiteral("timeout_seconds")] = timeoutSeconds;
    o[QStringLiteral("deadline_passed")] = deadlinePassed;
    o[QStringLiteral("error")] = error;

    QJsonObject v;
    v[QStringLiteral("category")] = stallCategoryId(verdict.category);
    v[QStringLiteral("title")] = stallCategoryTitle(verdict.category);
    v[QStringLiteral("confidence")] = verdict.confidence;
    QJsonObject scores;
    for (auto it = verdict.scores.cbegin(); it != verdict.scores.cend(); ++it)
        scores[it.key()] = it.value();
    v[QStringLiteral("scores")] = scores;
    v[QStringLiteral("evidence")] = evidenceJson(verdict.evidence);
    v[QStringLiteral("context")] = evidenceJson(verdict.context);
    v[QStringLiteral("next_steps")] = QJsonArray::fromStringList(verdict.nextSteps);
    if (!verdict.error.isEmpty())
        v[QStringLiteral("rules_error")] = verdict.error;
    o[QStringLiteral("verdict")] = v;

    QJsonArray ps;
    for (const AutopsyPiece &p : pieces)
        ps.append(QJsonObject { { QStringLiteral("id"), p.id },
                                { QStringLiteral("title"), p.title },
                                { QStringLiteral("status"), autopsyStatusId(p.status) },
                                { QStringLiteral("reason"), p.reason },
                                { QStringLiteral("commands"), QJsonArray::fromStringList(p.commands) },
                                { QStringLiteral("seconds"), p.seconds } });
    o[QStringLiteral("pieces")] = ps;

    QJsonArray procs;
    for (const ProcessStatus &p : processes)
        procs.append(QJsonObject { { QStringLiteral("pid"), double(p.pid) },
                                   { QStringLiteral("ppid"), double(p.ppid) },
                                   { QStringLiteral("depth"), p.depth },
                                   { QStringLiteral("stat"), p.stat },
                                   { QStringLiteral("elapsed_seconds"), double(p.elapsedSeconds) },
                                   { QStringLiteral("cpu_percent"), p.cpuPercent },
                                   { QStringLiteral("rss_kib"), double(p.rssKiB) },
                                   { QStringLiteral("wchan"), p.wchan },
                                   { QStringLiteral("args"), p.args } });
    o[QStringLiteral("processes")] = procs;

    if (!threads.isEmpty()) {
        QJsonArray ts;
        for (const ThreadActivity &t : threads)
            ts.append(QJsonObject { { QStringLiteral("tid"), double(t.now.tid) },
                                    { QStringLiteral("name"), t.now.name },
                                    { QStringLiteral("state"), QString(QLatin1Char(t.now.state)) },
                                    { QStringLiteral("main"), t.isMain },
                                    { QStringLiteral("cpu_ticks_between"), double(t.cpuTicksBetween) } });
        o[QStringLiteral("threads")] = ts;
        o[QStringLiteral("thread_sample_ms")] = double(threadSampleMs);
    }

    QJsonArray st;
    for (const PySpyProcess &p : stacks) {
        QJsonArray threads;
        for (const PySpyThread &t : p.threads) {
            QJsonArray frames;
            for (const PySpyFrame &f : t.frames)
                frames.append(f.text());
            threads.append(QJsonObject { { QStringLiteral("id"), t.id },
                                         { QStringLiteral("state"), t.state },
                                         { QStringLiteral("name"), t.name },
                                         { QStringLiteral("frames"), frames } });
        }
        st.append(QJsonObject { { QStringLiteral("pid"), double(p.pid) },
                                { QStringLiteral("command"), p.command },
                                { QStringLiteral("python"), p.python },
                                { QStringLiteral("threads"), threads } });
    }
    o[QStringLiteral("py_spy_version")] = pySpyVersion;
    o[QStringLiteral("stacks")] = st;

    QJsonObject envs;
    for (auto it = environments.cbegin(); it != environments.cend(); ++it) {
        QJsonObject e;
        for (auto v2 = it.value().cbegin(); v2 != it.value().cend(); ++v2)
            e[v2.key()] = v2.value();
        envs[QString::number(it.key())] = e;
    }
    o[QStringLiteral("environment")] = envs;
    o[QStringLiteral("environment_withheld")] = environmentWithheld;

    QJsonObject topo;
    topo[QStringLiteral("text")] = topologyText;
    topo[QStringLiteral("gpus")] = topology.gpuCount();
    topo[QStringLiteral("columns")] = QJsonArray::fromStringList(topology.columns);
    topo[QStringLiteral("gpu_pairs_without_nvlink")]
        = QJsonArray::fromStringList(topology.gpuPairsWithoutNvLink());
    if (!topology.error.isEmpty() && !topologyText.isEmpty())
        topo[QStringLiteral("error")] = topology.error;
    o[QStringLiteral("topology")] = topo;

    QJsonArray xids;
    for (const XidEvent &x : kernel.events)
        xids.append(QJsonObject { { QStringLiteral("time"), x.time },
                                  { QStringLiteral("pci"), x.pci },
                                  { QStringLiteral("xid"), x.xid },
                                  { QStringLiteral("pid"), x.pid },
                                  { QStringLiteral("process"), x.process },
                                  { QStringLiteral("message"), x.message },
                                  { QStringLiteral("inferred"), x.inferred },
                                  { QStringLiteral("line"), x.line } });
    o[QStringLiteral("kernel")] = QJsonObject { { QStringLiteral("source"), kernelSource },
                                                { QStringLiteral("lines"), kernel.lines },
                                                { QStringLiteral("xid"), xids } };

    QJsonArray j;
    for (const StallInput::LogLine &l : journal)
        j.append(QJsonObject { { QStringLiteral("time"), l.time }, { QStringLiteral("text"), l.text } });
    o[QStringLiteral("journal")] = j;
    o[QStringLiteral("phase")] = QJsonObject { { QStringLiteral("id"), phaseId },
                                               { QStringLiteral("title"), phaseTitle },
                                               { QStringLiteral("active"), phaseActive } };
    return o;
}

bool AutopsyReport::save(const QString &directory, QStringList *written, QString *error,
                         const QJsonObject &extra) const
{
    QJsonObject json = toJson();
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        json.insert(it.key(), it.value());
    if (!QDir().mkpath(directory)) {
        if (error)
            *error = Tr::tr("Could not make the folder %1.").arg(directory);
        return false;
    }
    const QString base = QDir(directory).filePath(baseName());
    const QList<QPair<QString, QByteArray>> files
        = { { base + QStringLiteral(".md"), toMarkdown().toUtf8() },
            { base + QStringLiteral(".json"), QJsonDocument(json).toJson(QJsonDocument::Indented) } };
    for (const auto &[path, bytes] : files) {
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()
            || !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) || !f.commit()) {
            if (error)
                *error = Tr::tr("Could not write %1: %2").arg(path, f.errorString());
            return false;
        }
        if (written)
            written->append(path);
    }
    return true;
}

} // namespace ic
