// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConnectionReportText.h"

namespace lotse {

namespace {

bool sameFailure(const ConnectionCheck& a, const ConnectionCheck& b)
{
    return a.error && b.error && a.error->kind == b.error->kind && a.error->httpStatus == b.error->httpStatus
           && a.error->code == b.error->code && a.error->detail == b.error->detail
           && a.error->kind != ProviderError::Kind::NotFound; // a missing deployment is about one of them
}

} // namespace

QString ConnectionReportText::model(const ConnectionCheck& check)
{
    QString kind;
    if (check.reasoning == ModelProfile::Reasoning::Yes)
        kind = tr("a reasoning model");
    else if (check.reasoning == ModelProfile::Reasoning::No)
        kind = tr("a model without reasoning");
    // The model's name where the deployment's does not already say it.
    const QString model = check.model == check.deployment ? QString() : check.model;
    QString text = model.isEmpty() ? kind : kind.isEmpty() ? model : tr("%1, %2").arg(model, kind);
    if (!check.refused.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("; "))
                + tr("it refused %1, which Lotse no longer sends").arg(check.refused.join(QStringLiteral(", ")));
    return text;
}

QString ConnectionReportText::chat(const ConnectionCheck& check)
{
    if (!check.ok())
        return tr("✗ Chat deployment “%1”: %2").arg(check.deployment, check.message);
    const QString model = ConnectionReportText::model(check);
    return model.isEmpty() ? tr("✓ Chat deployment “%1” answered in %2 ms.").arg(check.deployment).arg(check.elapsedMs)
                           : tr("✓ Chat deployment “%1” answered in %2 ms: %3.")
                                 .arg(check.deployment)
                                 .arg(check.elapsedMs)
                                 .arg(model);
}

QString ConnectionReportText::embeddings(const ConnectionCheck& check)
{
    switch (check.state) {
    case ConnectionCheck::State::NotConfigured:
        return tr("No embedding deployment is set: answers use keyword search only.");
    case ConnectionCheck::State::Ok:
        return check.model.isEmpty() || check.model == check.deployment
                   ? tr("✓ Embedding deployment “%1” returned vectors with %2 dimensions in %3 ms.")
                         .arg(check.deployment)
                         .arg(check.dimensions)
                         .arg(check.elapsedMs)
                   : tr("✓ Embedding deployment “%1” (%4) returned vectors with %2 dimensions in %3 ms.")
                         .arg(check.deployment)
                         .arg(check.dimensions)
                         .arg(check.elapsedMs)
                         .arg(check.model);
    case ConnectionCheck::State::Failed:
        break;
    }
    return tr("✗ Embedding deployment “%1”: %2").arg(check.deployment, check.message);
}

QString ConnectionReportText::sharedFailure(const ConnectionReport& report)
{
    if (!sameFailure(report.chat, report.embeddings))
        return {};
    return tr("✗ Chat deployment “%1” and embedding deployment “%2”: %3")
        .arg(report.chat.deployment, report.embeddings.deployment, report.chat.message);
}

} // namespace lotse
