// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace lotse {

// A sentence of a passage as an extractive answer may quote it, with the layout it stands in.
struct QuotableSentence
{
    qsizetype position = 0;
    qsizetype end = 0;
    QString text;          // without list markers, whitespace simplified
    bool listItem = false; // a list item or a table row
    bool sameLineAsPrevious = false;
    bool newParagraph = true;       // a blank line (or the passage's start) before it
    bool instruction = false;       // speaks to an AI assistant: never quoted
    bool code = false;              // inside a fenced code block: an example, never quoted as a statement
    bool navigation = false;        // a list item naming a section (a table of contents): never quoted
    bool aboutDocument = false;     // says what the document itself covers ("This policy explains …"): not quoted
    double score = 0;               // SentencePicker's: how much of the question it holds
    int topicWords = 0;             // SentencePicker's: how many of the question's more specific words it holds
    bool headingNamesTopic = false; // SentencePicker's: its section's heading holds one of those words
};

// A passage's sentences and the lists and tables they introduce (SentencePicker quotes from them).
class PassageSentences final
{
public:
    // Its sentences, cut where an instruction to an assistant starts or ends (those pieces marked).
    static QList<QuotableSentence> of(const QString& passage, const QList<TextSpan>& instructions);
    // The sentence that introduces the list or table `item` is part of; -1 when none does.
    static qsizetype leadIn(const QList<QuotableSentence>& sentences, qsizetype item);
    // The items of the list or table after `lead`, at most `maxItems`; their indexes go to `used`.
    static QStringList stepsAfter(const QList<QuotableSentence>& sentences, qsizetype lead, int maxItems,
                                  QList<qsizetype>& used);
    // A sentence of running text: not a list item, not a table row, ending as a sentence does.
    static bool prose(const QuotableSentence& s);
    // The passage's fenced code blocks.
    static QList<TextSpan> codeBlocks(const QString& passage);

    // Whether a sentence may be quoted as a statement at all: no instruction, no code, no navigation.
    static bool quotable(const QuotableSentence& s)
    {
        return !s.instruction && !s.code && !s.navigation && !s.aboutDocument;
    }
    // Marks the list items that only name a section ("* Health Care and Disability Insurance" in a
    // README's contents): `names` holds titles and headings as SectionNames::key() gives them.
    static void markNavigation(QList<QuotableSentence>& sentences, const QSet<QString>& names);
    // Marks the sentences that speak of the document itself, what it explains or leaves out ("This policy
    // explains how to plan a business trip …", "An dieser Stelle soll im Handbuch nur kurz erläutert werden …").
    static void markAboutDocument(QList<QuotableSentence>& sentences);
    // `passage` with the sentences markAboutDocument() marks blanked (same length, so spans into it stay valid): what
    // it covers of a question as an answer.
    static QString withoutAboutDocument(const QString& passage);
    // Whether a question asks about the documents themselves ("My offer letter says one thing and the handbook
    // another: which applies?"): then what a document says of itself answers it.
    static bool asksAboutDocuments(const QString& question);

private:
    static void mergeShortLeadIns(QList<QuotableSentence>& sentences);
};

} // namespace lotse
