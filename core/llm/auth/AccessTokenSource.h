// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessToken.h"
#include "common/Result.h"

#include <QMutex>
#include <functional>
#include <memory>
#include <optional>

class QObject;

namespace lotse {

// Where Microsoft Entra ID access tokens come from (the Azure CLI, a refresh token from a sign-in
// in the window). The token is kept in memory and used until five minutes before it expires, then
// fetched again before the next request. Shared by the threads that send requests: fetch() runs on
// the calling thread (its QProcess or network reply belongs to `context`), the cache is locked.
// Always owned by a shared_ptr: a fetch in flight keeps its source alive.
class AccessTokenSource : public std::enable_shared_from_this<AccessTokenSource>
{
public:
    using Done = std::function<void(Result<AccessToken>)>;
    static constexpr qint64 refreshMarginSeconds = 300;

    virtual ~AccessTokenSource() = default;

    // A token valid for more than the margin: the cached one, or a new one (then asynchronously).
    void token(QObject* context, Done done);
    // For people: where tokens come from ("the Azure CLI", "alice@contoso.com").
    virtual QString origin() const = 0;

protected:
    virtual void fetch(QObject* context, Done done) = 0;

private:
    QMutex m_mutex;
    std::optional<AccessToken> m_cached;
};

} // namespace lotse
