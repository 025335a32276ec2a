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

namespace {

constexpr const char* fileNames[] = {"synonyms.txt", "thesaurus-en.txt", "thesaurus-de.txt", "translate-de-en.txt",
                                     "translate-en-de.txt"};

} // namespace

QStringList Lexicon::missingFiles(const QString& dir)
{
    QStringList missing;
    for (const char* name : fileNames) {
        if (!QFileInfo(QDir(dir).filePath(QString::fromLatin1(name))).isReadable())
            missing.append(QString::fromLatin1(name));
    }
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
    const auto read = [&](const char* name, LexiconFile::Layout layout, LexiconFile& into) {
        auto file = LexiconFile::load(QDir(dir).filePath(QString::fromLatin1(name)), layout);
        if (file) {
            into = std::move(file).value();
        } else {
            l.m_missing.append(QString::fromLatin1(name));
            qCWarning(lcText).noquote() << file.error().message << "Offline search works without it, but finds less.";
        }
    };
    read("synonyms.txt", LexiconFile::Layout::Groups, l.m_curated);
    read("thesaurus-en.txt", LexiconFile::Layout::Groups, l.m_thesaurusEn);
    read("thesaurus-de.txt", LexiconFile::Layout::Groups, l.m_thesaurusDe);
    read("translate-de-en.txt", LexiconFile::Layout::Pairs, l.m_deEn);
    read("translate-en-de.txt", LexiconFile::Layout::Pairs, l.m_enDe);
    qCDebug(lcText) << "lexicon loaded from" << dir << "in" << clock.elapsed() << "ms";
    return l;
}

QStringList Lexicon::thesaurus(const QString& folded, Language language) const
{
    return (language == Language::German ? m_thesaurusDe : m_thesaurusEn).lookup(folded);
}

QStringList Lexicon::translations(const QString& folded, Language from) const
{
    return (from == Language::German ? m_deEn : m_enDe).lookup(folded);
}

} // namespace lotse
