// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
// Arguments first, the application object last: `--help`, `--version` and usage errors are
// answered before anything that could need a display exists.
#include "Command.h"

#include "config/Settings.h"
#include "formats/TerminalText.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QTimer>
#include <QTranslator>

#include <cerrno>
#include <cstring>
#include <memory>

#include <unistd.h>

namespace ic::cli {

namespace {

const char *const kContext = "ic::cli";
QString tr(const char *text)
{
    return QCoreApplication::translate(kContext, text);
}

const QString kProgram = QStringLiteral("inference-console");

/// Edit distance, for "did you mean".
int distance(QStringView a, QStringView b)
{
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[j];
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1) });
            diagonal = up;
        }
    }
    return row[b.size()];
}

/// The closest candidate within a small distance, or empty.
QString closest(const QString &word, const QStringList &candidates)
{
    QString best;
    int bestDistance = std::max<int>(2, int(word.size()) / 3) + 1;
    for (const QString &c : candidates) {
        const int d = distance(word, c);
        if (d < bestDistance || (c.startsWith(word) && word.size() >= 2 && d < bestDistance + 4)) {
            best = c;
            bestDistance = std::min(d, bestDistance);
        }
    }
    return best;
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : commands()) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QStringList commandNames()
{
    QStringList names;
    for (const Command &c : commands()) {
        if (!c.name.isEmpty())
            names << c.name;
    }
    names << QStringLiteral("help");
    return names;
}

/// The `--lang` value, read before the parser exists so that --help is translated too.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

void installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(QCoreApplication::instance());
    if (ours->load(locale, QStringLiteral("inference-console"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
}

void setIdentity()
{
    QCoreApplication::setApplicationName(kProgram);
    QCoreApplication::setOrganizationName(kProgram);
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
}

QCommandLineOption helpOption()
{
    return QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") },
                              tr("Show this help and exit."));
}
QCommandLineOption versionOption()
{
    return QCommandLineOption(QStringLiteral("version"), tr("Show the version and exit."));
}
QCommandLineOption languageOption()
{
    return QCommandLineOption(QStringLiteral("lang"), tr("User interface language, e.g. de or zh_CN."),
                              tr("code"));
}

QList<QCommandLineOption> allOptions(const Command &command)
{
    QList<QCommandLineOption> options = command.options ? command.options() : QList<QCommandLineOption>();
    options << languageOption() << helpOption() << versionOption();
    return options;
}

QString exitStatusHelp()
{
    return tr("Exit status: 0 success (every step passed), 1 a check failed, 2 could not run "
              "(usage error, unreadable input, unreachable host, timeout, interrupted).");
}

QString optionsHelp(const QList<QCommandLineOption> &options)
{
    QStringList left;
    for (const QCommandLineOption &o : options) {
        QStringList names;
        for (const QString &n : o.names())
            names << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
        QString l = names.join(QStringLiteral(", "));
        if (!o.valueName().isEmpty())
            l += QStringLiteral(" <") + o.valueName() + u'>';
        left << l;
    }
    qsizetype width = 0;
    for (const QString &l : left)
        width = std::max(width, l.size());
    QString text;
    for (qsizetype i = 0; i < options.size(); ++i) {
        text += QStringLiteral("  ") + left.at(i).leftJustified(width) + QStringLiteral("  ")
            + options.at(i).description();
        if (!options.at(i).defaultValues().isEmpty())
            text += QStringLiteral(" ") + tr("(default: %1)").arg(options.at(i).defaultValues().join(u','));
        text += u'\n';
    }
    return text;
}

QString usageLine(const Command &c)
{
    return kProgram + (c.name.isEmpty() ? QString() : u' ' + c.name)
        + (c.synopsis.isEmpty() ? QString() : u' ' + c.synopsis);
}

QString commandHelp(const Command &c)
{
    QString summary = c.summary();
    if (!summary.isEmpty())
        summary[0] = summary[0].toUpper();
    QString text
        = tr("Usage: %1").arg(usageLine(c)) + QStringLiteral("\n\n") + summary + QStringLiteral("\n\n");
    if (c.name.isEmpty()) {
        text += tr("Commands:") + u'\n';
        for (const Command &other : commands()) {
            if (!other.name.isEmpty())
                text += QStringLiteral("  %1  %2\n").arg(other.name.leftJustified(9), other.summary());
        }
        text += QStringLiteral("  %1  %2\n")
                    .arg(QStringLiteral("help").leftJustified(9),
                         tr("help on a command, e.g. “%1 help check”").arg(kProgram));
        text += u'\n' + tr("Options of the console:") + u'\n';
    } else {
        text += tr("Options:") + u'\n';
    }
    text += optionsHelp(allOptions(c)) + u'\n' + exitStatusHelp() + u'\n';
    return text;
}

/// One line on stderr, exit 2.
int usageError(const Command *c, const QString &message)
{
    const QString prefix = c && !c->name.isEmpty() ? kProgram + u' ' + c->name : kProgram;
    const QString helpHint = c && !c->name.isEmpty() ? QStringLiteral("%1 help %2").arg(kProgram, c->name)
                                                     : QStringLiteral("%1 --help").arg(kProgram);
    QTextStream(stderr) << printable(QString(prefix + QStringLiteral(": ") + message), false) << ' '
                        << tr("(see “%1”)").arg(helpHint) << '\n';
    return ExitCouldNotRun;
}

QString optionSpelling(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

QtMessageHandler g_defaultHandler = nullptr;

/// Log messages quote hosts and servers too: made printable like every other output.
void printableMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    g_defaultHandler(type, context, printable(message, false));
}

bool haveDisplay()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

GuiProgram &guiProgram()
{
    static GuiProgram program;
    return program;
}

/// Replaces this process with inference-console-gui and the same command line; returns only
/// when that program cannot be started.
int handOverToGui(char **argv, QTextStream &err)
{
    // Beside this program in a build; installed, where the install step put it.
    const QDir here(QCoreApplication::applicationDirPath());
    const QStringList candidates { here.filePath(QStringLiteral("inference-console-gui")),
                                   QDir::cleanPath(here.filePath(QStringLiteral(IC_GUI_FROM_BINDIR))) };
    QStringList tried;
    for (const QString &path : candidates) {
        const QByteArray native = QFile::encodeName(path);
        ::execv(native.constData(), argv);
        tried << QStringLiteral("%1 (%2)").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
    }
    err << tr("inference-console: the window is the program inference-console-gui, which could not be "
              "started: %1. Reinstall the console; the commands check and analyze need no window.")
               .arg(tried.join(QStringLiteral("; ")))
        << Qt::endl;
    return ExitCouldNotRun;
}

} // namespace

bool waitUntil(const std::function<bool()> &done, int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QEventLoop loop;
        QTimer::singleShot(std::min<qint64>(100, std::max<qint64>(1, deadline.remainingTime())), &loop,
                           &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

void quietDebugOutput()
{
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("console.*.debug=false"));
}

int dispatch(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const QString language = languageArgument(arguments);
    g_defaultHandler = qInstallMessageHandler(printableMessages);

    // QCoreApplication needs no display; it carries the translators while the command line is read.
    int coreArgc = 1;
    auto core = std::make_unique<QCoreApplication>(coreArgc, argv);
    setIdentity();
    installTranslations(language);

    const Command *command = findCommand(QString());
    QStringList commandArguments = arguments.mid(1);
    if (!commandArguments.isEmpty() && !commandArguments.first().startsWith(u'-')) {
        const QString name = commandArguments.takeFirst();
        if (name == QLatin1String("help")) {
            const QString topic = commandArguments.value(0);
            const Command *c = topic.isEmpty() ? command : findCommand(topic);
            if (!c) {
                const QString guess = closest(topic, commandNames());
                return usageError(nullptr,
                                  guess.isEmpty()
                                      ? tr("“%1” is not a command.").arg(topic)
                                      : tr("“%1” is not a command. Did you mean “%2”?").arg(topic, guess));
            }
            QTextStream(stdout) << commandHelp(*c);
            return ExitOk;
        }
        command = findCommand(name);
        if (!command) {
            const QString guess = closest(name, commandNames());
            return usageError(nullptr,
                              guess.isEmpty()
                                  ? tr("“%1” is not a command.").arg(name)
                                  : tr("“%1” is not a command. Did you mean “%2”?").arg(name, guess));
        }
    }

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QList<QCommandLineOption> options = allOptions(*command);
    parser.addOptions(options);
    if (!parser.parse(QStringList { arguments.first() } + commandArguments)) {
        QString message = parser.errorText();
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            QStringList known;
            for (const QCommandLineOption &o : options) {
                for (const QString &n : o.names())
                    known << n;
            }
            const QString guess = closest(unknown.first(), known);
            message = tr("unknown option “%1”.").arg(optionSpelling(unknown.first()));
            if (!guess.isEmpty())
                message += u' ' + tr("Did you mean “%1”?").arg(optionSpelling(guess));
        }
        return usageError(command, message);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << commandHelp(*command);
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        QTextStream(stdout) << kProgram << ' ' << QStringLiteral(IC_VERSION) << '\n';
        return ExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > command->maxPositional) {
        const QString extra = positional.at(command->maxPositional);
        if (command->name.isEmpty() && !extra.startsWith(u'-')) {
            // `inference-console --demo chek`: the word looks like a mistyped command.
            const QString guess = closest(extra, commandNames());
            if (!guess.isEmpty())
                return usageError(command,
                                  tr("unexpected argument “%1”. Did you mean the command “%2”? "
                                     "Commands come first.")
                                      .arg(extra, guess));
        }
        return usageError(command, tr("unexpected argument “%1”.").arg(extra));
    }
    if (positional.size() < command->minPositional)
        return usageError(command, tr("missing argument; usage: %1").arg(usageLine(*command)));

    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!command->gui) {
        quietDebugOutput();
        return command->run({ parser, positional, out, err, colourWanted(stdout) });
    }

    // The GUI: only now the application object that needs a display.
    if (!haveDisplay()) {
        return usageError(command,
                          tr("there is no display (DISPLAY and WAYLAND_DISPLAY are unset). "
                             "The commands check and analyze run without one."));
    }
    if (!guiProgram().run)
        return handOverToGui(argv, err);
    core.reset();
    const std::unique_ptr<QCoreApplication> app = guiProgram().makeApplication(argc, argv);
    setIdentity();
    quietDebugOutput();
    installTranslations(language.isEmpty() ? Settings().language() : language);
    return guiProgram().run({ parser, positional, out, err, false });
}

void setGuiProgram(const GuiProgram &program)
{
    guiProgram() = program;
}

} // namespace ic::cli
