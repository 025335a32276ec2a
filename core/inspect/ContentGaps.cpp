// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentGaps.h"

#include "common/Logging.h"
#include "text/Language.h"
#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/Tokenizer.h"
#include "trace/TraceStore.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace lotse {

namespace {

// Content words of a text, folded, in order, each once.
QStringList contentWords(const QString& text)
{
    QStringList out;
    for (const QString& token : Tokenizer::tokens(text)) {
        bool number = false;
        token.toInt(&number);
        if (token.size() > 2 && !number && !StopWords::contains(token) && !out.contains(token))
            out.append(token);
    }
    return out;
}

QString stem(const QString& word, Language language)
{
    const Stemmer& s = Stemmer::forThread();
    return language == Language::German ? s.german(word) : s.english(word);
}

// The value most entries have (ties: the first seen).
QString mostCommon(const QStringList& values)
{
    QHash<QString, int> counts;
    QString best;
    int bestCount = 0;
    for (const QString& v : values) {
        if (v.isEmpty())
            continue;
        const int c = ++counts[v];
        if (c > bestCount) {
            best = v;
            bestCount = c;
        }
    }
    return best;
}

// The words a gap is grouped by, from its verdict: what the evidence lacks.
QStringList gapWords(const Verdict& verdict, bool refused)
{
    // Refused for the thing it asks whether it is given ("Sonderurlaub"): that is the gap, not the words of
    // the story around it ("Umzug", "Kiel").
    if (refused && !verdict.thingMissing.isEmpty())
        return contentWords(verdict.thingMissing);
    QStringList words;
    for (const QString& m : verdict.missing) {
        // An answered question found its section: words of it that the knowledge base never uses
        // ("my baby" for parental leave) are the asker's situation, not a topic the handbook lacks.
        if (!refused && verdict.absent.contains(m))
            continue;
        for (const QString& word : contentWords(m)) {
            if (!words.contains(word))
                words.append(word);
        }
    }
    return words;
}

} // namespace

QString ContentGaps::noWordsTopic()
{
    return QCoreApplication::translate("lotse::ContentGaps", "(no words to group by)");
}

std::optional<GapQuestion> ContentGaps::fromTrace(const TraceSummary& summary, const Trace& trace)
{
    GapQuestion q;
    q.traceId = summary.id;
    q.askedAt = summary.createdAt;
    q.question = summary.question;
    q.outcome = summary.outcome;
    q.rounds = summary.rounds > 0 ? summary.rounds : int(trace.rounds.size());
    q.maxRounds = trace.options.maxRounds;
    const bool atLimit = q.outcome == QStringLiteral("answered") && q.maxRounds > 1 && q.rounds >= q.maxRounds;
    // An answer with a caveat came from a section that may not cover the asker's case: a gap candidate.
    const bool ambiguous = q.outcome == QStringLiteral("ambiguous");
    if (!q.refused() && !atLimit && !ambiguous)
        return std::nullopt;

    if (!trace.rounds.isEmpty()) {
        // An answer with a caveat quotes the round the trace names; its words say what the section lacks.
        const int answerRound = trace.answerRound;
        const TraceRound& last = answerRound >= 1 && answerRound <= trace.rounds.size()
                                     ? trace.rounds.at(answerRound - 1)
                                     : trace.rounds.last();
        const Verdict verdict = last.verdict.value_or(Verdict{});
        q.terms = gapWords(verdict, q.refused());
        q.termsFromGrader = !q.terms.isEmpty();
        if (last.hits && !last.hits->isEmpty()) {
            const Hit& best = last.hits->first();
            q.closestTitle = best.title;
            QStringList label{q.closestTitle};
            label.append(best.headingPath);
            label.removeAll(QString());
            label.removeDuplicates();
            q.closest = label.join(QStringLiteral(" › "));
        }
    }
    if (q.terms.isEmpty() && summary.questionStored)
        q.terms = contentWords(summary.question);
    return q;
}

Result<QList<GapQuestion>> ContentGaps::fromStore(const TraceStore& store, const TraceFilter& filter)
{
    TraceFilter f = filter;
    f.outcomes = {QStringLiteral("refused"), QStringLiteral("answered"), QStringLiteral("ambiguous")};
    f.multiRound = false;
    f.sortKey = TraceFilter::SortKey::CreatedAt;
    f.order = Qt::DescendingOrder;
    const auto summaries = store.list(f);
    if (!summaries)
        return summaries.error();
    QList<GapQuestion> out;
    for (const TraceSummary& s : summaries.value()) {
        if (s.outcome == QStringLiteral("answered") && s.rounds < 2)
            continue; // cannot have needed a round limit; no need to read it
        const auto record = store.trace(s.id);
        if (!record && record.error().code == Error::Code::Unsupported) {
            qCWarning(lcStore) << record.error().message; // one unreadable trace does not stop the report
            continue;
        }
        if (!record)
            return record.error();
        if (auto gap = fromTrace(record.value().summary, record.value().trace))
            out.append(*gap);
    }
    return out;
}

QList<GapGroup> ContentGaps::group(const QList<GapQuestion>& questions)
{
    // Each question's stems (in its order), and how many questions share each stem.
    QList<QStringList> stems;
    QHash<QString, int> shared;
    QHash<QString, QStringList> forms; // stem → the words written for it
    for (const GapQuestion& q : questions) {
        const Language language = q.question == TraceStore::placeholder()
                                      ? LanguageGuess::of(q.terms.join(QLatin1Char(' ')))
                                      : LanguageGuess::of(q.question);
        QStringList own;
        for (const QString& term : q.terms) {
            const QString s = stem(term, language);
            if (s.isEmpty() || own.contains(s))
                continue;
            own.append(s);
            forms[s].append(term);
            ++shared[s];
        }
        stems.append(own);
    }

    QHash<QString, int> index; // stem → group
    QList<GapGroup> groups;
    QList<QStringList> memberStems;
    GapGroup none;
    none.topic = noWordsTopic();
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const GapQuestion& q = questions.at(i);
        const QStringList& own = stems.at(i);
        if (own.isEmpty()) {
            none.questions.append(q);
            continue;
        }
        QString key = own.first();
        for (const QString& s : own) {
            if (shared.value(s) > shared.value(key))
                key = s;
        }
        if (!index.contains(key)) {
            index.insert(key, int(groups.size()));
            GapGroup g;
            g.topic = mostCommon(forms.value(key));
            groups.append(g);
            memberStems.append(QStringList());
        }
        const int gi = index.value(key);
        groups[gi].questions.append(q);
        for (const QString& s : own) {
            if (s != key)
                memberStems[gi].append(s);
        }
    }
    if (!none.questions.isEmpty()) {
        groups.append(none);
        memberStems.append(QStringList());
    }

    for (qsizetype gi = 0; gi < groups.size(); ++gi) {
        GapGroup& g = groups[gi];
        QStringList titles;
        for (const GapQuestion& q : std::as_const(g.questions)) {
            (q.refused() ? g.refused : g.atLimit) += 1;
            titles.append(q.closestTitle);
        }
        g.closestDocument = mostCommon(titles);
        QHash<QString, int> counts;
        for (const QString& s : std::as_const(memberStems.at(gi)))
            ++counts[s];
        QStringList related;
        for (const QString& s : memberStems.at(gi)) {
            const QString word = mostCommon(forms.value(s));
            if (counts.value(s) >= 2 && !related.contains(word))
                related.append(word);
        }
        g.relatedTerms = related.mid(0, 4);
    }
    std::stable_sort(groups.begin(), groups.end(), [](const GapGroup& a, const GapGroup& b) {
        const bool aNone = a.topic == noWordsTopic();
        const bool bNone = b.topic == noWordsTopic();
        if (aNone != bNone)
            return bNone;
        if (a.questions.size() != b.questions.size())
            return a.questions.size() > b.questions.size();
        return a.topic.localeAwareCompare(b.topic) < 0;
    });
    return groups;
}

} // namespace lotse
