import { describe, expect, it } from "vitest";
import { getCurrentUserId, readDemoUserId, withoutDemoUser } from "~/lib/auth.server";

const request = (cookie?: string) => new Request("http://example.com/", cookie ? { headers: { cookie } } : {});

describe("demo-user cookie", () => {
  it("reads a positive id and nothing else", () => {
    expect(readDemoUserId(request("demo-user=7"))).toBe(7);
    expect(readDemoUserId(request("a=1; demo-user=12; b=2"))).toBe(12);
    expect(readDemoUserId(request("demo-user=0"))).toBeNull();
    expect(readDemoUserId(request("demo-user=-3"))).toBeNull();
    expect(readDemoUserId(request("demo-user=3; x"))).toBe(3);
    expect(readDemoUserId(request("xdemo-user=3"))).toBeNull();
    expect(readDemoUserId(request())).toBeNull();
    expect(getCurrentUserId(request())).toBe(1);
  });

  it("is stripped from requests when the switch is off, keeping other cookies", () => {
    const stripped = withoutDemoUser(request("a=1; demo-user=5; b=2"));
    expect(stripped.headers.get("cookie")).toBe("a=1; b=2");
    expect(getCurrentUserId(stripped)).toBe(1);
    expect(withoutDemoUser(request("demo-user=5")).headers.get("cookie")).toBeNull();
    const untouched = request("a=1");
    expect(withoutDemoUser(untouched)).toBe(untouched);
  });
});
