// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The core's layers, checked from the sources: every folder under app/ is one library declared
// with ic_layer() in app/CMakeLists.txt, and a source may include headers only from its own
// folder and the layers its library links (directly or through them). Widgets sit on the core
// but never on the simulator or the commands; the commands may use everything.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <functional>

namespace {

const QString kApp = QStringLiteral(IC_SOURCE_DIR "/app");

struct Layers {
    QHash<QString, QString> folderOfLibrary; // ic_chat -> chat
    QHash<QString, QStringList> directDeps; // chat -> {history, formats}
    QHash<QString, QSet<QString>> allowed; // chat -> every folder it may include
};

Layers readLayers()
{
    Layers l;
    QFile f(kApp + QStringLiteral("/CMakeLists.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return l;
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression call(QStringLiteral("^ic_layer\\((\\w+)\\s+(\\w+)([^)]*)\\)"),
                                         QRegularExpression::MultilineOption);
    QHash<QString, QStringList> depLibs;
    for (auto it = call.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        l.folderOfLibrary.insert(m.captured(1), m.captured(2));
        QStringList words
            = m.captured(3).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        QStringList deps;
        bool inDeps = false;
        for (const QString &w : words) {
            if (w == QLatin1String("DEPS") || w == QLatin1String("LIBS")) {
                inDeps = w == QLatin1String("DEPS");
                continue;
            }
            if (inDeps && w.startsWith(QLatin1String("ic_")))
                deps << w;
        }
        depLibs.insert(m.captured(2), deps);
    }
    for (auto it = depLibs.cbegin(); it != depLibs.cend(); ++it) {
        QStringList folders;
        for (const QString &lib : it.value())
            folders << l.folderOfLibrary.value(lib, lib);
        l.directDeps.insert(it.key(), folders);
    }
    // Transitive closure.
    for (auto it = l.directDeps.cbegin(); it != l.directDeps.cend(); ++it) {
        QSet<QString> seen;
        QStringList todo = it.value();
        while (!todo.isEmpty()) {
            const QString next = todo.takeLast();
            if (seen.contains(next))
                continue;
            seen.insert(next);
            todo << l.directDeps.value(next);
        }
        l.allowed.insert(it.key(), seen);
    }
    return l;
}

QStringList appFolders()
{
    QStringList out;
    QDirIterator it(kApp, QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext())
        out << it.next().section(QLatin1Char('/'), -1);
    out.sort();
    return out;
}

struct Include {
    QString file;
    int line;
    QString path;
};

QList<Include> includesUnder(const QString &dir)
{
    QList<Include> out;
    static const QRegularExpression inc(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""));
    QDirIterator it(dir, { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        int n = 0;
        while (!f.atEnd()) {
            ++n;
            const auto m = inc.match(QString::fromUtf8(f.readLine()));
            if (m.hasMatch())
                out.append({ path.mid(QStringLiteral(IC_SOURCE_DIR).size() + 1), n, m.captured(1) });
        }
    }
    return out;
}

/// The folder an include names when it names one under app/; empty for same-folder includes.
QString folderOf(const QString &include, const QStringList &folders)
{
    const int slash = include.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return {};
    const QString first = include.left(slash);
    return folders.contains(first) ? first : QString();
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyFolderIsALayer()
    {
        const Layers l = readLayers();
        QVERIFY2(l.directDeps.size() >= 8, "app/CMakeLists.txt declares no ic_layer() lines");
        for (const QString &folder : appFolders()) {
            if (folder == QLatin1String("commands"))
                continue;
            QVERIFY2(l.directDeps.contains(folder),
                     qPrintable(QStringLiteral("app/%1 is not declared with ic_layer()").arg(folder)));
        }
    }

    void includesPointDown_data()
    {
        QTest::addColumn<QString>("folder");
        for (const QString &folder : appFolders())
            if (folder != QLatin1String("commands"))
                QTest::newRow(qPrintable(folder)) << folder;
    }
    void includesPointDown()
    {
        QFETCH(QString, folder);
        const Layers l = readLayers();
        const QStringList folders = appFolders();
        QStringList wrong;
        for (const Include &i : includesUnder(kApp + QLatin1Char('/') + folder)) {
            if (i.path.startsWith(QLatin1String("../")))
                wrong << QStringLiteral("%1:%2 reaches out with \"%3\"").arg(i.file).arg(i.line).arg(i.path);
            const QString target = folderOf(i.path, folders);
            if (target.isEmpty() || target == folder || l.allowed.value(folder).contains(target))
                continue;
            wrong << QStringLiteral("%1:%2 includes \"%3\", but %4 does not link %5")
                         .arg(i.file)
                         .arg(i.line)
                         .arg(i.path, folder, target);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void widgetsStayOnTheCore()
    {
        const QStringList folders = appFolders();
        QStringList wrong;
        for (const Include &i : includesUnder(QStringLiteral(IC_SOURCE_DIR "/widgets"))) {
            const QString target = folderOf(i.path, folders);
            if (target == QLatin1String("sim") || target == QLatin1String("commands"))
                wrong << QStringLiteral("%1:%2 includes \"%3\"").arg(i.file).arg(i.line).arg(i.path);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    /// Nothing under app/ but the GUI program (app/commands/gui) includes a Qt Widgets header: the
    /// models are QtGui at most, so the headless program and the tests need no widget library.
    void coreIncludesNoWidgets()
    {
        const QDir widgetHeaders(QLibraryInfo::path(QLibraryInfo::HeadersPath)
                                 + QStringLiteral("/QtWidgets"));
        const QStringList names = widgetHeaders.entryList(QDir::Files);
        if (names.isEmpty())
            QSKIP("the Qt Widgets headers are not installed here; nothing to compare with");
        const QSet<QString> widgetHeaderNames(names.cbegin(), names.cend());
        static const QRegularExpression inc(QStringLiteral("^\\s*#\\s*include\\s+<(?:QtWidgets/)?([^>]+)>"));
        QStringList wrong;
        QDirIterator it(kApp, { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QLatin1String("/app/commands/gui/")))
                continue;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            int n = 0;
            while (!f.atEnd()) {
                ++n;
                const auto m = inc.match(QString::fromUtf8(f.readLine()));
                if (m.hasMatch() && widgetHeaderNames.contains(m.captured(1))
                    && m.captured(1) != QLatin1String("qtwidgetsglobal.h"))
                    wrong << QStringLiteral("%1:%2 includes <%3>").arg(path).arg(n).arg(m.captured(1));
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    /// The folders' include graph as the sources have it (not as CMake declares it) has no loop.
    void foldersFormNoLoop()
    {
        const QStringList folders = appFolders();
        QHash<QString, QSet<QString>> edges;
        for (const QString &folder : folders)
            for (const Include &i : includesUnder(kApp + QLatin1Char('/') + folder)) {
                const QString target = folderOf(i.path, folders);
                if (!target.isEmpty() && target != folder)
                    edges[folder].insert(target);
            }
        // Depth-first search with colours; a grey node reached again closes a loop.
        QHash<QString, int> colour;
        QStringList stack;
        QString loop;
        std::function<void(const QString &)> visit = [&](const QString &n) {
            colour[n] = 1;
            stack << n;
            for (const QString &m : edges.value(n)) {
                if (!loop.isEmpty())
                    return;
                if (colour.value(m) == 1) {
                    loop = stack.mid(stack.indexOf(m)).join(QStringLiteral(" -> ")) + QStringLiteral(" -> ")
                        + m;
                    return;
                }
                if (colour.value(m) == 0)
                    visit(m);
            }
            stack.removeLast();
            colour[n] = 2;
        };
        for (const QString &f : folders)
            if (colour.value(f) == 0 && loop.isEmpty())
                visit(f);
        QVERIFY2(loop.isEmpty(), qPrintable(QStringLiteral("folders form a loop: ") + loop));
    }

    /// The test itself can fail: a made-up upward include is caught by the same rule.
    void ruleCatchesAnUpwardInclude()
    {
        const Layers l = readLayers();
        QVERIFY(!l.allowed.value(QStringLiteral("formats")).contains(QStringLiteral("host")));
        QVERIFY(!l.allowed.value(QStringLiteral("host")).contains(QStringLiteral("sim")));
        QVERIFY(l.allowed.value(QStringLiteral("host")).contains(QStringLiteral("formats")));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
