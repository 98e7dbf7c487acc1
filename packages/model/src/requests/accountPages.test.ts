import { describe, expect, it } from 'vitest';
import {
  OAuthAuthorizeRequestSchema,
  PasswordChangeRequestSchema,
  parseOAuthScopes,
  RegisterRequestSchema,
} from './accountPages.ts';
import { PinPromotionCreateOptionsSchema } from './resources.ts';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues[0];

describe('the account calls of issue 14 (ours)', () => {
  it('a new password must be typed the same twice; the confirmation is the field named', () => {
    const base = { username: 'newbie', current_password: 'newbie', new_password: 'secret-1' };
    expect(PasswordChangeRequestSchema.safeParse({ ...base, new_password_confirm: 'secret-1' }).success).toBe(
      true,
    );
    expect(
      firstIssue(PasswordChangeRequestSchema.safeParse({ ...base, new_password_confirm: 'secret-2' })),
    ).toMatchObject({ path: ['new_password_confirm'], message: 'must be the same as the new password' });
  });

  it('a password change needs the current password (issue 32): missing, it is required; not text, it says so', () => {
    const change = { username: 'newbie', new_password: 'secret-1', new_password_confirm: 'secret-1' };
    expect(firstIssue(PasswordChangeRequestSchema.safeParse(change))).toMatchObject({
      path: ['current_password'],
      message: 'is required',
    });
    expect(
      firstIssue(PasswordChangeRequestSchema.safeParse({ ...change, current_password: 7 })),
    ).toMatchObject({ path: ['current_password'], message: 'must be text' });
  });

  it('business sign-up takes the business name with the sign-up, which stays optional', () => {
    const signup = { email: 'shop@example.com', password: 'secret-1' };
    expect(RegisterRequestSchema.safeParse(signup).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...signup, business_name: 'Lemon Shop' }).success).toBe(true);
  });

  it('reads the scopes of an OAuth request: comma or space separated, once each; unknown or none → null', () => {
    expect(parseOAuthScopes('pins:read, boards:read pins:read')).toEqual(['pins:read', 'boards:read']);
    expect(parseOAuthScopes('pins:read,admin')).toBeNull();
    expect(parseOAuthScopes('')).toBeNull();
    expect(parseOAuthScopes(null)).toBeNull();
  });

  it('an OAuth consent goes back only to an http(s) redirect_uri, with known scopes', () => {
    const ok = { client_id: 'lemon-app', redirect_uri: 'https://app.example/cb', scope: 'pins:read' };
    expect(OAuthAuthorizeRequestSchema.safeParse(ok).success).toBe(true);
    expect(
      firstIssue(OAuthAuthorizeRequestSchema.safeParse({ ...ok, redirect_uri: 'javascript:alert(1)' })),
    ).toMatchObject({ path: ['redirect_uri'], message: 'must be an http or https URL' });
    expect(firstIssue(OAuthAuthorizeRequestSchema.safeParse({ ...ok, scope: 'everything' }))).toMatchObject({
      path: ['scope'],
    });
  });

  it('a promotion budget has at most 2 decimals', () => {
    const promotion = { pin_id: '1', countries: ['US'], daily_budget: 12.5, duration_days: 7 };
    expect(PinPromotionCreateOptionsSchema.safeParse(promotion).success).toBe(true);
    expect(
      firstIssue(PinPromotionCreateOptionsSchema.safeParse({ ...promotion, daily_budget: 12.345 })),
    ).toMatchObject({ path: ['daily_budget'], message: 'must have at most 2 decimals' });
  });
});
