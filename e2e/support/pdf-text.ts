// The PDF reader is the server tests' own; the journeys read the PDFs they download with the same one.
export { pdfText } from '../../packages/server/test/pdf-text.ts';
