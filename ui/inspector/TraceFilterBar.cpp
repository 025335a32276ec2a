// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceFilterBar.h"

#include "Named.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace lotse::ui {

TraceFilterBar::TraceFilterBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("traceFilterBar"));
    m_text = named(new QLineEdit(this), "traceTextFilter", tr("Search the questions"));
    m_text->setPlaceholderText(tr("Search questions, answers and queries"));
    m_text->setClearButtonEnabled(true);

    m_outcome = named(new QComboBox(this), "outcomeFilter", tr("Outcome"));
    m_outcome->addItem(tr("Any outcome"), QString());
    m_outcome->addItem(tr("Answered"), QStringLiteral("answered"));
    m_outcome->addItem(tr("Refused"), QStringLiteral("refused"));
    m_outcome->addItem(tr("Failed"), QStringLiteral("failed"));
    m_outcome->addItem(tr("Stopped"), QStringLiteral("cancelled"));

    m_document = named(new QComboBox(this), "documentFilter", tr("Cited document"));
    m_document->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_document->setMinimumContentsLength(18);
    setDocuments({});

    m_multiRound = named(new QCheckBox(tr("More than one &round"), this), "multiRoundFilter",
                         tr("Only questions that needed more than one round"));
    m_insufficient = named(new QCheckBox(tr("Grader said &not sufficient"), this), "insufficientFilter",
                           tr("Only questions where the grader found a round's passages not sufficient"));

    const QDate today = QDate::currentDate();
    m_useFrom = named(new QCheckBox(tr("&From"), this), "fromCheck", tr("Only questions asked from a date"));
    m_from = named(new QDateEdit(today.addDays(-30), this), "fromDate", tr("Asked from"));
    m_useTo = named(new QCheckBox(tr("&To"), this), "toCheck", tr("Only questions asked up to a date"));
    m_to = named(new QDateEdit(today, this), "toDate", tr("Asked up to"));
    for (QDateEdit* edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setEnabled(false);
    }

    auto* first = new QHBoxLayout;
    auto* search = new QLabel(tr("&Search:"), this);
    search->setBuddy(m_text);
    first->addWidget(search);
    first->addWidget(m_text, 1);
    first->addWidget(m_outcome);
    auto* cited = new QLabel(tr("&Cited:"), this);
    cited->setBuddy(m_document);
    first->addWidget(cited);
    first->addWidget(m_document);
    auto* second = new QHBoxLayout;
    second->addWidget(m_multiRound);
    second->addWidget(m_insufficient);
    second->addStretch(1);
    second->addWidget(m_useFrom);
    second->addWidget(m_from);
    second->addWidget(m_useTo);
    second->addWidget(m_to);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(first);
    layout->addLayout(second);

    connect(m_text, &QLineEdit::textChanged, this, &TraceFilterBar::changed);
    connect(m_outcome, &QComboBox::currentIndexChanged, this, &TraceFilterBar::changed);
    connect(m_document, &QComboBox::currentIndexChanged, this, &TraceFilterBar::changed);
    for (QCheckBox* box : {m_multiRound, m_insufficient})
        connect(box, &QCheckBox::toggled, this, &TraceFilterBar::changed);
    connect(m_useFrom, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_useTo, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    for (QCheckBox* box : {m_useFrom, m_useTo})
        connect(box, &QCheckBox::toggled, this, &TraceFilterBar::changed);
    for (QDateEdit* edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, &TraceFilterBar::changed);
}

TraceFilter TraceFilterBar::filter() const
{
    TraceFilter f;
    if (const QString outcome = m_outcome->currentData().toString(); !outcome.isEmpty())
        f.outcomes = {outcome};
    f.multiRound = m_multiRound->isChecked();
    f.graderInsufficient = m_insufficient->isChecked();
    f.citedDocument = m_document->currentData().toString();
    // Whole days in local time; "to" includes its day.
    if (m_useFrom->isChecked())
        f.from = m_from->date().startOfDay().toUTC();
    if (m_useTo->isChecked())
        f.to = m_to->date().addDays(1).startOfDay().toUTC();
    f.text = m_text->text().trimmed();
    return f;
}

void TraceFilterBar::setDocuments(const QStringList& paths)
{
    const QString current = m_document->currentData().toString();
    const QSignalBlocker block(m_document);
    m_document->clear();
    m_document->addItem(tr("Any document"), QString());
    for (const QString& path : paths) {
        m_document->addItem(QFileInfo(path).fileName(), path);
        m_document->setItemData(m_document->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    }
    const int index = m_document->findData(current);
    m_document->setCurrentIndex(std::max(0, index));
    if (index < 0 && !current.isEmpty())
        Q_EMIT changed(); // the chosen document is no longer cited by anything
}

void TraceFilterBar::focusText()
{
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

void TraceFilterBar::clear()
{
    const QSignalBlocker blockText(m_text);
    m_text->clear();
    m_outcome->setCurrentIndex(0);
    m_document->setCurrentIndex(0);
    m_multiRound->setChecked(false);
    m_insufficient->setChecked(false);
    m_useFrom->setChecked(false);
    m_useTo->setChecked(false);
    Q_EMIT changed();
}

} // namespace lotse::ui
