declare global {
  interface Window {
    /** Set by `/config.js` (host-server.ts): the product's origin. */
    CONF_PRODUCT_URL?: string;
  }
}

/** The product's origin from `/config.js`; throws, saying so, when the server gave none. */
export function productUrlOf(config: Pick<Window, 'CONF_PRODUCT_URL'>): string {
  const url = config.CONF_PRODUCT_URL;
  if (!url) throw new Error('No product origin: /config.js did not set window.CONF_PRODUCT_URL');
  return url;
}
