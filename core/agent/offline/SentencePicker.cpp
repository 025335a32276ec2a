// SPDX-License-Identifier: GPL-3.0-or-later
#include "SentencePicker.h"

#include "PassageSentences.h"
#include "TermCoverage.h"
#include "answer/Contact.h"
#include "answer/Period.h"
#include "answer/Quantity.h"
#include "retrieval/SectionNames.h"
#include "text/ExampleMarker.h"
#include "text/Tokenizer.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace lotse {

namespace {

constexpr int minWords = 4;            // shorter pieces are headings, links or table cells
constexpr double passageShare = 0.75;  // a passage must cover this much of what the best one covers …
constexpr double marginalShare = 0.65; // … or this much, and a sentence hold this many specific words:
constexpr int marginalTopicWords = 3;
// A sentence must score this much of the best sentence: at 0.6 (with four sentences at most) answers left out
// the key facts the best sentences did not hold (docs/eval-dev.md, change 4).
constexpr double sentenceCutoff = 0.4;
// A passage that also speaks to an AI assistant was likely planted: its other sentences count half, so
// the handbook's own wording answers first (a contradiction between them is named anyway).
constexpr double instructedPassage = 0.5;
constexpr double quantityBonus = 1.3;  // numbers answer "how many" and "when"
constexpr double contactBonus = 1.3;   // an address answers "who do I talk to"
constexpr double askedKindOrder = 2.0; // a figure of the kind (or per the period) asked leads (finish())
// … and a quote under a heading naming one of the question's more specific words leads before one that only
// shares them (finish()); 1.25 and 1.5 did the same on the tune sets, the smaller kept (change 96).
constexpr double topicHeadingOrder = 1.25;
constexpr double rankDecay = 0.05;     // later passages weigh slightly less
constexpr double headingWeight = 0.25; // a question word in the section's heading, not in the sentence
constexpr int paragraphLeads = 2;      // the best sentences that bring the rest of their paragraph …
constexpr int paragraphRest = 2;       // … up to this many sentences of it

// A sentence that says something: quotable (no instruction, no code) and not a heading, link or cell.
bool statement(const QuotableSentence& s)
{
    return PassageSentences::quotable(s) && Tokenizer::tokens(s.text).size() >= minWords;
}

// A list item's later sentences belong to its first, which names the case they are about ("Gesetzlich
// Versicherte: Die Arztpraxis übermittelt … Der Personalservice ruft sie dort ab."): the index of the item's
// first sentence, or `k` for a sentence of running text.
qsizetype itemStart(const QList<QuotableSentence>& sentences, qsizetype k)
{
    qsizetype start = k;
    while (start > 0 && !sentences.at(start).listItem && sentences.at(start).sameLineAsPrevious)
        --start;
    return sentences.at(start).listItem && !sentences.at(start).instruction ? start : k;
}

bool hasDigit(const QString& s)
{
    return std::any_of(s.cbegin(), s.cend(), [](QChar c) { return c.isDigit(); });
}

// "During this time you must be reachable", "Diese Frist …": the sentence before says what "this" is. Not
// "Das LOR-System …" (an article: a noun follows) nor "Sie …" (how German handbooks address the reader).
bool pointsBack(const QString& sentence)
{
    static const QRegularExpression anaphor(
        QStringLiteral(
            R"(^(this|these|that|those|such|it|during this|in this|in that|at that|for this|if this|if that|otherwise|)"
            R"(past that|after that|before that|beyond that|apart from that|besides that|)"
            R"(if not|if so|dies|diese[rsmn]?|das(?=\s+\p{Ll}|\W*$)|dabei|dafür|dazu|damit|hierfür|hierzu|in dieser|in diesem|)"
            R"(während dieser|bei dieser|zu dieser|solche[rsmn]?|wenn dies|falls dies|wenn das|falls das|)"
            R"(ist das|ist dies|sind diese|andernfalls|ansonsten)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return anaphor.match(sentence).hasMatch();
}

// "Dazu gehen Sie zunächst genauso vor …", "To do this, …": how to do what the sentence before says. Narrower
// than pointsBack(): "This position is full-time" opening a passage starts a topic of its own.
bool goesOnFrom(const QString& sentence)
{
    static const QRegularExpression how(
        QStringLiteral(R"(^(dazu|dafür|hierfür|hierzu|to do this|to do so|for this|for that|in this case|in that case|)"
                       R"(in diesem fall|in dem fall)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return how.match(sentence).hasMatch();
}

// "Working Safely Every Day" does not name the topic of "How many days off …": a unit counts, it names nothing.
// Bare units only: Quantity's unit table also reads compounds by their last part ("Feiertag", "Urlaubstage"),
// and those do name a topic.
bool unitWord(const QString& word)
{
    static const QRegularExpression unit(
        QStringLiteral(R"(^(days?|weeks?|months?|years?|hours?|minutes?|tage?n?|wochen?|monate?n?|jahre?n?|)"
                       R"(stunden?|minuten?)$)"),
        QRegularExpression::CaseInsensitiveOption);
    return unit.match(word).hasMatch();
}

} // namespace

SentencePicker::Figure SentencePicker::Figure::of(const QString& question)
{
    // "How far ahead …", "how early …": a duration ("at least 7 weeks before") answers, and leads.
    const bool ahead = Quantity::askedAhead(question);
    QStringList kinds = Quantity::askedKinds(question);
    if (kinds.isEmpty() && ahead)
        kinds = Quantity::durationKinds();
    // "Bekomme ich Geld für …?": the sum the handbook states is the answer ("300 EUR für die Ausstattung").
    const QStringList words = Tokenizer::tokens(question);
    const bool money =
        std::any_of(words.cbegin(), words.cend(), [](const QString& w) { return Quantity::namesMoney(w); });
    if (kinds.isEmpty() && money)
        kinds = Quantity::moneyKinds();
    return {Quantity::asked(question) || ahead || money, kinds, Period::asked(question), Contact::asked(question),
            PassageSentences::asksAboutDocuments(question)};
}

double SentencePicker::bestOf(const QList<Ref>& refs, int hit)
{
    double best = 0;
    for (const Ref& r : refs)
        best = r.hit == hit ? std::max(best, r.score) : best;
    return best;
}

bool SentencePicker::Figure::answeredBy(const QString& text) const
{
    if (!per.isEmpty())
        return hasDigit(text) && Period::statedIn(text, per);
    return !kinds.isEmpty() && Quantity::statedIn(text, kinds);
}

bool SentencePicker::Figure::statedIn(const QString& text) const
{
    return kinds.isEmpty() && per.isEmpty() ? hasDigit(text) : answeredBy(text);
}

int SentencePicker::nextPassage(const QList<Hit>& evidence, const QHash<int, QList<QuotableSentence>>& byPassage,
                                int hit)
{
    for (auto it = byPassage.cbegin(); it != byPassage.cend(); ++it) {
        const Hit& h = evidence.at(it.key());
        if (h.chunkId == evidence.at(hit).chunkId + 1 && h.sameSectionAs(evidence.at(hit)) && !it.value().isEmpty())
            return it.key();
    }
    return -1;
}

void SentencePicker::addContext(QList<Ref>& chosen, const QList<Hit>& evidence,
                                const QHash<int, QList<QuotableSentence>>& byPassage, const Figure& figure)
{
    // A quoted sentence that points back brings the sentence it points to; for a question asking for
    // a figure, a quoted sentence without one brings its neighbour that states one ("The leave should
    // be taken within a year" after the sentence with the question's words).
    const auto usable = [](const QuotableSentence& s) { return statement(s) && !s.listItem; };
    const auto has = [&](int hit, qsizetype index) {
        return std::any_of(chosen.cbegin(), chosen.cend(),
                           [&](const Ref& r) { return r.hit == hit && r.index == index; });
    };
    const QList<Ref> quoted = chosen;
    for (qsizetype q = 0; q < quoted.size(); ++q) {
        const Ref& r = quoted.at(q);
        const QList<QuotableSentence>& sentences = byPassage.value(r.hit);
        const QuotableSentence& s = sentences.at(r.index);
        QList<qsizetype> context;
        // The best sentences bring the rest of their paragraph: what the author put with a statement
        // is its condition, limit or figure ("… entitles you to leave. The length of leave will be up
        // to 4 months …"). Those sentences rarely repeat the question's words, so requiring them
        // undoes the gain (docs/eval-dev.md, change 15): the paragraph is the unit of topic here.
        if (q < paragraphLeads && !s.listItem) {
            for (qsizetype n = r.index + 1;
                 n < sentences.size() && n <= r.index + paragraphRest && !sentences.at(n).newParagraph; ++n)
                context.append(n);
        }
        if (r.index > 0 && pointsBack(s.text))
            context.append(r.index - 1);
        if (figure.asked && !hasDigit(s.text)) {
            for (qsizetype n : {r.index + 1, r.index - 1}) {
                if (n >= 0 && n < sentences.size() && hasDigit(sentences.at(n).text)) {
                    context.append(n);
                    break;
                }
            }
        }
        // Context follows the quote it belongs to (no score of its own), unless it states the figure asked: "Die
        // Aufzeichnungen werden nach 72 Stunden automatisch gelöscht" after the cameras' places, for "Wie lange
        // bleiben die Aufnahmen … gespeichert?", is the answer, and leads its passage's quotes (finish()).
        for (qsizetype n : std::as_const(context)) {
            if (usable(sentences.at(n)) && !has(r.hit, n))
                chosen.append(
                    {r.hit, n, figure.asked && figure.answeredBy(sentences.at(n).text) ? bestOf(quoted, r.hit) : 0});
        }
        // The passage's last sentence, and the section's next passage goes on from it ("… als Datensatz im
        // Open-Data-Portal veröffentlichen." — "Dazu gehen Sie zunächst genauso vor, …"): that sentence is
        // what it points back to, as within a passage.
        if (r.index == sentences.size() - 1) {
            const int next = nextPassage(evidence, byPassage, r.hit);
            if (next >= 0) {
                const QuotableSentence& first = byPassage.find(next)->first();
                if (goesOnFrom(first.text) && usable(first) && !has(next, 0))
                    chosen.append({next, 0, 0});
            }
        }
    }
}

QSet<QString> SentencePicker::sectionNamesOf(const QList<Hit>& evidence)
{
    QSet<QString> names;
    for (const Hit& h : evidence) {
        names.insert(SectionNames::key(h.title));
        for (const QString& heading : h.headingPath)
            names.insert(SectionNames::key(heading));
    }
    return names;
}

// Score every sentence of the passages that cover a fair share of what the best one covers, so a
// sentence that merely shares one word ("laptop" in an onboarding passage) stays out. The passages
// read next to one of them in its section (after `retrieved`) are scored as part of it.
QList<SentencePicker::Ref> SentencePicker::rank(const Ranking& in, double topicBar, QHash<int, int>& sectionOf,
                                                QHash<int, QList<QuotableSentence>>& byPassage)
{
    const QList<Hit>& evidence = in.evidence;
    const QList<double>& shares = in.shares;
    const double bestShare = in.bestShare;
    QList<Ref> ranked;
    sectionOf.clear();
    for (int i = 0; i < in.passages; ++i) {
        if (shares.at(i) < marginalShare * bestShare)
            continue;
        // A passage below the usual bar is quoted only where a sentence holds three of the question's more
        // specific words: its facts, not its passing mentions (docs/eval-dev.md, change 35).
        const int topicWordsNeeded = shares.at(i) < passageShare * bestShare ? marginalTopicWords : 1;
        QList<int> section{i};
        for (int j = int(in.retrieved); j < evidence.size(); ++j) {
            if (!sectionOf.contains(j) && evidence.at(j).sameSectionAs(evidence.at(i)))
                section.append(j);
        }
        // Two passages found of one section are one section: the limit on sections counts it once (the
        // second passage's "contributes 85% of the cost" was left out as a fourth section).
        int sectionId = i;
        for (auto it = sectionOf.cbegin(); it != sectionOf.cend(); ++it) {
            if (evidence.at(it.key()).sameSectionAs(evidence.at(i))) {
                sectionId = it.value();
                break;
            }
        }
        for (int j : std::as_const(section)) {
            sectionOf.insert(j, sectionId);
            QList<QuotableSentence> sentences = PassageSentences::of(evidence.at(j).text, evidence.at(j).instructions);
            PassageSentences::markNavigation(sentences, in.sectionNames);
            if (!in.figure.documents)
                PassageSentences::markAboutDocument(sentences);
            score(sentences, evidence.at(j), in.terms, topicBar, in.figure, i);
            for (qsizetype k = 0; k < sentences.size(); ++k) {
                // A sentence that shares only words a rewrite added (the topic's title words) with the
                // question is about the neighbouring topic: never quoted as the answer.
                if (sentences.at(k).score > 0 && sentences.at(k).topicWords >= topicWordsNeeded)
                    ranked.append({j, itemStart(sentences, k), sentences.at(k).score});
            }
            byPassage.insert(j, sentences);
        }
    }
    return ranked;
}

SentencePicker::Shares SentencePicker::sharesOf(const QList<Hit>& evidence, int passages, const QueryTerms& terms,
                                                const QSet<qint64>& judged, bool quotedOnly)
{
    Shares out;
    for (int i = 0; i < passages; ++i) {
        Hit passage = evidence.at(i);
        if (quotedOnly)
            passage.text = PassageSentences::withoutAboutDocument(passage.text);
        out.each.append(TermCoverage::of(terms, passage).share);
    }
    out.best = out.each.isEmpty() ? 0 : *std::max_element(out.each.cbegin(), out.each.cend());
    for (int i = 0; i < passages; ++i) {
        if (judged.contains(evidence.at(i).chunkId))
            out.each[i] = std::max(out.each.at(i), passageShare * out.best); // the grader read it with the best
    }
    return out;
}

QList<SentencePicker::Ref> SentencePicker::choose(const QList<Hit>& evidence, qsizetype retrieved,
                                                  const QList<WeightedTerm>& terms, const Figure& figure, Limits limits,
                                                  QHash<int, QList<QuotableSentence>>& byPassage,
                                                  const QSet<qint64>& judged)
{
    const int passages = std::min<int>(int(retrieved), considered(limits));
    QueryTerms plain;
    for (const WeightedTerm& t : terms)
        plain.append(t.term);
    const Shares shares = sharesOf(evidence, passages, plain, judged, false);
    const double topicIdf = topicThreshold(terms, {});

    const QSet<QString> sectionNames = sectionNamesOf(evidence);
    const Ranking ranking{evidence, retrieved, passages, shares.each, shares.best, sectionNames, terms, figure};
    QHash<int, int> sectionOf; // passage → the retrieved passage whose section it is part of
    QList<Ref> ranked = rank(ranking, topicIdf, sectionOf, byPassage);
    // A story's rare words that no passage found holds ("climb back into the cab", "fell due while I was
    // away") can raise the bar above every word the passages share with the question: then only the words
    // found count, rather than quoting nothing (eg-012; as the rule for every question it quoted more
    // sentences off the question on every set: docs/eval-dev.md, change 143).
    if (const double found = topicThreshold(terms, evidence.mid(0, passages)); ranked.isEmpty() && found < topicIdf)
        ranked = rank(ranking, found, sectionOf, byPassage);
    // A page's opening that names its topic is not quoted, yet its words set the bar: "Which means of transport
    // should I use for a business trip?" found the travel policy's opening best, its rail rules fell below the
    // bar, and nothing was quoted. Then the passages count without such sentences. Not always: the bar falls
    // wherever an opening held it, and more sentences off the question pass (docs/eval-dev.md, change 187).
    if (ranked.isEmpty() && !figure.documents) {
        const Shares quoted = sharesOf(evidence, passages, plain, judged, true);
        const Ranking without{evidence, retrieved, passages, quoted.each, quoted.best, sectionNames, terms, figure};
        ranked = rank(without, topicIdf, sectionOf, byPassage);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ref& a, const Ref& b) { return a.score > b.score; });

    // The best sentences, each at most once (chunks overlap), from a few sections.
    QList<Ref> chosen;
    QSet<int> sectionsUsed;
    QSet<QString> texts;
    for (const Ref& r : std::as_const(ranked)) {
        if (chosen.size() >= limits.sentences || r.score < sentenceCutoff * ranked.first().score)
            break;
        const int section = sectionOf.value(r.hit);
        if (!sectionsUsed.contains(section) && sectionsUsed.size() >= limits.passages)
            continue;
        Ref pickedRef = r;
        // A list step is quoted with the sentence that introduces it, and that sentence brings the list;
        // unless that is no statement ("(See below.)"): then the step stands alone.
        if (byPassage.value(r.hit).at(r.index).listItem) {
            if (const qsizetype lead = PassageSentences::leadIn(byPassage.value(r.hit), r.index);
                lead >= 0 && statement(byPassage.value(r.hit).at(lead)))
                pickedRef.index = lead;
            else if (const Ref before = leadInBefore(evidence, byPassage, r); before.hit >= 0)
                pickedRef = before;
            if (pickedRef.hit != r.hit || pickedRef.index != r.index) {
                pickedRef.itemHit = r.hit;
                pickedRef.itemIndex = r.index;
            }
        }
        const QString& text = byPassage.value(pickedRef.hit).at(pickedRef.index).text;
        if (texts.contains(text))
            continue;
        texts.insert(text);
        sectionsUsed.insert(section);
        chosen.append(pickedRef);
    }
    const auto textOf = [&](const Ref& r) { return byPassage.value(r.hit).at(r.index).text; };
    // A list step stands alone where it has no lead-in, here or at the end of the passage before (a list
    // that opens its passage: "1. Melden Sie den Verlust sofort …, spätestens innerhalb von 1 Stunde").
    const auto alone = [&](const Ref& r) {
        if (!byPassage.value(r.hit).at(r.index).listItem)
            return true;
        if (leadInBefore(evidence, byPassage, r).hit >= 0)
            return false;
        const QList<QuotableSentence>& sentences = byPassage.value(r.hit);
        const qsizetype lead = PassageSentences::leadIn(sentences, r.index);
        return lead < 0 || !statement(sentences.at(lead));
    };
    // A sentence not quoted yet, of a section quoted already or, where it may open one, of another while
    // there is room for it.
    const auto quotable = [&](bool opensSection) {
        return [&, opensSection](const Ref& r) {
            return (sectionsUsed.contains(sectionOf.value(r.hit))
                    || (opensSection && sectionsUsed.size() < limits.passages))
                   && !texts.contains(textOf(r)) && alone(r);
        };
    };
    // A question that asks for a figure gets the best sentence of a quoted section that states one,
    // though it holds fewer of the question's words than the cut-off asks ("You have 7 years to
    // exercise your options …" under the passage that explains exercising).
    if (figure.asked) {
        addAnswering(chosen, ranked, quotable(false),
                     [&](const Ref& r) { return Quantity::statedIn(textOf(r), figure.kinds); });
    }
    // So does one that asks whom to turn to, for the sentence that names a contact ("If you are being
    // harassed, … please contact B (b@getclef.com)" under the passage that defines harassment).
    // A contact may open a section of its own, while there is room for one ("Reisen und Spesen ›
    // Ansprechpartner" for "Wer ist mein Ansprechpartner für Reisekosten?", whose sentences hold none of
    // the question's words but under their heading).
    if (figure.whom) {
        addAnswering(chosen, ranked, quotable(true), [&](const Ref& r) { return Contact::namedIn(textOf(r)); });
    }
    return chosen;
}

void SentencePicker::addAnswering(QList<Ref>& chosen, const QList<Ref>& ranked,
                                  const std::function<bool(const Ref&)>& quotable,
                                  const std::function<bool(const Ref&)>& answers)
{
    if (chosen.isEmpty() || std::any_of(chosen.cbegin(), chosen.cend(), answers))
        return;
    const auto answering =
        std::find_if(ranked.cbegin(), ranked.cend(), [&](const Ref& r) { return answers(r) && quotable(r); });
    if (answering != ranked.cend())
        chosen.append(*answering);
}

double SentencePicker::topicThreshold(const QList<WeightedTerm>& terms, const QList<Hit>& passages)
{
    // A sentence is about the question's topic when it holds one of the question's more specific
    // words (idf at least the median of the question's words): "company" or "costs" alone is not.
    // With passages, only the words some of them hold count.
    QList<QSet<QString>> tokens;
    for (const Hit& hit : passages)
        tokens.append(TermCoverage::tokensOf(hit));
    const auto found = [&](const QueryTerm& term) {
        return std::any_of(tokens.cbegin(), tokens.cend(), [&](const QSet<QString>& t) { return term.matches(t); });
    };
    QList<double> askedIdf;
    for (const WeightedTerm& t : terms) {
        if (t.asked && (passages.isEmpty() || found(t.term)))
            askedIdf.append(t.term.idf);
    }
    if (askedIdf.isEmpty() && !passages.isEmpty()) {
        for (const WeightedTerm& t : terms) {
            if (t.asked)
                askedIdf.append(t.term.idf);
        }
    }
    std::sort(askedIdf.begin(), askedIdf.end());
    return askedIdf.isEmpty() ? 0 : askedIdf.at((askedIdf.size() - 1) / 2);
}

void SentencePicker::score(QList<QuotableSentence>& sentences, const Hit& passage, const QList<WeightedTerm>& terms,
                           double topicIdf, const Figure& figure, int rank)
{
    // The section's own heading is the context its sentences are read in: "up to 5 unused days may be
    // carried over" under "Carry-Over of Unused Leave" is about leave without saying so.
    const QStringList& headings = passage.headingPath;
    const QSet<QString> heading =
        QueryTerm::tokenSet(Tokenizer::tokens(headings.isEmpty() ? QString() : headings.last()));
    for (QuotableSentence& s : sentences) {
        const QStringList words = Tokenizer::tokens(s.text);
        // An instruction to an assistant is never quoted as policy, nor code as a statement.
        if (words.size() < minWords || !PassageSentences::quotable(s))
            continue;
        const QSet<QString> tokens = QueryTerm::textTokens(s.text);
        for (const WeightedTerm& t : terms) {
            const bool match = t.term.matches(tokens);
            const bool headingHas = t.term.matches(heading);
            const bool inHeading = !match && headingHas;
            s.score += match ? t.weight : inHeading ? headingWeight * t.weight : 0;
            s.topicWords += (match || inHeading) && t.asked && t.term.idf >= topicIdf ? 1 : 0;
            s.headingNamesTopic =
                s.headingNamesTopic || (headingHas && t.asked && t.term.idf >= topicIdf && !unitWord(t.term.word));
        }
        s.score *= (figure.asked && hasDigit(s.text) ? quantityBonus : 1.0)
                   * (figure.whom && Contact::namedIn(s.text) ? contactBonus : 1.0) * (1.0 - rankDecay * rank)
                   * (passage.instructions.isEmpty() ? 1.0 : instructedPassage);
    }
}

QList<PickedSentence> SentencePicker::pick(const QList<Hit>& evidence, qsizetype retrieved,
                                           const QList<WeightedTerm>& terms, const Figure& figure, Limits limits,
                                           const QSet<qint64>& judged)
{
    QHash<int, QList<QuotableSentence>> byPassage;
    QList<Ref> chosen = choose(evidence, retrieved, terms, figure, limits, byPassage, judged);
    return finish(evidence, chosen, byPassage, figure, limits);
}

QList<PickedSentence> SentencePicker::pickForParts(const QList<Hit>& evidence, qsizetype retrieved,
                                                   const QList<WeightedTerm>& terms, const Figure& figure,
                                                   const QList<Part>& parts, Limits limits, const QSet<qint64>& judged)
{
    // The whole question chooses first, as for any question; then each part adds the sentences that
    // answer it best from the same passages (the ones on the whole question's topic), so the second
    // part of "how far ahead…, and how do I record…" is not crowded out by the first.
    QHash<int, QList<QuotableSentence>> byPassage;
    QList<Ref> chosen = choose(evidence, retrieved, terms, figure, limits, byPassage, judged);
    QList<int> original = byPassage.keys();
    std::sort(original.begin(), original.end()); // in the evidence's order: rank counts in choose()
    QList<Hit> onTopic;
    for (int i : std::as_const(original))
        onTopic.append(evidence.at(i));
    const auto onTopicRetrieved =
        std::count_if(original.cbegin(), original.cend(), [&](int i) { return i < retrieved; });
    Limits perPart = limits;
    perPart.sentences = limits.sentences + partSentences; // beyond what the whole question quotes already
    // Each part's own choice, then taken in turn (every part's first before any part's second), so an
    // early part cannot use up what a later one needs; at most one sentence more than there are parts.
    QList<QList<Ref>> candidates;
    Figure anyFigure = figure;
    for (const Part& part : parts) {
        QHash<int, QList<QuotableSentence>> own;
        QList<Ref> refs = choose(onTopic, onTopicRetrieved, part.terms, part.figure, perPart, own);
        for (Ref& r : refs) {
            r.hit = original.at(r.hit);
            if (r.itemHit >= 0)
                r.itemHit = original.at(r.itemHit);
        }
        candidates.append(refs);
        anyFigure.asked = anyFigure.asked || part.figure.asked;
    }
    const auto textOf = [&](const Ref& r) { return byPassage.value(r.hit).at(r.index).text; };
    QSet<QString> texts;
    for (const Ref& r : std::as_const(chosen))
        texts.insert(textOf(r));
    const qsizetype most = chosen.size() + parts.size() + 1;
    for (int round = 0; round < partSentences; ++round) {
        for (QList<Ref>& refs : candidates) {
            while (!refs.isEmpty() && chosen.size() < most) {
                const Ref r = refs.takeFirst();
                if (texts.contains(textOf(r)))
                    continue; // already quoted (chunks overlap): the part's next one instead
                texts.insert(textOf(r));
                chosen.append(r);
                break;
            }
        }
    }
    return finish(evidence, chosen, byPassage, anyFigure, limits);
}

bool SentencePicker::inExample(const QList<QuotableSentence>& sentences, qsizetype index)
{
    for (qsizetype i = index; i >= 0; --i) {
        if (ExampleMarker::in(sentences.at(i).text))
            return true;
        if (sentences.at(i).newParagraph || sentences.at(i).listItem)
            return false;
    }
    return false;
}

QList<PickedSentence> SentencePicker::finish(const QList<Hit>& evidence, QList<Ref> chosen,
                                             const QHash<int, QList<QuotableSentence>>& byPassage, const Figure& figure,
                                             Limits limits)
{
    addContext(chosen, evidence, byPassage, figure);
    // What the question asks for leads: a quote stating a figure of the kind asked ("85% of the cost"
    // for "what share of the premium") or, asked per a period, one per that period ("15 days of paid
    // vacation every year" for "Urlaubstage pro Jahr"; "12 weeks" of parental leave is a duration too)
    // weighs double in the answer's order, not in what is quoted.
    // "Wann läuft mein Resturlaub ab?": "unused days … expire" under "Carry-Over of Unused Leave" answers, and
    // leads the training budget's "unused training days expire", which holds as many of its words.
    for (Ref& r : chosen) {
        if (byPassage.value(r.hit).at(r.index).headingNamesTopic)
            r.score *= topicHeadingOrder;
    }
    if (figure.asked || !figure.per.isEmpty()) {
        for (Ref& r : chosen) {
            // An example's figures are the example's ("For instance, an employee who has worked … 4 years …. If they
            // took 12 weeks …"), not the rule that answers (change 195).
            if (figure.answeredBy(withSteps(byPassage.value(r.hit), r.index, limits))
                && !inExample(byPassage.value(r.hit), r.index))
                r.score *= askedKindOrder;
        }
    }
    // "Who do I talk to …?": the sentence that names whom to contact is the answer, and leads, however
    // many more of the question's words the section's other sentences hold (a definition of the topic).
    if (figure.whom) {
        double best = 0;
        for (const Ref& r : std::as_const(chosen))
            best = std::max(best, r.score);
        for (Ref& r : chosen) {
            if (Contact::namedIn(byPassage.value(r.hit).at(r.index).text))
                r.score += best;
        }
    }

    // The section that answers best comes first, so the answer opens with it; within a section, in the
    // author's order (passages by position, chunk ids grow with it, then sentences). Ordered by the
    // documents' retrieval rank instead, "How many sick days do I get?" opened with a parental leave
    // paragraph that mentions sick days in passing.
    QHash<int, int> sectionOf; // passage → its section, numbered as first quoted
    QList<int> firstHit;       // each section's first quoted passage
    QList<double> bestScore;   // each section's best sentence
    for (const Ref& r : std::as_const(chosen)) {
        if (!sectionOf.contains(r.hit)) {
            qsizetype s = 0;
            while (s < firstHit.size() && !evidence.at(firstHit.at(s)).sameSectionAs(evidence.at(r.hit)))
                ++s;
            if (s == firstHit.size()) {
                firstHit.append(r.hit);
                bestScore.append(0);
            }
            sectionOf.insert(r.hit, int(s));
        }
        const int s = sectionOf.value(r.hit);
        bestScore[s] = std::max(bestScore.at(s), r.score);
    }
    std::stable_sort(chosen.begin(), chosen.end(), [&](const Ref& a, const Ref& b) {
        const int sa = sectionOf.value(a.hit);
        const int sb = sectionOf.value(b.hit);
        if (sa != sb)
            return bestScore.at(sa) != bestScore.at(sb) ? bestScore.at(sa) > bestScore.at(sb) : sa < sb;
        const Hit& ha = evidence.at(a.hit);
        const Hit& hb = evidence.at(b.hit);
        if (ha.chunkId != hb.chunkId)
            return ha.chunkId < hb.chunkId;
        return a.index < b.index;
    });

    QList<PickedSentence> out;
    QList<std::pair<int, double>> rankOf; // each quote's section and best sentence score
    QHash<int, QList<qsizetype>> quotedAsStep;
    QSet<QString> quoted; // passages overlap: a step of one can be a sentence of the next
    Ref previous{-1, -1, 0};
    for (const Ref& r : std::as_const(chosen)) {
        const QList<QuotableSentence>& sentences = byPassage.value(r.hit);
        const QuotableSentence& s = sentences.at(r.index);
        if (quotedAsStep.value(r.hit).contains(r.index) || quoted.contains(s.text))
            continue;
        // The next sentence of the same paragraph continues the statement before it: one quote, one
        // link, as the author wrote it.
        const bool continues = previous.hit == r.hit && previous.index + 1 == r.index && !s.newParagraph
                               && PassageSentences::prose(s) && PassageSentences::prose(sentences.at(previous.index))
                               && out.last().steps.isEmpty();
        previous = r;
        if (continues) {
            rankOf.last().second = std::max(rankOf.last().second, r.score);
            out.last().text += QLatin1Char(' ') + s.text;
            stepsOf(out.last(), evidence, byPassage, r, limits, quotedAsStep);
            keepItem(out.last(), byPassage, r, limits, quotedAsStep);
            out.last().steps.removeIf([&](const QuotedStep& step) { return quoted.contains(step.text); });
            quoted.insert(s.text);
            for (const QuotedStep& step : std::as_const(out.last().steps))
                quoted.insert(step.text);
            continue;
        }
        PickedSentence p{r.hit, s.position, s.text, {}};
        if (!s.listItem) {
            stepsOf(p, evidence, byPassage, r, limits, quotedAsStep);
            keepItem(p, byPassage, r, limits, quotedAsStep);
        } else {
            // A list item quoted on its own is quoted whole, as the author wrote the point.
            for (qsizetype n = r.index + 1; n < sentences.size() && itemStart(sentences, n) == r.index; ++n) {
                p.text += QLatin1Char(' ') + sentences.at(n).text;
                quoted.insert(sentences.at(n).text);
            }
        }
        p.steps.removeIf([&](const QuotedStep& step) { return quoted.contains(step.text); });
        quoted.insert(s.text);
        for (const QuotedStep& step : std::as_const(p.steps))
            quoted.insert(step.text);
        out.append(p);
        rankOf.append({sectionOf.value(r.hit), r.score});
    }
    return answerFirst(out, rankOf);
}

QString SentencePicker::withSteps(const QList<QuotableSentence>& sentences, qsizetype index, Limits limits)
{
    // A lead-in states what its list states: "Für Arbeit zu ungünstigen Zeiten zahlt die Werft Zuschläge auf den
    // Stundengrundlohn:" with "Nachtarbeit (22–6 Uhr): 25 %".
    QString text = sentences.at(index).text;
    // Only a sentence that says it introduces them ("…:"): "If yes, STOP, and create an amended authorization." is
    // no timeline because a list of voucher types ("over 12 hours in duration") follows it.
    if (sentences.at(index).listItem || !text.trimmed().endsWith(QLatin1Char(':')))
        return text;
    QList<qsizetype> unused;
    for (const QString& step : PassageSentences::stepsAfter(sentences, index, limits.listItems, unused))
        text += QLatin1Char(' ') + step;
    return text;
}

QList<PickedSentence> SentencePicker::answerFirst(const QList<PickedSentence>& quotes,
                                                  const QList<std::pair<int, double>>& rankOf)
{
    // Within a section, the quote with its best sentence comes first, the rest in the author's order: a
    // section's opening ("Clef's priorities with benefits are wellness …") is context, and an employee
    // reads the first bullet as the answer. Quotes stay whole (a sentence with the one it continues).
    // Sections are contiguous here (finish() sorts by section first). A quote that points back ("During
    // this time …") stays behind the one it points to.
    QList<PickedSentence> out = quotes;
    for (qsizetype start = 0; start < out.size();) {
        qsizetype end = start;
        qsizetype best = start;
        while (end < out.size() && rankOf.at(end).first == rankOf.at(start).first) {
            if (rankOf.at(end).second > rankOf.at(best).second)
                best = end;
            ++end;
        }
        qsizetype first = best;
        while (first > start && pointsBack(out.at(first).text))
            --first;
        qsizetype last = best + 1;
        while (last < end && pointsBack(out.at(last).text))
            ++last;
        std::rotate(out.begin() + start, out.begin() + first, out.begin() + last);
        start = end;
    }
    return out;
}

void SentencePicker::stepsOf(PickedSentence& p, const QList<Hit>& evidence,
                             const QHash<int, QList<QuotableSentence>>& byPassage, const Ref& r, Limits limits,
                             QHash<int, QList<qsizetype>>& quotedAsStep)
{
    const QList<QuotableSentence>& sentences = byPassage.value(r.hit);
    p.steps = stepsFrom(sentences, r.index, -1, limits, quotedAsStep[r.hit]);
    // A lead-in that ends its passage ("… sollten folgende Dinge beachtet werden:") has its list in the
    // section's next passage, where the chunker cut: without it, the answer ends on a colon. So does a
    // paragraph the list follows without a colon ("… handeln Sie sofort, ganz gleich, wo es passiert ist.",
    // then the steps), as within a passage (stepsFrom()). Not the reverse (leadInBefore()): measured, it
    // hung the next passage's paragraphs under the one before as its steps (docs/eval-dev.md, change 150).
    const QString& lead = sentences.at(r.index).text;
    if (!p.steps.isEmpty() || r.index + 1 < sentences.size())
        return;
    const int next = neighbourInSection(evidence, r.hit, +1);
    if (next < 0)
        return;
    const QList<QuotableSentence> following =
        byPassage.contains(next) ? byPassage.value(next)
                                 : PassageSentences::of(evidence.at(next).text, evidence.at(next).instructions);
    // Passages overlap: the list starts after the lead-in where the next passage repeats it.
    const auto repeated =
        std::find_if(following.cbegin(), following.cend(), [&](const QuotableSentence& s) { return s.text == lead; });
    const qsizetype from = repeated == following.cend() ? -1 : repeated - following.cbegin();
    if (from + 1 >= following.size() || !following.at(from + 1).listItem)
        return;
    p.steps = stepsFrom(following, from, next, limits, quotedAsStep[next]);
}

void SentencePicker::keepItem(PickedSentence& p, const QHash<int, QList<QuotableSentence>>& byPassage, const Ref& r,
                              Limits limits, QHash<int, QList<qsizetype>>& quotedAsStep)
{
    // The item a lead-in was quoted for is among its steps: "These currently include:" with the first
    // benefits and not the "12 weeks paid new parent leave" asked about answers nothing. The list the
    // chunker cut goes on in the section's next passage, which the steps read from there cite; an item
    // past the steps' limit takes the last place.
    if (r.itemHit < 0 || !byPassage.contains(r.itemHit))
        return;
    QList<qsizetype>& used = quotedAsStep[r.itemHit];
    if (used.contains(r.itemIndex))
        return;
    const QList<QuotableSentence>& items = byPassage.value(r.itemHit);
    const QString& item = items.at(r.itemIndex).text;
    if (std::any_of(p.steps.cbegin(), p.steps.cend(), [&](const QuotedStep& step) { return step.text == item; }))
        return; // passages overlap: the lead-in's passage holds the item too
    if (r.itemHit != r.hit && p.steps.size() < limits.listItems) {
        Limits rest = limits;
        rest.listItems = limits.listItems - int(p.steps.size());
        for (const QuotedStep& step : stepsFrom(items, -1, r.itemHit, rest, used)) {
            if (std::none_of(p.steps.cbegin(), p.steps.cend(),
                             [&](const QuotedStep& s) { return s.text == step.text; }))
                p.steps.append(step);
        }
        if (used.contains(r.itemIndex))
            return;
    }
    if (p.steps.size() >= limits.listItems)
        p.steps.resize(std::max(0, limits.listItems - 1));
    p.steps.append({item, r.itemHit == r.hit ? -1 : r.itemHit});
    used.append(r.itemIndex);
}

QList<QuotedStep> SentencePicker::stepsFrom(const QList<QuotableSentence>& sentences, qsizetype lead, int hit,
                                            Limits limits, QList<qsizetype>& used)
{
    QList<QuotedStep> steps;
    for (const QString& text : PassageSentences::stepsAfter(sentences, lead, limits.listItems, used))
        steps.append({text, hit});
    return steps;
}

QStringList PickedSentence::stepTexts() const
{
    QStringList texts;
    for (const QuotedStep& step : steps)
        texts.append(step.text);
    return texts;
}

int SentencePicker::neighbourInSection(const QList<Hit>& evidence, int hit, int direction)
{
    // Chunk ids grow with the position in the document: the section's next passage has the next larger
    // one, its previous passage the next smaller one.
    const Hit& from = evidence.at(hit);
    int found = -1;
    for (int j = 0; j < evidence.size(); ++j) {
        const Hit& h = evidence.at(j);
        if ((h.chunkId - from.chunkId) * direction > 0 && h.sameSectionAs(from)
            && (found < 0 || (h.chunkId - evidence.at(found).chunkId) * direction < 0))
            found = j;
    }
    return found;
}

SentencePicker::Ref SentencePicker::leadInBefore(const QList<Hit>& evidence,
                                                 QHash<int, QList<QuotableSentence>>& byPassage, const Ref& item)
{
    // A list or table the chunker cut runs on at the start of the next passage ("| Less than 5 Years |
    // $100k | $70k |" without its header), or starts there: its lead-in, and with it the whole list, is at
    // the end of the section's previous passage.
    const QList<QuotableSentence>& sentences = byPassage.value(item.hit);
    for (qsizetype i = 0; i <= item.index; ++i) {
        if (!sentences.at(i).listItem && !sentences.at(i).sameLineAsPrevious)
            return {-1, -1, 0}; // the list starts in this passage, after other text
    }
    const int previous = neighbourInSection(evidence, item.hit, -1);
    if (previous < 0)
        return {-1, -1, 0};
    if (!byPassage.contains(previous))
        byPassage.insert(previous,
                         PassageSentences::of(evidence.at(previous).text, evidence.at(previous).instructions));
    const QList<QuotableSentence>& before = byPassage.value(previous);
    if (before.isEmpty())
        return {-1, -1, 0};
    // Cut right after its lead-in ("… sollten folgende Dinge beachtet werden:"): the list is all of
    // this passage's start.
    if (!before.last().listItem) {
        if (before.last().text.endsWith(QLatin1Char(':')) && statement(before.last()))
            return {previous, before.size() - 1, item.score};
        return {-1, -1, 0};
    }
    const qsizetype lead = PassageSentences::leadIn(before, before.size() - 1);
    if (lead < 0 || !statement(before.at(lead)))
        return {-1, -1, 0};
    return {previous, lead, item.score};
}

} // namespace lotse
