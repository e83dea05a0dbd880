// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace ic {

/// One file of `systemctl cat -- unit`: the fragment first, then the drop-ins in the order
/// systemd applies them.
struct UnitFileText {
    QString path; ///< as printed after `# ` (absolute)
    QByteArray text; ///< the file's lines, each ending in '\n'
};

/// `systemctl cat -- unit` output. systemctl prints each file as `# <path>` and its lines, with
/// a blank line before every file but the first (systemd `src/shared/pretty-print.c`,
/// cat_files(), https://github.com/systemd/systemd/blob/main/src/shared/pretty-print.c).
struct UnitCat {
    QList<UnitFileText> files;
    QString error; ///< empty when parsed; otherwise one sentence (the text kept in `files`)
    bool isEmpty() const { return files.isEmpty(); }
    /// The fragment (the unit file itself); empty when the output had none.
    QString fragmentPath() const { return files.isEmpty() ? QString() : files.first().path; }
    /// The output again, as systemctl printed it (without colour).
    QByteArray toText() const;
};

UnitCat parseSystemctlCat(QByteArrayView output);

/// What the unit's files say about how the service starts, after systemd's rules: a
/// continuation line (`\` at the end) is joined; `#` and `;` start comments; an empty
/// assignment resets the list (`ExecStart=`, `Environment=`, `EnvironmentFile=`), so a drop-in
/// replaces the fragment's command only after an empty `ExecStart=`
/// (systemd.syntax(7), systemd.service(5), systemd.exec(5):
/// https://www.freedesktop.org/software/systemd/man/latest/systemd.syntax.html,
/// https://www.freedesktop.org/software/systemd/man/latest/systemd.service.html#ExecStart=,
/// https://www.freedesktop.org/software/systemd/man/latest/systemd.exec.html#Environment=).
struct EffectiveService {
    QStringList execStart; ///< the values as written, in order (one for a simple service)
    QStringList environment; ///< Environment= values as written (each may hold several assignments)
    QStringList environmentFiles;
    QStringList unsetEnvironment;
    QString error; ///< e.g. "no ExecStart", a section line that never closes
};
EffectiveService effectiveService(const UnitCat &cat);

/// The assignments of Environment= values (`"A=1 2" B=3` -> A="1 2", B="3"), unquoted the way
/// systemd splits words (double and single quotes, backslash escapes); words without `=` are
/// skipped, as systemd skips them.
QList<QPair<QString, QString>> environmentAssignments(const QStringList &values);

/// The words of one command line value, unquoted the same way (ExecStart's prefixes such as
/// `-` or `@` stay on the first word).
QStringList unitWords(QStringView value);

} // namespace ic
