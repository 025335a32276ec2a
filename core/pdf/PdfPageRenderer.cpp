// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfPageRenderer.h"

#include "common/Logging.h"
#include "common/Sha256.h"
#include "ingest/formats/PdfWordMatch.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <mutex>

#ifdef LOTSE_HAVE_POPPLER
#include <poppler-document.h>
#include <poppler-global.h>
#include <poppler-page-renderer.h>
#include <poppler-page.h>
#endif

namespace lotse {

namespace {

QString nativePath(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

#ifdef LOTSE_HAVE_POPPLER

struct PdfPageRenderer::Document
{
    QString path;
    qint64 size = 0;
    QDateTime modified;
    QString sha256;
    QByteArray bytes; // poppler reads from here: it must outlive `pdf`
    std::unique_ptr<poppler::document> pdf;
};

namespace {

// Poppler prints complaints about damaged files to stderr; they belong in the log (as in PdfParser).
void popplerMessage(const std::string& message, void*)
{
    qCDebug(lcIngest) << "poppler:" << QString::fromStdString(message);
}

QString fromPoppler(const poppler::ustring& text)
{
    const poppler::byte_array utf8 = text.to_utf8();
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

// The first words of `passage` on the page, one rectangle per line, in fractions of the page.
QList<QRectF> findPassage(const poppler::page& page, const QString& passage, QSizeF pageSize)
{
    if (passage.trimmed().isEmpty())
        return {};
    const std::vector<poppler::text_box> boxes = page.text_list();
    QStringList words;
    words.reserve(qsizetype(boxes.size()));
    for (const poppler::text_box& box : boxes)
        words.append(fromPoppler(box.text()));
    const PdfWordMatch::Span span = PdfWordMatch::find(words, passage);
    QList<QRectF> lines;
    for (qsizetype i = span.first; span.first >= 0 && i < span.first + span.count; ++i) {
        const poppler::rectf box = boxes.at(size_t(i)).bbox();
        const QRectF rect(box.x() / pageSize.width(), box.y() / pageSize.height(), box.width() / pageSize.width(),
                          box.height() / pageSize.height());
        // Words on the same line (overlapping vertically) share one rectangle.
        if (!lines.isEmpty() && rect.top() < lines.last().bottom() && rect.bottom() > lines.last().top())
            lines.last() = lines.last().united(rect);
        else
            lines.append(rect);
    }
    return lines;
}

} // namespace

PdfPageRenderer::PdfPageRenderer() = default;
PdfPageRenderer::~PdfPageRenderer() = default;

bool PdfPageRenderer::isAvailable()
{
    return poppler::page_renderer::can_render();
}

Result<PdfPage> PdfPageRenderer::render(const PdfPageRequest& request)
{
    static std::once_flag once;
    std::call_once(once, [] { poppler::set_debug_error_function(popplerMessage, nullptr); });
    const QFileInfo info(request.path);
    if (!info.exists() || !info.isFile())
        return Error::make(Error::Code::NotFound, tr("%1 is no longer there.").arg(nativePath(request.path)));
    const bool reuse = m_document && m_document->path == request.path && m_document->size == info.size()
                       && m_document->modified == info.lastModified()
                       && (request.sha256.isEmpty() || m_document->sha256 == request.sha256);
    if (!reuse) {
        m_document.reset();
        if (info.size() > request.maxFileBytes) {
            return Error::make(Error::Code::InvalidInput, tr("%1 is too large to show (%2 MB; the limit is %3 MB).")
                                                              .arg(nativePath(request.path))
                                                              .arg(info.size() / (1024 * 1024))
                                                              .arg(request.maxFileBytes / (1024 * 1024)));
        }
        QFile file(request.path);
        if (!file.open(QIODevice::ReadOnly)) {
            return Error::make(Error::Code::Io, tr("Cannot read %1: %2. Check the file's permissions.")
                                                    .arg(nativePath(request.path), file.errorString()));
        }
        auto document = std::make_unique<Document>();
        document->path = request.path;
        document->size = info.size();
        document->modified = info.lastModified();
        document->bytes = file.readAll();
        document->sha256 = Sha256::hex(document->bytes);
        if (!request.sha256.isEmpty() && document->sha256 != request.sha256) {
            return Error::make(Error::Code::InvalidInput,
                               tr("%1 has changed since it was indexed, so the cited page may show something "
                                  "else. Add the file again to update it.")
                                   .arg(nativePath(request.path)));
        }
        if (document->bytes.size() > std::numeric_limits<int>::max())
            return Error::make(Error::Code::InvalidInput, tr("%1 is too large to show.").arg(nativePath(request.path)));
        document->pdf.reset(
            poppler::document::load_from_raw_data(document->bytes.constData(), int(document->bytes.size())));
        if (!document->pdf) {
            return Error::make(
                Error::Code::InvalidInput,
                tr("%1 is a damaged or incomplete PDF; its pages cannot be shown.").arg(nativePath(request.path)));
        }
        if (document->pdf->is_locked()) {
            return Error::make(
                Error::Code::Unsupported,
                tr("%1 is password-protected; Lotse cannot show its pages.").arg(nativePath(request.path)));
        }
        m_document = std::move(document);
    }
    const int count = m_document->pdf->pages();
    if (count <= 0 || count > FormatLimits().maxPdfPages) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("%1 is a damaged or incomplete PDF; its pages cannot be shown.").arg(nativePath(request.path)));
    }
    if (request.page < 1 || request.page > count) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("%1 has no page %2; the last page is %3.").arg(nativePath(request.path)).arg(request.page).arg(count));
    }
    const std::unique_ptr<poppler::page> page(m_document->pdf->create_page(request.page - 1));
    if (!page) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("Page %1 of %2 is damaged and cannot be shown.").arg(request.page).arg(nativePath(request.path)));
    }
    // The page as it is displayed, in points: landscape pages (/Rotate 90 or 270) swap the sides.
    const poppler::rectf box = page->page_rect();
    QSizeF points(box.width(), box.height());
    if (page->orientation() == poppler::page::landscape || page->orientation() == poppler::page::seascape)
        points.transpose();
    if (!(points.width() >= 1 && points.height() >= 1) || !std::isfinite(points.width())
        || !std::isfinite(points.height())) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("Page %1 of %2 has no size and cannot be shown.").arg(request.page).arg(nativePath(request.path)));
    }
    // Pixels per point: the requested width, bounded so that no page (a poster, a strip) gets huge.
    double scale = std::clamp(request.width, 16, maxWidth) / points.width();
    const double pixels = points.width() * scale * points.height() * scale;
    if (pixels > double(maxPixels))
        scale *= std::sqrt(double(maxPixels) / pixels) * 0.99; // poppler rounds the sides up
    poppler::page_renderer renderer;
    renderer.set_render_hint(poppler::page_renderer::antialiasing);
    renderer.set_render_hint(poppler::page_renderer::text_antialiasing);
    renderer.set_image_format(poppler::image::format_argb32);
    const poppler::image image = renderer.render_page(page.get(), 72.0 * scale, 72.0 * scale);
    if (!image.is_valid() || image.format() != poppler::image::format_argb32) {
        return Error::make(Error::Code::InvalidInput,
                           tr("Page %1 of %2 could not be drawn.").arg(request.page).arg(nativePath(request.path)));
    }
    PdfPage out;
    out.number = request.page;
    out.count = count;
    out.width = image.width();
    out.height = image.height();
    out.stride = image.bytes_per_row();
    out.argb32 = QByteArray(image.const_data(), qsizetype(out.stride) * out.height);
    out.passage = findPassage(*page, request.passage, points);
    qCDebug(lcIngest) << "rendered page" << out.number << "of" << out.count << "at" << out.width << "x" << out.height
                      << "passage lines" << out.passage.size();
    return out;
}

#else // built without poppler (LOTSE_PDF=OFF)

struct PdfPageRenderer::Document
{
};

PdfPageRenderer::PdfPageRenderer() = default;
PdfPageRenderer::~PdfPageRenderer() = default;

bool PdfPageRenderer::isAvailable()
{
    return false;
}

Result<PdfPage> PdfPageRenderer::render(const PdfPageRequest&)
{
    return Error::make(Error::Code::Unsupported,
                       tr("This build of Lotse cannot show PDF pages (it was built without poppler); the text read "
                          "from the file is shown instead."));
}

#endif

} // namespace lotse
