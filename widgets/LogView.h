#pragma once

#include "monitor/LogModel.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QToolButton;

namespace ic {

/// The journal view: follows new lines (pausing when the user scrolls up, with an "n new
/// lines" jump back), searches with a regex, filters by level and text (also inverted),
/// jumps between errors, folds tracebacks, copies and exports.
class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);

    void setModel(LogModel *model);
    LogModel *model() const { return m_model; }
    bool isFollowing() const { return m_follow; }
    void setFollowing(bool follow);
    int pendingNewLines() const { return m_newLines; }
    /// Selects and shows the row of a store sequence (e.g. a root-cause line).
    bool revealSequence(qint64 sequence);
    QListView *listView() const { return m_list; }
    /// Why the journal is not arriving (no journalctl, no permission...); empty hides it.
    void setSourceError(const QString &error);
    QString sourceError() const;

public Q_SLOTS:
    void findNextError();
    void findPreviousError();
    void copySelection();
    void exportToFile();

private:
    void applyFilter();
    void onLinesAppended(int visible);
    void onScrolled();
    void updateNewLinesButton();

    QPointer<LogModel> m_model;
    QListView *m_list;
    QLineEdit *m_search;
    QCheckBox *m_regex;
    QCheckBox *m_invert;
    QComboBox *m_level;
    QCheckBox *m_allRuns;
    QToolButton *m_followButton;
    QPushButton *m_newLinesButton;
    QLabel *m_status;
    QLabel *m_sourceError;
    bool m_follow = true;
    int m_newLines = 0;
    bool m_programmaticScroll = false;
};

} // namespace ic
