// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "ImportHostsDialog.h"

#include "DialogFit.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ic {

ImportHostsDialog::ImportHostsDialog(const QList<HostDefinition> &candidates, const QStringList &takenNames,
                                     QWidget *parent)
    : QDialog(parent)
    , m_candidates(candidates)
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Import hosts from SSH config"));
    m_list->setObjectName(QStringLiteral("candidates"));
    m_list->setAccessibleName(tr("Hosts found in the SSH configuration"));
    auto *intro = new QLabel(candidates.isEmpty()
                                 ? tr("No Host entries were found in the SSH configuration.")
                                 : tr("Pick the hosts to add. Each watches %1 on port %2; edit a host "
                                      "afterwards to change that.")
                                       .arg(HostDefinition().unit)
                                       .arg(HostDefinition().apiPort),
                             this);
    intro->setWordWrap(true);
    for (const HostDefinition &d : candidates) {
        const bool taken = takenNames.contains(d.name);
        auto *item = new QListWidgetItem(taken ? tr("%1 — %2 (already in the fleet)").arg(d.name, d.target)
                                               : tr("%1 — %2").arg(d.name, d.target),
                                         m_list);
        item->setFlags(taken ? Qt::ItemFlags()
                             : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    }
    auto *all = new QPushButton(tr("Select &all"), this);
    auto *none = new QPushButton(tr("Select &none"), this);
    connect(all, &QPushButton::clicked, this, [this] { setAllChecked(true); });
    connect(none, &QPushButton::clicked, this, [this] { setAllChecked(false); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this,
            [this, import] { import->setEnabled(!selectedHosts().isEmpty()); });

    auto *row = new QHBoxLayout;
    row->addWidget(all);
    row->addWidget(none);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
    DialogFit::install(this, QSize(480, 360));
}

QList<HostDefinition> ImportHostsDialog::selectedHosts() const
{
    QList<HostDefinition> out;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked && (m_list->item(i)->flags() & Qt::ItemIsEnabled))
            out << m_candidates.at(i);
    }
    return out;
}

void ImportHostsDialog::setAllChecked(bool checked)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->flags() & Qt::ItemIsUserCheckable)
            m_list->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

} // namespace ic
