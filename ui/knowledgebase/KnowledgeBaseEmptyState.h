// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QAction;

namespace lotse::ui {

// What the knowledge base panel shows while it holds no documents: what to do, and a large button for
// the sample handbook that follows the panel's "Load sample handbook" action (text, tip, state).
class KnowledgeBaseEmptyState final : public QFrame
{
    Q_OBJECT

public:
    explicit KnowledgeBaseEmptyState(QAction* loadSample, QWidget* parent = nullptr);
};

} // namespace lotse::ui
