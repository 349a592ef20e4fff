import { describe, expect, it } from "vitest";
import { isValidHost, rejectionOf } from "../../server/request-guard";

describe("isValidHost", () => {
  it("accepts names, IPs and ports in range", () => {
    for (const host of [
      "localhost",
      "localhost:5184",
      "nfl.localhost:5184",
      "Example.COM",
      "www.example.com.",
      "127.0.0.1:80",
      "[::1]:5184",
      "[::1]",
      "a-b.c-d.example",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
  it("rejects bad ports, non-ASCII, spaces and broken brackets", () => {
    for (const host of [
      "localhost:-1",
      "localhost:abc",
      "localhost:0",
      "localhost:65536",
      "ünï.localhost",
      "a b",
      "[::1",
      "-bad.example",
      "bad-.example",
      "",
      "x".repeat(300),
      "local_host",
      "evil.example/path",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("rejectionOf", () => {
  it("lets well-formed requests through", () => {
    expect(rejectionOf("GET", "/champions?q=a", "localhost:5184")).toBeNull();
    expect(rejectionOf("POST", "/seasons", "nfl.localhost")).toBeNull();
    expect(rejectionOf("HEAD", "/", undefined)).toBeNull();
  });
  it("answers 405 for TRACE and unknown methods, 501 for CONNECT", () => {
    expect(rejectionOf("TRACE", "/", "localhost")?.status).toBe(405);
    expect(rejectionOf("DELETE", "/", "localhost")?.status).toBe(405);
    expect(rejectionOf("CONNECT", "localhost:443", "localhost")?.status).toBe(501);
  });
  it("answers 400 for absolute-form and asterisk targets and for malformed hosts", () => {
    expect(rejectionOf("GET", "http://evil.example/", "localhost")?.status).toBe(400);
    expect(rejectionOf("GET", "*", "localhost")?.status).toBe(400);
    expect(rejectionOf("GET", "//evil.example/x", "localhost")?.status).toBe(400);
    expect(rejectionOf("GET", "/", "localhost:-1")?.status).toBe(400);
    expect(rejectionOf("GET", "/", "localhost", "bad host")?.status).toBe(400);
  });
});
