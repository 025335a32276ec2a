// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeOpenAiServer.h"

#include "FakeResponses.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace lotse::fake {

namespace {

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 408:
        return "Request Timeout";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

QString lastUserMessage(const QJsonArray& messages)
{
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject m = messages.at(i).toObject();
        if (m.value(QStringLiteral("role")).toString() != QStringLiteral("user"))
            continue;
        const QJsonValue content = m.value(QStringLiteral("content"));
        if (content.isString())
            return content.toString();
        QString text;
        for (const QJsonValue& part : content.toArray())
            text += part.toObject().value(QStringLiteral("text")).toString();
        return text;
    }
    return {};
}

} // namespace

QJsonObject FakeOpenAiServer::Request::json() const
{
    return QJsonDocument::fromJson(body).object();
}

FakeOpenAiServer::FakeOpenAiServer(Scenario scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeOpenAiServer::onConnection);
}

FakeOpenAiServer::~FakeOpenAiServer()
{
    // The sockets die with m_server, after the other members: they must not call back into them.
    for (QTcpSocket* socket : m_server.findChildren<QTcpSocket*>()) {
        socket->disconnect(this);
        socket->abort();
    }
    m_server.close();
}

bool FakeOpenAiServer::listen(quint16 port)
{
    // Loopback only: this server never listens on a network anyone else can reach.
    return m_server.listen(QHostAddress::LocalHost, port);
}

QUrl FakeOpenAiServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port()));
}

void FakeOpenAiServer::onConnection()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void FakeOpenAiServer::onReadyRead(QTcpSocket* socket)
{
    QByteArray& buffer = m_buffers[socket];
    buffer += socket->readAll();
    for (;;) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        Request request;
        request.method = requestLine.value(0);
        request.path = QString::fromUtf8(requestLine.value(1));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                       lines.at(i).mid(colon + 1).trimmed());
        }
        const qsizetype length = request.headers.value("content-length", "0").toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return; // the body is still arriving
        request.body = buffer.mid(headerEnd + 4, length);
        buffer.remove(0, headerEnd + 4 + length);
        m_requests.append(request);
        handle(socket, request);
    }
}

void FakeOpenAiServer::handle(QTcpSocket* socket, const Request& request)
{
    if (!m_scenario.apiKey.isEmpty()) {
        const bool keyOk = request.headers.value("api-key") == m_scenario.apiKey.toUtf8()
                           || request.headers.value("authorization") == "Bearer " + m_scenario.apiKey.toUtf8();
        if (!keyOk) {
            respond(socket, 401,
                    FakeResponses::error(QStringLiteral("401"),
                                         QStringLiteral("Access denied due to invalid subscription key or wrong API "
                                                        "endpoint. Make sure to provide a valid key for an active "
                                                        "subscription and use a correct regional API endpoint for "
                                                        "your resource.")));
            return;
        }
    }
    const QUrl url(request.path);
    const QString path = url.path();
    static const QRegularExpression legacy(
        QStringLiteral("^/openai/deployments/([^/]+)/(chat/completions|embeddings)$"));
    const QRegularExpressionMatch m = legacy.match(path);
    if (m.hasMatch()) {
        if (!QUrlQuery(url).hasQueryItem(QStringLiteral("api-version"))) {
            respond(socket, 404, FakeResponses::error(QStringLiteral("404"), QStringLiteral("Resource not found")));
            return;
        }
        route(socket, request, m.captured(2), m.captured(1));
        return;
    }
    for (const QString& prefix : {QStringLiteral("/openai/v1/"), QStringLiteral("/v1/")}) {
        if (path.startsWith(prefix)) {
            route(socket, request, path.mid(prefix.size()), {});
            return;
        }
    }
    respond(socket, 404, FakeResponses::error(QStringLiteral("404"), QStringLiteral("Resource not found")));
}

void FakeOpenAiServer::route(QTcpSocket* socket, const Request& request, const QString& path, const QString& deployment)
{
    if (path == QStringLiteral("models") && request.method == "GET") {
        QJsonArray data;
        for (const QString& d : m_scenario.deployments)
            data.append(QJsonObject{{QStringLiteral("id"), d}, {QStringLiteral("object"), QStringLiteral("model")}});
        respond(socket, 200,
                QJsonDocument(
                    QJsonObject{{QStringLiteral("object"), QStringLiteral("list")}, {QStringLiteral("data"), data}})
                    .toJson(QJsonDocument::Compact));
        return;
    }
    if (request.method != "POST"
        || (path != QStringLiteral("chat/completions") && path != QStringLiteral("embeddings"))) {
        respond(socket, 404, FakeResponses::error(QStringLiteral("404"), QStringLiteral("Resource not found")));
        return;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        respond(socket, 400,
                FakeResponses::error(QStringLiteral("invalid_json"),
                                     QStringLiteral("We could not parse the JSON body of your request."),
                                     QStringLiteral("invalid_request_error")));
        return;
    }
    const QJsonObject body = doc.object();
    const QString model = deployment.isEmpty() ? body.value(QStringLiteral("model")).toString() : deployment;
    if (!m_scenario.deployments.isEmpty() && !m_scenario.deployments.contains(model)) {
        respond(socket, 404,
                FakeResponses::error(QStringLiteral("DeploymentNotFound"),
                                     QStringLiteral("The API deployment for this resource does not exist. If you "
                                                    "created the deployment within the last 5 minutes, please wait a "
                                                    "moment and try again.")));
        return;
    }

    if (!m_limiter.admit(m_scenario.rateLimit, FakeRateLimiter::estimatedTokens(path, body))) {
        const qint64 wait = m_limiter.msUntilReset(m_scenario.rateLimit);
        respond(
            socket, 429,
            FakeResponses::error(QStringLiteral("429"),
                                 QStringLiteral("Requests to the Embeddings_Create Operation under Azure OpenAI "
                                                "API version 2024-10-21 have exceeded the rate limit of your "
                                                "current pricing tier. Please retry after %1 seconds.")
                                     .arg((wait + 999) / 1000)),
            {{"retry-after-ms", QByteArray::number(wait)}, {"retry-after", QByteArray::number((wait + 999) / 1000)}});
        return;
    }
    Fault fault;
    const bool faulty = m_scenario.takeFault(path, request.body, fault);
    if (faulty && fault.hang)
        return; // the socket stays open and silent
    auto answer = [this, socket, body, model, path, faulty, fault] {
        if (faulty && fault.status != 0) {
            respond(socket, fault.status,
                    fault.body.isEmpty() ? FakeResponses::error(QString::number(fault.status), QStringLiteral("Fault"))
                                         : fault.body,
                    fault.headers);
            return;
        }
        if (path == QStringLiteral("embeddings"))
            embeddings(socket, body, model);
        else
            chat(socket, body, model, faulty ? &fault : nullptr);
    };
    if (faulty && fault.delayMs > 0)
        QTimer::singleShot(fault.delayMs, socket, answer);
    else
        answer();
}

void FakeOpenAiServer::chat(QTcpSocket* socket, const QJsonObject& body, const QString& model, const Fault* fault)
{
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    if (messages.isEmpty()) {
        respond(socket, 400,
                FakeResponses::error(QStringLiteral("invalid_request_error"),
                                     QStringLiteral("'messages' is a required property")));
        return;
    }
    const QString schema = body.value(QStringLiteral("response_format"))
                               .toObject()
                               .value(QStringLiteral("json_schema"))
                               .toObject()
                               .value(QStringLiteral("name"))
                               .toString();
    const ChatRule* rule = m_scenario.ruleFor(lastUserMessage(messages), schema);
    QByteArray content = rule ? rule->content : QByteArray(schema.isEmpty() ? "I cannot help with that." : "{}");
    // Like a grounded model, "{cite:Entitlement}" becomes a link to the passage in the prompt whose
    // source contains "Entitlement"; one that matches no passage becomes a link to a passage that
    // was never shown (an invented citation).
    static const QRegularExpression cite(QStringLiteral("\\{cite:([^}]+)\\}"));
    static const QRegularExpression passage(QStringLiteral("<passage id=\"(\\d+)\" source=\"([^\"]*)\">"));
    QString text = QString::fromUtf8(content);
    const QString prompt = lastUserMessage(messages);
    QRegularExpressionMatch m;
    while ((m = cite.match(text)).hasMatch()) {
        QString link = QStringLiteral("[%1](lotse://chunk/999999)").arg(m.captured(1));
        auto it = passage.globalMatch(prompt);
        while (it.hasNext()) {
            const QRegularExpressionMatch p = it.next();
            if (p.captured(2).contains(m.captured(1))) {
                link = QStringLiteral("[%1](lotse://chunk/%2)").arg(p.captured(2), p.captured(1));
                break;
            }
        }
        text.replace(m.capturedStart(), m.capturedLength(), link);
    }
    content = text.toUtf8();
    const QString refusal = rule ? rule->refusal : QString();
    const QString finish = rule ? rule->finishReason : QStringLiteral("stop");
    const int promptTokens = FakeResponses::tokens(QString::fromUtf8(QJsonDocument(messages).toJson()));
    if (body.value(QStringLiteral("stream")).toBool()) {
        const bool usage =
            body.value(QStringLiteral("stream_options")).toObject().value(QStringLiteral("include_usage")).toBool();
        QList<QByteArray> events;
        for (const QJsonObject& c : FakeResponses::chatChunks(model, content, refusal, finish, promptTokens, usage))
            events.append(QJsonDocument(c).toJson(QJsonDocument::Compact));
        stream(socket, events, fault ? fault->cutAfterChunks : -1);
        return;
    }
    respond(socket, 200,
            QJsonDocument(FakeResponses::chatCompletion(model, content, refusal, finish, promptTokens))
                .toJson(QJsonDocument::Compact));
}

void FakeOpenAiServer::embeddings(QTcpSocket* socket, const QJsonObject& body, const QString& model)
{
    const QJsonValue input = body.value(QStringLiteral("input"));
    QStringList inputs;
    if (input.isString())
        inputs.append(input.toString());
    for (const QJsonValue& v : input.toArray())
        inputs.append(v.toString());
    if (inputs.isEmpty() || inputs.size() > 2048) {
        respond(socket, 400,
                FakeResponses::error(QStringLiteral("invalid_request_error"),
                                     QStringLiteral("'input' must be 1 to 2048 strings")));
        return;
    }
    const int dimensions = body.value(QStringLiteral("dimensions")).toInt(m_scenario.embeddingDimensions);
    const bool base64 = body.value(QStringLiteral("encoding_format")).toString() == QStringLiteral("base64");
    respond(socket, 200,
            QJsonDocument(FakeResponses::embeddings(inputs, model, dimensions, base64)).toJson(QJsonDocument::Compact));
}

void FakeOpenAiServer::respond(QTcpSocket* socket, int status, const QByteArray& body,
                               const QHash<QByteArray, QByteArray>& extraHeaders)
{
    ++m_served;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    QHash<QByteArray, QByteArray> headers = m_limiter.headers(m_scenario.rateLimit);
    headers.insert("content-type", "application/json");
    headers.insert("content-length", QByteArray::number(body.size()));
    headers.insert("apim-request-id", "fake-" + QByteArray::number(m_served));
    for (auto it = extraHeaders.cbegin(); it != extraHeaders.cend(); ++it)
        headers.insert(it.key(), it.value());
    for (auto it = headers.cbegin(); it != headers.cend(); ++it)
        head += it.key() + ": " + it.value() + "\r\n";
    socket->write(head + "\r\n" + body);
}

void FakeOpenAiServer::stream(QTcpSocket* socket, QList<QByteArray> events, int cutAfter)
{
    ++m_served;
    socket->write("HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\n"
                  "apim-request-id: fake-"
                  + QByteArray::number(m_served) + "\r\nconnection: close\r\n\r\n");
    // One event per timer tick, so a client sees a real stream arriving in pieces.
    auto sent = std::make_shared<int>(0);
    auto timer = new QTimer(socket);
    timer->setInterval(m_scenario.chunkDelayMs);
    connect(timer, &QTimer::timeout, socket, [socket, events, cutAfter, sent, timer] {
        if (cutAfter >= 0 && *sent >= cutAfter) {
            timer->stop();
            socket->disconnectFromHost(); // cut off: no [DONE]
            return;
        }
        if (*sent < events.size()) {
            socket->write("data: " + events.at(*sent) + "\n\n");
            ++*sent;
            return;
        }
        timer->stop();
        socket->write("data: [DONE]\n\n");
        socket->disconnectFromHost();
    });
    timer->start();
}

} // namespace lotse::fake
