// Logs in to a running server over HTTP, as the benches' clients do (XSRF cookie and header).
export const loginOverHttp = async (
  baseUrl: string,
  email: string,
  password = process.env.BENCH_PASSWORD ?? 'demo2026',
): Promise<string> => {
  const settings = await fetch(`${baseUrl}/api/v1/tenant/settings`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(settings.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      type: 'MOBILE',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};
