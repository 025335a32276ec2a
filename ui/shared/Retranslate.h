// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <functional>

namespace lotse::ui {

// Runs `apply` now, and again each time the interface language changes (Translations::apply),
// for as long as `owner` lives. Widgets put every tr() text they set once into such a block, so a
// language switch needs no restart. Texts that follow state (a status line) are recomputed there too.
void retranslate(QObject* owner, std::function<void()> apply);

// Emits changed() when the application receives QEvent::LanguageChange.
class LanguageNotifier final : public QObject
{
    Q_OBJECT
public:
    static LanguageNotifier& instance();

Q_SIGNALS:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit LanguageNotifier(QObject* parent);
};

} // namespace lotse::ui
