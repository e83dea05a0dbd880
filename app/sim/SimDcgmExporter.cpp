// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "SimDcgmExporter.h"

#include "SimNvidiaSmi.h"
#include "SimState.h"

#include <QDateTime>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>

#include <sys/stat.h>

namespace ic {

namespace {
constexpr qsizetype kMaxRequestBytes = 16 * 1024;

QByteArray response(int status, const QByteArray &reason, const QByteArray &contentType,
                    const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: " + contentType
        + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}
} // namespace

SimDcgmExporter::SimDcgmExporter(QString directory, QObject *parent)
    : QObject(parent)
    , m_directory(std::move(directory))
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *s = m_server->nextPendingConnection()) {
            connect(s, &QTcpSocket::readyRead, this, [this, s] { onReadyRead(s); });
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        }
    });
}

SimDcgmExporter::~SimDcgmExporter() = default;

bool SimDcgmExporter::listen(quint16 port, QString *error)
{
    if (m_server->listen(QHostAddress::LocalHost, port))
        return true;
    if (error)
        *error = m_server->errorString();
    return false;
}

quint16 SimDcgmExporter::port() const
{
    return m_server->serverPort();
}

bool SimDcgmExporter::refreshState(QString *error)
{
    const SimStateStore store(m_directory);
    struct stat st { };
    if (::stat(QFile::encodeName(store.stateFile()).constData(), &st) != 0) {
        m_stamp.clear();
        return store.load(&m_state, error); // says why in its own words
    }
    const QByteArray stamp = QByteArray::number(qulonglong(st.st_ino)) + ' '
        + QByteArray::number(qlonglong(st.st_size)) + ' ' + QByteArray::number(qlonglong(st.st_mtim.tv_sec))
        + '.' + QByteArray::number(qlonglong(st.st_mtim.tv_nsec));
    if (stamp == m_stamp)
        return true;
    SimState fresh;
    if (!store.load(&fresh, error))
        return false;
    m_state = fresh;
    m_timeline.reset();
    if (const SimInvocation *inv = m_state.current())
        m_timeline.emplace(m_state, *inv);
    m_stamp = stamp;
    return true;
}

void SimDcgmExporter::onReadyRead(QTcpSocket *socket)
{
    // Only the request head matters; a request that never ends its head is cut off.
    QByteArray head = socket->property("head").toByteArray() + socket->readAll();
    if (head.size() > kMaxRequestBytes) {
        socket->abort();
        return;
    }
    if (!head.contains("\r\n\r\n")) {
        socket->setProperty("head", head);
        return;
    }
    const QList<QByteArray> first = head.left(head.indexOf("\r\n")).split(' ');
    const QByteArray path = first.value(1).split('?').value(0);
    QByteArray answer;
    if (first.value(0) != "GET") {
        answer = response(405, "Method Not Allowed", "text/plain", "method not allowed\n");
    } else if (path != "/metrics") {
        answer = response(404, "Not Found", "text/plain", "404 page not found\n");
    } else {
        QString error;
        if (!refreshState(&error)) {
            answer = response(500, "Internal Server Error", "text/plain", error.toUtf8() + '\n');
        } else {
            ++m_scrapes;
            answer
                = response(200, "OK", "text/plain; version=0.0.4; charset=utf-8",
                           simDcgmExporterMetrics(m_state, m_directory, QDateTime::currentMSecsSinceEpoch(),
                                                  m_timeline ? &*m_timeline : nullptr));
        }
    }
    socket->write(answer);
    socket->disconnectFromHost();
}

} // namespace ic
