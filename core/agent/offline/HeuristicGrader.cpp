// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeuristicGrader.h"

#include "AskedAbout.h"
#include "Conjoined.h"
#include "OfferedThing.h"
#include "OfflinePhrases.h"
#include "TermCoverage.h"
#include "agent/QuestionRouter.h"
#include "answer/Contact.h"
#include "answer/Quantity.h"
#include "answer/Timing.h"
#include "retrieval/SectionPassages.h"
#include "retrieval/Vocabulary.h"
#include "text/Phrasebook.h"
#include "text/SentenceSplitter.h"
#include "text/Tokenizer.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <functional>

namespace lotse {

namespace {

QString quoted(const QStringList& words, Language language)
{
    QStringList out;
    for (const QString& w : words)
        out.append(OfflinePhrases::quote(w, language));
    return out.join(QStringLiteral(", "));
}

// Whether a sentence of the hit's evidence holds(sentence).
bool anySentence(const Hit& hit, const std::function<bool(QStringView)>& holds)
{
    const QString text = TermCoverage::evidenceText(hit);
    const QList<TextSpan> spans = SentenceSplitter::split(text);
    return std::any_of(spans.cbegin(), spans.cend(),
                       [&](const TextSpan& span) { return holds(QStringView(text).mid(span.start, span.length())); });
}

} // namespace

HeuristicGrader::HeuristicGrader(Vocabulary& vocabulary, SectionPassages& sections, const AgentOptions& options)
    : m_vocabulary(vocabulary)
    , m_sections(sections)
    , m_options(options)
{}

QList<QList<int>> HeuristicGrader::sectionsOf(const QList<Hit>& hits)
{
    // A section the chunker split into several passages (a table and the paragraph after it) is still one
    // place, so retrieved passages under the same heading of the same document are judged together.
    QList<QList<int>> sections;
    for (int i = 0; i < hits.size(); ++i) {
        const Hit& h = hits.at(i);
        auto same = std::find_if(sections.begin(), sections.end(),
                                 [&](const QList<int>& s) { return hits.at(s.first()).sameSectionAs(h); });
        if (same == sections.end())
            sections.append(QList<int>{i});
        else
            same->append(i);
    }
    return sections;
}

HeuristicGrader::Section HeuristicGrader::sectionOf(const QList<int>& passages, const QueryTerms& terms,
                                                    const QList<Hit>& hits, const Asks& asks)
{
    QSet<QString> tokens;
    for (int i : passages)
        tokens.unite(TermCoverage::tokensOf(hits.at(i)));
    const QSet<QString> heading = TermCoverage::headingTokensOf(hits.at(passages.first()));
    const auto names = [&](const QueryTerm& t) { return t.inIndex() && t.matches(heading); };
    // idf (BM25's) at log 2: the word is in half of the passages.
    const auto namesTopic = [&](const QueryTerm& t) { return names(t) && t.idf >= std::log(2.0); };
    const QSet<QString> implied =
        (asks.time ? timeStated(passages, terms, hits, tokens) : QSet<QString>()) | moneyStated(passages, terms, hits);
    Section section;
    section.passages = passages;
    section.coverage = TermCoverage::of(terms, tokens, TermCoverage::absentShare, implied);
    section.tokens = tokens;
    section.together = mostWordsInOneSentence(passages, terms, hits, implied);
    section.namedInHeading = std::any_of(terms.cbegin(), terms.cend(), names);
    section.relatedInHeading = std::all_of(terms.cbegin(), terms.cend(), [&](const QueryTerm& t) {
        return !t.inIndex() || t.match(tokens) != QueryTerm::Match::Related || t.matches(heading);
    });
    section.headingNamesTopic = std::any_of(terms.cbegin(), terms.cend(), namesTopic);
    section.implied = implied;
    section.verbWithTime = saysVerbWithTime(passages, terms, hits, asks.timeVerbs);
    section.statesKind = !asks.kinds.isEmpty() && std::any_of(passages.cbegin(), passages.cend(), [&](int i) {
        return Quantity::statedIn(TermCoverage::evidenceText(hits.at(i)), asks.kinds);
    });
    return section;
}

QSet<QString> HeuristicGrader::timeVerbsAsked(const QString& question)
{
    QSet<QString> verbs;
    for (const TextSpan& span : SentenceSplitter::split(question)) {
        const QString sentence = question.mid(span.start, span.length());
        if (!Timing::asked(sentence))
            continue;
        for (const QString& word : Vocabulary::keywords(sentence)) {
            if (Timing::verb(word))
                verbs.insert(word);
        }
    }
    return verbs;
}

bool HeuristicGrader::saysVerbWithTime(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits,
                                       const QSet<QString>& verbs)
{
    if (verbs.isEmpty())
        return false;
    const auto says = [&](QStringView sentence) {
        const QSet<QString> words = QueryTerm::textTokens(sentence);
        const auto verbSaid = [&](const QueryTerm& t) {
            return t.inIndex() && verbs.contains(t.word) && t.match(words) == QueryTerm::Match::Own;
        };
        return std::any_of(terms.cbegin(), terms.cend(), verbSaid) && Timing::statedIn(sentence);
    };
    return std::any_of(passages.cbegin(), passages.cend(), [&](int i) { return anySentence(hits.at(i), says); });
}

bool HeuristicGrader::verbSaidAbout(const QueryTerms& terms, const QList<Hit>& hits)
{
    const auto verb = [](const QueryTerm& t) { return t.inIndex() && Timing::verb(t.word); };
    if (std::none_of(terms.cbegin(), terms.cend(), verb))
        return false;
    return std::any_of(hits.cbegin(), hits.cend(), [&](const Hit& hit) {
        return anySentence(hit, [&](QStringView sentence) {
            const QSet<QString> words = QueryTerm::textTokens(sentence);
            const auto held = [&](const QueryTerm& t) { return t.inIndex() && t.matches(words); };
            const auto other = [&](const QueryTerm& t) { return held(t) && !verb(t); };
            const auto verbHeld = [&](const QueryTerm& t) { return verb(t) && held(t); };
            return std::any_of(terms.cbegin(), terms.cend(), verbHeld)
                   && std::any_of(terms.cbegin(), terms.cend(), other);
        });
    });
}

QSet<QString> HeuristicGrader::moneyStated(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits)
{
    QSet<QString> words;
    for (const QueryTerm& t : terms) {
        if (Quantity::namesMoney(t.word))
            words.insert(t.word);
    }
    const auto sum = [&](int i) {
        return Quantity::statedIn(TermCoverage::evidenceText(hits.at(i)), Quantity::moneyKinds());
    };
    return !words.isEmpty() && std::any_of(passages.cbegin(), passages.cend(), sum) ? words : QSet<QString>();
}

QSet<QString> HeuristicGrader::timeStated(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits,
                                          const QSet<QString>& tokens)
{
    QSet<QString> verbs;
    for (const QueryTerm& t : terms) {
        if (Timing::verb(t.word) && !(t.inIndex() && t.matches(tokens)))
            verbs.insert(t.word);
    }
    if (verbs.isEmpty())
        return {};
    const auto answered = [&](QStringView sentence) {
        if (!Timing::statedIn(sentence))
            return false;
        const QSet<QString> words = QueryTerm::textTokens(sentence);
        return std::any_of(terms.cbegin(), terms.cend(), [&](const QueryTerm& t) {
            return t.inIndex() && !verbs.contains(t.word) && t.matches(words);
        });
    };
    const bool stated =
        std::any_of(passages.cbegin(), passages.cend(), [&](int i) { return anySentence(hits.at(i), answered); });
    return stated ? verbs : QSet<QString>();
}

HeuristicGrader::Section HeuristicGrader::bestSection(const QueryTerms& terms, const QList<Hit>& hits, const Asks& asks)
{
    // The single best section decides: an answer should stand on one place in the handbook, not on
    // words scattered over several.
    // Between sections of about the same coverage, the one whose sentences hold more of the question's
    // words together speaks about the question (docs/eval-dev.md, change 10).
    QList<Section> candidates;
    // Where the handbook says the verb about the question's topic ("Der Mutterschutz beginnt sechs Wochen vor
    // …"), that sentence answers; a time stated elsewhere does not stand in for it.
    const Asks asked{asks.twoSided, asks.time && !verbSaidAbout(terms, hits), asks.kinds, asks.timeVerbs, asks.amount};
    for (const QList<int>& passages : sectionsOf(hits))
        candidates.append(sectionOf(passages, terms, hits, asked));
    qsizetype bestIndex = -1;
    double bestKey = -1;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const Section& c = candidates.at(i);
        // Of sections alike, the one whose heading names a question word is about it ("Lost or stolen
        // equipment" over "Security incidents" for "Laptop verloren").
        const double key = c.coverage.share + togetherBonus * std::min(5, c.together.related)
                           + (c.namedInHeading ? headingBonus : 0.0) + (c.statesKind ? figureBonus : 0.0)
                           + (c.verbWithTime ? verbTimeBonus : 0.0);
        if (key > bestKey + 1e-9) {
            bestIndex = i; // its first passage is its best-ranked
            bestKey = key;
        }
    }
    Section best = bestIndex >= 0 ? candidates.takeAt(bestIndex) : Section();
    // … unless the question asks about two things: the datasets' two ways of publishing each have a section
    // (docs/eval-dev.md, change 84).
    if (asks.twoSided && bestIndex >= 0)
        best = pairedWith(best, candidates, terms, hits);
    else if (asks.amount && bestIndex >= 0)
        best = withFigureBelow(best, candidates, terms, hits, asks.kinds);
    // Words the knowledge base never uses weigh little when the section's heading names one of the
    // question's words ("baby" under "New Parent Leave"); under a heading that names none, such a
    // word is as likely the topic ("dog" against "Remote Work"), and weighs like a typical word.
    if (!best.namedInHeading && !best.coverage.absent.isEmpty())
        best.coverage = TermCoverage::of(terms, best.tokens, 1.0, best.implied);
    return best;
}

HeuristicGrader::Section HeuristicGrader::pairedWith(const Section& best, const QList<Section>& others,
                                                     const QueryTerms& terms, const QList<Hit>& hits)
{
    // The other section that covers most of what the best one lacks, judged together with it; the best
    // alone when no other adds a word. Of others alike, the one whose heading names a question word, as in
    // bestSection(). Both must say in their heading what they are about: words of the question scattered
    // over sections are no two sides.
    if (!best.namedInHeading)
        return best;
    Section paired = best;
    double bestKey = best.coverage.share;
    for (const Section& other : others) {
        const QSet<QString> tokens = best.tokens | other.tokens;
        const TermCoverage both =
            TermCoverage::of(terms, tokens, TermCoverage::absentShare, best.implied | other.implied);
        const double key = both.share + togetherBonus * std::min(5, other.together.related)
                           + (other.namedInHeading ? headingBonus : 0.0);
        if (both.share <= best.coverage.share + 1e-9 || key <= bestKey + 1e-9)
            continue;
        // The heading names a word it adds ("Imperia: Datenrubrik" next to "Imperia: SimpleSearch").
        const QSet<QString> heading = TermCoverage::headingTokensOf(hits.at(other.passages.first()));
        const bool namesAdded = std::any_of(terms.cbegin(), terms.cend(), [&](const QueryTerm& t) {
            return t.inIndex() && t.matches(heading) && !t.matches(best.tokens);
        });
        if (!namesAdded)
            continue;
        bestKey = key;
        paired = joined(best, other, both);
    }
    return paired;
}

bool HeuristicGrader::statesFigureAbout(const Section& section, const QueryTerms& terms, const QList<Hit>& hits,
                                        const QStringList& kinds, int specificIn)
{
    // With `specificIn` (the knowledge base's passages), only a word specific to a part of it counts, and not the
    // verb that asks for the sum ("How much does Nordlicht pay for …").
    const auto about = [&](QStringView sentence) {
        if (!Quantity::statedIn(sentence, kinds))
            return false;
        const QSet<QString> words = QueryTerm::textTokens(sentence);
        return std::any_of(terms.cbegin(), terms.cend(), [&](const QueryTerm& t) {
            return t.inIndex() && t.matches(words)
                   && (specificIn <= 0 || (specific(t.documentFrequency, specificIn) && !Quantity::paying(t.word)));
        });
    };
    return std::any_of(section.passages.cbegin(), section.passages.cend(),
                       [&](int i) { return anySentence(hits.at(i), about); });
}

HeuristicGrader::Section HeuristicGrader::withFigureBelow(const Section& best, const QList<Section>& others,
                                                          const QueryTerms& terms, const QList<Hit>& hits,
                                                          const QStringList& kinds)
{
    const auto states = [&](int i) { return Quantity::statedIn(TermCoverage::evidenceText(hits.at(i)), kinds); };
    if (std::any_of(best.passages.cbegin(), best.passages.cend(), states))
        return best;
    const Hit& top = hits.at(best.passages.first());
    const auto below = [&](const Section& s) {
        const Hit& h = hits.at(s.passages.first());
        return h.documentId == top.documentId && h.path == top.path && h.headingPath.size() > top.headingPath.size()
               && h.headingPath.first(top.headingPath.size()) == top.headingPath;
    };
    // The best-ranked such subsection: sections come in the order of their best passage.
    for (const Section& other : others) {
        if (!below(other) || !statesFigureAbout(other, terms, hits, kinds))
            continue;
        Section both = joined(best, other,
                              TermCoverage::of(terms, best.tokens | other.tokens, TermCoverage::absentShare,
                                               best.implied | other.implied));
        both.figureBelow = true;
        return both;
    }
    return best;
}

HeuristicGrader::Section HeuristicGrader::joined(const Section& best, const Section& other, const TermCoverage& both)
{
    Section paired = best;
    paired.coverage = both;
    paired.tokens = best.tokens | other.tokens;
    paired.passages = best.passages + other.passages;
    paired.together = {std::max(best.together.own, other.together.own),
                       std::max(best.together.related, other.together.related)};
    paired.implied = best.implied | other.implied;
    paired.pairedWith = other.passages.first();
    for (const QString& word : both.covered) {
        if (!best.coverage.covered.contains(word))
            paired.pairedCovers.append(word);
    }
    return paired;
}

HeuristicGrader::SentenceWords HeuristicGrader::mostWordsInOneSentence(const QList<int>& passages,
                                                                       const QueryTerms& terms, const QList<Hit>& hits,
                                                                       const QSet<QString>& implied)
{
    // The question's words together in one sentence show that the section speaks about the question,
    // where words scattered over a section may be a coincidence.
    SentenceWords most;
    for (int i : passages) {
        const QString text = TermCoverage::evidenceText(hits.at(i));
        for (const TextSpan& span : SentenceSplitter::split(text)) {
            const QSet<QString> tokens = QueryTerm::textTokens(QStringView(text).mid(span.start, span.length()));
            SentenceWords here;
            // A row "Spätschicht | 14:00–22:00 Uhr" holds "Spätschicht" and says when it starts.
            if (!implied.isEmpty() && Timing::statedIn(QStringView(text).mid(span.start, span.length())))
                here.related += int(implied.size());
            for (const QueryTerm& t : terms) {
                const QueryTerm::Match m = t.inIndex() ? t.match(tokens) : QueryTerm::Match::None;
                here.own += m == QueryTerm::Match::Own ? 1 : 0;
                here.related += m != QueryTerm::Match::None ? 1 : 0;
            }
            most = {std::max(most.own, here.own), std::max(most.related, here.related)};
        }
    }
    return most;
}

bool HeuristicGrader::contactAbout(const Section& best, const GradeInput& input, const QueryTerms& terms, int passages)
{
    const auto specificWord = [&](QStringView sentence) {
        const QSet<QString> tokens = QueryTerm::textTokens(sentence);
        return std::any_of(terms.cbegin(), terms.cend(), [&](const QueryTerm& t) {
            return t.inIndex() && specific(t.documentFrequency, passages) && t.match(tokens) == QueryTerm::Match::Own;
        });
    };
    // The sentence that names the contact holds the question's word, or the one before it in its paragraph
    // does, which it goes on from: "… herabwürdigende Witze … Wenn Sie so etwas erleben, wenden Sie sich an …".
    const auto namesAbout = [&](const Hit& hit) {
        const QString text = TermCoverage::evidenceText(hit);
        const QList<TextSpan> spans = SentenceSplitter::split(text);
        for (qsizetype i = 0; i < spans.size(); ++i) {
            const QStringView sentence = QStringView(text).mid(spans.at(i).start, spans.at(i).length());
            if (!Contact::namedIn(sentence))
                continue;
            if (specificWord(sentence))
                return true;
            if (i == 0)
                continue;
            const TextSpan& before = spans.at(i - 1);
            const bool sameParagraph =
                !QStringView(text).mid(before.end, spans.at(i).start - before.end).contains(u"\n\n");
            if (sameParagraph && specificWord(QStringView(text).mid(before.start, before.length())))
                return true;
        }
        return false;
    };
    return std::any_of(best.passages.cbegin(), best.passages.cend(),
                       [&](int i) { return namesAbout(input.hits.at(i)); });
}

bool HeuristicGrader::specific(int documentFrequency, int passages)
{
    // In at most √N of N passages (10 of 100, 100 of 10,000): about where BM25's idf is half its
    // highest, but also meaningful in a one-file handbook, where every word is in every passage.
    return documentFrequency <= std::max(1.0, std::sqrt(double(passages)));
}

HeuristicGrader::Checks HeuristicGrader::judge(const Section& best, const GradeInput& input, const QueryTerms& terms,
                                               int passages, const QList<Hit>& readOn) const
{
    Checks k;
    const TermCoverage& c = best.coverage;
    // Chatty questions carry many words the section need not have ("I asked my supervisor … how soon
    // will I hear back"): a share of the weight decides, not a count of missing words.
    k.coverage = c.share > m_options.sufficientCoverage;
    // Short of the share, a section is on the question's topic only when its heading says so: two rare
    // words in common are often a coincidence ("4th" in "the 4th wing" for "July 4th").
    k.nearCoverage = c.share > std::min(ambiguousShare, m_options.sufficientCoverage);
    k.namedInHeading = best.namedInHeading;
    k.headingNamesTopic = best.headingNamesTopic;
    // The topic must be there: two covered words that are specific to a part of the knowledge base
    // (see specific()).
    // One shared rare word is a coincidence ("birthday" in "Birthday of Martin Luther King"), and
    // "company" and "year" cannot carry "company pension".
    for (int df : std::as_const(c.anchorDf))
        k.anchors += specific(df, passages) ? 1 : 0;
    double nearly = 0;
    for (int df : std::as_const(c.anchorDf))
        nearly += specific(df, passages) ? 1.0 : df <= nearlySpecific * std::sqrt(double(passages)) ? 0.5 : 0.0;
    // A section that holds most of the question's weight needs no rare word to show its topic: in a
    // small handbook no word is rare ("vacation days per year" in an eight-file handbook).
    // Never without one, and never on one word: "company car" with "car" nowhere in the handbook is
    // not covered by "company", however little the absent word weighs.
    // A question with one word the handbook uses ("Overtime?") has only that word to show it.
    const qsizetype inIndex = c.covered.size() + c.missing.size() + c.elsewhere.size();
    const bool oneWord = inIndex == 1;
    // Or one rare word, and a sentence that holds three of the question's words: the section speaks about
    // the question ("diversity … core values"), not only uses its words here and there.
    // Own forms only for this: a synonym is weaker evidence. For "two words together" (wordsTogether())
    // a related form counts: German compounds rarely repeat the question's own word.
    k.sentenceWords = best.together.own;
    k.sentenceWordsAny = best.together.related;
    k.fewWords = inIndex <= 2;
    k.anchored =
        (k.anchors >= anchorsNeeded && !oneWord)
        || (k.anchors >= 1 && c.covered.size() >= std::min<qsizetype>(2, inIndex) && c.share >= selfEvidentShare)
        || (k.anchors >= 1 && k.sentenceWords >= sentenceWordsNeeded)
        // Every word of the question there as itself (not through a synonym), one of them in the section's
        // heading: the section is about it, however common its words are in a large handbook ("Urlaubstage pro Jahr"
        // under "Annual leave" in a handbook where every other page says "leave"). So for a question of one
        // word: "Wie viele Urlaubstage habe ich?" under "Vacation and Sick Leave". A word there only through a
        // synonym counts where the heading names it so: "How many vacation days do I get?" under "Annual Leave ›
        // Entitlement" (change 131).
        || (c.missing.isEmpty() && c.absent.isEmpty() && (c.related.isEmpty() || best.relatedInHeading)
            && best.namedInHeading);
    // Or so, but for things the question lists beside those the section is about ("my wallet, keys and laptop"):
    // it answers part of the question (ambiguous()). An absent word standing alone is the topic ("overtime").
    const auto listedWithCovered = [&](const QString& word) {
        return Conjoined::withAny(input.question, word, c.covered);
    };
    const QStringList lacking = c.missing + c.absent;
    k.coversPartOfList = !k.anchored && !oneWord && !lacking.isEmpty() && (c.related.isEmpty() || best.relatedInHeading)
                         && best.namedInHeading && std::all_of(lacking.cbegin(), lacking.cend(), listedWithCovered);
    k.nearlyAnchored = !k.anchored && nearly >= anchorsNeeded && !oneWord;
    // "Who do I talk to if a coworker harasses me?": one rare word ("harasses"), and a sentence of the
    // section that names whom to contact about it ("If you are being harassed, … please contact B
    // (b@getclef.com)"): the section says what was asked, about the question's topic.
    if (!k.anchored && k.anchors >= 1 && Contact::asked(input.question))
        k.anchored = contactAbout(best, input, terms, passages);
    // "When does my leftover vacation expire?": one rare word ("expire"), said with a date in a section whose
    // heading names the topic ("Carry-Over of Unused Leave": "… after that date they expire").
    if (!k.anchored && k.anchors >= 1 && best.verbWithTime && best.namedInHeading)
        k.anchored = true;
    // "Wie lange dauert es, bis sie im Portal auftauchen?": one rare word ("freigeschaltet"), and the section
    // states the kind of figure asked in a sentence that holds it ("… kann es bis zu 60 Minuten dauern, bis
    // neu freigeschaltete Datensätze …"): it says what was asked, about the question's topic.
    const QStringList kinds = Quantity::askedKinds(input.question);
    if (!k.anchored && k.anchors >= 1 && !oneWord && !kinds.isEmpty())
        k.anchored = statesFigureAbout(best, terms, input.hits, kinds, passages);
    // "How many days …", "Wie lange …": a section that states no figure does not answer it.
    // "How long …" wants a duration, "how much does … pay" a sum: another kind of figure does not answer it.
    k.asksQuantity = Quantity::askedAmount(input.question);
    for (const QString& word : Vocabulary::keywords(Quantity::counted(input.question)))
        k.countedAbsent = k.countedAbsent || c.absent.contains(word);
    // "Bekomme ich für den Umzug Sonderurlaub?": the thing asked for, not the story's "Kiel" and "Rendsburg".
    for (const QString& word : Vocabulary::keywords(OfferedThing::of(input.question))) {
        k.offered = word;
        k.offeredMissing = c.missing.contains(word) || c.absent.contains(word);
        k.offeredPhrase = OfferedThing::phrase(input.question);
    }
    // The section's passages next to the retrieved ones count: the answer reads on there (ExtractiveAnswerer).
    const auto states = [&](const Hit& hit) { return Quantity::statedIn(TermCoverage::evidenceText(hit), kinds); };
    k.statesQuantity =
        std::any_of(best.passages.cbegin(), best.passages.cend(), [&](int i) { return states(input.hits.at(i)); });
    k.quantityReadOn = !k.statesQuantity && std::any_of(readOn.cbegin(), readOn.cend(), states);
    k.statesQuantity = k.statesQuantity || k.quantityReadOn;
    // BM25 scores shrink with the size of the knowledge base (a one-file handbook scores near 0):
    // a passage that holds every key term itself needs no score to prove it.
    const bool complete = c.missing.isEmpty() && c.absent.isEmpty() && c.related.isEmpty();
    k.score = complete || input.hits.at(best.passages.first()).score >= m_options.minScore;
    return k;
}

QString HeuristicGrader::describe(const Section& best, const QList<Hit>& hits, int total, Language language)
{
    const auto tr = [language](const char* text) { return Phrasebook::text(language, "lotse::HeuristicGrader", text); };
    const TermCoverage& c = best.coverage;
    const Hit& hit = hits.at(best.passages.first());
    // The best section's own passages, not those of the section paired with it.
    const int parts = int(best.pairedWith >= 0 ? best.passages.indexOf(best.pairedWith) : best.passages.size());
    QString rationale = (parts > 1 ? tr("Best section “%1” (%5 passages, best score %2) covers %3 of %4 key terms")
                                   : tr("Best passage “%1” (score %2) covers %3 of %4 key terms"))
                            .arg(hit.label())
                            .arg(hit.score, 0, 'f', 2)
                            .arg(c.covered.size())
                            .arg(total);
    if (parts > 1)
        rationale = rationale.arg(parts);
    if (!c.covered.isEmpty())
        rationale += QStringLiteral(" (") + quoted(c.covered, language) + QLatin1Char(')');
    if (!c.missing.isEmpty())
        rationale += tr("; missing: %1").arg(quoted(c.missing, language));
    rationale += QLatin1Char('.');
    if (best.figureBelow)
        rationale += QLatin1Char(' ')
                     + tr("Judged together with its subsection “%1”, which states the figure asked for.")
                           .arg(hits.at(best.pairedWith).label());
    else if (best.pairedWith >= 0)
        rationale += QLatin1Char(' ')
                     + tr("The question asks about two things: judged together with “%1”, which adds %2.")
                           .arg(hits.at(best.pairedWith).label(), quoted(best.pairedCovers, language));
    QStringList related = c.related;
    for (const QString& word : c.implied)
        related.removeAll(word);
    if (!related.isEmpty())
        rationale += QLatin1Char(' ') + tr("Only through a related word: %1.").arg(quoted(related, language));
    QStringList time = c.implied;
    QStringList sum;
    for (const QString& word : c.implied) {
        if (Quantity::namesMoney(word)) {
            time.removeAll(word);
            sum.append(word);
        }
    }
    if (!time.isEmpty())
        rationale += QLatin1Char(' ') + tr("%1 asks for a time, which the section states.").arg(quoted(time, language));
    if (!sum.isEmpty())
        rationale += QLatin1Char(' ') + tr("%1 asks for a sum, which the section states.").arg(quoted(sum, language));
    if (!c.absent.isEmpty())
        rationale += QLatin1Char(' ')
                     + (c.absent.size() == 1 ? tr("%1 occurs nowhere in the knowledge base.")
                                             : tr("%1 occur nowhere in the knowledge base."))
                           .arg(quoted(c.absent, language));
    return rationale;
}

QString HeuristicGrader::verdictLine(const Checks& k, const Section& best, Language language) const
{
    const auto tr = [language](const char* text) { return Phrasebook::text(language, "lotse::HeuristicGrader", text); };
    const int share = qRound(best.coverage.share * 100);
    if (k.passed())
        return tr("Sufficient: %1% of the question's weight is covered.").arg(share);
    if (k.ambiguous() && k.coverage && !k.wordsTogether())
        return tr("Ambiguous: the section holds the question's words, but no sentence of it holds two of them: "
                  "it may speak about something else. Answered from it, with that caveat, if no round is "
                  "sufficient.");
    if (k.ambiguous()) {
        return tr("Ambiguous: the section is on the question's topic, but only %1% of the question's weight is "
                  "covered (more than %2% is sufficient). Answered from it, with that caveat, if no round is "
                  "sufficient.")
            .arg(share)
            .arg(qRound(m_options.sufficientCoverage * 100));
    }
    if (!k.coverage) {
        return tr("Not sufficient: %1% of the question's weight is covered, more than %2% needed.")
            .arg(share)
            .arg(qRound(m_options.sufficientCoverage * 100));
    }
    if (!k.anchored && !k.nearlyAnchored) {
        return tr("Not sufficient: too little shows that the section is about the question's topic. Covered "
                  "words specific to this part of the knowledge base: %1; needed: %2, or 1 together with %3% of "
                  "the question's weight covered, or 1 together with a sentence holding %4 of the question's "
                  "words (the most in one sentence: %5).")
            .arg(k.anchors)
            .arg(anchorsNeeded)
            .arg(qRound(selfEvidentShare * 100))
            .arg(sentenceWordsNeeded)
            .arg(k.sentenceWords);
    }
    if (k.offeredMissing)
        return tr("Not sufficient: the question asks whether %1 is given, and the section does not name it.")
            .arg(quoted({k.offeredPhrase}, language));
    if (k.countedAbsent)
        return tr("Not sufficient: the question asks for a number or an amount of something the knowledge base "
                  "never names, so no section states it.");
    if (k.asksQuantity && !k.statesQuantity)
        return tr("Not sufficient: the question asks for an amount, a duration or a date, and the section states none "
                  "of that kind.");
    if (!k.wordsTogether())
        return tr("Not sufficient: no sentence of the section holds two of the question's words, and its heading "
                  "names none of them (or only words found all over the knowledge base): it speaks about something "
                  "else.");
    return tr("Not sufficient: the match is too weak (score below %1).").arg(m_options.minScore, 0, 'f', 2);
}

void HeuristicGrader::grade(const GradeInput& input, Done done)
{
    // Always judged against the question itself, not the rewritten query: a rewrite must not
    // talk the grader into accepting evidence for a different question.
    const auto analyzed = m_vocabulary.analyze(input.question);
    // The rationale ends up in refusals, which speak the question's language, whatever the interface's.
    const Language language = LanguageGuess::of(input.question);
    const auto tr = [language](const char* text) { return Phrasebook::text(language, "lotse::HeuristicGrader", text); };
    if (!analyzed) {
        done(analyzed.error());
        return;
    }
    const QueryTerms terms = AskedAbout::of(analyzed.value(), input.question);
    Verdict v;
    if (terms.isEmpty()) {
        v.rationale = tr("The question has no words to search for (only common words like “what” or “the”).");
        v.raw = QJsonObject{{QStringLiteral("sufficient"), false}, {QStringLiteral("keyTerms"), QJsonArray()}};
        done(v);
        return;
    }
    if (input.hits.isEmpty()) {
        v.rationale = tr("No passage matched any key term.");
        for (const QueryTerm& t : terms)
            v.missing.append(t.word); // a phrase as one ("13. Monatsgehalt"), as everywhere else
        v.raw = QJsonObject{{QStringLiteral("sufficient"), false},
                            {QStringLiteral("keyTerms"), QJsonArray::fromStringList(v.missing)}};
        done(v);
        return;
    }

    const auto passages = m_vocabulary.passageCount();
    if (!passages) {
        done(passages.error());
        return;
    }
    const bool amount = Quantity::askedAmount(input.question);
    const Section best = bestSection(terms, input.hits,
                                     {QuestionRouter::compares(input.question), Timing::asked(input.question),
                                      Quantity::askedKinds(input.question), timeVerbsAsked(input.question), amount});
    // The section's next passages matter only for a figure asked for: no reading otherwise.
    QList<Hit> readOn;
    if (amount) {
        QList<Hit> section;
        for (int i : best.passages)
            section.append(input.hits.at(i));
        auto read = m_sections.around(section, SectionPassages::answerReach);
        if (!read) {
            done(read.error());
            return;
        }
        readOn = std::move(read).value();
    }
    done(verdict(best, judge(best, input, terms, passages.value(), readOn), input, terms, language));
}

Verdict HeuristicGrader::verdict(const Section& best, const Checks& checks, const GradeInput& input,
                                 const QueryTerms& terms, Language language) const
{
    Verdict v;
    v.sufficient = checks.passed();
    v.ambiguous = checks.ambiguous();
    v.figureMissing = checks.asksQuantity && !checks.statesQuantity;
    v.thingMissing = checks.offeredMissing ? checks.offered : QString();
    v.thingAsked = checks.offeredMissing ? checks.offeredPhrase : QString();
    v.strength = best.coverage.share;
    for (int i : best.passages)
        v.focus.append(input.hits.at(i).chunkId);
    if (best.pairedWith >= 0)
        v.judgedWith = v.focus.mid(best.passages.indexOf(best.pairedWith));
    v.missing = best.coverage.missing + best.coverage.absent;
    v.absent = best.coverage.absent;
    const Hit& hit = input.hits.at(best.passages.first());
    v.rationale = describe(best, input.hits, int(terms.size()), language) + QLatin1Char(' ')
                  + verdictLine(checks, best, language);
    v.raw = rawOutput(v, best, checks, hit, terms);
    return v;
}

// Everything the verdict rests on, for the inspector's "raw verdict" and the traces.
QJsonObject HeuristicGrader::rawOutput(const Verdict& v, const Section& best, const Checks& checks, const Hit& hit,
                                       const QueryTerms& terms)
{
    const TermCoverage& c = best.coverage;
    // Each key term with its rarity and how the best section holds it: what the share is made of.
    QJsonArray weights;
    for (const QueryTerm& t : terms) {
        const QueryTerm::Match m = t.inIndex() ? t.match(best.tokens) : QueryTerm::Match::None;
        const bool implied = c.implied.contains(t.word);
        weights.append(
            QJsonObject{{QStringLiteral("word"), t.word},
                        {QStringLiteral("idf"), t.idf},
                        {QStringLiteral("passages"), t.documentFrequency},
                        {QStringLiteral("match"), implied && Quantity::namesMoney(t.word) ? QStringLiteral("sum stated")
                                                  : implied                        ? QStringLiteral("time stated")
                                                  : !t.inIndex()                   ? QStringLiteral("absent")
                                                  : m == QueryTerm::Match::Own     ? QStringLiteral("own")
                                                  : m == QueryTerm::Match::Related ? QStringLiteral("related")
                                                                                   : QStringLiteral("none")}});
    }
    return {{QStringLiteral("terms"), weights},
            {QStringLiteral("sufficient"), v.sufficient},
            {QStringLiteral("ambiguous"), v.ambiguous},
            {QStringLiteral("coverage"), c.share},
            {QStringLiteral("anchors"), checks.anchors},
            {QStringLiteral("nearlyAnchored"), checks.nearlyAnchored},
            {QStringLiteral("sentenceWords"), checks.sentenceWords},
            {QStringLiteral("sentenceWordsRelated"), checks.sentenceWordsAny},
            {QStringLiteral("asksQuantity"), checks.asksQuantity},
            {QStringLiteral("countedAbsent"), checks.countedAbsent},
            {QStringLiteral("offeredMissing"), checks.offeredMissing},
            {QStringLiteral("offered"), checks.offered},
            {QStringLiteral("offeredPhrase"), checks.offeredPhrase},
            {QStringLiteral("statesQuantity"), checks.statesQuantity},
            {QStringLiteral("quantityInNextPassages"), checks.quantityReadOn},
            {QStringLiteral("bestChunkId"), hit.chunkId},
            {QStringLiteral("bestScore"), hit.score},
            {QStringLiteral("sectionPassages"), int(best.passages.size())},
            {QStringLiteral("subsectionStatesFigure"), best.figureBelow},
            {QStringLiteral("covered"), QJsonArray::fromStringList(c.covered)},
            {QStringLiteral("related"), QJsonArray::fromStringList(c.related)},
            {QStringLiteral("missing"), QJsonArray::fromStringList(c.missing)},
            {QStringLiteral("absent"), QJsonArray::fromStringList(c.absent)}};
}

} // namespace lotse
