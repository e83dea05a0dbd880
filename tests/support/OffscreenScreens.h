// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Screens for Qt's offscreen platform, for the widget tests that lay a window out on screens of
// given sizes. Header only, like WidgetScreenshot.h: call it in main() before the QApplication.

#include <QByteArray>
#include <QFile>
#include <QSize>
#include <QString>
#include <QTemporaryDir>

#include <initializer_list>

namespace ic::testsupport {

/// Makes the offscreen platform show `screens` side by side, left to right (its plugin reads them
/// from a JSON file named by its `configfile` argument, written into `dir`, which must outlive the
/// application): sets QT_QPA_PLATFORM. false when the file could not be written.
inline bool useOffscreenScreens(const QTemporaryDir &dir, std::initializer_list<QSize> screens)
{
    QByteArray json = R"({"windowFrameMargins": true, "screens": [)";
    int x = 0;
    for (const QSize &s : screens) {
        if (x > 0)
            json += ',';
        json += QStringLiteral(
                    R"({"name": "%1x%2", "x": %3, "y": 0, "width": %1, "height": %2, "logicalDpi": 96})")
                    .arg(s.width())
                    .arg(s.height())
                    .arg(x)
                    .toUtf8();
        x += s.width();
    }
    json += "]}";
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        return false;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    return true;
}

} // namespace ic::testsupport
