// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeChatStream.h"

#include "FakeResponses.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse::fake {

namespace {

QJsonArray choice(const QJsonObject& delta, const QJsonValue& finish)
{
    return QJsonArray{QJsonObject{{QStringLiteral("index"), 0},
                                  {QStringLiteral("delta"), delta},
                                  {QStringLiteral("finish_reason"), finish},
                                  {QStringLiteral("logprobs"), QJsonValue::Null}}};
}

} // namespace

FakeChatStream::FakeChatStream(FakeReply reply, bool includeUsage)
    : m_reply(std::move(reply))
    , m_includeUsage(includeUsage)
    , m_text(m_reply.refusal.isEmpty() ? QString::fromUtf8(m_reply.content) : m_reply.refusal)
    , m_field(m_reply.refusal.isEmpty() ? QStringLiteral("content") : QStringLiteral("refusal"))
{}

qsizetype FakeChatStream::textPieces() const
{
    return (m_text.size() + 11) / 12;
}

qsizetype FakeChatStream::size() const
{
    return 2 + textPieces() + 1 + (m_includeUsage ? 1 : 0);
}

QByteArray FakeChatStream::event(qsizetype index) const
{
    return QJsonDocument(object(index)).toJson(QJsonDocument::Compact);
}

QJsonObject FakeChatStream::object(qsizetype index) const
{
    if (index == 0) {
        // Azure's first event: prompt filter results, no choices, empty id and model.
        return {{QStringLiteral("id"), QString()},
                {QStringLiteral("object"), QString()},
                {QStringLiteral("created"), 0},
                {QStringLiteral("model"), QString()},
                {QStringLiteral("prompt_filter_results"),
                 QJsonArray{QJsonObject{{QStringLiteral("prompt_index"), 0},
                                        {QStringLiteral("content_filter_results"), FakeResponses::filterResults()}}}},
                {QStringLiteral("choices"), QJsonArray()},
                {QStringLiteral("usage"), QJsonValue::Null}};
    }
    if (index == 1) {
        return FakeResponses::chunk(m_reply.model, choice({{QStringLiteral("role"), QStringLiteral("assistant")},
                                                           {QStringLiteral("content"), QString()}},
                                                          QJsonValue::Null));
    }
    const qsizetype piece = index - 2;
    if (piece < textPieces())
        return FakeResponses::chunk(m_reply.model, choice({{m_field, m_text.mid(piece * 12, 12)}}, QJsonValue::Null));
    if (piece == textPieces())
        return finish();
    QJsonObject usageChunk = FakeResponses::chunk(m_reply.model, QJsonArray());
    usageChunk.insert(QStringLiteral("usage"), FakeResponses::usage(m_reply));
    return usageChunk;
}

QJsonObject FakeChatStream::finish() const
{
    QJsonArray choices = choice(QJsonObject(), m_reply.finishReason);
    QJsonObject last = choices.first().toObject();
    last.insert(QStringLiteral("content_filter_results"), FakeResponses::filterResults(m_reply.filtered));
    choices[0] = last;
    return FakeResponses::chunk(m_reply.model, choices);
}

} // namespace lotse::fake
