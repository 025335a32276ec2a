// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared/Dialogs.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>

namespace lotse::ui {

namespace {

class SystemDialogs final : public Dialogs
{
public:
    void confirm(QWidget* parent, const Confirmation& question, std::function<void(bool)> done) override
    {
        if (turnedOff(question)) {
            done(true);
            return;
        }
        auto* box = new QMessageBox(QMessageBox::Warning, question.title, question.text, QMessageBox::NoButton, parent);
        if (!question.dontAskAgainKey.isEmpty()) {
            auto* dontAsk = new QCheckBox(QCoreApplication::translate("lotse::ui::Dialogs", "Don't ask again"), box);
            dontAsk->setObjectName(QStringLiteral("dontAskAgainBox"));
            box->setCheckBox(dontAsk);
        }
        box->setObjectName(QStringLiteral("confirmationBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        QPushButton* yes = box->addButton(question.action, QMessageBox::DestructiveRole);
        QPushButton* no = box->addButton(QMessageBox::Cancel);
        box->setDefaultButton(no); // Enter never destroys anything by accident
        box->setEscapeButton(no);
        QObject::connect(box, &QMessageBox::finished, box, [box, yes, question, done = std::move(done)](int) {
            const bool agreed = box->clickedButton() == yes;
            if (agreed && box->checkBox() && box->checkBox()->isChecked())
                remember(question);
            done(agreed);
        });
        box->open();
    }

    void saveFile(QWidget* parent, const QString& title, const QString& suggested, const QString& filter,
                  std::function<void(const QString&)> done) override
    {
        auto* dialog = new QFileDialog(parent, title, suggested, filter);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setFileMode(QFileDialog::AnyFile);
        // A name typed without an extension gets the chosen filter's, so the format is never a guess.
        auto suffixOf = [](const QString& nameFilter) {
            static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
            const QRegularExpressionMatch match = pattern.match(nameFilter);
            return match.hasMatch() ? match.captured(1) : QString();
        };
        dialog->setDefaultSuffix(suffixOf(dialog->selectedNameFilter()));
        QObject::connect(dialog, &QFileDialog::filterSelected, dialog, [dialog, suffixOf](const QString& nameFilter) {
            dialog->setDefaultSuffix(suffixOf(nameFilter));
        });
        show(dialog, std::move(done));
    }

    void openFile(QWidget* parent, const QString& title, const QString& filter,
                  std::function<void(const QString&)> done) override
    {
        auto* dialog = new QFileDialog(parent, title, QString(), filter);
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFile);
        show(dialog, std::move(done));
    }

    void openFiles(QWidget* parent, const QString& title, const QString& filter,
                   std::function<void(const QStringList&)> done) override
    {
        auto* dialog = new QFileDialog(parent, title, QString(), filter);
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFiles);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QFileDialog::finished, dialog, [dialog, done = std::move(done)](int result) {
            done(result == QDialog::Accepted ? dialog->selectedFiles() : QStringList());
        });
        dialog->open();
    }

    void folder(QWidget* parent, const QString& title, std::function<void(const QString&)> done) override
    {
        auto* dialog = new QFileDialog(parent, title);
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        show(dialog, std::move(done));
    }

private:
    static void show(QFileDialog* dialog, std::function<void(const QString&)> done)
    {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QFileDialog::finished, dialog, [dialog, done = std::move(done)](int result) {
            const QStringList files = dialog->selectedFiles();
            done(result == QDialog::Accepted && !files.isEmpty() ? files.first() : QString());
        });
        dialog->open();
    }
};

} // namespace

bool Dialogs::turnedOff(const Confirmation& question)
{
    return !question.dontAskAgainKey.isEmpty() && QSettings().value(question.dontAskAgainKey, false).toBool();
}

void Dialogs::remember(const Confirmation& question)
{
    if (!question.dontAskAgainKey.isEmpty())
        QSettings().setValue(question.dontAskAgainKey, true);
}

Dialogs& Dialogs::system()
{
    static SystemDialogs dialogs; // stateless: every dialog lives on its own
    return dialogs;
}

} // namespace lotse::ui
