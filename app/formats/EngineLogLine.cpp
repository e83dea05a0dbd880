// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EngineLogLine.h"

#include <QMutex>
#include <QRegularExpression>

#include <memory>

namespace ic {

namespace {

/// The prefixes engine profiles add (`"logPrefixes"`), installed by the profile list.
struct ExtraPrefix {
    QRegularExpression re;
    QChar first; ///< the character every match starts with, or null when it varies
};
QMutex g_extraMutex;
std::shared_ptr<const QList<ExtraPrefix>> g_extra;

std::shared_ptr<const QList<ExtraPrefix>> extraPrefixes()
{
    const QMutexLocker lock(&g_extraMutex);
    return g_extra;
}

bool isDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

LogLevel levelFromWord(QStringView w)
{
    if (w == u"INFO" || w == u"I")
        return LogLevel::Info;
    if (w == u"WARNING" || w == u"WARN" || w == u"W")
        return LogLevel::Warning;
    if (w == u"ERROR" || w == u"E")
        return LogLevel::Error;
    if (w == u"CRITICAL" || w == u"FATAL" || w == u"F")
        return LogLevel::Critical;
    if (w == u"DEBUG" || w == u"D" || w == u"VERBOSE" || w == u"V")
        return LogLevel::Debug;
    return LogLevel::Unknown;
}

/// `(Name[ rank=N] pid=N) ` at `s`; returns the length consumed or 0.
qsizetype matchProcessPrefix(QStringView s, QString *name, qint64 *pid)
{
    if (s.size() < 8 || s[0] != u'(')
        return 0;
    const qsizetype close = s.indexOf(u')');
    if (close < 0 || close > 80)
        return 0;
    const QStringView inside = s.mid(1, close - 1);
    const qsizetype pidAt = inside.lastIndexOf(u" pid=");
    if (pidAt <= 0 || !inside[0].isLetter())
        return 0;
    bool ok = false;
    const qint64 p = inside.mid(pidAt + 5).toLongLong(&ok);
    if (!ok)
        return 0;
    QStringView n = inside.left(pidAt);
    const qsizetype rank = n.indexOf(u" rank=");
    if (rank > 0)
        n = n.left(rank);
    if (name)
        *name = n.toString();
    if (pid)
        *pid = p;
    // One space only: the indentation of a traceback frame after the prefix is the frame's own.
    qsizetype end = close + 1;
    if (end < s.size() && s[end] == u' ')
        ++end;
    return end;
}

/// vLLM header `LEVEL MM-DD HH:MM:SS [file.py:123] ` or `LEVEL MM-DD HH:MM:SS file.py:123] `.
qsizetype matchVllmHeader(QStringView s, LogLevel *level, QString *clock)
{
    const qsizetype sp = s.indexOf(u' ');
    if (sp < 4 || sp > 8)
        return 0;
    const LogLevel l = levelFromWord(s.left(sp));
    if (l == LogLevel::Unknown)
        return 0;
    const QStringView rest = s.mid(sp + 1);
    // "MM-DD HH:MM:SS "
    if (rest.size() < 16 || !isDigit(rest[0]) || !isDigit(rest[1]) || rest[2] != u'-' || rest[5] != u' '
        || rest[8] != u':' || rest[11] != u':' || rest[14] != u' ')
        return 0;
    const qsizetype close = rest.indexOf(u"] ", 15);
    if (close < 0 || close > 15 + 120)
        return 0;
    const QStringView src = rest.mid(15, close - 15);
    if (!src.contains(u':') || src.contains(u' '))
        return 0;
    *level = l;
    *clock = rest.left(14).toString();
    return sp + 1 + close + 2;
}

/// uvicorn: "INFO:     Started server process [8]"; returns the length of "INFO:" or 0.
qsizetype matchUvicornLevel(QStringView s, LogLevel *level)
{
    const qsizetype colon = s.indexOf(u':');
    if (colon < 4 || colon > 8 || colon + 1 >= s.size() || s[colon + 1] != u' ')
        return 0;
    const LogLevel lv = levelFromWord(s.left(colon));
    if (lv == LogLevel::Unknown)
        return 0;
    *level = lv;
    return colon + 1;
}

const QRegularExpression &journalShortPrefix()
{
    // "Aug 19 18:34:27 host vllm[8727]: " (localised month) or ISO "2024-08-19T18:34:27+0000 host vllm[1]: "
    static const QRegularExpression re(
        QStringLiteral("^(?:\\S+\\s+\\d{1,2} \\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\dT[\\d:.+-]+) \\S+ "
                       "[^:\\[\\s]+(?:\\[\\d+\\])?: "));
    return re;
}

const QRegularExpression &timestampPrefix()
{
    // RFC 3339 with nanoseconds, as Kubernetes and docker print before each line.
    static const QRegularExpression re(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d) "));
    return re;
}

const QRegularExpression &wrapperPrefix()
{
    // Python's logging default "2026-05-29 09:14:45,594 - INFO - ", with an optional "[name] ".
    static const QRegularExpression re(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3} - [A-Z]+ - (?:\\[[\\w.-]+\\] )?"));
    return re;
}

const QRegularExpression &composePrefix()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][\\w.-]*\\s+\\| "));
    return re;
}

const QRegularExpression &sglangPrefix()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\[(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d)(?:[.,]\\d+)?(?: [A-Z]{1,3}\\d+)*\\] "));
    return re;
}

const QRegularExpression &llamaPrefix()
{
    // "0.21.162.989 I srv          main: ..." (--log-prefix --log-timestamps)
    static const QRegularExpression re(QStringLiteral("^\\d+\\.\\d\\d\\.\\d{3}\\.\\d{3} ([DIWEF]) "));
    return re;
}

} // namespace

QString logLevelName(LogLevel level)
{
    switch (level) {
    case LogLevel::Unknown:
        return {};
    case LogLevel::Debug:
        return QStringLiteral("debug");
    case LogLevel::Info:
        return QStringLiteral("info");
    case LogLevel::Warning:
        return QStringLiteral("warning");
    case LogLevel::Error:
        return QStringLiteral("error");
    case LogLevel::Critical:
        return QStringLiteral("critical");
    }
    return {};
}

LogLevel logLevelFromPriority(int priority)
{
    if (priority < 0 || priority > 7)
        return LogLevel::Unknown;
    if (priority <= 2)
        return LogLevel::Critical;
    if (priority == 3)
        return LogLevel::Error;
    if (priority == 4)
        return LogLevel::Warning;
    if (priority <= 6)
        return LogLevel::Info;
    return LogLevel::Debug;
}

QString stripAnsi(QStringView text)
{
    const bool hasEsc = text.contains(QChar(0x1b));
    const bool hasCaret = text.contains(u"^[[");
    if (!hasEsc && !hasCaret)
        return text.toString();
    QString out;
    out.reserve(text.size());
    bool seenText = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && !out.isEmpty() && !out.back().isSpace())
            seenText = true;
        // OSC, DCS, APC, PM and SOS strings (a title, a hyperlink) before the text, as terminal
        // scrollback has them: up to BEL or ESC backslash. Inside the message they are content,
        // kept for the reader (escaped before they reach a terminal).
        const bool leading = !seenText;
        if (leading && text[i] == QChar(0x1b) && i + 1 < text.size()
            && (text[i + 1] == u']' || text[i + 1] == u'P' || text[i + 1] == u'_' || text[i + 1] == u'^'
                || text[i + 1] == u'X')) {
            qsizetype j = i + 2;
            while (j < text.size() && text[j] != QChar(0x07)
                   && !(text[j] == QChar(0x1b) && j + 1 < text.size() && text[j + 1] == u'\\'))
                ++j;
            i = j < text.size() && text[j] == QChar(0x07) ? j : j + 1;
            continue;
        }
        qsizetype seq = -1;
        if (text[i] == QChar(0x1b) && i + 1 < text.size() && text[i + 1] == u'[')
            seq = i + 2;
        else if (text[i] == u'^' && i + 2 < text.size() && text[i + 1] == u'[' && text[i + 2] == u'[')
            seq = i + 3;
        if (seq < 0) {
            // Any other two-character escape (ESC 7, ESC c, ESC =): dropped with its letter.
            if (leading && text[i] == QChar(0x1b) && i + 1 < text.size() && text[i + 1].unicode() >= 0x20
                && text[i + 1].unicode() < 0x7f) {
                ++i;
                continue;
            }
            out += text[i];
            continue;
        }
        qsizetype j = seq;
        while (j < text.size() && (isDigit(text[j]) || text[j] == u';' || text[j] == u'?'))
            ++j;
        if (j < text.size() && text[j].isLetter()) {
            i = j; // drop the whole sequence
            continue;
        }
        out += text[i];
    }
    return out;
}

EngineLogLine parseEngineLogLine(QStringView raw)
{
    EngineLogLine l;
    QString cleaned = stripAnsi(raw);
    while (cleaned.endsWith(u'\r') || cleaned.endsWith(u'\n'))
        cleaned.chop(1);
    QStringView s(cleaned);

    if (!s.isEmpty() && !isDigit(s[0]) && s[0] != u'(' && s[0] != u'[') {
        // Only a journald or docker compose prefix can start with a letter besides a level word.
        if (auto m = composePrefix().match(s.toString()); m.hasMatch())
            s = s.mid(m.capturedLength());
        else if (auto j = journalShortPrefix().match(s.toString()); j.hasMatch())
            s = s.mid(j.capturedLength());
    } else if (!s.isEmpty() && isDigit(s[0])) {
        if (auto j = journalShortPrefix().match(s.toString()); j.hasMatch())
            s = s.mid(j.capturedLength());
        else if (auto t = timestampPrefix().match(s.toString()); t.hasMatch())
            s = s.mid(t.capturedLength()); // `kubectl logs --timestamps`, `docker logs -t`
        else if (auto w = wrapperPrefix().match(s.toString()); w.hasMatch())
            s = s.mid(w.capturedLength()); // a Python launcher's logging around the engine's output
        if (!s.isEmpty() && !isDigit(s[0]) && s[0] != u'(' && s[0] != u'[')
            if (auto m = composePrefix().match(s.toString()); m.hasMatch())
                s = s.mid(m.capturedLength());
    }

    // vLLM process prefixes, possibly nested.
    for (int guard = 0; guard < 4; ++guard) {
        QString name;
        qint64 pid = 0;
        const qsizetype n = matchProcessPrefix(s, &name, &pid);
        if (n == 0)
            break;
        if (l.process.isEmpty()) {
            l.process = name;
            l.pid = pid;
        }
        s = s.mid(n);
    }

    if (!s.isEmpty() && s[0] == u'[') {
        if (auto m = sglangPrefix().match(s.toString()); m.hasMatch()) {
            l.clock = m.captured(1);
            l.hadHeader = true;
            s = s.mid(m.capturedLength());
            // SGLang routes uvicorn through its own formatter: "[time] INFO:     Started server process"
            if (const qsizetype n = matchUvicornLevel(s, &l.level))
                s = s.mid(n).trimmed();
        }
    } else if (!s.isEmpty() && isDigit(s[0])) {
        if (auto m = llamaPrefix().match(s.toString()); m.hasMatch()) {
            l.level = levelFromWord(m.capturedView(1));
            l.hadHeader = true;
            s = s.mid(m.capturedLength());
        }
    } else {
        LogLevel level = LogLevel::Unknown;
        QString clock;
        if (const qsizetype n = matchVllmHeader(s, &level, &clock)) {
            l.level = level;
            l.clock = clock;
            l.hadHeader = true;
            s = s.mid(n);
        } else if (const qsizetype n = matchUvicornLevel(s, &l.level)) {
            s = s.mid(n).trimmed();
        }
    }
    if (!l.hadHeader && !s.isEmpty()) {
        // Prefixes the engine profiles declare, e.g. TensorRT-LLM's "[12/20/2025-04:20:04] [TRT-LLM] [I] ".
        if (const auto extra = extraPrefixes()) {
            for (const ExtraPrefix &p : *extra) {
                if (!p.first.isNull() && s[0] != p.first)
                    continue;
                const QRegularExpressionMatch m = p.re.match(s.toString());
                if (!m.hasMatch() || m.capturedStart() != 0 || m.capturedLength() == 0)
                    continue;
                l.level = levelFromWord(m.capturedView(QStringLiteral("level")));
                l.clock = m.captured(QStringLiteral("clock"));
                l.hadHeader = true;
                s = s.mid(m.capturedLength());
                break;
            }
        }
    }
    l.text = s.toString();
    return l;
}

QString setEngineLogPrefixes(const QStringList &patterns)
{
    auto list = std::make_shared<QList<ExtraPrefix>>();
    QStringList problems;
    for (const QString &pattern : patterns) {
        ExtraPrefix p { QRegularExpression(pattern), QChar() };
        if (!p.re.isValid() || !pattern.startsWith(u'^')) {
            problems << pattern;
            continue;
        }
        // "^\\[" or "^x": the first character, for a cheap check before the expression runs.
        if (pattern.size() > 2 && pattern.at(1) == u'\\' && !pattern.at(2).isLetterOrNumber())
            p.first = pattern.at(2);
        else if (pattern.size() > 1 && pattern.at(1).isLetterOrNumber())
            p.first = pattern.at(1);
        list->append(p);
    }
    const QMutexLocker lock(&g_extraMutex);
    g_extra = list->isEmpty() ? nullptr : std::shared_ptr<const QList<ExtraPrefix>>(list);
    return problems.join(QStringLiteral(", "));
}

QList<QStringView> splitGluedRecords(QStringView record)
{
    QList<QStringView> out;
    auto pushPiece = [&out](QStringView piece) {
        while (!piece.isEmpty() && (piece.back() == u'\r' || piece.back() == u'\n'))
            piece.chop(1);
        if (!piece.trimmed().isEmpty())
            out.append(piece);
    };
    qsizetype start = 0;
    const qsizetype n = record.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = record[i];
        if (c == u'\r') {
            pushPiece(record.mid(start, i - start));
            start = i + 1;
            continue;
        }
        if (i > start && c == u'C' && record.mid(i).startsWith(u"Capturing CUDA graph")) {
            pushPiece(record.mid(start, i - start));
            start = i;
            continue;
        }
        if (i > start && c == u'(') {
            QString name;
            qint64 pid = 0;
            const qsizetype len = matchProcessPrefix(record.mid(i), &name, &pid);
            if (len > 0) {
                const QStringView after = record.mid(i + len);
                if (after.startsWith(u"INFO") || after.startsWith(u"WARNING") || after.startsWith(u"ERROR")
                    || after.startsWith(u"DEBUG") || after.startsWith(u"CRITICAL")) {
                    // Only a boundary when something other than prefixes precedes it.
                    bool onlyPrefixes = true;
                    QStringView before = record.mid(start, i - start);
                    while (!before.isEmpty()) {
                        const qsizetype m = matchProcessPrefix(before, nullptr, nullptr);
                        if (m == 0) {
                            onlyPrefixes = before.trimmed().isEmpty();
                            break;
                        }
                        before = before.mid(m);
                    }
                    if (!onlyPrefixes) {
                        pushPiece(record.mid(start, i - start));
                        start = i;
                    }
                }
            }
        }
    }
    pushPiece(record.mid(start));
    return out;
}

} // namespace ic
