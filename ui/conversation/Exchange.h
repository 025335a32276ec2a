// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentEvent.h"

#include <QDateTime>
#include <QList>

namespace lotse::ui {

// One question of the conversation and everything that happened for it: the events replay the
// research timeline, the answer is what the conversation shows.
struct Exchange
{
    QString question;
    QDateTime askedAt;
    QList<AgentEvent> events; // without the answer's streamed pieces (the answer holds them)
    QString markdown;         // the answer or refusal as it stands (grows while streaming)
    QList<Citation> citations;
    Grounding grounding; // the check of every statement (unchecked for refusals)
    bool finished = false;
    Outcome outcome = Outcome::Answered;
    QString error;
    int rounds = 0;
    qint64 elapsedMs = 0;
};

} // namespace lotse::ui
