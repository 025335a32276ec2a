// SPDX-License-Identifier: GPL-3.0-or-later
// How the loop searches, as kept in the settings: ranges checked with a clear error, values saved
// and loaded back, and a hand-edited file never yields a value the loop cannot use.
#include "agent/AgentSettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <limits>

using namespace lotse;

class TestAgentSettings final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString iniFile(const QString& name) const { return m_dir.filePath(name + QStringLiteral(".ini")); }

private Q_SLOTS:
    void validate_data()
    {
        QTest::addColumn<int>("maxRounds");
        QTest::addColumn<int>("topK");
        QTest::addColumn<double>("coverage");
        QTest::addColumn<double>("minScore");
        QTest::addColumn<QString>("error"); // empty: valid
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("defaults") << 3 << 5 << 0.5 << 0.15 << QString();
        QTest::newRow("lowest") << 1 << 1 << 0.0 << 0.0 << QString();
        QTest::newRow("highest") << 10 << 50 << 1.0 << 1.0 << QString();
        QTest::newRow("no rounds") << 0 << 5 << 0.5 << 0.15
                                   << "The maximum number of rounds must be a whole number from 1 to 10, not 0.";
        QTest::newRow("too many rounds") << 11 << 5 << 0.5 << 0.15
                                         << "The maximum number of rounds must be a whole number from 1 to 10, not 11.";
        QTest::newRow("top-k 0") << 3 << 0 << 0.5 << 0.15
                                 << "The number of passages per round (top-k) must be a whole number from 1 to 50, "
                                    "not 0.";
        QTest::newRow("top-k 51") << 3 << 51 << 0.5 << 0.15
                                  << "The number of passages per round (top-k) must be a whole number from 1 to 50, "
                                     "not 51.";
        QTest::newRow("coverage above 1")
            << 3 << 5 << 1.5 << 0.15 << "The sufficient coverage must be between 0.0 and 1.0, not 1.5.";
        QTest::newRow("negative score") << 3 << 5 << 0.5 << -0.1
                                        << "The minimum score must be between 0.0 and 1.0, not -0.1.";
        QTest::newRow("score not a number")
            << 3 << 5 << 0.5 << nan << "The minimum score must be between 0.0 and 1.0, not nan.";
    }
    void validate()
    {
        QFETCH(int, maxRounds);
        QFETCH(int, topK);
        QFETCH(double, coverage);
        QFETCH(double, minScore);
        QFETCH(QString, error);
        const AgentOptions options{maxRounds, topK, coverage, minScore, {}};
        const Status status = AgentSettings::validate(options);
        if (error.isEmpty()) {
            QVERIFY2(status.ok(), qPrintable(status.ok() ? QString() : status.error().message));
            return;
        }
        QVERIFY(!status.ok());
        QCOMPARE(status.error().code, Error::Code::InvalidSetting);
        QCOMPARE(status.error().message, error);
        // Clamping always gives something valid.
        QVERIFY(AgentSettings::validate(AgentSettings::clamped(options)).ok());
    }

    void savedValuesLoadBack()
    {
        QSettings settings(iniFile(QStringLiteral("roundtrip")), QSettings::IniFormat);
        const AgentOptions options{7, 12, 0.65, 0.3, QStringLiteral("Ask HR: hr@example.com")};
        AgentSettings::save(settings, options);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        const QSettings reread(iniFile(QStringLiteral("roundtrip")), QSettings::IniFormat);
        QCOMPARE(reread.value(QStringLiteral("agent/maxRounds")).toInt(), 7);
        const AgentOptions loaded = AgentSettings::load(reread);
        QCOMPARE(loaded.maxRounds, 7);
        QCOMPARE(loaded.topK, 12);
        QCOMPARE(loaded.sufficientCoverage, 0.65);
        QCOMPARE(loaded.minScore, 0.3);
        QCOMPARE(loaded.contact, QStringLiteral("Ask HR: hr@example.com"));
    }

    void defaultsAreNotWrittenBack()
    {
        // A dialog confirmed unchanged stores nothing, so a better default later reaches the user; a
        // value changed back to its default is removed again.
        const QString path = iniFile(QStringLiteral("defaults"));
        QSettings settings(path, QSettings::IniFormat);
        AgentOptions changed;
        changed.maxRounds = 5;
        AgentSettings::save(settings, changed);
        settings.sync();
        QCOMPARE(settings.value(QStringLiteral("agent/maxRounds")).toInt(), 5);
        AgentSettings::save(settings, AgentOptions{});
        settings.sync();
        QCOMPARE(settings.allKeys(), QStringList());
        QCOMPARE(AgentSettings::load(settings).maxRounds, AgentOptions().maxRounds);
    }

    void theOldGradersCoverageIsNotCarriedOver()
    {
        // 0.5 meant something else under the old weighting; the settings dialog wrote it back as is.
        const QString path = iniFile(QStringLiteral("old-grader"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write("[agent]\nsufficientCoverage=0.5\n") > 0);
        file.close();
        const AgentOptions loaded = AgentSettings::load(QSettings(path, QSettings::IniFormat));
        QCOMPARE(loaded.sufficientCoverage, AgentOptions().sufficientCoverage);
        QVERIFY(loaded.sufficientCoverage < 0.5);
    }

    void emptySettingsGiveTheDefaults()
    {
        const QSettings settings(iniFile(QStringLiteral("empty")), QSettings::IniFormat);
        const AgentOptions loaded = AgentSettings::load(settings);
        const AgentOptions defaults;
        QCOMPARE(loaded.maxRounds, defaults.maxRounds);
        QCOMPARE(loaded.topK, defaults.topK);
        QCOMPARE(loaded.sufficientCoverage, defaults.sufficientCoverage);
        QCOMPARE(loaded.minScore, defaults.minScore);
    }

    void handEditedValuesAreClamped_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<int>("maxRounds");
        QTest::addColumn<int>("topK");
        QTest::addColumn<double>("coverage");
        QTest::addColumn<double>("minScore");
        QTest::newRow("too large") << QByteArray("[agent]\nmaxRounds=99\ntopK=500\nsufficientShare=3\nminScore=2\n")
                                   << 10 << 50 << 1.0 << 1.0;
        QTest::newRow("too small") << QByteArray("[agent]\nmaxRounds=-2\ntopK=0\nsufficientShare=-1\nminScore=-5\n")
                                   << 1 << 1 << 0.0 << 0.0;
        QTest::newRow("not numbers") << QByteArray("[agent]\nmaxRounds=many\ntopK=\nsufficientShare=half\n"
                                                   "minScore=nan\n")
                                     << 3 << 5 << AgentOptions().sufficientCoverage << 0.15;
    }
    void handEditedValuesAreClamped()
    {
        QFETCH(QByteArray, ini);
        QFETCH(int, maxRounds);
        QFETCH(int, topK);
        QFETCH(double, coverage);
        QFETCH(double, minScore);
        const QString path = iniFile(QString::fromLatin1(QTest::currentDataTag()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(ini), ini.size());
        file.close();
        const AgentOptions loaded = AgentSettings::load(QSettings(path, QSettings::IniFormat));
        QCOMPARE(loaded.maxRounds, maxRounds);
        QCOMPARE(loaded.topK, topK);
        QCOMPARE(loaded.sufficientCoverage, coverage);
        QCOMPARE(loaded.minScore, minScore);
    }
};

QTEST_GUILESS_MAIN(TestAgentSettings)
#include "tst_agentsettings.moc"
