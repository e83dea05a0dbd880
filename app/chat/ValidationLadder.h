#pragma once

#include "chat/ChatRequest.h"
#include "chat/ChatTurn.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QNetworkAccessManager;
class QTimer;

namespace ic {

enum class Verdict { Pass, Fail, Skip, Error };
QString verdictId(Verdict verdict); ///< "pass", "fail", "skip", "error"
Verdict verdictFromId(const QString &id);

/// One check of a ladder: a known id and its parameters (prompt, expect, repeats, …).
struct LadderStep {
    QString id;
    QString title;
    QJsonObject params; ///< the whole step object as written, id and title included
    bool enabled = true;
};

/// A named, editable sequence of checks, read from JSON (`:/validation/default.json`).
struct Ladder {
    QString name;
    QString description;
    QList<LadderStep> steps;
    QString error; ///< empty when usable

    bool isValid() const { return error.isEmpty(); }
    static QStringList knownStepIds();
    static Ladder fromJson(QByteArrayView json);
    static Ladder fromFile(const QString &path);
    static Ladder builtin(); ///< the default ladder shipped with the console
    QJsonObject toJson() const;
    /// Changes one parameter of the step `id`; false when there is no such step.
    bool setParam(const QString &id, const QString &key, const QJsonValue &value);
    LadderStep *step(const QString &id);
};

struct StepResult {
    QString id;
    Verdict verdict = Verdict::Skip;
    double seconds = 0;
    QString evidence; ///< one or two sentences an operator can act on
    QJsonObject data; ///< the numbers behind the evidence
};

/// One run of a ladder against one host.
struct LadderReport {
    QString host;
    QString model;
    QString ladder;
    QDateTime started;
    double seconds = 0;
    QList<StepResult> steps;
    QString error; ///< the ladder could not run at all

    /// fail when a step failed; error when none failed but one could not be judged (or the
    /// ladder could not run); pass otherwise (skips do not count).
    Verdict verdict() const;
    /// 0 pass, 1 fail, 2 could not run.
    int exitCode() const;
    QJsonObject toJson() const;
    static LadderReport fromJson(const QJsonObject &object);
    QString toMarkdown() const;
    QString toText() const; ///< plain lines for a terminal
};

/// What the ladder needs from outside, so it stays independent of the monitor layer.
struct LadderOptions {
    ChatEndpoint endpoint;
    QString host;
    QString model; ///< empty: the first id /v1/models lists
    Engine engine = Engine::Auto;
    /// Total GPU memory in use on the host in MiB, NaN when unknown; unset: memory step skipped.
    std::function<double()> gpuMemoryUsedMiB;
    double decodeBaseline = -1; ///< the host's saved decode tok/s; ≤ 0: none saved
    int requestTimeoutMs = 120'000; ///< idle timeout of each request
};

/// Share of repeated word 4-grams in `text` (0: none repeat; near 1: a loop).
double repetitionScore(QStringView text);

/// Runs a ladder's steps one after another, each yielding a verdict with evidence.
class ValidationLadder : public QObject {
    Q_OBJECT
public:
    ValidationLadder(const Ladder &ladder, const LadderOptions &options, QObject *parent = nullptr);
    ~ValidationLadder() override;

    void start();
    void cancel(); ///< the running step ends as error, the rest are skipped

    bool isRunning() const { return m_running; }
    const LadderReport &report() const { return m_report; }
    /// Decode tok/s measured by this run (to save as the host's baseline); -1 when none.
    double measuredDecodeTokensPerSecond() const { return m_measuredDecode; }
    /// Every chat turn this run made, in order.
    const QList<ChatTurn> &turns() const { return m_turns; }

Q_SIGNALS:
    void stepStarted(int index, const QString &id);
    void stepFinished(int index, const ic::StepResult &result);
    void finished(const ic::LadderReport &report);

private:
    using TurnsDone = std::function<void(const QList<ChatTurn> &)>;
    void runNext();
    void finishStep(Verdict verdict, const QString &evidence, const QJsonObject &data = QJsonObject());
    void chat(const QJsonObject &params, int repeats, TurnsDone done, double temperatureOverride = -1);
    QString failureOf(const ChatTurn &turn) const;

    void runHealth(const QJsonObject &p);
    void runModels(const QJsonObject &p);
    void runSmoke(const QJsonObject &p);
    void runReasoningCode(const QJsonObject &p);
    void runDeterminism(const QJsonObject &p);
    void runStability(const QJsonObject &p);
    void runLongGeneration(const QJsonObject &p);
    void runReasoningParser(const QJsonObject &p);
    void runMemoryBaseline(const QJsonObject &p);
    void runDecodeSpeed(const QJsonObject &p);

    Ladder m_ladder;
    LadderOptions m_options;
    LadderReport m_report;
    QNetworkAccessManager *m_nam;
    QList<ChatTurn> m_turns;
    QList<QPointer<QObject>> m_inFlight;
    QTimer *m_settleTimer = nullptr;
    QElapsedTimer m_stepClock;
    QElapsedTimer m_runClock;
    int m_index = -1;
    quint64 m_generation = 0; ///< callbacks of a cancelled step are dropped by generation
    double m_memoryBaseline = qQNaN();
    double m_measuredDecode = -1;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_serverDown = false; ///< health failed: the remaining steps are skipped
};

} // namespace ic
