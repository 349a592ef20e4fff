import { PassThrough, type Transform } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "~/lib/html-stream.server";

/** Lists whose items put a three-byte "›" at every offset of React's 2 KB write buffer. */
const pages = Array.from({ length: 700 }, (_, n) =>
  createElement(
    "ul",
    null,
    Array.from({ length: 8 }, (_, i) => createElement("li", { key: i }, `${"x".repeat(n + 1)} › ${i}`)),
  ),
);

function streamed(page: (typeof pages)[number], through?: () => Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        if (!through) return pipe(sink);
        const filter = through();
        filter.pipe(sink);
        pipe(filter);
      },
      onShellError: reject,
    });
  });
}

describe("streamed HTML", () => {
  it("React alone pads some pages with NUL bytes (the defect the filter exists for)", async () => {
    const padded = (await Promise.all(pages.map((page) => streamed(page)))).filter((html) =>
      html.includes(0),
    );
    expect(padded.length).toBeGreaterThan(0);
  });

  it("through the filter, every page is byte for byte what renderToString gives", async () => {
    for (const page of pages) {
      const html = await streamed(page, withoutNulBytes);
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8")).toBe(renderToString(page));
    }
  });
});
