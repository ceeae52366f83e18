// What a member sees of one of their passkeys: never its key or counter.
export type PasskeyView = {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
};
