/**
 * A small QR-like test image (a data URL of an SVG, as the server renders real QR codes), so that
 * stories and tests need no QR library.
 */
export const SAMPLE_QR_SRC = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><path d="M0 0h7v7H0z" fill="#fff"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6z"/></svg>',
)}`;
