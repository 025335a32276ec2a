// SPDX-License-Identifier: GPL-3.0-or-later
#include "Trace.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace lotse {

namespace {

// null when no price is known: the cost is unknown, never a guess.
QJsonValue costToJson(const std::optional<TraceCost>& cost)
{
    if (!cost)
        return QJsonValue();
    QJsonObject o{{QStringLiteral("usd"), cost->usd}};
    if (const auto& price = cost->price) {
        o.insert(QStringLiteral("model"), price->model);
        o.insert(QStringLiteral("inputPerMillion"), price->inputPerMillion);
        o.insert(QStringLiteral("outputPerMillion"), price->outputPerMillion);
        o.insert(QStringLiteral("cachedInputPerMillion"), price->cachedPrice());
    }
    return o;
}

std::optional<TraceCost> costFromJson(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    TraceCost cost{o.value(QStringLiteral("usd")).toDouble(), std::nullopt};
    if (o.contains(QStringLiteral("inputPerMillion"))) {
        cost.price = ModelPrice{o.value(QStringLiteral("model")).toString(),
                                o.value(QStringLiteral("inputPerMillion")).toDouble(),
                                o.value(QStringLiteral("outputPerMillion")).toDouble(),
                                o.value(QStringLiteral("cachedInputPerMillion")).toDouble(-1)};
    }
    return cost;
}

QJsonObject timingsToJson(const TraceTimings& t)
{
    return {{QStringLiteral("totalMs"), t.totalMs},       {QStringLiteral("decomposeMs"), t.decomposeMs},
            {QStringLiteral("retrieveMs"), t.retrieveMs}, {QStringLiteral("gradeMs"), t.gradeMs},
            {QStringLiteral("rewriteMs"), t.rewriteMs},   {QStringLiteral("answerMs"), t.answerMs},
            {QStringLiteral("checkMs"), t.checkMs}};
}

TraceTimings timingsFromJson(const QJsonObject& o)
{
    auto ms = [&o](const char* key) { return o.value(QLatin1String(key)).toInteger(); };
    return {ms("totalMs"),   ms("decomposeMs"), ms("retrieveMs"), ms("gradeMs"),
            ms("rewriteMs"), ms("answerMs"),    ms("checkMs")};
}

// What only a finished run has: the outcome, the answer as shown and what it cost.
void writeEnd(const Trace& t, QJsonObject& out)
{
    out.insert(QStringLiteral("outcome"), t.outcomeName());
    if (t.answerRound > 0)
        out.insert(QStringLiteral("answerRound"), t.answerRound);
    out.insert(QStringLiteral("answer"), t.answer);
    QJsonArray citations;
    for (const Citation& c : t.citations)
        citations.append(c.toJson());
    out.insert(QStringLiteral("citations"), citations);
    QJsonArray removed;
    for (const qint64 id : t.removedCitations)
        removed.append(id);
    out.insert(QStringLiteral("removedCitations"), removed);
    QJsonObject usage = t.usage.toJson();
    usage.insert(QStringLiteral("totalTokens"), t.usage.total());
    out.insert(QStringLiteral("usage"), usage);
    if (!t.calls.isEmpty()) {
        QJsonArray calls;
        for (const ModelCall& c : t.calls)
            calls.append(c.toJson());
        out.insert(QStringLiteral("calls"), calls);
    }
    out.insert(QStringLiteral("cost"), costToJson(t.cost));
    out.insert(QStringLiteral("elapsedMs"), t.elapsedMs);
}

void readEnd(const QJsonObject& json, Trace& t)
{
    t.outcome = outcomeFromName(json.value(QStringLiteral("outcome")).toString());
    t.answerRound = json.value(QStringLiteral("answerRound")).toInt();
    t.answer = json.value(QStringLiteral("answer")).toString();
    for (const QJsonValue& c : json.value(QStringLiteral("citations")).toArray())
        t.citations.append(Citation::fromJson(c.toObject()));
    for (const QJsonValue& id : json.value(QStringLiteral("removedCitations")).toArray())
        t.removedCitations.append(id.toInteger());
    t.usage = TokenUsage::fromJson(json.value(QStringLiteral("usage")).toObject());
    for (const QJsonValue& c : json.value(QStringLiteral("calls")).toArray())
        t.calls.append(ModelCall::fromJson(c.toObject()));
    t.cost = costFromJson(json.value(QStringLiteral("cost")));
    t.elapsedMs = json.value(QStringLiteral("elapsedMs")).toInteger();
}

} // namespace

QJsonObject TraceProvider::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kind},
                  {QStringLiteral("chatModel"), chatModel},
                  {QStringLiteral("embeddingModel"), embeddingModel}};
    if (!model.isEmpty())
        o.insert(QStringLiteral("model"), model);
    return o;
}

TraceProvider TraceProvider::fromJson(const QJsonObject& o)
{
    TraceProvider p;
    p.kind = o.value(QStringLiteral("kind")).toString(p.kind);
    p.chatModel = o.value(QStringLiteral("chatModel")).toString();
    p.embeddingModel = o.value(QStringLiteral("embeddingModel")).toString();
    p.model = o.value(QStringLiteral("model")).toString();
    return p;
}

QString Trace::outcomeName() const
{
    return outcome ? lotse::outcomeName(*outcome) : QString();
}

int Trace::insufficientRounds() const
{
    return int(std::count_if(rounds.cbegin(), rounds.cend(), [](const TraceRound& r) { return r.insufficient(); }));
}

QStringList Trace::citedSources() const
{
    QStringList paths;
    for (const Citation& c : citations) {
        if (!c.path.isEmpty() && !paths.contains(c.path))
            paths.append(c.path);
    }
    paths.sort();
    return paths;
}

const TraceRound* Trace::lastGradedRound() const
{
    for (auto it = rounds.crbegin(); it != rounds.crend(); ++it) {
        if (it->verdict)
            return &*it;
    }
    return nullptr;
}

QJsonObject Trace::toJson() const
{
    QJsonObject out{{QStringLiteral("traceVersion"), currentVersion}, {QStringLiteral("question"), question}};
    if (askedAt.isValid())
        out.insert(QStringLiteral("askedAt"), askedAt.toUTC().toString(Qt::ISODateWithMs));
    if (!questionStored)
        out.insert(QStringLiteral("questionStored"), false);
    if (subQuestions) {
        out.insert(QStringLiteral("subQuestions"), QJsonArray::fromStringList(*subQuestions));
        out.insert(QStringLiteral("decomposeMs"), decomposeMs);
    }
    QJsonArray roundArray;
    for (const TraceRound& r : rounds)
        roundArray.append(r.toJson());
    out.insert(QStringLiteral("rounds"), roundArray);
    if (writtenAnswer)
        out.insert(QStringLiteral("writtenAnswer"), *writtenAnswer);
    if (grounding)
        out.insert(QStringLiteral("grounding"), grounding->toJson());
    if (isFinished())
        writeEnd(*this, out);
    if (timings)
        out.insert(QStringLiteral("timings"), timingsToJson(*timings));
    if (!error.isEmpty())
        out.insert(QStringLiteral("error"), error);
    out.insert(QStringLiteral("options"), options.toJson());
    out.insert(QStringLiteral("provider"), provider.toJson());
    return out;
}

Result<Trace> Trace::fromJson(const QJsonObject& json)
{
    if (const int version = json.value(QStringLiteral("traceVersion")).toInt(); version > currentVersion) {
        return Error::make(Error::Code::Unsupported,
                           QCoreApplication::translate("lotse::Trace",
                                                       "This trace was written by a newer Lotse (trace version %1; "
                                                       "this one reads up to %2). Update Lotse to read it.")
                               .arg(version)
                               .arg(currentVersion));
    }
    Trace t;
    t.question = json.value(QStringLiteral("question")).toString();
    t.askedAt = QDateTime::fromString(json.value(QStringLiteral("askedAt")).toString(), Qt::ISODateWithMs);
    t.questionStored = json.value(QStringLiteral("questionStored")).toBool(true);
    if (json.contains(QStringLiteral("subQuestions"))) {
        t.subQuestions = json.value(QStringLiteral("subQuestions")).toVariant().toStringList();
        t.decomposeMs = json.value(QStringLiteral("decomposeMs")).toInteger();
    }
    const QJsonArray rounds = json.value(QStringLiteral("rounds")).toArray();
    for (qsizetype i = 0; i < rounds.size(); ++i)
        t.rounds.append(TraceRound::fromJson(rounds.at(i).toObject(), int(i) + 1));
    if (json.contains(QStringLiteral("writtenAnswer")))
        t.writtenAnswer = json.value(QStringLiteral("writtenAnswer")).toString();
    if (json.contains(QStringLiteral("grounding")))
        t.grounding = Grounding::fromJson(json.value(QStringLiteral("grounding")).toObject());
    if (json.contains(QStringLiteral("outcome")))
        readEnd(json, t);
    if (json.contains(QStringLiteral("timings")))
        t.timings = timingsFromJson(json.value(QStringLiteral("timings")).toObject());
    t.error = json.value(QStringLiteral("error")).toString();
    t.options = AgentOptions::fromJson(json.value(QStringLiteral("options")).toObject());
    t.provider = TraceProvider::fromJson(json.value(QStringLiteral("provider")).toObject());
    return t;
}

} // namespace lotse
