import { describe, expect, it } from 'vitest';
import { ZContactUsRequest } from '../endpoints/inquiries/contact-us.ts';
import { isTimeZone } from '../endpoints/inquiries/schedule-signup.ts';
import { fieldErrorsOf, INQUIRY_MESSAGES, ZInquiryName, ZInquiryOptionalCompany } from './inquiry-fields.ts';

describe('inquiry fields', () => {
  it('reports only the first failing rule of a field', () => {
    const result = ZInquiryName.safeParse('\n');
    // Trimmed to empty: "required", not also "one line" or "too short".
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      INQUIRY_MESSAGES.nameRequired,
    ]);
  });

  it('refuses line breaks and other control characters in a name', () => {
    for (const name of [
      'Ada\nLovelace',
      'Ada\rLovelace',
      'Ada\u0007Lovelace',
      'Ada\u2028Lovelace',
      'Ada\u0085Lovelace',
    ]) {
      expect(ZInquiryName.safeParse(name).error?.issues[0]?.message).toBe(INQUIRY_MESSAGES.singleLine);
    }
    expect(ZInquiryName.parse('  Zoë O’Brien-Łukasz ')).toBe('Zoë O’Brien-Łukasz');
  });

  it('turns an absent, null or blank optional company into an empty string', () => {
    for (const value of [undefined, null, '', '  ']) expect(ZInquiryOptionalCompany.parse(value)).toBe('');
  });

  it('gives a form one message per field', () => {
    const result = ZContactUsRequest.safeParse({ name: 'Al', email: 'x', message: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        name: INQUIRY_MESSAGES.nameMin,
        email: INQUIRY_MESSAGES.email,
        message: 'Please enter your message.',
      });
    }
  });

  it('knows IANA time-zone names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(`Europe/${'x'.repeat(80)}`)).toBe(false);
  });
});
