// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ServiceCommand.h"

#include "config/EngineProfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace ic {

namespace {
QString optionValue(const QStringList &words, int i, const QString &name)
{
    const QString &w = words.at(i);
    if (w == name && i + 1 < words.size())
        return words.at(i + 1);
    if (w.startsWith(name + QLatin1Char('=')))
        return w.mid(name.size() + 1);
    return {};
}
} // namespace

ServiceCommand parseExecStart(QStringView execStart)
{
    ServiceCommand c;
    QStringView text = execStart.trimmed();
    const qsizetype argv = text.indexOf(QLatin1String("argv[]="));
    if (argv >= 0) {
        text = text.mid(argv + 7);
        // The argv runs to the next ` ; key=` field.
        qsizetype end = -1;
        for (const QLatin1String next : { QLatin1String(" ; ignore_errors="), QLatin1String(" ; flags="),
                                          QLatin1String(" ; start_time=") }) {
            const qsizetype at = text.indexOf(next);
            if (at >= 0 && (end < 0 || at < end))
                end = at;
        }
        if (end >= 0)
            text = text.left(end);
    } else if (text.startsWith(u'{')) {
        c.error = QCoreApplication::translate("ic::StartupWatch", "ExecStart has no argv.");
        return c;
    }
    c.commandLine = text.trimmed().toString();
    if (c.commandLine.isEmpty()) {
        c.error = QCoreApplication::translate("ic::StartupWatch", "ExecStart is empty.");
        return c;
    }
    const QStringList words = QProcess::splitCommand(c.commandLine);
    if (words.isEmpty()) {
        c.error = QCoreApplication::translate("ic::StartupWatch", "ExecStart has no words.");
        return c;
    }
    c.program = QFileInfo(words.first()).fileName();
    // What names the model is engine knowledge: the profiles' "command" sections. First a
    // program followed by its model (`vllm serve M`, `trtllm-serve M`), then a model option.
    const QList<EngineProfile> profiles = engineProfiles();
    for (int i = 0; i < words.size() && c.model.isEmpty(); ++i) {
        const QString name = QFileInfo(words.at(i)).fileName();
        for (const EngineProfile &p : profiles) {
            if (!p.command.positionalModel || !p.command.programs.contains(name))
                continue;
            int j = i + 1;
            while (j < words.size() && p.command.subcommands.contains(words.at(j)))
                ++j;
            if (j < words.size() && !words.at(j).startsWith(u'-')) {
                c.model = words.at(j);
                break;
            }
        }
    }
    for (int i = 0; i < words.size() && c.model.isEmpty(); ++i) {
        for (const EngineProfile &p : profiles) {
            for (const QString &name : p.command.modelOptions) {
                // Python's own `-m` (`python -m vllm.entrypoints…`) names a module, not a model.
                if (name == QLatin1String("-m") && c.program.startsWith(QLatin1String("python")))
                    continue;
                const QString v = optionValue(words, i, name);
                if (!v.isEmpty()) {
                    c.model = v;
                    break;
                }
            }
            if (!c.model.isEmpty())
                break;
        }
    }
    return c;
}

} // namespace ic
