// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile and broken documents: each gets a clear error within the limits, and nothing leaks out
// (an XML entity never reads a file). The files are made here, at test time.
#include "FormatSamples.h"
#include "TestSupport.h"
#include "ingest/SourceFile.h"
#include "ingest/formats/DocumentParser.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace lotse;
using namespace lotse::test;

using FormatSamples::errorOf;
using FormatSamples::repeated;

class TestHostileFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hostile_data();
    void hostile();
    void externalEntityIsNeverRead();
    void fileSizeLimitFromSettings();

private:
    QTemporaryDir m_settingsDir;
};

void TestHostileFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LotseTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_hostilefiles"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
}

void TestHostileFiles::hostile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<qint64>("maxUnpacked"); // FormatLimits override; 0 keeps the default
    QTest::addColumn<int>("maxEntries");

    const QByteArray pdf = FormatSamples::sample(QStringLiteral("sample.pdf"));
    auto row = [](const char* tag, const char* name, const QByteArray& bytes, const char* error, qint64 unpacked = 0,
                  int entries = 0) {
        QTest::newRow(tag) << QString::fromLatin1(name) << bytes << QString::fromLatin1(error) << unpacked << entries;
    };
    row("truncated pdf", "a.pdf", pdf.left(pdf.size() / 3), "damaged or incomplete PDF");
    row("pdf header only", "a.pdf", "%PDF-1.7\n", "damaged or incomplete PDF");
    row("pdf with garbage body", "a.pdf", QByteArray("%PDF-1.4\n") + repeated("\x13\x37garbage obj << >>", 200),
        "damaged or incomplete PDF");
    row("encrypted pdf", "a.pdf", FormatSamples::sample(QStringLiteral("encrypted.pdf")), "password-protected PDF");
    row("pdf without text", "a.pdf",
        QByteArray("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 "
                   "/Kids [3 0 R] >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >> "
                   "endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
        "no text layer");
    // 64 MB of zeros packs into ~64 KB: a ratio of ~1000, refused after reading about 200 times the packed size.
    row("zip bomb as docx (ratio)", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>") + QByteArray(64 * 1024 * 1024, ' ')
                            + "</w:t></w:r></w:p>"),
        "possible zip bomb");
    // Ordinary text (it packs only a few times smaller) over a lowered total limit.
    QByteArray digits;
    for (int j = 0; j < 200000; ++j)
        digits += QByteArray::number(j * 7919 % 100003) + ' ';
    row("unpacks over the total limit", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>" + digits + "</w:t></w:r></w:p>")),
        "unpacks to more than 1 MB", 1024 * 1024);
    QList<FormatSamples::Entry> entries{{QStringLiteral("[Content_Types].xml"), "<Types/>"},
                                        {QStringLiteral("word/document.xml"), FormatSamples::wordDocument({})}};
    for (int i = 0; i < 100; ++i)
        entries.append({QStringLiteral("word/media/%1.bin").arg(i), "x"});
    row("too many zip entries", "a.docx", FormatSamples::zip(entries), "zip entries", 0, 50);
    row("docx with internal entities (billion laughs)", "a.docx",
        FormatSamples::docx("<?xml version=\"1.0\"?><!DOCTYPE w [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b "
                            "\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>"
                            "<w:document xmlns:w=\"urn:w\"><w:body><w:p><w:r><w:t>&c;&c;&c;</w:t></w:r></w:p>"
                            "</w:body></w:document>"),
        "declares XML entities");
    row("docx nested too deep", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument(repeated("<w:sdt>", 5000) + repeated("</w:sdt>", 5000))),
        "nested more than");
    row("docx with damaged xml", "a.docx", FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r>")),
        "not valid XML");
    row("docx without document.xml", "a.docx",
        FormatSamples::zip(
            {{QStringLiteral("[Content_Types].xml"), "<Types/>"}, {QStringLiteral("word/x.xml"), "<x/>"}}),
        "zip archive but not");
    row("truncated docx", "a.docx", FormatSamples::sample(QStringLiteral("sample.docx")).left(300),
        "damaged zip container");
    row("odt with a DTD", "a.odt",
        FormatSamples::odt("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"x\">]><office:document-content "
                           "xmlns:office=\"urn:o\"/>"),
        "declares XML entities");
    row("password-protected odt", "a.odt",
        FormatSamples::odt("\x12\x34 encrypted bytes",
                           "<manifest:manifest xmlns:manifest=\"urn:m\"><manifest:file-entry manifest:full-path="
                           "\"content.xml\"><manifest:encryption-data/></manifest:file-entry></manifest:manifest>"),
        "password-protected");
    row("deeply nested html", "a.html", repeated("<div>", 100000) + "text", "nested more than");
    row("deeply nested inline html", "a.html", repeated("<b><i>", 50000) + "text", "nested more than");
    row("random bytes named .html", "a.html", repeated(QByteArray("\x00\xFF\x10\x80", 4), 1000), "binary file");
    row("random bytes named .txt", "a.txt", repeated(QByteArray("\x89PNG\r\n\x1A\n\x00\x00", 10), 100), "binary file");
}

void TestHostileFiles::hostile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(qint64, maxUnpacked);
    QFETCH(int, maxEntries);

    FormatLimits limits;
    if (maxUnpacked > 0)
        limits.maxUnpackedBytes = maxUnpacked;
    if (maxEntries > 0)
        limits.maxZipEntries = maxEntries;
    const auto parsed = DocumentParser::parse(name, bytes, limits);
    QVERIFY2(!parsed, qPrintable(errorOf(parsed)));
    QVERIFY2(parsed.error().message.contains(error), qPrintable(parsed.error().message));
}

void TestHostileFiles::externalEntityIsNeverRead()
{
    // The classic XXE: a DOCX whose XML names a local file as an entity. Neither the file's content
    // nor any other text may come out, only the refusal.
    QTemporaryDir dir;
    const QString secretPath = dir.filePath(QStringLiteral("secret.txt"));
    {
        QFile secret(secretPath);
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("TOP-SECRET-PAYROLL");
    }
    const QByteArray url = QUrl::fromLocalFile(secretPath).toEncoded();
    const QByteArray xml =
        "<?xml version=\"1.0\"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM \"" + url
        + "\">]><w:document xmlns:w=\"urn:w\"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body>"
          "</w:document>";
    for (const QByteArray& bytes : {FormatSamples::docx(xml), FormatSamples::odt(xml)}) {
        const auto parsed = DocumentParser::parse(QStringLiteral("a.docx"), bytes, FormatLimits{});
        QVERIFY2(!parsed, qPrintable(errorOf(parsed)));
        QVERIFY(!parsed.error().message.contains(QStringLiteral("TOP-SECRET")));
        QVERIFY2(parsed.error().message.contains(QStringLiteral("declares XML entities")),
                 qPrintable(parsed.error().message));
    }
    // Without a DTD the reference is undeclared: an XML error, still no content.
    const auto undeclared = DocumentParser::parse(
        QStringLiteral("a.docx"),
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>")), FormatLimits{});
    QVERIFY2(!undeclared || !undeclared.value().text.contains(QStringLiteral("TOP-SECRET")), "entity resolved");
}

void TestHostileFiles::fileSizeLimitFromSettings()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("big.md"), QByteArray("# Big\n\n") + QByteArray(2 * 1024 * 1024, 'x'));
    QVERIFY(SourceFile::probe(path).ok()); // the default limit is 100 MB
    QSettings().setValue(FormatLimits::maxFileSettingsKey(), 1);
    const auto probed = SourceFile::probe(path);
    QSettings().remove(FormatLimits::maxFileSettingsKey());
    QVERIFY(!probed);
    QVERIFY2(probed.error().message.contains(QStringLiteral("too large (2.0 MB; the limit is 1 MB)")),
             qPrintable(probed.error().message));
    QVERIFY(probed.error().message.contains(QStringLiteral("big.md")));
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
