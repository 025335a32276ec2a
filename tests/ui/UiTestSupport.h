// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "window/MainWindow.h"

#include <QPoint>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>

class QTemporaryDir;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

// What the window tests share: finding widgets, loading the sample handbook, links in a browser.
namespace uitest {

constexpr int timeoutMs = 30000;

template <typename T>
T* child(QWidget& window, const char* name)
{
    return window.findChild<T*>(QString::fromLatin1(name));
}

QStringList states(const QTreeWidget* list);
bool allReady(const QTreeWidget* list);
QTreeWidgetItem* itemTitled(const QTreeWidget* list, const QString& title);

struct Anchor
{
    QString href;
    QPoint point; // in viewport coordinates
};

// The first link whose target starts with `prefix`, scrolled into view, with a point inside it.
std::optional<Anchor> firstLink(QTextBrowser* browser, const QString& prefix);

// The text of the card that closes the research timeline; empty while the question runs.
QString outcomeText(QWidget& window);

// What every window test starts from: settings in `config` (the test mode would share ~/.qttest
// between runs), the organisation the application sets, no key from the environment, US English
// with the English catalogue (plural forms) installed.
void setUpWindowTests(const QTemporaryDir& config);

// Loads the sample handbook through its action and waits until every document is ready.
void loadSample(lotse::ui::MainWindow& window);

// A window on a new knowledge base in `dir`, shown, with the sample handbook indexed; null (and
// the test failed) when that did not work.
std::unique_ptr<lotse::ui::MainWindow> openWithSample(const QTemporaryDir& dir);

// Types `question` into the question box and presses Enter.
void ask(QWidget& window, const QString& question);

} // namespace uitest
