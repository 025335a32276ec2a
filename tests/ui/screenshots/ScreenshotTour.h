// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QNetworkAccessManager>
#include <QObject>
#include <QSize>
#include <functional>
#include <memory>

class QDialog;
class QTimer;
class QWidget;

namespace uitest {
class FakeProvider;
}
namespace lotse::ui {
class EntraSignInBox;
class MainWindow;
} // namespace lotse::ui

// Drives a real window through the states the docs show (first start, ingestion in progress, a
// multi-round answer, the source viewer, a cited PDF page, the settings, a Microsoft Entra ID sign-in
// against the fake identity provider) and saves a screenshot of each from the
// screen (under Xvfb in scripts/screenshots.sh). The model answers come from the fake Azure
// OpenAI server with the handbook scenario of the tests, so every run shows the same rounds.
class ScreenshotTour final : public QObject
{
    Q_OBJECT
public:
    // `windowSize`: of the main window (the screen is Xvfb's).
    ScreenshotTour(const QDir& out, const QDir& work, QSize windowSize, QObject* parent = nullptr);
    ~ScreenshotTour() override;

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    using Step = std::function<void()>;

    void firstStart();
    void ingesting();
    void multiRoundAnswer();
    void openWindow(const QString& knowledgeBase); // a knowledge base file in the tour's folder
    static QString inLanguage(const QString& english, const QString& german); // the tour's language
    void raiseDock(const char* name);
    void openResearch();
    void showRewrite();
    void sourceViewer();
    void pdfPage();
    void settings();
    void entraSettings();
    void signedIn(lotse::ui::EntraSignInBox* box, QDialog* dialog);
    void contradiction();
    void offlineRefusal();
    void offlineCaveat();
    void comparisonLanes();
    void filteredDocuments();
    // Polls `ready` (the event loop keeps running) and then runs `next`; gives up after `timeoutMs`.
    void when(std::function<bool()> ready, Step next, const QString& what, int timeoutMs = 60000);
    void after(int ms, Step next);
    void shoot(QWidget* widget, const QString& name);
    void fail(const QString& why);

    QDir m_out;
    QDir m_work;
    QSize m_windowSize;
    QNetworkAccessManager m_browser; // follows the sign-in's redirect as a browser would
    std::unique_ptr<uitest::FakeProvider> m_fake;
    std::unique_ptr<lotse::ui::MainWindow> m_window;
    QTimer* m_poll = nullptr;
    int m_shots = 0;
    int m_pagesShown = 0;
};
