// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// The console under a real X server (Xvfb) at the screen sizes people have, in English, German
// and Chinese: it fits, nothing in the GPU dock is cut (the console's own layout audit measures
// it), and a layout saved on a large screen is not restored onto a small one.
// The pictures are kept in the build folder (screenshots/) to be looked at.
#include "KeptConversation.h"
#include "RunBinary.h"
#include "chat/ChatArchive.h"
#include "history/HistoryDatabase.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ic::testsupport;

namespace {

/// A private X server on a display number it picks itself; stopped with the object.
class Xvfb {
public:
    bool start(QSize size)
    {
        m_process.setProgram(QStringLiteral("Xvfb"));
        m_process.setArguments({ QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-screen"),
                                 QStringLiteral("0"),
                                 QStringLiteral("%1x%2x24").arg(size.width()).arg(size.height()),
                                 QStringLiteral("-nolisten"), QStringLiteral("tcp") });
        m_process.start();
        if (!m_process.waitForStarted(5000))
            return false;
        QByteArray out;
        for (int i = 0; i < 100 && !out.contains('\n'); ++i) {
            m_process.waitForReadyRead(100);
            out += m_process.readAllStandardOutput();
        }
        bool ok = false;
        m_display = out.trimmed().toInt(&ok);
        return ok;
    }
    QString display() const { return QStringLiteral(":%1").arg(m_display); }
    ~Xvfb()
    {
        m_process.terminate();
        m_process.waitForFinished(3000);
    }

private:
    QProcess m_process;
    int m_display = -1;
};

struct Run {
    int exitCode = -1;
    QRect window;
    QSize minimum;
    QSize screen;
    double dpr = 1;
    int layoutChecked = -1; ///< panels the console's layout audit measured; -1: no audit line
    QStringList layoutProblems; ///< what it found cut
    QByteArray err;
};

Run runConsole(const QString &display, const QString &home, const QString &png, double scale,
               const QStringList &extra = {})
{
    RunOptions o;
    o.environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    o.environment.insert(QStringLiteral("DISPLAY"), display);
    setHome(o.environment, home);
    o.environment.insert(QStringLiteral("QT_SCALE_FACTOR"), QString::number(scale));
    o.deadlineMs = 90000;
    const RunResult p = runBinary(consolePath(),
                                  QStringList { QStringLiteral("--demo"), QStringLiteral("--time-scale"),
                                                QStringLiteral("100"), QStringLiteral("--quit-after"),
                                                QStringLiteral("6"), QStringLiteral("--screenshot"), png }
                                      + extra,
                                  o);
    Run r;
    if (!p.exitedNormally()) {
        r.err = p.describe();
        return r;
    }
    r.exitCode = p.exitCode;
    r.err = p.err;
    const QRegularExpression line(QStringLiteral(
        R"(window (\d+)x(\d+)\+(-?\d+)\+(-?\d+) minimum (\d+)x(\d+) screen (\d+)x(\d+) dpr ([\d.]+))"));
    const QRegularExpressionMatch m = line.match(QString::fromUtf8(p.out));
    if (m.hasMatch()) {
        r.window = QRect(m.captured(3).toInt(), m.captured(4).toInt(), m.captured(1).toInt(),
                         m.captured(2).toInt());
        r.minimum = QSize(m.captured(5).toInt(), m.captured(6).toInt());
        r.screen = QSize(m.captured(7).toInt(), m.captured(8).toInt());
        r.dpr = m.captured(9).toDouble();
    }
    const QRegularExpression checked(QStringLiteral(R"(^layout checked (\d+) panels$)"),
                                     QRegularExpression::MultilineOption);
    if (const QRegularExpressionMatch c = checked.match(QString::fromUtf8(p.out)); c.hasMatch())
        r.layoutChecked = c.captured(1).toInt();
    for (const QString &line : QString::fromUtf8(p.out).split(u'\n')) {
        if (line.startsWith(QLatin1String("layout problem: ")))
            r.layoutProblems << line.mid(16);
    }
    return r;
}

/// What an earlier run of the console left of the demo host's conversation in `home`: an answered
/// turn, one stopped mid-answer and one cut at the size the history keeps of a turn (the last).
bool keepDemoConversation(const QString &home)
{
    const QString folder = home + QStringLiteral("/.local/share/inference-console");
    return QDir().mkpath(folder)
        && ic::testsupport::keepConversation(folder + QLatin1Char('/') + ic::HistoryDatabase::fileName(),
                                             QStringLiteral("demo-gpu-01"));
}

bool hasCjkFont()
{
    QProcess fc;
    fc.start(QStringLiteral("fc-list"), { QStringLiteral(":lang=zh-cn"), QStringLiteral("family") });
    return fc.waitForFinished(10000) && fc.exitCode() == 0 && !fc.readAllStandardOutput().trimmed().isEmpty();
}

} // namespace

class TestScreenshots : public QObject {
    Q_OBJECT
private:
    QString m_pictures;

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("Xvfb")).isEmpty())
            QSKIP("Xvfb is not installed (.ci/install-deps --tests installs it)");
        m_pictures = QDir::currentPath() + QStringLiteral("/screenshots");
        QDir().mkpath(m_pictures);
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<double>("scale");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280x720") << QSize(1280, 720) << 1.0 << QStringLiteral("en");
        QTest::newRow("1280x720 German") << QSize(1280, 720) << 1.0 << QStringLiteral("de");
        QTest::newRow("1280x720 Chinese") << QSize(1280, 720) << 1.0 << QStringLiteral("zh_CN");
        QTest::newRow("1366x768") << QSize(1366, 768) << 1.0 << QStringLiteral("en");
        QTest::newRow("1366x768 German") << QSize(1366, 768) << 1.0 << QStringLiteral("de");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 1.0 << QStringLiteral("en");
        QTest::newRow("1920x1080 German") << QSize(1920, 1080) << 1.0 << QStringLiteral("de");
        QTest::newRow("3840x2160 at scale 2") << QSize(3840, 2160) << 2.0 << QStringLiteral("en");
    }
    void fitsTheScreen()
    {
        QFETCH(QSize, screen);
        QFETCH(double, scale);
        QFETCH(QString, language);
        // Without a CJK font the Chinese picture shows boxes, and nobody can judge its layout.
        if (language.startsWith(QLatin1String("zh")) && !hasCjkFont())
            QSKIP("no font for Simplified Chinese (Debian package fonts-wqy-microhei)");
        Xvfb x;
        QVERIFY(x.start(screen));
        QTemporaryDir home;
        const QString png = QStringLiteral("%1/main-%2x%3-%4.png")
                                .arg(m_pictures)
                                .arg(screen.width())
                                .arg(screen.height())
                                .arg(language);
        const Run r
            = runConsole(x.display(), home.path(), png, scale, { QStringLiteral("--lang"), language });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.screen.isValid(), r.err.constData());
        // In logical pixels: the window and its minimum size fit the screen.
        const QRect available(QPoint(0, 0), r.screen);
        QVERIFY2(available.contains(r.window),
                 qPrintable(QStringLiteral("window %1x%2+%3+%4 on %5x%6")
                                .arg(r.window.width())
                                .arg(r.window.height())
                                .arg(r.window.x())
                                .arg(r.window.y())
                                .arg(r.screen.width())
                                .arg(r.screen.height())));
        QVERIFY2(r.minimum.width() <= 1024 && r.minimum.height() <= 640,
                 qPrintable(QStringLiteral("minimum %1x%2").arg(r.minimum.width()).arg(r.minimum.height())));
        QCOMPARE(r.dpr, scale);
        // Measured, not guessed from the picture: the GPU dock holds its panels without scrolling,
        // each at the size it needs, every bar row in sight or reachable, the axis title whole.
        QVERIFY2(r.layoutChecked > 0, "the console printed no layout audit");
        QVERIFY2(r.layoutProblems.isEmpty(), qPrintable(r.layoutProblems.join(u'\n')));
        const QImage picture(png);
        QVERIFY(!picture.isNull());
        // Drawn at the device pixel ratio: crisp at scale 2, not a blown-up 1x picture.
        QVERIFY(picture.width() >= int(r.window.width() * scale * 0.9));
    }

    /// The chat tab with a conversation the history kept (the last turn cut at the size limit): no
    /// note, cut note or usage line drawn under a text pane, at every screen size. The console's
    /// layout audit finds any two widgets of one layout that overlap.
    void restoredChatFits_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<double>("scale");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280x720") << QSize(1280, 720) << 1.0 << QStringLiteral("en");
        QTest::newRow("1280x720 German") << QSize(1280, 720) << 1.0 << QStringLiteral("de");
        QTest::newRow("1366x768") << QSize(1366, 768) << 1.0 << QStringLiteral("en");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 1.0 << QStringLiteral("en");
        QTest::newRow("3840x2160 at scale 2") << QSize(3840, 2160) << 2.0 << QStringLiteral("en");
    }
    void restoredChatFits()
    {
        QFETCH(QSize, screen);
        QFETCH(double, scale);
        QFETCH(QString, language);
        QTemporaryDir home;
        QVERIFY(keepDemoConversation(home.path()));
        Xvfb x;
        QVERIFY(x.start(screen));
        const QString png = QStringLiteral("%1/chat-restored-%2x%3-%4.png")
                                .arg(m_pictures)
                                .arg(screen.width())
                                .arg(screen.height())
                                .arg(language);
        const Run r = runConsole(
            x.display(), home.path(), png, scale,
            { QStringLiteral("--lang"), language, QStringLiteral("--tab"), QStringLiteral("chat") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.layoutChecked > 0, "the console printed no layout audit");
        QVERIFY2(r.layoutProblems.isEmpty(), qPrintable(r.layoutProblems.join(u'\n')));
        QVERIFY(!QImage(png).isNull());
    }

    /// Launch on a large screen, quit (the layout is saved), relaunch on a small one: the
    /// window comes back inside the small screen with the default layout.
    void layoutFromALargeScreenIsNotRestoredOnASmallOne()
    {
        QTemporaryDir home;
        {
            Xvfb large;
            QVERIFY(large.start(QSize(2560, 1440)));
            const Run first = runConsole(large.display(), home.path(), QString(), 1.0);
            QVERIFY2(first.exitCode == 0, first.err.constData());
            QVERIFY(first.window.height() > 720);
        }
        Xvfb small;
        QVERIFY(small.start(QSize(1280, 720)));
        const QString png = m_pictures + QStringLiteral("/relaunch-1280x720.png");
        const Run second = runConsole(small.display(), home.path(), png, 1.0);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QVERIFY(QRect(QPoint(0, 0), second.screen).contains(second.window));
        QVERIFY2(second.layoutChecked > 0, "the console printed no layout audit");
        QVERIFY2(second.layoutProblems.isEmpty(), qPrintable(second.layoutProblems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
