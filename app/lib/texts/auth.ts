// Signing in.
// Sending a code reads the same whether or not the address has an account.
export const AUTH_TEXTS = {
  signInTitle: "Sign in or join",
  signInIntro:
    "Enter your email address. We will email you a 6-character code and a sign-in link. There is no password to remember.",
  emailLabel: "Email address",
  emailInvalid: "Enter an email address, like name@example.com.",
  sendCode: "Email me a code",
  codeTitle: "Check your email",
  codeSent: (email: string) =>
    `If ${email} can receive email, a code and a sign-in link are on their way. They work once, for 10 minutes.`,
  codeLabel: "Sign-in code",
  codeHint: "6 letters and numbers. You can paste it; spaces and capitals do not matter.",
  codeWrong: "That code is not right. Check it and try again.",
  codeUsedUp: "This code has expired or been used up. Ask for a new one.",
  codeFormat: "Enter the 6 characters from the email.",
  signInButton: "Sign in",
  newCode: "Send a new code",
  linkTitle: "Finish signing in",
  linkIntro: "Press the button to finish signing in on this device.",
  // Not "Sign in": the header's Sign in link is on this page too.
  linkButton: "Finish signing in",
  linkFailedTitle: "This sign-in link has expired",
  linkFailed: "Sign-in links work once, for 10 minutes. Ask for a new one and we will email it to you.",
  tooManyCodes: "You have asked for several codes in a short time. Please wait a few minutes, then try again.",
  demoTitle: "Sign in as a sample member (local demo only)",
  welcomeTitle: "Welcome to the community",
  welcomeIntro: "Tell people what to call you. You can change any of this later.",
  displayNameLabel: "Display name",
  displayNameRequired: "Enter the name people will see.",
  usernameHint: (assigned: string) =>
    `Optional. How people mention you: 3 to 30 lower-case letters, numbers, dots, hyphens or underscores. Leave empty to keep @${assigned}.`,
  bioLabel: "About you (optional)",
  bioHint: "A sentence or two. Up to 500 characters.",
  guidelinesLabel:
    "I agree to follow the community guidelines: be kind, respect privacy, and no hate, harassment or spam.",
  guidelinesRequired: "Agree to the community guidelines to join.",
  setUpPreferences: "Set up my accessibility preferences next",
  finish: "Join the community",
  keepPreferencesTitle: "Keep your accessibility settings?",
  keepPreferencesIntro: "You chose accessibility settings before you signed in. Your account has none saved yet.",
  keepPreferences: "Keep these settings",
  discardPreferences: "Use my account without them",
  signedOut: "You are signed out.",
  /** What a visitor was about to do when a form sent them to sign in (`?reason=`). */
  signInReasons: {
    like: "Sign in to like this post.",
    "like-reply": "Sign in to like this reply.",
    join: "Sign in to join this group.",
    register: "Sign in to register for this event.",
    follow: "Sign in to follow this member.",
    helpful: "Sign in to mark this resource as helpful.",
    save: "Sign in to save this provider.",
  },
} as const;

export type SignInReason = keyof typeof AUTH_TEXTS.signInReasons;
