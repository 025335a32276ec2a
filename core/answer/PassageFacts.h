// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Quantity.h"
#include "retrieval/Hit.h"
#include "text/Language.h"

#include <QList>
#include <QSet>

namespace lotse {

// What each sentence of a passage states, read once for every check of an answer against it.
struct PassageFacts
{
    struct Sentence
    {
        TextSpan span; // in Hit::text
        QSet<QString> terms;
        QSet<QString> subject; // terms without unit words: what a figure is about
        // Of `subject`, the terms only an enumeration of short items holds ("… the death of a family member
        // including: spouse, domestic partner, child, parent, …"): members named, not what the sentence is about.
        QSet<QString> listed;
        QList<Quantity> quantities;
        bool negated = false;
        bool instruction = false; // addresses an AI assistant: never support, never a fact
        bool example = false;     // "for example …": an illustration, not the rule
    };

    const Hit* hit = nullptr;
    Language language = Language::English;
    QSet<QString> headingTerms; // title and headings: what the passage is about
    QList<Sentence> sentences;

    static PassageFacts of(const Hit& hit);
    // A run of at least this many comma-separated items of at most listItemWords words each is an enumeration.
    static constexpr int listItems = 4;
    static constexpr int listItemWords = 3;
    static QSet<QString> listedIn(QStringView sentence, Language language);
    QString textOf(const Sentence& s) const { return hit->text.mid(s.span.start, s.span.length()); }
};

} // namespace lotse
