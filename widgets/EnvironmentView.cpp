// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "EnvironmentView.h"

#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"
#include "transport/RemoteCommand.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ic {

namespace {

const QColor Red(0xc6, 0x28, 0x28);
const QColor Amber(0xb2, 0x6a, 0x00);

QTableWidget *makeTable(const QStringList &headers, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setWordWrap(false);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->setTextElideMode(Qt::ElideMiddle); // long command lines keep both ends; the tooltip has it all
    return t;
}

QTableWidgetItem *item(const QString &text, const QColor &color = {})
{
    auto *i = new QTableWidgetItem(text);
    i->setToolTip(text);
    if (color.isValid())
        i->setForeground(color);
    return i;
}

QLabel *sectionLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

EnvironmentView::EnvironmentView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_system(new QLabel(this))
    , m_versions(makeTable({ tr("Package"), tr("Installed"), tr("Last known good") }, this))
    , m_findings(makeTable({ tr("Severity"), tr("Finding") }, this))
    , m_knownGood(new QLabel(this))
    , m_changes(makeTable({ tr("Change"), tr("Package"), tr("Last known good"), tr("Now") }, this))
    , m_refresh(new QPushButton(tr("Refresh"), this))
    , m_markGood(new QPushButton(tr("Mark as known good"), this))
{
    // Before and after share what is left, so a long ExecStart never pushes "now" out of sight.
    m_changes->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_changes->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    auto *v = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_markGood);
    v->addLayout(buttons);
    m_system->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_system);
    v->addWidget(m_versions, 3);
    v->addWidget(sectionLabel(tr("Version agreement"), this));
    v->addWidget(m_findings, 1);
    v->addWidget(m_knownGood);
    v->addWidget(m_changes, 2);

    m_refresh->setToolTip(tr("Read the service's environment (its Python's packages, or a native binary's "
                             "version and model file) and the driver version again"));
    m_markGood->setToolTip(tr("Save the environment as it is now as this host's last known good"));
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        if (m_diagnostics)
            m_diagnostics->refreshEnvironment();
    });
    connect(m_markGood, &QPushButton::clicked, this, [this] {
        if (m_diagnostics)
            m_diagnostics->markKnownGood();
    });
    setDiagnostics(nullptr);
}

void EnvironmentView::setDiagnostics(HostDiagnostics *diagnostics)
{
    if (m_diagnostics)
        disconnect(m_diagnostics, nullptr, this, nullptr);
    m_diagnostics = diagnostics;
    if (diagnostics) {
        connect(diagnostics, &HostDiagnostics::environmentUpdated, this, &EnvironmentView::showEnvironment);
        connect(diagnostics, &HostDiagnostics::environmentRefreshStarted, this,
                &EnvironmentView::showEnvironment);
        connect(diagnostics, &HostDiagnostics::knownGoodFailed, this,
                [this](const QString &error) { setStatus(error, true); });
        connect(diagnostics, &QObject::destroyed, this, [this] { setDiagnostics(nullptr); });
    }
    showEnvironment();
}

void EnvironmentView::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: %1;").arg(Red.name()) : QString());
}

void EnvironmentView::showEnvironment()
{
    HostDiagnostics *d = m_diagnostics;
    m_refresh->setEnabled(d);
    m_markGood->setEnabled(d);
    m_versions->setRowCount(0);
    m_findings->setRowCount(0);
    m_changes->setRowCount(0);
    if (!d) {
        setStatus(tr("No host selected."), false);
        m_system->clear();
        m_knownGood->clear();
        return;
    }
    const bool busy = d->isRefreshing();
    m_refresh->setEnabled(!busy);
    if (showNativeEngine(d))
        return;
    if (!d->environmentError().isEmpty())
        setStatus(d->environmentError(), true);
    else if (d->hasEnvironment())
        setStatus(tr("%1 · %n package(s) · read %2", nullptr, int(d->environment().packages.size()))
                          .arg(d->python(),
                               QLocale().toString(d->environment().taken.toLocalTime().time(),
                                                  QLocale::ShortFormat))
                      + (busy ? tr(" · refreshing…") : QString()),
                  false);
    else
        setStatus(busy ? tr("Reading the service's packages…") : tr("Packages not read yet."), false);

    const EnvironmentSnapshot &now = d->environment();
    const auto &good = d->knownGood();
    if (d->hasEnvironment()) {
        const QString driver = now.driverVersion.isEmpty() ? tr("unknown") : now.driverVersion;
        const QString cuda
            = now.cudaVersion.isEmpty() ? tr("unknown") : tr("%1 (torch build)").arg(now.cudaVersion);
        m_system->setText(tr("NVIDIA driver %1 · CUDA %2").arg(driver, cuda));
        const QList<InstalledPackage> watched = watchedVersions(now.packages);
        m_versions->setRowCount(int(watched.size()));
        for (int r = 0; r < watched.size(); ++r) {
            const InstalledPackage &p = watched.at(r);
            const QString before = good ? good->packages.value(p.name) : QString();
            const bool changed = good && before != p.version;
            m_versions->setItem(r, 0, item(p.name));
            m_versions->setItem(r, 1, item(p.version, changed ? Amber : QColor()));
            m_versions->setItem(r, 2,
                                item(good ? (before.isEmpty() ? tr("not installed") : before) : QString()));
        }
    } else {
        m_system->clear();
    }

    const QList<DriftFinding> &findings = d->findings();
    m_findings->setRowCount(int(findings.isEmpty() && d->hasEnvironment() ? 1 : findings.size()));
    if (findings.isEmpty() && d->hasEnvironment()) {
        m_findings->setItem(0, 0, item(driftSeverityName(DriftFinding::Severity::Info)));
        m_findings->setItem(0, 1, item(tr("The versions that must agree do agree.")));
    }
    for (int r = 0; r < findings.size(); ++r) {
        const DriftFinding &f = findings.at(r);
        const QColor color = f.severity == DriftFinding::Severity::Error ? Red
            : f.severity == DriftFinding::Severity::Warning              ? Amber
                                                                         : QColor();
        m_findings->setItem(r, 0, item(driftSeverityName(f.severity), color));
        auto *sentence = item(f.sentence);
        sentence->setToolTip(f.sentence + u'\n' + f.source);
        m_findings->setItem(r, 1, sentence);
    }

    const std::optional<EnvironmentDiff> diff = d->diff();
    if (!good) {
        m_knownGood->setText(tr("No last known good snapshot of this host yet."));
    } else if (!diff) {
        m_knownGood->setText(tr("Last known good from %1.")
                                 .arg(QLocale().toString(good->taken.toLocalTime(), QLocale::ShortFormat)));
    } else if (diff->isEmpty()) {
        m_knownGood->setText(tr("Nothing changed since last known good (%1).")
                                 .arg(QLocale().toString(good->taken.toLocalTime(), QLocale::ShortFormat)));
    } else {
        m_knownGood->setText(tr("Changed since last known good (%1):")
                                 .arg(QLocale().toString(good->taken.toLocalTime(), QLocale::ShortFormat)));
        showChanges(*diff, true);
    }
    m_changes->setVisible(m_changes->rowCount() > 0);
}

void EnvironmentView::showChanges(const EnvironmentDiff &diff, bool python)
{
    // A Python engine: packages, ExecStart, environment, system; a native binary has no packages
    // and no Python environment to compare.
    const QList<PackageChange> noPackages;
    const QList<ValueChange> noValues;
    const QList<PackageChange> &packages = python ? diff.packages : noPackages;
    const QList<ValueChange> &environment = python ? diff.environment : noValues;
    m_changes->setRowCount(int(packages.size()) + (diff.execStartChanged ? 1 : 0) + int(environment.size())
                           + int(diff.system.size()));
    int r = 0;
    auto row
        = [this, &r](const QString &kind, const QString &name, const QString &before, const QString &after) {
              m_changes->setItem(r, 0, item(kind));
              m_changes->setItem(r, 1, item(name));
              m_changes->setItem(r, 2, item(before));
              m_changes->setItem(r, 3, item(after));
              ++r;
          };
    for (const PackageChange &c : packages) {
        const QString kind = c.kind == PackageChange::Kind::Added ? tr("added")
            : c.kind == PackageChange::Kind::Removed              ? tr("removed")
                                                                  : tr("changed");
        row(kind, c.name, c.before, c.after);
    }
    if (diff.execStartChanged)
        row(tr("changed"), tr("ExecStart"), diff.execStartBefore, diff.execStartAfter);
    for (const QList<ValueChange> *list : { &environment, &diff.system }) {
        for (const ValueChange &c : *list)
            row(tr("changed"), c.name, c.before, c.after);
    }
}

QString EnvironmentView::statusText() const
{
    return m_status->text();
}

QString EnvironmentView::systemText() const
{
    return m_system->text();
}

QString EnvironmentView::knownGoodText() const
{
    return m_knownGood->text();
}

bool EnvironmentView::showNativeEngine(HostDiagnostics *d)
{
    // HostDiagnostics reads a native binary's environment itself (its --version and model file,
    // through RemoteCommandBuilder); before its first read the unit's ExecStart says what runs.
    if (d->hasEnvironment() && !d->environment().isNative())
        return false;
    auto *session = qobject_cast<HostSession *>(d->parent());
    const QString execStart = session && session->service()->hasState()
        ? session->service()->state().execStart
        : d->environment().execStart;
    const NativeEngineCommand native
        = d->isNativeEngine() ? d->nativeEngine() : nativeEngineFromExecStart(execStart);
    if (!native.isNative())
        return false;
    const EnvironmentSnapshot &env = d->environment();
    const bool read = d->hasEnvironment() && env.isNative();
    const QString binary = native.program.section(u'/', -1);
    if (!d->environmentError().isEmpty())
        setStatus(d->environmentError(), true);
    else
        setStatus(tr("%1 is a native binary (%2): it has no Python environment, so there are no packages to "
                     "list.")
                      .arg(native.engineTitle, native.program),
                  false);
    const QString version = read && !env.engineVersion.isEmpty() ? env.engineVersion
        : d->isRefreshing()                                      ? tr("being read…")
                                                                 : tr("unknown");
    const QString model = native.model.isEmpty() ? tr("not named in ExecStart") : native.model;
    const QString size = !read ? QString()
        : env.modelSize >= 0   ? tr("%1 bytes").arg(env.modelSize)
                               : tr("not readable");
    m_system->setText(tr("%1 version %2 · model %3").arg(binary, version, model));
    const auto &good = d->knownGood();
    m_versions->setRowCount(3);
    m_versions->setItem(0, 0, item(binary));
    m_versions->setItem(0, 1, item(version));
    m_versions->setItem(0, 2, item(good ? good->engineVersion : QString()));
    m_versions->setItem(1, 0, item(tr("model file")));
    m_versions->setItem(1, 1, item(model));
    m_versions->setItem(1, 2, item(good ? good->modelPath : QString()));
    m_versions->setItem(2, 0, item(tr("model size")));
    m_versions->setItem(2, 1, item(size));
    m_versions->setItem(2, 2,
                        item(!good || !good->isNative() ? QString()
                                 : good->modelSize >= 0 ? tr("%1 bytes").arg(good->modelSize)
                                                        : tr("not readable")));
    m_findings->setRowCount(1);
    m_findings->setItem(0, 0, item(driftSeverityName(DriftFinding::Severity::Info)));
    m_findings->setItem(
        0, 1, item(tr("Nothing to compare: a native binary has no Python packages that must agree.")));
    const std::optional<EnvironmentDiff> diff = d->diff();
    if (!good) {
        m_knownGood->setText(tr("No last known good snapshot of this host yet."));
    } else if (!diff || diff->isEmpty()) {
        m_knownGood->setText(
            (diff ? tr("Nothing changed since last known good (%1).") : tr("Last known good from %1."))
                .arg(QLocale().toString(good->taken.toLocalTime(), QLocale::ShortFormat)));
    } else {
        m_knownGood->setText(tr("Changed since last known good (%1):")
                                 .arg(QLocale().toString(good->taken.toLocalTime(), QLocale::ShortFormat)));
        showChanges(*diff, false);
    }
    m_changes->setVisible(m_changes->rowCount() > 0);
    return true;
}

} // namespace ic
