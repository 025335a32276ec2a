// SPDX-License-Identifier: GPL-3.0-or-later
#include "Highlighting.h"

#include "JsonHighlighter.h"
#include "MarkdownHighlighter.h"

#ifdef LOTSE_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <QGuiApplication>
#include <QPalette>
#endif

namespace lotse::ui {

#ifdef LOTSE_HAVE_KSYNTAXHIGHLIGHTING
namespace {
KSyntaxHighlighting::Repository& repository()
{
    static KSyntaxHighlighting::Repository repo; // expensive to build: one per process
    return repo;
}
} // namespace
#endif

QSyntaxHighlighter* Highlighting::attach(QTextDocument* document, Syntax syntax)
{
#ifdef LOTSE_HAVE_KSYNTAXHIGHLIGHTING
    const auto definition =
        repository().definitionForName(syntax == Syntax::Json ? QStringLiteral("JSON") : QStringLiteral("Markdown"));
    if (definition.isValid()) {
        auto* highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
        highlighter->setDefinition(definition);
        const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
        highlighter->setTheme(repository().defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                             : KSyntaxHighlighting::Repository::LightTheme));
        return highlighter;
    }
#endif
    if (syntax == Syntax::Json)
        return new JsonHighlighter(document);
    return new MarkdownHighlighter(document);
}

QString Highlighting::backend()
{
#ifdef LOTSE_HAVE_KSYNTAXHIGHLIGHTING
    return QStringLiteral("KSyntaxHighlighting");
#else
    return QStringLiteral("built-in");
#endif
}

} // namespace lotse::ui
