// A passkey made in the test with WebCrypto (ES256, "none" attestation): real registration and
// sign-in answers, signed as an authenticator signs them, for the server's verification to check.
// Nothing of the app's own code is stood in for.

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function toBase64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

// ---------------------------------------------------------------- just enough CBOR
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, value: number): Uint8Array {
  if (value < 24) return new Uint8Array([(major << 5) | value]);
  if (value < 256) return new Uint8Array([(major << 5) | 24, value]);
  return new Uint8Array([(major << 5) | 25, value >> 8, value & 255]);
}

function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = encoder.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]));
}

/** WebCrypto signs ECDSA as r || s; WebAuthn carries it as DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed = bytes.slice(start);
    if (trimmed[0]! & 0x80) trimmed = concat(new Uint8Array([0]), trimmed);
    return concat(new Uint8Array([0x02, trimmed.length]), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const FLAGS = { up: 0x01, uv: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

export type SoftwarePasskey = {
  credentialId: string;
  /** The next sign-in answers with this counter (set it back to play a copied key). */
  counter: number;
  register(options: { challenge: string; origin: string; rpId: string }): Promise<unknown>;
  signIn(options: { challenge: string; origin: string; rpId: string }): Promise<unknown>;
};

export async function softwarePasskey({ counter = 0 } = {}): Promise<SoftwarePasskey> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]),
  );
  const id = crypto.getRandomValues(new Uint8Array(16));
  const clientData = (type: string, challenge: string, origin: string) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (value: number) =>
    new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

  const passkey: SoftwarePasskey = {
    credentialId: toBase64url(id),
    counter,
    async register({ challenge, origin, rpId }) {
      const authData = concat(
        await sha256(encoder.encode(rpId)),
        new Uint8Array([FLAGS.up | FLAGS.uv | FLAGS.attested]),
        counterBytes(passkey.counter),
        new Uint8Array(16), // AAGUID: none
        new Uint8Array([0, id.length]),
        id,
        coseKey,
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        response: {
          clientDataJSON: toBase64url(clientData("webauthn.create", challenge, origin)),
          attestationObject: toBase64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    async signIn({ challenge, origin, rpId }) {
      const authData = concat(
        await sha256(encoder.encode(rpId)),
        new Uint8Array([FLAGS.up | FLAGS.uv]),
        counterBytes(passkey.counter),
      );
      const data = clientData("webauthn.get", challenge, origin);
      const signed = concat(authData, await sha256(data));
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed),
      );
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: "public-key",
        response: {
          clientDataJSON: toBase64url(data),
          authenticatorData: toBase64url(authData),
          signature: toBase64url(derSignature(signature)),
        },
        clientExtensionResults: {},
      };
    },
  };
  return passkey;
}
