// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmAnswerer.h"

#include "LlmContext.h"
#include "Prompts.h"
#include "agent/RefusalText.h"
#include "answer/CitationLink.h"

#include <QRegularExpression>
#include <QSet>

namespace lotse {

LlmAnswerer::LlmAnswerer(LlmContext& context)
    : m_context(context)
    , m_client(context.network, context.config, context.credential)
{
    QObject::connect(&m_client, &ChatClient::delta, &m_client, [this](const QString& text) {
        m_streamedChars += text.size();
        m_delta(text);
    });
    QObject::connect(&m_client, &ChatClient::finished, &m_client, [this](const ChatResult& result) {
        m_context.usage->add(QStringLiteral("answer"), result);
        if (!result.refusal.isEmpty()) {
            m_done(Answer{}); // a model refusal: the loop refuses honestly instead
            return;
        }
        Answer answer = checkCitations(result.content, m_evidence);
        answer.truncated = result.truncated(); // shown as cut off, never as complete
        m_done(answer);
    });
    QObject::connect(&m_client, &ChatClient::failed, &m_client,
                     [this](const ProviderError& error) { m_done(error.toError()); });
}

void LlmAnswerer::answer(const AnswerInput& input, Delta onDelta, Done done)
{
    m_evidence = input.evidence;
    m_delta = std::move(onDelta);
    m_done = std::move(done);
    ChatRequest request = Prompts::answer(input.question, input.evidence, input.contradictions);
    request.effort = m_context.config.efforts.answer;
    m_promptChars = 0;
    for (const ChatMessage& m : std::as_const(request.messages))
        m_promptChars += m.content.size();
    m_streamedChars = 0;
    m_client.complete(request);
}

TokenUsage LlmAnswerer::spentSoFar() const
{
    // About four characters a token, as the service's tokenizers average on English and German text;
    // a reasoning model's thinking before its first word is not visible, so not counted.
    TokenUsage u;
    u.promptTokens = int(m_promptChars / 4);
    u.completionTokens = int(m_streamedChars / 4);
    return u;
}

void LlmAnswerer::refuse(const RefusalInput& input, Done done)
{
    done(RefusalText::write(input));
}

void LlmAnswerer::cancel()
{
    m_client.cancel();
}

Answer LlmAnswerer::checkCitations(const QString& markdown, const QList<Hit>& evidence)
{
    Answer out;
    QHash<qint64, const Hit*> byId;
    for (const Hit& h : evidence)
        byId.insert(h.chunkId, &h);
    QString text;
    qsizetype last = 0;
    QSet<qint64> cited;
    QRegularExpressionMatchIterator it = CitationLink::pattern().globalMatch(markdown);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const std::optional<qint64> id = CitationLink::chunkId(QUrl(m.captured(2)));
        // A link taken out takes the space before it along.
        const qsizetype start =
            m.capturedStart() > last && markdown.at(m.capturedStart() - 1).isSpace() && !(id && byId.contains(*id))
                ? m.capturedStart() - 1
                : m.capturedStart();
        text += markdown.mid(last, start - last);
        last = m.capturedEnd();
        if (id && byId.contains(*id)) {
            text += m.captured(0);
            if (!cited.contains(*id)) {
                cited.insert(*id);
                const Hit& h = *byId.value(*id);
                out.citations.append({h.chunkId, h.path, h.label(), h.page});
            }
        } else if (id) {
            out.removedCitations.append(*id); // not in the evidence: the model made it up or mixed it up
        }
    }
    text += markdown.mid(last);
    out.markdown = text.trimmed();
    return out;
}

} // namespace lotse
