// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedbackRewriter.h"

#include "HeuristicGrader.h"
#include "TermCoverage.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"
#include "text/StopWords.h"
#include "text/Tokenizer.h"

#include <QHash>
#include <algorithm>

namespace lotse {

namespace {

const Hit* bestCovering(const QueryTerms& terms, const QList<Hit>& hits)
{
    const Hit* best = nullptr;
    double bestShare = -1;
    for (const Hit& h : hits) {
        const double share = TermCoverage::of(terms, h).share;
        if (share > bestShare + 1e-9) {
            bestShare = share;
            best = &h;
        }
    }
    return best;
}

QueryTerms select(const QueryTerms& terms, const QStringList& words)
{
    QueryTerms out;
    for (const QueryTerm& t : terms) {
        if (words.contains(t.word))
            out.append(t);
    }
    return out;
}

} // namespace

bool FeedbackRewriter::onTopic(const QueryTerms& present, const Hit& topic)
{
    // The passage whose words a rewrite borrows must hold one of the question's specific words itself
    // (not a synonym of it): "scheme" in a passage on password rules is no reason to search for
    // passwords when the question is about a pension scheme.
    // It must also share two of the question's words (one, for a one-word question): one shared word
    // is a coincidence ("company" for "company pension scheme" in a passage on lost devices).
    const auto passages = m_vocabulary.passageCount();
    const QSet<QString> tokens = TermCoverage::tokensOf(topic);
    int shared = 0;
    bool specific = false;
    for (const QueryTerm& t : present) {
        if (t.match(tokens) != QueryTerm::Match::Own)
            continue;
        ++shared;
        specific = specific || HeuristicGrader::specific(t.documentFrequency, passages ? passages.value() : 1);
    }
    if (specific && shared >= std::min<qsizetype>(2, present.size()))
        return true;
    // Or a long word of the question there as itself that the handbook has on no other passage ("Datumsformat":
    // "Datumsformatierung"): no coincidence, that is where its topic lives. A word on two passages is not
    // enough ("notice" of "Which needs more notice …?" led to the probation page's notice period), nor a short
    // one, often a verb or a fold of another word ("wants", "Fähre": "fahre"), nor a number ("80").
    return std::any_of(present.cbegin(), present.cend(), [&](const QueryTerm& t) {
        return t.documentFrequency <= uniqueTopic && t.word.size() >= uniqueTopicLength && !t.word.front().isDigit()
               && t.match(tokens) == QueryTerm::Match::Own;
    });
}

FeedbackRewriter::FeedbackRewriter(Vocabulary& vocabulary, LexicalSearch& search)
    : m_vocabulary(vocabulary)
    , m_search(search)
{}

QStringList FeedbackRewriter::topicWords(const Hit& topic, const QStringList& exclude)
{
    // Title and heading words name the topic; then the passage's rarest frequent words.
    QStringList out;
    auto consider = [&](const QString& word) {
        if (out.size() >= expansionTerms || word.size() < 3 || StopWords::contains(word) || out.contains(word)
            || exclude.contains(word) || word.front().isDigit())
            return;
        out.append(word);
    };
    for (const QString& w : Tokenizer::tokens(topic.headingPath.join(QLatin1Char(' '))))
        consider(w);
    for (const QString& w : Tokenizer::tokens(topic.title))
        consider(w);
    if (out.size() >= expansionTerms)
        return out;
    // Never words of an instruction to an assistant ("ignore", "maintenance" from a planted page).
    const QStringList words = Tokenizer::tokens(TermCoverage::evidenceText(topic));
    QHash<QString, int> tf;
    for (const QString& w : words) {
        if (!StopWords::contains(w) && w.size() >= 3)
            ++tf[w];
    }
    QList<QPair<double, QString>> ranked;
    for (auto it = tf.cbegin(); it != tf.cend(); ++it) {
        // Passage words are in the handbook's own language: no dictionary lookups.
        const auto t = m_vocabulary.term(it.key(), m_vocabulary.language());
        if (t)
            ranked.append({it.value() * t.value().idf, it.key()});
    }
    // Ties in the text's order, not the hash's: the same question over the same handbook must get the
    // same rewrite (and so the same answer) in every run.
    QHash<QString, int> firstSeen;
    for (const QString& w : words)
        firstSeen.insert(w, firstSeen.value(w, int(firstSeen.size())));
    std::sort(ranked.begin(), ranked.end(), [&](const auto& a, const auto& b) {
        if (a.first != b.first)
            return a.first > b.first;
        return firstSeen.value(a.second) < firstSeen.value(b.second);
    });
    for (const auto& r : std::as_const(ranked))
        consider(r.second);
    return out;
}

Result<QStringList> FeedbackRewriter::worthSearching(const QueryTerms& present, QStringList missing)
{
    const auto passages = m_vocabulary.passageCount();
    if (!passages)
        return passages.error();
    // A word on more than a quarter of the handbook's passages is its own vocabulary ("Werft Nord", the
    // company's name, on every page), not a topic: searching for it where it is missing drifts to any page
    // that names it (a pension question to the sick-note page).
    missing.removeIf([&](const QString& word) {
        const auto t =
            std::find_if(present.cbegin(), present.cend(), [&](const QueryTerm& q) { return q.word == word; });
        return t != present.cend() && qint64(t->documentFrequency) * everywhereShare > passages.value();
    });
    return missing;
}

void FeedbackRewriter::rewrite(const RewriteInput& input, Done done)
{
    const auto analyzed = m_vocabulary.analyze(input.question);
    if (!analyzed) {
        done(analyzed.error());
        return;
    }
    QueryTerms present;
    for (const QueryTerm& t : analyzed.value()) {
        if (t.inIndex())
            present.append(t); // words the handbook never uses cannot help a search
    }
    if (present.isEmpty()) {
        done(QString());
        return;
    }

    const Hit* current = bestCovering(present, input.hits);
    const auto searchable =
        worthSearching(present, current ? TermCoverage::of(present, *current).missing : QStringList());
    if (!searchable) {
        done(searchable.error());
        return;
    }
    const QStringList& missing = searchable.value();
    QList<Hit> topics = input.hits;
    if (!missing.isEmpty()) {
        auto probe = m_search.searchRequiring(select(present, missing), present, 5);
        if (!probe) {
            done(probe.error());
            return;
        }
        if (!probe.value().isEmpty())
            topics = probe.value();
    }
    const Hit* topic = bestCovering(present, topics);
    if (!topic || !onTopic(present, *topic)) {
        done(QString()); // nothing better exists: the loop stops and refuses
        return;
    }

    QStringList words = missing;
    const QSet<QString> topicTokens = TermCoverage::tokensOf(*topic);
    for (const QueryTerm& t : std::as_const(present)) {
        if (!words.contains(t.word) && t.matches(topicTokens))
            words.append(t.word);
    }
    QStringList exclude = words;
    for (const QueryTerm& t : std::as_const(present))
        exclude.append(t.forms);
    words.append(topicWords(*topic, exclude));
    done(words.join(QLatin1Char(' ')));
}

} // namespace lotse
