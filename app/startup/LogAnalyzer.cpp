#include "LogAnalyzer.h"

#include "diagnose/CrashDiagnosis.h"
#include "formats/EngineLogLine.h"
#include "formats/JournalJson.h"
#include "startup/StartupTracker.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::LogAnalyzer)
};

struct JournalRecord {
    QString message;
    qint64 realtimeUsec = -1;
};

/// One `journalctl -o json` line, through the journal parser; false when it is not one.
bool decodeJournalJson(QByteArrayView line, JournalRecord *out)
{
    const JournalEntry e = parseJournalJsonLine(line);
    if (!e.isValid())
        return false;
    out->message = e.message;
    out->realtimeUsec = e.realtimeUsec > 0 ? e.realtimeUsec : -1;
    return true;
}

enum class TimeSource { None, Journal, Json, EngineClock };

/// Times for lines that carry no year: a fixed leap year, rolled forward when the clock wraps.
class ClockReader {
public:
    qint64 fromEngineClock(const QString &clock)
    {
        // "MM-DD HH:MM:SS" (vLLM) or "YYYY-MM-DD HH:MM:SS" (SGLang)
        int year = m_year;
        QStringView c(clock);
        if (c.size() == 19 && c[4] == u'-') {
            year = c.left(4).toInt();
            c = c.mid(5);
        } else if (c.size() != 14) {
            return kUnknownTime;
        }
        const QDate d(year, c.left(2).toInt(), c.mid(3, 2).toInt());
        const QTime t(c.mid(6, 2).toInt(), c.mid(9, 2).toInt(), c.mid(12, 2).toInt());
        if (!d.isValid() || !t.isValid())
            return kUnknownTime;
        qint64 ms = QDateTime(d, t, Qt::UTC).toMSecsSinceEpoch();
        if (clock.size() == 14 && m_last != kUnknownTime && ms < m_last - 180LL * 86400 * 1000) {
            ++m_year; // December → January
            ms = QDateTime(QDate(m_year, d.month(), d.day()), t, Qt::UTC).toMSecsSinceEpoch();
        }
        m_last = ms;
        return ms;
    }
    /// journald short: the month name is localised, so only day and time are read.
    qint64 fromJournalPrefix(int day, int h, int m, int s)
    {
        qint64 ms = ((qint64(day) * 24 + h) * 60 + m) * 60000LL + s * 1000LL + m_monthOffset;
        if (m_last != kUnknownTime && ms < m_last - 15LL * 86400 * 1000) {
            m_monthOffset += 31LL * 86400 * 1000; // a new month began
            ms += 31LL * 86400 * 1000;
        }
        m_last = ms;
        return ms;
    }

private:
    int m_year = 2000;
    qint64 m_last = kUnknownTime;
    qint64 m_monthOffset = 0;
};

const QRegularExpression &journalShortTime()
{
    static const QRegularExpression re(
        QStringLiteral("^\\S+\\s+(\\d{1,2}) (\\d\\d):(\\d\\d):(\\d\\d) \\S+ [^:\\[\\s]+(?:\\[\\d+\\])?: "));
    return re;
}

} // namespace

LogAnalysis analyzeLog(QByteArrayView content)
{
    LogAnalysis a;
    StartupTracker tracker;
    tracker.setRequireHealth(false); // offline: the ready marker alone

    QStringList lines; // what diagnoseCrash() sees, one entry per file line
    ClockReader clock;
    TimeSource source = TimeSource::None;
    int journalShort = 0;
    int journalJson = 0;

    qsizetype pos = 0;
    int lineNo = 0;
    while (pos < content.size()) {
        qsizetype nl = content.indexOf('\n', pos);
        if (nl < 0)
            nl = content.size();
        const QByteArrayView raw = content.sliced(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;

        QString text;
        qint64 t = kUnknownTime;
        JournalRecord jr;
        if (!raw.isEmpty() && raw.front() == '{' && decodeJournalJson(raw, &jr)) {
            ++journalJson;
            text = jr.message;
            if (jr.realtimeUsec >= 0 && (source == TimeSource::None || source == TimeSource::Json)) {
                source = TimeSource::Json;
                t = jr.realtimeUsec / 1000;
            }
        } else {
            text = QString::fromUtf8(raw);
            if (text.endsWith(u'\r'))
                text.chop(1);
            if (source == TimeSource::None || source == TimeSource::Journal) {
                if (const QRegularExpressionMatch m = journalShortTime().match(text); m.hasMatch()) {
                    ++journalShort;
                    source = TimeSource::Journal;
                    t = clock.fromJournalPrefix(m.capturedView(1).toInt(), m.capturedView(2).toInt(),
                                                m.capturedView(3).toInt(), m.capturedView(4).toInt());
                }
            }
        }
        lines.append(text);

        for (QStringView piece : splitGluedRecords(text)) {
            const EngineLogLine rec = parseEngineLogLine(piece);
            qint64 pieceTime = t;
            if (pieceTime == kUnknownTime && !rec.clock.isEmpty()
                && (source == TimeSource::None || source == TimeSource::EngineClock)) {
                pieceTime = clock.fromEngineClock(rec.clock);
                if (pieceTime != kUnknownTime)
                    source = TimeSource::EngineClock;
            }
            tracker.addParsedRecord(rec, pieceTime, lineNo);
        }
    }
    a.lineCount = lineNo;
    a.format = journalJson > lineNo / 2 ? QStringLiteral("journal-json")
        : journalShort > lineNo / 2     ? QStringLiteral("journal-short")
                                        : QStringLiteral("plain");

    const StartupSnapshot s = tracker.snapshot();
    if (!s.engine.isEmpty())
        a.engine = s.engine;
    a.benignWarnings = s.benignSkipped;
    for (const StartupPhaseStatus &ph : s.phases) {
        if (ph.firstLine < 0)
            continue;
        AnalyzedPhase ap;
        ap.id = ph.id;
        ap.firstLine = ph.firstLine;
        ap.lastLine = ph.lastLine;
        ap.progress = ph.fraction;
        ap.seconds = ph.seconds();
        a.phases.append(ap);
    }

    const std::optional<RootCause> cause = diagnoseCrash(lines);
    if (s.outcome == StartupOutcome::Crashed)
        a.outcome = QStringLiteral("crashed");
    else if (s.everReady)
        a.outcome = QStringLiteral("ready");
    else if (cause)
        a.outcome = QStringLiteral("crashed"); // the log ends in a traceback the tracker has no marker for
    else if (!s.engine.isEmpty() && s.outcome == StartupOutcome::Starting)
        a.outcome = QStringLiteral("starting");

    if (a.outcome == QLatin1String("crashed") && cause && cause->line >= 0 && cause->line < lines.size()) {
        a.rootCauseLine = cause->line + 1;
        a.rootCauseText = cause->text;
        a.rootCauseCategory = crashCategoryId(cause->category);
    }
    return a;
}

QJsonObject logAnalysisToJson(const LogAnalysis &a)
{
    QJsonArray phases;
    for (const AnalyzedPhase &p : a.phases) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), p.id);
        o.insert(QStringLiteral("first_line"), p.firstLine);
        o.insert(QStringLiteral("last_line"), p.lastLine);
        o.insert(QStringLiteral("progress"),
                 p.progress >= 0 ? QJsonValue(p.progress) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("seconds"),
                 p.seconds >= 0 ? QJsonValue(p.seconds) : QJsonValue(QJsonValue::Null));
        phases.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("engine"), a.engine);
    root.insert(QStringLiteral("outcome"), a.outcome);
    root.insert(QStringLiteral("phases"), phases);
    if (a.hasRootCause()) {
        QJsonObject rc;
        rc.insert(QStringLiteral("line"), a.rootCauseLine);
        rc.insert(QStringLiteral("text"), a.rootCauseText);
        rc.insert(QStringLiteral("category"), a.rootCauseCategory);
        root.insert(QStringLiteral("root_cause"), rc);
    } else {
        root.insert(QStringLiteral("root_cause"), QJsonValue(QJsonValue::Null));
    }
    root.insert(QStringLiteral("benign_warnings"), a.benignWarnings);
    return root;
}

QString renderLogAnalysis(const LogAnalysis &a)
{
    QString out;
    QTextStream ts(&out);
    ts << Tr::tr("Engine:  %1").arg(a.engine) << '\n';
    ts << Tr::tr("Outcome: %1").arg(a.outcome) << '\n';
    ts << Tr::tr("Phases:") << '\n';
    if (a.phases.isEmpty())
        ts << "  " << Tr::tr("(none recognised)") << '\n';
    for (const AnalyzedPhase &p : a.phases) {
        QString row = QStringLiteral("  %1 ").arg(p.id, -17)
            + Tr::tr("lines %1–%2").arg(p.firstLine).arg(p.lastLine).leftJustified(18);
        if (p.progress >= 0)
            row += QStringLiteral("%1%").arg(qRound(p.progress * 100), 3) + QStringLiteral("  ");
        if (p.seconds >= 0)
            row += Tr::tr("%1 s").arg(p.seconds, 0, 'f', 1);
        ts << row.trimmed().prepend(QStringLiteral("  ")) << '\n';
    }
    if (a.hasRootCause())
        ts << Tr::tr("Root cause (line %1, %2): %3")
                  .arg(a.rootCauseLine)
                  .arg(a.rootCauseCategory, a.rootCauseText)
           << '\n';
    else
        ts << Tr::tr("Root cause: none found") << '\n';
    ts << Tr::tr("Benign warnings skipped: %1").arg(a.benignWarnings) << '\n';
    return out;
}

int runAnalyze(const QString &path, bool json, QTextStream &out, QTextStream &err)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err << Tr::tr("Cannot read %1: %2").arg(path, f.errorString()) << Qt::endl;
        return 2;
    }
    const QByteArray content = f.readAll();
    if (f.error() != QFileDevice::NoError) {
        err << Tr::tr("Cannot read %1: %2").arg(path, f.errorString()) << Qt::endl;
        return 2;
    }
    const LogAnalysis a = analyzeLog(content);
    if (json)
        out << QString::fromUtf8(QJsonDocument(logAnalysisToJson(a)).toJson(QJsonDocument::Indented));
    else
        out << renderLogAnalysis(a);
    out.flush();
    return 0;
}

} // namespace ic
