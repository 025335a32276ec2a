// SPDX-License-Identifier: GPL-3.0-or-later
#include "JudgedPage.h"

#include "TermCoverage.h"
#include "retrieval/SectionPassages.h"
#include "retrieval/Vocabulary.h"
#include "text/InstructionDetector.h"

#include <QSet>
#include <algorithm>

namespace lotse {

JudgedPage::JudgedPage(Vocabulary& vocabulary, SectionPassages& sections)
    : m_vocabulary(vocabulary)
    , m_sections(sections)
{}

Result<QList<Hit>> JudgedPage::passages(const AnswerInput& input, const QueryTerms& terms, const QList<Hit>& found)
{
    // A handbook page's other sections: the search ranked them below other pages' passages that share a word or
    // two with the question, but the page the grader judged is the one about it ("Bis wann muss ich die
    // Pflicht-Onlinekurse durchhaben?": onboarding's checklist, "innerhalb von 4 Wochen", beside its first day).
    // Only passages that cover the question about as well as the best one found and hold a word of it that the
    // judged passages lack: more of the page quoted more of what the question did not ask (docs/eval-dev.md,
    // change 181).
    const auto focus = std::find_if(found.cbegin(), found.cend(),
                                    [&](const Hit& h) { return input.verdict.focus.contains(h.chunkId); });
    if (focus == found.cend())
        return QList<Hit>{};
    const auto page = m_sections.ofDocument(focus->documentId);
    if (!page)
        return page.error();
    const auto all = m_vocabulary.passageCount();
    if (!all)
        return all.error();
    if (2 * page.value().size() > all.value())
        return QList<Hit>{}; // one file is the whole handbook: its "page" is every topic
    double best = 0;
    QSet<QString> judged;
    for (const Hit& h : found) {
        best = std::max(best, TermCoverage::of(terms, h).share);
        if (input.verdict.focus.contains(h.chunkId))
            judged.unite(TermCoverage::tokensOf(h));
    }
    const auto addsWord = [&](const QSet<QString>& tokens) {
        return std::any_of(terms.cbegin(), terms.cend(),
                           [&](const QueryTerm& t) { return t.inIndex() && t.matches(tokens) && !t.matches(judged); });
    };
    QList<std::pair<double, Hit>> close;
    for (const Hit& h : page.value()) {
        const bool known =
            std::any_of(found.cbegin(), found.cend(), [&](const Hit& f) { return f.chunkId == h.chunkId; });
        const double share = TermCoverage::of(terms, h).share;
        if (!known && share >= closeShare * best && addsWord(TermCoverage::tokensOf(h)))
            close.append({share, h});
    }
    std::stable_sort(close.begin(), close.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QList<Hit> out;
    for (qsizetype i = 0; i < close.size() && i < maxPassages; ++i) {
        Hit h = close.at(i).second;
        h.instructions = InstructionDetector::find(h.text); // never quoted as policy, as in retrieved ones
        h.searchShare = focus->searchShare;                 // read as part of the page the grader judged
        out.append(h);
    }
    return out;
}

QList<PickedSentence> JudgedPage::quotedLast(const QList<PickedSentence>& picked, const QList<Hit>& evidence,
                                             qsizetype found, qsizetype retrieved)
{
    // The page's passages were read for what the found ones lack: the answer opens with what the search found.
    // Leading by their score, they put one more answer's first bullet off the question on four sets
    // (docs/eval-dev.md, change 181).
    const auto fromPage = [&](const PickedSentence& p) {
        const Hit& h = evidence.at(p.hitIndex);
        for (qsizetype i = found; i < retrieved; ++i) {
            if (evidence.at(i).sameSectionAs(h))
                return true;
        }
        return false;
    };
    QList<PickedSentence> out = picked;
    std::stable_partition(out.begin(), out.end(), [&](const PickedSentence& p) { return !fromPage(p); });
    return out;
}

} // namespace lotse
