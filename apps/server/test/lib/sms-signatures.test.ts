import { describe, expect, it } from 'vitest';
import {
  aliyunPercentEncode,
  aliyunSignature,
  aliyunStringToSign,
} from '../../src/lib/sms-providers/aliyun.ts';
import {
  tc3Authorization,
  tc3CanonicalRequest,
  tc3StringToSign,
} from '../../src/lib/sms-providers/tencent.ts';

/**
 * Decision 067: the SMS requests are signed exactly like the providers' documented examples.
 * The inputs and expected values below are the ones the providers publish; none was computed
 * with this code.
 */

describe('Alibaba Cloud RPC signature (SignatureVersion 1.0, HMAC-SHA1)', () => {
  // The SMS documentation's signature example ("签名机制", dysmsapi 2017-05-25): AccessKeyId
  // testId, AccessKeySecret testSecret, a GET of SendSms with these parameters.
  const sendSms = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it("reproduces the SMS documentation's string to sign", () => {
    expect(aliyunStringToSign('GET', sendSms)).toBe(
      'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25',
    );
  });

  it("reproduces the SMS documentation's signature", () => {
    expect(aliyunSignature('GET', sendSms, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("reproduces the RPC signature document's DescribeRegions example", () => {
    // AccessKeyId testid, AccessKeySecret testsecret (the generic RPC signature page).
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunStringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes per RFC 3986: space as %20, * encoded, ~ kept', () => {
    expect(aliyunPercentEncode("a b*c~d!'()+")).toBe('a%20b%2Ac~d%21%27%28%29%2B');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  // The API 3.0 signature documentation's example ("Signature v3"): CVM DescribeInstances,
  // X-TC-Timestamp 1551113065, SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE.
  const example = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    timestamp: 1551113065,
    payload:
      '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  };

  it("reproduces the documentation's canonical request", () => {
    expect(tc3CanonicalRequest(example)).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
  });

  it("reproduces the documentation's string to sign (the UTC date, not UTC+8's)", () => {
    expect(tc3StringToSign(example)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it("reproduces the documentation's signature and Authorization", () => {
    expect(tc3Authorization(example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});
