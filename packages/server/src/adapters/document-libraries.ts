// exceljs and pdfkit hold about 30 MiB once loaded, and most processes never write a file: they load on the first
// export, so the server starts within issue 18's memory figure. Node caches the module after the first call.
export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdf = async () => (await import('pdfkit')).default;
