import type { AppRoute } from '../../app/routing/app-route';

/** Signing in and getting into an account; the guests-only pages guard themselves. */
export const authRoutes: AppRoute[] = [
  {
    path: 'login',
    load: async () => (await import('./LoginPage')).LoginPage,
  },
  {
    path: 'register',
    load: async () => (await import('./RegisterPage')).RegisterPage,
  },
  {
    path: 'forgot-password',
    load: async () => (await import('./ForgotPasswordPage')).ForgotPasswordPage,
  },
  {
    path: 'reset-password',
    load: async () => (await import('./ResetPasswordPage')).ResetPasswordPage,
  },
  {
    path: 'verify-email',
    load: async () => (await import('./VerifyEmailPage')).VerifyEmailPage,
  },
  {
    path: 'activate-account',
    load: async () => (await import('./ActivateAccountPage')).ActivateAccountPage,
  },
];
