/**
 * The v3 calls of the account pages that §7 does not show (issue 14; ours): the password reset
 * email and a new password (/password/reset, /pw/{username}), the viewer's email preferences
 * (/email/subscription), the user survey (/email/user_survey), a new verification link
 * (/email_verification_error) and an app's authorization code (/oauth, /app-factory-oauth).
 * Input is validated by the model's schemas (a 400 names the field); nothing is mailed: the calls
 * answer what a mail server would have been asked to send.
 */
import {
  EMAIL_SUBSCRIPTION_KINDS,
  type EmailSubscriptions,
  EmailSubscriptionUpdateSchema,
  OAuthAuthorizeRequestSchema,
  PASSWORD_NOT_RIGHT,
  PasswordChangeRequestSchema,
  PasswordResetRequestSchema,
  parseOAuthScopes,
  UserSurveyRequestSchema,
} from '@tessera/model';
import type { Ctx } from '../context.ts';
import { badRequest, forbidden } from '../resourceHttp.ts';
import { parse, type RestRoute } from './rest.ts';

/** The emails a new account gets (ours): everything but product news. */
export const DEFAULT_EMAIL_SUBSCRIPTIONS: EmailSubscriptions = {
  activity: true,
  boards: true,
  recommendations: true,
  news: false,
};

const EMAIL_KEY = (kind: string) => `email_subscription:${kind}`;
export const SURVEY_KEY = 'user_survey';

function userState(ctx: Ctx, userId: string) {
  ctx.db.state.userState[userId] ??= {};
  return ctx.db.state.userState[userId];
}

function subscriptionsOf(ctx: Ctx, userId: string): EmailSubscriptions {
  const stored = ctx.db.state.userState[userId] ?? {};
  return Object.fromEntries(
    EMAIL_SUBSCRIPTION_KINDS.map((kind) => {
      const value = stored[EMAIL_KEY(kind)];
      return [kind, typeof value === 'boolean' ? value : DEFAULT_EMAIL_SUBSCRIPTIONS[kind]];
    }),
  ) as EmailSubscriptions;
}

function emailOf(ctx: Ctx, username: string): string {
  return ctx.db.state.emails[username] ?? '';
}

export function accountPageRoutes(): RestRoute[] {
  return [
    // /password/reset: the same answer whether or not an account has the email (no account probing).
    {
      method: 'POST',
      path: '/v3/password/reset/',
      mutates: false,
      handle(_ctx, input) {
        const o = parse(PasswordResetRequestSchema, input, '/v3/password/reset/ request');
        return { data: { email: o.email, sent: true } };
      },
    },
    // /pw/{username}: the logged-in user sets a new password (their own only).
    {
      method: 'POST',
      path: '/v3/password/change/',
      mutates: true,
      handle(ctx, input) {
        const user = ctx.requireUser('change your password');
        const o = parse(PasswordChangeRequestSchema, input, '/v3/password/change/ request');
        if (o.username !== user.username) throw forbidden('You can only change your own password.');
        // The current password first (issue 32; the rule is the model's PasswordChangeRequestSchema).
        if (ctx.db.state.passwords[user.username] !== o.current_password)
          throw badRequest(`Invalid /v3/password/change/ request: current_password: ${PASSWORD_NOT_RIGHT}`);
        ctx.db.state.passwords[user.username] = o.new_password;
        return { data: { username: user.username, changed: true } };
      },
    },
    // /email/subscription: the viewer's email preferences.
    {
      method: 'GET',
      path: '/v3/email/subscription/',
      mutates: false,
      handle(ctx) {
        const user = ctx.requireUser('see your email preferences');
        return { data: { email: emailOf(ctx, user.username), subscriptions: subscriptionsOf(ctx, user.id) } };
      },
    },
    {
      method: 'PUT',
      path: '/v3/email/subscription/',
      mutates: true,
      handle(ctx, input) {
        const user = ctx.requireUser('change your email preferences');
        const o = parse(EmailSubscriptionUpdateSchema, input, '/v3/email/subscription/ request');
        const state = userState(ctx, user.id);
        for (const [kind, on] of Object.entries(o)) if (on !== undefined) state[EMAIL_KEY(kind)] = on;
        return { data: { email: emailOf(ctx, user.username), subscriptions: subscriptionsOf(ctx, user.id) } };
      },
    },
    // /email/user_survey: a rating and a comment (kept for a logged-in user; anyone may answer).
    {
      method: 'POST',
      path: '/v3/email/user_survey/',
      mutates: true,
      handle(ctx, input) {
        const o = parse(UserSurveyRequestSchema, input, '/v3/email/user_survey/ request');
        if (ctx.user) userState(ctx, ctx.user.id)[SURVEY_KEY] = JSON.stringify(o);
        return { data: { received: true, rating: o.rating } };
      },
    },
    // /email_verification_error: a new link to the viewer's email.
    {
      method: 'POST',
      path: '/v3/email/verification/',
      mutates: false,
      handle(ctx) {
        const user = ctx.requireUser('get a new verification link');
        return { data: { email: emailOf(ctx, user.username), sent: true } };
      },
    },
    // /oauth, /app-factory-oauth: the viewer allows an app; its code goes back to redirect_uri.
    {
      method: 'POST',
      path: '/v3/oauth/authorize/',
      mutates: true,
      handle(ctx, input) {
        const user = ctx.requireUser('allow an app');
        const o = parse(OAuthAuthorizeRequestSchema, input, '/v3/oauth/authorize/ request');
        const code = `code-${ctx.db.newId()}`;
        return {
          data: {
            code,
            client_id: o.client_id,
            user_id: user.id,
            scopes: parseOAuthScopes(o.scope) ?? [],
            ...(o.state === undefined ? {} : { state: o.state }),
          },
        };
      },
    },
  ];
}
