import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// Authenticator data flags (WebAuthn §6.1).
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const BACKUP_ELIGIBLE = 0x08;
const BACKED_UP = 0x10;
const ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * A passkey authenticator in software for the API's tests: an ES256 key pair from node:crypto, a 'none'
 * attestation and assertions built by hand as WebAuthn §6 lays them out (client data, authenticator data
 * with the RP id's hash, flags, counter and the COSE key), answering as @simplewebauthn/browser's
 * startRegistration() and startAuthentication() do.
 */
export class SoftAuthenticator {
  readonly credentialId = base64url(randomBytes(32));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle: string | undefined;

  constructor(
    private readonly origin: string,
    private readonly traits: { userVerified?: boolean; backedUp?: boolean; countsUses?: boolean } = {},
  ) {}

  /** The public key as COSE_Key: EC2, ES256, P-256, x and y. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key as never);
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    const { userVerified = true, backedUp = false } = this.traits;
    const flags =
      USER_PRESENT |
      (userVerified ? USER_VERIFIED : 0) |
      (backedUp ? BACKUP_ELIGIBLE | BACKED_UP : 0) |
      (attested ? ATTESTED_CREDENTIAL : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const id = isoBase64URL.toBuffer(this.credentialId);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      // A zero AAGUID, as authenticators that do not attest give.
      parts.push(Buffer.alloc(16), length, Buffer.from(id), Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() on the server's options. */
  register(options: CreationOptions, { origin = this.origin }: { origin?: string } = {}) {
    this.userHandle = options.user.id;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(options.rp.id!, true)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: base64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() on the server's options: signs the authenticator data and client data. */
  authenticate(options: RequestOptions, { origin = this.origin }: { origin?: string } = {}) {
    if (this.traits.countsUses) this.counter += 1;
    const authenticatorData = this.authenticatorData(options.rpId!, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]))
      .sign(this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
