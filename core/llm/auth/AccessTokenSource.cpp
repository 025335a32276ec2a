// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessTokenSource.h"

#include "common/Logging.h"

#include <QObject>
#include <QThread>

namespace lotse {

void AccessTokenSource::token(QObject* context, Done done)
{
    QThread* thread = QThread::currentThread();
    quint64 id = 0;
    {
        QMutexLocker lock(&m_mutex);
        if (m_cached && m_cached->validFor(refreshMarginSeconds, QDateTime::currentDateTimeUtc())) {
            const AccessToken cached = *m_cached;
            lock.unlock();
            done(cached);
            return;
        }
        auto pending = m_pending.find(thread);
        if (pending != m_pending.end() && pending->started.elapsed() < stuckAfterMs) {
            pending->waiters.append({QPointer<QObject>(context), std::move(done)});
            return;
        }
        id = ++m_fetches;
        Pending fresh;
        fresh.id = id;
        fresh.started.start();
        fresh.waiters.append({QPointer<QObject>(context), std::move(done)});
        m_pending.insert(thread, fresh);
    }
    // The fetch's process or reply belongs to a job of its own, not to the request that asked.
    auto* job = new QObject;
    fetch(job, [self = shared_from_this(), thread, id, job](Result<AccessToken> fetched) {
        job->deleteLater();
        self->finish(thread, id, fetched);
    });
}

void AccessTokenSource::finish(QThread* thread, quint64 id, const Result<AccessToken>& fetched)
{
    QList<Waiter> waiters;
    {
        QMutexLocker lock(&m_mutex);
        if (fetched)
            m_cached = fetched.value();
        const auto pending = m_pending.find(thread);
        if (pending != m_pending.end() && pending->id == id) {
            waiters = pending->waiters;
            m_pending.erase(pending);
        }
    }
    if (fetched) {
        // Never the token: only when it runs out.
        qCInfo(lcAuth) << "new access token from" << origin() << "valid until"
                       << fetched.value().expiresAt.toString(Qt::ISODate);
    }
    for (const Waiter& w : std::as_const(waiters)) {
        if (w.context) // a request cancelled meanwhile needs no answer
            w.done(fetched);
    }
}

} // namespace lotse
