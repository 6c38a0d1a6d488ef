// pdf.js's worker module, imported for its side effect: it registers its message handler on
// globalThis.pdfjsWorker, so pdf.js parses in the calling thread (see pdfjs.ts).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
