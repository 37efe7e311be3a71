// The lazy entry of /forgot-password and /reset-password: one chunk for the two pages (and what only they use), so
// the route table in the first download names one file, not three.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
