// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextFold.h"

namespace lotse {

namespace {

struct Named
{
    const char* name;
    char32_t c;
};
// The entities that spell markup and quotes: what a forged delimiter or a quote uses.
constexpr Named namedEntities[] = {{"lt", U'<'},      {"gt", U'>'},   {"amp", U'&'},  {"quot", U'"'},
                                   {"apos", U'\''},   {"sol", U'/'},  {"nbsp", U' '}, {"lsaquo", U'‹'},
                                   {"rsaquo", U'›'},  {"lang", U'⟨'}, {"rang", U'⟩'}, {"zwsp", U'\u200B'},
                                   {"shy", U'\u00AD'}};

} // namespace

TextSpan TextFold::Folded::source(qsizetype from, qsizetype length) const
{
    if (length <= 0 || from < 0 || from + length > text.size())
        return {};
    return {start.at(from), end.at(from + length - 1)};
}

bool TextFold::isInvisible(char32_t c)
{
    // Format characters (zero-width space and joiners, soft hyphen, word joiner, bidi controls, BOM)
    // and the other characters that render as nothing.
    if (QChar::category(c) == QChar::Other_Format)
        return true;
    return c == 0x034F || c == 0x115F || c == 0x1160 || c == 0x180E || c == 0x3164 || c == 0xFFA0
           || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
}

qsizetype TextFold::entityAt(QStringView text, qsizetype i, char32_t& decoded)
{
    // "&#60;", "&#x3c;", "&lt;" and the same without the ";" that browsers forgive; 0: none here.
    qsizetype j = i + 1;
    if (j < text.size() && text.at(j) == QLatin1Char('#')) {
        ++j;
        const bool hex = j < text.size() && (text.at(j) == QLatin1Char('x') || text.at(j) == QLatin1Char('X'));
        j += hex ? 1 : 0;
        const qsizetype digits = j;
        auto isDigit = [hex](QChar c) {
            const char16_t u = c.unicode();
            return (u >= u'0' && u <= u'9') || (hex && ((u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F')));
        };
        while (j < text.size() && j - digits < 8 && isDigit(text.at(j)))
            ++j;
        if (j == digits)
            return 0;
        bool ok = false;
        const uint value = text.mid(digits, j - digits).toUInt(&ok, hex ? 16 : 10);
        if (!ok || value == 0 || value > 0x10FFFF)
            return 0;
        decoded = char32_t(value);
        return (j < text.size() && text.at(j) == QLatin1Char(';') ? j + 1 : j) - i;
    }
    for (const Named& n : namedEntities) {
        const QLatin1StringView name(n.name);
        if (text.mid(j, name.size()).compare(name, Qt::CaseInsensitive) == 0) {
            decoded = n.c;
            const qsizetype after = j + name.size();
            return (after < text.size() && text.at(after) == QLatin1Char(';') ? after + 1 : after) - i;
        }
    }
    return 0;
}

char32_t TextFold::unified(char32_t c, const Options& options)
{
    switch (c) {
    case U'‘':
    case U'’':
    case U'‚':
    case U'‛':
    case U'′':
    case U'´':
    case U'`':
        return U'\'';
    case U'“':
    case U'”':
    case U'„':
    case U'‟':
    case U'″':
    case U'«':
    case U'»':
        return U'"';
    case U'‐':
    case U'‑':
    case U'‒':
    case U'–':
    case U'—':
    case U'―':
    case U'−':
        return U'-';
    default:
        break;
    }
    if (!options.unifyBrackets)
        return c;
    switch (c) {
    case U'\u2039':
    case U'\u2329':
    case U'\u27E8':
    case U'\u3008':
    case U'\u1438':
    case U'\u02C2':
    case U'\u276E':
    case U'\u29FC':
        return U'<';
    case U'\u203A':
    case U'\u232A':
    case U'\u27E9':
    case U'\u3009':
    case U'\u1433':
    case U'\u02C3':
    case U'\u276F':
    case U'\u29FD':
        return U'>';
    case U'∕':
    case U'⁄':
    case U'⧸':
    case U'╱':
        return U'/';
    default:
        return c;
    }
}

TextFold::Folded TextFold::fold(QStringView text, Options options)
{
    Folded out;
    out.text.reserve(text.size());
    if (options.sourceMap) {
        out.start.reserve(text.size());
        out.end.reserve(text.size());
    }
    const bool map = options.sourceMap;
    auto append = [&out, map](QChar c, qsizetype from, qsizetype to) {
        out.text.append(c);
        if (map) {
            out.start.append(from);
            out.end.append(to);
        }
    };
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype from = i;
        char32_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            i += 2;
        } else if (c == U'&' && options.decodeEntities) {
            const qsizetype length = entityAt(text, i, c);
            i += length > 0 ? length : 1;
        } else {
            ++i;
        }
        if (c >= 0x21 && c < 0x7F) { // printable ASCII, nearly all of it: no table lookups
            append(QChar(c == U'`' ? U'\'' : (c >= U'A' && c <= U'Z' ? c + 32 : c)), from, i);
            continue;
        }
        if (isInvisible(c))
            continue;
        if (QChar::isSpace(c)) {
            if (!out.text.isEmpty() && out.text.back() != QLatin1Char(' '))
                append(QLatin1Char(' '), from, i);
            continue;
        }
        c = unified(c, options);
        if (c < 0x80) {
            append(QChar(c).toLower(), from, i);
            continue;
        }
        // Compatibility decomposition, marks dropped, lower case: "Ä" is "a", "＜" is "<", "ﬁ" is "fi".
        const QString decomposed = QString::fromUcs4(&c, 1).normalized(QString::NormalizationForm_KD);
        for (const QChar d : decomposed) {
            if (d.category() == QChar::Mark_NonSpacing || d.category() == QChar::Mark_Enclosing)
                continue;
            const char32_t u = unified(d.unicode(), options);
            if (QChar::isSpace(u)) {
                if (!out.text.isEmpty() && out.text.back() != QLatin1Char(' '))
                    append(QLatin1Char(' '), from, i);
            } else {
                append(QChar(u).toLower(), from, i);
            }
        }
    }
    if (!out.text.isEmpty() && out.text.back() == QLatin1Char(' ')) {
        out.text.chop(1);
        if (map) {
            out.start.removeLast();
            out.end.removeLast();
        }
    }
    return out;
}

std::optional<TextSpan> TextFold::find(QStringView haystack, QStringView needle)
{
    const QString key = fold(needle).text;
    if (key.isEmpty())
        return std::nullopt;
    const Folded folded = fold(haystack);
    const qsizetype at = folded.text.indexOf(key);
    if (at < 0)
        return std::nullopt;
    return folded.source(at, key.size());
}

} // namespace lotse
