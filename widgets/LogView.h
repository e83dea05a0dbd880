// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "monitor/LogModel.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QToolButton;

namespace ic {

class LogViewSearch;
class Settings;

/// The journal view, a log viewer: full lines (scroll sideways), follows new lines (pausing when
/// the user scrolls up, with an "n new lines" jump back), filters or only marks lines by text or
/// regex (case toggle, inverted, recent filters remembered), highlights matches in the visible
/// lines with a match count, severity toggles, jumps to a time, between matches and errors,
/// folds tracebacks, copies and exports. Keyboard: `/` filter, `n`/`N` next/previous match,
/// `G`/End newest line and follow, `g`/Home oldest line, `t` go to time, F8/Shift+F8 errors.
class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);

    void setModel(LogModel *model);
    LogModel *model() const { return m_model; }
    /// Where recent filters are remembered; without one they live as long as the view.
    void setSettings(Settings *settings);
    bool isFollowing() const { return m_follow; }
    void setFollowing(bool follow);
    int pendingNewLines() const { return m_newLines; }
    /// Selects and shows the row of a store sequence (e.g. a root-cause line).
    bool revealSequence(qint64 sequence);
    QListView *listView() const { return m_list; }
    QLineEdit *filterField() const;
    /// The search bar: filter, toggles, match count, recent filters.
    LogViewSearch *search() const { return m_search; }
    QLineEdit *timeField() const { return m_time; }
    /// "match 3 of 12", "12 matching lines", "no match"…; empty without a filter.
    QString matchText() const;
    QStringList filterHistory() const;
    /// The level toggles' mask for LogModel::setLevelMask (0: all).
    quint32 levelMask() const;
    /// Why the journal is not arriving (no journalctl, no permission...); empty hides it.
    void setSourceError(const QString &error);
    QString sourceError() const;

public Q_SLOTS:
    void findNextError();
    void findPreviousError();
    void findNextMatch();
    void findPreviousMatch();
    /// Shows the newest line and follows new ones (`G`, End).
    void jumpToNewest();
    /// Shows the oldest line (`g`, Home).
    void jumpToOldest();
    /// Goes to the first line at or after the time (see parseJumpTime); false when it cannot.
    bool jumpToTime(const QString &text);
    void focusFilter();
    void copySelection();
    void exportToFile();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilter();
    /// Enter in the filter field: applies now, remembers it, goes to the lines.
    void commitFilter();
    void findMatch(bool forward);
    void revealRow(int row);
    void onLinesAppended(int visible);
    void onScrolled();
    void updateNewLinesButton();
    void updateMatchLabel();
    void updateStatus();

    QPointer<LogModel> m_model;
    QListView *m_list;
    LogViewSearch *m_search;
    QList<QToolButton *> m_levels; ///< Debug, Info, Warning, Error
    QCheckBox *m_allRuns;
    QLineEdit *m_time;
    QToolButton *m_followButton;
    QPushButton *m_newLinesButton;
    QLabel *m_status;
    QLabel *m_sourceError;
    bool m_follow = true;
    int m_newLines = 0;
    bool m_programmaticScroll = false;
};

} // namespace ic
