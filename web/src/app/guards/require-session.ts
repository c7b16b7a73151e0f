import { redirect } from 'react-router-dom';

/** `/login?redirect=<the page asked for>`, so the sign-in can come back to it. */
function loginRedirect(request: Request, loginPath: string): Response {
  const url = new URL(request.url);
  return redirect(`${loginPath}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** The `auth` guard: throws the redirect to the area's login page when nobody is signed in. */
export async function requireSession(
  request: Request,
  hasSession: () => Promise<boolean> | boolean,
  loginPath: string,
): Promise<void> {
  if (!(await hasSession())) throw loginRedirect(request, loginPath);
}
