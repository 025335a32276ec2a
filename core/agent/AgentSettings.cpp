// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentSettings.h"

#include <QSettings>
#include <algorithm>
#include <cmath>

namespace lotse {

namespace {

const QString roundsKey = QStringLiteral("agent/maxRounds");
const QString topKKey = QStringLiteral("agent/topK");
// Named anew when the offline grader started to weigh words the knowledge base never uses far less
// (0.5 under the old weighting is much stricter than 0.5 under the new): a value saved for the old
// grader, often just its default written back by the settings dialog, does not carry over.
const QString coverageKey = QStringLiteral("agent/sufficientShare");
const QString minScoreKey = QStringLiteral("agent/minScore");
const QString contactKey = QStringLiteral("answers/contact");
const QString speculateKey = QStringLiteral("agent/speculate");

int intValue(const QSettings& s, const QString& key, int fallback)
{
    bool ok = false;
    const int value = s.value(key).toInt(&ok);
    return ok ? value : fallback;
}

double doubleValue(const QSettings& s, const QString& key, double fallback)
{
    bool ok = false;
    const double value = s.value(key).toDouble(&ok);
    return ok && std::isfinite(value) ? value : fallback;
}

Status outOfRange(const QString& what, const QString& range, const QString& value)
{
    return Error::make(Error::Code::InvalidSetting,
                       AgentSettings::tr("%1 must be %2, not %3.").arg(what, range, value));
}

bool inRange(double value, double low, double high)
{
    return std::isfinite(value) && value >= low && value <= high;
}

} // namespace

AgentOptions AgentSettings::load(const QSettings& s)
{
    const AgentOptions defaults;
    AgentOptions o;
    o.maxRounds = intValue(s, roundsKey, defaults.maxRounds);
    o.topK = intValue(s, topKKey, defaults.topK);
    o.sufficientCoverage = doubleValue(s, coverageKey, defaults.sufficientCoverage);
    o.minScore = doubleValue(s, minScoreKey, defaults.minScore);
    o.contact = s.value(contactKey).toString();
    o.speculate = s.value(speculateKey, defaults.speculate).toBool();
    return clamped(o);
}

void AgentSettings::save(QSettings& s, const AgentOptions& options)
{
    // Only what differs from the defaults is stored: a dialog confirmed unchanged must not freeze
    // today's defaults, or a better default in a later version never reaches this user.
    const AgentOptions o = clamped(options);
    const AgentOptions defaults;
    const auto store = [&s](const QString& key, const QVariant& value, bool isDefault) {
        if (isDefault)
            s.remove(key);
        else
            s.setValue(key, value);
    };
    store(roundsKey, o.maxRounds, o.maxRounds == defaults.maxRounds);
    store(topKKey, o.topK, o.topK == defaults.topK);
    store(coverageKey, o.sufficientCoverage, qFuzzyCompare(o.sufficientCoverage, defaults.sufficientCoverage));
    store(minScoreKey, o.minScore, qFuzzyCompare(o.minScore, defaults.minScore));
    store(speculateKey, o.speculate, o.speculate == defaults.speculate);
    if (o.contact.isEmpty())
        s.remove(contactKey);
    else
        s.setValue(contactKey, o.contact);
}

Status AgentSettings::saveContact(QSettings& s, const QString& contact)
{
    AgentOptions o;
    o.contact = contact.simplified();
    if (const Status valid = validate(o); !valid)
        return valid;
    if (o.contact.isEmpty())
        s.remove(contactKey);
    else
        s.setValue(contactKey, o.contact);
    return success();
}

void AgentSettings::saveSpeculation(QSettings& s, bool speculate)
{
    if (speculate == AgentOptions().speculate)
        s.remove(speculateKey);
    else
        s.setValue(speculateKey, speculate);
}

Status AgentSettings::validate(const AgentOptions& o)
{
    if (o.maxRounds < minRounds || o.maxRounds > maxRounds)
        return outOfRange(tr("The maximum number of rounds"),
                          tr("a whole number from %1 to %2").arg(minRounds).arg(maxRounds),
                          QString::number(o.maxRounds));
    if (o.topK < minTopK || o.topK > maxTopK)
        return outOfRange(tr("The number of passages per round (top-k)"),
                          tr("a whole number from %1 to %2").arg(minTopK).arg(maxTopK), QString::number(o.topK));
    const QString share = tr("between %1 and %2").arg(minThreshold, 0, 'f', 1).arg(maxThreshold, 0, 'f', 1);
    if (!inRange(o.sufficientCoverage, minThreshold, maxThreshold))
        return outOfRange(tr("The sufficient coverage"), share, QString::number(o.sufficientCoverage));
    if (!inRange(o.minScore, minThreshold, maxThreshold))
        return outOfRange(tr("The minimum score"), share, QString::number(o.minScore));
    if (o.contact.trimmed().size() > maxContactLength) {
        return Error::make(
            Error::Code::InvalidSetting,
            tr("The contact line has %1 characters; at most %2 are allowed, e.g. “Ask HR: hr@example.com”.")
                .arg(o.contact.trimmed().size())
                .arg(maxContactLength));
    }
    return success();
}

AgentOptions AgentSettings::clamped(const AgentOptions& options)
{
    const AgentOptions defaults;
    AgentOptions o = options;
    o.maxRounds = std::clamp(o.maxRounds, minRounds, maxRounds);
    o.topK = std::clamp(o.topK, minTopK, maxTopK);
    o.sufficientCoverage = std::isfinite(o.sufficientCoverage)
                               ? std::clamp(o.sufficientCoverage, minThreshold, maxThreshold)
                               : defaults.sufficientCoverage;
    o.minScore = std::isfinite(o.minScore) ? std::clamp(o.minScore, minThreshold, maxThreshold) : defaults.minScore;
    // One line: a hand-edited file may hold anything.
    o.contact = o.contact.simplified().left(maxContactLength);
    return o;
}

} // namespace lotse
