#pragma once

#include "chat/LoadProbe.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ic {

class HostSession;

/// N concurrent streams for T seconds or R requests against the host's API, and the
/// `vllm bench serve` set of results in a table.
class LoadProbeDialog : public QDialog {
    Q_OBJECT
public:
    explicit LoadProbeDialog(QWidget *parent = nullptr);
    ~LoadProbeDialog() override;

    void setSession(HostSession *session);
    void setEndpoint(const ChatEndpoint &endpoint, Engine engine = Engine::Auto);
    void setModel(const QString &model);
    /// Concurrency, and either a duration (seconds > 0) or a request count.
    void setLoad(int concurrency, double seconds, int requests);
    LoadProbeOptions options() const;
    bool isRunning() const { return m_probe && m_probe->isRunning(); }
    const LoadProbeResult &result() const { return m_result; }
    QTableWidget *table() const { return m_table; }

public Q_SLOTS:
    void run();
    void stop();

Q_SIGNALS:
    void finished(const ic::LoadProbeResult &result);

private:
    void showResult(const LoadProbeResult &result);
    void updateButtons();

    QPointer<HostSession> m_session;
    QMetaObject::Connection m_sessionConnection;
    ChatEndpoint m_endpoint;
    Engine m_engine = Engine::Auto;
    QPointer<LoadProbe> m_probe;
    LoadProbeResult m_result;

    QLineEdit *m_model;
    QLineEdit *m_prompt;
    QSpinBox *m_concurrency;
    QComboBox *m_mode;
    QDoubleSpinBox *m_seconds;
    QSpinBox *m_requests;
    QSpinBox *m_maxTokens;
    QPushButton *m_run;
    QPushButton *m_stop;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace ic
