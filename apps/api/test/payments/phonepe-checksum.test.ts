import { describe, expect, it } from 'vitest';
import {
  callbackChecksum,
  checksumMatches,
  fromBase64Json,
  payChecksum,
  statusChecksum,
} from '../../src/providers/payments/phonepe-checksum.ts';
import { createPhonePeSandbox } from '../../src/providers/payments/phonepe-sandbox.ts';

/** The documented vector (shared/reference/phonepe.md §2.3): PhonePe's sample pay payload, salt and index. */
const VECTOR = {
  base64:
    'ewogICJtZXJjaGFudElkIjogIlBHVEVTVFBBWVVBVCIsCiAgIm1lcmNoYW50VHJhbnNhY3Rpb25JZCI6ICJNVDc4NTA1OTAwNjgxODgxMDQiLAogICJtZXJjaGFudFVzZXJJZCI6ICJNVUlEMTIzIiwKICAiYW1vdW50IjogMTAwMDAsCiAgInJlZGlyZWN0VXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsCiAgInJlZGlyZWN0TW9kZSI6ICJSRURJUkVDVCIsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAicGF5bWVudEluc3RydW1lbnQiOiB7CiAgICAidHlwZSI6ICJQQVlfUEFHRSIKICB9Cn0=',
  saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  saltIndex: '1',
  xVerify: 'd7a8e4458caa6fcd781166bbdc85fec76740c18cb9baa9a4c48cf2387d554180###1',
};

describe('PhonePe X-VERIFY', () => {
  it('matches the documented pay checksum', () => {
    expect(payChecksum(VECTOR.base64, VECTOR.saltKey, VECTOR.saltIndex)).toBe(VECTOR.xVerify);
    expect(fromBase64Json(VECTOR.base64)).toMatchObject({
      merchantId: 'PGTESTPAYUAT',
      merchantTransactionId: 'MT7850590068188104',
      amount: 10000,
    });
  });

  it('is accepted by the sandbox over the exact base64 received, and refused when one character differs', () => {
    const sandbox = createPhonePeSandbox({
      merchantId: 'PGTESTPAYUAT',
      saltKeys: { '1': VECTOR.saltKey },
      baseUrl: 'http://sandbox.test',
      log: { warn: () => {} },
    });
    const accepted = sandbox.pay(VECTOR.base64, VECTOR.xVerify);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, code: 'PAYMENT_INITIATED' });

    const tampered = `${VECTOR.xVerify.slice(0, 10)}${VECTOR.xVerify[10] === '0' ? '1' : '0'}${VECTOR.xVerify.slice(11)}`;
    const refused = sandbox.pay(VECTOR.base64, tampered);
    expect(refused).toEqual({ status: 401, body: { success: false, code: 'AUTHORIZATION_FAILED', message: expect.any(String) as string } });
    // An index the merchant has no salt key for is refused too.
    expect(sandbox.pay(VECTOR.base64, VECTOR.xVerify.replace('###1', '###2')).body).toMatchObject({ code: 'AUTHORIZATION_FAILED' });
  });

  it('hashes the status path and the callback without a path', () => {
    // sha256('/pg/v1/status/M1/T1' + 'salt') and sha256('abc=' + 'salt'), recomputed with sha256sum.
    expect(statusChecksum('M1', 'T1', 'salt', '1')).toBe('4c751530c8de32edb40e5744748bc8ec0592eef350f6eee812bc389b0dfa91a0###1');
    expect(callbackChecksum('abc=', 'salt', '3')).toBe('cd8cebd51ac698a8969501fd92a0384bbe10b8e87947fca28e3b371d85fda29b###3');
  });

  it('compares checksums exactly', () => {
    expect(checksumMatches(VECTOR.xVerify, VECTOR.xVerify)).toBe(true);
    expect(checksumMatches(VECTOR.xVerify.toUpperCase(), VECTOR.xVerify)).toBe(false);
    expect(checksumMatches(undefined, VECTOR.xVerify)).toBe(false);
    expect(checksumMatches('', VECTOR.xVerify)).toBe(false);
  });
});
