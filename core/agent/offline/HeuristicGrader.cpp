// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeuristicGrader.h"

#include "OfflinePhrases.h"
#include "TermCoverage.h"
#include "retrieval/Vocabulary.h"
#include "text/Phrasebook.h"

#include <QJsonArray>
#include <algorithm>

namespace lotse {

namespace {

QString quoted(const QStringList& words, Language language)
{
    QStringList out;
    for (const QString& w : words)
        out.append(OfflinePhrases::quote(w, language));
    return out.join(QStringLiteral(", "));
}

} // namespace

HeuristicGrader::HeuristicGrader(Vocabulary& vocabulary, const AgentOptions& options)
    : m_vocabulary(vocabulary)
    , m_options(options)
{}

void HeuristicGrader::grade(const GradeInput& input, Done done)
{
    // Always judged against the question itself, not the rewritten query: a rewrite must not
    // talk the grader into accepting evidence for a different question.
    const auto terms = m_vocabulary.analyze(input.question);
    // The rationale ends up in refusals, which speak the question's language, whatever the interface's.
    const Language language = LanguageGuess::of(input.question);
    const auto tr = [language](const char* text) { return Phrasebook::text(language, "lotse::HeuristicGrader", text); };
    if (!terms) {
        done(terms.error());
        return;
    }
    Verdict v;
    if (terms.value().isEmpty()) {
        v.rationale = tr("The question has no words to search for (only common words like “what” or “the”).");
        v.raw = QJsonObject{{QStringLiteral("sufficient"), false}, {QStringLiteral("keyTerms"), QJsonArray()}};
        done(v);
        return;
    }
    if (input.hits.isEmpty()) {
        v.rationale = tr("No passage matched any key term.");
        v.missing = Vocabulary::keywords(input.question);
        v.raw = QJsonObject{{QStringLiteral("sufficient"), false},
                            {QStringLiteral("keyTerms"), QJsonArray::fromStringList(v.missing)}};
        done(v);
        return;
    }

    // The single best section decides: an answer should stand on one place in the handbook, not on
    // words scattered over several. A section the chunker split into several passages (a table and
    // the paragraph after it) is still one place, so retrieved passages under the same heading of
    // the same document are judged together.
    QList<QList<int>> sections;
    for (int i = 0; i < input.hits.size(); ++i) {
        const Hit& h = input.hits.at(i);
        auto same = std::find_if(sections.begin(), sections.end(), [&](const QList<int>& s) {
            const Hit& first = input.hits.at(s.first());
            return first.documentId == h.documentId && first.path == h.path && first.headingPath == h.headingPath;
        });
        if (same == sections.end())
            sections.append(QList<int>{i});
        else
            same->append(i);
    }
    int bestIndex = 0;
    int bestParts = 1;
    TermCoverage best;
    best.share = -1;
    for (const QList<int>& section : std::as_const(sections)) {
        QSet<QString> tokens;
        for (int i : section)
            tokens.unite(TermCoverage::tokensOf(input.hits.at(i)));
        const TermCoverage c = TermCoverage::of(terms.value(), tokens);
        if (c.share > best.share + 1e-9) {
            best = c;
            bestIndex = section.first(); // the best-ranked passage of the section
            bestParts = int(section.size());
        }
    }
    const Hit& hit = input.hits.at(bestIndex);
    const int total = int(terms.value().size());
    // More than half of the weight: "company car" with "car" nowhere in the handbook is exactly half.
    const bool enoughCoverage = best.share > m_options.sufficientCoverage;
    // Weight alone would let one rare word carry a long question: of the key terms the handbook uses,
    // at most one in three may be missing from the passage (none of one or two). Words it never uses
    // ("rucksack") are judged by their weight above, not counted here.
    const int uncovered = int(best.missing.size());
    const int allowedMissing = int(total - best.absent.size()) / 3;
    const bool fewMissing = uncovered <= allowedMissing;
    // BM25 scores shrink with the size of the knowledge base (a one-file handbook scores near 0):
    // a passage that holds every key term itself needs no score to prove it.
    const bool complete = best.missing.isEmpty() && best.absent.isEmpty() && best.related.isEmpty();
    const bool enoughScore = complete || hit.score >= m_options.minScore;
    v.sufficient = enoughCoverage && fewMissing && enoughScore;
    v.missing = best.missing + best.absent;

    QString rationale = (bestParts > 1 ? tr("Best section “%1” (%5 passages, best score %2) covers %3 of %4 key terms")
                                       : tr("Best passage “%1” (score %2) covers %3 of %4 key terms"))
                            .arg(hit.label())
                            .arg(hit.score, 0, 'f', 2)
                            .arg(best.covered.size())
                            .arg(total);
    if (bestParts > 1)
        rationale = rationale.arg(bestParts);
    if (!best.covered.isEmpty())
        rationale += QStringLiteral(" (") + quoted(best.covered, language) + QLatin1Char(')');
    if (!best.missing.isEmpty())
        rationale += tr("; missing: %1").arg(quoted(best.missing, language));
    rationale += QLatin1Char('.');
    if (!best.related.isEmpty())
        rationale += QLatin1Char(' ') + tr("Only through a related word: %1.").arg(quoted(best.related, language));
    if (!best.absent.isEmpty())
        rationale += QLatin1Char(' ')
                     + (best.absent.size() == 1 ? tr("%1 occurs nowhere in the knowledge base.")
                                                : tr("%1 occur nowhere in the knowledge base."))
                           .arg(quoted(best.absent, language));
    if (v.sufficient) {
        rationale +=
            QLatin1Char(' ') + tr("Sufficient: %1% of the question's weight is covered.").arg(qRound(best.share * 100));
    } else if (!fewMissing) {
        rationale += QLatin1Char(' ')
                     + (allowedMissing == 0 ? tr("Not sufficient: every key term must be covered.")
                                            : tr("Not sufficient: %1 key terms are not covered, at most %2 may be.")
                                                  .arg(uncovered)
                                                  .arg(allowedMissing));
    } else if (!enoughCoverage) {
        rationale += QLatin1Char(' ')
                     + tr("Not sufficient: %1% of the question's weight is covered, more than %2% needed.")
                           .arg(qRound(best.share * 100))
                           .arg(qRound(m_options.sufficientCoverage * 100));
    } else {
        rationale += QLatin1Char(' ')
                     + tr("Not sufficient: the match is too weak (score below %1).").arg(m_options.minScore, 0, 'f', 2);
    }
    v.rationale = rationale;
    v.raw = QJsonObject{{QStringLiteral("sufficient"), v.sufficient},
                        {QStringLiteral("coverage"), best.share},
                        {QStringLiteral("bestChunkId"), hit.chunkId},
                        {QStringLiteral("bestScore"), hit.score},
                        {QStringLiteral("sectionPassages"), bestParts},
                        {QStringLiteral("covered"), QJsonArray::fromStringList(best.covered)},
                        {QStringLiteral("related"), QJsonArray::fromStringList(best.related)},
                        {QStringLiteral("missing"), QJsonArray::fromStringList(best.missing)},
                        {QStringLiteral("absent"), QJsonArray::fromStringList(best.absent)}};
    done(v);
}

} // namespace lotse
