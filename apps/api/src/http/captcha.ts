// Bot protection of public writes (the auth API, the contact form): the X-Recaptcha-Enterprise token minted in
// the browser for a named action is assessed when reCAPTCHA is configured; without it every call passes.
import type { FastifyRequest } from 'fastify';
import type { CaptchaAction, CaptchaVerifier } from '../adapters/captcha/types';
import { HttpError } from './errors';

/** A preHandler that refuses the request with 403 `captcha_failed` unless its token passes for `action`. */
export const requireCaptcha = (captcha: CaptchaVerifier, action: CaptchaAction) => async (request: FastifyRequest) => {
  if (!captcha.enabled) return;
  const token = request.headers['x-recaptcha-enterprise'];
  const verdict = await captcha.verify(typeof token === 'string' && token !== '' ? token : null, action, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  if (!verdict.ok) {
    request.log.warn({ action, reason: verdict.reason }, 'captcha refused');
    throw new HttpError(403, 'captcha_failed');
  }
};
