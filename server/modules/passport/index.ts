// The passport module, the member's identity: sign-in (password, one-time code, login and pre-auth codes),
// registration (with the member's profile and the welcome coupons), password reset, sessions, and the
// member's profile (member code, level). Router: passportRoutes. Account, reference and the warehouse reach
// the profile, account and the outbox the codes and sign-in, `npm run ops` and the seed the sessions and
// passwords, through this file.
import { mountRouters } from '../../kernel/router.ts';
import { passportRoutes } from './routes.ts';

export { endResendWait, parseTarget, requireCode, verifyCode } from './codes.ts';
export type { CodePurpose, Target } from './codes.ts';
export { bindPreAuthCode, issueLoginCode, issuePreAuthCode } from './login-codes.ts';
export { ensureProfile, levelOf, memberCodePrefix } from './profile.ts';
export { LoginResultSchema } from './routes.ts';
export { adminLogin, changePassword, contactTaken, findLoginUser, hashPassword } from './service.ts';
export { revokeSessions } from './sessions.ts';
export { throttled } from './throttle.ts';

/** Mounts the sign-in, registration and password routes under /api. */
export const mountPassport = mountRouters(passportRoutes);
