// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/HelpDialog.h"

#include "ingest/SourceFile.h"
#include "shared/Retranslate.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace lotse::ui {

HelpDialog::HelpDialog(QWidget* window)
    : QDialog(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("helpDialog"));
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("helpText"));
    m_text->setOpenLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(560, 600);
    retranslate(this, [this] {
        setWindowTitle(tr("Lotse Help"));
        m_text->setAccessibleName(tr("Help"));
        fill();
    });
}

void HelpDialog::showTopic(Topic topic)
{
    fill(); // shortcuts may have changed since
    m_text->scrollToAnchor(topic == Topic::Shortcuts ? QStringLiteral("shortcuts") : QStringLiteral("start"));
    if (topic == Topic::GettingStarted)
        m_text->verticalScrollBar()->setValue(0);
    show();
    raise();
    activateWindow();
}

QString HelpDialog::text() const
{
    return m_text->toPlainText();
}

void HelpDialog::fill()
{
    const QStringList steps{
        tr("<b>Add your handbook.</b> File › Add files or Add folder, or drop files on the window. Lotse reads %1. "
           "A folder stays in sync: changed, new and deleted files are picked up, also after a restart.")
            .arg(SourceFile::supportedPatterns().toHtmlEscaped()),
        tr("<b>Ask in your own words</b> and press Enter, e.g. “What do I do if my laptop is stolen?”. Lotse "
           "answers only from your documents."),
        tr("<b>Check the sources.</b> Every statement cites its passage as [1], [2]; the sources are listed under "
           "the answer. Click one to read the passage, marked in its document."),
        tr("<b>No answer is an answer.</b> When the handbook does not cover a question, Lotse says so, names the "
           "closest sections and whom to ask instead (Settings › Retrieval)."),
        tr("<b>How it was found</b> (Ctrl+R) shows every search round: the passages with their scores, the "
           "grader's verdict and why, and the rewritten query of the next round."),
        tr("<b>Offline or with a model.</b> Offline mode needs no model and no network. In Settings › Provider you "
           "can connect Azure OpenAI or an OpenAI-compatible server; keys are kept in the system keychain only."),
        tr("<b>Conversations</b> are kept: the Conversations panel lists them (Ctrl+N starts a new one; rename "
           "with F2, delete with Delete)."),
        tr("<b>For knowledge managers:</b> the Inspector (Ctrl+I) shows past questions and why they were answered "
           "so, runs evaluations and lists the topics people ask about that the handbook does not cover."),
    };
    QString items;
    for (const QString& step : steps)
        items += QStringLiteral("<li style='margin-bottom:6px'>%1</li>").arg(step);
    m_text->setHtml(QStringLiteral("<h2><a name='start'></a>%1</h2><ol>%2</ol><h2><a name='shortcuts'></a>%3</h2>%4")
                        .arg(tr("Getting started").toHtmlEscaped(), items, tr("Keyboard shortcuts").toHtmlEscaped(),
                             shortcutsHtml()));
}

QList<std::pair<QString, QString>> HelpDialog::shortcuts() const
{
    // The menus' actions in menu order, then the window's own (shortcuts without a menu entry).
    QList<QAction*> actions;
    for (const QMenu* menu : m_window->findChildren<QMenu*>())
        actions += menu->actions();
    actions += m_window->actions();
    QSet<const QAction*> listed;
    QList<std::pair<QString, QString>> out;
    static const QRegularExpression mnemonic(QStringLiteral("&(?!&)"));
    for (const QAction* action : std::as_const(actions)) {
        if (listed.contains(action) || action->shortcut().isEmpty() || action->text().isEmpty())
            continue;
        listed.insert(action);
        QString name = action->text();
        name.remove(mnemonic);
        name.replace(QStringLiteral("&&"), QStringLiteral("&"));
        name.remove(QStringLiteral("…"));
        out.append({name, action->shortcut().toString(QKeySequence::NativeText)});
    }
    return out;
}

QString HelpDialog::shortcutsHtml() const
{
    QString rows;
    for (const auto& [name, keys] : shortcuts())
        rows += QStringLiteral("<tr><td style='padding-right:18px'>%1</td><td><b>%2</b></td></tr>")
                    .arg(name.toHtmlEscaped(), keys.toHtmlEscaped());
    return QStringLiteral("<table>%1</table>").arg(rows);
}

} // namespace lotse::ui
