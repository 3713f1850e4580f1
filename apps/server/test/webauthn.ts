import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey (ES256, "none" attestation) built from the byte layouts of W3C Web Authentication Level 2, so
 * the server's ceremonies can be tested end to end without a browser: it answers the options the
 * server sends with what a platform authenticator would, and can be told to lie.
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

/** Authenticator-data flags (W3C Web Authentication Level 2, section 6.1: Authenticator Data). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Lies {
  /** The origin written into clientDataJSON (a phishing page's). */
  origin?: string;
  /** The RP id whose hash heads the authenticator data. */
  rpId?: string;
  /** A challenge other than the one the server sent. */
  challenge?: string;
  /** No user verification (a key tapped without its PIN). */
  noUserVerification?: boolean;
  /** The signature counter to send (a cloned key's stale count). */
  counter?: number;
}

export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  /** The signature counter; 0 stays 0 (as synced passkeys do) unless `counting`. */
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly counting = false,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, lies: Lies) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: lies.challenge ?? challenge,
        origin: lies.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private authData(rpId: string, lies: Lies, attested: boolean) {
    const flags = UP | (lies.noUserVerification ? 0 : UV) | (attested ? AT : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(lies.counter ?? this.counter);
    const parts: Buffer[] = [sha256(lies.rpId ?? rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  /** navigator.credentials.create()'s answer to the server's registration options. */
  register(options: { challenge: string; rp: { id?: string } }, lies: Lies = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, lies);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', this.authData(options.rp.id ?? '', lies, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get()'s answer to the server's sign-in options. */
  authenticate(options: { challenge: string; rpId?: string }, lies: Lies = {}) {
    if (this.counting && lies.counter === undefined) this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, lies);
    const authenticatorData = this.authData(options.rpId ?? '', lies, false);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
