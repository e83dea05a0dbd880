// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include <functional>

class QLineEdit;
class QListWidget;

namespace ic {

/// Ctrl+K: jump to any host, panel or action by typing a few letters of its name. Entries are
/// gathered when the palette opens (menu actions, hosts, docks, central tabs), so it always
/// lists what the window has now.
class CommandPalette : public QDialog {
    Q_OBJECT
public:
    struct Entry {
        QString kind; ///< "Host", "Panel", "Action": shown beside the name
        QString text;
        QString shortcut;
        std::function<void()> run;
    };

    explicit CommandPalette(QWidget *parent = nullptr);

    void setEntries(QList<Entry> entries);
    /// The entries that match `query`, best first: every letter in order, earlier and
    /// word-initial letters scoring higher; an empty query keeps every entry in its order.
    static QList<int> match(const QList<Entry> &entries, const QString &query);

    QLineEdit *queryField() const { return m_query; }
    QListWidget *list() const { return m_list; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refill();
    void runCurrent();

    QLineEdit *m_query;
    QListWidget *m_list;
    QList<Entry> m_entries;
    QList<int> m_shown;
};

} // namespace ic
