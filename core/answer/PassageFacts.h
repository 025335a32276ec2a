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
    QString textOf(const Sentence& s) const { return hit->text.mid(s.span.start, s.span.length()); }
};

} // namespace lotse
