import { escapeHtml } from '#shared/domain/link-preview.ts';

/** The providers the stand-in plays, by the path of their consent page. */
export const PROVIDERS = {
  google: { providerName: 'Google', label: 'Google' },
  apple: { providerName: 'SignInWithApple', label: 'Apple' },
} as const;
export type ProviderPath = keyof typeof PROVIDERS;

/**
 * The provider's sign-in and consent, played locally: the tester chooses the name and email the
 * provider vouches for (ADR 0056). A plain, labelled form; nothing of it is the product's UI.
 */
export function consentPage(input: {
  provider: ProviderPath;
  pending: string;
  name: string;
  email: string;
  /** Whether the provider vouches for the email (the box is ticked unless said). */
  emailVerified?: boolean;
  error?: string | undefined;
}): string {
  const { label } = PROVIDERS[input.provider];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${label} (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f2ef; color: #1c1b1f; }
  main { width: min(26rem, calc(100% - 2rem)); background: #fff; border: 1px solid #d9d6de; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.3rem; margin: 0 0 .4rem; }
  p { margin: 0 0 1rem; color: #4a4650; }
  label { display: block; font-weight: 600; margin: .8rem 0 .3rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #79747e; border-radius: 8px; }
  button { margin-top: 1.2rem; width: 100%; font: inherit; font-weight: 600; padding: .7rem; border: 0; border-radius: 8px; background: #1a73e8; color: #fff; cursor: pointer; }
  .error { color: #a8231b; font-weight: 600; }
  .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; margin-top: 1rem; }
  .check input { width: auto; margin: 0; }
  @media (prefers-color-scheme: dark) {
    body { background: #141218; color: #e6e0e9; } main { background: #1d1b20; border-color: #49454f; }
    p { color: #cac4d0; } input { background: #141218; color: inherit; border-color: #938f99; } .error { color: #ffb4ab; }
  }
</style>
</head>
<body>
<main>
  <h1>Sign in with ${label}</h1>
  <p>The local stand-in for ${label}: choose who ${label} says you are. Inkslot receives this name and email.</p>
  ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
  <form method="post">
    <input type="hidden" name="pending" value="${escapeHtml(input.pending)}">
    <label for="name">Name</label>
    <input id="name" name="name" autocomplete="name" required value="${escapeHtml(input.name)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email)}">
    <label class="check" for="email_verified"><input id="email_verified" name="email_verified" type="checkbox" value="true"${input.emailVerified === false ? '' : ' checked'}> ${label} has verified this address</label>
    <button type="submit">Continue to Inkslot</button>
  </form>
</main>
</body>
</html>`;
}
