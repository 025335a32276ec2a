// SPDX-License-Identifier: GPL-3.0-or-later
// The settings dialog, driven offscreen through its widgets: values load from and save to the
// settings; invalid input is explained and not saved; a typed API key goes into the real keychain
// (GNOME Keyring in the private D-Bus session of scripts/test.sh) and into no file; the key field
// never shows a stored key; removing it works; "Test connection" reports each deployment against
// the fake server, exactly when something is wrong.
#include "FakeOpenAiServer.h"
#include "FakeResponses.h"
#include "agent/AgentSettings.h"
#include "ingest/formats/FormatLimits.h"
#include "language/Translations.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderSettings.h"
#include "settings/SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;
using lotse::fake::FakeOpenAiServer;
using lotse::ui::SettingsDialog;

namespace {

template <typename T>
T* child(QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

// A keychain that refuses to store anything: what a locked or missing keychain does.
class RefusingKeyStore final : public KeyStore
{
public:
    void read(const QString&, ReadDone done) override { done(QString()); }
    void write(const QString&, const QString&, Done done) override
    {
        done(Error::make(Error::Code::Io, KeychainKeyStore::unavailableHint(QStringLiteral("locked"))));
    }
    void remove(const QString&, Done done) override { done(success()); }
};

QtMessageHandler g_testLog = nullptr;

// The offscreen platform warns each time a window's size limits change (rows shown and hidden);
// everything else reaches the test log.
void dropSizeHintNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message != QStringLiteral("This plugin does not support propagateSizeHints()"))
        g_testLog(type, context, message);
}

} // namespace

class TestSettingsDialog final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    KeychainKeyStore m_keys;
    QNetworkAccessManager m_network;
    std::unique_ptr<FakeOpenAiServer> m_server;
    const QString m_key = QStringLiteral("ui-key-%1-0123456789abcdef").arg(QCoreApplication::applicationPid());

    QString endpoint() const { return m_server->baseUrl().toString(); }
    QString account() const { return KeyStore::accountFor(endpoint()); }

    // The stored key for the fake server's endpoint ("" when none), read back through the keychain.
    QString storedKey()
    {
        std::optional<QString> key;
        m_keys.read(account(), [&](Result<QString> r) { key = r ? r.value() : QStringLiteral("<error>"); });
        [&] { QTRY_VERIFY(key.has_value()); }();
        return key.value_or(QStringLiteral("<no answer>"));
    }

    std::unique_ptr<SettingsDialog> openDialog(KeyStore* keys = nullptr)
    {
        auto dialog = std::make_unique<SettingsDialog>(keys ? *keys : m_keys, m_network);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            QTest::qFail("the dialog was not shown", __FILE__, __LINE__);
        return dialog;
    }

    // Azure OpenAI at the fake server, typed in as a user would.
    static void fillAzure(SettingsDialog& dialog, const QString& url, const QString& chat, const QString& embedding)
    {
        auto* provider = child<QComboBox>(dialog, "providerCombo");
        provider->setCurrentIndex(provider->findData(QStringLiteral("azure")));
        for (const auto& [name, text] : {std::pair{"endpointEdit", url}, std::pair{"chatDeploymentEdit", chat},
                                         std::pair{"embeddingDeploymentEdit", embedding}}) {
            auto* edit = child<QLineEdit>(dialog, name);
            edit->clear();
            QTest::keyClicks(edit, text);
        }
    }

    static QByteArray settingsFile()
    {
        QFile file(QSettings().fileName());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("needs a D-Bus session with an unlocked secret service (scripts/test.sh starts one)");
        g_testLog = qInstallMessageHandler(dropSizeHintNoise);
        QStandardPaths::setTestModeEnabled(true);
        // The settings in a folder of their own (the test mode would use ~/.qttest), and no key
        // from the environment.
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        qunsetenv("LOTSE_API_KEY");
        QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
        QCoreApplication::setApplicationName(QStringLiteral("lotse-settings-test"));
        QVERIFY(QSettings().fileName().startsWith(m_config.path()));
        lotse::Translations::apply(QStringLiteral("en")); // the English catalogue has the plural forms

        fake::Scenario s;
        s.apiKey = m_key;
        s.deployments = {QStringLiteral("chat"), QStringLiteral("embed")};
        s.embeddingDimensions = 64;
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());

        // The keychain answers in this session.
        bool written = false;
        QString error;
        m_keys.write(account(), QStringLiteral("probe"), [&](Status st) {
            written = st.ok();
            error = st.ok() ? QString() : st.error().message;
        });
        QTRY_VERIFY2(written || !error.isEmpty(), "the keychain did not answer");
        QVERIFY2(written, qPrintable(error));
    }

    void init()
    {
        QSettings settings;
        settings.clear();
        settings.sync();
        bool removed = false;
        m_keys.remove(account(), [&](Status st) { removed = st.ok(); });
        QTRY_VERIFY(removed);
        m_server->scenario().faults.clear();
    }

    void cleanupTestCase()
    {
        if (!m_server)
            return;
        bool removed = false;
        m_keys.remove(account(), [&](Status st) { removed = st.ok(); });
        QTRY_VERIFY(removed);
    }

    void valuesLoadFromSettings()
    {
        {
            QSettings settings;
            ProviderConfig c;
            c.kind = ProviderConfig::Kind::OpenAiCompatible;
            c.endpoint = QUrl(QStringLiteral("http://localhost:11434/v1"));
            c.chatDeployment = QStringLiteral("llama3.1");
            c.embeddingDeployment = QStringLiteral("nomic-embed-text");
            c.dimensions = 512;
            c.reasoning = ProviderConfig::Reasoning::Yes;
            c.efforts.answer = ReasoningEffort::High;
            c.groundingDeployment = QStringLiteral("qwen2.5");
            ProviderSettings::save(settings, c);
            AgentSettings::save(settings, AgentOptions{5, 8, 0.6, 0.25, QStringLiteral("Ask HR: hr@example.com")});
            settings.setValue(QStringLiteral("ui/language"), QStringLiteral("de"));
        }
        auto dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(child<QComboBox>(*dialog, "providerCombo")->currentData().toString(),
                 QStringLiteral("openai-compatible"));
        QCOMPARE(child<QLineEdit>(*dialog, "endpointEdit")->text(), QStringLiteral("http://localhost:11434/v1"));
        QCOMPARE(child<QLineEdit>(*dialog, "chatDeploymentEdit")->text(), QStringLiteral("llama3.1"));
        QCOMPARE(child<QLineEdit>(*dialog, "embeddingDeploymentEdit")->text(), QStringLiteral("nomic-embed-text"));
        QCOMPARE(child<QSpinBox>(*dialog, "dimensionsSpin")->value(), 512);
        QCOMPARE(child<QComboBox>(*dialog, "reasoningCombo")->currentData().toString(), QStringLiteral("true"));
        QCOMPARE(child<QComboBox>(*dialog, "effortAnswerCombo")->currentData().toString(), QStringLiteral("high"));
        QCOMPARE(child<QComboBox>(*dialog, "effortGraderCombo")->currentData().toString(), QStringLiteral("low"));
        QCOMPARE(child<QComboBox>(*dialog, "groundingModeCombo")->currentData().toBool(), true);
        QCOMPARE(child<QLineEdit>(*dialog, "groundingDeploymentEdit")->text(), QStringLiteral("qwen2.5"));
        // A key for an OpenAI-compatible server; Microsoft Entra ID is for Azure.
        QVERIFY(!child<QComboBox>(*dialog, "authCombo")->isVisible());
        QVERIFY(!child<QWidget>(*dialog, "signInButton")->isVisible());
        QCOMPARE(child<QSpinBox>(*dialog, "maxRoundsSpin")->value(), 5);
        QCOMPARE(child<QSpinBox>(*dialog, "topKSpin")->value(), 8);
        QCOMPARE(child<QDoubleSpinBox>(*dialog, "coverageSpin")->value(), 0.6);
        QCOMPARE(child<QDoubleSpinBox>(*dialog, "minScoreSpin")->value(), 0.25);
        QCOMPARE(child<QLineEdit>(*dialog, "contactEdit")->text(), QStringLiteral("Ask HR: hr@example.com"));
        QCOMPARE(child<QComboBox>(*dialog, "languageCombo")->currentData().toString(), QStringLiteral("de"));
        // Only what this provider uses.
        QVERIFY(!child<QLineEdit>(*dialog, "apiVersionEdit")->isVisible());
        QVERIFY(!child<QLabel>(*dialog, "offlineNote")->isVisible());
        QVERIFY(!child<QLabel>(*dialog, "validationLabel")->isVisible());
        QVERIFY(child<QPushButton>(*dialog, "okButton")->isEnabled());
    }

    void offlineModeHidesTheProviderFields()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(child<QComboBox>(*dialog, "providerCombo")->currentData().toString(), QStringLiteral("offline"));
        QVERIFY(child<QLabel>(*dialog, "offlineNote")->isVisible());
        for (const char* name :
             {"endpointEdit", "chatDeploymentEdit", "apiKeyEdit", "testConnectionButton", "groundingModeCombo"})
            QVERIFY2(!child<QWidget>(*dialog, name)->isVisible(), name);
        // The keyboard reaches the provider choice first, and from there the endpoint once it applies.
        auto* provider = child<QComboBox>(*dialog, "providerCombo");
        provider->setFocus();
        QTest::keyClick(provider, Qt::Key_Down);
        QCOMPARE(provider->currentData().toString(), QStringLiteral("azure"));
        QVERIFY(child<QLineEdit>(*dialog, "endpointEdit")->isVisible());
        QVERIFY(!child<QLineEdit>(*dialog, "apiVersionEdit")->isVisible());
        QTest::keyClick(provider, Qt::Key_Down);
        QCOMPARE(provider->currentData().toString(), QStringLiteral("azure-legacy"));
        QVERIFY(child<QLineEdit>(*dialog, "apiVersionEdit")->isVisible());
        QTest::keyClick(provider, Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), child<QWidget>(*dialog, "endpointEdit"));
    }

    void valuesSaveToSettings()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        QSignalSpy changed(dialog.get(), &SettingsDialog::settingsChanged);
        auto* provider = child<QComboBox>(*dialog, "providerCombo");
        provider->setCurrentIndex(provider->findData(QStringLiteral("azure-legacy")));
        QTest::keyClicks(child<QLineEdit>(*dialog, "endpointEdit"), QStringLiteral("https://contoso.openai.azure.com"));
        QTest::keyClicks(child<QLineEdit>(*dialog, "chatDeploymentEdit"), QStringLiteral("gpt-4o-mini"));
        QTest::keyClicks(child<QLineEdit>(*dialog, "embeddingDeploymentEdit"), QStringLiteral("te3-small"));
        auto* version = child<QLineEdit>(*dialog, "apiVersionEdit");
        version->selectAll();
        QTest::keyClicks(version, QStringLiteral("2024-06-01"));
        child<QSpinBox>(*dialog, "dimensionsSpin")->setValue(256);
        // The answer check on a second deployment, then without a model at all.
        QTest::keyClicks(child<QLineEdit>(*dialog, "groundingDeploymentEdit"), QStringLiteral("gpt-5-mini-check"));
        auto* grounding = child<QComboBox>(*dialog, "groundingModeCombo");
        grounding->setCurrentIndex(grounding->findData(false));
        QVERIFY(!child<QLineEdit>(*dialog, "groundingDeploymentEdit")->isEnabled());
        child<QSpinBox>(*dialog, "maxRoundsSpin")->setValue(4);
        child<QSpinBox>(*dialog, "topKSpin")->setValue(12);
        child<QDoubleSpinBox>(*dialog, "coverageSpin")->setValue(0.7);
        child<QDoubleSpinBox>(*dialog, "minScoreSpin")->setValue(0.05);
        QTest::keyClicks(child<QLineEdit>(*dialog, "contactEdit"), QStringLiteral("  Ask the people team  "));
        // The documents' reading limits: what lotse-reader may take per file (FormatLimits::fromSettings).
        QCOMPARE(child<QSpinBox>(*dialog, "readSecondsSpin")->value(), 60);
        QCOMPARE(child<QSpinBox>(*dialog, "readSecondsSpin")->text(), QStringLiteral("60 seconds"));
        child<QSpinBox>(*dialog, "readSecondsSpin")->setValue(1);
        QCOMPARE(child<QSpinBox>(*dialog, "readSecondsSpin")->text(), QStringLiteral("1 second"));
        child<QSpinBox>(*dialog, "readSecondsSpin")->setValue(90);
        child<QSpinBox>(*dialog, "readMemorySpin")->setValue(100); // below the least a reader needs
        QCOMPARE(child<QSpinBox>(*dialog, "readMemorySpin")->value(), 256);
        child<QSpinBox>(*dialog, "readMemorySpin")->setValue(2048);
        child<QSpinBox>(*dialog, "maxFileSpin")->setValue(250);
        auto* language = child<QComboBox>(*dialog, "languageCombo");
        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        QTest::mouseClick(child<QPushButton>(*dialog, "okButton"), Qt::LeftButton);

        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QVERIFY(!dialog->isVisible());
        const QSettings settings;
        const std::optional<ProviderConfig> saved = ProviderSettings::load(settings);
        QVERIFY(saved);
        QCOMPARE(saved->kind, ProviderConfig::Kind::AzureLegacy);
        QCOMPARE(saved->endpoint, QUrl(QStringLiteral("https://contoso.openai.azure.com")));
        QCOMPARE(saved->chatDeployment, QStringLiteral("gpt-4o-mini"));
        QCOMPARE(saved->embeddingDeployment, QStringLiteral("te3-small"));
        QCOMPARE(saved->apiVersion, QStringLiteral("2024-06-01"));
        QCOMPARE(saved->dimensions, 256);
        QCOMPARE(saved->reasoning, ProviderConfig::Reasoning::Auto); // detected unless said
        QCOMPARE(saved->auth, ProviderConfig::Auth::Key);
        QCOMPARE(saved->groundingByModel, false);
        QCOMPARE(saved->groundingDeployment, QStringLiteral("gpt-5-mini-check"));
        const AgentOptions options = AgentSettings::load(settings);
        QCOMPARE(options.maxRounds, 4);
        QCOMPARE(options.topK, 12);
        QCOMPARE(options.sufficientCoverage, 0.7);
        QCOMPARE(options.minScore, 0.05);
        QCOMPARE(options.contact, QStringLiteral("Ask the people team")); // one line, trimmed
        QCOMPARE(SettingsDialog::storedLanguage(settings), QStringLiteral("en"));
        const FormatLimits limits = FormatLimits::fromSettings();
        QCOMPARE(limits.maxReadSeconds, 90);
        QCOMPARE(limits.maxReadMemoryBytes, 2048LL * 1024 * 1024);
        QCOMPARE(limits.maxFileBytes, 250LL * 1024 * 1024);
        // And they come back when the dialog opens again.
        auto again = openDialog();
        QCOMPARE(child<QSpinBox>(*again, "readSecondsSpin")->value(), 90);
        QCOMPARE(child<QSpinBox>(*again, "readMemorySpin")->value(), 2048);
        QCOMPARE(child<QSpinBox>(*again, "maxFileSpin")->value(), 250);
    }

    void invalidInputIsExplainedAndNotSaved()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        QSignalSpy changed(dialog.get(), &SettingsDialog::settingsChanged);
        auto* message = child<QLabel>(*dialog, "validationLabel");
        auto* ok = child<QPushButton>(*dialog, "okButton");
        auto* provider = child<QComboBox>(*dialog, "providerCombo");
        provider->setCurrentIndex(provider->findData(QStringLiteral("azure")));
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("Enter the endpoint")), qPrintable(message->text()));
        QVERIFY(!ok->isEnabled());

        auto* endpoint = child<QLineEdit>(*dialog, "endpointEdit");
        QTest::keyClicks(endpoint, QStringLiteral("contoso resource"));
        QVERIFY2(message->text().contains(QStringLiteral("“contoso resource” is not an http(s) URL")),
                 qPrintable(message->text()));
        endpoint->clear();
        QTest::keyClicks(endpoint, QStringLiteral("https://contoso.openai.azure.com"));
        QVERIFY2(message->text().contains(QStringLiteral("chat deployment")), qPrintable(message->text()));
        QVERIFY(!ok->isEnabled());

        // Neither Enter nor accept() saves while the form is invalid; the chat deployment gets focus.
        QTest::keyClick(endpoint, Qt::Key_Return);
        dialog->accept();
        QVERIFY(dialog->isVisible());
        QCOMPARE(QApplication::focusWidget(), child<QWidget>(*dialog, "chatDeploymentEdit"));
        QCOMPARE(changed.size(), 0);
        QVERIFY(!settingsFile().contains("provider"));
        QVERIFY(!ProviderSettings::load(QSettings()));

        QTest::keyClicks(child<QLineEdit>(*dialog, "chatDeploymentEdit"), QStringLiteral("gpt-4o-mini"));
        QVERIFY(!message->isVisible());
        QVERIFY(ok->isEnabled());
    }

    void keyGoesOnlyIntoTheKeychain()
    {
        QCOMPARE(storedKey(), QString());
        auto dialog = openDialog();
        QVERIFY(dialog);
        fillAzure(*dialog, endpoint(), QStringLiteral("chat"), QStringLiteral("embed"));
        auto* keyEdit = child<QLineEdit>(*dialog, "apiKeyEdit");
        QTRY_COMPARE(keyEdit->placeholderText(), QStringLiteral("No key stored yet"));
        QCOMPARE(keyEdit->echoMode(), QLineEdit::Password);
        QTest::keyClicks(keyEdit, m_key);
        QSignalSpy changed(dialog.get(), &SettingsDialog::settingsChanged);
        QTest::mouseClick(child<QPushButton>(*dialog, "okButton"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(dialog->result(), int(QDialog::Accepted));

        QCOMPARE(storedKey(), m_key);
        const QByteArray file = settingsFile();
        QVERIFY2(file.contains("provider"), file.constData()); // the settings were written…
        QVERIFY(!file.contains(m_key.toUtf8()));               // …without the key
        QDirIterator files(m_config.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(m_key.toUtf8()), qPrintable(f.fileName()));
        }

        // Opened again: the field stays empty, and says that a key is stored.
        auto again = openDialog();
        QVERIFY(again);
        auto* field = child<QLineEdit>(*again, "apiKeyEdit");
        QTRY_COMPARE(field->placeholderText(),
                     QStringLiteral("A key is stored in the keychain; type a new one to replace it"));
        QVERIFY(field->text().isEmpty());
        QVERIFY(child<QPushButton>(*again, "removeKeyButton")->isEnabled());
        // Saving again without typing a key keeps the stored one.
        QTest::mouseClick(child<QPushButton>(*again, "okButton"), Qt::LeftButton);
        QTRY_VERIFY(!again->isVisible());
        QCOMPARE(storedKey(), m_key);
    }

    void removeStoredKey()
    {
        bool written = false;
        m_keys.write(account(), m_key, [&](Status st) { written = st.ok(); });
        QTRY_VERIFY(written);
        {
            QSettings settings;
            ProviderConfig c;
            c.endpoint = QUrl(endpoint());
            c.chatDeployment = QStringLiteral("chat");
            ProviderSettings::save(settings, c);
        }
        auto dialog = openDialog();
        QVERIFY(dialog);
        auto* remove = child<QPushButton>(*dialog, "removeKeyButton");
        QTRY_VERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        auto* field = child<QLineEdit>(*dialog, "apiKeyEdit");
        QTRY_COMPARE(field->placeholderText(), QStringLiteral("No key stored yet"));
        QVERIFY(!remove->isEnabled());
        QVERIFY(child<QLabel>(*dialog, "apiKeyStatus")->text().contains(QStringLiteral("removed")));
        QCOMPARE(storedKey(), QString());
    }

    void keychainFailureKeepsTheDialogOpen()
    {
        RefusingKeyStore refusing;
        auto dialog = openDialog(&refusing);
        QVERIFY(dialog);
        fillAzure(*dialog, endpoint(), QStringLiteral("chat"), QString());
        QTest::keyClicks(child<QLineEdit>(*dialog, "apiKeyEdit"), m_key);
        QSignalSpy changed(dialog.get(), &SettingsDialog::settingsChanged);
        QTest::mouseClick(child<QPushButton>(*dialog, "okButton"), Qt::LeftButton);
        auto* message = child<QLabel>(*dialog, "validationLabel");
        QTRY_VERIFY(message->text().contains(QStringLiteral("could not be stored")));
        QVERIFY2(message->text().contains(QStringLiteral("keychain is not available")), qPrintable(message->text()));
        QVERIFY(dialog->isVisible());
        QVERIFY(child<QPushButton>(*dialog, "okButton")->isEnabled()); // the user can try again
        QCOMPARE(changed.size(), 0);
        QVERIFY(!ProviderSettings::load(QSettings()));
    }

    void testConnectionSucceeds_data()
    {
        QTest::addColumn<bool>("typed");
        QTest::newRow("typed key") << true;
        QTest::newRow("stored key") << false;
    }
    void testConnectionSucceeds()
    {
        QFETCH(bool, typed);
        if (!typed) {
            bool written = false;
            m_keys.write(account(), m_key, [&](Status st) { written = st.ok(); });
            QTRY_VERIFY(written);
        }
        auto dialog = openDialog();
        QVERIFY(dialog);
        fillAzure(*dialog, endpoint(), QStringLiteral("chat"), QStringLiteral("embed"));
        if (typed)
            QTest::keyClicks(child<QLineEdit>(*dialog, "apiKeyEdit"), m_key);
        auto* test = child<QPushButton>(*dialog, "testConnectionButton");
        QTest::mouseClick(test, Qt::LeftButton);
        QVERIFY(child<QProgressBar>(*dialog, "connectionBusy")->isVisible());
        QVERIFY(!test->isEnabled());

        auto* chat = child<QLabel>(*dialog, "chatResult");
        auto* embedding = child<QLabel>(*dialog, "embeddingResult");
        QTRY_VERIFY(test->isEnabled());
        QVERIFY(!child<QProgressBar>(*dialog, "connectionBusy")->isVisible());
        QVERIFY2(chat->text().startsWith(QStringLiteral("✓ Chat deployment “chat” answered in ")),
                 qPrintable(chat->text()));
        QVERIFY2(embedding->text().startsWith(
                     QStringLiteral("✓ Embedding deployment “embed” returned vectors with 64 dimensions")),
                 qPrintable(embedding->text()));
        QVERIFY(chat->isVisible() && embedding->isVisible());
        // Testing saves nothing.
        QVERIFY(!ProviderSettings::load(QSettings()));
        QCOMPARE(storedKey(), typed ? QString() : m_key);
    }

    // Four tabs, the dialog no taller than the screen even with a connection test's results
    // shown, every wrapped hint shown whole in its tab, switching tabs or back to offline without
    // a jump; a problem brings its field's tab forward.
    void tabsFitTheScreen()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        auto* tabs = child<QTabWidget>(*dialog, "settingsTabs");
        QCOMPARE(tabs->count(), 4);
        QCOMPARE(tabs->tabText(2), QStringLiteral("History && privacy"));
        fillAzure(*dialog, endpoint(), QStringLiteral("chat"), QStringLiteral("embed"));
        QTest::keyClicks(child<QLineEdit>(*dialog, "apiKeyEdit"), m_key);
        auto* test = child<QPushButton>(*dialog, "testConnectionButton");
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY(child<QLabel>(*dialog, "chatResult")->isVisible());
        const QRect screen = dialog->screen()->availableGeometry();
        QVERIFY2(dialog->frameGeometry().height() <= screen.height(),
                 qPrintable(QStringLiteral("%1 > %2").arg(dialog->frameGeometry().height()).arg(screen.height())));
        const int height = dialog->height();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QApplication::processEvents();
            QCOMPARE(dialog->height(), height);
            auto* page = qobject_cast<QScrollArea*>(tabs->currentWidget());
            QVERIFY(page);
            QVERIFY(!page->horizontalScrollBar()->isVisible());
            for (QLabel* label : page->widget()->findChildren<QLabel*>()) {
                if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
                    continue;
                QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
                QVERIFY2(label->mapTo(page->widget(), QPoint(label->width(), 0)).x() <= page->viewport()->width(),
                         qPrintable(label->text()));
            }
        }
        auto* provider = child<QComboBox>(*dialog, "providerCombo");
        provider->setCurrentIndex(provider->findData(QStringLiteral("offline")));
        QApplication::processEvents();
        QCOMPARE(dialog->height(), height);

        // An invalid provider, OK pressed on another tab: the provider's tab comes forward.
        provider->setCurrentIndex(provider->findData(QStringLiteral("azure")));
        child<QLineEdit>(*dialog, "chatDeploymentEdit")->clear();
        tabs->setCurrentIndex(3);
        dialog->accept();
        QCOMPARE(tabs->currentIndex(), 0);
        QCOMPARE(QApplication::focusWidget(), child<QWidget>(*dialog, "chatDeploymentEdit"));
    }

    void testConnectionReportsTheProblem_data()
    {
        QTest::addColumn<QString>("chatDeployment");
        QTest::addColumn<int>("dimensions");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("chatResult");
        QTest::addColumn<QString>("embeddingResult");
        QTest::newRow("unknown chat deployment")
            << "gpt-4o-typo" << 0 << QString()
            << "✗ Chat deployment “gpt-4o-typo”: There is no deployment “gpt-4o-typo”"
            << "✓ Embedding deployment “embed”";
        QTest::newRow("dimension mismatch")
            << "chat" << 256 << QString() << "✓ Chat deployment “chat”"
            << "✗ Embedding deployment “embed”: It returned vectors with 64 dimensions, but 256 are configured";
        QTest::newRow("wrong key")
            << "chat" << 0 << "wrong-key"
            << "✗ Chat deployment “chat” and embedding deployment “embed”: The provider rejected the API key (HTTP 401)"
            << QString(); // one line for both
    }
    void testConnectionReportsTheProblem()
    {
        QFETCH(QString, chatDeployment);
        QFETCH(int, dimensions);
        QFETCH(QString, key);
        QFETCH(QString, chatResult);
        QFETCH(QString, embeddingResult);
        if (dimensions > 0) {
            // A server that ignores "dimensions" and answers with the model's own size.
            const QByteArray fullSize =
                QJsonDocument(fake::FakeResponses::embeddings({QStringLiteral("Connection test")},
                                                              QStringLiteral("embed"), 64, false))
                    .toJson(QJsonDocument::Compact);
            m_server->scenario().faults.append(
                fake::Fault{QStringLiteral("embeddings"), {}, 1, 200, {}, fullSize, 0, false, -1});
        }
        auto dialog = openDialog();
        QVERIFY(dialog);
        fillAzure(*dialog, endpoint(), chatDeployment, QStringLiteral("embed"));
        child<QSpinBox>(*dialog, "dimensionsSpin")->setValue(dimensions);
        QTest::keyClicks(child<QLineEdit>(*dialog, "apiKeyEdit"), key.isEmpty() ? m_key : key);
        auto* test = child<QPushButton>(*dialog, "testConnectionButton");
        test->setFocus();
        QTest::keyClick(test, Qt::Key_Space); // the keyboard works as well as the mouse
        QVERIFY(!test->isEnabled());
        QTRY_VERIFY(test->isEnabled());
        const QString chat = child<QLabel>(*dialog, "chatResult")->text();
        auto* embeddingLabel = child<QLabel>(*dialog, "embeddingResult");
        const QString embedding = embeddingLabel->text();
        QVERIFY2(chat.startsWith(chatResult), qPrintable(chat));
        QCOMPARE(embeddingLabel->isVisible(), !embeddingResult.isEmpty());
        if (!embeddingResult.isEmpty())
            QVERIFY2(embedding.startsWith(embeddingResult), qPrintable(embedding));
        QVERIFY(!chat.contains(m_key) && !embedding.contains(m_key));
        QVERIFY(dialog->isVisible());
    }

    void testConnectionWithoutKeySaysSo()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        fillAzure(*dialog, endpoint(), QStringLiteral("chat"), QString());
        QTRY_COMPARE(child<QLineEdit>(*dialog, "apiKeyEdit")->placeholderText(), QStringLiteral("No key stored yet"));
        const qsizetype sent = m_server->requests().size();
        QTest::mouseClick(child<QPushButton>(*dialog, "testConnectionButton"), Qt::LeftButton);
        auto* chat = child<QLabel>(*dialog, "chatResult");
        QTRY_VERIFY(chat->isVisible());
        QVERIFY2(chat->text().contains(QStringLiteral("type it into the API key field")), qPrintable(chat->text()));
        QCOMPARE(m_server->requests().size(), sent); // nothing was sent without a key
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
