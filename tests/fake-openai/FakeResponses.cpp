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

QJsonObject usage(int prompt, int completion)
{
    return {{QStringLiteral("prompt_tokens"), prompt},
            {QStringLiteral("completion_tokens"), completion},
            {QStringLiteral("total_tokens"), prompt + completion}};
}

QJsonObject chunk(const QString& model, const QJsonArray& choices)
{
    return {{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
            {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
            {QStringLiteral("created"), QDateTime::currentSecsSinceEpoch()},
            {QStringLiteral("model"), model},
            {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")},
            {QStringLiteral("choices"), choices},
            {QStringLiteral("usage"), QJsonValue::Null}};
}

QJsonObject filterResults()
{
    const QJsonObject safe{{QStringLiteral("filtered"), false}, {QStringLiteral("severity"), QStringLiteral("safe")}};
    return {{QStringLiteral("hate"), safe},
            {QStringLiteral("self_harm"), safe},
            {QStringLiteral("sexual"), safe},
            {QStringLiteral("violence"), safe}};
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

QJsonObject FakeResponses::chatCompletion(const QString& model, const QByteArray& content, const QString& refusal,
                                          const QString& finishReason, int promptTokens)
{
    const QString text = QString::fromUtf8(content);
    const QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                              {QStringLiteral("content"), refusal.isEmpty() ? QJsonValue(text) : QJsonValue::Null},
                              {QStringLiteral("refusal"), refusal.isEmpty() ? QJsonValue::Null : QJsonValue(refusal)}};
    const QJsonObject choice{{QStringLiteral("index"), 0},
                             {QStringLiteral("message"), message},
                             {QStringLiteral("finish_reason"), finishReason},
                             {QStringLiteral("logprobs"), QJsonValue::Null},
                             {QStringLiteral("content_filter_results"), filterResults()}};
    return {{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
            {QStringLiteral("object"), QStringLiteral("chat.completion")},
            {QStringLiteral("created"), QDateTime::currentSecsSinceEpoch()},
            {QStringLiteral("model"), model},
            {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")},
            {QStringLiteral("choices"), QJsonArray{choice}},
            {QStringLiteral("usage"), usage(promptTokens, tokens(text))},
            {QStringLiteral("prompt_filter_results"),
             QJsonArray{QJsonObject{{QStringLiteral("prompt_index"), 0},
                                    {QStringLiteral("content_filter_results"), filterResults()}}}}};
}

QList<QJsonObject> FakeResponses::chatChunks(const QString& model, const QByteArray& content, const QString& refusal,
                                             const QString& finishReason, int promptTokens, bool includeUsage)
{
    QList<QJsonObject> out;
    // Azure's first event: prompt filter results, no choices, empty id and model.
    out.append({{QStringLiteral("id"), QString()},
                {QStringLiteral("object"), QString()},
                {QStringLiteral("created"), 0},
                {QStringLiteral("model"), QString()},
                {QStringLiteral("prompt_filter_results"),
                 QJsonArray{QJsonObject{{QStringLiteral("prompt_index"), 0},
                                        {QStringLiteral("content_filter_results"), filterResults()}}}},
                {QStringLiteral("choices"), QJsonArray()},
                {QStringLiteral("usage"), QJsonValue::Null}});
    auto choice = [](const QJsonObject& delta, const QJsonValue& finish) {
        return QJsonArray{QJsonObject{{QStringLiteral("index"), 0},
                                      {QStringLiteral("delta"), delta},
                                      {QStringLiteral("finish_reason"), finish},
                                      {QStringLiteral("logprobs"), QJsonValue::Null}}};
    };
    out.append(chunk(
        model, choice({{QStringLiteral("role"), QStringLiteral("assistant")}, {QStringLiteral("content"), QString()}},
                      QJsonValue::Null)));
    const QString text = refusal.isEmpty() ? QString::fromUtf8(content) : refusal;
    const QString field = refusal.isEmpty() ? QStringLiteral("content") : QStringLiteral("refusal");
    for (qsizetype i = 0; i < text.size(); i += 12)
        out.append(chunk(model, choice({{field, text.mid(i, 12)}}, QJsonValue::Null)));
    out.append(chunk(model, choice(QJsonObject(), finishReason)));
    if (includeUsage) {
        QJsonObject last = chunk(model, QJsonArray());
        last.insert(QStringLiteral("usage"), usage(promptTokens, tokens(text)));
        out.append(last);
    }
    return out;
}

QByteArray FakeResponses::error(const QString& code, const QString& message, const QString& type)
{
    const QJsonObject e{{QStringLiteral("code"), code},
                        {QStringLiteral("message"), message},
                        {QStringLiteral("type"), type.isEmpty() ? QJsonValue::Null : QJsonValue(type)},
                        {QStringLiteral("param"), QJsonValue::Null}};
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), e}}).toJson(QJsonDocument::Compact);
}

} // namespace lotse::fake
