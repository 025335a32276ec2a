// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "QueryTerm.h"
#include "common/Result.h"
#include "text/Language.h"
#include "text/lexicon/PhraseList.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace lotse {

class Database;

// The words of the full-text index, grouped by their English and German stems, so that a
// question's words find their inflected and compound forms in the handbook. Loaded lazily
// and reloaded when another connection has changed the knowledge base (PRAGMA data_version
// does not change for writes on its own connection: give a Vocabulary a read connection).
// Each expansion can be switched off, so a benchmark can measure what it brings.
struct VocabularyExpansions
{
    bool stems = true;        // English and German Snowball stems
    bool compounds = true;    // German compound parts
    bool synonyms = true;     // the curated HR synonym groups (resources/lexicon/synonyms.txt)
    bool thesaurus = true;    // WordNet / OpenThesaurus synonym sets: weak evidence only
    bool translations = true; // FreeDict: a word the handbook never uses, in the other language
};

class Vocabulary final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Vocabulary)

public:
    using Expansions = VocabularyExpansions;
    explicit Vocabulary(Database& db, Expansions expansions = Expansions());

    // Content words of `text` (stop words dropped, duplicates removed), expanded against the index; the
    // rarest word of a phrase of resources/lexicon/phrases.txt has what it means as related words ("time
    // off": "time" ~ leave, vacation).
    // German compounds are split only when the text is German: "notebook" is not "note" + "book".
    Result<QueryTerms> analyze(QStringView text);
    // `language`: the question's; German words are split into compound parts, and a word the handbook
    // never uses is looked up in the other language's dictionary.
    // `written`: the word as the question writes it, in lower case ("zählen" is no "zahlen").
    // `phraseMeaning`: what a phrase the word stands in means (handbook words, folded).
    Result<QueryTerm> term(const QString& foldedWord, Language language, const QString& written = {},
                           const QStringList& phraseMeaning = {});
    Result<int> passageCount();
    // Passages containing the index term `form` (as of the last analyze/term/passageCount).
    int frequency(const QString& form) const { return m_frequency.value(form); }
    // The language most of the knowledge base is written in (as of the last refresh).
    Language language() const { return m_language; }

    static QStringList keywords(QStringView text);

private:
    Status refresh();
    QStringList formsOf(const QString& word) const;
    QStringList participlesOf(const QString& word) const;
    // The index terms filed under a stem key (enKey, deKey), each once.
    void appendStemmed(QStringList& forms, const QString& key) const;
    QStringList derivationsOf(const QString& word) const;
    QStringList verbsMadeOf(const QString& word) const;
    QStringList irregularFormsOf(const QString& word, const QStringList& own) const;
    QStringList thesaurusOf(const QString& word, Language language) const;
    enum class Inflected { No, Maybe };
    // The words of `tokens` (a question's) that carry a phrase of the curated list, and what it means.
    struct PhraseWords
    {
        QHash<QString, QStringList> meanings; // carrier word -> what its phrase means
        QSet<QString> leftOut;                // a phrase's other words that are idioms (isIdiom); a situation's words
        QHash<QString, QString> spoken;       // carrier word -> the phrase's words as the question has them
        // Phrases of function words only ("bevor sie weg sind": expire), no word to carry them: the phrase as
        // the question has it -> what it means; each is a term of its own.
        QList<std::pair<QString, QStringList>> standalone;
        QSet<QString> where; // the words of a phrase that says where it happened ("on the train")
    };
    // A phrase's word that stands for the phrase as a whole, not for itself: the question is in the
    // other language than the handbook, or the handbook never uses the word.
    bool isIdiom(const QString& word, Language language) const;
    PhraseWords phraseWords(const QStringList& tokens, const QStringList& keywords, Language language) const;
    void setWeight(QueryTerm& t, int documentFrequency) const;
    QStringList curatedForms(const QString& word, Inflected inflected) const;
    // The index's forms of the word's translations (the handbook's language is whichever has them);
    // with Inflected::Maybe, of its dictionary forms' translations if the dictionary lacks the word.
    QStringList translatedForms(const QString& word, Language language, Inflected inflected = Inflected::Maybe,
                                const QString& written = {}) const;
    // Forms of the word, or else of its translations.
    QStringList partForms(const QString& part, Language language, Inflected inflected = Inflected::Maybe) const;
    // Forms of a compound's first part, which may have dropped an ending or added a linking "s".
    QStringList headPartForms(const QString& head, Language language) const;
    struct CompoundParts
    {
        QStringList head;
        QStringList tail;
        // Of a two-word translation, each word's forms with its curated group's ("annual vacation":
        // annual + vacation, leave, holiday …): looked for side by side only ("annual leave"). Empty for a
        // split compound: pairsOf() takes head and tail then.
        QStringList headPaired = {};
        QStringList tailPaired = {};
    };
    CompoundParts compoundParts(const QString& word, Language language) const;
    QStringList pairsOf(const CompoundParts& parts) const;
    // The part several times as common as the other, whose forms are no evidence alone.
    QStringList sideFormsOf(const CompoundParts& parts) const;
    // The word's translations of two words whose words the handbook has ("Krankheitstag": sick, day), each
    // as a compound's parts; with Inflected::Maybe, of its dictionary forms if the dictionary lacks it.
    QList<CompoundParts> translatedPhrases(const QString& word, Language language, const QString& written) const;
    // The phrases' words side by side become the term's pairs, where some passage has them; `asForms`
    // (the term has no word of its own): their words its related forms, as a split compound's parts.
    struct PhraseCounts
    {
        int pairPassages = 0; // passages with a pair (summed over pairs: an estimate)
        int partsDf = 0;      // passages with the rarer word of the likeliest phrase
    };
    Result<PhraseCounts> addPhrases(QueryTerm& t, const QList<CompoundParts>& phrases, bool asForms);
    int frequencyOf(const QStringList& forms) const;
    // `strong`: how many of them come from the curated groups or the handbook's compounds, which lead.
    QStringList relatedForms(const QString& word, Language language, const QStringList& own, qsizetype& strong) const;
    // The index's forms of `words` (synonyms, translations), each once, function words left out.
    enum class Gerunds { All, AsListed };
    QStringList indexForms(const QStringList& words, Gerunds gerunds = Gerunds::All) const;
    // German compounds of the handbook whose last part is the word: "Schutzbrille", "Korrekturbrille"
    // for "Brille", "Sehstärke" for "Stärke". A compound's last part names what it is a kind of.
    QStringList compoundsEndingIn(const QString& word) const;
    // … and for a word too short for it, those whose first part is a word of the handbook ("Werkstore").
    QStringList compoundsOfShortHead(const QString& word) const;
    bool firstPartIsWord(const QString& first) const;
    static bool isVerbStem(const QStringList& forms);
    // A compound's last part that is a word of the handbook, or an inflection of one.
    bool isWordOrForm(const QString& part) const;
    // A question's word too short for compoundsEndingIn() finds the compound another word of it opens.
    void joinShortHeads(QueryTerms& terms, Language language) const;
    // QueryTerm::phrases of the terms the question says side by side (`tokens`: its index tokens in order).
    // Only in a short question: in a long one, words side by side are as often the asker's story ("18F
    // project team", "next month") as the topic, and the phrase pulls in the page that repeats the story.
    static constexpr int maxPhraseTerms = 4;
    Status addQuestionPhrases(QueryTerms& terms, const QStringList& tokens);
    // A German verb's third person ("verfällt", folded "verfallt"): the forms of its infinitive ("verfallen")
    // where the index has it.
    void appendInfinitiveForms(QStringList& forms, const QString& word) const;
    // Two neighbouring words of a question in the other language whose translations, joined, are a compound of
    // the (German) handbook: that compound is an own form of both.
    void joinTranslatedPairs(QueryTerms& terms, Language language) const;
    // The index's compounds of a translation of `first` and one of `second` ("brand" + "wache").
    QStringList translatedCompounds(const QString& first, const QString& second, Language language) const;
    // The index's compounds ending in a translation of `second` that the dictionary translates as the two words
    // ("Notrufnummer": "emergency number", where "Notruf" is no translation of "emergency").
    QStringList compoundsTranslatedAs(const QString& first, const QueryTerm& second, Language language) const;
    // `forms` become own forms of `t` (moved up from its related forms where they were), its weight counted
    // again from its own forms; with `lead`, first and as the word as written, so that ranking reads them.
    void makeOwnForms(QueryTerm& t, const QStringList& forms, bool lead = false) const;
    // … and those whose first part is the word ("Anreisetag" for "Anreise", "Brandwache" for "Brand"): not
    // a kind of it, but about it.
    QStringList compoundsStartingWith(const QString& word) const;
    // The commonest maxCompoundsPerWord of `found`.
    QStringList commonestCompounds(QStringList found) const;
    // A word the handbook writes as two words with a hyphen ("coworking": "Co-working"): the pairs of its
    // words that stand side by side in some passage, and in how many passages the likeliest does.
    struct Joined
    {
        QStringList pairs;
        int passages = 0;
    };
    Result<Joined> joinedPairs(const QString& word);
    Result<int> passagesWithPhrase(const QString& phrase);

    Database& m_db;
    Expansions m_expansions;
    qint64 m_dataVersion = -1;
    int m_passages = 0;
    Language m_language = Language::English;
    QHash<QString, int> m_frequency;      // index term -> passages containing it
    QHash<QString, QStringList> m_byStem; // "en:" / "de:" + stem -> index terms
    QStringList m_byEnding;               // a German handbook's index terms, sorted by their letters backwards
    QStringList m_byStart;                // … and sorted as they are
    QSet<QString> m_reflexive;            // the verbs the analyzed question uses reflexively (no curated sense)
    QHash<QString, int> m_phrasePassages; // two index terms side by side -> passages with them (this version)
};

} // namespace lotse
