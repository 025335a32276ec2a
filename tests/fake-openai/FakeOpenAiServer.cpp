// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeOpenAiServer.h"

#include "FakeFieldOrder.h"
#include "FakeRequestCheck.h"
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
    case 302:
        return "Found";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
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

// The dated api-versions of the legacy paths (an unknown one is a 404, as there).
bool knownApiVersion(const QString& version)
{
    static const QStringList known = {QStringLiteral("2024-02-01"),         QStringLiteral("2024-06-01"),
                                      QStringLiteral("2024-08-01-preview"), QStringLiteral("2024-09-01-preview"),
                                      QStringLiteral("2024-10-01-preview"), QStringLiteral("2024-10-21"),
                                      QStringLiteral("2024-12-01-preview"), QStringLiteral("2025-01-01-preview"),
                                      QStringLiteral("2025-02-01-preview"), QStringLiteral("2025-03-01-preview"),
                                      QStringLiteral("2025-04-01-preview")};
    return known.contains(version);
}

const QString invalidToken = QStringLiteral("Unauthorized. Access token is missing, invalid, audience is incorrect "
                                            "(https://cognitiveservices.azure.com), or have expired.");

} // namespace

QJsonObject FakeOpenAiServer::Request::json() const
{
    return QJsonDocument::fromJson(body).object();
}

FakeOpenAiServer::FakeOpenAiServer(Scenario scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_chat(m_scenario)
    , m_identity(m_scenario)
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
            endCall(socket); // a client that gave up on a stream: the call ends here
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

bool FakeOpenAiServer::authenticate(QTcpSocket* socket, const Request& request)
{
    const QByteArray key = request.headers.value("api-key");
    const QByteArray authorization = request.headers.value("authorization");
    const bool entra =
        !m_scenario.entra.clientId.isEmpty() || !m_scenario.entra.tokens.isEmpty() || !m_scenario.keyAuth;
    if (!key.isEmpty() && !m_scenario.keyAuth) {
        respond(socket, 403,
                FakeResponses::error(QStringLiteral("AuthenticationTypeDisabled"),
                                     QStringLiteral("Key based authentication is disabled for this resource.")));
        return false;
    }
    if (!key.isEmpty() && (m_scenario.apiKey.isEmpty() || key == m_scenario.apiKey.toUtf8()))
        return true;
    if (authorization.startsWith("Bearer ")) {
        const QString token = QString::fromUtf8(authorization.mid(7));
        // The v1 API takes a key as a bearer too (the official SDKs send it so).
        const bool keyAsBearer = m_scenario.keyAuth && !m_scenario.apiKey.isEmpty() && token == m_scenario.apiKey;
        if (keyAsBearer || m_identity.accepts(token) || (m_scenario.apiKey.isEmpty() && !entra))
            return true;
        respond(socket, 401,
                FakeResponses::error(QStringLiteral("401"), entra ? invalidToken
                                                                  : QStringLiteral("Access denied due to invalid "
                                                                                   "subscription key or wrong API "
                                                                                   "endpoint.")));
        return false;
    }
    if (key.isEmpty() && m_scenario.apiKey.isEmpty() && !entra)
        return true;
    respond(socket, 401,
            FakeResponses::error(QStringLiteral("401"),
                                 entra && key.isEmpty() ? invalidToken
                                                        : QStringLiteral("Access denied due to invalid subscription "
                                                                         "key or wrong API endpoint. Make sure to "
                                                                         "provide a valid key for an active "
                                                                         "subscription and use a correct regional "
                                                                         "API endpoint for your resource.")));
    return false;
}

void FakeOpenAiServer::handle(QTcpSocket* socket, const Request& request)
{
    const QUrl url(request.path);
    const QString path = url.path();
    if (FakeIdentityProvider::handles(path)) {
        respond(socket, m_identity.handle(request.method, url, request.body));
        return;
    }
    if (!authenticate(socket, request))
        return;
    static const QRegularExpression legacy(
        QStringLiteral("^/openai/deployments/([^/]+)/(chat/completions|embeddings)$"));
    const QRegularExpressionMatch m = legacy.match(path);
    if (m.hasMatch()) {
        const QString version = QUrlQuery(url).queryItemValue(QStringLiteral("api-version"));
        if (!knownApiVersion(version)) {
            respond(socket, 404, FakeResponses::error(QStringLiteral("404"), QStringLiteral("Resource not found")));
            return;
        }
        route(socket, request, m.captured(2), m.captured(1), version);
        return;
    }
    for (const QString& prefix : {QStringLiteral("/openai/v1/"), QStringLiteral("/v1/")}) {
        if (path.startsWith(prefix)) {
            route(socket, request, path.mid(prefix.size()), {}, {});
            return;
        }
    }
    respond(socket, 404, FakeResponses::error(QStringLiteral("404"), QStringLiteral("Resource not found")));
}

void FakeOpenAiServer::route(QTcpSocket* socket, const Request& request, const QString& path, const QString& deployment,
                             const QString& apiVersion)
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
    beginCall(socket, path);
    const QString name = deployment.isEmpty() ? body.value(QStringLiteral("model")).toString() : deployment;
    if (!m_scenario.deployments.isEmpty() && !m_scenario.deployments.contains(name)) {
        respond(socket, 404,
                FakeResponses::error(QStringLiteral("DeploymentNotFound"),
                                     QStringLiteral("The API deployment for this resource does not exist. If you "
                                                    "created the deployment within the last 5 minutes, please wait a "
                                                    "moment and try again.")));
        return;
    }
    const QString model = m_scenario.modelOf(name);
    const QByteArray refusal = path == QStringLiteral("embeddings") ? FakeRequestCheck::embeddings(body, model)
                                                                    : FakeRequestCheck::chat(body, model, apiVersion);
    if (!refusal.isEmpty()) {
        ++m_refused;
        respond(socket, 400, refusal);
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
    if (faulty && fault.drop) {
        socket->abort(); // a proxy or load balancer that gives up on a slow request
        return;
    }
    auto reply = [this, socket, path, body, order = FakeFieldOrder::propertyOrder(request.body), model, faulty, fault] {
        answer(socket, path, body, order, model, faulty ? &fault : nullptr);
    };
    if (faulty && fault.delayMs > 0)
        QTimer::singleShot(fault.delayMs, Qt::PreciseTimer, socket, reply); // a slow first byte, never early
    else
        reply();
}

void FakeOpenAiServer::answer(QTcpSocket* socket, const QString& path, const QJsonObject& body,
                              const QStringList& fieldOrder, const QString& model, const Fault* fault)
{
    if (fault && fault->status != 0) {
        respond(socket, fault->status,
                fault->body.isEmpty() ? FakeResponses::error(QString::number(fault->status), QStringLiteral("Fault"))
                                      : fault->body,
                fault->headers);
        return;
    }
    if (path == QStringLiteral("embeddings"))
        embeddings(socket, body, model);
    else
        chat(socket, body, fieldOrder, model, fault);
}

void FakeOpenAiServer::chat(QTcpSocket* socket, const QJsonObject& body, const QStringList& fieldOrder,
                            const QString& model, const Fault* fault)
{
    const FakeReply reply = m_chat.reply(body, fieldOrder, model, fault);
    if (body.value(QStringLiteral("stream")).toBool()) {
        const bool usage =
            body.value(QStringLiteral("stream_options")).toObject().value(QStringLiteral("include_usage")).toBool();
        stream(socket, std::make_shared<const FakeChatStream>(reply, usage), fault);
        return;
    }
    const QByteArray completion = QJsonDocument(FakeResponses::chatCompletion(reply)).toJson(QJsonDocument::Compact);
    const Latency& l = m_scenario.latency;
    const int wait = l.isSet() ? l.firstTokenMs + l.generationMs(reply.completionTokens) : 0;
    later(socket, wait, [this, socket, completion] { respond(socket, 200, completion); });
}

int FakeOpenAiServer::streamWait(const FakeChatStream& events, qsizetype next) const
{
    const Latency& l = m_scenario.latency;
    if (!l.isSet() || next >= events.size())
        return m_scenario.chunkDelayMs;
    // The filter event at once; the first token after the model's latency and its thinking; then
    // each piece of text (12 characters, about 3 tokens) at the model's pace.
    if (next == 1)
        return l.firstTokenMs + l.generationMs(events.reply().reasoningTokens);
    if (next >= 2 && next < 2 + events.textPieces())
        return l.generationMs(3);
    return 0;
}

void FakeOpenAiServer::later(QTcpSocket* socket, int ms, std::function<void()> step)
{
    if (ms <= 0)
        step();
    else
        QTimer::singleShot(ms, Qt::PreciseTimer, socket, std::move(step));
}

void FakeOpenAiServer::embeddings(QTcpSocket* socket, const QJsonObject& body, const QString& model)
{
    const QJsonValue input = body.value(QStringLiteral("input"));
    QStringList inputs;
    if (input.isString())
        inputs.append(input.toString());
    for (const QJsonValue& v : input.toArray())
        inputs.append(v.toString());
    const int dimensions = body.value(QStringLiteral("dimensions")).toInt(m_scenario.embeddingDimensions);
    const bool base64 = body.value(QStringLiteral("encoding_format")).toString() == QStringLiteral("base64");
    const QByteArray reply =
        QJsonDocument(FakeResponses::embeddings(inputs, model, dimensions, base64)).toJson(QJsonDocument::Compact);
    later(socket, m_scenario.latency.embeddingMs, [this, socket, reply] { respond(socket, 200, reply); });
}

void FakeOpenAiServer::respond(QTcpSocket* socket, const FakeHttpReply& reply)
{
    QHash<QByteArray, QByteArray> headers = reply.headers;
    headers.insert("content-type", reply.contentType);
    respond(socket, reply.status, reply.body, headers);
}

void FakeOpenAiServer::beginCall(QTcpSocket* socket, const QString& path)
{
    endCall(socket);
    m_openCalls.insert(socket, m_calls.size());
    m_calls.append({path, CallSpan::now(), 0});
}

void FakeOpenAiServer::endCall(QTcpSocket* socket)
{
    const auto it = m_openCalls.constFind(socket);
    if (it == m_openCalls.cend())
        return;
    m_calls[*it].endNs = CallSpan::now();
    m_openCalls.erase(it);
}

void FakeOpenAiServer::respond(QTcpSocket* socket, int status, const QByteArray& body,
                               const QHash<QByteArray, QByteArray>& extraHeaders)
{
    endCall(socket);
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

void FakeOpenAiServer::stream(QTcpSocket* socket, std::shared_ptr<const FakeChatStream> events, const Fault* fault)
{
    ++m_served;
    QByteArray head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\n"
                      "apim-request-id: fake-"
                      + QByteArray::number(m_served) + "\r\nconnection: close\r\n";
    const QHash<QByteArray, QByteArray> limits = m_limiter.headers(m_scenario.rateLimit);
    for (auto it = limits.cbegin(); it != limits.cend(); ++it)
        head += it.key() + ": " + it.value() + "\r\n";
    socket->write(head + "\r\n");
    const Fault f = fault ? *fault : Fault();
    // One event per timer tick, so a client sees a real stream arriving in pieces.
    auto sent = std::make_shared<qsizetype>(0);
    // Each event after its own wait when the scenario models latency, else every chunkDelayMs.
    auto timer = new QTimer(socket);
    timer->setTimerType(Qt::PreciseTimer);
    auto pace = [this, timer, events](qsizetype next) { timer->setInterval(streamWait(*events, next)); };
    pace(0);
    connect(timer, &QTimer::timeout, socket, [this, socket, events, f, sent, timer, pace] {
        if (f.cutAfterChunks >= 0 && *sent >= f.cutAfterChunks) {
            timer->stop();
            socket->disconnectFromHost(); // cut off: no [DONE]
            return;
        }
        if (f.streamErrorAfterChunks >= 0 && *sent >= f.streamErrorAfterChunks) {
            timer->stop();
            const QJsonObject error{{QStringLiteral("message"), f.streamErrorMessage},
                                    {QStringLiteral("type"), QStringLiteral("server_error")},
                                    {QStringLiteral("param"), QJsonValue::Null},
                                    {QStringLiteral("code"), QJsonValue::Null}};
            const QByteArray data =
                QJsonDocument(QJsonObject{{QStringLiteral("error"), error}}).toJson(QJsonDocument::Compact);
            const QByteArray prefix = f.streamErrorStyle == QStringLiteral("chunk") ? "data: " : "event: error\ndata: ";
            socket->write(prefix + data + "\n\n");
            socket->disconnectFromHost();
            return;
        }
        if (f.stallAfterChunks >= 0 && *sent >= f.stallAfterChunks) {
            // The model stalls; a gateway keeps the connection alive with comments.
            timer->setInterval(std::max(1, f.keepAliveMs));
            socket->write(": keep-alive\n\n");
            return;
        }
        if (*sent < events->size()) {
            socket->write("data: " + events->event(*sent) + "\n\n");
            ++*sent;
            pace(*sent);
            return;
        }
        timer->stop();
        socket->write("data: [DONE]\n\n");
        endCall(socket);
        socket->disconnectFromHost();
    });
    timer->start();
}

} // namespace lotse::fake
