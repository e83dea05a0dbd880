// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QLabel;
class QMainWindow;
class QWidget;

namespace ic {

class FleetModel;
class HostSession;

/// The host line of the main window's status bar: the selected host's link (its details a click
/// away) and the local end of its API tunnel with links to the docs and metrics, or a hint when
/// no host is selected or there is none yet.
class HostStatusBar : public QObject {
    Q_OBJECT
public:
    /// Adds its labels to `window`'s status bar; `model` says whether there are hosts at all.
    HostStatusBar(QMainWindow *window, FleetModel *model);

    /// The host shown; nullptr shows the hint.
    void setSession(HostSession *session);

    QString linkText() const;
    QString apiUrlText() const;

    /// "HOST is ready — Open chat": an offer beside the link, never a switch; it stays until
    /// taken, dismissed or withdrawn.
    void offerChat(const QString &host);
    void withdrawChatOffer();
    bool isChatOffered() const;

Q_SIGNALS:
    /// "Open chat" was clicked.
    void chatRequested();

private:
    void update();
    void showLinkDetails();

    QMainWindow *m_window;
    FleetModel *m_model;
    QPointer<HostSession> m_session;
    QLabel *m_linkLabel;
    QLabel *m_urlLabel;
    QWidget *m_chatOffer;
    QLabel *m_chatOfferText;
};

} // namespace ic
