import type { RouteObject } from 'react-router';

/** Signing in and getting into an account; the guests-only pages guard themselves. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: 'verify-email',
    lazy: async () => ({ Component: (await import('./VerifyEmailPage')).VerifyEmailPage }),
  },
  {
    path: 'activate-account',
    lazy: async () => ({ Component: (await import('./ActivateAccountPage')).ActivateAccountPage }),
  },
];
