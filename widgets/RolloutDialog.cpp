// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "RolloutDialog.h"

#include "DialogFit.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "host/Fleet.h"
#include "host/HostSession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ic {

namespace {
enum Column { ColBatch, ColHost, ColPhase, ColVerdict, ColDetail };

/// A text view that asks for a few lines, not Qt's default 192 pixels: beside the plan and the
/// progress it takes the room its text needs on a short screen, and scrolls beyond it.
class CompactTextEdit : public QPlainTextEdit {
public:
    using QPlainTextEdit::QPlainTextEdit;
    QSize sizeHint() const override
    {
        const int lines = 6;
        return { QPlainTextEdit::sizeHint().width(),
                 fontMetrics().lineSpacing() * lines
                     + 2 * (frameWidth() + int(document()->documentMargin())) };
    }
};

QColor stateColor(RolloutHostState s)
{
    switch (s) {
    case RolloutHostState::Passed:
        return QColor(0x2e, 0x7d, 0x32);
    case RolloutHostState::RolledBack:
        return QColor(0x00, 0x69, 0x5c);
    case RolloutHostState::Failed:
    case RolloutHostState::Blocked:
        return QColor(0xc6, 0x28, 0x28);
    case RolloutHostState::Skipped:
    case RolloutHostState::Aborted:
        return QColor(0x75, 0x75, 0x75);
    case RolloutHostState::Pending:
        return QColor();
    default:
        return QColor(0x15, 0x65, 0xc0);
    }
}
} // namespace

RolloutDialog::RolloutDialog(Fleet *fleet, std::shared_ptr<HistoryDatabase> history, QWidget *parent)
    : QDialog(parent)
    , m_fleet(fleet)
    , m_db(history ? std::move(history) : historyLocation::openDefault())
    , m_selector(new QComboBox(this))
    , m_hosts(new QListWidget(this))
    , m_batch(new QSpinBox(this))
    , m_maxUnavailable(new QSpinBox(this))
    , m_gateDrop(new QSpinBox(this))
    , m_gateConcurrency(new QSpinBox(this))
    , m_plan(new QPlainTextEdit(this))
    , m_progress(new QTreeWidget(this))
    , m_status(new QLabel(this))
    , m_stopBox(new QGroupBox(tr("Stopped"), this))
    , m_diagnosis(new CompactTextEdit(this))
    , m_override(new QLineEdit(this))
    , m_overrideButton(new QPushButton(tr("&Override and continue"), this))
    , m_skip(new QPushButton(tr("S&kip host"), this))
    , m_rollBack(new QPushButton(tr("Roll &back"), this))
    , m_rollBackWhy(new QLabel(this))
    , m_start(new QPushButton(tr("&Start rollout"), this))
    , m_pause(new QPushButton(tr("&Pause"), this))
    , m_abort(new QPushButton(tr("A&bort"), this))
    , m_export(new QPushButton(tr("E&xport report…"), this))
    , m_saved(new QLabel(this))
    , m_resumeSaved(new QPushButton(tr("&Resume it"), this))
{
    setWindowTitle(tr("Rolling restart"));
    setObjectName(QStringLiteral("rolloutDialog"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    m_selector->setObjectName(QStringLiteral("selector"));
    m_hosts->setObjectName(QStringLiteral("hosts"));
    m_hosts->setAccessibleName(tr("Hosts in restart order"));
    m_batch->setRange(1, 256);
    m_batch->setObjectName(QStringLiteral("batch"));
    m_maxUnavailable->setRange(1, 256);
    m_maxUnavailable->setObjectName(QStringLiteral("maxUnavailable"));
    // The lowest value is "off": 0 % is a gate that allows no drop at all.
    m_gateDrop->setRange(-1, 100);
    m_gateDrop->setValue(-1);
    m_gateDrop->setSpecialValueText(tr("off"));
    m_gateDrop->setSuffix(tr(" %"));
    m_gateDrop->setObjectName(QStringLiteral("gateDrop"));
    m_gateDrop->setToolTip(
        tr("Upgrade gate: the same load probe runs before each restart and after the ladder "
           "passed; when the engine version changed and the output throughput fell by more "
           "than this, the rollout stops."));
    m_gateConcurrency->setRange(1, 1024);
    m_gateConcurrency->setValue(UpgradeGate().concurrency);
    m_gateConcurrency->setObjectName(QStringLiteral("gateConcurrency"));
    auto *up = new QPushButton(tr("&Up"), this);
    auto *down = new QPushButton(tr("&Down"), this);

    auto *pickBox = new QGroupBox(tr("Hosts"), this);
    auto *pick = new QVBoxLayout(pickBox);
    auto *pickForm = new QFormLayout;
    auto *selectLabel = new QLabel(tr("&Pick:"), this);
    selectLabel->setBuddy(m_selector);
    pickForm->addRow(selectLabel, m_selector);
    pick->addLayout(pickForm);
    pick->addWidget(m_hosts, 1);
    auto *order = new QHBoxLayout;
    order->addWidget(up);
    order->addWidget(down);
    order->addStretch();
    pick->addLayout(order);
    auto *form = new QFormLayout;
    form->addRow(tr("Batch si&ze:"), m_batch);
    form->addRow(tr("Max &unavailable:"), m_maxUnavailable);
    form->addRow(tr("Upgrade gate, &max drop:"), m_gateDrop);
    form->addRow(tr("Gate s&treams:"), m_gateConcurrency);
    pick->addLayout(form);

    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setReadOnly(true);
    m_plan->setFont(fixed);
    m_plan->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_plan->setAccessibleName(tr("Plan with every command"));
    m_plan->setTabChangesFocus(true);

    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setHeaderLabels({ tr("Batch"), tr("Host"), tr("Phase"), tr("Verdict"), tr("Detail") });
    m_progress->setRootIsDecorated(false);
    m_progress->setUniformRowHeights(true);
    m_progress->header()->setStretchLastSection(true);
    m_progress->setAccessibleName(tr("Progress per host"));

    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    m_diagnosis->setObjectName(QStringLiteral("diagnosis"));
    m_diagnosis->setReadOnly(true);
    m_diagnosis->setFont(fixed);
    m_diagnosis->setTabChangesFocus(true);
    m_diagnosis->setMinimumHeight(m_diagnosis->fontMetrics().lineSpacing() * 4);
    m_override->setObjectName(QStringLiteral("override"));
    m_override->setPlaceholderText(tr("type the host's name to override its blocking findings"));
    m_overrideButton->setObjectName(QStringLiteral("overrideButton"));
    m_skip->setObjectName(QStringLiteral("skip"));
    m_rollBack->setObjectName(QStringLiteral("rollBack"));
    m_rollBackWhy->setWordWrap(true);
    m_rollBackWhy->setObjectName(QStringLiteral("rollBackWhy"));
    auto *stop = new QVBoxLayout(m_stopBox);
    stop->addWidget(m_diagnosis, 1);
    auto *overrideRow = new QHBoxLayout;
    overrideRow->addWidget(m_override, 1);
    overrideRow->addWidget(m_overrideButton);
    stop->addLayout(overrideRow);
    auto *decide = new QHBoxLayout;
    decide->addWidget(m_skip);
    decide->addWidget(m_rollBack);
    decide->addWidget(m_rollBackWhy, 1);
    stop->addLayout(decide);
    m_stopBox->setVisible(false);

    m_start->setObjectName(QStringLiteral("start"));
    m_pause->setObjectName(QStringLiteral("pause"));
    m_abort->setObjectName(QStringLiteral("abort"));
    m_export->setObjectName(QStringLiteral("export"));
    m_resumeSaved->setObjectName(QStringLiteral("resumeSaved"));
    m_saved->setObjectName(QStringLiteral("saved"));
    m_saved->setWordWrap(true);
    m_start->setDefault(false);
    m_start->setAutoDefault(false);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *planLabel = new QLabel(tr("P&lan (every command, as it will run):"), this);
    planLabel->setBuddy(m_plan);
    rightLayout->addWidget(planLabel);
    rightLayout->addWidget(m_plan, 3);
    auto *progressLabel = new QLabel(tr("Pro&gress:"), this);
    progressLabel->setBuddy(m_progress);
    rightLayout->addWidget(progressLabel);
    rightLayout->addWidget(m_progress, 3);
    rightLayout->addWidget(m_status);
    // The diagnosis is a few lines most of the time: the plan and the progress keep the room.
    rightLayout->addWidget(m_stopBox, 1);

    auto *split = new QSplitter(this);
    split->addWidget(pickBox);
    split->addWidget(right);
    split->setStretchFactor(1, 3);

    auto *savedRow = new QHBoxLayout;
    savedRow->addWidget(m_saved, 1);
    savedRow->addWidget(m_resumeSaved);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_pause, QDialogButtonBox::ActionRole);
    buttons->addButton(m_abort, QDialogButtonBox::ActionRole);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(savedRow);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    connect(m_selector, &QComboBox::currentIndexChanged, this, &RolloutDialog::fillHosts);
    connect(m_hosts, &QListWidget::itemChanged, this, &RolloutDialog::updatePlan);
    connect(m_batch, &QSpinBox::valueChanged, this, &RolloutDialog::updatePlan);
    connect(m_maxUnavailable, &QSpinBox::valueChanged, this, &RolloutDialog::updatePlan);
    connect(m_gateDrop, &QSpinBox::valueChanged, this, &RolloutDialog::updatePlan);
    connect(m_gateConcurrency, &QSpinBox::valueChanged, this, &RolloutDialog::updatePlan);
    connect(up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelected(1); });
    connect(m_start, &QPushButton::clicked, this, &RolloutDialog::startRollout);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (!m_rollout)
            return;
        if (m_rollout->state() == RolloutState::Paused)
            m_rollout->resume();
        else
            m_rollout->pause();
        updateButtons();
    });
    connect(m_abort, &QPushButton::clicked, this, [this] {
        if (m_rollout)
            m_rollout->abort();
    });
    connect(m_skip, &QPushButton::clicked, this, [this] {
        if (m_rollout)
            m_rollout->skip(stoppedHost());
    });
    connect(m_rollBack, &QPushButton::clicked, this, &RolloutDialog::confirmRollBack);
    connect(m_overrideButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (m_rollout && !m_rollout->overrideAndContinue(stoppedHost(), m_override->text(), &error))
            m_status->setText(error);
    });
    connect(m_override, &QLineEdit::textChanged, this, &RolloutDialog::updateButtons);
    connect(m_export, &QPushButton::clicked, this, &RolloutDialog::exportClicked);
    connect(m_resumeSaved, &QPushButton::clicked, this, [this] {
        QString error;
        if (!resumeSaved(m_savedUid, &error))
            m_status->setText(error);
    });

    // Groups and tags of the fleet, in the hosts file's order.
    m_selector->addItem(tr("All hosts"), QString());
    QStringList groups, tags;
    if (m_fleet)
        for (HostSession *s : m_fleet->sessions()) {
            if (!s->definition().group.isEmpty() && !groups.contains(s->definition().group))
                groups.append(s->definition().group);
            for (const QString &t : s->definition().tags)
                if (!tags.contains(t))
                    tags.append(t);
        }
    for (const QString &g : std::as_const(groups))
        m_selector->addItem(tr("Group: %1").arg(g), QString(QStringLiteral("group:") + g));
    for (const QString &t : std::as_const(tags))
        m_selector->addItem(tr("Tag: %1").arg(t), QString(QStringLiteral("tag:") + t));

    // A rollout the history kept unfinished (the console was closed or crashed mid-way).
    const QStringList unfinished = HistoryStore(m_db).unfinishedRollouts();
    m_savedUid = unfinished.isEmpty() ? QString() : unfinished.last();
    if (!m_savedUid.isEmpty()) {
        const QJsonObject saved = HistoryStore(m_db).rollout(m_savedUid).value_or(QJsonObject());
        m_saved->setText(tr("An earlier rollout did not finish: %1 (%2, %3).")
                             .arg(m_savedUid.left(8), saved.value(QLatin1String("state")).toString(),
                                  saved.value(QLatin1String("report"))
                                      .toObject()
                                      .value(QLatin1String("selection"))
                                      .toString()));
    }
    m_saved->setVisible(!m_savedUid.isEmpty());
    m_resumeSaved->setVisible(!m_savedUid.isEmpty());

    fillHosts();
    updateButtons();
    DialogFit::install(this, QSize(1180, 760));
}

RolloutDialog::~RolloutDialog() = default;

void RolloutDialog::fillHosts()
{
    if (m_rollout)
        return;
    const QString key = m_selector->currentData().toString();
    QSignalBlocker block(m_hosts);
    m_hosts->clear();
    if (m_fleet)
        for (HostSession *s : m_fleet->sessions()) {
            const HostDefinition &d = s->definition();
            const bool in = key.isEmpty()
                || (key.startsWith(QLatin1String("group:")) && d.group == key.mid(6))
                || (key.startsWith(QLatin1String("tag:")) && d.tags.contains(key.mid(4)));
            if (!in)
                continue;
            auto *item = new QListWidgetItem(d.name, m_hosts);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
    updatePlan();
}

void RolloutDialog::selectHosts(const QStringList &hosts)
{
    QSignalBlocker block(m_hosts);
    for (int i = 0; i < hosts.size(); ++i) {
        const QList<QListWidgetItem *> found = m_hosts->findItems(hosts[i], Qt::MatchExactly);
        if (found.isEmpty())
            continue;
        QListWidgetItem *item = m_hosts->takeItem(m_hosts->row(found.first()));
        m_hosts->insertItem(i, item);
    }
    for (int i = 0; i < m_hosts->count(); ++i)
        m_hosts->item(i)->setCheckState(hosts.contains(m_hosts->item(i)->text()) ? Qt::Checked
                                                                                 : Qt::Unchecked);
    updatePlan();
}

QStringList RolloutDialog::selectedHosts() const
{
    QStringList out;
    for (int i = 0; i < m_hosts->count(); ++i)
        if (m_hosts->item(i)->checkState() == Qt::Checked)
            out.append(m_hosts->item(i)->text());
    return out;
}

void RolloutDialog::moveSelected(int delta)
{
    const int row = m_hosts->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_hosts->count() || m_rollout)
        return;
    QSignalBlocker block(m_hosts);
    QListWidgetItem *item = m_hosts->takeItem(row);
    m_hosts->insertItem(to, item);
    m_hosts->setCurrentRow(to);
    updatePlan();
}

RolloutPlan RolloutDialog::currentPlan() const
{
    QList<HostDefinition> hosts;
    for (const QString &name : selectedHosts())
        if (HostSession *s = m_fleet ? m_fleet->session(name) : nullptr)
            hosts.append(s->definition());
    RolloutPlan plan
        = makeRolloutPlan(hosts, m_batch->value(), m_maxUnavailable->value(), m_selector->currentText());
    plan.gate.maxDropPercent = m_gateDrop->value();
    plan.gate.concurrency = m_gateConcurrency->value();
    return plan;
}

void RolloutDialog::updatePlan()
{
    if (m_rollout)
        return;
    const RolloutPlan plan = currentPlan();
    m_plan->setPlainText(plan.hosts.isEmpty() ? tr("Tick the hosts to restart.") : plan.toText());
    updateButtons();
}

void RolloutDialog::startRollout()
{
    if (m_rollout || !m_fleet)
        return;
    const RolloutPlan plan = currentPlan();
    if (plan.hosts.isEmpty())
        return;
    m_rollout = std::make_unique<Rollout>(m_fleet, plan, m_db);
    attach();
    m_rollout->start();
}

bool RolloutDialog::resumeSaved(const QString &uid, QString *error)
{
    if (m_rollout || uid.isEmpty()) {
        if (error)
            *error = tr("A rollout is already shown here.");
        return false;
    }
    m_rollout = Rollout::restore(m_fleet, uid, m_db, error);
    if (!m_rollout)
        return false;
    m_plan->setPlainText(m_rollout->plan().toText());
    m_saved->setVisible(false);
    m_resumeSaved->setVisible(false);
    attach();
    if (m_rollout->state() == RolloutState::Running || m_rollout->state() == RolloutState::Paused)
        m_rollout->start();
    return true;
}

void RolloutDialog::attach()
{
    Rollout *r = m_rollout.get();
    m_hosts->setEnabled(false);
    m_selector->setEnabled(false);
    m_batch->setEnabled(false);
    m_maxUnavailable->setEnabled(false);
    m_gateDrop->setEnabled(false);
    m_gateConcurrency->setEnabled(false);
    m_saved->setVisible(false); // another rollout cannot be resumed in this window now
    m_resumeSaved->setVisible(false);
    m_plan->setPlainText(r->plan().toText());
    connect(r, &Rollout::hostChanged, this, &RolloutDialog::updateProgress);
    connect(r, &Rollout::stateChanged, this, [this] {
        updateProgress();
        showStop();
        updateButtons();
    });
    updateProgress();
    showStop();
    updateButtons();
}

void RolloutDialog::updateProgress()
{
    if (!m_rollout)
        return;
    const QList<RolloutHostStatus> &hosts = m_rollout->hosts();
    while (m_progress->topLevelItemCount() < hosts.size())
        m_progress->addTopLevelItem(new QTreeWidgetItem(m_progress));
    for (int i = 0; i < hosts.size(); ++i) {
        const RolloutHostStatus &s = hosts[i];
        QTreeWidgetItem *item = m_progress->topLevelItem(i);
        item->setText(ColBatch, QString::number(s.batch + 1));
        item->setText(ColHost, s.host);
        item->setText(ColPhase, rolloutHostStateTitle(s.state));
        item->setForeground(ColPhase, stateColor(s.state).isValid() ? QBrush(stateColor(s.state)) : QBrush());
        item->setText(ColVerdict, s.ladder.value(QLatin1String("verdict")).toString());
        item->setText(ColDetail, s.detail);
        item->setToolTip(ColDetail, s.detail);
    }
    for (int c = 0; c < ColDetail; ++c)
        m_progress->resizeColumnToContents(c);
    const QString text = m_rollout->stopReason().isEmpty()
        ? tr("%1 — batch %2 of %3")
              .arg(rolloutStateTitle(m_rollout->state()))
              .arg(qMin(m_rollout->currentBatch() + 1, m_rollout->plan().batchCount()))
              .arg(m_rollout->plan().batchCount())
        : tr("%1 — %2").arg(rolloutStateTitle(m_rollout->state()), m_rollout->stopReason());
    m_status->setText(text);
}

QString RolloutDialog::stoppedHost() const
{
    if (!m_rollout)
        return {};
    for (const RolloutHostStatus &s : m_rollout->hosts())
        if (s.state == RolloutHostState::Failed || s.state == RolloutHostState::Blocked)
            if (s.batch == m_rollout->currentBatch())
                return s.host;
    return {};
}

void RolloutDialog::showStop()
{
    const QString host = stoppedHost();
    const bool stopped = m_rollout
        && (m_rollout->state() == RolloutState::Stopped || m_rollout->state() == RolloutState::Failed)
        && !host.isEmpty();
    m_stopBox->setVisible(stopped);
    // Stopped, the diagnosis is what is read: it takes the larger share of the room.
    if (auto *column = qobject_cast<QBoxLayout *>(m_stopBox->parentWidget()->layout())) {
        column->setStretchFactor(m_plan, stopped ? 2 : 3);
        column->setStretchFactor(m_progress, stopped ? 2 : 3);
        column->setStretchFactor(m_stopBox, stopped ? 3 : 1);
    }
    if (!stopped)
        return;
    const RolloutHostStatus *s = m_rollout->host(host);
    m_stopBox->setTitle(s->state == RolloutHostState::Blocked
                            ? tr("Stopped: %1 is blocked by its preflight").arg(host)
                            : tr("Stopped: %1 failed").arg(host));
    QString text = s->diagnosis.isEmpty() ? s->detail + QStringLiteral("\n\n") : QString();
    if (!s->diagnosis.isEmpty())
        text += s->diagnosis;
    else if (s->state == RolloutHostState::Blocked)
        for (const QJsonValue &c : s->preflight.value(QLatin1String("checks")).toArray())
            for (const QJsonValue &f : c.toObject().value(QLatin1String("findings")).toArray()) {
                const QJsonObject fo = f.toObject();
                text += QStringLiteral("%1  %2\n")
                            .arg(fo.value(QLatin1String("severity")).toString().toUpper(),
                                 fo.value(QLatin1String("title")).toString());
                for (const QJsonValue &e : fo.value(QLatin1String("evidence")).toArray())
                    text += QStringLiteral("    | ") + e.toString() + u'\n';
                if (!fo.value(QLatin1String("remedy")).toString().isEmpty())
                    text += QStringLiteral("    ")
                        + tr("remedy: %1").arg(fo.value(QLatin1String("remedy")).toString()) + u'\n';
            }
    m_diagnosis->setPlainText(text);
    QString why;
    const bool canRollBack = m_rollout->canRollBack(host, &why);
    m_rollBackWhy->setText(canRollBack ? QString() : why);
    m_rollBack->setEnabled(canRollBack && m_rollout->state() == RolloutState::Stopped);
    m_override->setVisible(s->state == RolloutHostState::Blocked);
    m_overrideButton->setVisible(s->state == RolloutHostState::Blocked);
    m_override->setPlaceholderText(tr("type “%1” to override its blocking findings").arg(host));
}

void RolloutDialog::confirmRollBack()
{
    if (!m_rollout)
        return;
    const QString host = stoppedHost();
    const RollBackPlan plan = m_rollout->rollBackPlan(host);
    if (!plan.isValid()) {
        m_status->setText(plan.error);
        return;
    }
    // Every command and the drop-in's text, before anything is sent; the dialog does not block.
    delete m_rollBackConfirmation;
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("rollBackConfirmation"));
    dialog->setWindowTitle(tr("Roll back %1").arg(host));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *text = new QPlainTextEdit(plan.toText(), dialog);
    text->setObjectName(QStringLiteral("rollBackPlan"));
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, dialog);
    QPushButton *go = buttons->addButton(tr("Roll &back %1").arg(host), QDialogButtonBox::AcceptRole);
    go->setObjectName(QStringLiteral("confirmRollBack"));
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(tr("These commands run on %1, in this order:").arg(host), dialog));
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    DialogFit::install(dialog, QSize(qMin(1100, width()), 460));
    connect(dialog, &QDialog::accepted, this, [this, host] {
        QString error;
        if (m_rollout && !m_rollout->rollBack(host, &error))
            m_status->setText(error);
        updateButtons();
    });
    m_rollBackConfirmation = dialog;
    dialog->open();
}

void RolloutDialog::updateButtons()
{
    const bool have = bool(m_rollout);
    const RolloutState st = have ? m_rollout->state() : RolloutState::Planned;
    m_start->setEnabled(!have && !selectedHosts().isEmpty());
    m_pause->setEnabled(st == RolloutState::Running || st == RolloutState::Paused);
    m_pause->setText(st == RolloutState::Paused ? tr("&Resume") : tr("&Pause"));
    m_abort->setEnabled(have && !m_rollout->isFinished());
    m_export->setEnabled(have);
    m_skip->setEnabled(st == RolloutState::Stopped);
    m_overrideButton->setEnabled(st == RolloutState::Stopped
                                 && preflightConfirmationMatches(m_override->text(), stoppedHost()));
}

bool RolloutDialog::exportReport(const QString &path, QString *error) const
{
    if (!m_rollout)
        return false;
    QSaveFile f(path);
    const QByteArray body = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
        ? m_rollout->reportMarkdown().toUtf8()
        : QJsonDocument(m_rollout->reportJson()).toJson(QJsonDocument::Indented);
    if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

void RolloutDialog::exportClicked()
{
    auto *dialog
        = new QFileDialog(this, tr("Export rollout report"), QString(), tr("Markdown (*.md);;JSON (*.json)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->selectFile(QStringLiteral("rollout-%1.md").arg(m_rollout ? m_rollout->uid().left(8) : QString()));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        QString error;
        if (!exportReport(path, &error))
            m_status->setText(tr("The report could not be written to %1: %2").arg(path, error));
    });
    dialog->open();
}

} // namespace ic
