// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "HostStatusBar.h"
#include "DialogFit.h"

#include "host/HostSession.h"
#include "models/FleetModel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolButton>

namespace ic {

HostStatusBar::HostStatusBar(QMainWindow *window, FleetModel *model)
    : QObject(window)
    , m_window(window)
    , m_model(model)
    , m_linkLabel(new QLabel(window))
    , m_urlLabel(new QLabel(window))
    , m_chatOffer(new QWidget(window))
    , m_chatOfferText(new QLabel(m_chatOffer))
{
    m_linkLabel->setObjectName(QStringLiteral("linkStatus"));
    m_linkLabel->setAccessibleName(tr("Link status"));
    m_linkLabel->setTextFormat(Qt::RichText);
    connect(m_linkLabel, &QLabel::linkActivated, this, &HostStatusBar::showLinkDetails);
    m_urlLabel->setObjectName(QStringLiteral("apiUrl"));
    m_urlLabel->setAccessibleName(tr("API address"));
    m_urlLabel->setTextFormat(Qt::RichText);
    m_urlLabel->setOpenExternalLinks(true);
    m_urlLabel->setTextInteractionFlags(Qt::TextBrowserInteraction);
    window->statusBar()->addWidget(m_linkLabel);
    window->statusBar()->addPermanentWidget(m_urlLabel);

    m_chatOffer->setObjectName(QStringLiteral("chatOffer"));
    auto *open = new QToolButton(m_chatOffer);
    open->setObjectName(QStringLiteral("openChatButton"));
    open->setText(tr("Open chat"));
    open->setToolTip(tr("Switch to the Chat layout (Ctrl+2)"));
    auto *dismiss = new QToolButton(m_chatOffer);
    dismiss->setText(QStringLiteral("×"));
    dismiss->setAutoRaise(true);
    dismiss->setToolTip(tr("Dismiss"));
    dismiss->setAccessibleName(tr("Dismiss the chat offer"));
    auto *row = new QHBoxLayout(m_chatOffer);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    row->addWidget(m_chatOfferText);
    row->addWidget(open);
    row->addWidget(dismiss);
    m_chatOffer->hide();
    window->statusBar()->addWidget(m_chatOffer);
    connect(open, &QToolButton::clicked, this, [this] {
        withdrawChatOffer();
        Q_EMIT chatRequested();
    });
    connect(dismiss, &QToolButton::clicked, this, &HostStatusBar::withdrawChatOffer);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &HostStatusBar::update);
    connect(model, &QAbstractItemModel::rowsInserted, this, &HostStatusBar::update);
    update();
}

void HostStatusBar::setSession(HostSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &HostSession::linkStatusChanged, this, &HostStatusBar::update);
        connect(session, &HostSession::apiBaseUrlChanged, this, &HostStatusBar::update);
    }
    update();
}

QString HostStatusBar::linkText() const
{
    return m_linkLabel->text();
}

QString HostStatusBar::apiUrlText() const
{
    return m_urlLabel->text();
}

void HostStatusBar::offerChat(const QString &host)
{
    m_chatOfferText->setText(tr("%1 is ready —").arg(host));
    m_chatOffer->show();
}

void HostStatusBar::withdrawChatOffer()
{
    m_chatOffer->hide();
}

bool HostStatusBar::isChatOffered() const
{
    return !m_chatOffer->isHidden();
}

void HostStatusBar::update()
{
    if (!m_session) {
        m_linkLabel->setText(m_model->rowCount() == 0 ? tr("No hosts yet: File → Add host…")
                                                      : tr("No host selected"));
        m_linkLabel->setToolTip(QString());
        m_urlLabel->clear();
        return;
    }
    const LinkStatus link = m_session->transport()->status();
    const QString details
        = link.detail.isEmpty() ? link.message : link.message + QLatin1Char('\n') + link.detail;
    const QString text = tr("%1: %2").arg(m_session->transport()->describe(), link.summary());
    m_linkLabel->setText(details.trimmed().isEmpty()
                             ? text.toHtmlEscaped()
                             : QStringLiteral("<a href=\"details\">%1</a>").arg(text.toHtmlEscaped()));
    m_linkLabel->setToolTip(details.trimmed().isEmpty() ? text : details);

    const QUrl base = m_session->apiBaseUrl();
    if (base.isEmpty()) {
        m_urlLabel->setText(tr("API: no tunnel yet"));
        m_urlLabel->setToolTip(QString());
        return;
    }
    const QString b = base.toString(QUrl::StripTrailingSlash);
    m_urlLabel->setText(tr("API: %1 — <a href=\"%2/docs\">docs</a> · <a href=\"%2/metrics\">metrics</a>")
                            .arg(b.toHtmlEscaped(), b.toHtmlEscaped()));
    m_urlLabel->setToolTip(tr("Local end of the tunnel to port %1 on %2; opens in your browser.")
                               .arg(m_session->definition().apiPort)
                               .arg(m_session->name()));
}

void HostStatusBar::showLinkDetails()
{
    if (!m_session)
        return;
    const LinkStatus link = m_session->transport()->status();
    auto *box = new QMessageBox(QMessageBox::Information, tr("Connection to %1").arg(m_session->name()),
                                link.message.isEmpty() ? link.summary() : link.message, QMessageBox::Close,
                                m_window);
    box->setDetailedText(link.detail);
    box->setAttribute(Qt::WA_DeleteOnClose);
    DialogFit::install(box); // its details unfold downwards: kept on the screen
    box->open();
}

} // namespace ic
