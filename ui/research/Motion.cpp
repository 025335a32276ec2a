// SPDX-License-Identifier: GPL-3.0-or-later
#include "Motion.h"

#include <QEasingCurve>
#include <QGraphicsOpacityEffect>
#include <QPauseAnimation>
#include <QPointer>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QWidget>

namespace lotse::ui {

bool Motion::s_reduced = false;

bool Motion::reduced()
{
    return s_reduced;
}

void Motion::setReduced(bool reduced)
{
    s_reduced = reduced;
}

void Motion::animate(QObject* target, const QByteArray& property, qreal from, qreal to, int durationMs, int delayMs)
{
    if (s_reduced || durationMs <= 0) {
        target->setProperty(property.constData(), to);
        return;
    }
    target->setProperty(property.constData(), from);
    auto* animation = new QPropertyAnimation(target, property);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setDuration(durationMs);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    if (delayMs <= 0) {
        animation->start(QAbstractAnimation::DeleteWhenStopped);
        return;
    }
    // The group owns the animation and goes away with the target (its parent).
    auto* group = new QSequentialAnimationGroup(target);
    group->addPause(delayMs);
    group->addAnimation(animation);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

void Motion::fadeIn(QWidget* widget, int durationMs, int delayMs)
{
    if (s_reduced)
        return;
    auto* effect = new QGraphicsOpacityEffect(widget);
    effect->setOpacity(0.0);
    widget->setGraphicsEffect(effect);
    auto* animation = new QPropertyAnimation(effect, "opacity", widget);
    animation->setStartValue(0.0);
    animation->setEndValue(1.0);
    animation->setDuration(durationMs);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    // The effect renders the widget off-screen; once opaque it is only a cost, so it goes.
    QObject::connect(animation, &QAbstractAnimation::finished, widget, [w = QPointer<QWidget>(widget)] {
        if (w)
            w->setGraphicsEffect(nullptr);
    });
    if (delayMs <= 0) {
        animation->start(QAbstractAnimation::DeleteWhenStopped);
        return;
    }
    auto* group = new QSequentialAnimationGroup(widget);
    animation->setParent(nullptr);
    group->addPause(delayMs);
    group->addAnimation(animation);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

} // namespace lotse::ui
