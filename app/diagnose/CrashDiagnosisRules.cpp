// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The crash rules: categories, the rules file compiled, next-step templates filled.
#include "CrashDiagnosisRules.h"

#include "formats/DataText.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::CrashDiagnosis)
};

} // namespace

namespace crashrules {

namespace {

std::optional<CrashCategory> categoryFromId(const QString &id)
{
    static const CrashCategory all[]
        = { CrashCategory::GpuOom,     CrashCategory::KvCache,      CrashCategory::Nccl,
            CrashCategory::Compile,    CrashCategory::Config,       CrashCategory::PackageMismatch,
            CrashCategory::WorkerDied, CrashCategory::KernelJit,    CrashCategory::CudaMismatch,
            CrashCategory::ModelFiles, CrashCategory::DownloadAuth, CrashCategory::PortInUse,
            CrashCategory::Timeout,    CrashCategory::Uncertain,    CrashCategory::Other };
    for (CrashCategory c : all) {
        if (crashCategoryId(c) == id)
            return c;
    }
    return std::nullopt;
}

QRegularExpression compile(const QString &pattern, QString *error, Compile mode)
{
    QRegularExpression re(pattern);
    // isValid() compiles the pattern; without it Qt compiles on the first match.
    if (mode == Compile::Checked && !re.isValid() && error && error->isEmpty())
        *error = QStringLiteral("invalid regex %1: %2").arg(pattern, re.errorString());
    return re;
}

Matcher matcherFrom(const QJsonObject &o, QString *error, Compile mode)
{
    Matcher m;
    m.contains = o.value(QLatin1String("contains")).toString();
    if (m.contains.isEmpty()) {
        m.re = compile(o.value(QLatin1String("regex")).toString(), error, mode);
        m.valid = !m.re.pattern().isEmpty() && (mode == Compile::Lazy || m.re.isValid());
        m.fast = CompiledRegex(m.re);
    } else {
        m.valid = true;
    }
    return m;
}

QList<Matcher> matchersFrom(const QJsonValue &v, QString *error, Compile mode)
{
    QList<Matcher> out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a) {
        Matcher m = matcherFrom(e.toObject(), error, mode);
        if (m.valid)
            out.append(std::move(m));
    }
    return out;
}

/// Gives `m` the next bit of `gate` (the last one is shared by any beyond it) and adds its
/// literals; the bit is or-ed into `bits`.
void addToGate(LiteralGate *gate, Matcher &m, int *nextBit, quint64 *bits)
{
    m.gateBit = quint64(1) << std::min(*nextBit, 63);
    ++*nextBit;
    *bits |= m.gateBit;
    if (!m.contains.isEmpty())
        gate->addSubstring(m.contains, m.gateBit);
    else
        gate->addPattern(m.re.pattern(), m.gateBit);
}

QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &e : a)
        out.append(e.toString());
    return out;
}

} // namespace

RuleSet parseRules(const QByteArray &json, Compile mode)
{
    RuleSet rs;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (!doc.isObject()) {
        rs.error = QStringLiteral("rules are not a JSON object: %1").arg(perr.errorString());
        return rs;
    }
    const QJsonObject root = doc.object();
    QString err;
    const QJsonArray strip = root.value(QLatin1String("strip")).toArray();
    for (const QJsonValue &s : strip) {
        QRegularExpression re = compile(s.toString(), &err, Compile::Checked); // every line meets them
        if (!re.isValid())
            continue;
        StripPrefix sp;
        sp.re = re;
        sp.fast = CompiledRegex(re);
        // Whether a match can start with c: a partial match at 0 of c alone says so.
        for (char16_t c = 0; c < 128; ++c) {
            const QRegularExpressionMatch m
                = re.match(QString(QChar(c)), 0, QRegularExpression::PartialPreferFirstMatch,
                           QRegularExpression::AnchorAtOffsetMatchOption);
            sp.first[c] = m.hasMatch() || m.hasPartialMatch();
        }
        rs.strip.append(sp);
    }
    rs.triggers = matchersFrom(root.value(QLatin1String("triggers")), &err, mode);
    rs.recovered = matchersFrom(root.value(QLatin1String("recovered")), &err, mode);
    rs.wrappers = matchersFrom(root.value(QLatin1String("wrappers")), &err, mode);
    rs.tracebackStart = root.value(QLatin1String("tracebackStart")).toString();
    if (rs.tracebackStart.isEmpty())
        rs.tracebackStart = QStringLiteral("Traceback (most recent call last):");
    rs.terminal = compile(root.value(QLatin1String("terminal")).toString(), &err, Compile::Checked);
    rs.terminalMatch = CompiledRegex(rs.terminal);
    rs.systemd = compile(root.value(QLatin1String("systemd")).toString(), &err, mode);
    const QJsonArray rules = root.value(QLatin1String("rules")).toArray();
    for (const QJsonValue &v : rules) {
        const QJsonObject o = v.toObject();
        Rule r;
        r.id = o.value(QLatin1String("id")).toString();
        const auto cat = categoryFromId(o.value(QLatin1String("category")).toString());
        if (!cat) {
            err = QStringLiteral("rule %1: unknown category").arg(r.id);
            continue;
        }
        r.category = *cat;
        const QString scope = o.value(QLatin1String("scope")).toString();
        r.scope = scope == QLatin1String("block")  ? Scope::Block
            : scope == QLatin1String("earlier")    ? Scope::Earlier
            : scope == QLatin1String("standalone") ? Scope::Standalone
                                                   : Scope::Line;
        r.matcher = matcherFrom(o, &err, mode);
        if (!r.matcher.valid)
            continue;
        const QString before = o.value(QLatin1String("unlessBefore")).toString();
        if (!before.isEmpty())
            r.unlessBefore = compile(before, &err, mode);
        const QString andLine = o.value(QLatin1String("andLine")).toString();
        if (!andLine.isEmpty())
            r.andLine = compile(andLine, &err, mode);
        r.errorLevel = o.value(QLatin1String("errorLevel")).toBool(false);
        const QString earlier = o.value(QLatin1String("earlierCapture")).toString();
        if (!earlier.isEmpty())
            r.earlierCapture = compile(earlier, &err, mode);
        r.next = stringsFrom(o.value(QLatin1String("next")));
        rs.rules.append(std::move(r));
    }
    const QJsonObject fb = root.value(QLatin1String("fallback")).toObject();
    rs.fallbackId = fb.value(QLatin1String("id")).toString();
    rs.fallbackNext = stringsFrom(fb.value(QLatin1String("next")));
    const QJsonObject un = root.value(QLatin1String("uncertain")).toObject();
    rs.uncertainId = un.value(QLatin1String("id")).toString(QStringLiteral("uncertain"));
    rs.uncertainNext = stringsFrom(un.value(QLatin1String("next")));
    if (!rs.terminal.isValid() || rs.terminal.pattern().isEmpty())
        err = QStringLiteral("rules have no valid terminal-line regex");
    int nextBit = 0;
    for (Matcher &m : rs.triggers)
        addToGate(&rs.gate, m, &nextBit, &rs.triggerBits);
    for (Matcher &m : rs.recovered)
        addToGate(&rs.gate, m, &nextBit, &rs.recoveredBits);
    for (Matcher &m : rs.wrappers)
        addToGate(&rs.gate, m, &nextBit, &rs.wrapperBits);
    for (Rule &r : rs.rules) {
        if (r.scope == Scope::Standalone)
            addToGate(&rs.gate, r.matcher, &nextBit, &rs.standaloneBits);
    }
    Matcher traceback; // a line without it cannot start a traceback
    traceback.contains = rs.tracebackStart;
    addToGate(&rs.gate, traceback, &nextBit, &rs.tracebackBit);
    rs.hasSystemd = !rs.systemd.pattern().isEmpty() && rs.systemd.isValid();
    if (rs.hasSystemd) {
        Matcher systemd; // systemd's verdict on the unit
        systemd.re = rs.systemd;
        addToGate(&rs.gate, systemd, &nextBit, &rs.systemdBit);
        rs.systemdMatch = CompiledRegex(rs.systemd);
    }
    rs.error = err;
    if (!err.isEmpty())
        qCWarning(lcDiagnose) << "crash rules:" << err;
    return rs;
}

const RuleSet &defaultRules()
{
    static const RuleSet rs = [] {
        QFile f(QStringLiteral(":/diagnose/rules.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            RuleSet empty;
            empty.error = QStringLiteral("cannot open :/diagnose/rules.json");
            qCWarning(lcDiagnose) << empty.error;
            return empty;
        }
        return parseRules(f.readAll(), Compile::Lazy);
    }();
    return rs;
}

bool anyMatches(const QList<Matcher> &ms, const QString &text)
{
    for (const Matcher &m : ms) {
        if (m.matches(text))
            return true;
    }
    return false;
}

bool anyMatches(const QList<Matcher> &ms, const QString &text, quint64 may)
{
    for (const Matcher &m : ms) {
        if ((m.gateBit == 0 || (may & m.gateBit)) && m.matches(text))
            return true;
    }
    return false;
}

namespace {

/// Fills `{1}`, `{2:n}` from the captures; empty string when a referenced capture is empty.
QString fillTemplate(const QString &tmpl, const QStringList &captures)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{(\\d)(:n)?\\}"));
    QString out;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(tmpl);
    while (it.hasNext()) {
        const QRegularExpressionMatch p = it.next();
        out += QStringView(tmpl).mid(last, p.capturedStart() - last);
        const int idx = p.capturedView(1).toInt();
        const QString value = captures.value(idx);
        if (value.isEmpty())
            return {};
        if (p.capturedLength(2) > 0) {
            bool ok = false;
            const qlonglong n = value.toLongLong(&ok);
            out += ok ? QLocale().toString(n) : value;
        } else {
            out += value;
        }
        last = p.capturedEnd();
    }
    out += QStringView(tmpl).mid(last);
    return out;
}

} // namespace

QStringList capturesOf(const QRegularExpressionMatch &m)
{
    return m.hasMatch() ? m.capturedTexts() : QStringList();
}

QStringList nextSteps(const QStringList &templates, const QRegularExpressionMatch &m)
{
    return nextSteps(templates, capturesOf(m));
}

QStringList nextSteps(const QStringList &templates, const QStringList &captures)
{
    QStringList out;
    for (const QString &t : templates) {
        const QString step = fillTemplate(dataText(t), captures);
        if (!step.isEmpty())
            out.append(step);
    }
    return out;
}

} // namespace crashrules

using namespace crashrules;

QString crashCategoryId(CrashCategory category)
{
    switch (category) {
    case CrashCategory::GpuOom:
        return QStringLiteral("gpu-oom");
    case CrashCategory::KvCache:
        return QStringLiteral("kv-cache");
    case CrashCategory::Nccl:
        return QStringLiteral("nccl");
    case CrashCategory::Compile:
        return QStringLiteral("compile");
    case CrashCategory::Config:
        return QStringLiteral("config");
    case CrashCategory::PackageMismatch:
        return QStringLiteral("package-mismatch");
    case CrashCategory::WorkerDied:
        return QStringLiteral("worker-died");
    case CrashCategory::KernelJit:
        return QStringLiteral("kernel-jit");
    case CrashCategory::CudaMismatch:
        return QStringLiteral("cuda-mismatch");
    case CrashCategory::ModelFiles:
        return QStringLiteral("model-files");
    case CrashCategory::DownloadAuth:
        return QStringLiteral("download-auth");
    case CrashCategory::PortInUse:
        return QStringLiteral("port-in-use");
    case CrashCategory::Timeout:
        return QStringLiteral("timeout");
    case CrashCategory::Uncertain:
        return QStringLiteral("uncertain");
    case CrashCategory::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

QString crashCategoryTitle(CrashCategory category)
{
    switch (category) {
    case CrashCategory::GpuOom:
        return Tr::tr("GPU out of memory");
    case CrashCategory::KvCache:
        return Tr::tr("KV cache too small for the maximum model length");
    case CrashCategory::Nccl:
        return Tr::tr("NCCL (multi-GPU communication)");
    case CrashCategory::Compile:
        return Tr::tr("Compilation (Inductor / Triton)");
    case CrashCategory::Config:
        return Tr::tr("Configuration / command line");
    case CrashCategory::PackageMismatch:
        return Tr::tr("Package version mismatch");
    case CrashCategory::WorkerDied:
        return Tr::tr("Worker process died");
    case CrashCategory::KernelJit:
        return Tr::tr("Kernel JIT compilation (FlashInfer, Triton, ninja, nvcc)");
    case CrashCategory::CudaMismatch:
        return Tr::tr("CUDA driver or toolkit mismatch");
    case CrashCategory::ModelFiles:
        return Tr::tr("Model files (shards, tokenizer, config)");
    case CrashCategory::DownloadAuth:
        return Tr::tr("Download or authentication");
    case CrashCategory::PortInUse:
        return Tr::tr("Port already in use");
    case CrashCategory::Timeout:
        return Tr::tr("Timeout");
    case CrashCategory::Uncertain:
        return Tr::tr("Uncertain: the log does not show the cause");
    case CrashCategory::Other:
        return Tr::tr("Other");
    }
    return Tr::tr("Other");
}

QStringList crashRulePatterns(const QByteArray &rulesJson)
{
    const RuleSet parsed = rulesJson.isEmpty() ? RuleSet() : parseRules(rulesJson);
    const RuleSet &rs = rulesJson.isEmpty() ? defaultRules() : parsed;
    QStringList out;
    auto add = [&out](const Matcher &m) {
        out.append(m.contains.isEmpty() ? m.re.pattern() : QRegularExpression::escape(m.contains));
    };
    for (const QList<Matcher> *list : { &rs.triggers, &rs.recovered, &rs.wrappers })
        for (const Matcher &m : *list)
            add(m);
    out.append(QRegularExpression::escape(rs.tracebackStart));
    out.append(rs.terminal.pattern());
    if (!rs.systemd.pattern().isEmpty())
        out.append(rs.systemd.pattern());
    for (const Rule &r : rs.rules) {
        add(r.matcher);
        if (!r.unlessBefore.pattern().isEmpty())
            out.append(r.unlessBefore.pattern());
        if (!r.andLine.pattern().isEmpty())
            out.append(r.andLine.pattern());
        if (!r.earlierCapture.pattern().isEmpty())
            out.append(r.earlierCapture.pattern()); // a line the rule reads back to
    }
    out.append(QStringLiteral("  File "));
    return out;
}

} // namespace ic
