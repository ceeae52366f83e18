// Passkeys (docs/features/passkeys.md) against the real Worker and D1: registration and sign-in
// answers made in the test with WebCrypto (tests/shared/software-authenticator.ts) and verified by
// the server; a spent challenge, an unknown key and a counter going backwards are refused; the
// API renames and removes only your own passkeys.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import { createDb } from "~/models/db.server";
import { authenticationOptions, relyingParty, verifyAuthentication } from "~/server/passkeys.server";
import { softwarePasskey, type SoftwarePasskey } from "../shared/software-authenticator";
import { api, formPost, scalar } from "./http";

const OWNER = 14;
const OTHER = 15;
const rp = () => relyingParty(env)!;

async function register(passkey: SoftwarePasskey, as = OWNER, name?: string) {
  const options = (await (await api("/api/account/passkeys/options", { as, method: "POST" })).json()) as {
    challenge: string;
    rp: { id: string };
    authenticatorSelection: { userVerification: string; residentKey: string };
  };
  const response = await passkey.register({ challenge: options.challenge, origin: rp().origin, rpId: options.rp.id });
  return { options, response, answer: await api("/api/account/passkeys", { as, body: { response, name } }) };
}

async function signInAnswer(passkey: SoftwarePasskey) {
  const options = await authenticationOptions(createDb(env.DB), rp());
  return passkey.signIn({ challenge: options.challenge, origin: rp().origin, rpId: rp().id });
}

/** As /account's script asks: a challenge through the route's data request, then `passkey`'s answer to it, as JSON. */
async function accountAnswer(passkey: SoftwarePasskey, member: number) {
  expect((await formPost("/account.data", { intent: "passkey-confirm-options" }, member)).status).toBe(200);
  const challenge = await env.DB.prepare(
    "SELECT challenge FROM passkey_challenges WHERE purpose = 'sign-in' ORDER BY rowid DESC LIMIT 1",
  ).first<string>("challenge");
  return JSON.stringify(await passkey.signIn({ challenge: challenge!, origin: rp().origin, rpId: rp().id }));
}

describe("passkeys", () => {
  it("takes its relying party from PUBLIC_ORIGIN, with localhost for a loopback address", () => {
    expect(rp()).toEqual({ id: "localhost", origin: "http://localhost:8787" });
    expect(relyingParty({ ...env, PUBLIC_ORIGIN: "https://wattle.example.org" })).toEqual({
      id: "wattle.example.org",
      origin: "https://wattle.example.org",
    });
    expect(relyingParty({ ...env, PUBLIC_ORIGIN: "http://127.0.0.1:9000" })).toEqual({
      id: "localhost",
      origin: "http://localhost:9000",
    });
  });

  it("registers a passkey from a real attestation, once per challenge", async () => {
    const passkey = await softwarePasskey();
    const { options, response, answer } = await register(passkey, OWNER, "Laptop");
    expect(options.rp.id).toBe("localhost");
    expect(options.authenticatorSelection).toMatchObject({ userVerification: "preferred", residentKey: "required" });
    expect(answer.status).toBe(201);
    const added = (await answer.json()) as { id: number; name: string; backedUp: boolean; lastUsedAt: null };
    expect(added).toMatchObject({ name: "Laptop", backedUp: false, lastUsedAt: null });
    const row = await env.DB.prepare("SELECT * FROM passkeys WHERE id = ?")
      .bind(added.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: OWNER,
      credential_id: passkey.credentialId,
      counter: 0,
      transports: '["internal"]',
    });
    // The same answer again: its challenge is spent.
    const again = await api("/api/account/passkeys", { as: OWNER, body: { response } });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: PASSKEY_TEXTS.failed });
    // Someone else's challenge does not register a passkey for you.
    const stolen = await passkey.register({ challenge: options.challenge, origin: rp().origin, rpId: "localhost" });
    expect((await api("/api/account/passkeys", { as: OTHER, body: { response: stolen } })).status).toBe(422);
  });

  it("refuses an answer made for another origin", async () => {
    const passkey = await softwarePasskey();
    const options = (await (await api("/api/account/passkeys/options", { as: OWNER, method: "POST" })).json()) as {
      challenge: string;
    };
    const response = await passkey.register({
      challenge: options.challenge,
      origin: "https://evil.example",
      rpId: "localhost",
    });
    expect((await api("/api/account/passkeys", { as: OWNER, body: { response } })).status).toBe(422);
    expect(await scalar("SELECT count(*) AS n FROM passkeys WHERE credential_id = ?", passkey.credentialId)).toBe(0);
  });

  it("signs in with a real assertion, as email sign-in does, and records the use", async () => {
    const passkey = await softwarePasskey();
    expect((await register(passkey)).answer.status).toBe(201);
    passkey.counter = 1;
    const response = await signInAnswer(passkey);
    const signedIn = await formPost(
      "/login",
      { intent: "passkey-sign-in", response: JSON.stringify(response), redirectTo: "/events" },
      null,
      true,
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/events");
    expect(signedIn.headers.get("set-cookie")).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    const row = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE credential_id = ?")
      .bind(passkey.credentialId)
      .first<{ counter: number; last_used_at: string | null }>();
    expect(row?.counter).toBe(1);
    expect(row?.last_used_at).not.toBeNull();
    // The same assertion again: the challenge is spent.
    expect(await verifyAuthentication(createDb(env.DB), rp(), response as never)).toMatchObject({
      ok: false,
      reason: "failed",
    });
  });

  it("confirms it is you on /account, as the emailed code does, with your own passkey only", async () => {
    const [member, someoneElse] = [16, 18];
    const mine = await softwarePasskey();
    const theirs = await softwarePasskey();
    expect((await register(mine, member)).answer.status).toBe(201);
    expect((await register(theirs, someoneElse)).answer.status).toBe(201);
    // Signed in an hour ago: a security change waits for a confirmation.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET created_at = ?, authenticated_at = ? WHERE user_id = ?")
      .bind(anHourAgo, anHourAgo, member)
      .run();
    const recent = () =>
      scalar("SELECT count(*) AS n FROM sessions WHERE user_id = ? AND authenticated_at > ?", member, anHourAgo);
    expect((await formPost("/account", { intent: "sign-out-others" }, member)).status).toBe(403);
    const confirmWith = async (passkey: SoftwarePasskey) =>
      formPost("/account.data", { intent: "passkey-confirm", response: await accountAnswer(passkey, member) }, member);
    // Another member's passkey proves nothing about this account.
    theirs.counter = 1;
    const refused = await confirmWith(theirs);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(PASSKEY_TEXTS.notYours);
    expect(await recent()).toBe(0);
    mine.counter = 1;
    expect((await confirmWith(mine)).status).toBe(200);
    expect(await recent()).toBe(1);
    expect((await formPost("/account", { intent: "sign-out-others" }, member)).status).toBe(200);
  });

  it("deletes the account with one of your own passkeys instead of the typed phrase", async () => {
    const [member, someoneElse] = [19, 20];
    const mine = await softwarePasskey();
    const theirs = await softwarePasskey();
    expect((await register(mine, member)).answer.status).toBe(201);
    expect((await register(theirs, someoneElse)).answer.status).toBe(201);
    // Signed in an hour ago, and no phrase typed: the passkey is the proof.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET created_at = ?, authenticated_at = ? WHERE user_id = ?")
      .bind(anHourAgo, anHourAgo, member)
      .run();
    const deleteWith = async (passkey: SoftwarePasskey) =>
      formPost(
        "/account",
        { intent: "delete-account-passkey", response: await accountAnswer(passkey, member) },
        member,
      );
    const exists = () => scalar("SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL", member);
    theirs.counter = 1;
    const refused = await deleteWith(theirs);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(PASSKEY_TEXTS.notYours);
    expect(await exists()).toBe(1);
    // A made-up answer is refused as the browser's failure, not a server error.
    const forged = await formPost("/account", { intent: "delete-account-passkey", response: "{}" }, member);
    expect(forged.status).toBe(400);
    expect(await exists()).toBe(1);
    mine.counter = 1;
    const deleted = await deleteWith(mine);
    expect(deleted.status).toBe(302);
    expect(await exists()).toBe(0);
    expect(await scalar("SELECT count(*) AS n FROM sessions WHERE user_id = ?", member)).toBe(0);
  });

  it("refuses a counter going backwards, and logs it as a possible cloned key", async () => {
    const passkey = await softwarePasskey();
    expect((await register(passkey)).answer.status).toBe(201);
    passkey.counter = 5;
    expect(await verifyAuthentication(createDb(env.DB), rp(), (await signInAnswer(passkey)) as never)).toEqual({
      ok: true,
      userId: OWNER,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    passkey.counter = 3;
    const copied = await signInAnswer(passkey);
    const refused = await formPost("/login", { intent: "passkey-sign-in", response: JSON.stringify(copied) }, null);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.text()).toContain(PASSKEY_TEXTS.clonedKey);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/possibly a cloned key/);
    warn.mockRestore();
    const row = await env.DB.prepare("SELECT counter FROM passkeys WHERE credential_id = ?")
      .bind(passkey.credentialId)
      .first<{ counter: number }>();
    expect(row?.counter).toBe(5);
  });

  it("refuses a passkey it does not know", async () => {
    const stranger = await softwarePasskey();
    expect(await verifyAuthentication(createDb(env.DB), rp(), (await signInAnswer(stranger)) as never)).toMatchObject({
      ok: false,
      reason: "unknown",
      error: PASSKEY_TEXTS.unknownKey,
    });
  });

  it("lists, renames and removes only your own passkeys, the last one too", async () => {
    const passkey = await softwarePasskey();
    const added = (await (await register(passkey, OTHER)).answer.json()) as { id: number; name: string };
    expect(added.name).toBe("Passkey 1");
    const list = (await (await api("/api/account/passkeys", { as: OTHER })).json()) as { passkeys: { id: number }[] };
    expect(list.passkeys.map((p) => p.id)).toEqual([added.id]);
    expect(JSON.stringify(list)).not.toMatch(/public|counter|credential/i);
    // Another member's passkey is as missing as one that never was.
    expect((await api(`/api/account/passkeys/${added.id}`, { as: OWNER })).status).toBe(404);
    expect(
      (await api(`/api/account/passkeys/${added.id}`, { as: OWNER, method: "PATCH", body: { name: "Mine" } })).status,
    ).toBe(404);
    expect((await api(`/api/account/passkeys/${added.id}`, { as: OWNER, method: "DELETE" })).status).toBe(404);
    const bad = await api(`/api/account/passkeys/${added.id}`, { as: OTHER, method: "PATCH", body: { name: " " } });
    expect(bad.status).toBe(400);
    const renamed = await api(`/api/account/passkeys/${added.id}`, {
      as: OTHER,
      method: "PATCH",
      body: { name: "Phone" },
    });
    expect(await renamed.json()).toMatchObject({ id: added.id, name: "Phone" });
    expect((await api(`/api/account/passkeys/${added.id}`, { as: OTHER, method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/account/passkeys/${added.id}`, { as: OTHER })).status).toBe(404);
  });

  it("renames and removes from the page's forms without script", async () => {
    const passkey = await softwarePasskey();
    const added = (await (await register(passkey, OTHER)).answer.json()) as { id: number };
    const renamed = await formPost(
      "/account/passkeys",
      { intent: "rename-passkey", id: String(added.id), name: "Tablet" },
      OTHER,
      true,
    );
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get("location")).toBe(`/account/passkeys#passkey-${added.id}`);
    const page = await (await api("/account/passkeys", { as: OTHER })).text();
    expect(page).toContain("Tablet");
    const removed = await formPost(
      "/account/passkeys",
      { intent: "remove-passkey", id: String(added.id) },
      OTHER,
      true,
    );
    expect(removed.status).toBe(303);
    expect(await scalar("SELECT count(*) AS n FROM passkeys WHERE id = ?", added.id)).toBe(0);
  });
});
