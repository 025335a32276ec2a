// SPDX-License-Identifier: GPL-3.0-or-later
#include "Vocabulary.h"

#include "common/Logging.h"
#include "store/Database.h"
#include "text/Language.h"
#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/Tokenizer.h"
#include "text/lexicon/ImpliedWords.h"
#include "text/lexicon/Lexicon.h"
#include "text/lexicon/SeparableVerbs.h"
#include "text/lexicon/WordForms.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlQuery>
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace lotse {

namespace {

constexpr int maxFormsPerTerm = 12;
constexpr int minCompoundPart = 4;
// A long word's compounds may start with a short part ("Rufbereitschaft"); a shorter one's would be other words
// ("Mitarbeit" is no kind of "Arbeit"; docs/eval-dev.md change 112).
constexpr int longCompoundHead = 9;
constexpr int minCompoundPartOfLongHead = 3;
constexpr int minCompoundTail = 3;

constexpr int minCompoundHead = 5;      // "Stärke" finds "Sehstärke"; "Tag" must not find "Freitag"
constexpr int minShortCompoundHead = 3; // shorter ones only where the first part is a word ("Werkstor")
constexpr int minShortOpeningHead = 4;  // … and opening a compound ("Lärmbereichen")
constexpr int maxCompoundsPerWord = 4;
constexpr int minJoinedHead = 2;    // "co" of "Co-working"
constexpr int maxPairParts = 4;     // forms of each part of a split compound looked for side by side
constexpr int generalPartRatio = 4; // a part this many times as common as the other is the general one
// The letters German puts between a compound's parts ("Urlaubsantrag", "Schichtenplan").
constexpr std::array<const char*, 5> links = {"", "s", "es", "n", "en"};

// Words in the order of their letters read backwards: words with the same ending stand together.
bool backwardsLess(QStringView a, QStringView b)
{
    const auto [ia, ib] = std::mismatch(a.crbegin(), a.crend(), b.crbegin(), b.crend());
    if (ia == a.crend() || ib == b.crend())
        return a.size() < b.size();
    return *ia < *ib;
}

QString enKey(const QString& stem)
{
    return QStringLiteral("en:") + stem;
}
QString deKey(const QString& stem)
{
    return QStringLiteral("de:") + stem;
}
// The index terms derived from a verb with a doubled consonant ("refer": referral, referrer).
QString derivedKey(const QString& stem)
{
    return QStringLiteral("derived:") + stem;
}

// What `lookup` lists for the word, or else (a German word, maybe inflected) for the first of its
// dictionary forms that it lists.
QStringList firstListed(const QString& word, bool german, const std::function<QStringList(const QString&)>& lookup)
{
    if (QStringList listed = lookup(word); !listed.isEmpty() || !german)
        return listed;
    for (const QString& form : WordForms::candidates(word, Language::German)) {
        if (QStringList listed = lookup(form); !listed.isEmpty())
            return listed;
    }
    return {};
}

// Each folded word of the text as it is written there, in lower case: "Zählen" for "zahlen".
QHash<QString, QString> writtenForms(QStringView text)
{
    static const QRegularExpression word(QStringLiteral(R"([\p{L}\p{N}\p{Mn}]+)"));
    QHash<QString, QString> out;
    const QString normalized = text.toString().normalized(QString::NormalizationForm_C);
    for (auto it = word.globalMatch(normalized); it.hasNext();) {
        const QString w = it.next().captured();
        out.insert(Tokenizer::fold(w), w.toLower()); // the last spelling wins: they rarely differ
    }
    return out;
}

// The word's neighbours in a phrase as token pairs, with the word in any of its forms: "from home" of "work from
// home" for "home", "parent leave" of "parental leave" for "parental" (forms: parent).
QStringList neighbourPairs(const QString& word, const QString& phrase, const QStringList& forms)
{
    const QStringList words = phrase.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList pairs;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words.at(i) != word)
            continue;
        for (const QString& form : QStringList{word} + forms) {
            if (i > 0)
                pairs.append(words.at(i - 1) + QLatin1Char(' ') + form);
            if (i + 1 < words.size())
                pairs.append(form + QLatin1Char(' ') + words.at(i + 1));
        }
    }
    pairs.removeDuplicates();
    return pairs;
}

} // namespace

Vocabulary::Vocabulary(Database& db, Expansions expansions)
    : m_db(db)
    , m_expansions(expansions)
{}

QStringList Vocabulary::keywords(QStringView text)
{
    QStringList out;
    const Language language = LanguageGuess::of(text.toString());
    // A number written in groups ("3.000 Dollar", "$10,000") is a figure, compared as one (Quantity), never
    // a word: the index splits it, and "000" matched every sum of thousands.
    static const QRegularExpression grouped(QStringLiteral(R"(\d{1,3}(?:[.,]\d{3})+(?![\d]))"));
    QString words = text.toString();
    words.replace(grouped, QStringLiteral(" "));
    // "Wie reiche ich … ein?": the verb is "einreichen", and the particle has been said with it.
    const QHash<QString, QString> particleVerbs =
        language == Language::German ? SeparableVerbs::joined(words) : QHash<QString, QString>();
    const QStringList tokens = Tokenizer::tokens(words);
    const QStringList written = Tokenizer::written(words);
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString& token = tokens.at(i);
        const auto saidWith = [&](const QString& verb) { return verb.startsWith(token); };
        if (SeparableVerbs::isParticle(token) && std::any_of(particleVerbs.cbegin(), particleVerbs.cend(), saidWith))
            continue;
        // "nachzutragen" asks about "nachtragen", as the handbook's "tragen Sie … nach" says it (ImpliedWords).
        const QString zu = language == Language::German ? ImpliedWords::particleVerbOf(token) : QString();
        const QString word = zu.isEmpty() ? particleVerbs.value(token, token) : zu;
        if (!StopWords::contains(word, word == token ? written.at(i) : word, language) && !out.contains(word))
            out.append(word);
    }
    return out;
}

Status Vocabulary::refresh()
{
    // data_version changes whenever another connection (the ingest thread) commits.
    const auto changed = m_db.dataVersion();
    if (!changed)
        return changed.error();
    const qint64 version = changed.value();
    if (version == m_dataVersion)
        return success();
    QSqlQuery q(m_db.handle());

    QHash<QString, int> frequency;
    QHash<QString, QStringList> byStem;
    if (!q.exec(QStringLiteral("SELECT count(*) FROM chunks")) || !q.next())
        return Database::error(q, tr("Counting passages"));
    const int passages = q.value(0).toInt();
    q.finish();
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT term, doc FROM chunks_vocab")))
        return Database::error(q, tr("Reading the index vocabulary"));
    Stemmer& stemmer = Stemmer::forThread();
    while (q.next()) {
        const QString term = q.value(0).toString();
        frequency.insert(term, q.value(1).toInt());
        const QString english = stemmer.english(term);
        byStem[enKey(english)].append(term);
        byStem[deKey(stemmer.german(term))].append(term);
        if (const QString base = Stemmer::undoubled(english); base != english)
            byStem[derivedKey(base)].append(term);
    }
    // The handbook's language, from its commonest function words (FTS5 indexes every word).
    const auto df = [&](const char* w) { return frequency.value(QString::fromLatin1(w)); };
    const int english = df("the") + df("and") + df("of") + df("with") + df("is");
    const int german = df("und") + df("der") + df("ist") + df("nicht") + df("mit");
    m_language = german > english ? Language::German : Language::English;
    m_byEnding.clear();
    m_byStart.clear();
    if (m_language == Language::German) {
        m_byEnding = frequency.keys(); // shares the strings with the hash
        std::sort(m_byEnding.begin(), m_byEnding.end(), backwardsLess);
        m_byStart = m_byEnding;
        std::sort(m_byStart.begin(), m_byStart.end());
    }
    m_frequency = std::move(frequency);
    m_byStem = std::move(byStem);
    m_passages = passages;
    m_dataVersion = version;
    m_phrasePassages.clear();
    qCDebug(lcRetrieval) << "vocabulary loaded:" << m_frequency.size() << "terms," << m_passages << "passages";
    return success();
}

Result<int> Vocabulary::passageCount()
{
    if (auto status = refresh(); !status)
        return status.error();
    return m_passages;
}

QStringList Vocabulary::partForms(const QString& part, Language language, Inflected inflected) const
{
    // Over a handbook in the other language, a part's translation first: "Tage" is "days", and only a
    // false friend in an English index ("tag"); the part as written only if it has none ("Budget").
    QStringList forms;
    if (language != m_language)
        forms = translatedForms(part, language, inflected) + curatedForms(part, Inflected::No);
    if (forms.isEmpty())
        forms = formsOf(part);
    forms.removeDuplicates();
    return forms;
}

Vocabulary::CompoundParts Vocabulary::compoundParts(const QString& word, Language language) const
{
    // German compounds ("Urlaubstage" = Urlaub + s + Tage): the split with the longest known head,
    // known in the handbook or, over an English handbook, through the dictionary (leave + days).
    for (qsizetype i = word.size() - minCompoundTail; i >= minCompoundPart; --i) {
        QString head = word.left(i);
        const QString tail = word.mid(i);
        QStringList tailForms = partForms(tail, language);
        // The last part names what the compound is ("Betriebsrente" is a pension): one the handbook never
        // uses is a topic it lacks, whatever the first part finds ("Betrieb" is on many pages); unless it says
        // the thing otherwise ("Kameraaufnahmen": the handbook's "Aufzeichnungen" of its cameras). Not a function
        // word's ("zurückbekomme": "bekomme" is no thing, and its synonym "erhalten" found a subsidy), nor a
        // particle verb's ("setzt sich … zusammen": "zusammensetzen" is no kind of "setzen", its synonym "stellen").
        if (tailForms.isEmpty() && language == m_language && m_expansions.synonyms && tail.size() >= minCompoundPart
            && !StopWords::contains(tail) && SeparableVerbs::plainVerb(word).isEmpty())
            tailForms = indexForms(curatedForms(tail, Inflected::No) + thesaurusOf(tail, language));
        if (tailForms.isEmpty())
            continue;
        if (const QStringList headForms = headPartForms(head, language); !headForms.isEmpty())
            return {headForms, tailForms};
    }
    return {};
}

QStringList Vocabulary::pairsOf(const CompoundParts& parts) const
{
    // The most frequent few of each part ("sick days", "sickness days", …): a dictionary lists rare senses
    // too ("Tage": "period").
    const auto frequent = [this](QStringList forms) {
        std::stable_sort(forms.begin(), forms.end(), [this](const QString& a, const QString& b) {
            return m_frequency.value(a) > m_frequency.value(b);
        });
        return forms.mid(0, maxPairParts);
    };
    QStringList pairs;
    for (const QString& head : frequent(parts.headPaired.isEmpty() ? parts.head : parts.headPaired)) {
        for (const QString& tail : frequent(parts.tailPaired.isEmpty() ? parts.tail : parts.tailPaired))
            pairs.append(head + QLatin1Char(' ') + tail);
    }
    return pairs;
}

QStringList Vocabulary::sideFormsOf(const CompoundParts& parts) const
{
    // A part several times as common as the other is the general one: "days" of sick days (77 passages
    // of Clef's 257 against 10). Of parts about as common either may be the topic: "Urlaubsanspruch" is
    // leave (39) and requirement (38), and the handbook may say only "vacation".
    const int headDf = frequencyOf(parts.head);
    const int tailDf = frequencyOf(parts.tail);
    if (std::max(headDf, tailDf) < generalPartRatio * std::min(headDf, tailDf))
        return {};
    QStringList side = headDf > tailDf ? parts.head : parts.tail;
    const QStringList& other = headDf > tailDf ? parts.tail : parts.head;
    side.removeIf([&](const QString& form) { return other.contains(form); });
    return side;
}

QList<Vocabulary::CompoundParts> Vocabulary::translatedPhrases(const QString& word, Language language,
                                                               const QString& written) const
{
    if (!m_expansions.translations)
        return {};
    const Lexicon& lexicon = Lexicon::shared();
    QStringList phrases = lexicon.phraseTranslations(word, language, written);
    // An inflected word by its dictionary forms, unless the dictionary lists it: "Krankheitstage" is
    // "Krankheitstag", a sick day.
    if (phrases.isEmpty() && lexicon.translations(word, language, written).isEmpty()) {
        for (const QString& candidate : WordForms::candidates(word, language)) {
            if (phrases = lexicon.phraseTranslations(candidate, language); !phrases.isEmpty())
                break;
        }
    }
    QList<CompoundParts> out;
    for (const QString& phrase : std::as_const(phrases)) {
        const QStringList words = phrase.split(QLatin1Char(' '));
        if (words.size() != 2)
            continue; // side by side means two words here
        CompoundParts parts{formsOf(words.first()), formsOf(words.last())};
        // A dictionary's phrase says what the word is ("Jahresurlaub": annual vacation); a handbook may say
        // its HR word otherwise ("annual leave"), which the curated group knows. Side by side only: alone,
        // "leave" of "holiday pay" ("Urlaubsgeld") would be any leave.
        const auto paired = [this](const QString& phraseWord, QStringList forms) {
            for (const QString& form : curatedForms(phraseWord, Inflected::No)) {
                if (!forms.contains(form))
                    forms.append(form);
            }
            return forms;
        };
        parts.headPaired = paired(words.first(), parts.head);
        parts.tailPaired = paired(words.last(), parts.tail);
        // Both words in the handbook, or at least as their curated groups say them (then for pairs only).
        if (!parts.headPaired.isEmpty() && !parts.tailPaired.isEmpty())
            out.append(parts);
    }
    return out;
}

Result<Vocabulary::PhraseCounts> Vocabulary::addPhrases(QueryTerm& t, const QList<CompoundParts>& phrases, bool asForms)
{
    PhraseCounts counts;
    for (const CompoundParts& parts : phrases) {
        // Only pairs some passage has: a phrase's forms multiply ("sick day", "sickness days", …) and
        // would use up the search's budget.
        for (const QString& pair : pairsOf(parts)) {
            const auto passages = passagesWithPhrase(pair);
            if (!passages)
                return passages.error();
            if (passages.value() > 0 && !t.pairs.contains(pair)) {
                t.pairs.append(pair);
                counts.pairPassages += passages.value();
            }
        }
        if (!asForms || parts.head.isEmpty() || parts.tail.isEmpty())
            continue;
        // "per" of "per diem" finds the phrase, not the topic.
        for (const QString& form : parts.head + parts.tail) {
            if (!t.forms.contains(form) && !StopWords::contains(form))
                t.forms.append(form);
        }
        const QStringList side = sideFormsOf(parts);
        t.sideForms.append(side);
        if (side.isEmpty())
            t.wholes.append({parts.head, parts.tail});
        counts.partsDf = std::max(counts.partsDf, std::min(frequencyOf(parts.head), frequencyOf(parts.tail)));
    }
    // A word one phrase has as its general part may be another's topic.
    t.sideForms.removeIf([&](const QString& form) {
        return std::any_of(phrases.cbegin(), phrases.cend(), [&](const CompoundParts& parts) {
            const QStringList side = sideFormsOf(parts);
            return (parts.head.contains(form) || parts.tail.contains(form)) && !side.contains(form);
        });
    });
    t.sideForms.removeDuplicates();
    return counts;
}

Result<Vocabulary::Joined> Vocabulary::joinedPairs(const QString& word)
{
    // Two words of the handbook side by side in some passage, that written together are the word:
    // "coworking" for "Co-working Space", "Homeoffice" for "Home-Office". Both words must stand together
    // somewhere, else any word would split into two ("breakfast": "break" and "fast").
    Joined joined;
    for (qsizetype i = minJoinedHead; i + minCompoundTail <= word.size(); ++i) {
        const QString head = word.left(i);
        const QString tail = word.mid(i);
        if (!m_frequency.contains(head) || !m_frequency.contains(tail))
            continue;
        const QString pair = head + QLatin1Char(' ') + tail;
        const auto passages = passagesWithPhrase(pair);
        if (!passages)
            return passages.error();
        if (passages.value() == 0)
            continue;
        joined.pairs.append(pair);
        joined.passages = std::max(joined.passages, passages.value());
    }
    return joined;
}

Result<int> Vocabulary::passagesWithPhrase(const QString& phrase)
{
    if (const auto known = m_phrasePassages.constFind(phrase); known != m_phrasePassages.cend())
        return known.value();
    QSqlQuery& q = m_db.prepared(QStringLiteral("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?"));
    q.addBindValue(QString(QLatin1Char('"') + phrase + QLatin1Char('"'))); // index tokens: letters, digits
    if (!q.exec() || !q.next())
        return Database::error(q, tr("Searching the knowledge base"));
    const int passages = q.value(0).toInt();
    q.finish();
    m_phrasePassages.insert(phrase, passages);
    return passages;
}

int Vocabulary::frequencyOf(const QStringList& forms) const
{
    int df = 0;
    for (const QString& form : forms)
        df += m_frequency.value(form);
    return df;
}

QStringList Vocabulary::headPartForms(const QString& head, Language language) const
{
    // A compound's first part is often no word on its own: it drops an ending ("Mindestlänge" from
    // "mindestens", "Schulbuch" from "Schule") or adds a linking "s" ("Urlaubstage").
    // Only these: a first part is no inflected word, and its inflections would split "Krankheitstage"
    // into "Krankheitst" (read as "krankheit") and "age", an English word.
    if (QStringList forms = partForms(head, language, Inflected::No); !forms.isEmpty())
        return forms;
    if (head.endsWith(QLatin1Char('s')) && head.size() > minCompoundPart) {
        if (QStringList forms = partForms(head.chopped(1), language, Inflected::No); !forms.isEmpty())
            return forms;
    }
    for (const char* ending : {"e", "en", "ens"}) {
        if (QStringList forms = formsOf(head + QLatin1String(ending)); !forms.isEmpty())
            return forms;
    }
    // A first part that is a compound itself ("Reisekosten" of "Reisekostenabrechnung"): its parts.
    if (const CompoundParts inner = compoundParts(head, language); !inner.head.isEmpty())
        return inner.head + inner.tail;
    // A first part the handbook has only as the first part of its own compounds ("Tausenderpunkt":
    // "Tausendertrennzeichen"): those compounds.
    if (language == m_language && head.size() >= minCompoundHead)
        return compoundsStartingWith(head);
    return {};
}

QStringList Vocabulary::translatedForms(const QString& word, Language language, Inflected inflected,
                                        const QString& written) const
{
    if (!m_expansions.translations)
        return {};
    const auto formsOfTranslations = [this](const QStringList& translations) {
        QStringList forms;
        for (const QString& translation : translations) {
            for (const QString& form : formsOf(translation)) {
                if (!forms.contains(form))
                    forms.append(form);
            }
        }
        return forms;
    };
    // A word the dictionary lists is what it says, even when the handbook never uses its translations:
    // the topic is then missing ("fängt" is "traps"; its infinitive "fangen", "field", would be noise).
    const Lexicon& lexicon = Lexicon::shared();
    if (const QStringList translations = lexicon.translations(word, language, written); !translations.isEmpty())
        return formsOfTranslations(translations);
    // An inflected word it does not list is looked up by its dictionary forms, nearest first, and the
    // first whose translations the handbook uses counts: "abpumpen" is no entry, "pumpen" is ("pump").
    if (inflected == Inflected::No)
        return {};
    // A word written with an umlaut by the forms of that spelling first: "kündige" is "kündigen" (quit), not
    // "kundig" (skilled), which folds alike. Then as folded: "fährst" comes from "fahren", "Züge" from "Zug".
    if (!written.isEmpty() && written != word) {
        for (const QString& candidate : WordForms::candidates(written, language)) {
            const QStringList translations =
                lexicon.translations(Tokenizer::fold(candidate), language, candidate, true);
            if (QStringList forms = formsOfTranslations(translations); !forms.isEmpty())
                return forms;
        }
    }
    for (const QString& candidate : WordForms::candidates(word, language)) {
        if (QStringList forms = formsOfTranslations(lexicon.translations(candidate, language)); !forms.isEmpty())
            return forms;
    }
    return {};
}

QStringList Vocabulary::relatedForms(const QString& word, Language language, const QStringList& own,
                                     qsizetype& strong) const
{
    // The handbook's own words for the same thing: the curated groups first, then the thesaurus's
    // (broader: "leave" is also "depart"), each only where the handbook uses them.
    const Lexicon& lexicon = Lexicon::shared();
    QStringList related;
    const auto add = [&](const QStringList& words, Gerunds gerunds = Gerunds::All) {
        QStringList forms = indexForms(words, gerunds);
        forms.removeIf([&](const QString& form) { return own.contains(form) || related.contains(form); });
        std::stable_sort(forms.begin(), forms.end(), [this](const QString& a, const QString& b) {
            return m_frequency.value(a) > m_frequency.value(b);
        });
        related.append(forms);
    };
    if (m_expansions.stems && language == Language::English) {
        add(derivationsOf(word));
        add(irregularFormsOf(word, own));
    }
    // A particle verb the handbook writes without its particle: "melden" for "anmelden"; and the noun of the
    // doing, which a heading names it by ("ausgezahlt": "Auszahlung im Alter").
    if (m_expansions.stems && language == Language::German && m_language == Language::German) {
        if (const QString plain = SeparableVerbs::plainVerb(word); !plain.isEmpty())
            add({plain});
        add(WordForms::nounsOfDoing(word));
        add(verbsMadeOf(word));
    }
    if (m_expansions.synonyms && !m_reflexive.contains(word)) {
        add(lexicon.curated(word), Gerunds::AsListed);
        // A country the handbook never names is abroad to it ("von Spanien aus arbeiten").
        if (own.isEmpty())
            add(lexicon.broader(word));
    }
    if (m_expansions.compounds && m_language == Language::German) {
        // An English question over a German handbook: the compounds ending in the word's translation
        // ("account": "Konto", so "Benutzerkonto").
        if (language == Language::German) {
            add(compoundsEndingIn(word));
            // A short word only where the handbook uses it too: a word it never uses ("Geld") weighs as
            // an absent one, which a compound ("Krankengeld") would make a topic.
            if (!own.isEmpty())
                add(compoundsOfShortHead(word));
            // … and those it is the first part of ("Brand": "Brandwache"), about it if no kind of it. Not for
            // an English word's translations: those are often a handbook's commonest first part ("data":
            // "Daten", "Datensatz", "Datenregister"), measured (docs/eval-dev.md, change 88).
            if (!own.isEmpty() || word.size() >= minCompoundHead)
                add(compoundsStartingWith(word));
        } else if (m_expansions.translations) {
            for (const QString& translation : lexicon.translations(word, language))
                add(compoundsEndingIn(translation));
        }
    }
    strong = related.size();
    if (m_expansions.thesaurus)
        add(thesaurusOf(word, language)); // after the curated ones, whatever their frequency
    return related;
}

QStringList Vocabulary::derivationsOf(const QString& word) const
{
    // "I referred a friend" and "Referral Bonuses", "occur" and "occurrence": a derivation Porter2 leaves
    // with a doubled consonant is related evidence for the word it comes from. Not the other way round:
    // "refer" is mostly "refer to …", no sign of a referral.
    return m_byStem.value(derivedKey(Stemmer::forThread().english(word)));
}

QStringList Vocabulary::irregularFormsOf(const QString& word, const QStringList& own) const
{
    // An irregular verb's other forms, which share no stem with it: "the hours I spend" and "time spent", "Who
    // pays …?" and "paid by the agency". Related words: as the word's own forms, "paid" (of paid leave, on most
    // pages of a handbook) answered unanswerable pay questions (docs/eval-dev.md, change 211).
    Stemmer& stemmer = Stemmer::forThread();
    QStringList forms;
    const QStringList regular = QStringList(own) << word;
    for (const QString& form : regular) {
        for (const QString& other : Lexicon::shared().irregular(form))
            appendStemmed(forms, enKey(stemmer.english(other)));
    }
    return forms;
}

QStringList Vocabulary::verbsMadeOf(const QString& word) const
{
    // German makes verbs of nouns with "-ieren" ("Format": formatieren, and its doing "Formatierung"): the
    // handbook's "Werteformatierung" is about formats, as "Datumsformatierung" is about a "Datumsformat".
    // Snowball stems the doing to the noun's stem followed by "ier", the verb's forms to it followed by "i".
    const QString stem = Stemmer::forThread().german(word);
    return m_byStem.value(deKey(stem + QStringLiteral("ier"))) + m_byStem.value(deKey(stem + QLatin1Char('i')));
}

QStringList Vocabulary::thesaurusOf(const QString& word, Language language) const
{
    // A German word by its dictionary form too: OpenThesaurus lists "Aufnahme", a question says "die
    // Aufnahmen der Kameras" (the handbook: "Aufzeichnungen").
    return firstListed(word, language == Language::German,
                       [&](const QString& form) { return Lexicon::shared().thesaurus(form, language); });
}

QStringList Vocabulary::curatedForms(const QString& word, Inflected inflected) const
{
    // Over a handbook in the other language, the curated HR group's words are the word's translations
    // ("Weiterbildung": training, course, education), more to the point than a general dictionary's
    // ("upskilling"); so are they for a part of a compound ("Empfehlungsprämie": referral, bonus), and
    // for an inflected German word by its dictionary form ("ich heirate": heiraten, wedding). Not for a
    // compound's inflected part: "Kranken-" in "Krankenversicherung" is no "krank" (sick leave), and not
    // for English: "start paying in" to a pension is no "pay" (salary).
    if (!m_expansions.synonyms || m_reflexive.contains(word))
        return {};
    return indexForms(firstListed(word, inflected == Inflected::Maybe,
                                  [](const QString& form) { return Lexicon::shared().curated(form); }),
                      Gerunds::AsListed);
}

QStringList Vocabulary::indexForms(const QStringList& words, Gerunds gerunds) const
{
    QStringList forms;
    for (const QString& word : words) {
        for (const QString& form : formsOf(word)) {
            // "leave" is also "will" and "give" in WordNet: function words are no evidence.
            if (forms.contains(form) || StopWords::contains(form))
                continue;
            // A curated group's nouns are things ("leave": time off); their "-ing" form is the verb
            // ("leaving TTS"), unless the group lists it ("travelling").
            if (gerunds == Gerunds::AsListed && form.endsWith(QLatin1String("ing")) && !words.contains(form))
                continue;
            forms.append(form);
        }
    }
    return forms;
}

QStringList Vocabulary::commonestCompounds(QStringList found) const
{
    std::stable_sort(found.begin(), found.end(), [this](const QString& a, const QString& b) {
        return m_frequency.value(a) > m_frequency.value(b);
    });
    if (found.size() > maxCompoundsPerWord)
        found.resize(maxCompoundsPerWord);
    return found;
}

QStringList Vocabulary::compoundsEndingIn(const QString& word) const
{
    QStringList found;
    if (word.size() < minCompoundHead)
        return found;
    // The word, or its plural or case ending, at the end of a longer index term whose first part has at
    // least minCompoundPart letters.
    for (const char* ending : {"", "e", "n", "s", "en", "es"}) {
        const QString tail = word + QLatin1String(ending);
        for (auto it = std::lower_bound(m_byEnding.cbegin(), m_byEnding.cend(), tail, backwardsLess);
             it != m_byEnding.cend() && it->endsWith(tail); ++it) {
            const int part = word.size() >= longCompoundHead ? minCompoundPartOfLongHead : minCompoundPart;
            if (it->size() >= tail.size() + part && !found.contains(*it))
                found.append(*it);
        }
    }
    return commonestCompounds(std::move(found));
}

QStringList Vocabulary::compoundsOfShortHead(const QString& word) const
{
    // A short word's compounds are often other words ("Motor", "Direktor" for "Tor"): only those whose first
    // part, without its linking letters, is a word of the handbook itself ("Werkstore": "Werk"). For the
    // word's dictionary forms too: "an den Toren" is "Tor".
    QStringList found;
    QStringList heads{word};
    heads.append(WordForms::candidates(word, Language::German));
    if (isVerbStem(heads))
        return {};
    for (const QString& head : std::as_const(heads)) {
        if (head.size() < minShortCompoundHead || head.size() >= minCompoundHead)
            continue;
        for (const char* ending : {"", "e", "n", "s", "en", "es"}) {
            const QString tail = head + QLatin1String(ending);
            for (auto it = std::lower_bound(m_byEnding.cbegin(), m_byEnding.cend(), tail, backwardsLess);
                 it != m_byEnding.cend() && it->endsWith(tail); ++it) {
                if (!found.contains(*it) && firstPartIsWord(it->chopped(tail.size())))
                    found.append(*it);
            }
        }
    }
    return commonestCompounds(std::move(found));
}

bool Vocabulary::isVerbStem(const QStringList& forms)
{
    // A verb's stem ("Nehm ich …": "nehmen") has no compounds: "teilnehmen" is no kind of taking.
    return std::any_of(forms.cbegin(), forms.cend(), [](const QString& f) {
        return StopWords::isGerman(f) || StopWords::isGerman(f + QLatin1String("en"));
    });
}

bool Vocabulary::firstPartIsWord(const QString& first) const
{
    for (const char* link : links) {
        const QLatin1String l(link);
        if (!first.endsWith(l))
            continue;
        // Not a function word: "jederzeit" is no kind of time, "Durchwahl" no election.
        const QString part = first.chopped(l.size());
        if (part.size() >= minCompoundPart && m_frequency.contains(part) && !StopWords::contains(part))
            return true;
    }
    return false;
}

QStringList Vocabulary::compoundsStartingWith(const QString& word) const
{
    QStringList found;
    // A word of four letters ("Lärm": "Lärmbereichen") only before a last part of four letters or more that
    // is no function word, and never a verb's stem ("Nehm ich …"); a word of three letters never ("Tag").
    const bool shortWord = word.size() < minCompoundHead;
    if (word.size() < minShortOpeningHead || (shortWord && isVerbStem({word})))
        return found;
    const int minRest = shortWord ? minCompoundPart : minCompoundTail;
    // The word, with or without a linking "s", "es", "n" or "en" ("Urlaubsantrag", "Schichtenplan"), before
    // a last part the index has as a word of its own: "Reisekosten" is "Reise" + "Kosten", "Reisende" no
    // compound.
    for (const char* link : links) {
        const QString head = word + QLatin1String(link);
        for (auto it = std::lower_bound(m_byStart.cbegin(), m_byStart.cend(), head);
             it != m_byStart.cend() && it->startsWith(head); ++it) {
            const QString rest = it->mid(head.size());
            // A short word's rest may be inflected ("Lärmbereichen"); a longer one's not: "Gehalt" then found
            // pages on expense claims (docs/eval-dev.md, change 117).
            const bool known =
                shortWord ? isWordOrForm(rest) && !StopWords::contains(rest) : m_frequency.contains(rest);
            if (rest.size() >= minRest && !found.contains(*it) && known)
                found.append(*it);
        }
    }
    return commonestCompounds(std::move(found));
}

bool Vocabulary::isWordOrForm(const QString& part) const
{
    // "Lärmbereichen": the handbook says "Bereichs" somewhere, never "Bereichen" alone.
    return m_frequency.contains(part) || m_byStem.contains(deKey(Stemmer::forThread().german(part)));
}

void Vocabulary::appendInfinitiveForms(QStringList& forms, const QString& word) const
{
    if (word.size() < 5 || !word.endsWith(QLatin1Char('t')) || word.endsWith(QLatin1String("st")))
        return;
    for (const char* ending : {"en", "n"}) {
        const QString infinitive = word.chopped(1) + QLatin1String(ending);
        if (!m_frequency.contains(infinitive))
            continue;
        for (const QString& form : formsOf(infinitive)) {
            if (!forms.contains(form))
                forms.append(form);
        }
        return;
    }
}

QStringList Vocabulary::formsOf(const QString& word) const
{
    Stemmer& stemmer = Stemmer::forThread();
    QStringList forms;
    if (m_frequency.contains(word))
        forms.append(word);
    if (!m_expansions.stems)
        return forms;
    appendStemmed(forms, enKey(stemmer.english(word)));
    // A question's word that folds to a function word ("ändern": "andern", StopWords) has none of its
    // inflections for forms: "anderen" (other) is no form of the verb. Elsewhere a function word among a
    // stem's forms stays: measured, leaving them out moved answers both ways (docs/eval-dev.md, change 89).
    const bool foldsToFunctionWord = StopWords::isGerman(word);
    for (const QString& form : m_byStem.value(deKey(stemmer.german(word)))) {
        if (!forms.contains(form) && (form == word || !foldsToFunctionWord || !StopWords::isGerman(form)))
            forms.append(form);
    }
    // A stem is no word: a longer form that the curated groups put in another group than the word is derived
    // from it with another sense ("parental" of "my parents' place", though both stem to "parent"). Not the
    // reverse: "parental leave" is Clef's "New Parent Leave".
    const QStringList group = Lexicon::shared().curated(word);
    if (!group.isEmpty()) {
        forms.removeIf([&](const QString& form) {
            return form.size() > word.size() && !group.contains(form) && !Lexicon::shared().curated(form).isEmpty();
        });
    }
    return forms;
}

void Vocabulary::appendStemmed(QStringList& forms, const QString& key) const
{
    for (const QString& form : m_byStem.value(key)) {
        if (!forms.contains(form))
            forms.append(form);
    }
}

QStringList Vocabulary::participlesOf(const QString& word) const
{
    // A German verb's participle shares no stem with it ("anmelden": "anmeld", "angemeldet"): the
    // handbook's "muss angemeldet werden" and its inflections ("angemeldete") are the verb too.
    Stemmer& stemmer = Stemmer::forThread();
    QStringList forms;
    for (const QString& participle : WordForms::participles(word)) {
        if (m_frequency.contains(participle))
            appendStemmed(forms, deKey(stemmer.german(participle)));
    }
    return forms;
}

Result<QueryTerm> Vocabulary::term(const QString& word, Language language, const QString& written,
                                   const QStringList& phraseMeaning)
{
    if (auto status = refresh(); !status)
        return status.error();
    QueryTerm t;
    t.word = word;
    // An idiom in the other language than the handbook translates as a whole: "gelber Zettel" is a sick
    // note, no yellow slip; its other words are left out (Vocabulary::analyze). So is a phrase whose word
    // the handbook never uses: what it means is all there is of it.
    if (!phraseMeaning.isEmpty() && isIdiom(word, language)) {
        t.forms = indexForms(phraseMeaning).mid(0, maxFormsPerTerm);
        t.ownForms = int(t.forms.size());
        t.writtenForms = t.ownForms;
        setWeight(t, frequencyOf(t.forms));
        return t;
    }
    t.forms = formsOf(word);
    // "Wann verfällt …", "Wann läuft … ab": a strong verb's third person changes its vowel and shares no stem
    // with the handbook's infinitive ("verfallt", "verfall"); folded, the umlaut is gone, and the infinitive's
    // forms are the word's own. Only such verbs: "erzeugt" is as often the handbook's own word.
    static const QRegularExpression umlaut(QStringLiteral("[äöüÄÖÜ]"));
    if (m_expansions.stems && language == Language::German && m_language == Language::German
        && written.contains(umlaut))
        appendInfinitiveForms(t.forms, word);
    // Only the question's own word: a translation's or a synonym's participles are one step further.
    if (m_expansions.stems && language == Language::German && m_language == Language::German) {
        for (const QString& form : participlesOf(word)) {
            if (!t.forms.contains(form))
                t.forms.append(form);
        }
    }
    // The word's inflections lead its translations when it is a word of the handbook's language too
    // ("Laptop" over an English handbook); otherwise they are where it stands as a foreign word, in an
    // address or a code sample ("resources" in a German handbook's links).
    const QStringList asWritten =
        language == m_language || !Lexicon::shared().translations(word, m_language).isEmpty() ? t.forms : QStringList();
    // A question in the other language than the handbook ("Urlaub" over an English handbook): the
    // word's translations are the word itself, not related words; so is a word the handbook never
    // uses that it has in the other language.
    if (language != m_language || t.forms.isEmpty()) {
        for (const QString& form : translatedForms(word, language, Inflected::Maybe, written)) {
            if (!t.forms.contains(form))
                t.forms.append(form);
        }
    }
    // Over a handbook in the other language, the curated HR group's words are translations too.
    if (language != m_language) {
        for (const QString& form :
             curatedForms(word, language == Language::German ? Inflected::Maybe : Inflected::No)) {
            if (!t.forms.contains(form))
                t.forms.append(form);
        }
    }
    // A word the handbook has only as the "-ieren" verb's doing ("Datumsformat": "Datumsformatierung") is that
    // word, before any split into parts ("Datum", which a handbook on data has as "Daten").
    if (t.forms.isEmpty() && m_expansions.stems && language == Language::German && m_language == Language::German)
        t.forms = verbsMadeOf(word);
    bool splitCompound = false;
    int compoundDf = 0;
    int pairPassages = 0;
    // Translations of two words ("Krankheitstag": sick day): side by side they are the word itself; a
    // word with no other translation has their words as its parts.
    if (language != m_language || t.forms.isEmpty()) {
        const QList<CompoundParts> phrases = translatedPhrases(word, language, written);
        const bool asForms = t.forms.isEmpty();
        const auto counts = addPhrases(t, phrases, asForms);
        if (!counts)
            return counts.error();
        pairPassages = counts.value().pairPassages;
        if (asForms && !t.forms.isEmpty()) {
            splitCompound = true;
            compoundDf = counts.value().partsDf;
        }
    }
    if (t.forms.isEmpty() && language == Language::German && m_expansions.compounds
        && word.size() >= 2 * minCompoundPart) {
        const CompoundParts parts = compoundParts(word, language);
        t.forms = parts.head + parts.tail;
        splitCompound = !t.forms.isEmpty();
        t.pairs = pairsOf(parts);
        if (language != m_language)
            t.sideForms = sideFormsOf(parts);
        // A general part ("days") stands beside anything: then only the parts side by side are the word.
        if (t.sideForms.isEmpty())
            t.wholes.append({parts.head, parts.tail});
        // Passages with both parts are at most those with the rarer part: rarer than either.
        compoundDf = std::min(frequencyOf(parts.head), frequencyOf(parts.tail));
    }
    // The word written with a hyphen in the handbook is the word itself, whatever a dictionary guessed.
    int joinedDf = 0;
    if (t.pairs.isEmpty() && !m_frequency.contains(word) && m_expansions.compounds) {
        const auto joined = joinedPairs(word);
        if (!joined)
            return joined.error();
        t.pairs = joined.value().pairs;
        joinedDf = joined.value().passages;
    }
    auto byFrequency = [this](const QString& a, const QString& b) {
        return m_frequency.value(a) > m_frequency.value(b);
    };
    std::stable_sort(t.forms.begin(), t.forms.end(), byFrequency);
    // The word as asked leads, then its inflections (see asWritten), then its translations: ranking uses
    // the first forms, grading all of them. "Laptop" over an English handbook ranks by "laptop" and
    // "laptops", not by its more frequent translations "computer" and "device".
    std::stable_partition(t.forms.begin(), t.forms.end(), [&](const QString& f) { return asWritten.contains(f); });
    if (t.forms.removeOne(word))
        t.forms.prepend(word);
    // Over a handbook in the other language, the word's translations are the word as written.
    const auto translated = std::find_if(t.forms.cbegin(), t.forms.cend(),
                                         [&](const QString& f) { return f != word && !asWritten.contains(f); });
    t.writtenForms = language != m_language ? int(t.forms.size()) : int(translated - t.forms.cbegin());
    qsizetype strong = 0;
    QStringList related = relatedForms(word, language, t.forms, strong);
    // What a phrase the word stands in means ("time off": leave) leads its related words: it is what the
    // question says, where a synonym group's words are what the word alone may mean.
    if (!phraseMeaning.isEmpty()) {
        QStringList meant = indexForms(phraseMeaning);
        // A word that is itself what its phrase means ("parental" of "parental leave") is that sense alone too.
        const bool meansItself =
            std::any_of(meant.cbegin(), meant.cend(), [&](const QString& f) { return t.forms.contains(f); });
        meant.removeIf([&](const QString& form) { return t.forms.contains(form); });
        related.removeIf([&](const QString& form) { return meant.contains(form); });
        related = meant + related;
        strong += meant.size();
        if (!meansItself)
            t.meant = meant;
    }
    // A compound the handbook never uses whose curated group it has ("Arbeitgeberanteil": "Arbeitgeberzuschuss"):
    // that is the handbook's word for it, searched before the parts, which any page may hold ("Arbeitgeberwechsel").
    if (splitCompound && m_expansions.synonyms) {
        const QStringList curated = curatedForms(word, Inflected::No);
        for (qsizetype i = curated.size() - 1; i >= 0; --i) {
            if (related.removeOne(curated.at(i)))
                t.forms.prepend(curated.at(i));
        }
    }
    t.thesaurusOnly = t.forms.isEmpty() && strong == 0 && !related.isEmpty();
    if (t.forms.size() > maxFormsPerTerm)
        t.forms.resize(maxFormsPerTerm);
    // The general part's forms may have crowded out the other's (the frequent ones come first, for
    // ranking): then the general part is all there is to match.
    if (std::all_of(t.forms.cbegin(), t.forms.cend(), [&](const QString& f) { return t.sideForms.contains(f); }))
        t.sideForms.clear();
    // Parts of a split word are only related evidence: "notebook" is not about "booking", and even
    // "Urlaub" + "Tage" is weaker evidence for "Urlaubstage" than the word itself.
    t.ownForms = splitCompound ? 0 : int(t.forms.size());
    t.writtenForms = std::min(t.writtenForms, t.ownForms);
    t.forms.append(related.mid(0, std::max<qsizetype>(0, maxFormsPerTerm - t.forms.size())));
    // Passages containing any of the word's own forms (or, for a word the handbook never uses, of its
    // synonyms), bounded by the passage count: forms overlap, so this is an estimate. Synonyms do not
    // make a rare word look common.
    const int df = splitCompound       ? compoundDf
                   : t.forms.isEmpty() ? joinedDf
                                       : frequencyOf(t.forms.mid(0, t.ownForms > 0 ? t.ownForms : t.forms.size()))
                                             + pairPassages; // "ausgezahlt" is as common as "paid out"
    setWeight(t, df);
    return t;
}

void Vocabulary::setWeight(QueryTerm& t, int df) const
{
    t.documentFrequency = std::min(df, m_passages);
    // BM25's idf; a term the handbook never uses weighs as much as the rarest possible one.
    const double n = std::max(m_passages, 1);
    const double dfUsed = t.inIndex() ? t.documentFrequency : 0.5;
    t.idf = std::log(1.0 + (n - dfUsed + 0.5) / (dfUsed + 0.5));
}

bool Vocabulary::isIdiom(const QString& word, Language language) const
{
    return language != m_language || formsOf(word).isEmpty();
}

Vocabulary::PhraseWords Vocabulary::phraseWords(const QStringList& tokens, const QStringList& keywords,
                                                Language language) const
{
    PhraseWords out;
    if (!m_expansions.synonyms)
        return out;
    for (const PhraseList::Match& phrase : Lexicon::shared().phrases().find(tokens)) {
        // One idea counts once: what the phrase means goes to its rarest word ("home" of "work from
        // home"; of equally rare ones the last, the head of the phrase), and not where the question says it
        // itself ("stock options or equity").
        QStringList words;
        QString carrier;
        int carrierDf = 0;
        QStringList spoken;
        for (qsizetype i = phrase.first; i < phrase.first + phrase.count; ++i) {
            // The object between a verb and its particle is no part of the phrase ("carry unused days over").
            if (!phrase.at.contains(i) && !PhraseList::filler(tokens.at(i)))
                continue;
            spoken.append(tokens.at(i));
            const QString& word = tokens.at(i);
            if (StopWords::contains(word, language))
                continue;
            words.append(word);
            const int df = frequencyOf(formsOf(word));
            if (carrier.isEmpty() || df <= carrierDf) { // of equals the last: "Zettel", "car"
                carrier = word;
                carrierDf = df;
            }
        }
        // "On the train": where it happened, a topic of less weight (phrases.txt's "~"). "Last night", "heute
        // früh": when it happened, not what it is about ("-").
        if (phrase.where || phrase.meaning.isEmpty()) {
            QSet<QString>& into = phrase.where ? out.where : out.leftOut;
            for (const QString& word : std::as_const(words))
                into.insert(word);
            continue;
        }
        QStringList meaning = phrase.meaning;
        meaning.removeIf([&](const QString& word) { return keywords.contains(word); });
        if (meaning.isEmpty())
            continue;
        if (carrier.isEmpty()) {
            out.standalone.append({spoken.join(QLatin1Char(' ')), meaning});
            continue;
        }
        out.meanings[carrier].append(meaning);
        out.spoken.insert(carrier, spoken.join(QLatin1Char(' ')));
        // The idiom's other words are no topic of their own where the handbook never uses them ("Zettel"),
        // and in the other language, translated one by one, they are noise ("Zettel": slip). Nor where the
        // phrase stands as a whole for what it means: "law" of "brother-in-law" is no law.
        const bool whole = isIdiom(carrier, language);
        for (const QString& word : std::as_const(words)) {
            if (word != carrier && (whole || isIdiom(word, language)))
                out.leftOut.insert(word);
        }
    }
    return out;
}

Result<QueryTerms> Vocabulary::analyze(QStringView text)
{
    QueryTerms out;
    const Language language = LanguageGuess::of(text);
    const QHash<QString, QString> written = writtenForms(text);
    if (auto status = refresh(); !status)
        return status.error();
    const QStringList words = keywords(text);
    const PhraseWords phrases = phraseWords(Tokenizer::tokens(text), words, language);
    // For this question's terms only: term() called on its own knows no clause.
    m_reflexive = language == Language::German ? SeparableVerbs::reflexive(text) : QSet<QString>();
    const auto forget = qScopeGuard([this] { m_reflexive.clear(); });
    for (const QString& word : words) {
        if (phrases.leftOut.contains(word) && !phrases.meanings.contains(word))
            continue;
        auto t = term(word, language, written.value(word), phrases.meanings.value(word));
        if (!t)
            return t.error();
        t.value().where = phrases.where.contains(word);
        if (phrases.spoken.contains(word) && !t.value().meant.isEmpty())
            t.value().said =
                neighbourPairs(word, phrases.spoken.value(word), t.value().forms.mid(0, t.value().ownForms));
        // An idiom is named as the question says it, in rationales and rewrites: "gelben zettel".
        if (phrases.meanings.contains(word) && isIdiom(word, language)) {
            t.value().word = phrases.spoken.value(word);
            t.value().idiom = true;
        }
        out.append(t.value());
    }
    for (const auto& [spoken, meaning] : phrases.standalone) {
        auto t = term(spoken, language, spoken, meaning);
        if (!t)
            return t.error();
        if (!t.value().forms.isEmpty())
            out.append(t.value());
    }
    joinShortHeads(out, language);
    joinTranslatedPairs(out, language);
    if (auto status = addQuestionPhrases(out, Tokenizer::tokens(text)); !status)
        return status.error();
    return out;
}

Status Vocabulary::addQuestionPhrases(QueryTerms& terms, const QStringList& tokens)
{
    if (terms.size() > maxPhraseTerms)
        return success();
    QSet<QString> sideBySide;
    for (qsizetype i = 0; i + 1 < tokens.size(); ++i)
        sideBySide.insert(tokens.at(i) + QLatin1Char(' ') + tokens.at(i + 1));
    // The word as written and an inflection ("vacation day", "vacation days"); synonyms and translations
    // would multiply the phrases and are not what the question says.
    const auto written = [](const QueryTerm& t) { return t.forms.mid(0, std::min(t.writtenForms, 2)); };
    for (qsizetype i = 0; i + 1 < terms.size(); ++i) {
        QueryTerm& first = terms[i];
        const QueryTerm& second = terms.at(i + 1);
        if (first.idiom || second.idiom || !sideBySide.contains(first.word + QLatin1Char(' ') + second.word))
            continue;
        for (const QString& a : written(first)) {
            for (const QString& b : written(second)) {
                const QString phrase = a + QLatin1Char(' ') + b;
                const auto passages = passagesWithPhrase(phrase);
                if (!passages)
                    return passages.error();
                if (passages.value() > 0 && !first.phrases.contains(phrase))
                    first.phrases.append(phrase);
            }
        }
    }
    return success();
}

void Vocabulary::joinShortHeads(QueryTerms& terms, Language language) const
{
    // "Tag der Anreise": "Tag" is too short to find the compounds it ends ("Anreisetag" would come with every
    // "…tag"), but with another word of the question before it, the compound is the question's own.
    if (!m_expansions.compounds || language != Language::German || m_language != Language::German)
        return;
    for (QueryTerm& head : terms) {
        if (head.word.size() >= minCompoundHead)
            continue;
        for (const QueryTerm& first : std::as_const(terms)) {
            if (&first == &head || first.word.size() < minCompoundPart)
                continue;
            for (const char* link : links) {
                const QString compound = first.word + QLatin1String(link) + head.word;
                if (m_frequency.contains(compound) && !head.forms.contains(compound))
                    head.forms.append(compound);
            }
        }
    }
}

void Vocabulary::joinTranslatedPairs(QueryTerms& terms, Language language) const
{
    // "fire watch" over a German handbook: the two words translated and joined are the handbook's compound
    // ("Brand" + "Wache": "Brandwache"), the question's own words, where "watch" alone finds every "…wache"
    // as a related form. Two words next to each other among the question's content words.
    if (!m_expansions.compounds || !m_expansions.translations || language == m_language
        || m_language != Language::German)
        return;
    for (qsizetype i = 0; i + 1 < terms.size(); ++i) {
        const QStringList named = compoundsTranslatedAs(terms.at(i).word, terms.at(i + 1), language);
        QStringList compounds = translatedCompounds(terms.at(i).word, terms.at(i + 1).word, language);
        compounds.removeIf([&](const QString& c) { return named.contains(c); });
        if (!compounds.isEmpty()) {
            makeOwnForms(terms[i], compounds);
            makeOwnForms(terms[i + 1], compounds);
        }
        // The dictionary's word for exactly the two ("Notrufnummer": emergency number) is searched first.
        if (!named.isEmpty()) {
            makeOwnForms(terms[i], named, true);
            makeOwnForms(terms[i + 1], named, true);
        }
    }
}

QStringList Vocabulary::translatedCompounds(const QString& first, const QString& second, Language language) const
{
    const Lexicon& lexicon = Lexicon::shared();
    const auto part = [](const QString& w) { return w.size() >= minCompoundPart && !w.contains(QLatin1Char(' ')); };
    QStringList compounds;
    for (const QString& a : lexicon.translations(first, language)) {
        for (const QString& b : lexicon.translations(second, language)) {
            if (!part(a) || !part(b))
                continue;
            for (const char* link : links) {
                const QString compound = a + QLatin1String(link) + b;
                if (m_frequency.contains(compound) && !compounds.contains(compound))
                    compounds.append(compound);
            }
        }
    }
    return compounds;
}

QStringList Vocabulary::compoundsTranslatedAs(const QString& first, const QueryTerm& second, Language language) const
{
    const Lexicon& lexicon = Lexicon::shared();
    const QString phrase = first + QLatin1Char(' ') + second.word;
    // The second word's translations, its curated group ("Nummer": FreeDict's "number" lacks it) and the
    // handbook's words for it.
    QStringList tails = lexicon.translations(second.word, language) + lexicon.curated(second.word) + second.forms;
    QStringList found;
    for (const QString& tail : std::as_const(tails)) {
        if (tail.size() < minCompoundPart || tail.contains(QLatin1Char(' ')))
            continue;
        for (auto it = std::lower_bound(m_byEnding.cbegin(), m_byEnding.cend(), tail, backwardsLess);
             it != m_byEnding.cend() && it->endsWith(tail); ++it) {
            if (it->size() > tail.size() && !found.contains(*it)
                && lexicon.phraseTranslations(*it, Language::German).contains(phrase))
                found.append(*it);
        }
    }
    return found;
}

void Vocabulary::makeOwnForms(QueryTerm& t, const QStringList& forms, bool lead) const
{
    // Leading forms are the word as written, first: ranking reads a term's first two forms.
    qsizetype next = 0;
    for (const QString& form : forms) {
        // A related form so far (compoundsEndingIn: a kind of watch), the word itself now.
        const qsizetype at = t.forms.indexOf(form);
        if (at >= 0 && at < t.ownForms && (!lead || at < next))
            continue;
        if (at >= 0) {
            t.writtenForms -= at < t.writtenForms ? 1 : 0;
            t.ownForms -= at < t.ownForms ? 1 : 0;
            t.forms.removeAt(at);
        }
        t.forms.insert(lead ? next++ : t.ownForms, form);
        ++t.ownForms;
        t.writtenForms += lead ? 1 : 0;
    }
    if (t.forms.size() > maxFormsPerTerm)
        t.forms.resize(maxFormsPerTerm);
    t.ownForms = std::min<int>(t.ownForms, int(t.forms.size()));
    t.writtenForms = std::min(t.writtenForms, t.ownForms);
    setWeight(t, frequencyOf(t.forms.mid(0, t.ownForms)));
}

} // namespace lotse
