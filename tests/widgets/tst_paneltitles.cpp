// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Panels that sit side by side keep names a reader can tell apart, in every shipped language:
// the window is assembled under the real catalogues (compiled here by lrelease) and its dock
// titles and tab names are compared. Two different panels once both read "服务" in Chinese.
#include "AssembledWindow.h"
#include "HostPanels.h"
#include "MainWindow.h"
#include "config/Settings.h"
#include "host/Fleet.h"

#include <QDockWidget>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace ic;

namespace {

QString lrelease()
{
    const QStringList dirs { QLibraryInfo::path(QLibraryInfo::BinariesPath),
                             QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath) };
    for (const QString name : { QStringLiteral("lrelease"), QStringLiteral("lrelease-qt6") }) {
        QString path = QStandardPaths::findExecutable(name, dirs);
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(name);
        if (!path.isEmpty())
            return path;
    }
    return {};
}

// "&Fleet overview" and "机群概览(&F)" as a reader sees them.
QString shown(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\(&.\\)")));
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.trimmed();
}

} // namespace

class TestPanelTitles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void distinctInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
    }

    void distinctInEveryLanguage()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            const QString tool = lrelease();
            if (tool.isEmpty())
                QSKIP("lrelease is not installed (Debian package qt6-l10n-tools)");
            const QString qm = m_dir.filePath(language + QStringLiteral(".qm"));
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(tool,
                    { QStringLiteral(IC_SOURCE_DIR "/translations/inference-console_%1.ts").arg(language),
                      QStringLiteral("-silent"), QStringLiteral("-qm"), qm });
            QVERIFY2(p.waitForFinished(60'000) && p.exitCode() == 0, p.readAll().constData());
            QVERIFY2(translator.load(qm), qPrintable(qm));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        {
            testsupport::AssembledWindow assembled(m_dir.filePath(QStringLiteral("ui.ini")));
            MainWindow &w = assembled.window();
            QMap<QString, QString> seen; // shown name -> what it names
            QStringList clashes;
            auto note = [&](const QString &name, const QString &what) {
                const QString key = shown(name);
                QVERIFY2(!key.isEmpty(), qPrintable(what + QStringLiteral(" has no name")));
                if (seen.contains(key))
                    clashes << QStringLiteral("\"%1\" names both %2 and %3").arg(key, seen.value(key), what);
                seen.insert(key, what);
            };
            const QList<QDockWidget *> docks = w.findChildren<QDockWidget *>();
            QVERIFY(docks.size() >= 8);
            for (const QDockWidget *d : docks)
                note(d->windowTitle(), d->objectName());
            for (int i = 0; i < w.centralTabs()->count(); ++i)
                note(w.centralTabs()->tabText(i), QStringLiteral("tab %1").arg(i));
            QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
        }
        if (!language.isEmpty())
            QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestPanelTitles)
#include "tst_paneltitles.moc"
