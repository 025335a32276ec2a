// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceFilterBar.h"

#include "TraceTableModel.h"
#include "shared/Named.h"
#include "shared/Retranslate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace lotse::ui {

TraceFilterBar::TraceFilterBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("traceFilterBar"));
    m_text = named(new QLineEdit(this), "traceTextFilter", QString());
    m_text->setClearButtonEnabled(true);

    // The item data (the stored outcome) stays; only the texts follow the language.
    m_outcome = named(new QComboBox(this), "outcomeFilter", QString());
    for (const QString& outcome : {QString(), QStringLiteral("answered"), QStringLiteral("ambiguous"),
                                   QStringLiteral("refused"), QStringLiteral("unsupported"), QStringLiteral("failed"),
                                   QStringLiteral("truncated"), QStringLiteral("cancelled")})
        m_outcome->addItem(QString(), outcome);

    m_document = named(new QComboBox(this), "documentFilter", QString());
    m_document->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_document->setMinimumContentsLength(18);
    setDocuments({});

    m_group = named(new QComboBox(this), "groupFilter", QString());
    m_group->addItem(QString(), QString());
    m_group->hide();

    m_multiRound = named(new QCheckBox(this), "multiRoundFilter", QString());
    m_insufficient = named(new QCheckBox(this), "insufficientFilter", QString());

    const QDate today = QDate::currentDate();
    m_useFrom = named(new QCheckBox(this), "fromCheck", QString());
    m_from = named(new QDateEdit(today.addDays(-30), this), "fromDate", QString());
    m_useTo = named(new QCheckBox(this), "toCheck", QString());
    m_to = named(new QDateEdit(today, this), "toDate", QString());
    for (QDateEdit* edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setEnabled(false);
    }

    auto* first = new QHBoxLayout;
    auto* search = new QLabel(this);
    search->setBuddy(m_text);
    first->addWidget(search);
    first->addWidget(m_text, 1);
    first->addWidget(m_outcome);
    auto* cited = new QLabel(this);
    cited->setBuddy(m_document);
    first->addWidget(cited);
    first->addWidget(m_document);

    retranslate(this, [this, search, cited] {
        m_text->setAccessibleName(tr("Search the questions"));
        m_text->setPlaceholderText(tr("Search questions, answers and queries"));
        m_outcome->setAccessibleName(tr("Outcome"));
        m_outcome->setItemText(0, tr("Any outcome"));
        for (int i = 1; i < m_outcome->count(); ++i)
            m_outcome->setItemText(i, TraceTableModel::outcomeText(m_outcome->itemData(i).toString()));
        m_document->setAccessibleName(tr("Cited document"));
        m_document->setItemText(0, tr("Any document"));
        m_group->setAccessibleName(tr("Asked by a member of"));
        m_group->setToolTip(tr("Only questions asked by members of an access group"));
        m_group->setItemText(0, tr("Any group"));
        for (int i = 1; i < m_group->count(); ++i)
            m_group->setItemText(i, tr("Group: %1").arg(m_group->itemData(i).toString()));
        m_multiRound->setText(tr("More than one &round"));
        m_multiRound->setAccessibleName(tr("Only questions that needed more than one round"));
        m_insufficient->setText(tr("Grader said &not sufficient"));
        m_insufficient->setAccessibleName(
            tr("Only questions where the grader found a round's passages not sufficient"));
        m_useFrom->setText(tr("&From"));
        m_useFrom->setAccessibleName(tr("Only questions asked from a date"));
        m_from->setAccessibleName(tr("Asked from"));
        m_useTo->setText(tr("&To"));
        m_useTo->setAccessibleName(tr("Only questions asked up to a date"));
        m_to->setAccessibleName(tr("Asked up to"));
        for (QDateEdit* edit : {m_from, m_to})
            edit->setLocale(QLocale()); // the calendar's month and day names follow the language
        search->setText(tr("&Search:"));
        cited->setText(tr("&Cited:"));
    });
    auto* second = new QHBoxLayout;
    second->addWidget(m_multiRound);
    second->addWidget(m_insufficient);
    second->addStretch(1);
    second->addWidget(m_group);
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
    for (QComboBox* box : {m_document, m_group})
        connect(box, &QComboBox::currentIndexChanged, this, &TraceFilterBar::changed);
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
    f.askedByGroup = m_group->currentData().toString();
    return f;
}

void TraceFilterBar::setDocuments(const QStringList& paths)
{
    QList<std::pair<QString, QString>> items;
    for (const QString& path : paths)
        items.append({QFileInfo(path).fileName(), path});
    setChoices(m_document, tr("Any document"), items);
    for (int i = 1; i < m_document->count(); ++i)
        m_document->setItemData(i, QDir::toNativeSeparators(m_document->itemData(i).toString()), Qt::ToolTipRole);
}

void TraceFilterBar::setGroups(const QStringList& groups)
{
    QList<std::pair<QString, QString>> items;
    for (const QString& group : groups)
        items.append({tr("Group: %1").arg(group), group});
    setChoices(m_group, tr("Any group"), items);
    m_group->setVisible(!groups.isEmpty());
}

void TraceFilterBar::setChoices(QComboBox* box, const QString& any, const QList<std::pair<QString, QString>>& items)
{
    const QString current = box->currentData().toString();
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(any, QString());
    for (const auto& [text, data] : items)
        box->addItem(text, data);
    const int index = box->findData(current);
    box->setCurrentIndex(std::max(0, index));
    if (index < 0 && !current.isEmpty())
        Q_EMIT changed(); // the chosen one is no longer there
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
    m_group->setCurrentIndex(0);
    m_multiRound->setChecked(false);
    m_insufficient->setChecked(false);
    m_useFrom->setChecked(false);
    m_useTo->setChecked(false);
    Q_EMIT changed();
}

} // namespace lotse::ui
