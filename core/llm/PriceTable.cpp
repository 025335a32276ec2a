// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceTable.h"

#include <QSettings>
#include <cmath>

namespace lotse {

PriceTable PriceTable::builtIn()
{
    // Public list prices (standard tier, USD per million tokens: input, output, cached input) as
    // of 2025; estimates, not invoices.
    PriceTable table;
    for (const ModelPrice& p : {
             ModelPrice{QStringLiteral("gpt-4o"), 2.50, 10.00, 1.25},
             ModelPrice{QStringLiteral("gpt-4o-mini"), 0.15, 0.60, 0.075},
             ModelPrice{QStringLiteral("gpt-4.1"), 2.00, 8.00, 0.50},
             ModelPrice{QStringLiteral("gpt-4.1-mini"), 0.40, 1.60, 0.10},
             ModelPrice{QStringLiteral("gpt-4.1-nano"), 0.10, 0.40, 0.025},
             ModelPrice{QStringLiteral("gpt-5"), 1.25, 10.00, 0.125},
             ModelPrice{QStringLiteral("gpt-5-mini"), 0.25, 2.00, 0.025},
             ModelPrice{QStringLiteral("gpt-5-nano"), 0.05, 0.40, 0.005},
             ModelPrice{QStringLiteral("o3-mini"), 1.10, 4.40, 0.55},
             ModelPrice{QStringLiteral("o4-mini"), 1.10, 4.40, 0.275},
         })
        table.set(p);
    return table;
}

PriceTable PriceTable::load(QSettings& settings)
{
    PriceTable table = builtIn();
    const int size = settings.beginReadArray(QStringLiteral("prices"));
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        bool inputOk = false;
        bool outputOk = false;
        ModelPrice price{settings.value(QStringLiteral("model")).toString().trimmed(),
                         settings.value(QStringLiteral("inputPerMillion")).toDouble(&inputOk),
                         settings.value(QStringLiteral("outputPerMillion")).toDouble(&outputOk)};
        bool cachedOk = false;
        const double cached = settings.value(QStringLiteral("cachedInputPerMillion")).toDouble(&cachedOk);
        if (cachedOk && std::isfinite(cached) && cached >= 0)
            price.cachedInputPerMillion = cached;
        // A broken entry is left out rather than turned into a price of zero.
        if (!price.model.isEmpty() && inputOk && outputOk && std::isfinite(price.inputPerMillion)
            && std::isfinite(price.outputPerMillion) && price.inputPerMillion >= 0 && price.outputPerMillion >= 0)
            table.set(price);
    }
    settings.endArray();
    return table;
}

void PriceTable::save(QSettings& settings, const QList<ModelPrice>& userPrices)
{
    settings.remove(QStringLiteral("prices"));
    settings.beginWriteArray(QStringLiteral("prices"), int(userPrices.size()));
    for (int i = 0; i < userPrices.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("model"), userPrices.at(i).model);
        settings.setValue(QStringLiteral("inputPerMillion"), userPrices.at(i).inputPerMillion);
        settings.setValue(QStringLiteral("outputPerMillion"), userPrices.at(i).outputPerMillion);
        if (userPrices.at(i).cachedInputPerMillion >= 0)
            settings.setValue(QStringLiteral("cachedInputPerMillion"), userPrices.at(i).cachedInputPerMillion);
    }
    settings.endArray();
}

void PriceTable::set(const ModelPrice& price)
{
    for (ModelPrice& existing : m_prices) {
        if (existing.model.compare(price.model, Qt::CaseInsensitive) == 0) {
            existing = price;
            return;
        }
    }
    m_prices.append(price);
}

std::optional<ModelPrice> PriceTable::find(const QString& model) const
{
    const QString name = model.trimmed();
    if (name.isEmpty())
        return std::nullopt;
    const ModelPrice* best = nullptr;
    for (const ModelPrice& p : m_prices) {
        if (p.model.compare(name, Qt::CaseInsensitive) == 0)
            return p;
        // Only a dated or suffixed version of the family: "gpt-4o-2024-08-06", not "gpt-4o-mini" for "gpt-4o".
        if (name.startsWith(p.model + QLatin1Char('-'), Qt::CaseInsensitive)
            && (!best || p.model.size() > best->model.size()))
            best = &p;
    }
    if (!best)
        return std::nullopt;
    return *best;
}

} // namespace lotse
