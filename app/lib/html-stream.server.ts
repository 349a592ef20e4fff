import { Transform } from "node:stream";

/**
 * React 18's streaming renderer pads a 2 KB write buffer with zero bytes when a multi-byte
 * character (such as "›") does not fit at its end, and sends the padding. HTML never carries
 * a NUL byte of ours (text from the data holds none), so dropping every 0x00 byte restores
 * exactly the document React meant: the character itself is re-encoded into the next buffer.
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.indexOf(0) === -1) return done(null, chunk);
      const kept = Buffer.allocUnsafe(chunk.length);
      let length = 0;
      for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
      done(null, kept.subarray(0, length));
    },
  });
}
