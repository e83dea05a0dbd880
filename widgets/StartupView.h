#pragma once

#include "startup/StartupTracker.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTableWidget;

namespace ic {



/// The start-up of the selected host: phases with their state, time and real fraction,
/// the overall percent, the ETA, and a "possibly stuck" warning.
class StartupView : public QWidget
{
    Q_OBJECT
public:
    explicit StartupView(QWidget *parent = nullptr);

    void setTracker(StartupTracker *tracker);
    StartupTracker *tracker() const { return m_tracker; }

    /// Texts shown, for tests and accessibility.
    QString summaryText() const;
    QString stuckText() const;

    static QString formatDuration(double seconds);

private:
    void refresh();

    QPointer<StartupTracker> m_tracker;
    QLabel *m_summary;
    QLabel *m_stuck;
    QProgressBar *m_overall;
    QTableWidget *m_phases;
};

} // namespace ic
