import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/env.ts';
import type { SmsConfig } from '../../src/config/sms.config.ts';

/**
 * Stand-ins for the SMS providers' APIs on local ports (decision 067). Each one checks the
 * request's signature or credentials with its own code, written from the providers'
 * documentation and not shared with the adapters (lib/sms-providers), answers as the provider
 * documents (success, a provider error code, an HTTP error, or no answer at all) and records
 * what it accepted, so a test reads the code a user would have received.
 */

export type StandInMode = 'ok' | 'refuse' | 'http-error' | 'hang';

export interface AcceptedText {
  phone: string;
  /** Aliyun/Tencent: the sign name; Twilio: the sender. */
  sign: string;
  /** Aliyun TemplateCode, Tencent TemplateId; empty for Twilio. */
  template: string;
  /** Aliyun's TemplateParam values or Tencent's TemplateParamSet; Twilio: [Body]. */
  params: string[];
}

export interface SmsStandIn {
  base: string;
  mode: StandInMode;
  accepted: AcceptedText[];
  /** Requests whose signature or credentials did not check out. */
  rejectedSignatures: number;
  /** Every request as it arrived. */
  requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

export const STAND_IN_CREDENTIALS = {
  aliyun: { accessKeyId: 'LTAIstandin', accessKeySecret: 'aliyun-stand-in-secret' },
  tencent: { secretId: 'AKIDstandin', secretKey: 'tencent-stand-in-secret', appId: '1400000001' },
  twilio: { accountSid: `AC${'0'.repeat(31)}1`, authToken: 'twilio-stand-in-token' },
};

/** Templates as an operator would register them: every language for codes, notices in zh only. */
export const STAND_IN_TEMPLATES = JSON.stringify({
  '*': {
    sign: 'Space',
    code: { en: 'SMS_EN_1', zh: 'SMS_ZH_1', ko: 'SMS_KO_1' },
    notice: { zh: 'SMS_ZH_2' },
  },
  AJAZZ: { sign: 'AJAZZ', code: { zh: 'SMS_AJAZZ_ZH' } },
});

/** The SMS section read from the environment an operator would write, providers at the stand-ins. */
export function smsConfigFor(
  stand: { aliyun?: string; tencent?: string; twilio?: string },
  env: Record<string, string> = {},
): SmsConfig {
  const { aliyun, tencent, twilio } = STAND_IN_CREDENTIALS;
  return loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: stand.aliyun ? 'aliyun' : stand.tencent ? 'tencent' : 'twilio',
    ...(stand.aliyun && {
      ALIYUN_SMS_ACCESS_KEY_ID: aliyun.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: aliyun.accessKeySecret,
      ALIYUN_SMS_TEMPLATES: STAND_IN_TEMPLATES,
      ALIYUN_SMS_ENDPOINT: stand.aliyun,
    }),
    ...(stand.tencent && {
      TENCENT_SMS_SECRET_ID: tencent.secretId,
      TENCENT_SMS_SECRET_KEY: tencent.secretKey,
      TENCENT_SMS_APP_ID: tencent.appId,
      TENCENT_SMS_TEMPLATES: STAND_IN_TEMPLATES,
      TENCENT_SMS_ENDPOINT: stand.tencent,
    }),
    ...(stand.twilio && {
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE: stand.twilio,
    }),
    ...env,
  }).sms;
}

function reply(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function start(
  handle: (
    standIn: SmsStandIn,
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ) => void,
): Promise<SmsStandIn> {
  const hanging = new Set<http.ServerResponse>();
  const standIn: SmsStandIn = {
    base: '',
    mode: 'ok',
    accepted: [],
    rejectedSignatures: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.requests.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (standIn.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (standIn.mode === 'http-error') {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html>Service Unavailable</html>');
        return;
      }
      handle(standIn, request, Buffer.concat(chunks).toString('utf8'), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

/** RFC 3986 unreserved characters stay, every other byte of the UTF-8 text becomes %XX. */
function rfc3986(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Alibaba Cloud dysmsapi `SendSms`, RPC style, SignatureVersion 1.0 (HMAC-SHA1). */
export function startAliyunStandIn(): Promise<SmsStandIn> {
  const { accessKeyId, accessKeySecret } = STAND_IN_CREDENTIALS.aliyun;
  const nonces = new Set<string>();
  return start((standIn, request, body, response) => {
    const form = new URLSearchParams(body);
    const params = new Map([...form.entries()]);
    const signature = params.get('Signature');
    params.delete('Signature');
    const canonical = [...params.keys()]
      .sort()
      .map((name) => `${rfc3986(name)}=${rfc3986(params.get(name)!)}`)
      .join('&');
    const expected = createHmac('sha1', `${accessKeySecret}&`)
      .update(`POST&${rfc3986('/')}&${rfc3986(canonical)}`)
      .digest('base64');
    const nonce = params.get('SignatureNonce') ?? '';
    const fresh = nonce !== '' && !nonces.has(nonce);
    nonces.add(nonce);
    const requestId = randomUUID().toUpperCase();
    if (
      request.url !== '/' ||
      signature !== expected ||
      !fresh ||
      params.get('AccessKeyId') !== accessKeyId ||
      params.get('Action') !== 'SendSms' ||
      params.get('Version') !== '2017-05-25' ||
      params.get('SignatureMethod') !== 'HMAC-SHA1' ||
      params.get('SignatureVersion') !== '1.0' ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.get('Timestamp') ?? '')
    ) {
      standIn.rejectedSignatures += 1;
      return reply(response, 400, {
        RequestId: requestId,
        Message: 'Specified signature is not matched with our calculation.',
        Code: 'SignatureDoesNotMatch',
      });
    }
    if (standIn.mode === 'refuse') {
      return reply(response, 200, {
        RequestId: requestId,
        Message: 'triggers day flow control',
        Code: 'isv.BUSINESS_LIMIT_CONTROL',
      });
    }
    const templateParam = params.get('TemplateParam');
    standIn.accepted.push({
      phone: params.get('PhoneNumbers') ?? '',
      sign: params.get('SignName') ?? '',
      template: params.get('TemplateCode') ?? '',
      params: templateParam
        ? Object.values(JSON.parse(templateParam) as Record<string, string>)
        : [],
    });
    reply(response, 200, {
      RequestId: requestId,
      Message: 'OK',
      BizId: '9006197469364984^0',
      Code: 'OK',
    });
  });
}

/** Tencent Cloud SMS `SendSms` 2021-01-11, TC3-HMAC-SHA256. */
export function startTencentStandIn(): Promise<SmsStandIn> {
  const { secretId, secretKey, appId } = STAND_IN_CREDENTIALS.tencent;
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const mac = (key: string | Buffer, text: string) =>
    createHmac('sha256', key).update(text).digest();
  return start((standIn, request, body, response) => {
    const requestId = randomUUID();
    const header = (name: string) => String(request.headers[name] ?? '');
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    let valid = false;
    if (match) {
      const [, id, date, signedHeaders, signature] = match;
      const canonicalHeaders = signedHeaders!
        .split(';')
        .map((name) => `${name}:${header(name).trim().toLowerCase()}\n`)
        .join('');
      const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
      const timestamp = header('x-tc-timestamp');
      const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
      const key = mac(mac(mac(`TC3${secretKey}`, date!), 'sms'), 'tc3_request');
      valid =
        id === secretId &&
        signedHeaders!.split(';').includes('host') &&
        signedHeaders!.split(';').includes('content-type') &&
        new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) === date &&
        createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
    }
    const payload = JSON.parse(body || '{}') as {
      PhoneNumberSet?: string[];
      SmsSdkAppId?: string;
      SignName?: string;
      TemplateId?: string;
      TemplateParamSet?: string[];
    };
    if (
      !valid ||
      header('x-tc-action') !== 'SendSms' ||
      header('x-tc-version') !== '2021-01-11' ||
      !/^application\/json(; charset=utf-8)?$/i.test(header('content-type'))
    ) {
      standIn.rejectedSignatures += 1;
      return reply(response, 200, {
        Response: {
          Error: {
            Code: 'AuthFailure.SignatureFailure',
            Message: 'The provided credentials could not be validated.',
          },
          RequestId: requestId,
        },
      });
    }
    const phone = payload.PhoneNumberSet?.[0] ?? '';
    if (payload.SmsSdkAppId !== appId) {
      return reply(response, 200, {
        Response: {
          Error: { Code: 'FailedOperation.SmsSdkAppIdVerifyFail', Message: 'SdkAppId verify fail' },
          RequestId: requestId,
        },
      });
    }
    if (standIn.mode === 'refuse') {
      return reply(response, 200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '',
              PhoneNumber: phone,
              Fee: 0,
              SessionContext: '',
              Code: 'LimitExceeded.PhoneNumberDailyLimit',
              Message:
                'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId,
        },
      });
    }
    standIn.accepted.push({
      phone,
      sign: payload.SignName ?? '',
      template: payload.TemplateId ?? '',
      params: payload.TemplateParamSet ?? [],
    });
    reply(response, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: '5000:1045710669157053657849499619',
            PhoneNumber: phone,
            Fee: 1,
            SessionContext: '',
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          },
        ],
        RequestId: requestId,
      },
    });
  });
}

/** Twilio Messages API, HTTP Basic authentication with the Account SID and auth token. */
export function startTwilioStandIn(): Promise<SmsStandIn> {
  const { accountSid, authToken } = STAND_IN_CREDENTIALS.twilio;
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return start((standIn, request, body, response) => {
    if (request.headers.authorization !== expected) {
      standIn.rejectedSignatures += 1;
      return reply(response, 401, {
        code: 20003,
        message: 'Authentication Error - invalid username',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    if (request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return reply(response, 404, { code: 20404, message: 'Not found', status: 404 });
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (standIn.mode === 'refuse' || !/^\+\d{6,15}$/.test(to)) {
      return reply(response, 400, {
        code: 21211,
        message: `The 'To' number is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    }
    standIn.accepted.push({
      phone: to,
      sign: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      template: '',
      params: [form.get('Body') ?? ''],
    });
    reply(response, 201, {
      sid: `SM${randomUUID().replaceAll('-', '')}`,
      account_sid: accountSid,
      to,
      body: form.get('Body'),
      status: 'queued',
    });
  });
}
