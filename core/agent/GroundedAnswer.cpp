// SPDX-License-Identifier: GPL-3.0-or-later
#include "GroundedAnswer.h"

#include "answer/CitationLink.h"
#include "answer/GroundingCheck.h"
#include "offline/OfflinePhrases.h"
#include "text/Phrasebook.h"

#include <QRegularExpression>
#include <QUrl>
#include <algorithm>

namespace lotse {

namespace {

const Hit* hitOf(const QList<Hit>& evidence, qint64 chunkId)
{
    const auto it =
        std::find_if(evidence.cbegin(), evidence.cend(), [&](const Hit& h) { return h.chunkId == chunkId; });
    return it == evidence.cend() ? nullptr : &*it;
}

QString linkTo(const QList<Hit>& evidence, const Quote& quote)
{
    const Hit* h = hitOf(evidence, quote.chunkId);
    return CitationLink::markdown(h ? h->label() : QString::number(quote.chunkId), quote.chunkId, quote.span);
}

} // namespace

QString GroundedAnswer::phrase(Language language, const char* source, int n)
{
    return Phrasebook::text(language, "lotse::GroundedAnswer", source, n);
}

QString GroundedAnswer::withoutUnsupported(const QString& markdown, const Grounding& grounding)
{
    const QList<Statement> statements = GroundingCheck::claimStatements(markdown);
    if (statements.size() != grounding.claims.size())
        return markdown; // not the text that was checked: leave it as it is
    // From the end, so earlier spans stay valid: unsupported statements go; supported ones' links
    // name their quotes.
    QString out = markdown;
    for (qsizetype i = statements.size() - 1; i >= 0; --i) {
        const Statement& s = statements.at(i);
        const Claim& c = grounding.claims.at(i);
        if (!c.supported()) {
            out.remove(s.span.start, s.span.length());
            continue;
        }
        if (!c.quote)
            continue;
        for (qsizetype k = s.links.size() - 1; k >= 0; --k) {
            const TextSpan link = s.links.at(k);
            const QString text = out.mid(link.start, link.length());
            const QRegularExpressionMatch m = CitationLink::pattern().match(text);
            const QUrl target(m.captured(2));
            if (!m.hasMatch() || CitationLink::chunkId(target) != c.quote->chunkId || CitationLink::quote(target))
                continue;
            const QString quoted = CitationLink::url(c.quote->chunkId, quoteSpan(statements, grounding, i)).toString();
            out.replace(link.start + m.capturedStart(2), m.capturedLength(2), quoted);
        }
    }
    return tidy(out);
}

TextSpan GroundedAnswer::quoteSpan(const QList<Statement>& statements, const Grounding& grounding, qsizetype i)
{
    // "A. B. [link]": the link stands after the last sentence, but the reader follows it to read all of
    // them. The sentences before it in the same paragraph or list item that rely on the link, found in
    // the same passage, widen its quote.
    TextSpan span = grounding.claims.at(i).quote->span;
    for (qsizetype j = i - 1; j >= 0; --j) {
        const Statement& s = statements.at(j);
        const Claim& c = grounding.claims.at(j);
        if (s.block != statements.at(i).block || !s.inherited || !c.supported() || !c.quote
            || c.quote->chunkId != grounding.claims.at(i).quote->chunkId)
            break;
        span.start = std::min(span.start, c.quote->span.start);
        span.end = std::max(span.end, c.quote->span.end);
    }
    return span;
}

QString GroundedAnswer::tidy(QString markdown)
{
    // What removing statements leaves: empty list items, runs of spaces, stray punctuation, blank lines.
    static const QRegularExpression emptyItem(QStringLiteral(R"(^[ \t]*([-*+]|\d{1,3}[.)])[ \t]*[.,;:]?[ \t]*$\n?)"),
                                              QRegularExpression::MultilineOption);
    static const QRegularExpression spaces(QStringLiteral(R"([ \t]{2,})"));
    static const QRegularExpression spaceBefore(QStringLiteral(R"([ \t]+([.,;:!?])(?=\s|$))"));
    static const QRegularExpression blank(QStringLiteral(R"(\n{3,})"));
    static const QRegularExpression trailing(QStringLiteral(R"([ \t]+$)"), QRegularExpression::MultilineOption);
    markdown.replace(emptyItem, QString());
    markdown.replace(trailing, QString());
    QStringList lines = markdown.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        qsizetype lead = 0;
        while (lead < line.size() && (line.at(lead) == QLatin1Char(' ') || line.at(lead) == QLatin1Char('\t')))
            ++lead;
        QString rest = line.mid(lead);
        rest.replace(spaces, QStringLiteral(" "));
        rest.replace(spaceBefore, QStringLiteral("\\1"));
        line = line.left(lead) + rest;
    }
    markdown = lines.join(QLatin1Char('\n'));
    markdown.replace(blank, QStringLiteral("\n\n"));
    return markdown.trimmed();
}

QString GroundedAnswer::contradictionNote(const Contradiction& c, Language language)
{
    QStringList sides;
    for (const Contradiction::Side& s : c.sides) {
        sides.append(phrase(language, QT_TRANSLATE_NOOP("lotse::GroundedAnswer", "%1 says %2"))
                         .arg(CitationLink::markdown(s.label, s.chunkId, s.quote.span),
                              OfflinePhrases::quote(s.value, language)));
    }
    const QString subject =
        c.subject.isEmpty()
            ? phrase(language, QT_TRANSLATE_NOOP("lotse::GroundedAnswer", "**The handbook contradicts itself:** %1."))
            : phrase(language,
                     QT_TRANSLATE_NOOP("lotse::GroundedAnswer", "**The handbook contradicts itself** on %2: %1."))
                  .arg(QStringLiteral("%1"), OfflinePhrases::quote(c.subject, language));
    return subject.arg(sides.join(QStringLiteral("; "))) + QLatin1Char(' ')
           + phrase(language, QT_TRANSLATE_NOOP("lotse::GroundedAnswer",
                                                "Check with the owners of these pages which one applies."));
}

QString GroundedAnswer::unsupportedNote(const QString& kept, const Grounding& grounding, const QList<Hit>& evidence,
                                        Language language)
{
    QStringList lines{phrase(language, QT_TRANSLATE_NOOP("lotse::GroundedAnswer",
                                                         "**Lotse could not verify this answer:** the passages it "
                                                         "cites do not say what it said, so it is not shown."))};
    if (!kept.isEmpty())
        lines << QString() << kept;
    QStringList says;
    QList<qint64> cited;
    for (const Claim& c : grounding.claims) {
        if (!c.supported() && c.sourceSays) {
            const QString line = QStringLiteral("- ") + OfflinePhrases::quote(c.sourceSays->plain(), language)
                                 + QLatin1Char(' ') + linkTo(evidence, *c.sourceSays);
            if (!says.contains(line))
                says.append(line);
        }
        for (qint64 id : c.cited) {
            if (!cited.contains(id) && hitOf(evidence, id))
                cited.append(id);
        }
    }
    if (says.isEmpty()) {
        for (qint64 id : std::as_const(cited))
            says.append(QStringLiteral("- ") + CitationLink::markdown(hitOf(evidence, id)->label(), id));
    }
    if (!says.isEmpty()) {
        lines << QString()
              << phrase(language, QT_TRANSLATE_NOOP("lotse::GroundedAnswer", "What the cited passages say:"))
              << QString() << says;
    }
    return lines.join(QLatin1Char('\n'));
}

QList<Citation> GroundedAnswer::citations(const QString& shown, const Answer& written, const QList<Hit>& evidence)
{
    QList<Citation> out;
    auto add = [&](qint64 id, bool isShown) {
        const auto known = std::find_if(out.begin(), out.end(), [&](const Citation& c) { return c.chunkId == id; });
        if (known != out.end()) {
            known->shown = known->shown || isShown;
            return;
        }
        const auto given = std::find_if(written.citations.cbegin(), written.citations.cend(),
                                        [&](const Citation& c) { return c.chunkId == id; });
        const Hit* h = hitOf(evidence, id);
        if (given != written.citations.cend())
            out.append(*given);
        else if (h)
            out.append({h->chunkId, h->path, h->label(), h->page});
        else
            return;
        out.last().shown = isShown;
    };
    for (qint64 id : CitationLink::chunkIds(shown))
        add(id, true);
    for (const Citation& c : written.citations)
        add(c.chunkId, false);
    // Supported: every statement citing it is; the quote: the first supported statement's words in it.
    for (Citation& c : out) {
        c.supported = true;
        c.quote.reset();
        for (const Claim& claim : written.grounding.claims) {
            if (!claim.cited.contains(c.chunkId))
                continue;
            c.supported = c.supported && claim.supported();
            if (!c.quote && claim.quote && claim.quote->chunkId == c.chunkId)
                c.quote = claim.quote;
        }
        for (const Contradiction& k : written.grounding.contradictions) {
            for (const Contradiction::Side& s : k.sides) {
                if (!c.quote && s.chunkId == c.chunkId)
                    c.quote = s.quote;
            }
        }
    }
    return out;
}

GroundedAnswer::Shown GroundedAnswer::of(const Answer& written, const QList<Hit>& evidence, Language language)
{
    Shown out;
    out.answer = written;
    const Grounding& g = written.grounding;
    if (!g.checked)
        return out;
    QString markdown = withoutUnsupported(written.markdown, g);
    out.unsupported = g.answerUnsupported();
    if (out.unsupported) {
        const bool anyKept =
            std::any_of(g.claims.cbegin(), g.claims.cend(), [](const Claim& c) { return c.supported(); });
        markdown = unsupportedNote(anyKept ? markdown : QString(), g, evidence, language);
    } else if (const int removed = g.unsupportedCount(); removed > 0) {
        markdown +=
            QStringLiteral("\n\n")
            + phrase(language,
                     QT_TRANSLATE_N_NOOP("lotse::GroundedAnswer",
                                         "*%n statement(s) that the cited passages do not support were removed.*"),
                     removed);
    }
    for (const Contradiction& c : g.contradictions) {
        if (!c.named)
            markdown += QStringLiteral("\n\n") + contradictionNote(c, language);
    }
    out.answer.markdown = markdown;
    out.answer.citations = citations(markdown, written, evidence);
    return out;
}

} // namespace lotse
