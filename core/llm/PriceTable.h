// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChatTypes.h"

#include <QList>
#include <QString>
#include <algorithm>
#include <optional>

class QSettings;

namespace lotse {

// What a model's tokens cost, in US dollars per million tokens. Reasoning tokens are output tokens
// (they are in completionTokens); cached prompt tokens cost less where the model's price says so.
struct ModelPrice
{
    QString model;
    double inputPerMillion = 0;
    double outputPerMillion = 0;
    double cachedInputPerMillion = -1; // -1: as other input

    double cachedPrice() const { return cachedInputPerMillion >= 0 ? cachedInputPerMillion : inputPerMillion; }
    double cost(const TokenUsage& usage) const
    {
        const int cached = std::clamp(usage.cachedTokens, 0, usage.promptTokens);
        return ((usage.promptTokens - cached) * inputPerMillion + cached * cachedPrice()
                + usage.completionTokens * outputPerMillion)
               / 1e6;
    }
};

// A small price table for estimating what a question cost. Built-in list prices of common models,
// overridden and extended by the settings array "prices" (model, inputPerMillion, outputPerMillion,
// optionally cachedInputPerMillion),
// so a company can enter its own deployment names and contract prices. A model that is not in the
// table has no price: no cost is shown rather than a wrong one.
class PriceTable final
{
public:
    static PriceTable builtIn();
    // The built-in prices plus the user's entries (which win).
    static PriceTable load(QSettings& settings);
    static void save(QSettings& settings, const QList<ModelPrice>& userPrices);

    void set(const ModelPrice& price);
    // Exact name first (case-insensitive), then the longest known name the model starts with, so a
    // dated version ("gpt-4o-mini-2024-07-18") finds its family.
    std::optional<ModelPrice> find(const QString& model) const;
    const QList<ModelPrice>& prices() const { return m_prices; }

private:
    QList<ModelPrice> m_prices;
};

} // namespace lotse
