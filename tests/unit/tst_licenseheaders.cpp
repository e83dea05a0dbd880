// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Every source file of the project says its licence in its first lines (SPDX), as LICENSE and
// resources/debian/copyright do for the whole: C++ and CMake under app/, widgets/, tests/ (not the
// fixtures, which are copies of other people's logs and outputs), cmake/ and the top level.

#include <QDirIterator>
#include <QFile>
#include <QTest>

namespace {
const QString kRoot = QStringLiteral(IC_SOURCE_DIR);

QStringList sources()
{
    QStringList out;
    for (const QString &dir : { QStringLiteral("app"), QStringLiteral("widgets"), QStringLiteral("tests"),
                                QStringLiteral("cmake") }) {
        QDirIterator it(kRoot + QLatin1Char('/') + dir,
                        { QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.cmake"),
                          QStringLiteral("CMakeLists.txt") },
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.contains(QLatin1String("/tests/fixtures/")))
                out << path;
        }
    }
    out << kRoot + QStringLiteral("/CMakeLists.txt");
    return out;
}
} // namespace

class TestLicenseHeaders : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void licenceFileExists()
    {
        QFile f(kRoot + QStringLiteral("/LICENSE"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("GNU GENERAL PUBLIC LICENSE"));
    }

    void everySourceHasAnSpdxHeader()
    {
        const QStringList files = sources();
        QVERIFY2(files.size() > 300, qPrintable(QStringLiteral("only %1 files found").arg(files.size())));
        QStringList missing;
        for (const QString &path : files) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                missing << path + QStringLiteral(" (unreadable)");
                continue;
            }
            const QByteArray head = f.read(400);
            if (!head.contains("SPDX-License-Identifier: GPL-2.0-or-later")
                || !head.contains("SPDX-FileCopyrightText: "))
                missing << path.mid(kRoot.size() + 1);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no SPDX header: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestLicenseHeaders)
#include "tst_licenseheaders.moc"
