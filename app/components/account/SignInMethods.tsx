// The account page's "Sign-in methods": how this member signs in. Email always works; passkeys
// will be listed here (their loader data arrives under `passkeys`).
import { ACCOUNT_TEXTS } from "~/lib/texts/account";

export function SignInMethods(_: { passkeys?: unknown[] } = {}) {
  return <p className="mt-2">{ACCOUNT_TEXTS.emailSignIn}</p>;
}
