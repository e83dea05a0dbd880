// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SshTransport.h"

#include "Keyring.h"
#include "SshWorker.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <sys/socket.h>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::SshTransport)
};

/// Worker threads still running, so the process can wait for them all at once on the way out.
struct Running {
    QMutex mutex;
    QSet<QThread *> threads;
};
Running &running()
{
    static Running r;
    return r;
}

/// Runs the worker's poll loop; the worker dies with the loop, on its own thread.
class SshThread : public QThread {
public:
    explicit SshThread(SshWorker *worker)
        : m_worker(worker)
    {
        QMutexLocker lock(&running().mutex);
        running().threads.insert(this);
    }
    ~SshThread() override
    {
        QMutexLocker lock(&running().mutex);
        running().threads.remove(this);
    }
    void run() override
    {
        m_worker->loop();
        delete m_worker;
    }

private:
    SshWorker *m_worker;
};

void waitAtExit()
{
    SshTransport::waitForWorkers(2000);
}

} // namespace

class SshCommandJob : public CommandJob {
public:
    using CommandJob::CommandJob;
    void complete(const CommandResult &r)
    {
        if (m_done)
            return;
        m_done = true;
        Q_EMIT finished(r);
        deleteLater();
    }

private:
    bool m_done = false;
};

class SshStreamJob : public StreamJob {
public:
    SshStreamJob(SshTransport *transport, quint64 id)
        : StreamJob(transport)
        , m_transport(transport)
        , m_id(id)
    {
    }
    ~SshStreamJob() override
    {
        if (!m_done && m_transport) {
            const quint64 id = m_id;
            m_transport->m_streams.remove(id);
            m_transport->post([id](SshWorker &w) { w.stopJob(id); });
        }
    }
    void stop() override
    {
        if (m_done || !m_transport)
            return;
        const quint64 id = m_id;
        m_transport->post([id](SshWorker &w) { w.stopJob(id); });
    }
    void lines(const QList<QByteArray> &out, const QList<QByteArray> &err)
    {
        if (!out.isEmpty())
            Q_EMIT linesArrived(out);
        if (!err.isEmpty())
            Q_EMIT errorLinesArrived(err);
    }
    void complete(int exitCode, const QString &error)
    {
        if (m_done)
            return;
        m_done = true;
        Q_EMIT finished(exitCode, error);
    }

private:
    QPointer<SshTransport> m_transport;
    quint64 m_id;
    bool m_done = false;
};

class SshTunnelJob : public TunnelJob {
public:
    SshTunnelJob(SshTransport *transport, quint16 remotePort)
        : TunnelJob(transport)
        , m_transport(transport)
        , m_server(new QTcpServer(this))
    {
        m_remotePort = remotePort;
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection()) {
                if (!m_transport) {
                    socket->deleteLater();
                    continue;
                }
                m_transport->addForward(m_transport->nextId(), socket, this);
            }
        });
        const bool ok = m_server->listen(QHostAddress::LocalHost, 0);
        const QString error = m_server->errorString();
        QTimer::singleShot(0, this, [this, ok, error] {
            if (ok) {
                m_localPort = m_server->serverPort();
                Q_EMIT opened(m_localPort);
            } else {
                Q_EMIT failed(Tr::tr("No local port could be opened for the tunnel: %1").arg(error));
            }
        });
    }
    void reportFailure(const QString &error) { Q_EMIT failed(error); }

private:
    QPointer<SshTransport> m_transport;
    QTcpServer *m_server;
};

SshTransport::SshTransport(const QString &target, const SshOptions &options, QObject *parent)
    : Transport(parent)
    , m_targetText(target)
    , m_target(parseSshTarget(target))
    , m_keyring(options.keyring)
{
    qRegisterMetaType<ic::LinkStatus>();
    qRegisterMetaType<ic::CommandResult>();
    qRegisterMetaType<ic::HostKeyInfo>();
    qRegisterMetaType<ic::SecretRequest>();
    qRegisterMetaType<QList<QByteArray>>();
    if (!m_target.isValid()) {
        m_status.state = LinkState::Failed;
        m_status.message = Tr::tr("'%1' is not a usable ssh destination: %2").arg(target, m_target.error);
        return;
    }
    m_worker = new SshWorker(m_target, target, options);
    connect(m_worker, &SshWorker::statusChanged, this, &SshTransport::onStatus, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::runFinished, this, &SshTransport::onRunFinished, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::streamLines, this, &SshTransport::onStreamLines, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::streamFinished, this, &SshTransport::onStreamFinished,
            Qt::QueuedConnection);
    connect(m_worker, &SshWorker::forwardData, this, &SshTransport::onForwardData, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::forwardEof, this, &SshTransport::onForwardEof, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::forwardClosed, this, &SshTransport::onForwardClosed, Qt::QueuedConnection);
    connect(
        m_worker, &SshWorker::hostKeyUnknown, this,
        [this](quint64 requestId, const HostKeyInfo &info) {
            m_hostKeyRequest = requestId;
            Q_EMIT hostKeyUnknown(info);
        },
        Qt::QueuedConnection);
    connect(m_worker, &SshWorker::hostKeyRefused, this, &SshTransport::hostKeyRefused, Qt::QueuedConnection);
    connect(m_worker, &SshWorker::secretRequested, this, &SshTransport::onSecretRequested,
            Qt::QueuedConnection);
    connect(m_worker, &SshWorker::secretRejected, this, &SshTransport::onSecretRejected,
            Qt::QueuedConnection);
    static const bool exitHookInstalled = [] {
        qAddPostRoutine(waitAtExit);
        return true;
    }();
    Q_UNUSED(exitHookInstalled)
    m_thread = new SshThread(m_worker);
    m_thread->setObjectName(QStringLiteral("ssh ") + target);
    m_worker->moveToThread(m_thread);
    m_thread->start();
}

SshTransport::~SshTransport()
{
    if (!m_worker)
        return;
    disconnect(m_worker, nullptr, this, nullptr);
    // Nothing waits here: the worker disconnects on its own thread, in parallel with every
    // other host's, and its thread object goes when it has finished (waitForWorkers() at exit).
    m_worker->requestStop();
    m_worker = nullptr;
    QThread *thread = m_thread;
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (thread->isFinished())
        delete thread; // a deleteLater already posted for it goes with it
}

int SshTransport::runningWorkers()
{
    QMutexLocker lock(&running().mutex);
    int n = 0;
    for (QThread *t : std::as_const(running().threads))
        n += t->isFinished() ? 0 : 1;
    return n;
}

bool SshTransport::waitForWorkers(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    QList<QThread *> threads;
    {
        QMutexLocker lock(&running().mutex);
        threads = running().threads.values();
    }
    bool all = true;
    for (QThread *t : threads)
        all = t->wait(deadline) && all;
    return all;
}

void SshTransport::post(std::function<void(SshWorker &)> task)
{
    if (!m_worker)
        return;
    SshWorker *w = m_worker;
    w->post([w, task = std::move(task)] { task(*w); });
}

QString SshTransport::describe() const
{
    return Tr::tr("ssh %1").arg(m_targetText);
}

LinkStatus SshTransport::status() const
{
    return m_status;
}

void SshTransport::connectToHost()
{
    if (!m_worker)
        return;
    if (m_status.state == LinkState::Disconnected || m_status.state == LinkState::Failed) {
        m_status.state = LinkState::Connecting; // so a run() right after this waits for the link
        m_status.message.clear();
    }
    post([](SshWorker &w) { w.connectToHost(); });
}

void SshTransport::retryNow()
{
    if (!m_worker)
        return;
    if (m_status.state == LinkState::Failed) {
        m_status.state = LinkState::Connecting;
        m_status.message.clear();
    }
    post([](SshWorker &w) { w.retryNow(); });
}

void SshTransport::disconnectFromHost()
{
    if (!m_worker)
        return;
    m_worker->cancelPrompts();
    post([](SshWorker &w) { w.disconnectFromHost(); });
}

void SshTransport::acceptHostKey()
{
    if (m_worker && m_hostKeyRequest)
        m_worker->reply(m_hostKeyRequest, QStringList { QStringLiteral("yes") });
    m_hostKeyRequest = 0;
}

void SshTransport::rejectHostKey()
{
    if (m_worker && m_hostKeyRequest)
        m_worker->reply(m_hostKeyRequest, std::nullopt);
    m_hostKeyRequest = 0;
}

bool SshTransport::keyringAvailable()
{
    return Keyring::compiledIn();
}

void SshTransport::onSecretRequested(const SecretRequest &request)
{
    m_secretKeys.insert(request.id, request.storageKey);
    if (!m_keyring || request.storageKey.isEmpty() || !Keyring::compiledIn()) {
        Q_EMIT secretRequested(request);
        return;
    }
    // A remembered secret answers without a question; anything else (not there, no keyring,
    // no answer in time) asks the user.
    ++m_keyringCalls;
    Keyring::read(request.storageKey, this, [this, request](const Keyring::Result &r) {
        --m_keyringCalls;
        if (!m_secretKeys.contains(request.id))
            return; // cancelled meanwhile
        if (r.outcome == Keyring::Outcome::Found && !r.secret.isEmpty()) {
            qCInfo(lcSsh) << m_targetText << "secret taken from the keyring:" << request.storageKey;
            m_secretKeys.remove(request.id);
            m_keyringKeys.insert(request.storageKey);
            if (m_worker)
                m_worker->reply(request.id, QStringList { r.secret });
            return;
        }
        if (r.outcome == Keyring::Outcome::Unavailable)
            qCInfo(lcSsh) << m_targetText << r.error;
        Q_EMIT secretRequested(request);
    });
}

void SshTransport::onSecretRejected(const QString &storageKey)
{
    // The host refused a secret: a remembered one must not answer the next question too.
    if (!m_keyringKeys.remove(storageKey))
        return;
    qCInfo(lcSsh) << m_targetText << "remembered secret refused; removed from the keyring:" << storageKey;
    ++m_keyringCalls;
    Keyring::remove(storageKey, this, [this, storageKey](const Keyring::Result &r) {
        --m_keyringCalls;
        if (!r.error.isEmpty())
            qCWarning(lcSsh) << m_targetText << storageKey << r.error;
    });
}

void SshTransport::answerSecret(quint64 requestId, const QStringList &answers, bool remember)
{
    const QString storageKey = m_secretKeys.take(requestId);
    if (remember && !storageKey.isEmpty() && answers.size() == 1) {
        m_keyringKeys.insert(storageKey);
        ++m_keyringCalls;
        Keyring::write(storageKey, answers.first(), this, [this, storageKey](const Keyring::Result &r) {
            --m_keyringCalls;
            if (!r.error.isEmpty())
                qCWarning(lcSsh) << m_targetText << storageKey << r.error;
            Q_EMIT keyringWritten(storageKey, r.error);
        });
    }
    if (m_worker)
        m_worker->reply(requestId, answers);
}

void SshTransport::cancelSecret(quint64 requestId)
{
    m_secretKeys.remove(requestId);
    if (m_worker)
        m_worker->reply(requestId, std::nullopt);
}

CommandJob *SshTransport::run(const QByteArray &commandLine)
{
    auto *job = new SshCommandJob(this);
    const quint64 id = nextId();
    if (!m_worker) {
        CommandResult r;
        r.error = m_status.message;
        QTimer::singleShot(0, job, [job, r] { job->complete(r); });
        return job;
    }
    if (m_status.state == LinkState::Disconnected)
        connectToHost();
    m_runs.insert(id, job);
    post([id, commandLine](SshWorker &w) { w.startRun(id, commandLine); });
    return job;
}

StreamJob *SshTransport::stream(const QByteArray &commandLine)
{
    const quint64 id = nextId();
    auto *job = new SshStreamJob(this, id);
    if (!m_worker) {
        const QString error = m_status.message;
        QTimer::singleShot(0, job, [job, error] { job->complete(-1, error); });
        return job;
    }
    if (m_status.state == LinkState::Disconnected)
        connectToHost();
    m_streams.insert(id, job);
    post([id, commandLine](SshWorker &w) { w.startStream(id, commandLine); });
    return job;
}

TunnelJob *SshTransport::openTunnel(quint16 remotePort)
{
    return new SshTunnelJob(this, remotePort);
}

void SshTransport::addForward(quint64 id, QTcpSocket *socket, SshTunnelJob *job)
{
    if (!m_worker) {
        socket->deleteLater();
        return;
    }
    socket->setParent(job);
    m_forwards.insert(id, Forward { socket, job, false });
    const quint16 port = job->remotePort();
    post([id, port](SshWorker &w) { w.openForward(id, port); });
    connect(socket, &QTcpSocket::readyRead, this, [this, id, socket] {
        const QByteArray bytes = socket->readAll();
        if (!bytes.isEmpty())
            post([id, bytes](SshWorker &w) { w.writeForward(id, bytes); });
    });
    connect(socket, &QTcpSocket::readChannelFinished, this,
            [this, id] { post([id](SshWorker &w) { w.eofForward(id); }); });
    connect(socket, &QTcpSocket::disconnected, this, [this, id, socket] {
        post([id](SshWorker &w) { w.closeForward(id); });
        m_forwards.remove(id);
        socket->deleteLater();
    });
    connect(socket, &QTcpSocket::bytesWritten, this, [this, id, socket] {
        auto it = m_forwards.find(id);
        if (it != m_forwards.end() && it->shutdownPending && socket->bytesToWrite() == 0) {
            it->shutdownPending = false;
            ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
        }
    });
    // The job going away closes its connections (they are its children); tell the worker.
    connect(socket, &QObject::destroyed, this, [this, id] {
        if (m_forwards.remove(id))
            post([id](SshWorker &w) { w.closeForward(id); });
    });
}

void SshTransport::onStatus(const LinkStatus &status)
{
    m_status = status;
    Q_EMIT statusChanged(status);
}

void SshTransport::onRunFinished(quint64 id, const CommandResult &result)
{
    QPointer<SshCommandJob> job = m_runs.take(id);
    if (job)
        job->complete(result);
}

void SshTransport::onStreamLines(quint64 id, const QList<QByteArray> &out, const QList<QByteArray> &err)
{
    QPointer<SshStreamJob> job = m_streams.value(id);
    if (job)
        job->lines(out, err);
}

void SshTransport::onStreamFinished(quint64 id, int exitCode, const QString &error)
{
    QPointer<SshStreamJob> job = m_streams.take(id);
    if (job)
        job->complete(exitCode, error);
}

void SshTransport::onForwardData(quint64 id, const QByteArray &bytes)
{
    auto it = m_forwards.find(id);
    if (it != m_forwards.end() && it->socket)
        it->socket->write(bytes);
}

void SshTransport::onForwardEof(quint64 id)
{
    auto it = m_forwards.find(id);
    if (it == m_forwards.end() || !it->socket)
        return;
    // Half-close: the host finished sending; our client may still be sending.
    if (it->socket->bytesToWrite() == 0)
        ::shutdown(int(it->socket->socketDescriptor()), SHUT_WR);
    else
        it->shutdownPending = true;
}

void SshTransport::onForwardClosed(quint64 id, const QString &error)
{
    Forward f = m_forwards.take(id);
    if (!error.isEmpty() && f.job)
        f.job->reportFailure(error);
    if (f.socket)
        f.socket->disconnectFromHost();
}

} // namespace ic
