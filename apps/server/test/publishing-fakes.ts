// Loopback fakes of a Bluesky PDS and a Mastodon instance at the wire level, for the publishing
// tests and the browser's (e2e/publishing.spec.ts serves the Mastodon one, authorize page included).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const KEY = 'k'.repeat(40);
export const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
export const MAIN_PASSWORD = 'main password of the account';

type Handler = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void;
async function serve(handler: Handler, port = 0) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return { server, port: bound, url: `http://127.0.0.1:${bound}` };
}
const send = (
  res: http.ServerResponse,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(json));
};
const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

/** A PDS at the wire level: com.atproto.server.*, com.atproto.repo.* as their lexicons define. */
export function fakePds() {
  const records = new Map<string, Record<string, unknown>>();
  const blobs: { type: string; size: number }[] = [];
  const state = {
    access: jwt({ scope: 'com.atproto.appPass', n: 1 }),
    refreshes: 0,
    expireNext: false,
    failures: [] as number[],
    /** The rkey of every createRecord received, refused or not: a post sent twice shows here. */
    creates: [] as string[],
    /** On: createRecord keeps the record and holds its answer until the test answers or cuts it. */
    hold: false,
    held: [] as { answer(): void; cut(): void }[],
  };
  const did = 'did:plc:alice';
  const auth = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers.authorization !== `Bearer ${state.access}`) {
      send(res, 400, { error: 'ExpiredToken', message: 'Token has expired' });
      return false;
    }
    return true;
  };
  return serve((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = () => JSON.parse(body.toString() || '{}');
    switch (url.pathname) {
      case '/xrpc/com.atproto.server.createSession': {
        const { password } = json();
        if (password === APP_PASSWORD)
          return send(res, 200, {
            did,
            handle: 'alice.test',
            accessJwt: state.access,
            refreshJwt: 'refresh-1',
          });
        if (password === MAIN_PASSWORD)
          return send(res, 200, {
            did,
            handle: 'alice.test',
            accessJwt: jwt({ scope: 'com.atproto.access' }),
            refreshJwt: 'r-main',
          });
        return send(res, 401, { error: 'AuthenticationRequired', message: 'Invalid identifier or password' });
      }
      case '/xrpc/com.atproto.server.deleteSession':
        return send(res, 200, {});
      case '/xrpc/com.atproto.server.refreshSession':
        state.refreshes += 1;
        state.access = jwt({ scope: 'com.atproto.appPass', n: state.refreshes + 1 });
        return send(res, 200, {
          did,
          handle: 'alice.test',
          accessJwt: state.access,
          refreshJwt: `refresh-${state.refreshes + 1}`,
        });
      case '/xrpc/com.atproto.repo.uploadBlob':
        if (!auth(req, res)) return;
        blobs.push({ type: String(req.headers['content-type']), size: body.length });
        return send(res, 200, {
          blob: {
            $type: 'blob',
            ref: { $link: 'bafyblob' },
            mimeType: req.headers['content-type'],
            size: body.length,
          },
        });
      case '/xrpc/com.atproto.repo.getRecord': {
        if (!auth(req, res)) return;
        const record = records.get(url.searchParams.get('rkey') ?? '');
        return record
          ? send(res, 200, { uri: record.uri, cid: 'cid', value: record })
          : send(res, 400, { error: 'RecordNotFound' });
      }
      case '/xrpc/com.atproto.repo.createRecord': {
        if (state.expireNext) {
          state.expireNext = false;
          state.access = 'expired';
        }
        if (!auth(req, res)) return;
        const failure = state.failures.shift();
        if (failure)
          return send(res, failure, { error: 'Overloaded', message: 'try later' }, { 'retry-after': '1' });
        const { repo, collection, rkey, record } = json();
        state.creates.push(rkey);
        if (records.has(rkey))
          return send(res, 400, { error: 'InvalidRequest', message: 'Record already exists' });
        const uri = `at://${repo}/${collection}/${rkey}`;
        records.set(rkey, { ...record, uri });
        const answer = () => send(res, 200, { uri, cid: `cid-${rkey}` });
        if (state.hold) return void state.held.push({ answer, cut: () => res.destroy() });
        return answer();
      }
      default:
        return send(res, 404, { error: 'MethodNotImplemented' });
    }
  }).then((s) => ({ ...s, records, blobs, state }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Mastodon instance: apps, OAuth (its authorize page: a link back to the app's callback with a
 * code, as the user's "Authorize" sends it), verify_credentials, media, statuses with
 * Idempotency-Key, revoke. `port`: a fixed one (the browser tests' server may fetch only it).
 */
export function fakeMastodon({ port = 0 }: { port?: number } = {}) {
  const statuses: {
    id: string;
    status: string;
    in_reply_to_id?: string;
    media_ids?: string[];
    key: string;
  }[] = [];
  const media: { id: string; description: string; size: number }[] = [];
  const state = {
    apps: 0,
    revoked: [] as string[],
    failures: [] as number[],
    codes: new Map<string, string>(),
    /** The Idempotency-Key of every status received, repeated or not. */
    posts: [] as string[],
  };
  const byKey = new Map<string, (typeof statuses)[number]>();
  return serve((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const token = req.headers.authorization === 'Bearer token-1';
    switch (`${req.method} ${url.pathname}`) {
      case 'POST /api/v1/apps':
        state.apps += 1;
        return send(res, 200, {
          client_id: 'cid',
          client_secret: 'client-secret-xyz',
          ...JSON.parse(body.toString()),
        });
      case 'GET /oauth/authorize': {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', 'good-code');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize</title></head>` +
            `<body><main><h1>Authorize ${escapeHtml(url.searchParams.get('client_id') ?? '')}?</h1>` +
            `<a href="${escapeHtml(back.href)}">Authorize</a></main></body></html>`,
        );
      }
      case 'POST /oauth/token': {
        const { code, client_secret } = JSON.parse(body.toString());
        if (code !== 'good-code' || client_secret !== 'client-secret-xyz')
          return send(res, 400, { error: 'invalid_grant' });
        return send(res, 200, { access_token: 'token-1', token_type: 'Bearer' });
      }
      case 'GET /api/v1/accounts/verify_credentials':
        return token
          ? send(res, 200, { id: '42', username: 'bob', acct: 'bob' })
          : send(res, 401, { error: 'The access token is invalid' });
      case 'POST /api/v2/media': {
        if (!token) return send(res, 401, { error: 'The access token is invalid' });
        const text = body.toString('latin1');
        const at = text.indexOf('name="description"');
        const description =
          at < 0 ? '' : text.slice(text.indexOf('\r\n\r\n', at) + 4, text.indexOf('\r\n--', at));
        const item = {
          id: `m${media.length + 1}`,
          description: Buffer.from(description, 'latin1').toString('utf8'),
          size: body.length,
        };
        media.push(item);
        return send(res, 200, { id: item.id, type: 'image', description: item.description });
      }
      case 'POST /api/v1/statuses': {
        if (!token) return send(res, 401, { error: 'The access token is invalid' });
        const failure = state.failures.shift();
        if (failure) return send(res, failure, { error: 'Something went wrong' });
        const key = String(req.headers['idempotency-key'] ?? '');
        state.posts.push(key);
        const seen = byKey.get(key);
        // A status's page on the instance itself, as Mastodon answers (the app keeps no other).
        const page = (id: string) => `http://${req.headers.host}/@bob/${id}`;
        if (seen) return send(res, 200, { id: seen.id, url: page(seen.id) });
        const item = { ...JSON.parse(body.toString()), id: String(100 + statuses.length), key };
        statuses.push(item);
        byKey.set(key, item);
        return send(res, 200, { id: item.id, url: page(item.id) });
      }
      case 'POST /oauth/revoke':
        state.revoked.push(JSON.parse(body.toString()).token);
        return send(res, 200, {});
      default:
        return send(res, 404, { error: 'Record not found' });
    }
  }, port).then((s) => ({ ...s, statuses, media, state }));
}
