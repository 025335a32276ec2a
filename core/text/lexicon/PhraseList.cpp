// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhraseList.h"

#include "LexiconFile.h"
#include "text/Stemmer.h"
#include "text/Tokenizer.h"

#include <QSet>
#include <algorithm>

namespace lotse {

Result<PhraseList> PhraseList::load(const QString& path)
{
    auto text = LexiconFile::read(path);
    if (!text)
        return text.error();
    return fromText(text.value());
}

PhraseList PhraseList::fromText(const QByteArray& utf8)
{
    PhraseList list;
    Stemmer& stemmer = Stemmer::forThread();
    for (const QByteArray& raw : utf8.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || tab < 0)
            continue;
        QStringList meaning;
        // "-": the asker's situation ("last night"), no topic; its meaning stays empty. "~": where it
        // happened ("on the train"), a topic of less weight; its meaning stays empty too.
        const QString rest = line.mid(tab + 1).trimmed();
        const bool marker = rest == QLatin1String("-") || rest == QLatin1String("~");
        for (const QString& word : line.mid(tab + 1).split(QLatin1Char(';'))) {
            const QStringList tokens = Tokenizer::tokens(word);
            if (tokens.size() == 1 && !meaning.contains(tokens.first())) // the index matches single words
                meaning.append(tokens.first());
        }
        if (meaning.isEmpty() && !marker)
            continue;
        list.m_meanings.append(meaning);
        list.m_where.append(rest == QLatin1String("~"));
        for (const QString& variant : line.left(tab).split(QLatin1Char('|'))) {
            Phrase p;
            for (const QString& written : variant.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                for (const QString& w : Tokenizer::tokens(written)) {
                    p.words.append(w);
                    p.asWritten.append(written.startsWith(QLatin1Char('=')));
                    p.englishStems.append(stemmer.english(w));
                    p.germanStems.append(stemmer.german(w));
                }
            }
            if (p.words.size() < 2)
                continue; // a single word belongs in synonyms.txt
            p.meaning = int(list.m_meanings.size() - 1);
            list.m_phrases.append(p);
        }
    }
    std::stable_sort(list.m_phrases.begin(), list.m_phrases.end(),
                     [](const Phrase& a, const Phrase& b) { return a.words.size() > b.words.size(); });
    return list;
}

bool PhraseList::filler(const QString& folded)
{
    // Articles and possessives, which a question puts into a phrase ("hand in *my* notice") and the
    // possessive "s" of "doctor's note".
    static const QSet<QString> words = {
        QStringLiteral("a"),      QStringLiteral("an"),    QStringLiteral("the"),    QStringLiteral("my"),
        QStringLiteral("our"),    QStringLiteral("your"),  QStringLiteral("his"),    QStringLiteral("her"),
        QStringLiteral("their"),  QStringLiteral("s"),     QStringLiteral("some"),   QStringLiteral("der"),
        QStringLiteral("die"),    QStringLiteral("das"),   QStringLiteral("den"),    QStringLiteral("dem"),
        QStringLiteral("ein"),    QStringLiteral("eine"),  QStringLiteral("einen"),  QStringLiteral("einem"),
        QStringLiteral("mein"),   QStringLiteral("meine"), QStringLiteral("meinen"), QStringLiteral("meinem"),
        QStringLiteral("dein"),   QStringLiteral("deine"), QStringLiteral("deinen"), QStringLiteral("ihr"),
        QStringLiteral("ihre"),   QStringLiteral("ihren"), QStringLiteral("unser"),  QStringLiteral("unsere"),
        QStringLiteral("unseren")};
    return words.contains(folded);
}

bool PhraseList::matchesWord(const Phrase& phrase, qsizetype w, const Words& question, qsizetype i)
{
    if (question.folded.at(i) == phrase.words.at(w))
        return true;
    return !phrase.asWritten.at(w)
           && (question.english.at(i) == phrase.englishStems.at(w)
               || question.german.at(i) == phrase.germanStems.at(w));
}

bool PhraseList::matchesAt(const Phrase& phrase, const Words& question, qsizetype at, qsizetype* end,
                           QList<qsizetype>* positions) const
{
    // An English verb and its particle may take the object between them: "carry unused days over".
    static const QSet<QString> particles = {QStringLiteral("over"), QStringLiteral("in"), QStringLiteral("off"),
                                            QStringLiteral("out"),  QStringLiteral("up"), QStringLiteral("back")};
    constexpr qsizetype objectWords = 3;
    positions->clear();
    qsizetype i = at;
    for (qsizetype w = 0; w < phrase.words.size(); ++w) {
        // Fillers only between the phrase's words, never before its first.
        while (w > 0 && i < question.folded.size() && filler(question.folded.at(i))
               && question.folded.at(i) != phrase.words.at(w))
            ++i;
        if (i >= question.folded.size())
            return false;
        if (!matchesWord(phrase, w, question, i)) {
            const bool particle = phrase.words.size() == 2 && w == 1 && particles.contains(phrase.words.at(1));
            const qsizetype limit = std::min(question.folded.size(), i + objectWords + 1);
            qsizetype j = i + 1;
            while (particle && j < limit && !matchesWord(phrase, w, question, j))
                ++j;
            if (!particle || j >= limit)
                return false;
            i = j;
        }
        positions->append(i);
        ++i;
    }
    *end = i;
    return true;
}

QList<PhraseList::Match> PhraseList::find(const QStringList& folded) const
{
    QList<Match> found;
    if (m_phrases.isEmpty())
        return found;
    // Each word stemmed once, not once per phrase tried.
    Words question{folded, {}, {}};
    Stemmer& stemmer = Stemmer::forThread();
    for (const QString& w : folded) {
        question.english.append(stemmer.english(w));
        question.german.append(stemmer.german(w));
    }
    for (qsizetype at = 0; at < folded.size();) {
        qsizetype end = at;
        QList<qsizetype> positions;
        const auto phrase = std::find_if(m_phrases.cbegin(), m_phrases.cend(),
                                         [&](const Phrase& p) { return matchesAt(p, question, at, &end, &positions); });
        if (phrase == m_phrases.cend()) {
            ++at;
            continue;
        }
        found.append({at, end - at, phrase->words.join(QLatin1Char(' ')), m_meanings.at(phrase->meaning), positions,
                      m_where.at(phrase->meaning)});
        at = end;
    }
    return found;
}

} // namespace lotse
