// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;
class QUrl;

namespace lotse {
struct AgentEvent;
}

namespace lotse::ui {

// The answer as Markdown, with its citations as links, and a line saying how it came about.
// Citation links are not followed: they are reported as citationActivated().
class AnswerView final : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerView(QWidget* parent = nullptr);

    void handleEvent(const AgentEvent& event);
    void setKnowledgeBaseEmpty(bool empty);
    // A note where the answer would be, e.g. why a question was not asked.
    void showNotice(const QString& text);
    QString markdown() const { return m_markdown; }

Q_SIGNALS:
    void citationActivated(qint64 chunkId);

private:
    void onFinished(const AgentEvent& event);
    void openLink(const QUrl& url);
    void setStatus(const QString& text, bool error = false);
    void setIdlePlaceholder();

    QLabel* m_status = nullptr;
    QTextBrowser* m_browser = nullptr;
    QString m_markdown;
    bool m_knowledgeBaseEmpty = true;
};

} // namespace lotse::ui
