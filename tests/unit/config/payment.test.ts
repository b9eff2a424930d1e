import { describe, expect, it } from 'vitest';
import { isPaymentUrl } from '../../../src/config/payment';

const BANK = 'https://ecommerce.ufc.ge';

describe('isPaymentUrl', () => {
  it('follows an https page of an allowed bank origin', () => {
    expect(isPaymentUrl(`${BANK}/ecomm2/ClientHandler?trans_id=Qm7%3D`, [BANK])).toBe(true);
  });

  it('allows the contract’s bank by default', () => {
    expect(isPaymentUrl(`${BANK}/ecomm2/ClientHandler?trans_id=Qm7%3D`)).toBe(true);
  });

  it('refuses another origin, even one that starts like the bank', () => {
    expect(isPaymentUrl('https://evil.example/pay', [BANK])).toBe(false);
    expect(isPaymentUrl('https://ecommerce.ufc.ge.evil.example/pay', [BANK])).toBe(false);
    expect(isPaymentUrl('https://user@evil.example/ecommerce.ufc.ge', [BANK])).toBe(false);
  });

  it('refuses the bank over plain http, another port, and non-web schemes', () => {
    expect(isPaymentUrl('http://ecommerce.ufc.ge/pay', [BANK])).toBe(false);
    expect(isPaymentUrl('https://ecommerce.ufc.ge:8443/pay', [BANK])).toBe(false);
    expect(isPaymentUrl('javascript:alert(1)', [BANK])).toBe(false);
    expect(isPaymentUrl('data:text/html,<h1>bank</h1>', [BANK])).toBe(false);
  });

  it('refuses what is not a URL at all', () => {
    expect(isPaymentUrl('', [BANK])).toBe(false);
    expect(isPaymentUrl('/realt/payment-success', [BANK])).toBe(false);
  });
});
