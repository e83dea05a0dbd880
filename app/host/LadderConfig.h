// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chat/Ladder.h"

#include <QString>

namespace ic {

class Settings;

/// The validation ladder the console runs, as configuration kept in one place: the ladder file
/// chosen in the ladder view (none: the built-in ladder, resources/validation/default.json) and
/// whether a watched restart runs it. The view and `check` without `--ladder` read the same
/// setting, so both run the same steps in the same order with the same options.
class LadderConfig {
public:
    explicit LadderConfig(Settings &settings);

    /// The chosen ladder file; empty: the built-in ladder.
    QString file() const;
    /// The chosen ladder, read now; unusable (its error names the file) when the file is. Never
    /// the built-in ladder in place of a chosen file that cannot be read.
    Ladder ladder() const;
    /// Reads `path` (empty: back to the built-in ladder) and, when it is usable, makes it the
    /// console's ladder and saves that at once. Otherwise false with `error` set; nothing changes.
    bool choose(const QString &path, QString *error = nullptr);

    /// Run the ladder when a watched restart turns ready.
    bool autoRun() const;
    void setAutoRun(bool on);

    /// The ladder of `path`, or the built-in one for an empty path.
    static Ladder load(const QString &path);

private:
    Settings *m_settings;
};

} // namespace ic
