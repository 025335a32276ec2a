// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeychainKeyStore.h"

#include "KeychainDeadline.h"
#include "ProviderSettings.h"
#include "common/Logging.h"

#include <qt6keychain/keychain.h>

namespace lotse {

QString KeyStore::accountFor(const QString& endpoint)
{
    return QStringLiteral("api-key:") + endpoint.trimmed().toLower();
}

QString KeychainKeyStore::unavailableHint(const QString& detail)
{
    return tr("The OS keychain is not available (%1). Lotse keeps API keys only there. Unlock or "
              "install a keychain (e.g. GNOME Keyring or KWallet), or set the environment variable %2 "
              "for this session instead; it is never written anywhere.")
        .arg(detail, ProviderSettings::keyVariable());
}

namespace {

template <typename Job, typename Finish>
void run(Job* job, Finish finish)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    QObject::connect(job, &QKeychain::Job::finished, job, [job, finish](QKeychain::Job*) { finish(job); });
    job->start();
}

Error keychainError(const QKeychain::Job* job, const QString& what)
{
    // Never the key: only what failed and why.
    qCWarning(lcLlm) << what << "failed:" << job->error() << job->errorString();
    if (job->error() == QKeychain::NoBackendAvailable || job->error() == QKeychain::OtherError
        || job->error() == QKeychain::AccessDenied || job->error() == QKeychain::AccessDeniedByUser) {
        return Error::make(Error::Code::Io, KeychainKeyStore::unavailableHint(job->errorString()));
    }
    return Error::make(Error::Code::Io, QStringLiteral("%1 failed: %2").arg(what, job->errorString()));
}

} // namespace

void KeychainKeyStore::read(const QString& account, ReadDone answer)
{
    const ReadDone done = KeychainDeadline::guarded(std::move(answer));
    auto* job = new QKeychain::ReadPasswordJob(QString::fromLatin1(service));
    job->setKey(account);
    run(job, [done](QKeychain::ReadPasswordJob* j) {
        if (j->error() == QKeychain::EntryNotFound)
            done(QString());
        else if (j->error() != QKeychain::NoError)
            done(keychainError(j, tr("Reading the API key from the keychain")));
        else
            done(j->textData());
    });
}

void KeychainKeyStore::write(const QString& account, const QString& key, Done answer)
{
    const Done done = KeychainDeadline::guarded(std::move(answer));
    auto* job = new QKeychain::WritePasswordJob(QString::fromLatin1(service));
    job->setKey(account);
    job->setTextData(key);
    run(job, [done](QKeychain::WritePasswordJob* j) {
        done(j->error() == QKeychain::NoError ? success() : Status(keychainError(j, tr("Storing the API key"))));
    });
}

void KeychainKeyStore::remove(const QString& account, Done answer)
{
    const Done done = KeychainDeadline::guarded(std::move(answer));
    auto* job = new QKeychain::DeletePasswordJob(QString::fromLatin1(service));
    job->setKey(account);
    run(job, [done](QKeychain::DeletePasswordJob* j) {
        const bool ok = j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound;
        done(ok ? success() : Status(keychainError(j, tr("Removing the API key"))));
    });
}

} // namespace lotse
