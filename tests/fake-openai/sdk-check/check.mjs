// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the fake server with the official openai SDK (its AzureOpenAI client for the legacy
// deployment paths, its OpenAI client for the v1 paths). Every call must be parsed by the SDK;
// any mismatch in the wire format throws and fails the test.
import assert from 'node:assert/strict';
import { AzureOpenAI, OpenAI } from 'openai';

const base = process.argv[2];
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

for (const line of results) console.log(line);
const failed = results.filter((l) => l.startsWith('FAIL')).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
