// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClaimChecker.h"

#include "ContentTerms.h"
#include "text/Phrasebook.h"
#include "text/Tokenizer.h"

#include <algorithm>
#include <cmath>

namespace lotse {

ClaimChecker::ClaimChecker(const QHash<qint64, PassageFacts>& passages, Language language)
    : m_passages(passages)
    , m_language(language)
{}

QString ClaimChecker::phrase(const char* source) const
{
    return Phrasebook::text(m_language, "lotse::ClaimChecker", source);
}

QString ClaimChecker::quoted(const QString& text) const
{
    return (m_language == Language::German ? QStringLiteral("„%1“") : QStringLiteral("“%1”")).arg(text);
}

Quote ClaimChecker::quoteOf(const Candidate& c)
{
    return {c.passage->hit->chunkId, c.sentence->span, c.passage->textOf(*c.sentence)};
}

QList<ClaimChecker::Candidate> ClaimChecker::ranked(const QSet<QString>& terms, const QList<Quantity>& figures,
                                                    const QList<const PassageFacts*>& cited) const
{
    // Closest first: shared terms, and twice that for each of the statement's figures it states.
    QList<Candidate> out;
    for (const PassageFacts* p : cited) {
        for (const PassageFacts::Sentence& s : p->sentences) {
            int overlap = int((terms & s.terms).size());
            for (const Quantity& f : figures) {
                overlap += std::any_of(s.quantities.cbegin(), s.quantities.cend(),
                                       [&](const Quantity& q) { return q.sameAs(f); })
                               ? 2
                               : 0;
            }
            out.append({p, &s, overlap});
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Candidate& a, const Candidate& b) { return a.overlap > b.overlap; });
    return out;
}

bool ClaimChecker::checkFigures(const QList<Quantity>& figures, const QList<const PassageFacts*>& cited,
                                Claim& claim) const
{
    for (const Quantity& f : figures) {
        bool stated = false;
        bool inInstruction = false;
        const PassageFacts::Sentence* sameKind = nullptr;
        const PassageFacts* sameKindPassage = nullptr;
        for (const PassageFacts* p : cited) {
            // A bare "30" in a passage that says "30 working days" does not make "30 weeks" right.
            const bool otherUnit =
                !f.unit.isEmpty() && std::any_of(p->sentences.cbegin(), p->sentences.cend(), [&](const auto& s) {
                    return std::any_of(s.quantities.cbegin(), s.quantities.cend(), [&](const Quantity& q) {
                        return !q.unit.isEmpty() && !q.sameAs(f) && std::abs(q.value - f.value) < 1e-9;
                    });
                });
            for (const PassageFacts::Sentence& s : p->sentences) {
                for (const Quantity& q : s.quantities) {
                    if (q.sameAs(f) && !(otherUnit && q.unit.isEmpty()))
                        (s.instruction ? inInstruction : stated) = true;
                    else if (!s.instruction && !sameKind && !q.unit.isEmpty() && q.sameKind(f)) {
                        sameKind = &s;
                        sameKindPassage = p;
                    }
                }
            }
        }
        if (stated)
            continue;
        claim.status = Claim::Status::Unsupported;
        if (inInstruction) {
            claim.problem = Claim::Problem::Instruction;
            claim.reason = phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker",
                                                    "It repeats an instruction addressed to an AI assistant, not the "
                                                    "handbook's policy."));
            return false;
        }
        claim.problem = Claim::Problem::Figure;
        claim.reason = phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker", "The cited passage does not state %1."))
                           .arg(quoted(f.text));
        if (sameKind) {
            const auto said = std::find_if(sameKind->quantities.cbegin(), sameKind->quantities.cend(),
                                           [&](const Quantity& q) { return q.sameKind(f); });
            claim.reason += QLatin1Char(' ')
                            + phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker", "It says %1.")).arg(quoted(said->text));
            claim.sourceSays = quoteOf({sameKindPassage, sameKind, 0});
        }
        return false;
    }
    return true;
}

bool ClaimChecker::checkTopic(const QSet<QString>& terms, const QString& text, const QList<const PassageFacts*>& cited,
                              Claim& claim) const
{
    // Only where statement and passage share a language: a German statement about an English
    // passage is checked by its figures (and the model), not by its words.
    const Language language = LanguageGuess::of(text);
    QSet<QString> known;
    bool comparable = false;
    for (const PassageFacts* p : cited) {
        if (p->language != language)
            continue;
        comparable = true;
        known += p->headingTerms;
        for (const PassageFacts::Sentence& s : p->sentences) {
            if (!s.instruction)
                known += s.terms;
        }
    }
    if (!comparable || terms.size() < 2)
        return true;
    const QSet<QString> shared = terms & known;
    if (shared.size() >= minSharedTerms || double(shared.size()) / double(terms.size()) >= minTermShare)
        return true;
    // The words the passage lacks, as the statement writes them (not their stems).
    const QSet<QString> absent = terms - known;
    QStringList missing;
    for (const QString& word : Tokenizer::tokens(text)) {
        const QString shown = quoted(word);
        if (ContentTerms::of(word, language).intersects(absent) && !missing.contains(shown))
            missing.append(shown);
    }
    claim.status = Claim::Status::Unsupported;
    claim.problem = Claim::Problem::OffTopic;
    claim.reason = phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker",
                                            "The cited passage is about something else: %1 do not occur in it."))
                       .arg(missing.mid(0, 4).join(QStringLiteral(", ")));
    return false;
}

bool ClaimChecker::checkNegation(const Statement& statement, const QSet<QString>& terms, const QList<Candidate>& ranked,
                                 Claim& claim) const
{
    // The closest sentence says the opposite, and no sentence as close agrees: "are counted" where
    // the passage says "are not counted".
    const bool negated = ContentTerms::negated(statement.text);
    const int needed = std::max(2, int(0.4 * double(terms.size()) + 0.5));
    const Candidate* same = nullptr;
    const Candidate* opposite = nullptr;
    const Language language = LanguageGuess::of(statement.text);
    for (const Candidate& c : ranked) {
        if (c.sentence->instruction || c.passage->language != language || c.overlap < needed)
            continue;
        const Candidate*& slot = c.sentence->negated == negated ? same : opposite;
        if (!slot)
            slot = &c;
    }
    if (!opposite || (same && same->overlap >= opposite->overlap))
        return true;
    claim.status = Claim::Status::Unsupported;
    claim.problem = Claim::Problem::Negation;
    claim.sourceSays = quoteOf(*opposite);
    claim.reason = phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker", "The cited passage says the opposite: %1"))
                       .arg(quoted(claim.sourceSays->text));
    return false;
}

Claim ClaimChecker::check(const Statement& statement) const
{
    Claim claim;
    claim.text = statement.text;
    QList<const PassageFacts*> cited;
    for (qint64 id : statement.cited) {
        if (!claim.cited.contains(id))
            claim.cited.append(id);
        if (const auto it = m_passages.constFind(id); it != m_passages.cend() && !cited.contains(&*it))
            cited.append(&*it);
    }
    if (cited.isEmpty()) {
        claim.status = Claim::Status::Uncited;
        claim.problem = Claim::Problem::Uncited;
        claim.reason = phrase(QT_TRANSLATE_NOOP("lotse::ClaimChecker", "No passage is cited for it."));
        return claim;
    }
    const QSet<QString> terms = ContentTerms::of(statement.text, LanguageGuess::of(statement.text));
    const QList<Quantity> figures = Quantity::in(statement.text);
    const QList<Candidate> candidates = ranked(terms, figures, cited);
    const auto best = std::find_if(candidates.cbegin(), candidates.cend(),
                                   [](const Candidate& c) { return !c.sentence->instruction; });
    const auto bestInstruction = std::find_if(candidates.cbegin(), candidates.cend(),
                                              [](const Candidate& c) { return c.sentence->instruction; });
    // Closer to an instruction to the assistant than to anything the passage states as policy.
    if (bestInstruction != candidates.cend() && bestInstruction->overlap >= 2
        && (best == candidates.cend() || bestInstruction->overlap > best->overlap)) {
        claim.status = Claim::Status::Unsupported;
        claim.problem = Claim::Problem::Instruction;
        claim.reason = phrase(
            QT_TRANSLATE_NOOP("lotse::ClaimChecker",
                              "It repeats an instruction addressed to an AI assistant, not the handbook's policy."));
        if (best != candidates.cend() && best->overlap > 0)
            claim.sourceSays = quoteOf(*best);
        return claim;
    }
    if (!checkFigures(figures, cited, claim) || !checkTopic(terms, statement.text, cited, claim)
        || !checkNegation(statement, terms, candidates, claim)) {
        if (!claim.sourceSays && best != candidates.cend() && best->overlap > 0)
            claim.sourceSays = quoteOf(*best);
        return claim;
    }
    if (best != candidates.cend() && best->overlap > 0)
        claim.quote = quoteOf(*best);
    return claim;
}

} // namespace lotse
