// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace lotse {

// Everyday phrases and the handbook words they mean (resources/lexicon/phrases.txt): "time off" is
// leave, "work from home" is remote work, "gelber Zettel" is the Arbeitsunfähigkeitsbescheinigung.
// Their words alone mean something else ("time", "home", "Zettel"), so the single-word lists cannot
// say it. A line is "phrase|phrase<TAB>word;word": variants of one phrase, then what they mean.
// A phrase is found in a question's words when each of its words is the question's word or has its
// English or German stem ("handing in notice" is "hand in notice"), in order, with only articles and
// possessives between them ("hand in my notice", "doctor's note"); an English verb and its particle also
// with an object between them ("carry unused days over"). A line whose meaning is "-" names
// the asker's situation ("last night", "heute früh"): words that are no topic of the question; one whose
// meaning is "~" says where it happened ("on the train"): words that weigh less.
class PhraseList final
{
public:
    struct Match
    {
        qsizetype first = 0; // index of the phrase's first word among the question's words
        qsizetype count = 0; // words of the question it spans, fillers between included
        QString phrase;      // the variant found, folded, words separated by one space
        QStringList meaning; // folded handbook words, in the file's order; empty: the asker's situation
        QList<qsizetype> at; // the phrase's own words among the question's (no fillers, no split-off object)
        bool where = false;  // where it happened ("on the train"): its words weigh less (meaning "~")
    };

    static Result<PhraseList> load(const QString& path);
    static PhraseList fromText(const QByteArray& utf8);
    PhraseList() = default;

    // The phrases among `folded` (Tokenizer::tokens of a question), left to right, the longest where
    // two start at the same word, never overlapping.
    QList<Match> find(const QStringList& folded) const;
    qsizetype entries() const { return m_phrases.size(); }
    // An article or possessive a question puts between a phrase's words ("hand in *my* notice").
    static bool filler(const QString& folded);

private:
    struct Phrase
    {
        QStringList words;
        QStringList englishStems;
        QStringList germanStems;
        QList<bool> asWritten; // a word written "=länger": only as written, not by its stem ("lange")
        int meaning = 0;       // index into m_meanings
    };
    struct Words // a question's words, folded and stemmed
    {
        const QStringList& folded;
        QStringList english;
        QStringList german;
    };
    bool matchesAt(const Phrase& phrase, const Words& question, qsizetype at, qsizetype* end,
                   QList<qsizetype>* positions) const;
    static bool matchesWord(const Phrase& phrase, qsizetype w, const Words& question, qsizetype i);

    QList<Phrase> m_phrases; // longest first
    QList<QStringList> m_meanings;
    QList<bool> m_where; // per meaning: "~", where it happened
};

} // namespace lotse
