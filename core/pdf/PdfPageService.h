// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PdfPage.h"
#include "PdfPageRequest.h"
#include "common/Error.h"
#include "common/WorkerThread.h"

#include <QObject>
#include <atomic>

namespace lotse {

class PdfPageWorker;

// Draws PDF pages for the source pane on a worker thread named "lotse-pdf-pages", so a slow page
// never stalls the window. Only the newest request matters: render() supersedes every earlier
// request, and a superseded or cancelled one reports nothing (it is skipped if it has not started,
// its result dropped if it has). Signals arrive on the caller's thread.
class PdfPageService final : public QObject
{
    Q_OBJECT
public:
    explicit PdfPageService(QObject* parent = nullptr);
    ~PdfPageService() override;

    // Returns the request's ticket, which the signals name.
    quint64 render(const PdfPageRequest& request);
    // Drops every request made so far (e.g. the pane now shows something else).
    void cancel();

Q_SIGNALS:
    void rendered(quint64 ticket, const lotse::PdfPage& page);
    void failed(quint64 ticket, const lotse::Error& error);

private:
    WorkerThread<PdfPageWorker> m_thread{QStringLiteral("lotse-pdf-pages")};
    PdfPageWorker* m_worker = nullptr; // m_thread's, for the queued calls
    quint64 m_next = 1;
    std::atomic<quint64> m_latest{0}; // the newest ticket that may report; read by the worker
};

} // namespace lotse
