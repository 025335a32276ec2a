// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlEntities.h"

#include <QHash>

namespace lotse {

namespace {

const QHash<QString, char16_t>& named()
{
    static const QHash<QString, char16_t> table = {
        {QStringLiteral("amp"), u'&'},     {QStringLiteral("lt"), u'<'},      {QStringLiteral("gt"), u'>'},
        {QStringLiteral("quot"), u'"'},    {QStringLiteral("apos"), u'\''},   {QStringLiteral("nbsp"), 0xA0},
        {QStringLiteral("ndash"), 0x2013}, {QStringLiteral("mdash"), 0x2014}, {QStringLiteral("hellip"), 0x2026},
        {QStringLiteral("lsquo"), 0x2018}, {QStringLiteral("rsquo"), 0x2019}, {QStringLiteral("ldquo"), 0x201C},
        {QStringLiteral("rdquo"), 0x201D}, {QStringLiteral("bull"), 0x2022},  {QStringLiteral("middot"), 0xB7},
        {QStringLiteral("copy"), 0xA9},    {QStringLiteral("reg"), 0xAE},     {QStringLiteral("trade"), 0x2122},
        {QStringLiteral("euro"), 0x20AC},  {QStringLiteral("pound"), 0xA3},   {QStringLiteral("sect"), 0xA7},
        {QStringLiteral("para"), 0xB6},    {QStringLiteral("deg"), 0xB0},     {QStringLiteral("times"), 0xD7},
        {QStringLiteral("auml"), 0xE4},    {QStringLiteral("ouml"), 0xF6},    {QStringLiteral("uuml"), 0xFC},
        {QStringLiteral("Auml"), 0xC4},    {QStringLiteral("Ouml"), 0xD6},    {QStringLiteral("Uuml"), 0xDC},
        {QStringLiteral("szlig"), 0xDF},   {QStringLiteral("eacute"), 0xE9},  {QStringLiteral("egrave"), 0xE8},
        {QStringLiteral("aacute"), 0xE1},  {QStringLiteral("agrave"), 0xE0},  {QStringLiteral("ccedil"), 0xE7},
        {QStringLiteral("laquo"), 0xAB},   {QStringLiteral("raquo"), 0xBB},   {QStringLiteral("shy"), 0xAD},
        {QStringLiteral("ensp"), 0x2002},  {QStringLiteral("emsp"), 0x2003},  {QStringLiteral("thinsp"), 0x2009},
        {QStringLiteral("rarr"), 0x2192},  {QStringLiteral("larr"), 0x2190},  {QStringLiteral("frac12"), 0xBD},
    };
    return table;
}

} // namespace

QString decodeHtmlEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c != QLatin1Char('&')) {
            out += c;
            ++i;
            continue;
        }
        const qsizetype semi = text.indexOf(QLatin1Char(';'), i + 1);
        if (semi < 0 || semi - i > 12) {
            out += c;
            ++i;
            continue;
        }
        const QStringView ref = text.mid(i + 1, semi - i - 1);
        bool ok = false;
        char32_t code = 0;
        if (ref.startsWith(QLatin1Char('#'))) {
            const bool hex = ref.size() > 1 && (ref.at(1) == QLatin1Char('x') || ref.at(1) == QLatin1Char('X'));
            code = char32_t(ref.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10));
            // NUL, surrogates and out-of-range code points become U+FFFD, as in browsers.
            if (ok && (code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)))
                code = 0xFFFD;
        } else if (const auto it = named().constFind(ref.toString()); it != named().cend()) {
            code = it.value();
            ok = true;
        }
        if (!ok) {
            out += c;
            ++i;
            continue;
        }
        out += QString::fromUcs4(&code, 1);
        i = semi + 1;
    }
    return out;
}

} // namespace lotse
