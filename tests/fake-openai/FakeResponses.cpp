// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeResponses.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

namespace lotse::fake {

namespace {

quint32 fnv1a(const QByteArray& bytes, quint32 seed)
{
    quint32 h = 2166136261u ^ seed;
    for (char c : bytes) {
        h ^= quint8(c);
        h *= 16777619u;
    }
    return h;
}

} // namespace

int FakeResponses::tokens(const QString& text)
{
    return int(text.size() / 4) + 1;
}

QList<float> FakeResponses::embed(const QString& text, int dimensions)
{
    QList<float> v(dimensions, 0.0f);
    static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
    auto it = word.globalMatch(text.toLower());
    while (it.hasNext()) {
        const QByteArray w = it.next().captured().toUtf8();
        const quint32 h = fnv1a(w, 0);
        v[int(h % quint32(dimensions))] += (fnv1a(w, 1) & 1) ? 1.0f : -1.0f;
    }
    double norm = 0;
    for (float x : v)
        norm += double(x) * x;
    norm = std::sqrt(norm);
    if (norm == 0)
        v[0] = 1.0f; // no words: a fixed unit vector
    else
        for (float& x : v)
            x = float(x / norm);
    return v;
}

QJsonObject FakeResponses::embeddings(const QStringList& inputs, const QString& model, int dimensions, bool base64)
{
    QJsonArray data;
    int prompt = 0;
    for (int i = 0; i < inputs.size(); ++i) {
        const QList<float> v = embed(inputs.at(i), dimensions);
        QJsonValue embedding;
        if (base64) {
            QByteArray raw(reinterpret_cast<const char*>(v.constData()), qsizetype(v.size() * sizeof(float)));
            embedding = QString::fromLatin1(raw.toBase64());
        } else {
            QJsonArray a;
            for (float x : v)
                a.append(double(x));
            embedding = a;
        }
        data.append(QJsonObject{{QStringLiteral("object"), QStringLiteral("embedding")},
                                {QStringLiteral("index"), i},
                                {QStringLiteral("embedding"), embedding}});
        prompt += tokens(inputs.at(i));
    }
    return {{QStringLiteral("object"), QStringLiteral("list")},
            {QStringLiteral("data"), data},
            {QStringLiteral("model"), model},
            {QStringLiteral("usage"),
             QJsonObject{{QStringLiteral("prompt_tokens"), prompt}, {QStringLiteral("total_tokens"), prompt}}}};
}

QJsonObject FakeResponses::usage(const FakeReply& r)
{
    return {{QStringLiteral("prompt_tokens"), r.promptTokens},
            {QStringLiteral("completion_tokens"), r.completionTokens},
            {QStringLiteral("total_tokens"), r.promptTokens + r.completionTokens},
            {QStringLiteral("completion_tokens_details"),
             QJsonObject{{QStringLiteral("reasoning_tokens"), r.reasoningTokens},
                         {QStringLiteral("accepted_prediction_tokens"), 0},
                         {QStringLiteral("rejected_prediction_tokens"), 0}}},
            {QStringLiteral("prompt_tokens_details"), QJsonObject{{QStringLiteral("cached_tokens"), r.cachedTokens}}}};
}

QJsonObject FakeResponses::chatCompletion(const FakeReply& r)
{
    const QString text = QString::fromUtf8(r.content);
    const QJsonObject message{
        {QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("content"), r.refusal.isEmpty() ? QJsonValue(text) : QJsonValue::Null},
        {QStringLiteral("refusal"), r.refusal.isEmpty() ? QJsonValue::Null : QJsonValue(r.refusal)}};
    const QJsonObject choice{{QStringLiteral("index"), 0},
                             {QStringLiteral("message"), message},
                             {QStringLiteral("finish_reason"), r.finishReason},
                             {QStringLiteral("logprobs"), QJsonValue::Null},
                             {QStringLiteral("content_filter_results"), filterResults(r.filtered)}};
    return {{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
            {QStringLiteral("object"), QStringLiteral("chat.completion")},
            {QStringLiteral("created"), QDateTime::currentSecsSinceEpoch()},
            {QStringLiteral("model"), r.model},
            {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")},
            {QStringLiteral("choices"), QJsonArray{choice}},
            {QStringLiteral("usage"), usage(r)},
            {QStringLiteral("prompt_filter_results"),
             QJsonArray{QJsonObject{{QStringLiteral("prompt_index"), 0},
                                    {QStringLiteral("content_filter_results"), filterResults()}}}}};
}

QJsonObject FakeResponses::chunk(const QString& model, const QJsonArray& choices)
{
    return {{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
            {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
            {QStringLiteral("created"), QDateTime::currentSecsSinceEpoch()},
            {QStringLiteral("model"), model},
            {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")},
            {QStringLiteral("choices"), choices},
            {QStringLiteral("usage"), QJsonValue::Null}};
}

QJsonObject FakeResponses::filterResults(const QStringList& filtered)
{
    const QJsonObject safe{{QStringLiteral("filtered"), false}, {QStringLiteral("severity"), QStringLiteral("safe")}};
    const QJsonObject high{{QStringLiteral("filtered"), true}, {QStringLiteral("severity"), QStringLiteral("high")}};
    QJsonObject results;
    for (const QString& c :
         {QStringLiteral("hate"), QStringLiteral("self_harm"), QStringLiteral("sexual"), QStringLiteral("violence")})
        results.insert(c, filtered.contains(c) ? high : safe);
    for (const QString& c : filtered) {
        if (!results.contains(c)) // jailbreak, indirect_attack, protected_material_*
            results.insert(c, QJsonObject{{QStringLiteral("filtered"), true}, {QStringLiteral("detected"), true}});
    }
    return results;
}

QByteArray FakeResponses::error(const QString& code, const QString& message, const QString& type)
{
    const QJsonObject e{{QStringLiteral("code"), code},
                        {QStringLiteral("message"), message},
                        {QStringLiteral("type"), type.isEmpty() ? QJsonValue::Null : QJsonValue(type)},
                        {QStringLiteral("param"), QJsonValue::Null}};
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), e}}).toJson(QJsonDocument::Compact);
}

QByteArray FakeResponses::invalid(const QString& message, const QString& param, const QString& code)
{
    const QJsonObject e{{QStringLiteral("message"), message},
                        {QStringLiteral("type"), QStringLiteral("invalid_request_error")},
                        {QStringLiteral("param"), param.isEmpty() ? QJsonValue::Null : QJsonValue(param)},
                        {QStringLiteral("code"), code.isEmpty() ? QJsonValue::Null : QJsonValue(code)}};
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), e}}).toJson(QJsonDocument::Compact);
}

} // namespace lotse::fake
