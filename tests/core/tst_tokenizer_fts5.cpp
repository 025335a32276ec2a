// SPDX-License-Identifier: GPL-3.0-or-later
// Tokenizer against FTS5 itself: every word of the shared handbooks, the sample handbook, the
// evaluation corpora and a line of hard cases goes through SQLite's `unicode61 remove_diacritics 2`
// (the index's tokenizer, read back through fts5vocab) and through Tokenizer::tokens; the two sets
// of terms must be the same. Grading and answer extraction compute terms in C++: a term FTS5 never
// makes is a word the grader looks for and the index cannot have matched.
#include "text/Tokenizer.h"

#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace lotse;

namespace {

// Ligatures, vulgar fractions, superscripts, titlecase digraphs, accents in NFC and NFD, German,
// Greek, Cyrillic, digits next to letters, apostrophes and hyphens.
const QString hardCases =
    QStringLiteral("ﬁle ﬂoor ½ day x² m³ ǅemal Ǉubljana ǈ naïve cafe\u0301 Müller STRASSE Straße Ærø Øresund œuvre "
                   "Ἀθῆναι Ελλάδα Москва Ёлка İstanbul ı 2024-12-03 A4 3.5 co-worker don't l'été №5 ①② ™ Ⅻ ß ẞ ǰ");

QStringList sources()
{
    QStringList roots{QStringLiteral(LOTSE_SHARED_DIR "/corpora"), QStringLiteral(LOTSE_SAMPLE_HANDBOOK),
                      QStringLiteral(LOTSE_EVAL_DIR)};
    QStringList files;
    for (const QString& root : roots) {
        QDirIterator it(root, {QStringLiteral("*.md"), QStringLiteral("*.txt")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
    }
    files.sort();
    return files;
}

} // namespace

class TestTokenizerFts5 final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameTermsAsFts5()
    {
        const QStringList files = sources();
        QVERIFY2(files.size() > 50, qPrintable(QString::number(files.size())));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fts5"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY2(q.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 "
                                       "remove_diacritics 2')")),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')")));
        QVERIFY(q.prepare(QStringLiteral("INSERT INTO t(x) VALUES (?)")));
        QSet<QString> ours;
        QStringList texts{hardCases};
        for (const QString& path : files) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            texts.append(QString::fromUtf8(f.readAll()));
        }
        QVERIFY(db.transaction());
        for (const QString& text : std::as_const(texts)) {
            q.addBindValue(text);
            QVERIFY(q.exec());
            for (const QString& term : Tokenizer::tokens(text))
                ours.insert(term);
        }
        QVERIFY(db.commit());
        QSet<QString> theirs;
        QVERIFY(q.exec(QStringLiteral("SELECT term FROM v")));
        while (q.next())
            theirs.insert(q.value(0).toString());
        q.finish();

        QStringList onlyOurs = (ours - theirs).values();
        QStringList onlyTheirs = (theirs - ours).values();
        onlyOurs.sort();
        onlyTheirs.sort();
        QVERIFY2(onlyOurs.isEmpty() && onlyTheirs.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts, %2 terms. Only Tokenizer: %3\nOnly FTS5: %4")
                                .arg(texts.size())
                                .arg(theirs.size())
                                .arg(onlyOurs.mid(0, 60).join(u' '), onlyTheirs.mid(0, 60).join(u' '))));
    }
};

QTEST_GUILESS_MAIN(TestTokenizerFts5)
#include "tst_tokenizer_fts5.moc"
