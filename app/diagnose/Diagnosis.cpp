// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Diagnosis.h"

#include "config/EngineProfile.h"
#include "formats/EngineLogLine.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Diagnosis)
};

constexpr int kMaxExcerptLines = 40;
constexpr int kMaxLineLength = 500;

QString shorten(const QString &s, int max = kMaxLineLength)
{
    if (s.size() <= max)
        return s;
    return s.left(max) + QStringLiteral(" …");
}

/// Whole-word, case-insensitive mention of a package in a log line; "flashinfer-python" is also
/// named "flashinfer" by the engines.
bool mentions(const QString &text, const QString &package)
{
    QStringList names = { package };
    if (package.endsWith(QLatin1String("-python")))
        names.append(package.chopped(7));
    for (const QString &n : std::as_const(names)) {
        const QRegularExpression re(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(n)
                                        + QStringLiteral("(?![\\w-])"),
                                    QRegularExpression::CaseInsensitiveOption);
        if (re.match(text).hasMatch())
            return true;
    }
    return false;
}

int longestBacktickRun(const QStringList &lines)
{
    int longest = 0;
    for (const QString &l : lines) {
        int run = 0;
        for (QChar c : l) {
            run = c == u'`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    }
    return longest;
}

/// A fence longer than any run of backticks inside, so pasted log text cannot close it.
QString fenceFor(const QStringList &lines)
{
    return QString(std::max(3, longestBacktickRun(lines) + 1), u'`');
}

QString codeBlock(const QStringList &lines)
{
    const QString fence = fenceFor(lines);
    return fence + u'\n' + lines.join(u'\n') + u'\n' + fence + u'\n';
}

QString inlineCode(const QString &s)
{
    const QString fence(longestBacktickRun({ s }) + 1, u'`');
    const bool pad = s.startsWith(u'`') || s.endsWith(u'`');
    if (pad)
        return fence + u' ' + s + u' ' + fence;
    return fence + s + fence;
}

QString cell(const QString &s)
{
    QString out = s;
    out.replace(u'|', QStringLiteral("\\|"));
    return out.isEmpty() ? QStringLiteral("—") : out;
}

} // namespace

Diagnosis makeDiagnosis(const RootCause &rootCause, const QStringList &lines,
                        const QList<DriftFinding> &findings, const std::optional<EnvironmentDiff> &diff)
{
    (void)engineProfiles(); // the engines' log-line prefixes, before a line is taken apart
    Diagnosis d;
    d.rootCause = rootCause;
    d.categoryId = crashCategoryId(rootCause.category);
    d.categoryTitle = crashCategoryTitle(rootCause.category);
    d.nextSteps = rootCause.nextSteps;
    d.diff = diff;

    const int first = rootCause.tracebackFirst >= 0 ? rootCause.tracebackFirst : rootCause.line;
    const int last = rootCause.tracebackLast >= 0 ? rootCause.tracebackLast : rootCause.line;
    if (first >= 0 && last < lines.size() && first <= last) {
        const int count = last - first + 1;
        for (int i = first; i <= last; ++i) {
            if (count > kMaxExcerptLines && i == first + 5) {
                d.tracebackExcerpt.append(
                    Tr::tr("… %n line(s) left out …", nullptr, count - kMaxExcerptLines + 5));
                i = last - (kMaxExcerptLines - 6);
            }
            d.tracebackExcerpt.append(shorten(parseEngineLogLine(lines.at(i)).text));
        }
    }

    const QStringList categoryPackages = packagesForCategory(d.categoryId);
    QList<DriftFinding> named;
    QList<DriftFinding> related;
    for (const DriftFinding &f : findings) {
        bool isNamed = false;
        for (const QString &p : f.packages)
            isNamed = isNamed || mentions(rootCause.text, p);
        if (isNamed) {
            named.append(f);
            continue;
        }
        bool inCategory = false;
        for (const QString &p : f.packages)
            inCategory = inCategory || categoryPackages.contains(p);
        if (inCategory)
            related.append(f);
    }
    d.findings = named + related;
    return d;
}

QString diagnosisMarkdown(const Diagnosis &d)
{
    QString md;
    md += QStringLiteral("## ") + Tr::tr("Crash diagnosis: %1").arg(d.categoryTitle) + QStringLiteral("\n\n");
    if (d.rootCause.line >= 0)
        md += QStringLiteral("**") + Tr::tr("Root cause") + QStringLiteral("** (")
            + Tr::tr("line %1").arg(d.rootCause.line + 1) + QStringLiteral(", ") + inlineCode(d.categoryId)
            + QStringLiteral(")\n\n");
    md += codeBlock({ shorten(d.rootCause.text, 4000) }) + u'\n';
    if (!d.nextSteps.isEmpty()) {
        md += QStringLiteral("**") + Tr::tr("Next steps") + QStringLiteral("**\n\n");
        for (const QString &s : d.nextSteps)
            md += QStringLiteral("- ") + s + u'\n';
        md += u'\n';
    }
    if (!d.findings.isEmpty()) {
        md += QStringLiteral("**") + Tr::tr("Installed versions") + QStringLiteral("**\n\n");
        for (const DriftFinding &f : d.findings)
            md += QStringLiteral("- ") + driftSeverityName(f.severity) + QStringLiteral(": ") + f.sentence
                + u'\n';
        md += u'\n';
    }
    if (!d.tracebackExcerpt.isEmpty()) {
        const int first = d.rootCause.tracebackFirst >= 0 ? d.rootCause.tracebackFirst : d.rootCause.line;
        const int last = d.rootCause.tracebackLast >= 0 ? d.rootCause.tracebackLast : d.rootCause.line;
        md += QStringLiteral("**") + Tr::tr("Traceback") + QStringLiteral("** (")
            + Tr::tr("lines %1–%2").arg(first + 1).arg(last + 1) + QStringLiteral(")\n\n");
        md += codeBlock(d.tracebackExcerpt) + u'\n';
    }
    if (d.diff) {
        md += QStringLiteral("**") + Tr::tr("Changes since the last known good start")
            + QStringLiteral("**\n\n");
        if (d.diff->isEmpty())
            md += Tr::tr("None.") + QStringLiteral("\n\n");
        if (!d.diff->packages.isEmpty()) {
            md += QStringLiteral("| ") + Tr::tr("package") + QStringLiteral(" | ") + Tr::tr("last good")
                + QStringLiteral(" | ") + Tr::tr("now") + QStringLiteral(" |\n|---|---|---|\n");
            for (const PackageChange &c : d.diff->packages)
                md += QStringLiteral("| ") + cell(c.name) + QStringLiteral(" | ") + cell(c.before)
                    + QStringLiteral(" | ") + cell(c.after) + QStringLiteral(" |\n");
            md += u'\n';
        }
        if (d.diff->execStartChanged) {
            md += Tr::tr("Command line changed:") + u'\n';
            md += codeBlock({ QStringLiteral("- ") + d.diff->execStartBefore,
                              QStringLiteral("+ ") + d.diff->execStartAfter })
                + u'\n';
        }
        for (const ValueChange &c : d.diff->environment + d.diff->system)
            md += QStringLiteral("- ") + inlineCode(c.name) + QStringLiteral(": ") + cell(c.before)
                + QStringLiteral(" → ") + cell(c.after) + u'\n';
    }
    return md;
}

} // namespace ic
