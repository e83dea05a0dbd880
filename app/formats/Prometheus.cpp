// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Prometheus.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Prometheus)
};

bool isNameStart(char c, bool colon)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (colon && c == ':');
}

bool isNameChar(char c, bool colon)
{
    return isNameStart(c, colon) || (c >= '0' && c <= '9');
}

class LineReader {
public:
    explicit LineReader(QByteArrayView line)
        : m_s(line)
    {
    }
    QByteArrayView m_s;
    qsizetype m_i = 0;

    bool atEnd() const { return m_i >= m_s.size(); }
    char peek() const { return m_s[m_i]; }
    void skipBlanks()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            ++m_i;
    }
    QByteArrayView name(bool colon)
    {
        const qsizetype start = m_i;
        if (atEnd() || !isNameStart(peek(), colon))
            return {};
        while (!atEnd() && isNameChar(peek(), colon))
            ++m_i;
        return m_s.sliced(start, m_i - start);
    }
    QByteArrayView word()
    {
        const qsizetype start = m_i;
        while (!atEnd() && peek() != ' ' && peek() != '\t')
            ++m_i;
        return m_s.sliced(start, m_i - start);
    }
};

std::optional<double> parseValue(QByteArrayView v)
{
    if (v.isEmpty())
        return std::nullopt;
    auto is = [v](const char *word) { return qstrnicmp(v.data(), v.size(), word, -1) == 0; };
    if (is("+inf") || is("inf"))
        return INFINITY;
    if (is("-inf"))
        return -INFINITY;
    if (is("nan"))
        return NAN;
    const char *b = v.data();
    const char *e = v.data() + v.size();
    if (*b == '+')
        ++b;
    double d = 0;
    const auto [ptr, ec] = std::from_chars(b, e, d);
    if (ec != std::errc() || ptr != e)
        return std::nullopt;
    return d;
}

QString unescape(QByteArrayView v, bool quotes)
{
    QByteArray out;
    out.reserve(v.size());
    for (qsizetype i = 0; i < v.size(); ++i) {
        const char c = v[i];
        if (c == '\\' && i + 1 < v.size()) {
            const char n = v[i + 1];
            if (n == 'n') {
                out.append('\n');
                ++i;
                continue;
            }
            if (n == '\\' || (quotes && n == '"')) {
                out.append(n);
                ++i;
                continue;
            }
        }
        out.append(c);
    }
    return QString::fromUtf8(out);
}

QString shown(QByteArrayView line)
{
    return QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 80)));
}

bool parseComment(QByteArrayView line, PrometheusMetrics &m, QString &error)
{
    LineReader r(line);
    r.m_i = 1; // after '#'
    r.skipBlanks();
    const QByteArrayView keyword = r.word();
    const bool help = keyword == "HELP";
    const bool type = keyword == "TYPE";
    if (!help && !type)
        return true; // any other comment, `# EOF` included
    r.skipBlanks();
    const QByteArrayView name = r.name(true);
    if (name.isEmpty() || (!r.atEnd() && r.peek() != ' ' && r.peek() != '\t')) {
        error = Tr::tr("# %1 without a valid metric name.").arg(QString::fromLatin1(keyword));
        return false;
    }
    r.skipBlanks();
    const QByteArrayView rest = r.m_s.sliced(r.m_i);
    const QString family = QString::fromLatin1(name);
    PrometheusFamily &f = m.families[family];
    f.name = family;
    if (help) {
        f.help = unescape(rest, false);
        return true;
    }
    const QByteArrayView t = rest.trimmed();
    static const char *const known[] = { "counter", "gauge",    "histogram",      "summary", "untyped",
                                         "info",    "stateset", "gaugehistogram", "unknown" };
    for (const char *k : known) {
        if (t == QByteArrayView(k)) {
            f.type = QString::fromLatin1(t);
            return true;
        }
    }
    error = Tr::tr("Unknown metric type \"%1\".").arg(shown(t));
    return false;
}

bool parseSample(QByteArrayView line, PrometheusSample &s, QString &error)
{
    LineReader r(line);
    const QByteArrayView name = r.name(true);
    if (name.isEmpty()) {
        error = Tr::tr("The line does not start with a metric name: \"%1\".").arg(shown(line));
        return false;
    }
    s.name = QString::fromLatin1(name);
    const qsizetype afterName = r.m_i;
    r.skipBlanks();
    if (r.atEnd() || r.peek() != '{')
        r.m_i = afterName; // the value must still be preceded by a blank
    else {
        ++r.m_i;
        for (;;) {
            r.skipBlanks();
            if (r.atEnd()) {
                error = Tr::tr("The label set is not closed.");
                return false;
            }
            if (r.peek() == '}') {
                ++r.m_i;
                break;
            }
            const QByteArrayView label = r.name(false);
            if (label.isEmpty()) {
                error = Tr::tr("A label name is invalid in \"%1\".").arg(shown(line));
                return false;
            }
            r.skipBlanks();
            if (r.atEnd() || r.peek() != '=') {
                error = Tr::tr("A label has no '='.");
                return false;
            }
            ++r.m_i;
            r.skipBlanks();
            if (r.atEnd() || r.peek() != '"') {
                error = Tr::tr("A label value is not quoted.");
                return false;
            }
            const qsizetype start = ++r.m_i;
            bool closed = false;
            while (!r.atEnd()) {
                const char c = r.peek();
                if (c == '\\') {
                    r.m_i += 2;
                    continue;
                }
                if (c == '"') {
                    closed = true;
                    break;
                }
                ++r.m_i;
            }
            if (!closed) {
                error = Tr::tr("A label value is not terminated.");
                return false;
            }
            const QString labelName = QString::fromLatin1(label);
            for (const auto &existing : std::as_const(s.labels)) {
                if (existing.first == labelName) {
                    error = Tr::tr("Label \"%1\" appears twice.").arg(labelName);
                    return false;
                }
            }
            s.labels.append({ labelName, unescape(r.m_s.sliced(start, r.m_i - start), true) });
            ++r.m_i; // closing quote
            r.skipBlanks();
            if (!r.atEnd() && r.peek() == ',')
                ++r.m_i;
        }
        std::sort(s.labels.begin(), s.labels.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
    }
    if (r.atEnd() || (r.peek() != ' ' && r.peek() != '\t')) {
        error = Tr::tr("The sample %1 has no value.").arg(s.name);
        return false;
    }
    r.skipBlanks();
    const QByteArrayView valueText = r.word();
    const auto value = parseValue(valueText);
    if (!value) {
        error = Tr::tr("The value of %1 is not a number: \"%2\".").arg(s.name, shown(valueText));
        return false;
    }
    s.value = *value;
    r.skipBlanks();
    if (!r.atEnd()) {
        const QByteArrayView ts = r.word();
        qint64 t = 0;
        const auto [ptr, ec] = std::from_chars(ts.data(), ts.data() + ts.size(), t);
        r.skipBlanks();
        if (ec != std::errc() || ptr != ts.data() + ts.size() || !r.atEnd()) {
            error = Tr::tr("The timestamp of %1 is not an integer: \"%2\".").arg(s.name, shown(ts));
            return false;
        }
        s.timestampMs = t;
    }
    return true;
}

} // namespace

QString PrometheusSample::label(QStringView name) const
{
    for (const auto &l : labels) {
        if (l.first == name)
            return l.second;
    }
    return {};
}

bool PrometheusSample::matches(QStringView wanted, const PrometheusLabels &subset) const
{
    if (name != wanted)
        return false;
    for (const auto &want : subset) {
        bool found = false;
        for (const auto &l : labels) {
            if (l.first == want.first) {
                found = l.second == want.second;
                break;
            }
        }
        if (!found)
            return false;
    }
    return true;
}

const PrometheusSample *PrometheusMetrics::find(QStringView name, const PrometheusLabels &subset) const
{
    for (const PrometheusSample &s : samples) {
        if (s.matches(name, subset))
            return &s;
    }
    return nullptr;
}

double PrometheusMetrics::value(QStringView name, const PrometheusLabels &subset, double fallback) const
{
    const PrometheusSample *s = find(name, subset);
    return s ? s->value : fallback;
}

double PrometheusMetrics::sum(QStringView name, const PrometheusLabels &subset) const
{
    double total = 0;
    bool any = false;
    for (const PrometheusSample &s : samples) {
        if (s.matches(name, subset)) {
            total += s.value;
            any = true;
        }
    }
    return any ? total : NAN;
}

const PrometheusFamily *PrometheusMetrics::familyOf(QStringView sampleName) const
{
    auto it = families.constFind(sampleName.toString());
    if (it != families.constEnd())
        return &it.value();
    static const char *const suffixes[] = { "_bucket", "_sum", "_count", "_total", "_created", "_info" };
    for (const char *suffix : suffixes) {
        const QLatin1String sfx(suffix);
        if (sampleName.endsWith(sfx)) {
            it = families.constFind(sampleName.chopped(sfx.size()).toString());
            if (it != families.constEnd())
                return &it.value();
        }
    }
    return nullptr;
}

PrometheusMetrics parsePrometheusText(QByteArrayView text)
{
    PrometheusMetrics m;
    qsizetype pos = 0;
    int lineNo = 0;
    int contentLines = 0;
    while (pos < text.size()) {
        qsizetype nl = text.indexOf('\n', pos);
        if (nl < 0)
            nl = text.size();
        QByteArrayView line = text.sliced(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        ++contentLines;
        QString error;
        if (line.front() == '#') {
            if (!parseComment(line, m, error))
                m.lineErrors.append({ lineNo, error });
            continue;
        }
        PrometheusSample s;
        if (parseSample(line, s, error))
            m.samples.append(std::move(s));
        else
            m.lineErrors.append({ lineNo, error });
    }
    if (m.samples.isEmpty()) {
        if (contentLines == 0)
            m.error = Tr::tr("The metrics text is empty.");
        else if (!m.lineErrors.isEmpty())
            m.error = Tr::tr("None of the %1 lines is a metric sample.").arg(contentLines);
        else
            m.error = Tr::tr("The metrics text has no samples.");
    }
    return m;
}

} // namespace ic
