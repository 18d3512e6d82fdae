// Libraries that hold several MiB once loaded and serve calls most processes rarely or never answer (exports,
// passkeys, an authenticator's QR code, SMTP): they load on first use, so a server starts within issue 18's memory
// figure. Node caches each module after the first call.
export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdf = async () => (await import('pdfkit')).default;
export const loadWebAuthn = () => import('@simplewebauthn/server');
export const loadQrCode = async () => (await import('qrcode')).default;
export const loadNodemailer = async () => (await import('nodemailer')).default;
