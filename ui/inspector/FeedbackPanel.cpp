// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedbackPanel.h"

#include "StatusLine.h"
#include "shared/Format.h"
#include "shared/Named.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/FeedbackStore.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

// The source combo's first entry chooses nothing; the second says that no document answers.
constexpr int chooseIndex = 0;
constexpr int noneIndex = 1;
// The target combo's items hold the round (0: the answer) and, in this role, the round's verdict.
constexpr int sufficientRole = Qt::UserRole + 1;

} // namespace

FeedbackPanel::FeedbackPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("feedbackPanel"));
    m_target = named(new QComboBox(this), "feedbackTarget", QString());
    m_source = named(new QComboBox(this), "rightSourceCombo", QString());
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(24);
    setDocuments({});
    m_mention = named(new QLineEdit(this), "mustMentionEdit", QString());
    m_note = named(new QLineEdit(this), "feedbackNote", QString());
    m_mark = named(new QPushButton(this), "markWrongButton", QString());

    auto* form = new QFormLayout;
    auto* targetLabel = new QLabel(this);
    auto* sourceLabel = new QLabel(this);
    auto* mentionLabel = new QLabel(this);
    auto* noteLabel = new QLabel(this);
    form->addRow(targetLabel, m_target);
    form->addRow(sourceLabel, m_source);
    form->addRow(mentionLabel, m_mention);
    form->addRow(noteLabel, m_note);
    targetLabel->setBuddy(m_target);
    sourceLabel->setBuddy(m_source);
    mentionLabel->setBuddy(m_mention);
    noteLabel->setBuddy(m_note);
    auto* markRow = new QHBoxLayout;
    markRow->addStretch(1);
    markRow->addWidget(m_mark);
    form->addRow(markRow);

    m_status = new StatusLine(QStringLiteral("feedbackStatus"), "feedback:", this);
    m_list = named(new QListWidget(this), "feedbackList", QString());
    m_list->setWordWrap(true);
    m_remove = named(new QPushButton(this), "removeFeedbackButton", QString());

    auto* intro = new QLabel(this);
    intro->setWordWrap(true);

    retranslate(this, [=, this] {
        m_target->setAccessibleName(tr("What was wrong"));
        for (int i = 0; i < m_target->count(); ++i)
            m_target->setItemText(
                i, targetText(m_target->itemData(i).toInt(), m_target->itemData(i, sufficientRole).toBool()));
        m_source->setAccessibleName(tr("The right source"));
        m_source->setItemText(chooseIndex, tr("Choose the right source…"));
        m_source->setItemText(noneIndex, tr("No document answers this"));
        m_mention->setAccessibleName(tr("A right answer mentions"));
        m_mention->setPlaceholderText(tr("Optional, e.g. 30 working days; carry-over"));
        m_mention->setToolTip(tr("Short phrases a right answer contains, separated by semicolons"));
        m_note->setAccessibleName(tr("Note"));
        m_note->setPlaceholderText(tr("Optional: what the right answer is, or why"));
        m_mark->setText(tr("Mar&k as Wrong"));
        m_mark->setAccessibleName(tr("Mark as wrong"));
        targetLabel->setText(tr("&Wrong:"));
        sourceLabel->setText(tr("Right so&urce:"));
        mentionLabel->setText(tr("Must &mention:"));
        noteLabel->setText(tr("N&ote:"));
        m_list->setAccessibleName(tr("Feedback on this question"));
        m_remove->setText(tr("Remove Feed&back"));
        m_remove->setAccessibleName(tr("Remove feedback"));
        intro->setText(tr("Was a verdict or the answer wrong? Say which, and where the answer is. Marked "
                          "questions can be exported as evaluation cases (History tab)."));
        // The feedback already given, in the new language; the chosen entry stays chosen.
        const int row = m_list->currentRow();
        reload();
        m_list->setCurrentRow(row);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_list, 1);
    auto* removeRow = new QHBoxLayout;
    removeRow->addStretch(1);
    removeRow->addWidget(m_remove);
    layout->addLayout(removeRow);

    connect(m_source, &QComboBox::currentIndexChanged, this, &FeedbackPanel::updateButtons);
    connect(m_list, &QListWidget::currentRowChanged, this, &FeedbackPanel::updateButtons);
    connect(m_mark, &QPushButton::clicked, this, &FeedbackPanel::markWrong);
    connect(m_remove, &QPushButton::clicked, this, &FeedbackPanel::removeSelected);
    clear();
}

void FeedbackPanel::setStore(FeedbackStore* store)
{
    m_store = store;
    reload();
}

void FeedbackPanel::setDocuments(const QList<DocumentRecord>& documents)
{
    const QString current = m_source->currentIndex() > noneIndex ? m_source->currentData().toString() : QString();
    m_source->clear();
    m_source->addItem(tr("Choose the right source…"));
    m_source->addItem(tr("No document answers this"), QStringLiteral(""));
    for (const DocumentRecord& d : documents) {
        if (!d.isReady())
            continue;
        m_source->addItem(tr("%1 — %2").arg(d.title, QFileInfo(d.path).fileName()), d.path);
        m_source->setItemData(m_source->count() - 1, QDir::toNativeSeparators(d.path), Qt::ToolTipRole);
    }
    const int index = current.isEmpty() ? -1 : m_source->findData(current);
    m_source->setCurrentIndex(index > 0 ? index : chooseIndex);
}

void FeedbackPanel::setTrace(const TraceRecord& record)
{
    m_traceId = record.summary.id;
    m_target->clear();
    m_target->addItem(targetText(0, false), 0);
    for (const TraceRound& round : record.trace.rounds) {
        if (!round.verdict)
            continue;
        const bool sufficient = round.verdict->sufficient;
        m_target->addItem(targetText(round.number, sufficient), round.number);
        m_target->setItemData(m_target->count() - 1, sufficient, sufficientRole);
    }
    m_source->setCurrentIndex(chooseIndex);
    m_mention->clear();
    m_note->clear();
    m_status->clearStatus();
    setEnabled(true);
    reload();
}

QString FeedbackPanel::targetText(int round, bool sufficient)
{
    if (round <= 0)
        return tr("The answer");
    return sufficient ? tr("Round %1's verdict: sufficient").arg(round)
                      : tr("Round %1's verdict: not sufficient").arg(round);
}

void FeedbackPanel::clear()
{
    m_traceId = 0;
    m_target->clear();
    m_list->clear();
    m_status->clearStatus();
    setEnabled(false);
}

int FeedbackPanel::feedbackCount() const
{
    return m_list->count();
}

void FeedbackPanel::updateButtons()
{
    m_mark->setEnabled(m_store && m_traceId > 0 && m_source->currentIndex() != chooseIndex);
    m_remove->setEnabled(m_list->currentRow() >= 0);
}

void FeedbackPanel::markWrong()
{
    if (!m_store || m_traceId <= 0 || m_source->currentIndex() == chooseIndex)
        return;
    Feedback f;
    f.traceId = m_traceId;
    const int round = m_target->currentData().toInt();
    f.target = round > 0 ? Feedback::Target::Verdict : Feedback::Target::Answer;
    f.round = round;
    f.rightSource = m_source->currentIndex() == noneIndex ? QString() : m_source->currentData().toString();
    for (const QString& part : m_mention->text().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            f.mustMention.append(part.trimmed());
    }
    f.note = m_note->text().trimmed();
    const auto id = m_store->add(f);
    if (!id) {
        qCWarning(lcUi) << "feedback not saved:" << id.error().message;
        m_status->setStatus(
            [message = id.error().message] { return tr("The feedback was not saved: %1").arg(message); }, true);
        return;
    }
    m_status->setStatus(
        [] { return tr("Saved. Export the marked questions as evaluation cases from the History tab."); }, false);
    m_mention->clear();
    m_note->clear();
    m_source->setCurrentIndex(chooseIndex);
    reload();
    Q_EMIT feedbackChanged();
}

void FeedbackPanel::removeSelected()
{
    QListWidgetItem* item = m_list->currentItem();
    if (!m_store || !item)
        return;
    if (const Status removed = m_store->remove(item->data(Qt::UserRole).toLongLong()); !removed) {
        m_status->setStatus(
            [message = removed.error().message] { return tr("The feedback was not removed: %1").arg(message); }, true);
        return;
    }
    reload();
    Q_EMIT feedbackChanged();
}

void FeedbackPanel::reload()
{
    m_list->clear();
    if (m_store && m_traceId > 0) {
        const auto items = m_store->forTrace(m_traceId);
        if (!items) {
            m_status->setStatus([message = items.error().message] { return message; }, true);
        } else {
            for (const Feedback& f : items.value()) {
                const QString what =
                    f.target == Feedback::Target::Verdict ? tr("Round %1's verdict").arg(f.round) : tr("The answer");
                const QString source =
                    f.rightSource.isEmpty() ? tr("no document answers this") : QFileInfo(f.rightSource).fileName();
                QString text = tr("%1 is wrong; right source: %2").arg(what, source);
                if (!f.mustMention.isEmpty())
                    text += u'\n' + tr("Must mention: %1").arg(f.mustMention.join(QStringLiteral("; ")));
                if (!f.note.isEmpty())
                    text += u'\n' + f.note;
                auto* item = new QListWidgetItem(text, m_list);
                item->setData(Qt::UserRole, f.id);
                item->setToolTip(QLocale().toString(f.createdAt.toLocalTime(), QLocale::ShortFormat));
            }
        }
    }
    updateButtons();
}

} // namespace lotse::ui
