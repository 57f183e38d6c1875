// The steps of the login/register modal as calls plus store updates, so the forms only collect input and
// show errors. Loaded with the modal (it uses the contract's schemas through features/account/auth-api.ts).
import type { CustomerProfileInput, IdentifierKind, OtpChannel, SsoProvider } from '@dukan/core/contract/auth';
import { IDENTIFIER_ID } from '@dukan/core/contract/auth';
import {
  initializeRegister,
  loginWithPassword,
  resendRegisterCode,
  sendLoginCode,
  ssoInitialize,
  verifyLoginCode,
  verifyRegister,
  type AccessTokenData,
  type VerificationStartedData,
} from './auth-api';
import { registerProfile } from './customer-api';
import { fail, ok, type Result } from '@/lib/api/result';
import { authCallContext, customerCallContext, getSession } from '@/lib/auth/browser-session';
import {
  clearVerification,
  closeAuthModal,
  setAuthStep,
  startVerification,
  type AuthPhase,
} from '@/lib/auth/modal-store';
import type { SessionSnapshot } from '@/lib/auth/session';

/** What the setup step collected; kept by the modal until the code is verified (resend needs it). */
export interface PendingSignIn {
  phase: AuthPhase;
  /** Login only: with the password, or with a code alone. */
  method: 'password' | 'code';
  kind: IdentifierKind;
  /** Normalized: E.164 or a lower-case email. */
  identifier: string;
  password: string;
  /** Phones only: how the code travels. */
  channel?: OtpChannel;
}

function identifierIdOf(pending: PendingSignIn): number {
  return IDENTIFIER_ID[pending.kind];
}

/** Setup submitted: asks the API to send a code and moves the modal to the code step. */
export async function requestCode(pending: PendingSignIn): Promise<Result<VerificationStartedData>> {
  const context = authCallContext();
  const identifierId = identifierIdOf(pending);
  const channel = pending.kind === 'phone' ? pending.channel : undefined;
  const result =
    pending.phase === 'register'
      ? await initializeRegister(context, {
          provider: pending.identifier,
          password: pending.password,
          identifierId,
          channel,
        })
      : pending.method === 'password'
        ? await loginWithPassword(context, {
            provider: pending.identifier,
            password: pending.password,
            identifierId,
            channel,
          })
        : await sendLoginCode(context, { identifier: pending.identifier, identifierId, channel });
  if (result.ok) startVerification(result.data.id, result.data.destination ?? null);
  return result;
}

/** A new code for the same sign-in (a registration resends under its id; a login starts over). */
export async function resendCode(pending: PendingSignIn, verifyId: string): Promise<Result<VerificationStartedData>> {
  if (pending.phase === 'login') return requestCode(pending);
  const channel = pending.kind === 'phone' ? pending.channel : undefined;
  const result = await resendRegisterCode(authCallContext(), { id: verifyId, channel });
  if (result.ok) startVerification(result.data.id, result.data.destination ?? null);
  return result;
}

async function signedIn(result: Result<AccessTokenData>): Promise<Result<SessionSnapshot>> {
  if (!result.ok) return result;
  clearVerification();
  const snapshot = await getSession().acceptToken(result.data);
  // Spec §4: without a profile the modal goes on to personal info; with one it closes.
  if (snapshot.profileMissing) setAuthStep('personalinfo');
  else if (snapshot.status === 'registered') closeAuthModal();
  return ok(snapshot);
}

/** The code step submitted: completes registration or login and signs in. */
export async function verifyCode(
  pending: PendingSignIn,
  verifyId: string,
  code: string,
): Promise<Result<SessionSnapshot>> {
  const context = authCallContext();
  const body = { id: verifyId, code, identifierId: identifierIdOf(pending) };
  return signedIn(
    pending.phase === 'register' ? await verifyRegister(context, body) : await verifyLoginCode(context, body),
  );
}

/** A Google ID token or a Facebook access token, traded for a session. */
export async function signInWithProvider(provider: SsoProvider, identifierToken: string) {
  return signedIn(
    await ssoInitialize(authCallContext(), { identifierToken, identifierId: IDENTIFIER_ID.email, provider }),
  );
}

/** The personal-info step: creates the customer profile and closes the modal. */
export async function saveNewProfile(values: CustomerProfileInput): Promise<Result<unknown>> {
  const session = getSession();
  const result = await session.authorized((token) => registerProfile(customerCallContext(), token, values));
  if (!result.ok) {
    // 409: the profile exists already (another tab saved it): load it and carry on.
    if (result.error.status === 409) {
      await session.reloadCustomer();
      if (session.getSnapshot().status === 'registered') {
        closeAuthModal();
        return ok(null);
      }
    }
    return fail(result.error);
  }
  session.setCustomer(result.data.data);
  closeAuthModal();
  return ok(result.data);
}
