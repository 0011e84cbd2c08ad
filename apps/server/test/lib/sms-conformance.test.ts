import http from 'node:http';
import net from 'node:net';
import RPCClient from '@alicloud/pop-core';
import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { afterAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../src/lib/sms.ts';
import { AliyunSms } from '../../src/lib/sms-providers/aliyun.ts';
import { TencentSms, tc3Authorization } from '../../src/lib/sms-providers/tencent.ts';
import {
  smsConfigFor,
  STAND_IN_CREDENTIALS,
  startAliyunStandIn,
  startTencentStandIn,
} from '../support/sms-stand-ins.ts';

/**
 * Conformance with the providers' own Node.js SDKs (decision 067): @alicloud/pop-core 1.8
 * (Alibaba Cloud's RPC client) and tencentcloud-sdk-nodejs-sms 4.1 each send a SendSms to the
 * stand-in, which takes it, and the request our adapter builds for the same message, nonce and
 * time is the SDK's byte for byte (Aliyun), or carries the signature the SDK computed over the
 * same bytes (Tencent, whose SDK signs `application/json` where we send it with a charset).
 */

const messages: SmsMessage[] = [
  {
    to: '13900000001',
    text: '',
    tenantId: DEFAULT_TENANT_ID,
    locale: 'zh',
    template: { kind: 'code', params: { code: '123456' } },
  },
  {
    to: '+821012345678',
    text: '',
    tenantId: tenantByCode('AJAZZ')!.id,
    locale: 'ko',
    template: { kind: 'code', params: { code: '000042' } },
  },
  {
    to: '+8613900000002',
    text: '',
    tenantId: DEFAULT_TENANT_ID,
    locale: 'zh',
    template: { kind: 'notice', params: {} },
  },
];

describe('Alibaba Cloud: @alicloud/pop-core', async () => {
  const stand = await startAliyunStandIn();
  afterAll(() => stand.close());
  const config = smsConfigFor({ aliyun: stand.base }).aliyun!;
  const sdk = new RPCClient({
    accessKeyId: STAND_IN_CREDENTIALS.aliyun.accessKeyId,
    accessKeySecret: STAND_IN_CREDENTIALS.aliyun.accessKeySecret,
    endpoint: stand.base,
    apiVersion: '2017-05-25',
  });

  it.each(messages.map((message) => [message.to, message] as const))(
    'to %s: the same form body, and the stand-in takes both',
    async (_to, message) => {
      const ours = new AliyunSms(config, { timeoutMs: 2000 });
      // What our adapter would send, less nonce and time: the SDK is given these parameters.
      const shape = new URLSearchParams(ours.signedBody(message)!);
      const params: Record<string, string> = { RegionId: 'cn-hangzhou' };
      for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam']) {
        const value = shape.get(name);
        if (value !== null) params[name] = value;
      }
      await sdk.request('SendSms', params, { method: 'POST' });
      const sent = stand.requests.at(-1)!;
      expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(sent.body);
      const replay = new AliyunSms(config, {
        timeoutMs: 2000,
        now: () => Date.parse(form.get('Timestamp')!),
        nonce: () => form.get('SignatureNonce')!,
      });
      expect(replay.signedBody(message)).toBe(sent.body);
      await ours.send(message);
      expect(stand.rejectedSignatures).toBe(0);
    },
  );
});

describe('Tencent Cloud: tencentcloud-sdk-nodejs-sms', async () => {
  const stand = await startTencentStandIn();
  afterAll(() => stand.close());
  const port = Number(new URL(stand.base).port);
  // The SDK calls sms.tencentcloudapi.com; its connections go to the stand-in instead.
  const agent = new http.Agent();
  Object.assign(agent, { createConnection: () => net.connect(port, '127.0.0.1') });
  const sdk = new tencentcloud.sms.v20210111.Client({
    credential: {
      secretId: STAND_IN_CREDENTIALS.tencent.secretId,
      secretKey: STAND_IN_CREDENTIALS.tencent.secretKey,
    },
    region: 'ap-guangzhou',
    profile: { httpProfile: { endpoint: 'sms.tencentcloudapi.com', protocol: 'http://', agent } },
  });
  const config = smsConfigFor(
    { tencent: stand.base },
    { TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com' },
  ).tencent!;

  it.each(messages.map((message) => [message.to, message] as const))(
    'to %s: the same body, headers and signature, and the stand-in takes it',
    async (_to, message) => {
      const shape = new TencentSms(config, { timeoutMs: 2000 }).signedRequest(message)!;
      await sdk.SendSms(JSON.parse(shape.body) as Parameters<typeof sdk.SendSms>[0]);
      expect(stand.rejectedSignatures).toBe(0);
      const sent = stand.requests.at(-1)!;
      const timestamp = Number(sent.headers['x-tc-timestamp']);
      const ours = new TencentSms(config, {
        timeoutMs: 2000,
        now: () => timestamp * 1000,
      }).signedRequest(message)!;
      expect(ours.body).toBe(sent.body);
      for (const name of ['x-tc-action', 'x-tc-version', 'x-tc-region', 'x-tc-timestamp']) {
        expect(ours.headers[name], name).toBe(sent.headers[name]);
      }
      expect(
        tc3Authorization({
          secretId: STAND_IN_CREDENTIALS.tencent.secretId,
          secretKey: config.secretKey,
          service: 'sms',
          host: 'sms.tencentcloudapi.com',
          timestamp,
          payload: sent.body,
          contentType: String(sent.headers['content-type']),
        }),
      ).toBe(sent.headers.authorization);
    },
  );
});
