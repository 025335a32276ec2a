// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessToken.h"
#include "common/Result.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

class QObject;
class QThread;

namespace lotse {

// Where Microsoft Entra ID access tokens come from (the Azure CLI, a refresh token from a sign-in
// in the window). The token is kept in memory and used until five minutes before it expires, then
// fetched again before the next request. Shared by the threads that send requests: the cache is
// locked; a fetch runs on the thread that needs the token (its QProcess or network reply lives
// there), and requests of that thread that need one meanwhile wait for the same fetch instead of
// starting another (one `az` process, one refresh). A fetch belongs to no request: it ends even
// when the request that started it is cancelled. Always owned by a shared_ptr: a fetch in flight
// keeps its source alive.
class AccessTokenSource : public std::enable_shared_from_this<AccessTokenSource>
{
public:
    using Done = std::function<void(Result<AccessToken>)>;
    static constexpr qint64 refreshMarginSeconds = 300;
    // A fetch not done by then is taken for lost (its thread stopped): the next caller starts anew.
    static constexpr qint64 stuckAfterMs = 90000;

    virtual ~AccessTokenSource() = default;

    // A token valid for more than the margin: the cached one, or a new one (then asynchronously,
    // on the calling thread, unless `context` is gone by then).
    void token(QObject* context, Done done);
    // For people: where tokens come from ("the Azure CLI", "alice@contoso.com").
    virtual QString origin() const = 0;

protected:
    // `context` is an object of the calling thread that lives until `done` ran.
    virtual void fetch(QObject* context, Done done) = 0;

private:
    struct Waiter
    {
        QPointer<QObject> context;
        Done done;
    };
    struct Pending
    {
        quint64 id = 0;
        QElapsedTimer started;
        QList<Waiter> waiters;
    };
    void finish(QThread* thread, quint64 id, const Result<AccessToken>& fetched);

    QMutex m_mutex;
    std::optional<AccessToken> m_cached;
    QHash<QThread*, Pending> m_pending; // per thread: the fetch in flight and who waits for it
    quint64 m_fetches = 0;
};

} // namespace lotse
