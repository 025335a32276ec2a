// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfPageService.h"

#include "PdfPageWorker.h"

namespace lotse {

PdfPageService::PdfPageService(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<lotse::PdfPage>();
    qRegisterMetaType<lotse::PdfPageRequest>();
    qRegisterMetaType<lotse::Error>();
    m_worker = m_thread.create(m_latest);
    // A result that was superseded while it was being drawn is dropped here, on the caller's thread.
    connect(m_worker, &PdfPageWorker::rendered, this, [this](quint64 ticket, const PdfPage& page) {
        if (ticket == m_latest.load())
            Q_EMIT rendered(ticket, page);
    });
    connect(m_worker, &PdfPageWorker::failed, this, [this](quint64 ticket, const Error& error) {
        if (ticket == m_latest.load())
            Q_EMIT failed(ticket, error);
    });
    m_thread.start();
}

PdfPageService::~PdfPageService()
{
    cancel();
    m_thread.stop();
}

quint64 PdfPageService::render(const PdfPageRequest& request)
{
    const quint64 ticket = m_next++;
    m_latest.store(ticket);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, ticket, request] { worker->render(ticket, request); }, Qt::QueuedConnection);
    return ticket;
}

void PdfPageService::cancel()
{
    // No request has this ticket: everything asked for so far is superseded.
    m_latest.store(m_next++);
}

} // namespace lotse
