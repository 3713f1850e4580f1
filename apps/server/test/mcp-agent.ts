import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { GOOD_PASSWORD, type Member, signUpMember } from './client';
import { TEST_ORIGIN, type TestApp } from './helpers';

/*
 * `/mcp` as an agent uses it: the app on a real socket on 127.0.0.1, a member with a key, the
 * SDK's own client, and a tool's answer or refusal read as the API would give it
 * (mcp.test.ts, mcp-publishing.test.ts).
 */

/** The app on a real socket on 127.0.0.1: its origin, closed with its scope. */
export async function served(t: TestApp, onCleanup: (close: () => Promise<void>) => void): Promise<string> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        // Keep-alive sockets of the clients (fetch's, the SDK's) would hold close() open.
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Agent {
  member: Member;
  key: string;
  keyId: string;
}

/** A member on a paid plan (keys need one) with a key, and the language its account keeps. */
export async function agent(t: TestApp, language: 'pt-BR' | 'en-US' | 'es-ES' = 'en-US'): Promise<Agent> {
  const member = await signUpMember(t, { plan: 'premium', language, body: { language } });
  const res = await member.client.post('/api/keys', { name: 'Agent', password: GOOD_PASSWORD });
  expect(res.status).toBe(201);
  const { key, id } = (await res.json()) as { key: string; id: string };
  return { member, key, keyId: id };
}

/** The SDK's client on `/mcp`, with the key as the Bearer header; closed when the test ends. */
export async function connect(
  origin: string,
  key: string,
  onTestFinished: (fn: () => Promise<void>) => void,
): Promise<Client> {
  const client = new Client({ name: 'captia-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  onTestFinished(() => client.close());
  return client;
}

/** The uses counted so far, as the API tells the key's owner. */
export async function used(t: TestApp, key: string): Promise<number> {
  const res = await t.app.request(`${TEST_ORIGIN}/api/me`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { usage: { current: number } }).usage.current;
}

export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  onprogress?: (p: Progress) => void,
) {
  return (await client.callTool(
    { name, arguments: args },
    undefined,
    onprogress ? { onprogress } : {},
  )) as CallToolResult;
}

/** A tool's answer as the API would give it. */
export function answer<T = Record<string, unknown>>(result: CallToolResult): T {
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

/** A tool's refusal: the API's error code and localized message. */
export function refusal(result: CallToolResult) {
  expect(result.isError).toBe(true);
  const body = result.structuredContent as { error: { code: string; message: string } };
  expect(result.content[0]).toEqual({ type: 'text', text: body.error.message });
  return body.error;
}

/** A date some days from now (the planner takes dates from today to a year ahead). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The API's answer to the same request with the same key: the tools must refuse as it does. */
export async function apiWithKey(t: TestApp, key: string, path: string, body: unknown, language: string) {
  const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'accept-language': language,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}
