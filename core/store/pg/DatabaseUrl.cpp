// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatabaseUrl.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace lotse {

namespace {

const QStringList sslModes{QStringLiteral("disable"), QStringLiteral("require"), QStringLiteral("verify-ca"),
                           QStringLiteral("verify-full")};

Error invalid(const QString& message)
{
    return Error::make(Error::Code::InvalidSetting, message);
}

// "scheme://user:secret@host…": a password, wherever the rest is wrong. Checked before anything of the
// text is echoed in a message.
bool holdsPassword(const QString& text)
{
    // With or without a scheme: "anna:secret@db/handbook" must not be echoed either.
    static const QRegularExpression userinfo(QStringLiteral(R"(^(?:[^:/?#]*://)?[^/?#@:]*:[^/?#@]*@)"));
    return userinfo.match(text.trimmed()).hasMatch();
}

} // namespace

bool DatabaseUrl::looksLikeUrl(const QString& text)
{
    const QString t = text.trimmed();
    return t.startsWith(QStringLiteral("postgresql://"), Qt::CaseInsensitive)
           || t.startsWith(QStringLiteral("postgres://"), Qt::CaseInsensitive);
}

Result<DatabaseUrl> DatabaseUrl::parse(const QString& text)
{
    const QString example = QStringLiteral("postgresql://USER@HOST:5432/DBNAME?sslmode=verify-full");
    if (holdsPassword(text))
        return invalid(tr("Leave the password out of the database URL (it would be stored in the settings). Store it "
                          "with `lotse-cli config set-db-password URL`, or set LOTSE_DB_PASSWORD."));
    if (!looksLikeUrl(text))
        return invalid(tr("“%1” is not a PostgreSQL URL; write it as %2.").arg(text, example));
    // QUrl's own error text quotes the whole input: it is not shown.
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || !url.password().isEmpty())
        return invalid(tr("The database URL is not valid; write it as %1.").arg(example));
    DatabaseUrl out;
    out.user = url.userName();
    out.host = url.host();
    out.port = url.port(5432);
    out.database = url.path().mid(1);
    if (out.user.isEmpty())
        return invalid(tr("Name the database user in the URL: %1.").arg(example));
    if (out.host.isEmpty())
        return invalid(tr("Name the database server in the URL: %1.").arg(example));
    if (out.database.isEmpty() || out.database.contains(QLatin1Char('/')))
        return invalid(tr("Name one database after the server in the URL: %1.").arg(example));
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key != QStringLiteral("sslmode"))
            return invalid(tr("The database URL takes only “sslmode”, not “%1”.").arg(key));
        if (!sslModes.contains(value))
            return invalid(
                tr("sslmode “%1” is not supported; use %2.").arg(value, sslModes.join(QStringLiteral(", "))));
        out.sslMode = value;
    }
    if (out.sslMode == QStringLiteral("disable") && !out.local())
        return invalid(tr("sslmode=disable would send the password and the handbook unencrypted to %1: use "
                          "sslmode=verify-full (or require).")
                           .arg(out.host));
    return out;
}

bool DatabaseUrl::local() const
{
    return host == QStringLiteral("localhost") || host == QStringLiteral("127.0.0.1") || host == QStringLiteral("::1");
}

QString DatabaseUrl::toString() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    url.setHost(host);
    url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    url.setQuery(QStringLiteral("sslmode=") + sslMode);
    return url.toString();
}

QString DatabaseUrl::keychainAccount() const
{
    // One pass: a user or host with "%3" in it must not take the port's place.
    return QStringLiteral("database:%1@%2:%3/%4").arg(user, host, QString::number(port), database);
}

QString DatabaseUrl::connectOptions() const
{
    // A server that does not answer is reported after 10 s rather than libpq's unbounded wait.
    // A server that vanishes mid-query (a dropped network, a crashed host) ends the query within about a
    // minute instead of never: the window waits for its sync thread when it closes.
    return QStringLiteral("sslmode=%1;connect_timeout=10;keepalives=1;keepalives_idle=20;keepalives_interval=10;"
                          "keepalives_count=3;tcp_user_timeout=60000")
        .arg(sslMode);
}

} // namespace lotse
