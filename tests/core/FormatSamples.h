// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "ingest/formats/ParsedDocument.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace lotse::test {

// Builders for hostile and broken documents, made at test time so no dangerous file is committed.
namespace FormatSamples {

using Entry = QPair<QString, QByteArray>;

// A zip archive (deflated entries) in memory, written with libzip.
QByteArray zip(const QList<Entry>& entries);
// A minimal DOCX whose word/document.xml is `documentXml` (given whole, with any prolog or DTD).
QByteArray docx(const QByteArray& documentXml);
// A DOCX with word/document.xml and further parts of word/ (name, XML without the w: namespace
// declaration: "<w:numbering>…"), such as numbering.xml, styles.xml, footnotes.xml.
QByteArray docx(const QByteArray& documentXml, const QList<Entry>& parts);
QByteArray wordPart(const QByteArray& xml);
// A minimal ODT whose content.xml is `contentXml`; `manifest` replaces META-INF/manifest.xml.
QByteArray odt(const QByteArray& contentXml, const QByteArray& manifest = {});
// word/document.xml with the given paragraphs' XML inside <w:body>.
QByteArray wordDocument(const QByteArray& body);
QByteArray sample(const QString& name); // from tests/data/formats
// A one-page PDF whose page content stream is `content`, Flate-compressed (a bomb stays small), with
// Helvetica as /F1.
// `toUnicode`: bfchar/bfrange lines of a ToUnicode CMap for that font, when given.
QByteArray pdfWithContent(const QByteArray& content, const QByteArray& toUnicode = {});
// A PDF that keeps a reader busy for seconds with almost no memory: millions of drawn lines.
QByteArray slowPdf(int lines = 10'000'000);
// A PDF of about 180 KB whose text extraction needs gigabytes: `glyphs` glyphs on one spot.
QByteArray memoryBombPdf(int glyphs = 20'000'000);
// `unit` `times` times over.
QByteArray repeated(const QByteArray& unit, int times);
// A parse's error message, or the start of what was parsed when an error was expected.
QString errorOf(const Result<ParsedDocument>& r);

} // namespace FormatSamples

} // namespace lotse::test
