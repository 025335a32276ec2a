// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lotse::bench {

// One generated handbook page, before it is written in a format: a title and sections of
// paragraphs, some with a small table. The writers render the same page as Markdown, text, HTML,
// DOCX, ODT or PDF, so every format carries about the same text.
struct HandbookPage
{
    struct Row
    {
        QString item;
        QString rule;
        friend bool operator==(const Row&, const Row&) = default;
    };
    struct Section
    {
        QString heading;
        QStringList paragraphs;
        QList<Row> table; // empty: none
        friend bool operator==(const Section&, const Section&) = default;
    };
    QString title;
    QList<Section> sections;
};

} // namespace lotse::bench
