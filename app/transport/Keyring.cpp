// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
#include "Keyring.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>
#include <QTimer>

#include <memory>

#ifdef IC_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

Q_LOGGING_CATEGORY(lcKeyring, "console.transport.keyring")

namespace ic {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ic::Keyring)
};

/// Delivers one result: the job's or the deadline's, whichever comes first.
struct Once {
    QPointer<QObject> context;
    Keyring::Callback done;
    bool delivered = false;

    void deliver(const Keyring::Result &r)
    {
        if (delivered)
            return;
        delivered = true;
        if (context && done)
            done(r);
    }
};

} // namespace

bool Keyring::compiledIn()
{
#ifdef IC_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString Keyring::serviceName()
{
    return QStringLiteral("inference-console");
}

#ifdef IC_HAVE_KEYCHAIN

namespace {

enum class Kind { Read, Write, Remove };

void start(Kind kind, const QString &key, const QString &secret, QObject *context, Keyring::Callback done,
           int timeoutMs)
{
    auto once = std::make_shared<Once>(Once { context, std::move(done) });
    QKeychain::Job *job = nullptr;
    switch (kind) {
    case Kind::Read:
        job = new QKeychain::ReadPasswordJob(Keyring::serviceName());
        break;
    case Kind::Write: {
        auto *w = new QKeychain::WritePasswordJob(Keyring::serviceName());
        w->setTextData(secret);
        job = w;
        break;
    }
    case Kind::Remove:
        job = new QKeychain::DeletePasswordJob(Keyring::serviceName());
        break;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    QObject::connect(job, &QKeychain::Job::finished, context, [once, kind](QKeychain::Job *j) {
        Keyring::Result r;
        switch (j->error()) {
        case QKeychain::NoError:
            r.outcome = kind == Kind::Read ? Keyring::Outcome::Found : Keyring::Outcome::Done;
            if (kind == Kind::Read)
                r.secret = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
            break;
        case QKeychain::EntryNotFound:
            r.outcome = kind == Kind::Read ? Keyring::Outcome::NotFound : Keyring::Outcome::Done;
            break;
        default:
            r.outcome = Keyring::Outcome::Unavailable;
            r.error = Tr::tr("The desktop keyring could not be used: %1").arg(j->errorString());
            qCInfo(lcKeyring) << "keyring:" << j->errorString();
            break;
        }
        once->deliver(r);
    });
    // libsecret waits for D-Bus as long as D-Bus lets it; the console waits this long.
    QTimer::singleShot(timeoutMs, context, [once, timeoutMs] {
        Keyring::Result r;
        r.error = Tr::tr("The desktop keyring did not answer within %1 s.").arg(timeoutMs / 1000.0);
        if (!once->delivered)
            qCInfo(lcKeyring) << "keyring: no answer within" << timeoutMs << "ms";
        once->deliver(r);
    });
    job->start();
}

} // namespace

void Keyring::read(const QString &key, QObject *context, Callback done, int timeoutMs)
{
    start(Kind::Read, key, {}, context, std::move(done), timeoutMs);
}

void Keyring::write(const QString &key, const QString &secret, QObject *context, Callback done, int timeoutMs)
{
    start(Kind::Write, key, secret, context, std::move(done), timeoutMs);
}

void Keyring::remove(const QString &key, QObject *context, Callback done, int timeoutMs)
{
    start(Kind::Remove, key, {}, context, std::move(done), timeoutMs);
}

#else

namespace {

void unavailable(QObject *context, Keyring::Callback done)
{
    auto once = std::make_shared<Once>(Once { context, std::move(done) });
    QTimer::singleShot(0, context, [once] {
        once->deliver({ Keyring::Outcome::Unavailable,
                        {},
                        Tr::tr("This console was built without keyring support (QtKeychain).") });
    });
}

} // namespace

void Keyring::read(const QString &, QObject *context, Callback done, int)
{
    unavailable(context, std::move(done));
}

void Keyring::write(const QString &, const QString &, QObject *context, Callback done, int)
{
    unavailable(context, std::move(done));
}

void Keyring::remove(const QString &, QObject *context, Callback done, int)
{
    unavailable(context, std::move(done));
}

#endif

} // namespace ic
