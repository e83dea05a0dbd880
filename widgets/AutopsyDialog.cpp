// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "AutopsyDialog.h"

#include "DialogFit.h"
#include "autopsy/StallAutopsy.h"
#include "config/Settings.h"
#include "host/HostSession.h"
#include "monitor/ServiceMonitor.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ic {

namespace {

QString statusText(AutopsyStatus status)
{
    switch (status) {
    case AutopsyStatus::Pending:
        return AutopsyDialog::tr("running…");
    case AutopsyStatus::Ok:
        return AutopsyDialog::tr("ok");
    case AutopsyStatus::Skip:
        return AutopsyDialog::tr("skip");
    case AutopsyStatus::Error:
        return AutopsyDialog::tr("error");
    }
    return {};
}

QColor statusColor(AutopsyStatus status)
{
    switch (status) {
    case AutopsyStatus::Ok:
        return QColor(0x2e, 0x7d, 0x32);
    case AutopsyStatus::Error:
        return QColor(0xc6, 0x28, 0x28);
    case AutopsyStatus::Skip:
    case AutopsyStatus::Pending:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}

} // namespace

AutopsyDialog::AutopsyDialog(QWidget *parent)
    : QDialog(parent)
    , m_status(new QLabel(this))
    , m_pieces(new QTreeWidget(this))
    , m_view(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("autopsyDialog"));
    setWindowTitle(tr("Stall autopsy"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pieces->setObjectName(QStringLiteral("autopsyPieces"));
    m_pieces->setColumnCount(4);
    m_pieces->setHeaderLabels({ tr("Piece"), tr("Status"), tr("Seconds"), tr("What was found, or why not") });
    m_pieces->setRootIsDecorated(false);
    m_pieces->header()->setStretchLastSection(true);
    m_pieces->setColumnWidth(0, 260);
    m_pieces->setColumnWidth(1, 70);
    m_pieces->setColumnWidth(2, 60);
    m_view->setObjectName(QStringLiteral("autopsyReport"));
    m_view->setOpenExternalLinks(false);
    m_view->setPlaceholderText(tr("The report shows here when the autopsy ends."));

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_pieces);
    split->addWidget(m_view);
    split->setStretchFactor(1, 2);

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("&Run autopsy"), QDialogButtonBox::ActionRole);
    m_run->setObjectName(QStringLiteral("autopsyRun"));
    m_stop = buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("Save &bundle as…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_run, &QPushButton::clicked, this, &AutopsyDialog::run);
    connect(m_stop, &QPushButton::clicked, this, &AutopsyDialog::stop);
    connect(m_save, &QPushButton::clicked, this, &AutopsyDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    DialogFit::install(this, QSize(860, 640));
    updateButtons();
}

AutopsyDialog::~AutopsyDialog() = default;

void AutopsyDialog::setSession(HostSession *session)
{
    if (session == m_session)
        return;
    stop();
    m_session = session;
    m_status->setText(session ? tr("Gathers from %1, each piece under its own deadline: the unit, the "
                                   "journal, the engine's process tree, py-spy dumps, the NCCL/CUDA "
                                   "environment, nvidia-smi topo -m and the kernel's Xid lines.")
                                    .arg(session->name())
                              : tr("No host selected."));
    updateButtons();
}

bool AutopsyDialog::isRunning() const
{
    return m_autopsy && !m_autopsy->isFinished();
}

void AutopsyDialog::run()
{
    if (!m_session || isRunning())
        return;
    m_pieces->clear();
    m_view->clear();
    m_bundle.clear();
    const qint64 pid = m_session->service()->hasState() ? m_session->service()->state().mainPid : 0;
    m_autopsy = new StallAutopsy(m_session->transport(), m_session->commands(), pid, AutopsyOptions(), this);
    connect(m_autopsy, &StallAutopsy::pieceFinished, this, &AutopsyDialog::showPiece);
    connect(m_autopsy, &StallAutopsy::finished, this, &AutopsyDialog::showReport);
    m_status->setText(
        tr("Gathering from %1 (at most %2 s)…").arg(m_session->name()).arg(AutopsyOptions().timeoutSeconds));
    m_autopsy->start();
    updateButtons();
}

void AutopsyDialog::stop()
{
    if (isRunning())
        m_autopsy->abort(tr("stopped by the user"));
}

void AutopsyDialog::showPiece(const AutopsyPiece &piece)
{
    QTreeWidgetItem *item = nullptr;
    for (int i = 0; i < m_pieces->topLevelItemCount() && !item; ++i) {
        if (m_pieces->topLevelItem(i)->data(0, Qt::UserRole).toString() == piece.id)
            item = m_pieces->topLevelItem(i);
    }
    if (!item) {
        item = new QTreeWidgetItem(m_pieces);
        item->setData(0, Qt::UserRole, piece.id);
    }
    item->setText(0, piece.title);
    item->setText(1, statusText(piece.status));
    item->setForeground(1, statusColor(piece.status));
    item->setText(2, QLocale().toString(piece.seconds, 'f', 1));
    item->setText(3, piece.reason);
    item->setToolTip(3,
                     piece.commands.isEmpty()
                         ? piece.reason
                         : piece.reason + QLatin1Char('\n') + piece.commands.join(u'\n'));
}

void AutopsyDialog::showReport(const AutopsyReport &report)
{
    m_report = report;
    for (const AutopsyPiece &p : report.pieces)
        showPiece(p);
    m_view->setMarkdown(report.toMarkdown());
    // Every autopsy is kept: the evidence of a stall is gone once the service is restarted.
    const QString dir = m_bundleDirectory.isEmpty() ? Settings::dataDirectory() + QStringLiteral("/autopsy")
                                                    : m_bundleDirectory;
    QString error;
    const bool saved = report.save(dir, &m_bundle, &error);
    QString headline;
    if (!report.error.isEmpty())
        headline = tr("Nothing could be gathered: %1").arg(report.error);
    else
        headline
            = tr("%1: %2 (confidence %3), in %4 s.")
                  .arg(report.host, stallCategoryTitle(report.verdict.category), report.verdict.confidence)
                  .arg(QLocale().toString(report.seconds, 'f', 1));
    headline += QLatin1Char(' ')
        + (saved ? tr("Saved: %1").arg(m_bundle.join(QStringLiteral(", "))) : tr("Not saved: %1").arg(error));
    m_status->setText(headline);
    updateButtons();
    Q_EMIT finished(report);
}

void AutopsyDialog::saveAs()
{
    if (m_report.host.isEmpty())
        return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Save the autopsy bundle in"));
    if (dir.isEmpty())
        return;
    QStringList written;
    QString error;
    if (m_report.save(dir, &written, &error))
        m_status->setText(tr("Saved: %1").arg(written.join(QStringLiteral(", "))));
    else
        m_status->setText(tr("Not saved: %1").arg(error));
}

void AutopsyDialog::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(m_session && !running);
    m_stop->setEnabled(running);
    m_save->setEnabled(!running && !m_report.host.isEmpty());
}

} // namespace ic
