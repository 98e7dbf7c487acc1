import { describe, expect, it } from 'vitest';
import { AgeAppealCreateOptionsSchema, BirthdateSchema } from './account.ts';
import { describeIssues, issuesByField } from './fields.ts';
import { UsersMeUpdateSchema } from './v3.ts';

describe('issuesByField (a 400 read back for inline errors)', () => {
  it('gives each field its message, as describeIssues wrote them', () => {
    const result = UsersMeUpdateSchema.safeParse({ first_name: 'x'.repeat(31), username: 'No Spaces' });
    if (result.success) throw new Error('expected a refusal');
    const text = describeIssues('/v3/users/me/ request', result.error);
    expect(issuesByField(text)).toEqual({
      first_name: 'must be at most 30 characters',
      username: 'must be 3 to 30 lowercase letters, digits or _',
    });
  });

  it('keeps the first message of a field, reads past "(and n more)", and gives {} for text that names no field', () => {
    expect(issuesByField('Invalid x: a: one; a: two; b: three (and 2 more)')).toEqual({
      a: 'one',
      b: 'three',
    });
    expect(issuesByField('Log in to change your settings.')).toEqual({});
    expect(issuesByField('Invalid x: no field here')).toEqual({});
    expect(Object.getPrototypeOf(issuesByField('Invalid x: constructor: bad'))).toBe(Object.prototype);
    expect(issuesByField('Invalid x: constructor: bad')).toEqual({ constructor: 'bad' });
  });
});

describe('BirthdateSchema (/age-appeal)', () => {
  it('takes a real past day', () => {
    expect(BirthdateSchema.safeParse('1990-04-23').success).toBe(true);
    expect(BirthdateSchema.safeParse('2000-02-29').success).toBe(true);
  });

  it('names a missing birthdate and one that is no text', () => {
    expect(BirthdateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
    expect(BirthdateSchema.safeParse(19900423).error?.issues[0]?.message).toBe('must be a date');
  });

  it.each([
    ['1990/04/23', 'must be a date (YYYY-MM-DD)'],
    ['2001-02-29', 'must be a real date'],
    ['1990-13-01', 'must be a real date'],
    ['1899-12-31', 'must be in 1900 or later'],
    ['2999-01-01', 'must not be in the future'],
  ])('refuses %s: %s', (birthdate, message) => {
    const result = AgeAppealCreateOptionsSchema.safeParse({ birthdate });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['birthdate'], message });
  });
});
