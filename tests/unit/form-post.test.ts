import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formField, readPostedForm } from "~/lib/form-post.server";
import { csvError, formError } from "~/lib/resource-errors.server";

const schema = z.object({ theme: formField, next: formField });

function post(body: BodyInit, type: string | null) {
  const headers = new Headers();
  if (type) headers.set("Content-Type", type);
  return new Request("https://example.org/settings", { method: "POST", body, headers });
}

/** The answer an action or a download throws: a finished Response (status, type, Cache-Control, text). */
async function rejection(promise: Promise<unknown>) {
  const thrown: unknown = await promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a Response, got ${String(thrown)}`);
  return {
    status: thrown.status,
    type: thrown.headers.get("Content-Type"),
    cache: thrown.headers.get("Cache-Control"),
    text: await thrown.text(),
  };
}

describe("formField", () => {
  it("accepts short text and a missing field", () => {
    expect(formField.safeParse("dark").success).toBe(true);
    expect(formField.safeParse(undefined).success).toBe(true);
    expect(formField.safeParse("x".repeat(500)).success).toBe(true);
  });
  it("refuses long text and control characters", () => {
    expect(formField.safeParse("x".repeat(501)).success).toBe(false);
    expect(formField.safeParse("dark\r\nSet-Cookie: x=1").success).toBe(false);
    expect(formField.safeParse("a\u0000b").success).toBe(false);
    expect(formField.safeParse("a\u007fb").success).toBe(false);
  });
});

describe("resource route errors", () => {
  it("a form error is an uncached 400 HTML page naming the reason (escaped), with a way home", async () => {
    const r = await rejection(Promise.resolve().then(() => formError("field <theme>: control character")));
    expect(r).toMatchObject({ status: 400, type: "text/html; charset=utf-8", cache: "no-store" });
    expect(r.text).toContain("<h1>Bad Request</h1>");
    expect(r.text).toContain("Bad request: field &#60;theme&#62;: control character.");
    expect(r.text).toContain('<a href="/"');
  });
  it("a CSV error is plain text, a 404 cached briefly", async () => {
    const r = await rejection(Promise.resolve().then(() => csvError(404, "Not Found: no such award.")));
    expect(r).toEqual({
      status: 404,
      type: "text/plain; charset=utf-8",
      cache: "public, max-age=60",
      text: "Not Found: no such award.\n",
    });
  });
});

describe("readPostedForm", () => {
  it("reads the named fields of a url-encoded form, absent fields undefined, others ignored", async () => {
    const values = await readPostedForm(
      post("theme=dark&other=x", "application/x-www-form-urlencoded; charset=UTF-8"),
      ["theme", "next"],
      schema,
    );
    expect(values).toEqual({ theme: "dark", next: undefined });
  });
  it("reads a multipart form", async () => {
    const form = new FormData();
    form.set("theme", "light");
    form.set("next", "/scores");
    expect(await readPostedForm(post(form, null), ["theme", "next"], schema)).toEqual({
      theme: "light",
      next: "/scores",
    });
  });
  it("treats a file upload as no value", async () => {
    const form = new FormData();
    form.set("theme", new Blob(["dark"]), "theme.txt");
    expect(await readPostedForm(post(form, null), ["theme"], schema)).toEqual({ theme: undefined });
  });
  it("answers 400 to a body that is not a form", async () => {
    const r = await rejection(
      readPostedForm(post('{"theme":"dark"}', "application/json"), ["theme"], schema),
    );
    expect(r.status).toBe(400);
    expect(r.text).toContain("Bad request: expected a form.");
    const none = await rejection(readPostedForm(post("theme=dark", ""), ["theme"], schema));
    expect(none.status).toBe(400);
  });
  it("answers 400 to a malformed multipart body", async () => {
    const r = await rejection(
      readPostedForm(post("not multipart at all", "multipart/form-data; boundary=xyz"), ["theme"], schema),
    );
    expect(r.status).toBe(400);
    expect(r.text).toContain("Bad request: malformed form body.");
  });
  it("answers 400 naming the field that fails the schema", async () => {
    const r = await rejection(
      readPostedForm(post("theme=dark%0D%0AX", "application/x-www-form-urlencoded"), ["theme"], schema),
    );
    expect(r.status).toBe(400);
    expect(r.text).toMatch(/Bad request: field theme: /);
  });
});
