/**
 * The signed-out pages the sign-in form links to, without config/paths: that module builds its
 * links with React Router, which the lean sign-in page (shell/) does without (issue 17).
 * auth-paths.test.ts keeps the two in step.
 */
export const authPaths = {
  login: '/login',
  forgottenPassword: '/forgotten-password',
  renewPassword: '/renew-password',
} as const;
