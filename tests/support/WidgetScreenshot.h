// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// A widget test's screenshot on request: with IC_SCREENSHOT_DIR set, the widget as it is drawn
// now is saved there under `name`; without it nothing happens. Header-only, so the support
// library itself needs no Qt Widgets (only the widget tests include it).

#include <QDir>
#include <QPixmap>
#include <QString>
#include <QWidget>

namespace ic::testsupport {

/// Saves `widget->grab()` as `<IC_SCREENSHOT_DIR>/<name>` when that variable is set. false when it
/// is set and the picture could not be saved.
inline bool saveScreenshotIfAsked(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("IC_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return true;
    QDir().mkpath(dir);
    return widget->grab().save(dir + u'/' + name);
}

} // namespace ic::testsupport
