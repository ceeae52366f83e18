// Passkeys: adding, naming and removing them, and signing in with one.
export const PASSKEY_TEXTS = {
  sectionTitle: "Sign-in methods",
  intro:
    "A passkey lets you sign in with your fingerprint, face, screen lock or security key: no code to read or type. Email sign-in always stays available.",
  pageTitle: "Passkeys",
  add: "Add a passkey",
  adding: "Waiting for your passkey…",
  added: (name: string) => `Passkey "${name}" added.`,
  none: "You have no passkeys yet.",
  listLabel: "Your passkeys",
  nameLabel: "Passkey name",
  nameHint: 'A name that tells you which device it is on, like "Phone" or "Laptop".',
  nameRequired: "Enter a name for this passkey.",
  nameTooLong: "Keep the name to 40 characters or fewer.",
  rename: "Save name",
  renamed: (name: string) => `Passkey renamed to "${name}".`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  renameLabel: (name: string) => `Save name of ${name}`,
  removed: (name: string) => `Passkey "${name}" removed. You can still sign in by email.`,
  created: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `last used ${date}`,
  neverUsed: "not used to sign in yet",
  synced: "synced between your devices",
  defaultName: "Passkey",
  notFound: "That passkey was not found.",
  // Shown once after the first sign-in.
  offerTitle: "Sign in faster next time",
  offerIntro: "Add a passkey to sign in with your fingerprint, face or screen lock instead of an emailed code.",
  notNow: "Not now",
  // Signing in.
  signIn: "Sign in with a passkey",
  signingIn: "Waiting for your passkey…",
  orPasskey: "Or, if you have added a passkey:",
  // Errors, in plain words, announced at once.
  cancelled: "The passkey request was cancelled or timed out. You can try again, or sign in by email.",
  unknownKey:
    "This passkey is not known here. It may have been removed from your account. Sign in by email, then add it again.",
  clonedKey:
    "This passkey was refused because it may have been copied. Sign in by email, then remove it and add a new one.",
  failed: "The passkey could not be checked. Please try again, or sign in by email.",
  alreadyAdded: "This passkey is already added.",
  unsupported: "This browser cannot use passkeys. You can sign in by email.",
  notSetUp: "Passkeys are not set up on this server yet.",
  tooMany: "You have tried several passkeys in a short time. Please wait a few minutes, then try again.",
} as const;
