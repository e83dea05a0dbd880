// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SystemctlCat.h"

#include <QCoreApplication>

namespace ic {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SystemctlCat)
};

constexpr qsizetype kMaxFiles = 1024;

bool isHeader(QByteArrayView line)
{
    return line.startsWith("# /") && line.size() > 3;
}

/// A line ends in an unescaped backslash (systemd counts escapes the same way).
bool continues(QByteArrayView line)
{
    bool escaped = false;
    for (char c : line)
        escaped = !escaped && c == '\\';
    return escaped;
}
} // namespace

QByteArray UnitCat::toText() const
{
    QByteArray out;
    for (qsizetype i = 0; i < files.size(); ++i) {
        if (i > 0)
            out += '\n';
        out += "# " + files.at(i).path.toUtf8() + '\n' + files.at(i).text;
    }
    return out;
}

UnitCat parseSystemctlCat(QByteArrayView output)
{
    UnitCat cat;
    if (output.trimmed().isEmpty()) {
        cat.error = Tr::tr("systemctl cat printed nothing.");
        return cat;
    }
    QList<QByteArrayView> lines;
    qsizetype start = 0;
    while (start < output.size()) {
        qsizetype nl = output.indexOf('\n', start);
        if (nl < 0)
            nl = output.size();
        QByteArrayView l = output.sliced(start, nl - start);
        if (l.endsWith('\r'))
            l.chop(1);
        lines.append(l);
        start = nl + 1;
    }
    bool previousBlank = true;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArrayView l = lines.at(i);
        if (isHeader(l) && previousBlank && cat.files.size() < kMaxFiles) {
            if (!cat.files.isEmpty() && cat.files.last().text.endsWith("\n\n"))
                cat.files.last().text.chop(1); // the blank line systemctl put before the header
            else if (!cat.files.isEmpty() && cat.files.last().text == "\n")
                cat.files.last().text.clear();
            cat.files.append({ QString::fromUtf8(l.sliced(2)), {} });
            previousBlank = false;
            continue;
        }
        previousBlank = l.trimmed().isEmpty();
        if (cat.files.isEmpty()) {
            if (cat.error.isEmpty())
                cat.error = Tr::tr("The output does not start with a file (“# /path”): %1")
                                .arg(QString::fromUtf8(l.first(qMin<qsizetype>(l.size(), 120))));
            continue;
        }
        cat.files.last().text += l.toByteArray() + '\n';
    }
    if (cat.files.isEmpty() && cat.error.isEmpty())
        cat.error = Tr::tr("systemctl cat printed no file.");
    return cat;
}

EffectiveService effectiveService(const UnitCat &cat)
{
    EffectiveService s;
    for (const UnitFileText &f : cat.files) {
        bool inService = false;
        QByteArray logical;
        bool continuing = false;
        const QList<QByteArray> lines = f.text.split('\n');
        for (const QByteArray &raw : lines) {
            const QByteArray l = raw.trimmed();
            if (!continuing && l.isEmpty())
                continue;
            if ((l.startsWith('#') || l.startsWith(';'))) // comments, also inside a continuation
                continue;
            if (!continuing && l.startsWith('[')) {
                inService = l == "[Service]";
                continue;
            }
            if (continues(l)) {
                logical += l.chopped(1) + ' ';
                continuing = true;
                continue;
            }
            logical += l;
            continuing = false;
            const qsizetype eq = logical.indexOf('=');
            if (inService && eq > 0) {
                const QByteArray key = logical.left(eq).trimmed();
                const QString value = QString::fromUtf8(logical.mid(eq + 1).trimmed());
                QStringList *list = key == "ExecStart" ? &s.execStart
                    : key == "Environment"             ? &s.environment
                    : key == "EnvironmentFile"         ? &s.environmentFiles
                    : key == "UnsetEnvironment"        ? &s.unsetEnvironment
                                                       : nullptr;
                if (list) {
                    if (value.isEmpty())
                        list->clear();
                    else
                        list->append(value);
                }
            }
            logical.clear();
        }
    }
    if (cat.files.isEmpty())
        s.error = cat.error.isEmpty() ? Tr::tr("No unit file.") : cat.error;
    else if (s.execStart.isEmpty())
        s.error = Tr::tr("The unit's files set no ExecStart.");
    return s;
}

QStringList unitWords(QStringView value)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (c == u'\\' && i + 1 < value.size()) {
            const QChar n = value.at(++i);
            word += n == u'n' ? u'\n' : n == u't' ? u'\t' : n;
            inWord = true;
            continue;
        }
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c == u'"' || c == u'\'') {
            quote = c;
            inWord = true;
            continue;
        }
        if (c.isSpace()) {
            if (inWord)
                words.append(word);
            word.clear();
            inWord = false;
            continue;
        }
        word += c;
        inWord = true;
    }
    if (inWord)
        words.append(word);
    return words;
}

QList<QPair<QString, QString>> environmentAssignments(const QStringList &values)
{
    QList<QPair<QString, QString>> out;
    for (const QString &v : values) {
        for (const QString &w : unitWords(v)) {
            const qsizetype eq = w.indexOf(u'=');
            if (eq <= 0)
                continue;
            const QString name = w.left(eq);
            for (qsizetype i = 0; i < out.size(); ++i)
                if (out.at(i).first == name) {
                    out.removeAt(i); // a later assignment of the same variable wins
                    break;
                }
            out.append({ name, w.mid(eq + 1) });
        }
    }
    return out;
}

} // namespace ic
