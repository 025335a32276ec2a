// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessTokenSource.h"

#include "common/Logging.h"

namespace lotse {

void AccessTokenSource::token(QObject* context, Done done)
{
    {
        QMutexLocker lock(&m_mutex);
        if (m_cached && m_cached->validFor(refreshMarginSeconds, QDateTime::currentDateTimeUtc())) {
            const AccessToken cached = *m_cached;
            lock.unlock();
            done(cached);
            return;
        }
    }
    fetch(context, [self = shared_from_this(), done = std::move(done)](Result<AccessToken> fetched) {
        if (fetched) {
            QMutexLocker lock(&self->m_mutex);
            self->m_cached = fetched.value();
            // Never the token: only when it runs out.
            qCInfo(lcAuth) << "new access token from" << self->origin() << "valid until"
                           << fetched.value().expiresAt.toString(Qt::ISODate);
        }
        done(std::move(fetched));
    });
}

} // namespace lotse
