// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PdfPage.h"
#include "PdfPageRenderer.h"
#include "PdfPageRequest.h"
#include "common/Error.h"

#include <QObject>
#include <atomic>

namespace lotse {

// Lives on PdfPageService's thread and draws the pages asked for, one after the other. A request
// that a newer one has superseded before it started is skipped (`latest` is the newest ticket).
class PdfPageWorker final : public QObject
{
    Q_OBJECT
public:
    explicit PdfPageWorker(const std::atomic<quint64>& latest);

    void render(quint64 ticket, const lotse::PdfPageRequest& request);

Q_SIGNALS:
    void rendered(quint64 ticket, const lotse::PdfPage& page);
    void failed(quint64 ticket, const lotse::Error& error);

private:
    const std::atomic<quint64>& m_latest;
    PdfPageRenderer m_renderer;
};

} // namespace lotse
