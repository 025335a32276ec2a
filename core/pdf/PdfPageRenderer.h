// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PdfPage.h"
#include "PdfPageRequest.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <memory>

namespace lotse {

// Draws one page of a PDF into plain pixels with poppler-cpp, for the source pane's page view, and
// finds the cited passage's first words on it. Errors are values with a code the caller can act on:
//   NotFound     the file is gone
//   Io           it cannot be read
//   InvalidInput it changed since it was indexed (sha256), is too large, damaged, or has no such page
//   Unsupported  it is password-protected, or this build has no PDF support (LOTSE_PDF=OFF)
// The last document stays open, so paging through it does not read and hash the file again (as long
// as its size and modification time stay the same). Use one object per thread.
class PdfPageRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PdfPageRenderer)

public:
    // Bounds for one image, whatever was asked for and however large the page is: the width is cut to
    // maxWidth, then the scale is lowered until the image has at most maxPixels (64 MB of pixels).
    static constexpr int maxWidth = 4096;
    static constexpr qint64 maxPixels = 16LL * 1024 * 1024;

    PdfPageRenderer();
    ~PdfPageRenderer();
    PdfPageRenderer(const PdfPageRenderer&) = delete;
    PdfPageRenderer& operator=(const PdfPageRenderer&) = delete;

    Result<PdfPage> render(const PdfPageRequest& request);
    // Whether this build can draw PDF pages at all.
    static bool isAvailable();

private:
    struct Document;
    std::unique_ptr<Document> m_document;
};

} // namespace lotse
