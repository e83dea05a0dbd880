// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

class QLabel;
class QLineEdit;
class QModelIndex;
class QTimer;
class QToolButton;
class QWidget;

namespace ic {

class LogModel;
class Settings;

/// The journal view's search bar and its state: the filter field and its toggles (regular
/// expression, match case, only matching, invert), the match count, the recent filters (kept in
/// Settings when there is one) and the pause in typing before a filter applies. LogView places
/// its widgets, owns the lines and moves between the matches.
class LogViewSearch : public QObject {
    Q_OBJECT
public:
    /// Makes the bar's widgets as children of `view` (LogView lays them out).
    explicit LogViewSearch(QWidget *view);

    /// A checkable tool button as the bar's toggles are (the view's level toggles are too).
    static QToolButton *toggle(const QString &text, const QString &tip, QWidget *parent,
                               bool checked = false);

    QLineEdit *field() const { return m_field; }
    QToolButton *historyButton() const { return m_historyButton; }
    QToolButton *regexToggle() const { return m_regex; }
    QToolButton *caseToggle() const { return m_case; }
    QToolButton *onlyMatchingToggle() const { return m_onlyMatching; }
    QToolButton *invertToggle() const { return m_invert; }
    QLabel *matchLabel() const { return m_matchLabel; }

    QString text() const;
    bool onlyMatching() const;

    /// Where recent filters are remembered; without one they live as long as the bar.
    void setSettings(Settings *settings);
    QStringList history() const { return m_history; }
    /// Puts the filter now in the field first in the recent filters.
    void rememberFilter();

    /// Gives `model` this bar's filter and toggles (the level mask is the view's) and marks a
    /// pattern that is not a valid regular expression; nullptr only updates the toggles.
    void applyTo(LogModel *model);
    /// Drops a filterChanged() still waiting for a pause in typing (Enter applies at once).
    void cancelPending();
    /// Empties the field without a filterChanged() (a line the filter hid is being shown).
    void clearSilently();

    /// "match 3 of 12", "matching lines: 12", "no match"…; empty without a filter. `current` is
    /// the view's current line.
    QString matchText(const LogModel *model, const QModelIndex &current) const;
    void updateMatchLabel(const LogModel *model, const QModelIndex &current);

Q_SIGNALS:
    /// The filter changed: typing paused, or a toggle flipped.
    void filterChanged();
    /// Enter in the field, or a recent filter picked: apply now and go to the lines.
    void committed();
    /// Escape in the field: back to the lines.
    void left();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Up and Down in the field: older and newer recent filters.
    void stepHistory(int delta);
    void showHistoryMenu();

    QLineEdit *m_field;
    QToolButton *m_historyButton;
    QToolButton *m_regex;
    QToolButton *m_case;
    QToolButton *m_onlyMatching;
    QToolButton *m_invert;
    QLabel *m_matchLabel;
    QTimer *m_debounce;
    Settings *m_settings = nullptr;
    QStringList m_history;
    int m_historyPos = -1;
};

} // namespace ic
