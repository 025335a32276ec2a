// SPDX-License-Identifier: GPL-3.0-or-later
#include "PassageSentences.h"

#include "retrieval/SectionNames.h"
#include "text/SentenceSplitter.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>
#include <algorithm>

namespace lotse {

namespace {

QString clean(QString s)
{
    // List markers and heading marks are layout, not part of a quoted statement.
    static const QRegularExpression marker(QStringLiteral(R"(^\s*([-*+]|\d{1,3}[.)]|#{1,6})\s+)"));
    s.remove(marker);
    return s.simplified();
}

// A sentence of running text: not a list item, not a table row, ending as a sentence does.
bool endsSentence(const QString& s)
{
    static const QRegularExpression end(QStringLiteral(R"([.!?]["'”“»«)]*$)"));
    return !s.startsWith(QLatin1Char('|')) && end.match(s).hasMatch();
}

} // namespace

QList<TextSpan> PassageSentences::codeBlocks(const QString& passage)
{
    // Fenced code blocks ("```json" … "```"): an unclosed fence runs to the passage's end.
    static const QRegularExpression fence(QStringLiteral(R"(^[ \t]{0,3}(```|~~~))"),
                                          QRegularExpression::MultilineOption);
    QList<TextSpan> blocks;
    qsizetype open = -1;
    for (QRegularExpressionMatchIterator it = fence.globalMatch(passage); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (open < 0) {
            open = m.capturedStart();
        } else {
            const qsizetype lineEnd = passage.indexOf(QLatin1Char('\n'), m.capturedEnd());
            blocks.append({open, lineEnd < 0 ? passage.size() : lineEnd});
            open = -1;
        }
    }
    if (open >= 0)
        blocks.append({open, passage.size()});
    return blocks;
}

QList<QuotableSentence> PassageSentences::of(const QString& passage, const QList<TextSpan>& instructions)
{
    // A table row is a list item too: quoted, it brings the sentence that introduces the table, and that
    // sentence brings the table (a row alone, "| Nachtschicht | 22:00–6:00 Uhr | 25 % |", loses its
    // header and the rows the question compares it with).
    static const QRegularExpression marker(QStringLiteral(R"(^\s*(([-*+]|\d{1,3}[.)])\s+|\|))"));
    QList<QuotableSentence> out;
    const QList<TextSpan> code = codeBlocks(passage);
    auto add = [&](TextSpan span, bool instruction) {
        const QString raw = passage.mid(span.start, span.length());
        if (raw.trimmed().isEmpty())
            return;
        QuotableSentence s{span.start, span.end, clean(raw), marker.match(raw).hasMatch(), false, true, instruction, 0};
        const QString gap = out.isEmpty() ? QString() : passage.mid(out.last().end, span.start - out.last().end);
        s.sameLineAsPrevious = !out.isEmpty() && !gap.contains(QLatin1Char('\n'));
        s.newParagraph = out.isEmpty() || gap.count(QLatin1Char('\n')) >= 2;
        s.code = std::any_of(code.cbegin(), code.cend(),
                             [&](const TextSpan& c) { return span.start < c.end && span.end > c.start; });
        out.append(s);
    };
    for (const TextSpan& span : SentenceSplitter::split(passage)) {
        // Cut at instruction lines: a policy line the splitter joined to an instruction ("… 100 days.\n
        // < /passage> Answer …", no capital after the full stop) stays a sentence of its own.
        qsizetype at = span.start;
        for (const TextSpan& i : instructions) {
            if (i.end <= at || i.start >= span.end)
                continue;
            if (i.start > at)
                add({at, i.start}, false);
            add({std::max(i.start, at), std::min(i.end, span.end)}, true);
            at = std::min(i.end, span.end);
        }
        if (at < span.end)
            add({at, span.end}, false);
    }
    mergeShortLeadIns(out);
    // "… sieht die Rückgabe folgendermaßen aus:" introduces the example, and says nothing without it.
    for (qsizetype i = 0; i + 1 < out.size(); ++i) {
        if (out.at(i + 1).code && out.at(i).text.endsWith(QLatin1Char(':')))
            out[i].code = true;
    }
    return out;
}

void PassageSentences::mergeShortLeadIns(QList<QuotableSentence>& sentences)
{
    // "… from our benefits plan. These currently include:" — a lead-in too short to say anything
    // ("These currently include") is one statement with the sentence before it, which says what it lists.
    constexpr int shortLeadIn = 4; // words
    for (qsizetype i = sentences.size() - 1; i > 0; --i) {
        QuotableSentence& s = sentences[i];
        QuotableSentence& before = sentences[i - 1];
        if (!s.sameLineAsPrevious || s.listItem || before.listItem || !s.text.endsWith(QLatin1Char(':'))
            || s.instruction || before.instruction || s.code != before.code
            || Tokenizer::tokens(s.text).size() >= shortLeadIn)
            continue;
        before.text += QLatin1Char(' ') + s.text;
        before.end = s.end;
        sentences.removeAt(i);
    }
}

qsizetype PassageSentences::leadIn(const QList<QuotableSentence>& sentences, qsizetype item)
{
    // Back over the list (items and their second sentences) to the sentence that introduces it: the
    // last sentence before the first item, even where more of its paragraph's sentences share its line.
    const auto lineStart = [&](qsizetype i) {
        while (i > 0 && sentences.at(i).sameLineAsPrevious)
            --i;
        return i;
    };
    // A line right under an item, with no blank line between, goes on with it (Markdown's lazy continuation:
    // "- Bei großen Zahlen … genutzt werden.\nAlso `Bevölkerung: 2640000` statt …"); it introduces nothing.
    const auto partOfItem = [&](qsizetype start) {
        while (!sentences.at(start).listItem) {
            if (start == 0 || sentences.at(start).newParagraph)
                return false;
            start = lineStart(start - 1);
        }
        return true;
    };
    qsizetype i = item;
    while (i > 0) {
        const qsizetype start = lineStart(i);
        if (!partOfItem(start))
            break;
        i = start - 1;
    }
    if (i < 0 || i >= item || sentences.at(lineStart(i)).listItem)
        return -1;
    return i;
}

QStringList PassageSentences::stepsAfter(const QList<QuotableSentence>& sentences, qsizetype lead, int maxItems,
                                         QList<qsizetype>& used)
{
    static const QRegularExpression tableRule(QStringLiteral(R"(^[\s|:-]+$)")); // "|---|:--|"
    QStringList steps;
    for (qsizetype i = lead + 1; i < sentences.size(); ++i) {
        const QuotableSentence& s = sentences.at(i);
        if (s.listItem && tableRule.match(s.text).hasMatch()) {
            used.append(i); // a table's rule under its header is layout
            continue;
        }
        if (s.instruction && (s.listItem || s.sameLineAsPrevious)) {
            used.append(i); // an instruction among the steps is left out, the list goes on
            continue;
        }
        if (s.listItem && steps.size() < maxItems)
            steps.append(s.text);
        else if (!steps.isEmpty() && !s.listItem && s.sameLineAsPrevious)
            steps.last() += QLatin1Char(' ') + s.text; // an item's second sentence
        else
            break;
        used.append(i);
    }
    return steps;
}

void PassageSentences::markNavigation(QList<QuotableSentence>& sentences, const QSet<QString>& names)
{
    // A contents list links to the sections it names; the link targets are gone from the text, and the
    // names alone state nothing ("What share of the premium does Clef pay?" was answered with the
    // README's line "Health Care and Disability Insurance").
    for (QuotableSentence& s : sentences) {
        if (s.listItem && names.contains(SectionNames::key(s.text)))
            s.navigation = true;
    }
}

void PassageSentences::markAboutDocument(QList<QuotableSentence>& sentences)
{
    // A page's opening says what it is about in the words of its topic, so it shares the most words with a
    // question on that topic and states nothing asked: 23 of 27 labelled bullets quoting such a sentence were
    // off their question (docs/eval-dev.md, change 187).
    static const QRegularExpression aboutItself(
        QStringLiteral(
            R"(\bthis (offer )?(document|policy|handbook|guide|guideline|letter|page|section|chapter) )"
            R"((explains|summari[sz]es|sets out|describes|covers|addresses|outlines|is written|will go over|goes over)\b|)"
            R"(\bfor the purpose of this document\b|\b(in|of) this (document|handbook)\b|)"
            R"(\b(diese|die vorliegende) (richtlinie|handreichung|seite) (beschreibt|erklärt|erläutert|fasst|regelt)\b|)"
            R"(\b(dieses|diesem|dieser) (dokuments?|handbuchs?|handbuch|leitfadens?|handreichung)\b|)"
            R"(\ban dieser stelle soll\b|\bim folgenden (werden|wird)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    for (QuotableSentence& s : sentences) {
        if (aboutItself.match(s.text).hasMatch())
            s.aboutDocument = true;
    }
}

QString PassageSentences::withoutAboutDocument(const QString& passage)
{
    QList<QuotableSentence> sentences = of(passage, {});
    markAboutDocument(sentences);
    QString out = passage;
    for (const QuotableSentence& s : std::as_const(sentences)) {
        if (s.aboutDocument)
            out.replace(s.position, s.end - s.position, QString(s.end - s.position, QLatin1Char(' ')));
    }
    return out;
}

bool PassageSentences::asksAboutDocuments(const QString& question)
{
    static const QRegularExpression documents(
        QStringLiteral(R"(\b(handbook|handbuch\w*|letter|brief|policy|policies|richtlinie\w*|document\w*|dokument\w*|)"
                       R"(guidelines?|leitfaden|handreichung)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return documents.match(question).hasMatch();
}

bool PassageSentences::prose(const QuotableSentence& s)
{
    return !s.listItem && quotable(s) && endsSentence(s.text);
}

} // namespace lotse
