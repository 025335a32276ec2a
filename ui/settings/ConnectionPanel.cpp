// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/ConnectionPanel.h"

#include "llm/ConnectionReportText.h"
#include "llm/KeyStore.h"
#include "llm/auth/CredentialResolver.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QLabel* resultLabel(const QString& name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    // A wrapped label's minimum height is taken at its minimum width: without one, the form reserves
    // lines it never uses (blank space in the scrolling settings).
    label->setMinimumWidth(label->fontMetrics().averageCharWidth() * 50);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The user can copy an error into a support request, also with the keyboard.
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->hide();
    return label;
}

} // namespace

ConnectionPanel::ConnectionPanel(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
    , m_network(network)
{
    m_button = new QPushButton(this);
    m_button->setObjectName(QStringLiteral("testConnectionButton"));
    m_button->setAutoDefault(false);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("connectionBusy"));
    m_progress->setRange(0, 0); // busy
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(120);
    m_progress->hide();

    m_chat = resultLabel(QStringLiteral("chatResult"), this);
    m_embeddings = resultLabel(QStringLiteral("embeddingResult"), this);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_button);
    row->addWidget(m_progress);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_chat);
    layout->addWidget(m_embeddings);

    connect(m_button, &QPushButton::clicked, this, &ConnectionPanel::testRequested);
    retranslate(this, [this] {
        m_button->setText(m_busy ? tr("Testing…") : tr("&Test Connection"));
        m_button->setAccessibleName(tr("Test the connection"));
        m_button->setToolTip(tr("Send a short request to the chat and the embedding deployment with the values above"));
        m_progress->setAccessibleName(tr("Testing the connection"));
        m_chat->setAccessibleName(tr("Chat deployment result"));
        m_embeddings->setAccessibleName(tr("Embedding deployment result"));
        showResults();
    });
}

void ConnectionPanel::clear()
{
    ++m_generation;
    if (m_test) {
        m_test->cancel();
        m_test->deleteLater();
    }
    m_problem = nullptr;
    m_report.reset();
    showResults();
    setBusy(false);
    Q_EMIT resultsChanged();
}

void ConnectionPanel::showProblem(std::function<QString()> message)
{
    clear();
    m_problem = std::move(message);
    showResults();
    Q_EMIT resultsChanged();
}

void ConnectionPanel::test(const ProviderConfig& config, const QString& typedKey)
{
    clear();
    setBusy(true);
    if (!typedKey.isEmpty() && config.auth == ProviderConfig::Auth::Key) {
        run(config, Credential::key(typedKey));
        return;
    }
    const int generation = m_generation;
    QPointer<ConnectionPanel> self(this);
    CredentialResolver::resolve(m_keys, this, config, [self, generation, config](Result<Credential> credential) {
        if (!self || generation != self->m_generation)
            return;
        if (!credential) {
            self->showProblem([needsKey = credential.error().code == Error::Code::MissingCredential
                                          && config.auth == ProviderConfig::Auth::Key,
                               message = credential.error().message] {
                return needsKey ? tr("This provider needs an API key: type it into the API key field.") : message;
            });
            return;
        }
        self->run(config, credential.value());
    });
}

void ConnectionPanel::run(const ProviderConfig& config, const Credential& credential)
{
    m_test = new ConnectionTest(m_network, config, credential, this);
    connect(m_test, &ConnectionTest::finished, this, [this, test = m_test.data()](const ConnectionReport& report) {
        test->deleteLater();
        showReport(report);
    });
    m_test->start();
}

void ConnectionPanel::showReport(const ConnectionReport& report)
{
    setBusy(false);
    m_report = report;
    showResults();
    Q_EMIT resultsChanged();
    if (!report.ok())
        qCInfo(lcUi) << "connection test failed:" << m_chat->text() << m_embeddings->text();
}

void ConnectionPanel::showResults()
{
    if (m_problem) {
        m_chat->setText(tr("✗ %1").arg(m_problem()));
        m_chat->show();
        m_embeddings->hide();
        return;
    }
    if (!m_report) {
        m_chat->clear();
        m_chat->hide();
        m_embeddings->clear();
        m_embeddings->hide();
        return;
    }
    m_chat->show();
    // A wrong key or an unreachable host: one line for both, not the same advice twice.
    if (const QString shared = ConnectionReportText::sharedFailure(*m_report); !shared.isEmpty()) {
        m_chat->setText(shared);
        m_embeddings->clear();
        m_embeddings->hide();
        return;
    }
    m_chat->setText(ConnectionReportText::chat(m_report->chat));
    m_embeddings->setText(ConnectionReportText::embeddings(m_report->embeddings));
    m_embeddings->show();
}

void ConnectionPanel::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (busy)
        m_hadFocus = m_button->hasFocus();
    m_progress->setVisible(busy);
    m_button->setEnabled(!busy);
    m_button->setText(busy ? tr("Testing…") : tr("&Test Connection"));
    // A disabled button passes the focus on; a keyboard user gets it back where they were.
    if (!busy && m_hadFocus && m_button->isVisible() && window()->isActiveWindow())
        m_button->setFocus(Qt::OtherFocusReason);
    Q_EMIT busyChanged(busy);
}

} // namespace lotse::ui
