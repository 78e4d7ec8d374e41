/**
 * Proof-of-work captcha (ALTCHA): challenges, verification and spent-nonce bookkeeping. Other modules use this entry
 * only.
 */
export { captchaRoutes } from './captcha.routes';
export { createCaptchaService } from './captcha.service';
export type { CaptchaService } from './captcha.service';
