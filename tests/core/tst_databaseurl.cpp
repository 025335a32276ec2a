// SPDX-License-Identifier: GPL-3.0-or-later
// A team knowledge base's URL: what is accepted, and for what is refused, that the message says what
// to write instead. No password in the URL, TLS verified by default, unencrypted only to this machine.
#include "store/pg/DatabaseUrl.h"

#include <QTest>

using namespace lotse;

class TestDatabaseUrl final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<QString>("options");
        QTest::newRow("full") << QStringLiteral("postgresql://anna@db.example.com:6432/handbook?sslmode=require")
                              << QStringLiteral("postgresql://anna@db.example.com:6432/handbook?sslmode=require")
                              << QStringLiteral("sslmode=require;connect_timeout=10;keepalives=1;keepalives_idle=20;"
                                                "keepalives_interval=10;keepalives_count=3;tcp_user_timeout=60000");
        QTest::newRow("defaults: port 5432, verify-full")
            << QStringLiteral("postgres://anna@db.example.com/handbook")
            << QStringLiteral("postgresql://anna@db.example.com:5432/handbook?sslmode=verify-full")
            << QStringLiteral("sslmode=verify-full;connect_timeout=10;keepalives=1;keepalives_idle=20;keepalives_"
                              "interval=10;keepalives_count=3;tcp_user_timeout=60000");
        QTest::newRow("unencrypted to this machine")
            << QStringLiteral("postgresql://lotse@127.0.0.1:55432/kb?sslmode=disable")
            << QStringLiteral("postgresql://lotse@127.0.0.1:55432/kb?sslmode=disable")
            << QStringLiteral("sslmode=disable;connect_timeout=10;keepalives=1;keepalives_idle=20;keepalives_interval="
                              "10;keepalives_count=3;tcp_user_timeout=60000");
    }
    void accepted()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        QFETCH(QString, options);
        QVERIFY(DatabaseUrl::looksLikeUrl(text));
        const auto url = DatabaseUrl::parse(text);
        QVERIFY2(url.ok(), url.ok() ? "" : qPrintable(url.error().message));
        QCOMPARE(url.value().toString(), canonical);
        QCOMPARE(url.value().connectOptions(), options);
        // The canonical form reads back to the same address.
        QCOMPARE(DatabaseUrl::parse(canonical).value().toString(), canonical);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("hint");
        QTest::newRow("password in the URL")
            << QStringLiteral("postgresql://anna:secret@db/handbook") << QStringLiteral("config set-db-password");
        QTest::newRow("password in a URL with a bad port")
            << QStringLiteral("postgresql://anna:secret@db:99999/x") << QStringLiteral("config set-db-password");
        QTest::newRow("password in a mistyped scheme")
            << QStringLiteral("postgressql://anna:secret@db/handbook") << QStringLiteral("config set-db-password");
        QTest::newRow("password without a scheme")
            << QStringLiteral("anna:secret@db/handbook") << QStringLiteral("config set-db-password");
        QTest::newRow("no user") << QStringLiteral("postgresql://db.example.com/handbook")
                                 << QStringLiteral("Name the database user");
        QTest::newRow("no database") << QStringLiteral("postgresql://anna@db.example.com")
                                     << QStringLiteral("Name one database");
        QTest::newRow("unknown parameter")
            << QStringLiteral("postgresql://anna@db/handbook?password=x") << QStringLiteral("only “sslmode”");
        QTest::newRow("sslmode prefer falls back silently")
            << QStringLiteral("postgresql://anna@db/handbook?sslmode=prefer") << QStringLiteral("verify-full");
        QTest::newRow("unencrypted over the network")
            << QStringLiteral("postgresql://anna@db.example.com/handbook?sslmode=disable")
            << QStringLiteral("unencrypted");
        QTest::newRow("a file path") << QStringLiteral("/home/anna/kb.sqlite")
                                     << QStringLiteral("not a PostgreSQL URL");
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, hint);
        const auto url = DatabaseUrl::parse(text);
        QVERIFY(!url.ok());
        QCOMPARE(url.error().code, Error::Code::InvalidSetting);
        QVERIFY2(url.error().message.contains(hint), qPrintable(url.error().message));
        QVERIFY2(!url.error().message.contains(QStringLiteral("secret")), qPrintable(url.error().message));
    }

    void theKeychainAccountIsPerUserServerAndDatabase()
    {
        const auto a = DatabaseUrl::parse(QStringLiteral("postgresql://anna@db:5432/handbook")).value();
        const auto b = DatabaseUrl::parse(QStringLiteral("postgresql://anna@db:5432/finance")).value();
        QCOMPARE(a.keychainAccount(), QStringLiteral("database:anna@db:5432/handbook"));
        QVERIFY(a.keychainAccount() != b.keychainAccount());
    }
};

QTEST_GUILESS_MAIN(TestDatabaseUrl)
#include "tst_databaseurl.moc"
