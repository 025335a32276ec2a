// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContradictionFinder.h"

#include "ContentTerms.h"
#include "text/TextFold.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>
#include <algorithm>
#include <numeric>

namespace lotse {

namespace {

// The figures of one kind in a sentence (bare numbers say too little to disagree).
QList<const Quantity*> figuresOf(const PassageFacts::Sentence& s, const Quantity& kind)
{
    QList<const Quantity*> out;
    for (const Quantity& q : s.quantities) {
        if (!q.unit.isEmpty() && q.sameKind(kind))
            out.append(&q);
    }
    return out;
}

} // namespace

bool ContradictionFinder::setApart(const QString& a, const QString& b)
{
    // Qualifiers that make two rules about different people or cases.
    static const QList<std::pair<QRegularExpression, QRegularExpression>> pairs = {
        {QRegularExpression(QStringLiteral(R"(\bfull[- ]?time\b|\bvollzeit)")),
         QRegularExpression(QStringLiteral(R"(\bpart[- ]?time\b|\bteilzeit)"))},
        {QRegularExpression(QStringLiteral(R"(\b(at least|minimum|mindestens)\b)")),
         QRegularExpression(QStringLiteral(R"(\b(at most|maximum|up to|hochstens|bis zu)\b)"))},
        {QRegularExpression(QStringLiteral(R"(\b(before|vor)\b)")),
         QRegularExpression(QStringLiteral(R"(\b(after|nach)\b)"))},
        {QRegularExpression(QStringLiteral(R"(\b(employees?|mitarbeitende\w*|beschaftigte\w*)\b)")),
         QRegularExpression(QStringLiteral(R"(\b(managers?|fuhrungskraft\w*|trainees?|interns?|apprentices?|)"
                                           R"(auszubildende\w*|praktikant\w*|students?)\b)"))},
    };
    const QString fa = TextFold::key(a);
    const QString fb = TextFold::key(b);
    for (const auto& [one, other] : pairs) {
        const bool aOne = one.match(fa).hasMatch();
        const bool aOther = other.match(fa).hasMatch();
        const bool bOne = one.match(fb).hasMatch();
        const bool bOther = other.match(fb).hasMatch();
        if ((aOne && !aOther && bOther && !bOne) || (aOther && !aOne && bOne && !bOther))
            return true;
    }
    return false;
}

qsizetype ContradictionFinder::askedElsewhere(const QSet<QString>& asked, const PassageFacts& passage)
{
    QSet<QString> held = passage.headingTerms;
    for (const PassageFacts::Sentence& s : passage.sentences)
        held.unite(s.subject - s.listed);
    return (asked - held).size();
}

bool ContradictionFinder::interval(const PassageFacts& passage, const Quantity& q)
{
    static const QRegularExpression every(QStringLiteral(R"(\b(every|each|alle|jede[nmrs]?)\s+$)"),
                                          QRegularExpression::CaseInsensitiveOption);
    const qsizetype from = std::max<qsizetype>(0, q.span.start - 12);
    return every.match(passage.hit->text.mid(from, q.span.start - from)).hasMatch();
}

bool ContradictionFinder::disagree(const Fact& a, const Fact& b, const QSet<QString>& asked)
{
    if (a.passage->hit->chunkId == b.passage->hit->chunkId)
        return false;
    // The members an enumeration names are not what its sentence is about: bereavement leave "for the death of
    // … spouse, …, parent, …" is not about parents' leave (xl-002, change 126).
    const QSet<QString> sa = a.sentence->subject - a.sentence->listed;
    const QSet<QString> sb = b.sentence->subject - b.sentence->listed;
    // Both about the same part of what the question asks: "Paid bereavement leave … three consecutive days
    // … parent" and "12 weeks paid new parent leave" share "paid", "parent" and "leave", but the offer letter
    // says nothing of the bereavement or the grandparent asked about. One word of it may be elsewhere ("You
    // earn 4 annual leave hours per pay period" against a list "6 hours per pay period" under "Annual leave
    // accrues …").
    if (askedElsewhere(sa & asked, *b.passage) > 1 || askedElsewhere(sb & asked, *a.passage) > 1)
        return false;
    const qsizetype shared = (sa & sb).size();
    const qsizetype smaller = std::min(sa.size(), sb.size());
    if (shared < 2 || smaller == 0 || double(shared) / double(smaller) < minContainment)
        return false;
    if (setApart(a.passage->textOf(*a.sentence), b.passage->textOf(*b.sentence)))
        return false;
    for (const Quantity& qa : a.sentence->quantities) {
        if (qa.unit.isEmpty())
            continue;
        // "every 11 years" is how often, not how long: no disagreement with "Fewer than 3 years: 4 hours …".
        const bool often = interval(*a.passage, qa);
        QList<const Quantity*> theirs = figuresOf(*b.sentence, qa);
        theirs.removeIf([&](const Quantity* t) { return interval(*b.passage, *t) != often; });
        if (theirs.isEmpty())
            continue;
        // Of one kind, and no value in common.
        const QList<const Quantity*> ours = figuresOf(*a.sentence, qa);
        const bool common = std::any_of(ours.cbegin(), ours.cend(), [&](const Quantity* o) {
            return std::any_of(theirs.cbegin(), theirs.cend(), [&](const Quantity* t) { return o->sameAs(*t); });
        });
        if (!common)
            return true;
    }
    return false;
}

QList<ContradictionFinder::Candidate> ContradictionFinder::candidatesOf(const QList<Fact>& facts)
{
    // The sentences' figures of one kind (the first's), in order; one that describes something ("a 5-day
    // week", hyphenated) after the others of its sentence.
    QList<Candidate> candidates;
    const Quantity* kind = nullptr;
    for (const Fact& f : facts) {
        QList<const Quantity*> figures;
        for (const Quantity& x : f.sentence->quantities) {
            if (!x.unit.isEmpty())
                figures.append(&x);
        }
        std::stable_partition(figures.begin(), figures.end(),
                              [](const Quantity* x) { return !x->text.contains(QLatin1Char('-')); });
        if (!figures.isEmpty() && !kind)
            kind = figures.first();
        for (const Quantity* x : std::as_const(figures)) {
            if (x->sameKind(*kind))
                candidates.append({&f, x});
        }
    }
    return candidates;
}

Contradiction ContradictionFinder::describe(const QList<Fact>& facts, const QString& question,
                                            const QSet<QString>& asked)
{
    Contradiction c;
    // What they disagree about, in the question's words.
    const Language language = LanguageGuess::of(question);
    QStringList subject;
    for (const QString& w : Tokenizer::tokens(question)) {
        if (!ContentTerms::of(w, language, ContentTerms::Units::Keep).isEmpty() && !subject.contains(w)
            && ContentTerms::of(w, language, ContentTerms::Units::Drop).intersects(asked))
            subject.append(w);
    }
    c.subject = subject.join(QLatin1Char(' '));
    // Per passage, a figure that differs from the sides' so far where it can ("4 annual leave hours" and "4
    // sick leave hours" show no disagreement; "56" and "104 more hours" do).
    const QList<Candidate> candidates = candidatesOf(facts);
    QList<const Quantity*> chosen;
    for (const Candidate& first : std::as_const(candidates)) {
        const qint64 chunk = first.fact->passage->hit->chunkId;
        const bool known = std::any_of(c.sides.cbegin(), c.sides.cend(),
                                       [&](const Contradiction::Side& s) { return s.chunkId == chunk; });
        if (known || c.sides.size() >= maxSides)
            continue;
        const auto differs = std::find_if(candidates.cbegin(), candidates.cend(), [&](const Candidate& x) {
            return x.fact->passage->hit->chunkId == chunk
                   && std::none_of(chosen.cbegin(), chosen.cend(),
                                   [&](const Quantity* y) { return y->sameAs(*x.quantity); });
        });
        const Candidate& pick = differs != candidates.cend() ? *differs : first;
        chosen.append(pick.quantity);
        const Hit& h = *pick.fact->passage->hit;
        c.sides.append({h.chunkId, h.label(), h.path, pick.quantity->text,
                        Quote{h.chunkId, pick.fact->sentence->span, pick.fact->passage->textOf(*pick.fact->sentence)}});
    }
    return c;
}

QList<Contradiction> ContradictionFinder::find(const QString& question, const QList<Hit>& evidence)
{
    const Language language = LanguageGuess::of(question);
    const QSet<QString> asked = ContentTerms::of(question, language, ContentTerms::Units::Drop);
    QList<PassageFacts> passages;
    passages.reserve(evidence.size());
    for (const Hit& h : evidence)
        passages.append(PassageFacts::of(h));
    QList<Fact> facts;
    for (const PassageFacts& p : std::as_const(passages)) {
        for (const PassageFacts::Sentence& s : p.sentences) {
            const bool figure = std::any_of(s.quantities.cbegin(), s.quantities.cend(),
                                            [](const Quantity& q) { return !q.unit.isEmpty(); });
            if (figure && !s.instruction && !s.example && s.subject.intersects(asked))
                facts.append({&p, &s});
        }
    }
    // Sentences that disagree form groups (three documents, three values: one contradiction).
    QList<int> group(facts.size());
    std::iota(group.begin(), group.end(), 0);
    auto root = [&group](int i) {
        while (group[i] != i)
            i = group[i] = group[group[i]];
        return i;
    };
    QList<bool> conflicted(facts.size(), false);
    for (int i = 0; i < facts.size(); ++i) {
        for (int j = i + 1; j < facts.size(); ++j) {
            if (disagree(facts.at(i), facts.at(j), asked)) {
                group[root(j)] = root(i);
                conflicted[i] = conflicted[j] = true;
            }
        }
    }
    QList<Contradiction> out;
    QList<int> roots;
    for (int i = 0; i < facts.size(); ++i) {
        if (conflicted.at(i) && !roots.contains(root(i)))
            roots.append(root(i));
    }
    for (int r : std::as_const(roots)) {
        QList<Fact> members;
        for (int i = 0; i < facts.size(); ++i) {
            if (conflicted.at(i) && root(i) == r)
                members.append(facts.at(i));
        }
        Contradiction c = describe(members, question, asked);
        if (c.sides.size() >= 2 && out.size() < maxContradictions)
            out.append(c);
    }
    return out;
}

} // namespace lotse
