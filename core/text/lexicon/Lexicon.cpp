// SPDX-License-Identifier: GPL-3.0-or-later
#include "Lexicon.h"

#include "common/Logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

namespace lotse {

const Lexicon& Lexicon::shared()
{
    static const Lexicon lexicon = load(directory()); // thread-safe: C++ static initialisation
    return lexicon;
}

QString Lexicon::directory()
{
    if (const QString env = qEnvironmentVariable("LOTSE_DATA_DIR"); !env.isEmpty())
        return QDir(env).filePath(QStringLiteral("lexicon"));
    const QString app = QCoreApplication::instance() ? QCoreApplication::applicationDirPath() : QDir::currentPath();
    for (const char* relative : {"../share/lotse/lexicon", "../Resources/lexicon"}) {
        const QString candidate = QDir::cleanPath(QDir(app).filePath(QString::fromLatin1(relative)));
        if (QFileInfo(candidate).isDir())
            return candidate;
    }
    return QDir::cleanPath(QDir(app).filePath(QStringLiteral("../share/lotse/lexicon")));
}

const Lexicon::ListFile Lexicon::listFiles[8] = {
    {"synonyms.txt", LexiconFile::Layout::Groups, &Lexicon::m_curated},
    {"thesaurus-en.txt", LexiconFile::Layout::Groups, &Lexicon::m_thesaurusEn},
    {"thesaurus-de.txt", LexiconFile::Layout::Groups, &Lexicon::m_thesaurusDe},
    {"translate-de-en.txt", LexiconFile::Layout::Pairs, &Lexicon::m_deEn},
    {"translate-en-de.txt", LexiconFile::Layout::Pairs, &Lexicon::m_enDe},
    {"places.txt", LexiconFile::Layout::Pairs, &Lexicon::m_places},
    {"broader.txt", LexiconFile::Layout::Pairs, &Lexicon::m_broader},
    {"irregular-en.txt", LexiconFile::Layout::Pairs, &Lexicon::m_irregular},
};

const char* const Lexicon::phrasesFile = "phrases.txt";

QStringList Lexicon::missingFiles(const QString& dir)
{
    QStringList missing;
    for (const ListFile& file : listFiles) {
        if (!QFileInfo(QDir(dir).filePath(QString::fromLatin1(file.name))).isReadable())
            missing.append(QString::fromLatin1(file.name));
    }
    if (!QFileInfo(QDir(dir).filePath(QString::fromLatin1(phrasesFile))).isReadable())
        missing.append(QString::fromLatin1(phrasesFile));
    return missing;
}

QString Lexicon::missingWarning()
{
    const QString dir = directory();
    const QStringList missing = missingFiles(dir);
    if (missing.isEmpty())
        return {};
    // Measured: without them, offline mode refuses far more questions it could answer (docs/eval-dev.md).
    return QCoreApplication::translate("lotse::Lexicon",
                                       "Offline search is missing its word lists (%1 in %2): it works without them, "
                                       "but refuses many questions it could answer. Reinstall Lotse, or set "
                                       "LOTSE_DATA_DIR to a folder that holds lexicon/.")
        .arg(missing.join(QStringLiteral(", ")), QDir::toNativeSeparators(dir));
}

Lexicon Lexicon::load(const QString& dir)
{
    QElapsedTimer clock;
    clock.start();
    Lexicon l;
    for (const ListFile& list : listFiles) {
        auto file = LexiconFile::load(QDir(dir).filePath(QString::fromLatin1(list.name)), list.layout);
        if (file) {
            l.*list.list = std::move(file).value();
        } else {
            l.m_missing.append(QString::fromLatin1(list.name));
            qCWarning(lcText).noquote() << file.error().message << "Offline search works without it, but finds less.";
        }
    }
    if (auto phrases = PhraseList::load(QDir(dir).filePath(QString::fromLatin1(phrasesFile)))) {
        l.m_phrases = std::move(phrases).value();
    } else {
        l.m_missing.append(QString::fromLatin1(phrasesFile));
        qCWarning(lcText).noquote() << phrases.error().message << "Offline search works without it, but finds less.";
    }
    qCDebug(lcText) << "lexicon loaded from" << dir << "in" << clock.elapsed() << "ms";
    return l;
}

QStringList Lexicon::thesaurus(const QString& folded, Language language) const
{
    return (language == Language::German ? m_thesaurusDe : m_thesaurusEn).lookup(folded);
}

QStringList Lexicon::translations(const QString& folded, Language from, const QString& written, bool writtenOnly) const
{
    return (from == Language::German ? m_deEn : m_enDe).lookup(folded, written, writtenOnly);
}

QStringList Lexicon::phraseTranslations(const QString& folded, Language from, const QString& written) const
{
    return (from == Language::German ? m_deEn : m_enDe).phrases(folded, written);
}

} // namespace lotse
