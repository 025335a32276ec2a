// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the interface language in the settings takes effect at once, in every window: after
// the switch no widget shows a text that the German catalogue translates, and after switching back
// none shows a German translation. The texts are collected from the real widgets (labels, buttons,
// group boxes, tabs, menus, tooltips, placeholders, headers, combo boxes), so a widget that forgot
// to retranslate itself fails here by name.
#include "UiTestSupport.h"
#include "language/Translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QXmlStreamReader>

using namespace lotse::ui;
using namespace uitest;

namespace {

// English source -> German translation, for the entries whose translation differs and that have no
// placeholder (a formatted text cannot be compared whole).
QHash<QString, QString> catalogue()
{
    QHash<QString, QString> entries;
    QFile file(QStringLiteral(LOTSE_SOURCE_DIR "/translations/lotse_de.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return entries;
    QXmlStreamReader xml(&file);
    QString source;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QStringLiteral("message")) {
            numerus = xml.attributes().value(QStringLiteral("numerus")) == QStringLiteral("yes");
        } else if (xml.name() == QStringLiteral("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation") && !numerus) {
            const QString translation = xml.readElementText();
            static const QRegularExpression placeholder(QStringLiteral("%[1-9n]"));
            if (!translation.isEmpty() && translation != source && !source.contains(placeholder))
                entries.insert(source, translation);
        }
    }
    return entries;
}

QString plain(QString text)
{
    // "&Ask" and "Ask" are the same text to a reader.
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)"));
    return text.remove(accelerator).trimmed();
}

QString pathOf(const QObject* object)
{
    QStringList names;
    for (const QObject* o = object; o; o = o->parent())
        names.prepend(o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className()) : o->objectName());
    return names.join(QLatin1Char('/'));
}

// Every text a person can see or hear (accessible names) in `root` and its children.
QList<QPair<QString, QString>> texts(QWidget* root)
{
    QList<QPair<QString, QString>> out;
    auto add = [&out](const QObject* where, const QString& what, const QString& text) {
        if (!plain(text).isEmpty())
            out.append({pathOf(where) + QLatin1Char(' ') + what, plain(text)});
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : std::as_const(widgets)) {
        add(w, QStringLiteral("toolTip"), w->toolTip());
        add(w, QStringLiteral("accessibleName"), w->accessibleName());
        add(w, QStringLiteral("accessibleDescription"), w->accessibleDescription());
        if (w->isWindow())
            add(w, QStringLiteral("windowTitle"), w->windowTitle());
        if (auto* label = qobject_cast<QLabel*>(w); label && label->textFormat() != Qt::RichText)
            add(w, QStringLiteral("text"), label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(w, QStringLiteral("text"), button->text());
        if (auto* box = qobject_cast<QGroupBox*>(w))
            add(w, QStringLiteral("title"), box->title());
        if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto* edit = qobject_cast<QPlainTextEdit*>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(w, QStringLiteral("tab %1").arg(i), tabs->tabText(i));
        }
        if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(w, QStringLiteral("item %1").arg(i), combo->itemText(i));
        }
        if (auto* menu = qobject_cast<QMenu*>(w))
            add(w, QStringLiteral("title"), menu->title());
        if (auto* header = qobject_cast<QHeaderView*>(w); header && header->model()) {
            for (int i = 0; i < header->count(); ++i)
                add(w, QStringLiteral("section %1").arg(i),
                    header->model()->headerData(i, header->orientation()).toString());
        }
        for (QAction* action : w->actions()) {
            add(action, QStringLiteral("text"), action->text());
            add(action, QStringLiteral("toolTip"),
                action->toolTip() == plain(action->text()) ? QString() : action->toolTip());
        }
    }
    return out;
}

QList<QWidget*> openWindows()
{
    QList<QWidget*> windows;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (w->isVisible())
            windows.append(w);
    }
    return windows;
}

// The texts of all open windows that appear in `forbidden` (as keys, or as values when `values`).
QStringList leftovers(const QHash<QString, QString>& entries, bool germanShown)
{
    QSet<QString> forbidden;
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        forbidden.insert(plain(germanShown ? it.key() : it.value()));
    // Texts that are the same word in both languages' other entries are not evidence.
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        forbidden.remove(plain(germanShown ? it.value() : it.key()));
    QStringList found;
    for (QWidget* window : openWindows()) {
        for (const auto& [where, text] : texts(window)) {
            if (forbidden.contains(text))
                found.append(QStringLiteral("%1: “%2”").arg(where, text.left(60)));
        }
    }
    // QTest cuts long failure messages: each one on its own line.
    for (const QString& line : std::as_const(found))
        qWarning().noquote() << line;
    return found;
}

} // namespace

class TestLanguage final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        setUpWindowTests(m_config);
        m_entries = catalogue();
        QVERIFY2(m_entries.size() > 300, "translations/lotse_de.ts is missing or nearly empty");
    }

    void cleanup() { lotse::Translations::apply(QStringLiteral("en")); }

    void settingsSwitchTheLanguageWithoutARestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto window = openWithSample(dir);
        QVERIFY(window);
        ask(*window, QStringLiteral("How many vacation days do I get?"));
        QTRY_VERIFY_WITH_TIMEOUT(!outcomeText(*window).isEmpty(), timeoutMs);
        child<QAction>(*window, "inspectorAction")->trigger();
        QTRY_VERIFY(openWindows().size() >= 2);
        QVERIFY2(leftovers(m_entries, false).isEmpty(),
                 qPrintable(leftovers(m_entries, false).join(QLatin1Char('\n'))));
        const QString englishOutcome = outcomeText(*window);

        // Through the settings dialog, as a user does.
        child<QAction>(*window, "settingsAction")->trigger();
        // The dialog deletes itself when closed.
        QPointer<QDialog> dialog = window->findChild<QDialog*>(QStringLiteral("settingsDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto* language = dialog->findChild<QComboBox*>(QStringLiteral("languageCombo"));
        QVERIFY(language);
        language->setCurrentIndex(language->findData(QStringLiteral("de")));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("okButton")), Qt::LeftButton);
        QTRY_COMPARE(lotse::Translations::current(), QStringLiteral("de"));
        QTRY_VERIFY(!dialog); // closed and deleted

        const QStringList english = leftovers(m_entries, true);
        QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("Still English after switching to German:\n")
                                               + english.join(QLatin1Char('\n'))));
        // The research timeline's cards follow too; the answers already given stay as they were.
        QVERIFY(outcomeText(*window) != englishOutcome);
        QCOMPARE(QLocale().language(), QLocale::German);

        // And back, without the dialog this time.
        lotse::Translations::apply(QStringLiteral("en"));
        const QStringList german = leftovers(m_entries, false);
        QVERIFY2(german.isEmpty(), qPrintable(QStringLiteral("Still German after switching back to English:\n")
                                              + german.join(QLatin1Char('\n'))));
        QCOMPARE(outcomeText(*window), englishOutcome);
    }

    void systemLanguageIsFollowed_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("expected");
        QTest::newRow("explicit German") << "de"
                                         << "de";
        QTest::newRow("explicit English") << "en"
                                          << "en";
        QTest::newRow("unknown code") << "xx"
                                      << "en";
    }
    void systemLanguageIsFollowed()
    {
        QFETCH(QString, setting);
        QFETCH(QString, expected);
        QCOMPARE(lotse::Translations::resolve(setting), expected);
        lotse::Translations::apply(setting);
        QCOMPARE(lotse::Translations::current(), expected);
        QCOMPARE(QCoreApplication::translate("lotse::ui::SettingsDialog", "Settings"),
                 expected == QStringLiteral("de") ? m_entries.value(QStringLiteral("Settings"), QStringLiteral("?"))
                                                  : QStringLiteral("Settings"));
    }

private:
    QTemporaryDir m_config;
    QHash<QString, QString> m_entries;
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
