// Brotli-compress files for the site build (tutorial/assets/precompress.py): Python's standard
// library has no brotli, Node's zlib has. Reads JSON [[source, target], ...] on stdin,
// writes each target at the highest quality with a 16 MB window, prints nothing. Each target
// is written under a private name and renamed into place, so a build running at the same time
// (the test suite's parallel workers) never reads half a file.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

const pairs = JSON.parse(readFileSync(0, "utf8"));
for (const [source, target] of pairs) {
  const data = readFileSync(source);
  const partial = `${target}.${process.pid}.part`;
  writeFileSync(partial, brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
  renameSync(partial, target);
}
