import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { authPaths } from './auth-paths';

describe('authPaths', () => {
  it('names the same pages as the route table', () => {
    expect(authPaths).toEqual({
      login: paths.login.getHref(),
      forgottenPassword: paths.forgottenPassword.getHref(),
      renewPassword: paths.renewPassword.getHref(),
    });
  });
});
