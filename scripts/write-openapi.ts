/**
 * `npm run build`'s last step: the API's OpenAPI document, built once here and written beside the
 * compiled server (build/openapi.json), which reads it instead of building it on the first view of
 * /developers or /api/openapi.json (backend/http/handler.ts).
 */
import { writeFileSync } from "node:fs";
import { openApiDocumentText } from "../backend/http/handler";

const started = Date.now();
const text = openApiDocumentText();
writeFileSync("build/openapi.json", text);
console.log(`build/openapi.json ${(text.length / 1024).toFixed(0)} KB in ${Date.now() - started} ms`);
