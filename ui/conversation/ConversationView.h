// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conversation/Exchange.h"

#include <QWidget>
#include <functional>

class QLabel;
class QTextBrowser;
class QTimer;
class QUrl;

namespace lotse::ui {

// The conversation: every question with its answer as Markdown, citations as links, the newest
// answer streaming in. Each finished answer offers "how it was found" (a replay of its research
// timeline) and "copy". With no question yet, it explains offline mode and providers.
// Links are not followed: they are reported as signals.
class ConversationView final : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationView(QWidget* parent = nullptr);

    void handleEvent(const AgentEvent& event);
    // A new conversation: the questions shown go (they stay in their stored conversation).
    void clear();
    // An exchange asked earlier, from its recorded events (a stored trace), shown as it was then.
    void restore(const QList<AgentEvent>& events, const QDateTime& askedAt);
    void setKnowledgeBaseEmpty(bool empty);
    // A team knowledge base's copy: its documents come from the team, so the welcome offers no sample.
    void setTeamKnowledgeBase(bool team);
    // What answers now, for the first-start explanation.
    void setMode(const QString& mode, bool offline);
    // A note above the conversation, e.g. why a question was not asked; `text` is asked again when
    // the interface language changes.
    void showNotice(std::function<QString()> text);

    const QList<Exchange>& exchanges() const { return m_exchanges; }
    // The latest answer's Markdown (empty before the first).
    QString markdown() const;
    // An answer as plain text with its citations turned into source names; -1: the latest.
    QString answerText(int index = -1) const;
    // Puts answerText() on the clipboard; false when there is no finished answer to copy.
    bool copyAnswer(int index = -1);

Q_SIGNALS:
    // `quote`: the words of the passage the statement relies on (empty: the passage as a whole).
    void citationActivated(qint64 chunkId, lotse::TextSpan quote);
    void replayRequested(int index);
    void sampleRequested();
    void settingsRequested();

private:
    void onFinished(const AgentEvent& event);
    void openLink(const QUrl& url);
    // `text` gives the status line; it is asked again when the interface language changes.
    void setStatus(std::function<QString()> text, bool error = false);
    void scheduleRender();
    void render();
    QString exchangeMarkdown(int index) const;
    static QString checkSummary(const Exchange& exchange);
    QString welcomeHtml() const;

    QLabel* m_status = nullptr;
    std::function<QString()> m_statusText;
    QTextBrowser* m_browser = nullptr;
    QTimer* m_renderTimer = nullptr;
    QList<Exchange> m_exchanges;
    QString m_mode;
    int m_finishedShown = -1; // finished exchanges already in the document; -1: the welcome text is shown
    int m_tailStart = 0;      // where the running exchange begins in the document
    int m_followedTo = 0;     // the scroll position render() put the newest question at
    bool m_offline = true;
    bool m_knowledgeBaseEmpty = true;
    bool m_team = false;
};

} // namespace lotse::ui
