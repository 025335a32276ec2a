// SPDX-License-Identifier: GPL-3.0-or-later
#include "Quantity.h"

#include "Frequency.h"
#include "text/Tokenizer.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace lotse {

namespace {

constexpr auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// "What's the daily rate …", "what is the annual deductible": a figure asked for by its name; the name is
// the first capture.
const QRegularExpression& whatIsTheFigure()
{
    static const QRegularExpression re(
        QStringLiteral(
            R"(\bwhat(?:['’]s| is| are)? (?:the |my |our |your )?(?:\w+ ){0,4}?)"
            R"((rates?|prices?|fees?|deductibles?|percentage|amount|(?:share|proportion|portion)(?= of))\b)"),
        options);
    return re;
}

// Digits as English and German write them ("1,500", "1.500", "1.5", "1,5"), or a number word.
const QString numberWords = QStringLiteral(
    "(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)|"
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
    "eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
    "eine[nmrs]?|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|"
    "sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|"
    "hundert)");
const QString digits = QStringLiteral(R"((?:\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?(?![\d])|½))");

// "20 MB", "2GB", "500 Kilobyte": a data size, in bytes, so "1 GB" and "1.000 MB" are the same figure.
double bytesPer(const QString& unit)
{
    const QString u = unit.toLower();
    const QChar first = u.front();
    return first == QLatin1Char('k')   ? 1e3
           : first == QLatin1Char('m') ? 1e6
           : first == QLatin1Char('g') ? 1e9
           : first == QLatin1Char('t') ? 1e12
                                       : 1;
}

double wordValue(const QString& word)
{
    static const QHash<QString, int> values = {
        {QStringLiteral("one"), 1},       {QStringLiteral("two"), 2},        {QStringLiteral("three"), 3},
        {QStringLiteral("four"), 4},      {QStringLiteral("five"), 5},       {QStringLiteral("six"), 6},
        {QStringLiteral("seven"), 7},     {QStringLiteral("eight"), 8},      {QStringLiteral("nine"), 9},
        {QStringLiteral("ten"), 10},      {QStringLiteral("eleven"), 11},    {QStringLiteral("twelve"), 12},
        {QStringLiteral("thirteen"), 13}, {QStringLiteral("fourteen"), 14},  {QStringLiteral("fifteen"), 15},
        {QStringLiteral("sixteen"), 16},  {QStringLiteral("seventeen"), 17}, {QStringLiteral("eighteen"), 18},
        {QStringLiteral("nineteen"), 19}, {QStringLiteral("twenty"), 20},    {QStringLiteral("thirty"), 30},
        {QStringLiteral("forty"), 40},    {QStringLiteral("fifty"), 50},     {QStringLiteral("sixty"), 60},
        {QStringLiteral("seventy"), 70},  {QStringLiteral("eighty"), 80},    {QStringLiteral("ninety"), 90},
        {QStringLiteral("hundred"), 100}, {QStringLiteral("ein"), 1},        {QStringLiteral("eine"), 1},
        {QStringLiteral("einen"), 1},     {QStringLiteral("einem"), 1},      {QStringLiteral("einer"), 1},
        {QStringLiteral("eines"), 1},     {QStringLiteral("zwei"), 2},       {QStringLiteral("drei"), 3},
        {QStringLiteral("vier"), 4},      {QStringLiteral("funf"), 5},       {QStringLiteral("sechs"), 6},
        {QStringLiteral("sieben"), 7},    {QStringLiteral("acht"), 8},       {QStringLiteral("neun"), 9},
        {QStringLiteral("zehn"), 10},     {QStringLiteral("elf"), 11},       {QStringLiteral("zwolf"), 12},
        {QStringLiteral("dreizehn"), 13}, {QStringLiteral("vierzehn"), 14},  {QStringLiteral("funfzehn"), 15},
        {QStringLiteral("sechzehn"), 16}, {QStringLiteral("siebzehn"), 17},  {QStringLiteral("achtzehn"), 18},
        {QStringLiteral("neunzehn"), 19}, {QStringLiteral("zwanzig"), 20},   {QStringLiteral("dreißig"), 30},
        {QStringLiteral("dreissig"), 30}, {QStringLiteral("vierzig"), 40},   {QStringLiteral("funfzig"), 50},
        {QStringLiteral("sechzig"), 60},  {QStringLiteral("siebzig"), 70},   {QStringLiteral("achtzig"), 80},
        {QStringLiteral("neunzig"), 90},  {QStringLiteral("hundert"), 100}};
    const QString w = Tokenizer::fold(word);
    if (const qsizetype dash = w.indexOf(QLatin1Char('-')); dash > 0)
        return values.value(w.left(dash)) + values.value(w.mid(dash + 1));
    return values.value(w, -1);
}

double numberValue(const QString& raw)
{
    if (raw == QStringLiteral("½"))
        return 0.5;
    if (!raw.front().isDigit())
        return wordValue(raw);
    static const QRegularExpression thousands(QStringLiteral(R"(^\d{1,3}([.,]\d{3})+$)"));
    QString s = raw;
    if (thousands.match(s).hasMatch())
        s.remove(QLatin1Char('.')).remove(QLatin1Char(','));
    else
        s.replace(QLatin1Char(','), QLatin1Char('.'));
    return s.toDouble();
}

int monthOf(const QString& name)
{
    static const QStringList prefixes = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
                                         QStringLiteral("apr"), QStringLiteral("ma"),  QStringLiteral("jun"),
                                         QStringLiteral("jul"), QStringLiteral("aug"), QStringLiteral("sep"),
                                         QStringLiteral("o"),   QStringLiteral("nov"), QStringLiteral("de")};
    const QString w = Tokenizer::fold(name);
    if (w.startsWith(QStringLiteral("mar")) || w.startsWith(QStringLiteral("mrz"))
        || w.startsWith(QStringLiteral("mae")))
        return 3;
    if (w == QStringLiteral("may") || w == QStringLiteral("mai"))
        return 5;
    for (int m = 0; m < prefixes.size(); ++m) {
        if (m != 4 && w.startsWith(prefixes.at(m)))
            return m + 1;
    }
    return 0;
}

QString unitOfWord(const QString& word)
{
    const QString w = Tokenizer::fold(word);
    struct Unit
    {
        const char* pattern;
        const char* unit;
    };
    // German compounds end in their unit: "Arbeitstage", "Urlaubswochen", "Kalendermonate".
    static const QList<std::pair<QRegularExpression, QString>> units = [] {
        const Unit list[] = {
            {R"(^(days?|tag|tage|tagen|tags|\w+tag|\w+tage|\w+tagen)$)", "day"},
            {R"(^(weeks?|wks?|woche|wochen|\w+woche|\w+wochen)$)", "week"},
            {R"(^(months?|monat|monate|monaten|monats|\w+monat|\w+monate|\w+monaten)$)", "month"},
            {R"(^(years?|yrs?|jahr|jahre|jahren|jahres|\w+jahr|\w+jahre|\w+jahren)$)", "year"},
            {R"(^(hours?|hrs?|h|stunde|stunden|std|\w+stunde|\w+stunden)$)", "hour"},
            {R"(^(minutes?|mins?|minuten)$)", "minute"},
        };
        QList<std::pair<QRegularExpression, QString>> out;
        for (const Unit& u : list)
            out.append({QRegularExpression(QString::fromLatin1(u.pattern)), QString::fromLatin1(u.unit)});
        return out;
    }();
    for (const auto& [re, unit] : units) {
        if (re.match(w).hasMatch())
            return unit;
    }
    return {};
}

// "first" … "tenth" and "erste" … "zehnte", in order: the ordinal regex and the values are both read from here.
const QList<std::pair<QString, QString>>& ordinals()
{
    static const QList<std::pair<QString, QString>> list{
        {QStringLiteral("first"), QStringLiteral("erste")},    {QStringLiteral("second"), QStringLiteral("zweite")},
        {QStringLiteral("third"), QStringLiteral("dritte")},   {QStringLiteral("fourth"), QStringLiteral("vierte")},
        {QStringLiteral("fifth"), QStringLiteral("fünfte")},   {QStringLiteral("sixth"), QStringLiteral("sechste")},
        {QStringLiteral("seventh"), QStringLiteral("siebte")}, {QStringLiteral("eighth"), QStringLiteral("achte")},
        {QStringLiteral("ninth"), QStringLiteral("neunte")},   {QStringLiteral("tenth"), QStringLiteral("zehnte")}};
    return list;
}

// The ordinal words as a regex alternation, German ones with their endings ("ersten", "vierter").
QString ordinalWords()
{
    QStringList words;
    for (const auto& [english, german] : ordinals())
        words << english << german + QStringLiteral("[nmrs]?");
    return words.join(QLatin1Char('|'));
}

double ordinalValue(const QString& word)
{
    const QString w = Tokenizer::fold(word);
    for (qsizetype i = 0; i < ordinals().size(); ++i) {
        const QString german = Tokenizer::fold(ordinals().at(i).second);
        if (w == ordinals().at(i).first || (w.startsWith(german) && w.size() <= german.size() + 1))
            return double(i + 1);
    }
    return -1;
}

QString currencyOf(const QString& word)
{
    const QString w = Tokenizer::fold(word);
    if (w == QStringLiteral("€") || w.startsWith(QStringLiteral("eur")))
        return QStringLiteral("eur");
    if (w == QStringLiteral("$") || w == QStringLiteral("usd") || w.startsWith(QStringLiteral("dollar")))
        return QStringLiteral("usd");
    if (w == QStringLiteral("£") || w == QStringLiteral("gbp") || w.startsWith(QStringLiteral("pound")))
        return QStringLiteral("gbp");
    return QStringLiteral("chf");
}

class Scanner
{
public:
    explicit Scanner(QStringView text)
        : m_text(text.toString())
        , m_used(text.size(), false)
    {}

    // Every match of `re` over text not taken yet; `make` turns a match into a quantity (or value < 0: none).
    template <typename Make>
    void pass(const QRegularExpression& re, Make make)
    {
        QRegularExpressionMatchIterator it = re.globalMatch(m_text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (taken(m.capturedStart(), m.capturedEnd()))
                continue;
            Quantity q = make(m);
            if (q.value < 0)
                continue;
            q.span = {m.capturedStart(), m.capturedEnd()};
            q.text = m.captured(0);
            for (qsizetype i = q.span.start; i < q.span.end; ++i)
                m_used[i] = true;
            m_found.append(q);
        }
    }
    QList<Quantity> result()
    {
        std::sort(m_found.begin(), m_found.end(),
                  [](const Quantity& a, const Quantity& b) { return a.span.start < b.span.start; });
        return m_found;
    }

private:
    bool taken(qsizetype start, qsizetype end) const
    {
        for (qsizetype i = start; i < end; ++i) {
            if (m_used.at(i))
                return true;
        }
        return false;
    }
    QString m_text;
    QList<bool> m_used;
    QList<Quantity> m_found;
};

// "8, 9, 10, 12 hours", "4 oder 5 Tage": numbers listed right before a figure count what it counts (alone,
// "8" and "12 hours" read as a contradiction of "8 hours" elsewhere).
void shareUnits(QList<Quantity>& found, QStringView text)
{
    static const QRegularExpression joint(QStringLiteral(R"(^\s*(,|/|–|-|or|and|to|oder|und|bis)\s*$)"), options);
    for (qsizetype i = found.size() - 1; i > 0; --i) {
        Quantity& before = found[i - 1];
        const Quantity& after = found.at(i);
        if (!before.unit.isEmpty() || after.unit.isEmpty() || after.unit == QStringLiteral("date")
            || after.unit == QStringLiteral("time"))
            continue;
        if (joint.match(text.mid(before.span.end, after.span.start - before.span.end)).hasMatch())
            before.unit = after.unit;
    }
}

Quantity make(double value, const QString& unit, int year = 0)
{
    Quantity q;
    q.value = value;
    q.unit = unit;
    q.year = year;
    return q;
}

} // namespace

QList<Quantity> Quantity::in(QStringView text)
{
    static const QString months = QStringLiteral(
        "(january|february|march|april|june|july|august|september|sept|october|november|december|jan|feb|mar|apr|jun|"
        "jul|aug|sep|oct|nov|dec|januar|jänner|februar|märz|maerz|mrz|mai|juni|juli|oktober|okt|dezember|dez|"
        "may(?=\\s*(?:[,.;)]|$|\\d{4}|and\\b|to\\b|until\\b|bis\\b)))");
    static const QRegularExpression isoDate(QStringLiteral(R"(\b(\d{4})-(\d{1,2})-(\d{1,2})\b)"));
    static const QRegularExpression numericDate(QStringLiteral(R"(\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?)"));
    static const QRegularExpression dayMonth(
        QStringLiteral(R"(\b(\d{1,2})(?:st|nd|rd|th|\.)?\s+(?:of\s+)?%1\b\.?(?:,?\s*(\d{4})\b)?)").arg(months),
        options);
    static const QRegularExpression monthDay(
        QStringLiteral(R"(\b%1\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s*(\d{4})\b)?)").arg(months), options);
    static const QRegularExpression clock(
        QStringLiteral(
            R"(\b(\d{1,2}):(\d{2})\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?(?!\w)|\b(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.|uhr)(?!\w))"),
        options);
    static const QRegularExpression moneyBefore(
        QStringLiteral(R"((€|\$|£|\b(?:eur|euro|usd|gbp|chf)\b)\s?(%1))").arg(digits), options);
    static const QRegularExpression moneyAfter(
        QStringLiteral(R"((%1|\b%2)\s?(€|\$|£|(?:eur|euros?|usd|dollars?|gbp|pounds?|chf|franken)\b))")
            .arg(digits, numberWords),
        options);
    static const QRegularExpression percent(
        QStringLiteral(R"((%1|\b%2)\s?(%|(?:percent|per cent|prozent)\b))").arg(digits, numberWords), options);
    static const QString modifiers = QStringLiteral(
        "(?:working|work|business|calendar|consecutive|paid|unpaid|full|unused|additional|extra|vacation|holiday|leave|"
        "annual|sick|special|school|public|bank|clear|more|further|whole|entire|remaining|free|weitere[n]?|"
        "zusätzliche[n]?|bezahlte[n]?|unbezahlte[n]?|volle[n]?|aufeinanderfolgende[n]?|freie[n]?|ganze[n]?|"
        // "bis zu 5 nicht genommene Tage": what is left, taken or worked.
        "untaken|accrued|accumulated|earned|nicht|noch|genommene[n]?|ungenutzte[n]?|verbleibende[n]?|übrige[n]?|"
        "restliche[n]?|gesetzliche[n]?|geleistete[n]?|gearbeitete[n]?|"
        "weeks'|days')");
    static const QRegularExpression size(
        QStringLiteral(R"((%1)\s?(kb|mb|gb|tb|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?)\b)").arg(digits),
        options);
    static const QRegularExpression withUnit(
        QStringLiteral(R"((%1|\b%2)(?:\s*-\s*|\s+)(?:%3[\s-]+){0,2}([\p{L}']+))").arg(digits, numberWords, modifiers),
        options);
    // "spätestens am 4. Kalendertag", "ab dem ersten Krankheitstag", "from the first day": which day, a day too.
    static const QRegularExpression ordinal(
        QStringLiteral(R"((?:(?<![\w.,])(\d{1,3})(?:st|nd|rd|th|\.)|\b(%1))\s+(?:%2[\s-]+){0,2}([\p{L}']+))")
            .arg(ordinalWords(), modifiers),
        options);
    static const QRegularExpression bare(QStringLiteral(R"((?<![\w.,])(%1)(?![\w]))").arg(digits), options);
    // "four or eight years", "between one and four years": a number word listed before a figure (shareUnits()).
    static const QRegularExpression listedWord(
        QStringLiteral(R"(\b(%2)(?=\s*(?:,|/|–|-|or|and|to|oder|und|bis)\s*(?:%1|\b%2)\b))").arg(digits, numberWords),
        options);

    Scanner s(text);
    s.pass(isoDate, [](const QRegularExpressionMatch& m) {
        return make(m.captured(2).toInt() * 100 + m.captured(3).toInt(), QStringLiteral("date"), m.captured(1).toInt());
    });
    s.pass(numericDate, [](const QRegularExpressionMatch& m) {
        const int day = m.captured(1).toInt();
        const int month = m.captured(2).toInt();
        if (day < 1 || day > 31 || month < 1 || month > 12)
            return make(-1, {});
        int year = m.captured(3).toInt();
        year += year > 0 && year < 100 ? 2000 : 0;
        return make(month * 100 + day, QStringLiteral("date"), year);
    });
    s.pass(dayMonth, [](const QRegularExpressionMatch& m) {
        return make(monthOf(m.captured(2)) * 100 + m.captured(1).toInt(), QStringLiteral("date"),
                    m.captured(3).toInt());
    });
    s.pass(monthDay, [](const QRegularExpressionMatch& m) {
        return make(monthOf(m.captured(1)) * 100 + m.captured(2).toInt(), QStringLiteral("date"),
                    m.captured(3).toInt());
    });
    s.pass(clock, [](const QRegularExpressionMatch& m) {
        const bool colon = !m.captured(1).isEmpty();
        int hours = (colon ? m.captured(1) : m.captured(4)).toInt();
        const int minutes = colon ? m.captured(2).toInt() : 0;
        const QString suffix = Tokenizer::fold(colon ? m.captured(3) : m.captured(5));
        if (suffix.startsWith(QLatin1Char('p')) && hours < 12)
            hours += 12;
        if (suffix.startsWith(QLatin1Char('a')) && hours == 12)
            hours = 0;
        if (hours > 24 || minutes > 59)
            return make(-1, {});
        return make(hours * 60 + minutes, QStringLiteral("time"));
    });
    s.pass(moneyBefore, [](const QRegularExpressionMatch& m) {
        return make(numberValue(m.captured(2)), currencyOf(m.captured(1)));
    });
    s.pass(moneyAfter, [](const QRegularExpressionMatch& m) {
        return make(numberValue(m.captured(1)), currencyOf(m.captured(2)));
    });
    s.pass(percent, [](const QRegularExpressionMatch& m) {
        return make(numberValue(m.captured(1)), QStringLiteral("percent"));
    });
    s.pass(size, [](const QRegularExpressionMatch& m) {
        return make(numberValue(m.captured(1)) * bytesPer(m.captured(2)), QStringLiteral("byte"));
    });
    s.pass(ordinal, [](const QRegularExpressionMatch& m) {
        const QString unit = unitOfWord(m.captured(3));
        if (unit.isEmpty())
            return make(-1, {}); // "Article 5. 10 days later", "the first of the following"
        // Which day, not how many: "on your first day" answers no "How long …?" (askedKinds()).
        return make(m.captured(1).isEmpty() ? ordinalValue(m.captured(2)) : m.captured(1).toDouble(),
                    QStringLiteral("ordinal ") + unit);
    });
    s.pass(withUnit, [](const QRegularExpressionMatch& m) {
        // Without a unit the digits are a bare number (the next pass); a number word is no figure then
        // ("one of the following").
        const QString unit = unitOfWord(m.captured(2));
        return unit.isEmpty() ? make(-1, {}) : make(numberValue(m.captured(1)), unit);
    });
    s.pass(listedWord, [](const QRegularExpressionMatch& m) { return make(numberValue(m.captured(1)), QString()); });
    s.pass(bare, [](const QRegularExpressionMatch& m) { return make(numberValue(m.captured(1)), QString()); });
    QList<Quantity> found = s.result();
    shareUnits(found, text);
    return found;
}

QString Quantity::baseUnit() const
{
    if (unit == QStringLiteral("week"))
        return QStringLiteral("day");
    if (unit == QStringLiteral("hour"))
        return QStringLiteral("minute");
    if (unit == QStringLiteral("year"))
        return QStringLiteral("month");
    return unit;
}

double Quantity::inBaseUnit() const
{
    if (unit == QStringLiteral("week"))
        return value * 7;
    if (unit == QStringLiteral("hour"))
        return value * 60;
    if (unit == QStringLiteral("year"))
        return value * 12;
    return value;
}

namespace {

// "From which day of being sick …", "Ab welchem Tag brauche ich …": answered by a day ("am 4. Kalendertag",
// "from the first day"), not by a time of day nor by a sum.
bool askedWhichDay(const QString& question)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(from (which|what) day|on (which|what) day of|after how many days|ab welchem tag|)"
                       R"(ab dem wievielten tag|am wievielten tag|nach wie vielen tagen|ab wie vielen tagen)\b)"),
        options);
    return re.match(question).hasMatch();
}

} // namespace

bool Quantity::asked(const QString& question)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(how (many|much|long|often|frequently|far|soon|old|big|large|high)|when|deadline|maximum|)"
                       R"(wie (viele?|lange|oft|h(ä|a)ufig|weit|hoch|alt|gro(ß|ss))|wann|bis wann|frist|maximal|)"
                       R"(h(ö|o)chstens)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re.match(question).hasMatch() || namesAFigure(question) || askedWhichDay(question);
}

bool Quantity::askedAmount(const QString& question)
{
    // Without "when" and "wann": "What do I do when my laptop is stolen?" asks for no figure, and
    // "Wann …?" is often answered with an event ("after the probation period").
    static const QRegularExpression re(
        QStringLiteral(
            R"(\b(how (many|much|long|often|frequently|far|old|big|large|high)|deadline|maximum|)"
            R"(wie (viele?|lange|oft|h(ä|a)ufig|weit|hoch|alt|gro(ß|ss))|bis wann|frist|maximal|h(ö|o)chstens)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re.match(question).hasMatch() || namesAFigure(question) || askedWhichDay(question);
}

QStringList Quantity::durationKinds()
{
    return {QStringLiteral("day"), QStringLiteral("month"), QStringLiteral("minute")};
}

bool Quantity::askedAhead(const QString& question)
{
    static const QRegularExpression re(
        QStringLiteral(
            R"(\b(how far (ahead|in advance)|how (early|soon|quickly|fast)|wie (fr(ü|u)h|weit im voraus|lange vorher|schnell)))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re.match(question).hasMatch();
}

QString Quantity::counted(const QString& question)
{
    // English names the thing in up to two words ("vacation days"), none of them the verbs and
    // pronouns that begin the rest of the question; German in one, a compound ("Homeoffice-Tage"): the
    // word after it is mostly the verb ("Wie viele Tage dauert …").
    static const QRegularExpression english(
        QStringLiteral(
            R"(\bhow (?:many|much)\s+((?!(?:do|does|did|is|are|can|will|would|should|i|we|you|they|it|of)\b))"
            R"([\w-]+(?:\s+(?!(?:do|does|did|is|are|can|will|would|should|i|we|you|they|it|of|for|per|a|)"
            R"(an|the|in|on|at)\b)[\w-]+)?))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression german(
        QStringLiteral(R"(\bwie viele?\s+((?!(?:bekomme|habe|hat|haben|sind|ist|gibt|darf|kann|muss|ich|wir|man)\b))"
                       R"([\w-]+))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // "How much money", "Wie viel Geld", "wie viel Zeit": the kind of figure asked for, not a thing the
    // handbook must name ("Geld" is nowhere in a handbook that says "EUR 300").
    static const QRegularExpression measure(QStringLiteral(R"(^(money|cash|time|geld|zeit|euros?|dollars?)\b)"),
                                            QRegularExpression::CaseInsensitiveOption
                                                | QRegularExpression::UseUnicodePropertiesOption);
    if (const QRegularExpressionMatch m = english.match(question); m.hasMatch())
        return measure.match(m.captured(1)).hasMatch() ? QString() : m.captured(1);
    // A figure asked for by its name measures what it names: "What's the annual deductible …?".
    if (const QRegularExpressionMatch m = whatIsTheFigure().match(question); m.hasMatch())
        return m.captured(1);
    // German nouns are capitalised: "Wie viel zahlt Clef dazu?" counts nothing, it asks what Clef pays.
    if (const QRegularExpressionMatch m = german.match(question); m.hasMatch() && m.captured(1).front().isUpper())
        return measure.match(m.captured(1)).hasMatch() ? QString() : m.captured(1);
    return {};
}

bool Quantity::namesAFigure(const QString& question)
{
    // "What's the daily rate …", "the exact exercise price", "Was kostet …": a figure asked for by
    // its name rather than with "how much".
    static const QRegularExpression re(
        QStringLiteral(R"(\b(what percentage|exact (\w+ ){0,3}(price|amount|rate|figure)|was kostet|wie viel prozent|)"
                       R"(welche[rsn]? (\w+ )?(betrag|preis|satz|prozentsatz|summe|anteil))\b)"),
        options);
    return whatIsTheFigure().match(question).hasMatch() || re.match(question).hasMatch();
}

QStringList Quantity::askedKinds(const QString& question)
{
    // "How often …" is answered by a frequency, not by "at least 14 characters" of the same section. "Wie lange
    // … und wie oft …?": either answers; "When …, and how often …?" any figure.
    static const QRegularExpression when(QStringLiteral(R"(\b(when|wann|ab wann|bis wann|by what date)\b)"), options);
    const bool often = Frequency::asked(question);
    if (often && when.match(question).hasMatch())
        return {};
    const QStringList frequency = often ? QStringList{QStringLiteral("frequency")} : QStringList();
    // "Wie groß darf eine Datei sein?" asks for a data size: "20 MB", not "Level 3" nor "5 Tage".
    static const QRegularExpression big(
        QStringLiteral(
            R"(\b(how (big|large)|wie gro(ß|ss)|max\w* (file |upload )?size|file size|\w*gr(ö|o)(ß|ss)e)\b)"),
        options);
    static const QRegularExpression data(
        QStringLiteral(R"(\b(files?|\w*datei\w*|attachments?|anh(ä|a)nge?|uploads?|upload\w*|hochlad\w*|)"
                       R"(hochgeladen\w*|hochzuladen|storage|speicherplatz|postfach|mailbox)\b)"),
        options);
    if (big.match(question).hasMatch() && data.match(question).hasMatch())
        return {QStringLiteral("byte")};
    if (askedWhichDay(question))
        return {QStringLiteral("day"), QStringLiteral("ordinal day")};
    static const QRegularExpression duration(
        QStringLiteral(R"(\b(how long|wie lange|how many (\w+ )?(days?|weeks?|months?|years?|hours?)|)"
                       R"(how much (\w+ )?(time|leave|vacation|holiday)|wie viel (\w+ )?(zeit|urlaub)|)"
                       R"(wie viele (\w+ )?\w*(tage?|wochen|monate?|jahre?|stunden))\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression money(
        QStringLiteral(R"(\b(how much|wie hoch|wie viel)\b.*\b(pay|paid|pays|cost|costs|reimburs\w*|allowance|)"
                       R"(bonus|salary|budget|price|stipend|subsidy|money|dollars?|euros?|per diem|zahlt|bezahlt|)"
                       R"(\w*kosten|\w*zuschuss|\w*bonus|\w*geld|\w*gehalt|\w*pauschale|\w*budget|preis|betrag|)"
                       R"(\w*zuschlag|\w*zuschläge|\w*zulage|premium|surcharge|extra)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // "Wie viele Tage …", "how many days": days (or weeks) answer, not "within 3 months" of the same section.
    static const QRegularExpression days(
        QStringLiteral(R"(\b(how many (\w+ )?(days?|weeks?)|wie viele (\w+ )?\w*(tage?|wochen))\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (days.match(question).hasMatch())
        return frequency + QStringList{QStringLiteral("day")};
    if (duration.match(question).hasMatch())
        return frequency + durationKinds();
    if (!frequency.isEmpty())
        return frequency;
    // A share ("what share of the premium", "welchen Anteil") is a percentage: a sum the section also
    // states ("a waiver allowance of $25") does not answer it.
    static const QRegularExpression share(
        QStringLiteral(R"(\b(what (share|proportion|portion) of|what percentage|wie viel prozent|welche[nr]? anteil))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (share.match(question).hasMatch())
        return {QStringLiteral("percent")};
    // A price, a fee or a deductible is money or a percentage; a "rate" may be one of time too.
    static const QRegularExpression priced(
        QStringLiteral(R"(\b(prices?|fees?|deductibles?|was kostet|preis|betrag|prozentsatz)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (money.match(question).hasMatch() || (namesAFigure(question) && priced.match(question).hasMatch()))
        return moneyKinds() + QStringList{QStringLiteral("percent")};
    return {};
}

bool Quantity::answersKinds(const QStringList& kinds) const
{
    // A bare number ("section 4", "2026") answers only a question that names no kind.
    return kinds.isEmpty() || kinds.contains(baseUnit());
}

QStringList Quantity::moneyKinds()
{
    return {QStringLiteral("eur"), QStringLiteral("usd"), QStringLiteral("gbp"), QStringLiteral("chf")};
}

bool Quantity::namesMoney(const QString& folded)
{
    static const QSet<QString> words{QStringLiteral("money"), QStringLiteral("cash"), QStringLiteral("geld"),
                                     QStringLiteral("bargeld")};
    return words.contains(folded);
}

bool Quantity::paying(const QString& folded)
{
    static const QSet<QString> words{QStringLiteral("pay"),     QStringLiteral("pays"),     QStringLiteral("paid"),
                                     QStringLiteral("paying"),  QStringLiteral("cost"),     QStringLiteral("costs"),
                                     QStringLiteral("zahlt"),   QStringLiteral("zahlen"),   QStringLiteral("zahle"),
                                     QStringLiteral("bezahlt"), QStringLiteral("bezahlen"), QStringLiteral("kostet"),
                                     QStringLiteral("kosten"),  QStringLiteral("gezahlt")};
    return words.contains(folded);
}

bool Quantity::statedIn(QStringView text, const QStringList& kinds)
{
    if (kinds.contains(QStringLiteral("frequency")) && Frequency::statedIn(text))
        return true;
    const QList<Quantity> stated = in(text);
    return std::any_of(stated.cbegin(), stated.cend(), [&](const Quantity& q) { return q.answersKinds(kinds); });
}

bool Quantity::sameKind(const Quantity& other) const
{
    return baseUnit() == other.baseUnit();
}

bool Quantity::sameAs(const Quantity& other) const
{
    const bool dates = unit == QStringLiteral("date") || other.unit == QStringLiteral("date");
    if (dates) {
        if (unit != other.unit)
            return false;
        return value == other.value && (year == 0 || other.year == 0 || year == other.year);
    }
    if (unit.isEmpty() || other.unit.isEmpty())
        return std::abs(value - other.value) < 1e-9;
    return sameKind(other) && std::abs(inBaseUnit() - other.inBaseUnit()) < 1e-9;
}

} // namespace lotse
