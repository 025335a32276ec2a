// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntraRefreshTokenSource.h"

#include "EntraTokenReply.h"
#include "common/Logging.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrlQuery>

namespace lotse {

EntraRefreshTokenSource::EntraRefreshTokenSource(EntraConfig config, QString refreshToken, QString account,
                                                 Rotated rotated)
    : m_config(std::move(config))
    , m_account(std::move(account))
    , m_rotated(std::move(rotated))
    , m_refreshToken(std::move(refreshToken))
{}

void EntraRefreshTokenSource::fetch(QObject* context, Done done)
{
    QString refreshToken;
    {
        QMutexLocker lock(&m_mutex);
        refreshToken = m_refreshToken;
    }
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("client_id"), m_config.clientId);
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("refresh_token"));
    form.addQueryItem(QStringLiteral("refresh_token"), refreshToken);
    form.addQueryItem(QStringLiteral("scope"),
                      QString::fromLatin1(EntraConfig::scope) + QStringLiteral(" offline_access"));
    // A manager of this thread for this one request: the source is shared between threads.
    auto* network = new QNetworkAccessManager(context);
    QNetworkRequest request(m_config.tokenUrl());
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setTransferTimeout(30000);
    QNetworkReply* reply = network->post(request, form.toString(QUrl::FullyEncoded).toUtf8());
    auto self = std::static_pointer_cast<EntraRefreshTokenSource>(shared_from_this());
    QObject::connect(reply, &QNetworkReply::finished, network, [self, reply, network, done] {
        reply->deleteLater();
        network->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0) {
            done(Error::make(Error::Code::Io, tr("Microsoft Entra ID cannot be reached (%1). Check the network and the "
                                                 "proxy settings.")
                                                  .arg(reply->errorString())));
            return;
        }
        auto parsed = EntraTokenReply::parse(status, reply->readAll(), QDateTime::currentDateTimeUtc());
        if (!parsed) {
            qCWarning(lcAuth) << "refreshing the access token failed:" << parsed.error().message;
            done(parsed.error());
            return;
        }
        const QString rotated = parsed.value().refreshToken;
        if (!rotated.isEmpty()) {
            QMutexLocker lock(&self->m_mutex);
            const QString previous = self->m_refreshToken;
            self->m_refreshToken = rotated;
            lock.unlock();
            if (rotated != previous && self->m_rotated)
                self->m_rotated(previous, rotated);
        }
        done(parsed.value().access);
    });
}

} // namespace lotse
