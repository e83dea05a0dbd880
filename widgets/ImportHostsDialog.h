// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "config/HostDefinition.h"

#include <QDialog>

class QListWidget;

namespace ic {

/// "Import from SSH config…": the Host entries found, each with a checkbox; hosts already in
/// the fleet are shown but cannot be picked.
class ImportHostsDialog : public QDialog {
    Q_OBJECT
public:
    ImportHostsDialog(const QList<HostDefinition> &candidates, const QStringList &takenNames,
                      QWidget *parent = nullptr);

    QList<HostDefinition> selectedHosts() const;
    /// Ticks or clears every selectable entry.
    void setAllChecked(bool checked);

private:
    QList<HostDefinition> m_candidates;
    QListWidget *m_list;
};

} // namespace ic
