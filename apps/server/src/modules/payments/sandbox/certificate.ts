import { randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * A minimal self-signed X.509 v3 certificate (sha256WithRSAEncryption, no extensions) in DER,
 * built by hand: Node's crypto parses certificates but cannot issue one, and the sandbox needs
 * real certificates for WeChat's platform serial and PayPal's paypal-cert-url. Nothing here is
 * trusted by anything but the sandbox's own configuration.
 */

function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));

/** A non-negative INTEGER: a leading zero when the high bit is set. */
function integer(value: Buffer): Buffer {
  return der(0x02, value[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
}

function objectIdentifier(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

function name(commonName: string): Buffer {
  const attribute = sequence(objectIdentifier('2.5.4.3'), der(0x0c, Buffer.from(commonName)));
  return sequence(der(0x31, attribute));
}

/** UTCTime YYMMDDHHMMSSZ (valid until 2049, far beyond a sandbox's life). */
function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`));
}

const SHA256_WITH_RSA = sequence(
  objectIdentifier('1.2.840.113549.1.1.11'),
  der(0x05, Buffer.alloc(0)),
);

export interface SelfSignedCertificate {
  pem: string;
  certificate: X509Certificate;
  /** Upper-case hex, as X509Certificate.serialNumber and WeChat's Wechatpay-Serial write it. */
  serial: string;
}

export function selfSignedCertificate(input: {
  commonName: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
  now: Date;
  validDays: number;
}): SelfSignedCertificate {
  // 16 random bytes, top bit cleared: positive and exactly as long as written.
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  const notBefore = new Date(input.now.getTime() - 60 * 60_000);
  const notAfter = new Date(input.now.getTime() + input.validDays * 86_400_000);
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    name(input.commonName),
    sequence(utcTime(notBefore), utcTime(notAfter)),
    name(input.commonName),
    input.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, input.privateKey);
  const body = sequence(
    tbs,
    SHA256_WITH_RSA,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const pem = `-----BEGIN CERTIFICATE-----\n${body
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
  const certificate = new X509Certificate(pem);
  return { pem, certificate, serial: certificate.serialNumber.toUpperCase() };
}
