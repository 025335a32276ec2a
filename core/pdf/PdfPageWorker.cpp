// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfPageWorker.h"

#include "common/Logging.h"

namespace lotse {

PdfPageWorker::PdfPageWorker(const std::atomic<quint64>& latest)
    : m_latest(latest)
{}

void PdfPageWorker::render(quint64 ticket, const PdfPageRequest& request)
{
    if (ticket < m_latest.load()) {
        qCDebug(lcIngest) << "page request" << ticket << "superseded before it started";
        return;
    }
    Result<PdfPage> page = m_renderer.render(request);
    if (page)
        Q_EMIT rendered(ticket, page.value());
    else
        Q_EMIT failed(ticket, page.error());
}

} // namespace lotse
