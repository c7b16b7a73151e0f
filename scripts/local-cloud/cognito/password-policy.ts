import { hasPasswordSymbol } from '#shared/validation/password-rule.ts';

/** The password policy fields of a user pool (Cognito's `PasswordPolicyType`). */
export interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/**
 * Why a password breaks the pool's policy, in Cognito's words, or undefined when it conforms.
 * cognito-local stores any password; the shim checks with this where real Cognito does.
 */
export function passwordPolicyViolation(
  policy: PasswordPolicy | undefined,
  password: string,
): string | undefined {
  if (!policy) return undefined;
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.RequireSymbols && !hasPasswordSymbol(password)) return 'Password must have symbol characters';
  return undefined;
}
