// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScreenshotTour.h"

#include "FakeOpenAiServer.h"
#include "FakeProvider.h"
#include "UiTestSupport.h"
#include "agent/AgentSettings.h"
#include "ingest/SourceFile.h"
#include "knowledgebase/DocumentList.h"
#include "knowledgebase/KnowledgeBasePanel.h"
#include "llm/ProviderSettings.h"
#include "research/ResearchView.h"
#include "research/RewriteArrow.h"
#include "settings/EntraSignInBox.h"
#include "settings/SettingsDialog.h"
#include "source/PdfPageView.h"
#include "source/SourceView.h"
#include "store/Records.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkReply>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <cstdio>

using lotse::ui::MainWindow;

namespace {

template <typename T>
T* find(QWidget* window, const char* name)
{
    return window->findChild<T*>(QString::fromLatin1(name));
}

bool answered(QWidget* window)
{
    // In the language the tour runs in (LOTSE_SCREENSHOT_LANGUAGE).
    return find<QPushButton>(window, "askButton")->text()
               == QCoreApplication::translate("lotse::ui::QuestionBar", "Ask")
           && !uitest::outcomeText(*window).isEmpty();
}

// The last citation link of the conversation: the newest answer's first source.
QString lastCitation(QTextBrowser* browser)
{
    QString href;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QString target = it.fragment().charFormat().anchorHref();
            if (target.startsWith(QStringLiteral("lotse://chunk/")) && href.isEmpty())
                href = target;
        }
        if (block.text().startsWith(QStringLiteral("I left my work phone")))
            href.clear(); // only links after the newest question count
    }
    return href;
}

} // namespace

ScreenshotTour::ScreenshotTour(const QDir& out, const QDir& work, QSize windowSize, QObject* parent)
    : QObject(parent)
    , m_out(out)
    , m_work(work)
    , m_windowSize(windowSize)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(15);
}

ScreenshotTour::~ScreenshotTour() = default;

void ScreenshotTour::start()
{
    firstStart();
}

void ScreenshotTour::firstStart()
{
    openWindow(QStringLiteral("big.sqlite"));
    after(1200, [this] {
        shoot(m_window.get(), QStringLiteral("01-first-start.png"));
        ingesting();
    });
}

void ScreenshotTour::ingesting()
{
    // All three shared corpora at once: large enough to catch the progress bar on the way.
    QStringList folders;
    const QDir corpora(QStringLiteral(LOTSE_SHARED_DIR "/corpora"));
    for (const QString& name : corpora.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        folders.append(corpora.filePath(name));
    if (folders.isEmpty()) {
        fail(QStringLiteral("no corpora in %1").arg(corpora.path()));
        return;
    }
    find<lotse::ui::KnowledgeBasePanel>(m_window.get(), "knowledgeBasePanel")->addPaths(folders);
    auto* list = find<QTreeWidget>(m_window.get(), "documentList");
    auto* progress = find<QWidget>(m_window.get(), "ingestProgressBox");
    when(
        // Ingestion is fast now: while its progress shows, or once it is done if it never showed.
        [list, progress] {
            return (progress->isVisible() && uitest::states(list).count(QStringLiteral("ready")) >= 5)
                   || (!progress->isVisible() && uitest::states(list).count(QStringLiteral("ready")) > 100);
        },
        [this, progress] {
            shoot(m_window.get(), QStringLiteral("02-ingesting.png"));
            when([progress] { return !progress->isVisible(); }, [this] { multiRoundAnswer(); },
                 QStringLiteral("the corpora to be indexed"), 300000);
        },
        QStringLiteral("ingestion to show progress"));
}

void ScreenshotTour::multiRoundAnswer()
{
    m_window.reset();
    // A deployment name as people choose them.
    m_fake = std::make_unique<uitest::FakeProvider>();
    if (!m_fake->start({}, QStringLiteral("gpt-4o-mini"))) {
        fail(QStringLiteral("the fake server did not start"));
        return;
    }

    openWindow(QStringLiteral("handbook.sqlite"));
    find<QAction>(m_window.get(), "loadSampleAction")->trigger();
    auto* list = find<QTreeWidget>(m_window.get(), "documentList");
    when([list] { return uitest::allReady(list); },
         [this] {
             // The sample handbook is asked in the tour's language (the fake model knows both).
             uitest::ask(*m_window, inLanguage(QStringLiteral("How many vacation days do I get per year?"),
                                               QStringLiteral("Wie viele Urlaubstage habe ich pro Jahr?")));
             when([this] { return answered(m_window.get()); },
                  [this] {
                      uitest::ask(*m_window,
                                  inLanguage(QStringLiteral("I left my work phone behind on the train"),
                                             QStringLiteral("Ich habe mein Diensthandy im Zug liegen lassen")));
                      when([this] { return answered(m_window.get()); },
                           [this] {
                               after(1200, [this] {
                                   // What an employee sees: the conversation, the newest question on top,
                                   // and the conversations kept in this knowledge base.
                                   raiseDock("conversationsDock");
                                   after(400, [this] {
                                       shoot(m_window.get(), QStringLiteral("11-conversation.png"));
                                       raiseDock("knowledgeBaseDock");
                                       openResearch();
                                       after(1800, [this] { // the drawer's last animations settle
                                           showRewrite();
                                           after(400, [this] { // painted on the screen
                                               shoot(m_window.get(), QStringLiteral("03-multi-round-answer.png"));
                                               sourceViewer();
                                           });
                                       });
                                   });
                               });
                           },
                           QStringLiteral("the second answer"));
                  },
                  QStringLiteral("the first answer"));
         },
         QStringLiteral("the sample handbook"));
}

QString ScreenshotTour::inLanguage(const QString& english, const QString& german)
{
    return qEnvironmentVariable("LOTSE_SCREENSHOT_LANGUAGE") == QStringLiteral("de") ? german : english;
}

void ScreenshotTour::openWindow(const QString& knowledgeBase)
{
    m_window = std::make_unique<MainWindow>(m_work.filePath(knowledgeBase));
    m_window->resize(m_windowSize);
    m_window->move(0, 0);
    m_window->show();
}

void ScreenshotTour::raiseDock(const char* name)
{
    if (auto* dock = m_window->findChild<QDockWidget*>(QString::fromLatin1(name)))
        dock->raise();
}

void ScreenshotTour::openResearch()
{
    // "How it was found" beside the conversation, as a knowledge manager keeps it pinned open.
    auto* toggle = find<QAction>(m_window.get(), "showResearchAction");
    if (toggle && !toggle->isChecked())
        toggle->trigger();
}

void ScreenshotTour::showRewrite()
{
    // The arrow between the rounds in the middle: the end of round 1 above, round 2 below.
    auto* scroll = find<QScrollArea>(m_window.get(), "researchScroll");
    auto* arrow = m_window->findChild<lotse::ui::RewriteArrow*>();
    if (scroll && arrow)
        scroll->verticalScrollBar()->setValue(arrow->y() - scroll->viewport()->height() / 2);
}

void ScreenshotTour::sourceViewer()
{
    auto* browser = find<QTextBrowser>(m_window.get(), "answerBrowser");
    const QString href = lastCitation(browser);
    if (href.isEmpty()) {
        fail(QStringLiteral("the answer has no citation"));
        return;
    }
    Q_EMIT browser->anchorClicked(QUrl(href));
    after(600, [this] {
        shoot(m_window.get(), QStringLiteral("04-source-viewer.png"));
        pdfPage();
    });
}

void ScreenshotTour::pdfPage()
{
    // A passage on page 2 of a three-page PDF, shown as a citation link would show it.
    const QString path = m_work.filePath(QStringLiteral("staff-handbook.pdf"));
    QFile::remove(path);
    QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/formats/pages.pdf"), path);
    auto probed = lotse::SourceFile::probe(path);
    if (!probed || !probed.value().decode().ok()) {
        fail(QStringLiteral("cannot read %1").arg(path));
        return;
    }
    const lotse::SourceFile& file = probed.value();
    lotse::ChunkRecord chunk;
    chunk.id = 1;
    chunk.documentPath = path;
    chunk.documentTitle = QStringLiteral("Staff Handbook");
    chunk.headingPath = {QStringLiteral("Overtime")};
    chunk.text = QStringLiteral(
        "Overtime is paid at 125 percent of the hourly rate. Ask your manager before you work overtime.");
    chunk.startOffset = file.text.indexOf(QStringLiteral("Overtime is paid"));
    chunk.endOffset = chunk.startOffset + chunk.text.size();
    chunk.page = file.pageAt(chunk.startOffset);
    auto* source = find<lotse::ui::SourceView>(m_window.get(), "sourceView");
    auto* pages = find<lotse::ui::PdfPageView>(m_window.get(), "pdfPageView");
    if (!source || !pages) {
        fail(QStringLiteral("no source pane with a page view"));
        return;
    }
    connect(pages, &lotse::ui::PdfPageView::pageShown, this, [this] { ++m_pagesShown; });
    source->showChunk(chunk, file.sha256);
    when([this] { return m_pagesShown > 0; },
         [this] {
             after(400, [this] {
                 shoot(m_window.get(), QStringLiteral("06-pdf-page.png"));
                 settings();
             });
         },
         QStringLiteral("the PDF page"));
}

void ScreenshotTour::settings()
{
    find<QAction>(m_window.get(), "settingsAction")->trigger();
    auto* dialog = m_window->findChild<lotse::ui::SettingsDialog*>();
    if (!dialog) {
        fail(QStringLiteral("the settings dialog did not open"));
        return;
    }
    dialog->move(m_window->geometry().center() - dialog->rect().center());
    after(1000, [this, dialog] {
        shoot(dialog, QStringLiteral("05-settings.png"));
        // The Retrieval tab: how the loop searches, where to ask instead, the documents' reading limits.
        auto* tabs = dialog->findChild<QTabWidget*>(QStringLiteral("settingsTabs"));
        if (tabs)
            tabs->setCurrentIndex(1);
        after(300, [this, dialog] {
            shoot(dialog, QStringLiteral("05-settings-retrieval.png"));
            dialog->reject();
            entraSettings();
        });
    });
}

void ScreenshotTour::entraSettings()
{
    // The fake resource takes Entra ID tokens, and its identity provider signs "alice" in at once.
    lotse::fake::Scenario& scenario = m_fake->server()->scenario();
    scenario.entra.tenant = QStringLiteral("contoso");
    scenario.entra.clientId = QStringLiteral("3f0c9a4e-5b7d-4c1e-9a2f-6d8e0b1c2a3f");
    scenario.deploy(QStringLiteral("gpt-4o-mini"), QStringLiteral("gpt-5.4-mini"));
    find<QAction>(m_window.get(), "settingsAction")->trigger();
    // The new dialog: the one closed before may not be deleted yet.
    lotse::ui::SettingsDialog* dialog = nullptr;
    for (auto* d : m_window->findChildren<lotse::ui::SettingsDialog*>()) {
        if (d->isVisible())
            dialog = d;
    }
    auto* box = dialog ? dialog->findChild<lotse::ui::EntraSignInBox*>() : nullptr;
    auto* auth = dialog ? find<QComboBox>(dialog, "authCombo") : nullptr;
    if (!box || !auth) {
        fail(QStringLiteral("the settings dialog has no Entra ID sign-in"));
        return;
    }
    box->setBrowser([this](const QUrl& url) {
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply* reply = m_browser.get(request);
        connect(reply, &QNetworkReply::finished, this, [this, reply] {
            reply->deleteLater();
            m_browser.get(QNetworkRequest(QUrl::fromEncoded(reply->rawHeader("Location"))));
        });
    });
    auth->setCurrentIndex(auth->findData(QStringLiteral("entra")));
    for (const auto& [name, text] :
         {std::pair{"entraTenantEdit", scenario.entra.tenant}, std::pair{"entraClientIdEdit", scenario.entra.clientId},
          std::pair{"entraAuthorityEdit", m_fake->server()->baseUrl().toString()}}) {
        auto* edit = find<QLineEdit>(dialog, name);
        edit->clear();
        edit->insert(text);
    }
    const QPoint centred = m_window->geometry().center() - dialog->rect().center();
    dialog->move(std::max(0, centred.x()), std::max(0, centred.y()));
    // The keychain says first whether there is a sign-in for this registration.
    when([box] { return box->state() != lotse::ui::EntraSignInBox::State::Checking; },
         [this, box, dialog] {
             if (box->state() != lotse::ui::EntraSignInBox::State::SignedOut) {
                 shoot(dialog, QStringLiteral("07-settings-entra.png"));
                 fail(QStringLiteral("the keychain did not answer as expected"));
                 return;
             }
             box->signInButton()->click();
             signedIn(box, dialog);
         },
         QStringLiteral("the keychain"));
}

void ScreenshotTour::signedIn(lotse::ui::EntraSignInBox* box, QDialog* dialog)
{
    when([box] { return box->state() == lotse::ui::EntraSignInBox::State::SignedIn; },
         [this, dialog] {
             find<QPushButton>(dialog, "testConnectionButton")->click();
             auto* chat = find<QLabel>(dialog, "chatResult");
             when(
                 [chat] {
                     return chat->text().startsWith(QStringLiteral("✓"))
                            || chat->text().startsWith(QStringLiteral("✗"));
                 },
                 [this, dialog] {
                     after(800, [this, dialog] {
                         shoot(dialog, QStringLiteral("07-settings-entra.png"));
                         dialog->reject();
                         contradiction();
                     });
                 },
                 QStringLiteral("the connection test"));
         },
         QStringLiteral("the sign-in"));
}

void ScreenshotTour::contradiction()
{
    // The sample handbook with the planted files of issue 18: a memo that says 100 vacation days.
    const QDir source(QStringLiteral(LOTSE_TEST_DATA "/eval/trust/corpora/planted"));
    const QString folder = m_work.filePath(QStringLiteral("planted"));
    QDir().mkpath(folder);
    for (const QString& name : source.entryList(QDir::Files)) {
        if (name != QStringLiteral("SOURCE.md"))
            QFile::copy(source.filePath(name), QDir(folder).filePath(name));
    }
    openWindow(QStringLiteral("planted.sqlite"));
    openResearch();
    find<lotse::ui::KnowledgeBasePanel>(m_window.get(), "knowledgeBasePanel")->addPaths({folder});
    auto* list = find<QTreeWidget>(m_window.get(), "documentList");
    when([list] { return uitest::allReady(list) && uitest::states(list).size() >= 11; },
         [this] {
             uitest::ask(*m_window, QStringLiteral("How many vacation days do I get?"));
             when([this] { return answered(m_window.get()); },
                  [this] {
                      after(1500, [this] {
                          auto* scroll = find<QScrollArea>(m_window.get(), "researchScroll");
                          if (scroll) // the answer check at the end of the research panel
                              scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
                          after(400, [this] {
                              shoot(m_window.get(), QStringLiteral("08-contradiction-named.png"));
                              offlineRefusal();
                          });
                      });
                  },
                  QStringLiteral("the answer over the planted files"));
         },
         QStringLiteral("the planted files"));
}

void ScreenshotTour::offlineRefusal()
{
    // Offline (no provider), with the company's contact line: the refusal an employee reads.
    m_window.reset();
    m_fake.reset(); // its destructor switches the provider off
    const bool german = qEnvironmentVariable("LOTSE_SCREENSHOT_LANGUAGE") == QStringLiteral("de");
    QSettings settings;
    const lotse::Status saved = lotse::AgentSettings::saveContact(
        settings, german ? QStringLiteral("Fragen Sie die Personalabteilung: hr@nordlicht.example")
                         : QStringLiteral("Ask HR: hr@nordlicht.example"));
    if (!saved) {
        fail(saved.error().message);
        return;
    }
    openWindow(QStringLiteral("handbook.sqlite"));
    auto* list = find<QTreeWidget>(m_window.get(), "documentList");
    when([list] { return uitest::allReady(list) && !uitest::states(list).isEmpty(); },
         [this, german] {
             uitest::ask(*m_window, german ? QStringLiteral("Gibt es bei uns eine Betriebsrente?")
                                           : QStringLiteral("Is there a company pension scheme?"));
             when([this] { return answered(m_window.get()); },
                  [this] {
                      after(1200, [this] {
                          shoot(m_window.get(), QStringLiteral("09-offline-refusal.png"));
                          offlineCaveat();
                      });
                  },
                  QStringLiteral("the offline refusal"));
         },
         QStringLiteral("the sample handbook, offline"));
}

void ScreenshotTour::offlineCaveat()
{
    // The middle outcome: the carry-over rule says when days expire and calls them "unused" ("leftover",
    // "übriger"), but no sentence of it holds two of the question's words, so the answer quotes it with a caveat.
    const bool german = qEnvironmentVariable("LOTSE_SCREENSHOT_LANGUAGE") == QStringLiteral("de");
    const QString before = uitest::outcomeText(*m_window);
    openResearch(); // the blue badge of the middle outcome
    uitest::ask(*m_window, german ? QStringLiteral("Wann verfällt mein übriger Urlaub?")
                                  : QStringLiteral("When does my leftover vacation expire?"));
    when([this, before] { return answered(m_window.get()) && uitest::outcomeText(*m_window) != before; },
         [this] {
             after(1200, [this] {
                 shoot(m_window.get(), QStringLiteral("10-offline-caveat.png"));
                 comparisonLanes();
             });
         },
         QStringLiteral("the answer with a caveat"));
}

void ScreenshotTour::comparisonLanes()
{
    // With a model again: a comparison's two sides searched side by side, each with its own verdict.
    m_window.reset();
    m_fake = std::make_unique<uitest::FakeProvider>();
    if (!m_fake->start()) {
        fail(QStringLiteral("the fake server did not start"));
        return;
    }
    openWindow(QStringLiteral("handbook.sqlite"));
    openResearch();
    auto* list = find<QTreeWidget>(m_window.get(), "documentList");
    when([list] { return uitest::allReady(list) && !uitest::states(list).isEmpty(); },
         [this] {
             uitest::ask(
                 *m_window,
                 inLanguage(
                     QStringLiteral("How does the training budget compare with the home-office equipment allowance?"),
                     QStringLiteral("Wie verhält sich das Weiterbildungsbudget zum Zuschuss für die "
                                    "Homeoffice-Ausstattung?")));
             when([this] { return answered(m_window.get()); },
                  [this] {
                      after(1800, [this] {
                          auto* scroll = find<QScrollArea>(m_window.get(), "researchScroll");
                          if (scroll) // the round with its lanes
                              scroll->verticalScrollBar()->setValue(0);
                          after(400, [this] {
                              shoot(m_window.get(), QStringLiteral("12-comparison-lanes.png"));
                              filteredDocuments();
                          });
                      });
                  },
                  QStringLiteral("the comparison's answer"));
         },
         QStringLiteral("the sample handbook, with a model"));
}

void ScreenshotTour::filteredDocuments()
{
    // The knowledge base filtered by a word of the file names ("01-annual-leave.md"), in both languages.
    raiseDock("knowledgeBaseDock");
    auto* filter = find<QLineEdit>(m_window.get(), "documentFilter");
    auto* list = find<lotse::ui::DocumentList>(m_window.get(), "documentList");
    if (!filter || !list) {
        fail(QStringLiteral("no document filter"));
        return;
    }
    filter->setText(QStringLiteral("leave"));
    when([list] { return list->filterText() == QStringLiteral("leave"); },
         [this] {
             after(400, [this] {
                 shoot(m_window.get(), QStringLiteral("13-filtered-documents.png"));
                 std::printf("%d screenshots in %s\n", m_shots, qPrintable(m_out.path()));
                 Q_EMIT finished(0);
             });
         },
         QStringLiteral("the filtered document list"));
}

void ScreenshotTour::when(std::function<bool()> ready, Step next, const QString& what, int timeoutMs)
{
    m_poll->disconnect();
    const QDeadlineTimer deadline(timeoutMs);
    connect(m_poll, &QTimer::timeout, this, [this, ready = std::move(ready), next = std::move(next), what, deadline] {
        if (ready()) {
            m_poll->stop();
            next();
        } else if (deadline.hasExpired()) {
            m_poll->stop();
            fail(QStringLiteral("gave up waiting for %1").arg(what));
        }
    });
    m_poll->start();
}

void ScreenshotTour::after(int ms, Step next)
{
    QTimer::singleShot(ms, this, std::move(next));
}

void ScreenshotTour::shoot(QWidget* widget, const QString& name)
{
    // From the screen, as a person sees it (also what other windows and popups cover).
    const QRect area = widget->frameGeometry();
    const QPixmap shot = widget->screen()->grabWindow(0, area.x(), area.y(), area.width(), area.height());
    const QString path = m_out.filePath(name);
    if (shot.isNull() || !shot.save(path)) {
        fail(QStringLiteral("could not save %1").arg(path));
        return;
    }
    ++m_shots;
    std::printf("%s\n", qPrintable(path));
}

void ScreenshotTour::fail(const QString& why)
{
    std::fprintf(stderr, "lotse-screenshots: %s\n", qPrintable(why));
    Q_EMIT finished(1);
}
