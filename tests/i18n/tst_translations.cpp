// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogues are complete: lupdate is run over today's sources into a copy of each catalogue,
// so a string added to the code without a translation fails here, as does an unfinished or empty
// entry, a missing plural form, or a translation that drops or invents a placeholder.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <set>

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    QString type;      // "unfinished", "vanished", "obsolete" or empty
    QStringList forms; // the translation, or each plural form
};

QList<Message> parse(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QStringLiteral("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QStringLiteral("message")) {
                inMessage = true;
                current = Message{
                    context, {}, xml.attributes().value(QStringLiteral("numerus")) == QStringLiteral("yes"), {}, {}};
            } else if (name == QStringLiteral("source")) {
                current.source = xml.readElementText();
            } else if (name == QStringLiteral("translation")) {
                current.type = xml.attributes().value(QStringLiteral("type")).toString();
                if (!current.numerus)
                    current.forms = {xml.readElementText()};
            } else if (name == QStringLiteral("numerusform")) {
                current.forms.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QStringLiteral("message")) {
            inMessage = false;
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

std::multiset<QString> placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%(?:[1-9]|n)"));
    std::multiset<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

QString describe(const Message& m)
{
    return QStringLiteral("[%1] “%2”").arg(m.context, m.source.left(80));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogueIsCompleteForTodaysSources_data()
    {
        QTest::addColumn<QString>("catalogue");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("pluralForms");
        // The same options as translations/CMakeLists.txt.
        QTest::newRow("German") << "lotse_de.ts"
                                << QStringList{QStringLiteral("-target-language"), QStringLiteral("de")} << 2;
        QTest::newRow("English plurals") << "lotse_en.ts"
                                         << QStringList{QStringLiteral("-pluralonly"),
                                                        QStringLiteral("-target-language"), QStringLiteral("en")}
                                         << 2;
    }
    void catalogueIsCompleteForTodaysSources()
    {
        QFETCH(QString, catalogue);
        QFETCH(QStringList, options);
        QFETCH(int, pluralForms);
        const QDir source(QStringLiteral(LOTSE_SOURCE_DIR));
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QString copy = work.filePath(catalogue);
        QVERIFY(QFile::copy(source.filePath(QStringLiteral("translations/") + catalogue), copy));

        QProcess lupdate;
        lupdate.setWorkingDirectory(source.path());
        lupdate.start(QStringLiteral(LOTSE_LUPDATE),
                      QStringList{QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app"),
                                  QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                                  QStringLiteral("-source-language"), QStringLiteral("en")}
                          + options + QStringList{QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QString error;
        const QList<Message> messages = parse(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        QStringList problems;
        for (const Message& m : messages) {
            if (!m.type.isEmpty()) {
                problems << QStringLiteral("%1 is %2").arg(describe(m), m.type);
                continue;
            }
            if (m.numerus && m.forms.size() != pluralForms) {
                problems << QStringLiteral("%1 has %2 plural forms, not %3")
                                .arg(describe(m))
                                .arg(m.forms.size())
                                .arg(pluralForms);
                continue;
            }
            const auto expected = placeholders(m.source);
            for (const QString& form : m.forms) {
                if (form.trimmed().isEmpty()) {
                    problems << QStringLiteral("%1 has an empty translation").arg(describe(m));
                    break;
                }
                // A plural form may leave out %n ("one file" for 1); every other placeholder must stay.
                auto got = placeholders(form);
                auto want = expected;
                if (m.numerus) {
                    got.erase(QStringLiteral("%n"));
                    want.erase(QStringLiteral("%n"));
                }
                if (got != want) {
                    problems << QStringLiteral("%1: the placeholders of “%2” differ from the source")
                                    .arg(describe(m), form.left(80));
                    break;
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s) in %2; run `cmake --build BUILD --target "
                                                               "update_translations`, then translate:\n")
                                                    .arg(problems.size())
                                                    .arg(catalogue)
                                                + problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
