// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace lotse {

// A content word of a question and the forms of it that occur in the index
// ("days" -> day, days; "Urlaubstage" -> urlaubstage, urlaub, tage).
struct QueryTerm
{
    QString word;
    QStringList forms; // index terms, most frequent first; empty when the index has none
    int ownForms = 0;  // forms[0, ownForms) are the word's own (inflections, compound parts),
                       // the rest the handbook's words for the same thing (synonyms)
    // forms[0, writtenForms) are the word as the question wrote it and its inflections; the own forms after them
    // are translations. A question in the handbook's language that uses a word the handbook never does still
    // has its translations as own forms, in case a part of the handbook is in the other language; so "scheme"
    // holds "trick" (of German "Trick"), an English word with another sense.
    int writtenForms = 0;
    int documentFrequency = 0; // passages containing any form
    double idf = 0;            // log-scaled rarity; terms absent from the index get the highest weight
    // The handbook has neither the word nor a curated or dictionary word for it, only a thesaurus
    // synonym of some sense of it ("dog": "track"): weak evidence, never a sign of the topic.
    bool thesaurusOnly = false;
    // Where it happened ("my laptop was stolen on the train"): the place weighs less than the thing in
    // judging a section (phrases.txt's "~").
    bool where = false;
    // An everyday phrase the handbook does not use ("dress code", "gelber Zettel"), carrying what it means
    // (phrases.txt): an HR topic, not the asker's situation.
    bool idiom = false;
    // A compound split into parts ("Krankheitstage": sickness, illness + days): its parts next to each
    // other ("sick days") are the compound itself. Each entry is two index forms and a space. A word the
    // handbook hyphenates ("coworking": "co working") may have pairs and no forms.
    QStringList pairs;
    // Of a split compound or a two-word translation, the part several times as common as the other
    // ("days" of "Krankheitstage": sick days): no evidence on its own, where "90 days" of a vesting rule
    // would be a sick-leave answer. It still ranks, and counts in pairs.
    QStringList sideForms;
    // Of a split compound, its parts' forms; of two-word translations, each one's words' forms. A text with
    // a form of each part of one of them has the word itself, though not side by side ("education" in the
    // heading, "budget" in the text, for "Weiterbildungsbudget").
    QList<QPair<QStringList, QStringList>> wholes;
    // The word and the question's next word, side by side as the question says them and as some passage has
    // them ("annual leave"): searched as a phrase, so that the page saying it outranks one with "annual review"
    // and "leave TTS". Ranking only: the grader matches the words.
    QStringList phrases;
    // Of the word that carries a phrase of the question ("home" of "work from home"): the index forms of what
    // the phrase means ("remote", "telework"), which are the question's topic itself, and the word's neighbours
    // in the phrase as token pairs ("from home"). Without them the word alone is another sense: "traveling to
    // the airport from your home" is no answer to "Can I work from home?".
    QStringList meant;
    QStringList said;

    enum class Match { None, Related, Own };

    bool inIndex() const { return !forms.isEmpty() || !pairs.isEmpty(); }
    bool matches(const QSet<QString>& tokens) const { return match(tokens) != Match::None; }
    Match match(const QSet<QString>& tokens) const;
    // match() without what a phrase of the question means (meant, said).
    Match wordMatch(const QSet<QString>& tokens) const;
    // Whether `tokens` hold the word as written or an inflection of it (writtenForms), or it hyphenated (pairs).
    bool writtenIn(const QSet<QString>& tokens) const;
    // The words of a text as match() takes them: each word, and each two neighbours joined by a space.
    static QSet<QString> tokenSet(const QStringList& words);
    // The tokens of a passage's text: tokenSet() of its words, and the words it implies (ImpliedWords): each
    // verb a German clause splits ("Reichen Sie die Belege … ein") as the particle verb a question asks with
    // ("einreichen"), a coordination ellipsis's compounds ("An- und Abreisetag": "anreisetag").
    static QSet<QString> textTokens(QStringView text);
};

using QueryTerms = QList<QueryTerm>;

} // namespace lotse
