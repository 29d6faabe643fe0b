import type { UploadMimeType } from '@portal/contracts';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The file's type read from its content, not its name: magic numbers for images, PDF and DOCX
 * (a ZIP holding word/document.xml); plain text must be valid UTF-8 without control bytes or markup.
 */
export function sniffMimeType(bytes: Buffer): UploadMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (isPlainText(bytes)) return 'text/plain';
  return null;
}

/**
 * Markup a browser would run as a page or picture: HTML, SVG, XML. Served as text it is harmless,
 * but a portal of images and documents has no use for it, so it is refused outright.
 */
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|\?xml|meta|link|style|form|img|a\s)|\bjavascript:/i;

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  // Tabs, newlines and carriage returns are text; other control bytes are not.
  if (bytes.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) return false;
  const text = new TextDecoder('utf-8').decode(bytes);
  return !text.includes('\uFFFD') && !MARKUP.test(text);
}

export const extensionOf: Record<UploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};
