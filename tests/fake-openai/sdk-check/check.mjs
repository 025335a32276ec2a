// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the fake server with the official openai SDK (its AzureOpenAI client for the legacy
// deployment paths, its OpenAI client for the v1 paths). Every call must be parsed by the SDK;
// any mismatch in the wire format throws and fails the test.
import assert from 'node:assert/strict';
import { AzureOpenAI, OpenAI } from 'openai';

const base = process.argv[2];
const entraBase = process.argv[3]; // a resource that takes Microsoft Entra ID tokens only
const apiKey = 'sdk-check-key';
const results = [];
async function check(name, fn) {
  try {
    await fn();
    results.push(`PASS   : SdkCheck::${name}()`);
  } catch (e) {
    results.push(`FAIL!  : SdkCheck::${name}() ${e.stack || e}`);
  }
}

const azure = new AzureOpenAI({ endpoint: base, apiKey, apiVersion: '2024-10-21', deployment: 'chat', maxRetries: 2 });
const azureEmbed = new AzureOpenAI({ endpoint: base, apiKey, apiVersion: '2024-10-21', deployment: 'embed' });
const v1 = new OpenAI({ baseURL: `${base}/openai/v1/`, apiKey, maxRetries: 2 });

await check('embeddingsBase64', async () => {
  // The SDK asks for base64 by default and decodes the little-endian float32s itself.
  const r = await azureEmbed.embeddings.create({ model: 'embed', input: ['annual leave days', 'leave days'] });
  assert.equal(r.data.length, 2);
  assert.equal(r.data[0].embedding.length, 64);
  const dot = r.data[0].embedding.reduce((s, x, i) => s + x * r.data[1].embedding[i], 0);
  assert.ok(dot > 0.5, `similar texts should be similar (cos ${dot})`);
  assert.ok(r.usage.prompt_tokens > 0);
});

await check('embeddingsFloatWithDimensions', async () => {
  const r = await v1.embeddings.create({ model: 'embed', input: 'hello', dimensions: 16, encoding_format: 'float' });
  assert.equal(r.data[0].embedding.length, 16);
});

await check('structuredOutput', async () => {
  const r = await azure.chat.completions.create({
    model: 'chat',
    messages: [{ role: 'system', content: 'Grade.' }, { role: 'user', content: 'How many vacation days?' }],
    response_format: { type: 'json_schema', json_schema: { name: 'verdict', strict: true, schema: {
      type: 'object', additionalProperties: false, required: ['sufficient', 'rationale', 'new_query'],
      properties: { sufficient: { type: 'boolean' }, rationale: { type: 'string' }, new_query: { type: ['string', 'null'] } } } } },
  });
  const verdict = JSON.parse(r.choices[0].message.content);
  assert.equal(verdict.sufficient, true);
  assert.equal(r.choices[0].finish_reason, 'stop');
  assert.ok(r.usage.total_tokens > 0);
});

await check('streamingWithUsage', async () => {
  const stream = await v1.chat.completions.create({
    model: 'chat', stream: true, stream_options: { include_usage: true },
    messages: [{ role: 'user', content: 'Tell me about the train' }],
  });
  let text = '';
  let usage = null;
  let finish = null;
  for await (const chunk of stream) {
    for (const c of chunk.choices) {
      text += c.delta?.content ?? '';
      finish = c.finish_reason ?? finish;
    }
    usage = chunk.usage ?? usage;
  }
  assert.equal(text, 'Trains are second class unless the trip takes over four hours.');
  assert.equal(finish, 'stop');
  assert.ok(usage && usage.completion_tokens > 0);
});

await check('retriesAfter429', async () => {
  // The scenario answers the first "retry me" request with 429 + retry-after-ms; the SDK retries.
  const r = await v1.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'retry me' }] });
  assert.equal(r.choices[0].message.content, 'Second time lucky.');
});

await check('errorsAreApiErrors', async () => {
  const wrong = new OpenAI({ baseURL: `${base}/openai/v1/`, apiKey: 'wrong', maxRetries: 0 });
  await assert.rejects(wrong.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 401);
  await assert.rejects(v1.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 404 && e.code === 'DeploymentNotFound');
});

// 2026: what a reasoning deployment refuses, and how its replies end.
await check('reasoningDeploymentRefusesSamplingParameters', async () => {
  await assert.rejects(
    v1.chat.completions.create({ model: 'prod-gpt', temperature: 0, messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 400 && e.code === 'unsupported_value' && e.param === 'temperature');
  await assert.rejects(
    v1.chat.completions.create({ model: 'prod-gpt', max_tokens: 50, messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 400 && e.code === 'unsupported_parameter' && e.param === 'max_tokens');
});

await check('reasoningTokensAndLength', async () => {
  const r = await v1.chat.completions.create({
    model: 'prod-gpt', max_completion_tokens: 300, messages: [{ role: 'user', content: 'Tell me about the train' }],
  });
  assert.equal(r.choices[0].finish_reason, 'length');
  assert.equal(r.choices[0].message.content, '');
  assert.equal(r.usage.completion_tokens_details.reasoning_tokens, 300); // medium effort used the budget up
  assert.equal(r.model, 'gpt-5.4-mini');
  const enough = await v1.chat.completions.create({
    model: 'prod-gpt', max_completion_tokens: 3000, reasoning_effort: 'low',
    messages: [{ role: 'user', content: 'Tell me about the train' }],
  });
  assert.equal(enough.choices[0].finish_reason, 'stop');
  assert.ok(enough.usage.completion_tokens_details.reasoning_tokens > 0);
});

await check('streamLengthFinish', async () => {
  const stream = await v1.chat.completions.create({
    model: 'chat', stream: true, max_tokens: 3, messages: [{ role: 'user', content: 'Tell me about the train' }],
  });
  let finish = null;
  for await (const chunk of stream) for (const c of chunk.choices) finish = c.finish_reason ?? finish;
  assert.equal(finish, 'length');
});

await check('errorEventInStreamThrows', async () => {
  for (const content of ['break the stream', 'break it with a chunk']) {
    const stream = await v1.chat.completions.create({ model: 'chat', stream: true, messages: [{ role: 'user', content }] });
    await assert.rejects((async () => { for await (const _ of stream) { /* read */ } })(),
      (e) => /error/i.test(String(e.message)));
  }
});

await check('strictSchemaIsChecked', async () => {
  await assert.rejects(azure.chat.completions.create({
    model: 'chat', messages: [{ role: 'user', content: 'x' }],
    response_format: { type: 'json_schema', json_schema: { name: 'verdict', strict: true, schema: {
      type: 'object', additionalProperties: false, required: ['a'],
      properties: { a: { type: 'string' }, b: { type: 'string' } } } } },
  }), (e) => e.status === 400 && /Missing 'b'/.test(e.message));
});

await check('unknownParameterIsRefused', async () => {
  await assert.rejects(v1.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'x' }], colour: 'blue' }),
    (e) => e.status === 400 && /Unrecognized request argument supplied: colour/.test(e.message));
});

await check('rateLimitHeadersOnStreams', async () => {
  const { data, response } = await v1.chat.completions.create({
    model: 'chat', stream: true, messages: [{ role: 'user', content: 'Tell me about the train' }],
  }).withResponse();
  for await (const _ of data) { /* read */ }
  assert.ok(response.headers.get('x-ratelimit-remaining-requests'));
});

await check('keyAuthenticationDisabled', async () => {
  const keyed = new AzureOpenAI({ endpoint: entraBase, apiKey, apiVersion: '2025-04-01-preview', deployment: 'chat', maxRetries: 0 });
  await assert.rejects(keyed.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 403 && e.code === 'AuthenticationTypeDisabled');
});

await check('entraTokenProvider', async () => {
  const signedIn = new AzureOpenAI({ endpoint: entraBase, azureADTokenProvider: async () => 'sdk-entra-token',
    apiVersion: '2025-04-01-preview', deployment: 'chat', maxRetries: 0 });
  const r = await signedIn.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'hello' }] });
  assert.equal(r.choices[0].message.content, 'Signed in with Microsoft Entra ID.');
  const wrong = new AzureOpenAI({ endpoint: entraBase, azureADTokenProvider: async () => 'not-a-token',
    apiVersion: '2025-04-01-preview', deployment: 'chat', maxRetries: 0 });
  await assert.rejects(wrong.chat.completions.create({ model: 'chat', messages: [{ role: 'user', content: 'x' }] }),
    (e) => e.status === 401);
});

for (const line of results) console.log(line);
const failed = results.filter((l) => l.startsWith('FAIL')).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
