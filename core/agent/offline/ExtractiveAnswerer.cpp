// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExtractiveAnswerer.h"

#include "TermCoverage.h"
#include "answer/CitationLink.h"
#include "retrieval/Vocabulary.h"
#include "text/Language.h"
#include "text/SentenceSplitter.h"
#include "text/Tokenizer.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace lotse {

namespace {

struct Candidate
{
    int hitIndex = 0;
    qsizetype position = 0;
    qsizetype end = 0;
    QString sentence;
    double score = 0;
    bool listItem = false;
};

bool isListItem(const QString& raw)
{
    static const QRegularExpression marker(QStringLiteral(R"(^\s*([-*+]|\d{1,3}[.)])\s+)"));
    return marker.match(raw).hasMatch();
}

QString cleanSentence(QString s)
{
    // List markers and heading marks are layout, not part of a quoted statement.
    static const QRegularExpression marker(QStringLiteral(R"(^\s*([-*+]|\d{1,3}[.)]|#{1,6})\s+)"));
    s.remove(marker);
    s = s.simplified();
    return s;
}

// Answers follow the question's language; the quoted handbook text stays as written.
struct Phrases
{
    QString intro;
    QString refusal;
    QString searchedFor;
    QString closest;
    QString noneClose;
    QString roundLimit;
    QString nothingNew;
    QString unsupported;
};

Phrases phrases(Language language)
{
    if (language == Language::German) {
        return {QStringLiteral("Laut Handbuch:"),
                QStringLiteral("Das Handbuch beantwortet diese Frage nicht."),
                QStringLiteral("Gesucht habe ich nach %1 (%2)."),
                QStringLiteral("Am nächsten kamen diese Abschnitte, sie beantworten die Frage aber nicht:"),
                QStringLiteral("Kein Abschnitt passte auch nur annähernd."),
                QStringLiteral("Nach %1 Suchrunden (dem Limit) reichten die Belege nicht aus."),
                QStringLiteral("Eine neu formulierte Suche hätte nichts Neues gefunden."),
                QStringLiteral("Die gefundenen Abschnitte stützen keine Antwort.")};
    }
    return {QStringLiteral("According to the handbook:"),
            QStringLiteral("The handbook does not answer this question."),
            QStringLiteral("I searched for %1 (%2)."),
            QStringLiteral("These passages came closest, but they do not answer it:"),
            QStringLiteral("No passage came close."),
            QStringLiteral("After %1 search rounds (the limit) the evidence was still not enough."),
            QStringLiteral("Rewriting the search would not have found anything new."),
            QStringLiteral("The passages found do not support an answer.")};
}

} // namespace

ExtractiveAnswerer::ExtractiveAnswerer(Vocabulary& vocabulary)
    : m_vocabulary(vocabulary)
{}

void ExtractiveAnswerer::answer(const AnswerInput& input, Delta onDelta, Done done)
{
    const auto questionTerms = m_vocabulary.analyze(input.question);
    const auto queryTerms = m_vocabulary.analyze(input.query);
    if (!questionTerms || !queryTerms) {
        done(questionTerms ? queryTerms.error() : questionTerms.error());
        return;
    }
    // Question words count fully; words the rewrite added (the topic's words) count half.
    QList<QPair<QueryTerm, double>> weighted;
    QSet<QString> seen;
    for (const QueryTerm& t : questionTerms.value()) {
        if (t.inIndex()) {
            weighted.append({t, t.idf});
            seen.insert(t.word);
        }
    }
    for (const QueryTerm& t : queryTerms.value()) {
        if (t.inIndex() && !seen.contains(t.word))
            weighted.append({t, 0.5 * t.idf});
    }

    // Only passages that carry a fair share of what the best one covers may contribute, so a
    // sentence that merely shares one word ("laptop" in an onboarding passage) stays out.
    QueryTerms present;
    for (const auto& entry : std::as_const(weighted))
        present.append(entry.first);
    const int passages = std::min<int>(int(input.evidence.size()), maxPassages + 2);
    QList<double> shares;
    double bestShare = 0;
    for (int i = 0; i < passages; ++i) {
        shares.append(TermCoverage::of(present, input.evidence.at(i)).share);
        bestShare = std::max(bestShare, shares.last());
    }
    QList<Candidate> candidates;
    QHash<int, QList<Candidate>> sentencesOf; // every sentence of a passage, for list continuations
    for (int i = 0; i < passages; ++i) {
        if (shares.at(i) < 0.75 * bestShare)
            continue;
        const Hit& hit = input.evidence.at(i);
        for (const TextSpan& span : SentenceSplitter::split(hit.text)) {
            const QString raw = hit.text.mid(span.start, span.length());
            const QString sentence = cleanSentence(raw);
            const QStringList words = Tokenizer::tokens(sentence);
            Candidate c{i, span.start, span.end, sentence, 0, isListItem(raw)};
            sentencesOf[i].append(c);
            if (words.size() < 3)
                continue; // fragments, table separators
            const QSet<QString> tokens(words.cbegin(), words.cend());
            for (const auto& [term, weight] : std::as_const(weighted)) {
                if (term.matches(tokens))
                    c.score += weight;
            }
            // Prefer passages the retriever ranked higher, slightly.
            c.score *= 1.0 - 0.05 * i;
            if (c.score > 0)
                candidates.append(c);
        }
    }
    if (candidates.isEmpty()) {
        done(Answer{}); // no supporting sentence: the loop refuses
        return;
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    const double cutoff = candidates.first().score * 0.6;
    QList<Candidate> chosen;
    QSet<int> passagesUsed;
    for (const Candidate& c : std::as_const(candidates)) {
        if (chosen.size() >= maxSentences || c.score < cutoff)
            break;
        if (!passagesUsed.contains(c.hitIndex) && passagesUsed.size() >= maxPassages)
            continue;
        const bool duplicate = std::any_of(chosen.cbegin(), chosen.cend(), [&](const Candidate& o) {
            return o.sentence == c.sentence;
        }); // overlapping chunks
        if (duplicate)
            continue;
        passagesUsed.insert(c.hitIndex);
        chosen.append(c);
    }
    // Read in document order: documents by their best passage, then passages as they stand in
    // the document (chunk ids grow with the position), then sentences.
    QHash<QString, int> documentOrder;
    for (int i = 0; i < input.evidence.size(); ++i) {
        if (!documentOrder.contains(input.evidence.at(i).path))
            documentOrder.insert(input.evidence.at(i).path, i);
    }
    std::sort(chosen.begin(), chosen.end(), [&](const Candidate& a, const Candidate& b) {
        const Hit& ha = input.evidence.at(a.hitIndex);
        const Hit& hb = input.evidence.at(b.hitIndex);
        if (ha.path != hb.path)
            return documentOrder.value(ha.path) < documentOrder.value(hb.path);
        if (ha.chunkId != hb.chunkId)
            return ha.chunkId < hb.chunkId;
        return a.position < b.position;
    });

    Answer out;
    QSet<QPair<qint64, qsizetype>> quoted; // (chunk, sentence position) already in the answer
    const Phrases p = phrases(LanguageGuess::of(input.question));
    QStringList lines{p.intro, QString()};
    for (const Candidate& c : std::as_const(chosen)) {
        const Hit& hit = input.evidence.at(c.hitIndex);
        if (quoted.contains({hit.chunkId, c.position}))
            continue; // already quoted as a step of a list
        lines.append(QStringLiteral("- %1 %2").arg(c.sentence, CitationLink::markdown(hit.label(), hit.chunkId)));
        // A sentence right before a list ("act immediately:") introduces it: quote the steps too.
        if (!c.listItem) {
            const QList<Candidate>& all = sentencesOf.value(c.hitIndex);
            int items = 0;
            qsizetype previousEnd = -1;
            for (const Candidate& s : all) {
                if (s.position <= c.position)
                    continue;
                const bool sameLine =
                    previousEnd >= 0
                    && !hit.text.mid(previousEnd, s.position - previousEnd).contains(QLatin1Char('\n'));
                if (s.listItem && items < maxListItems) {
                    lines.append(QStringLiteral("  - ") + s.sentence);
                    ++items;
                } else if (items > 0 && sameLine) {
                    lines.last() += QLatin1Char(' ') + s.sentence; // the item's second sentence
                } else {
                    break;
                }
                quoted.insert({hit.chunkId, s.position});
                previousEnd = s.end;
            }
        }
        const bool cited = std::any_of(out.citations.cbegin(), out.citations.cend(),
                                       [&](const Citation& x) { return x.chunkId == hit.chunkId; });
        if (!cited)
            out.citations.append({hit.chunkId, hit.path, hit.label()});
    }
    out.markdown = lines.join(QLatin1Char('\n'));
    onDelta(out.markdown);
    done(out);
}

void ExtractiveAnswerer::refuse(const RefusalInput& input, Done done)
{
    const Phrases p = phrases(LanguageGuess::of(input.question));
    QStringList words = Vocabulary::keywords(input.question);
    for (QString& w : words)
        w = QStringLiteral("“%1”").arg(w);
    QStringList queries;
    for (const QString& q : input.queries)
        queries.append(QStringLiteral("“%1”").arg(q));
    QStringList lines{p.refusal, QString()};
    if (!words.isEmpty())
        lines.append(p.searchedFor.arg(words.join(QStringLiteral(", ")), queries.join(QStringLiteral(" → "))));
    if (!input.lastVerdict.rationale.isEmpty())
        lines.append(input.lastVerdict.rationale);
    switch (input.reason) {
    case RefusalInput::Reason::RoundLimit:
        lines.append(p.roundLimit.arg(input.maxRounds));
        break;
    case RefusalInput::Reason::NothingNew:
        lines.append(p.nothingNew);
        break;
    case RefusalInput::Reason::Unsupported:
        lines.append(p.unsupported);
        break;
    }
    lines.append(QString());
    if (input.closest.isEmpty()) {
        lines.append(p.noneClose);
    } else {
        lines.append(p.closest);
        lines.append(QString());
        for (const Hit& h : input.closest)
            lines.append(QStringLiteral("- ") + CitationLink::markdown(h.label(), h.chunkId));
    }
    done(Answer{lines.join(QLatin1Char('\n')), {}});
}

} // namespace lotse
