// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeRequestCheck.h"

#include "FakeModels.h"
#include "FakeResponses.h"
#include "FakeSchemaCheck.h"

#include <QJsonArray>

namespace lotse::fake {

namespace {

const QStringList chatParameters = {QStringLiteral("model"),
                                    QStringLiteral("messages"),
                                    QStringLiteral("frequency_penalty"),
                                    QStringLiteral("logit_bias"),
                                    QStringLiteral("logprobs"),
                                    QStringLiteral("top_logprobs"),
                                    QStringLiteral("max_tokens"),
                                    QStringLiteral("max_completion_tokens"),
                                    QStringLiteral("n"),
                                    QStringLiteral("presence_penalty"),
                                    QStringLiteral("response_format"),
                                    QStringLiteral("seed"),
                                    QStringLiteral("stop"),
                                    QStringLiteral("stream"),
                                    QStringLiteral("stream_options"),
                                    QStringLiteral("temperature"),
                                    QStringLiteral("top_p"),
                                    QStringLiteral("tools"),
                                    QStringLiteral("tool_choice"),
                                    QStringLiteral("parallel_tool_calls"),
                                    QStringLiteral("user"),
                                    QStringLiteral("reasoning_effort"),
                                    QStringLiteral("store"),
                                    QStringLiteral("metadata"),
                                    QStringLiteral("modalities"),
                                    QStringLiteral("prediction"),
                                    QStringLiteral("service_tier"),
                                    QStringLiteral("verbosity"),
                                    QStringLiteral("prompt_cache_key"),
                                    QStringLiteral("safety_identifier"),
                                    QStringLiteral("user_security_context"),
                                    QStringLiteral("data_sources")};

const QStringList embeddingParameters = {QStringLiteral("model"), QStringLiteral("input"),
                                         QStringLiteral("encoding_format"), QStringLiteral("dimensions"),
                                         QStringLiteral("user")};

struct Range
{
    const char* name;
    bool integer;
    double min;
    double max;
};

// The numeric parameters and their documented ranges.
constexpr Range ranges[] = {
    {"temperature", false, 0, 2},
    {"top_p", false, 0, 1},
    {"presence_penalty", false, -2, 2},
    {"frequency_penalty", false, -2, 2},
    {"max_tokens", true, 1, 1e9},
    {"max_completion_tokens", true, 1, 1e9},
    {"n", true, 1, 128},
    {"top_logprobs", true, 0, 20},
    {"seed", true, -9.2e18, 9.2e18},
};

QByteArray invalidType(const QString& param, const char* expected, const QJsonValue& got)
{
    const char* gotName = got.isString()   ? "a string"
                          : got.isBool()   ? "a boolean"
                          : got.isArray()  ? "an array"
                          : got.isObject() ? "an object"
                          : got.isNull()   ? "null"
                                           : "a number";
    return FakeResponses::invalid(QStringLiteral("Invalid type for '%1': expected %2, but got %3 instead.")
                                      .arg(param, QLatin1String(expected), QLatin1String(gotName)),
                                  param, QStringLiteral("invalid_type"));
}

QByteArray checkRange(const QJsonObject& body, const Range& r)
{
    const QString param = QLatin1String(r.name);
    if (!body.contains(param))
        return {};
    const QJsonValue v = body.value(param);
    const double x = v.toDouble();
    if (!v.isDouble() || (r.integer && x != double(qint64(x))))
        return invalidType(param, r.integer ? "an integer" : "a decimal", v);
    const char* kind = r.integer ? "integer" : "decimal";
    const QString shown = r.integer ? QString::number(qint64(x)) : QString::number(x);
    if (x < r.min)
        return FakeResponses::invalid(
            QStringLiteral("Invalid '%1': %2 below minimum value. Expected a value >= %3, but "
                           "got %4 instead.")
                .arg(param, QLatin1String(kind), QString::number(r.min), shown),
            param, QStringLiteral("%1_below_min_value").arg(QLatin1String(kind)));
    if (x > r.max)
        return FakeResponses::invalid(
            QStringLiteral("Invalid '%1': %2 above maximum value. Expected a value <= %3, but "
                           "got %4 instead.")
                .arg(param, QLatin1String(kind), QString::number(r.max), shown),
            param, QStringLiteral("%1_above_max_value").arg(QLatin1String(kind)));
    return {};
}

QByteArray unsupportedParameter(const QString& param, const QString& advice = {})
{
    return FakeResponses::invalid(QStringLiteral("Unsupported parameter: '%1' is not supported with this model.%2")
                                      .arg(param, advice.isEmpty() ? QString() : QLatin1Char(' ') + advice),
                                  param, QStringLiteral("unsupported_parameter"));
}

} // namespace

QByteArray FakeRequestCheck::unknownParameter(const QJsonObject& body, const QStringList& known)
{
    for (auto it = body.begin(); it != body.end(); ++it) {
        if (!known.contains(it.key()))
            return FakeResponses::invalid(QStringLiteral("Unrecognized request argument supplied: %1").arg(it.key()),
                                          {}, {});
    }
    return {};
}

QByteArray FakeRequestCheck::messages(const QJsonObject& body)
{
    if (!body.contains(QStringLiteral("messages")))
        return FakeResponses::invalid(QStringLiteral("Missing required parameter: 'messages'."),
                                      QStringLiteral("messages"), QStringLiteral("missing_required_parameter"));
    const QJsonValue messages = body.value(QStringLiteral("messages"));
    if (!messages.isArray())
        return invalidType(QStringLiteral("messages"), "an array", messages);
    if (messages.toArray().isEmpty())
        return FakeResponses::invalid(QStringLiteral("Invalid 'messages': empty array. Expected an array with minimum "
                                                     "length 1, but got an empty array instead."),
                                      QStringLiteral("messages"), QStringLiteral("empty_array"));
    static const QStringList roles = {QStringLiteral("system"), QStringLiteral("developer"),
                                      QStringLiteral("user"),   QStringLiteral("assistant"),
                                      QStringLiteral("tool"),   QStringLiteral("function")};
    int i = 0;
    for (const QJsonValue& m : messages.toArray()) {
        const QString role = m.toObject().value(QStringLiteral("role")).toString();
        const QJsonValue content = m.toObject().value(QStringLiteral("content"));
        if (!roles.contains(role))
            return FakeResponses::invalid(QStringLiteral("Invalid value: '%1'. Supported values are: 'system', "
                                                         "'assistant', 'user', 'function', 'tool', and 'developer'.")
                                              .arg(role),
                                          QStringLiteral("messages[%1].role").arg(i), QStringLiteral("invalid_value"));
        if (!content.isString() && !content.isArray() && !(content.isNull() && role == QStringLiteral("assistant")))
            return invalidType(QStringLiteral("messages[%1].content").arg(i), "one of an array or a string", content);
        ++i;
    }
    return {};
}

QByteArray FakeRequestCheck::types(const QJsonObject& body)
{
    for (const Range& r : ranges) {
        if (QByteArray e = checkRange(body, r); !e.isEmpty())
            return e;
    }
    for (const QString& flag : {QStringLiteral("stream"), QStringLiteral("logprobs"), QStringLiteral("store")}) {
        if (body.contains(flag) && !body.value(flag).isBool())
            return invalidType(flag, "a boolean", body.value(flag));
    }
    if (body.contains(QStringLiteral("stream_options"))) {
        if (!body.value(QStringLiteral("stream")).toBool())
            return FakeResponses::invalid(QStringLiteral("The 'stream_options' parameter is only allowed when "
                                                         "'stream' is enabled."),
                                          QStringLiteral("stream_options"), QStringLiteral("invalid_value"));
        const QJsonValue usage =
            body.value(QStringLiteral("stream_options")).toObject().value(QStringLiteral("include_usage"));
        if (!usage.isUndefined() && !usage.isBool())
            return invalidType(QStringLiteral("stream_options.include_usage"), "a boolean", usage);
    }
    static const QStringList efforts = {QStringLiteral("none"), QStringLiteral("minimal"), QStringLiteral("low"),
                                        QStringLiteral("medium"), QStringLiteral("high")};
    if (body.contains(QStringLiteral("reasoning_effort"))
        && !efforts.contains(body.value(QStringLiteral("reasoning_effort")).toString()))
        return FakeResponses::invalid(QStringLiteral("Invalid value: '%1'. Supported values are: 'none', 'minimal', "
                                                     "'low', 'medium', and 'high'.")
                                          .arg(body.value(QStringLiteral("reasoning_effort")).toVariant().toString()),
                                      QStringLiteral("reasoning_effort"), QStringLiteral("invalid_value"));
    if (body.contains(QStringLiteral("response_format"))) {
        const QJsonObject format = body.value(QStringLiteral("response_format")).toObject();
        static const QStringList formats = {QStringLiteral("text"), QStringLiteral("json_object"),
                                            QStringLiteral("json_schema")};
        if (!formats.contains(format.value(QStringLiteral("type")).toString()))
            return FakeResponses::invalid(QStringLiteral("Invalid value: '%1'. Supported values are: 'text', "
                                                         "'json_object', and 'json_schema'.")
                                              .arg(format.value(QStringLiteral("type")).toString()),
                                          QStringLiteral("response_format.type"), QStringLiteral("invalid_value"));
        if (QByteArray e = FakeSchemaCheck::check(format); !e.isEmpty())
            return e;
    }
    return {};
}

QByteArray FakeRequestCheck::forModel(const QJsonObject& body, const QString& model, const QString& apiVersion)
{
    const bool reasoning = FakeModels::reasons(model);
    // The last GA version before reasoning models (2024-10-21) and older do not serve them.
    if (reasoning && !apiVersion.isEmpty() && apiVersion < QStringLiteral("2024-12-01-preview"))
        return FakeResponses::error(QStringLiteral("BadRequest"),
                                    QStringLiteral("Model %1 is enabled only for api versions 2024-12-01-preview and "
                                                   "later")
                                        .arg(model));
    if (!reasoning) {
        if (body.contains(QStringLiteral("reasoning_effort")))
            return unsupportedParameter(QStringLiteral("reasoning_effort"));
        return {};
    }
    if (body.contains(QStringLiteral("temperature")) && body.value(QStringLiteral("temperature")).toDouble() != 1.0)
        return FakeResponses::invalid(QStringLiteral("Unsupported value: 'temperature' does not support %1 with this "
                                                     "model. Only the default (1) value is supported.")
                                          .arg(body.value(QStringLiteral("temperature")).toDouble()),
                                      QStringLiteral("temperature"), QStringLiteral("unsupported_value"));
    if (body.contains(QStringLiteral("max_tokens")))
        return unsupportedParameter(QStringLiteral("max_tokens"),
                                    QStringLiteral("Use 'max_completion_tokens' instead."));
    for (const QString& p :
         {QStringLiteral("top_p"), QStringLiteral("presence_penalty"), QStringLiteral("frequency_penalty"),
          QStringLiteral("logprobs"), QStringLiteral("top_logprobs"), QStringLiteral("logit_bias")}) {
        if (body.contains(p))
            return unsupportedParameter(p);
    }
    const QString effort = body.value(QStringLiteral("reasoning_effort")).toString();
    if ((effort == QStringLiteral("minimal") || effort == QStringLiteral("none"))
        && !FakeModels::takesMinimalEffort(model))
        return FakeResponses::invalid(QStringLiteral("Unsupported value: 'reasoning_effort' does not support '%1' with "
                                                     "this model. Supported values are: 'low', 'medium', and 'high'.")
                                          .arg(effort),
                                      QStringLiteral("reasoning_effort"), QStringLiteral("unsupported_value"));
    return {};
}

QByteArray FakeRequestCheck::chat(const QJsonObject& body, const QString& model, const QString& apiVersion)
{
    for (QByteArray e : {unknownParameter(body, chatParameters), messages(body), types(body)}) {
        if (!e.isEmpty())
            return e;
    }
    return forModel(body, model, apiVersion);
}

QByteArray FakeRequestCheck::embeddings(const QJsonObject& body, const QString& model)
{
    if (QByteArray e = unknownParameter(body, embeddingParameters); !e.isEmpty())
        return e;
    const QJsonValue input = body.value(QStringLiteral("input"));
    if (input.isUndefined())
        return FakeResponses::invalid(QStringLiteral("Missing required parameter: 'input'."), QStringLiteral("input"),
                                      QStringLiteral("missing_required_parameter"));
    const QJsonArray items = input.isArray() ? input.toArray() : QJsonArray{input};
    if (items.isEmpty() || items.size() > 2048)
        return FakeResponses::invalid(QStringLiteral("'$.input' is invalid. Please check the API reference: "
                                                     "https://platform.openai.com/docs/api-reference."),
                                      QStringLiteral("input"), {});
    for (const QJsonValue& item : items) {
        if (!item.isString() || item.toString().isEmpty())
            return FakeResponses::invalid(QStringLiteral("'$.input' is invalid. Please check the API reference: "
                                                         "https://platform.openai.com/docs/api-reference."),
                                          QStringLiteral("input"), {});
    }
    const QString format = body.value(QStringLiteral("encoding_format")).toString(QStringLiteral("float"));
    if (format != QStringLiteral("float") && format != QStringLiteral("base64"))
        return FakeResponses::invalid(
            QStringLiteral("Invalid value: '%1'. Supported values are: 'float' and 'base64'.").arg(format),
            QStringLiteral("encoding_format"), QStringLiteral("invalid_value"));
    if (body.contains(QStringLiteral("dimensions"))) {
        if (const QByteArray e = checkRange(body, {"dimensions", true, 1, 8192}); !e.isEmpty())
            return e;
        if (!FakeModels::takesDimensions(model))
            return FakeResponses::invalid(QStringLiteral("This model does not support specifying dimensions."), {}, {});
    }
    return {};
}

} // namespace lotse::fake
