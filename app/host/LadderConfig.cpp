// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "LadderConfig.h"

#include "config/Settings.h"

#include <QFileInfo>

namespace ic {

LadderConfig::LadderConfig(Settings &settings)
    : m_settings(&settings)
{
}

QString LadderConfig::file() const
{
    return m_settings->ladderFile();
}

Ladder LadderConfig::ladder() const
{
    return load(file());
}

bool LadderConfig::choose(const QString &path, QString *error)
{
    // Kept absolute: `check` may run from another directory than the console did.
    const QString chosen = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    const Ladder ladder = load(chosen);
    if (!ladder.isValid()) {
        if (error)
            *error = ladder.error;
        return false;
    }
    m_settings->setLadderFile(chosen);
    m_settings->sync(); // a `check` started next reads it
    return true;
}

bool LadderConfig::autoRun() const
{
    return m_settings->ladderAutoRun();
}

void LadderConfig::setAutoRun(bool on)
{
    m_settings->setLadderAutoRun(on);
    m_settings->sync();
}

Ladder LadderConfig::load(const QString &path)
{
    return path.isEmpty() ? Ladder::builtin() : Ladder::fromFile(path);
}

} // namespace ic
